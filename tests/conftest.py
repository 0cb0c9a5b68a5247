"""Fixtures every layer may use (the app, its test client, gunicorn on a loopback port) and the layers' markers.

The folders are the layers (docs/contributing.md, "Tests"): engine/, service/, http/ and cli/ run in-process and
make the quick loop, `pytest -m "not slow and not browser"`; server/ and package/ start servers, builds and other
programs (marked `slow`), web/ drives Debian's chromium (marked `browser`). A test elsewhere that needs the live
server or a browser is marked by its fixture, so no test module marks itself for that.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from helpers import ARGS, CHROMIUM, gunicorn

from referee import create_app
from referee.games import register_texts

register_texts()  # the engine's sentences, as the app registers them (engine tests render without an app)

# Plugins load by name (pyproject.toml sets --disable-plugin-autoload): pytest would otherwise rewrite the asserts of
# every module of each installed plugin's distribution at every collection (schemathesis, hypothesis and anyio
# together: about 330 modules, a third of collection's time). xdist is loaded by -p in addopts, as it must be before
# the options are read.
pytest_plugins = ["_hypothesis_pytestplugin", "schemathesis.pytest.plugin"]

TESTS = Path(__file__).resolve().parent
LAYER_MARKS = {"server": "slow", "package": "slow", "web": "browser"}
FIXTURE_MARKS = {"live_server": "slow", "browser": "browser"}


@pytest.hookimpl(tryfirst=True)  # before xdist's loadgroup reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Marks by layer and fixture, and xdist groups: the slow tests share one gunicorn on one worker (their
    timings are read against one server), each browser test file is a group of its own (a worker that runs any
    starts its own Chromium), and the quick tests go anywhere. A browser test mostly waits (on the page, the
    phone's engine, an emulated network), so the files run side by side on more workers than cores."""
    for item in items:
        layer = item.path.relative_to(TESTS).parts[0]
        marks = {LAYER_MARKS.get(layer)} | {mark for name, mark in FIXTURE_MARKS.items() if name in item.fixturenames}
        marks.discard(None)
        for mark in sorted(marks):
            item.add_marker(mark)
        if marks:
            group = f"browser-{item.path.stem}" if "browser" in marks else "slow"
            item.add_marker(pytest.mark.xdist_group(group))


@pytest.fixture(scope="session")
def app():
    return create_app({"TESTING": True})


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture(scope="session")
def live_server():
    """gunicorn exactly as the README starts it, on a free loopback port, shared by the whole run (each test
    that changes the server's settings starts its own)."""
    for url, _ in gunicorn(workers=2):
        yield url


@pytest.fixture(scope="session")
def browser():
    """Debian's chromium, headless, driven by Playwright: one for the whole run (each test opens its own context:
    its storage, its service worker, its caches)."""
    if not shutil.which(CHROMIUM):
        if os.environ.get("CI"):
            pytest.fail(
                f"{CHROMIUM} is missing; CI must install Debian's chromium: apt-get install chromium", pytrace=False
            )
        pytest.skip("install Debian's chromium: apt-get install chromium")
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="playwright is a test dependency (pip install playwright)"
    )
    with sync_api.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()
