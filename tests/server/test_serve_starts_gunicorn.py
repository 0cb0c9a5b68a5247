"""`referee serve` started for real: the installed command becomes gunicorn's master in its own process (an
exec), serves on the address --bind gives, and stops gracefully on SIGTERM with gunicorn's exit status 0."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import requests

from helpers import free_port, serve

COMMAND = Path(sys.executable).with_name("referee")  # the console script installed beside this interpreter


def test_referee_serve_starts_gunicorn_on_the_bind_address():
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("REFEREE_BIND", "REFEREE_WORKERS")}
    for url, proc in serve(
        [str(COMMAND), "serve", "--bind", f"127.0.0.1:{port}", "--workers", "1"], port, "/health", env
    ):
        health = requests.get(url + "/health", timeout=30)
        assert health.status_code == 200 and health.json()["status"] == "ok"
        # The SIGTERM goes to the process the test started: gunicorn's master itself, which stops gracefully.
        proc.terminate()
        assert proc.wait(60) == 0, proc.stderr.read().decode(errors="replace")[-2000:] if proc.stderr else ""
