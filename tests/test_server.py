"""The server as the README starts it: Ctrl-C stops it quickly and quietly."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parent.parent


def test_ctrl_c_stops_the_server_within_seconds_and_prints_no_traceback(tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, REFEREE_BIND=f"127.0.0.1:{port}", REFEREE_WORKERS="2", HOME=str(tmp_path))
    proc = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True)  # its own process group, as a terminal's foreground job
    try:
        for _ in range(100):
            try:
                if requests.get(f"http://127.0.0.1:{port}/health", timeout=5).status_code == 200:
                    break
            except requests.RequestException:  # not up yet, or a first answer slow on a loaded machine
                time.sleep(0.1)
        time.sleep(0.5)  # every worker up
        started = time.monotonic()
        os.killpg(proc.pid, signal.SIGINT)  # what Ctrl-C does: SIGINT to the master and every worker
        output = proc.communicate(timeout=15)[0].decode(errors="replace")
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert time.monotonic() - started < 5
    assert "Traceback" not in output and "SystemExit" not in output, output[-2000:]
    assert "Shutting down: Master" in output
