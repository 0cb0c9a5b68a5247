"""Steps shared by test_who_answers.py and the tests that drive the same screen (not collected: no test_ prefix)."""

from __future__ import annotations

from contextlib import suppress

from phone_engine_steps import Phone
from score_steps import sync_api

WASM = "**/web/pyodide/pyodide.asm.wasm"


def cut_download(phone: Phone, held: list) -> None:
    """The Wi-Fi gone with the engine's largest file on its way (its requests `held`): that file is cut."""
    phone.context.set_offline(True)
    phone.context.unroute(WASM)
    for route in held:
        with suppress(sync_api.Error):  # the network gone: Chromium may have failed it already
            route.abort("internetdisconnected")
