"""Idle connections held straight to gunicorn (no proxy) cannot starve a new client: each worker takes at most
`worker_connections` (referee/gunicorn_conf.py: 1,000, and never more than its open-file limit leaves room for), an idle
one is closed after `keepalive` seconds, and a new client is answered while more idle connections than the cap
are held."""

from __future__ import annotations

import resource
import socket
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
import slow_clients  # noqa: E402

LIMIT = 256  # the workers' open-file limit in this test: 1,000 connections would not fit


def test_a_new_client_is_answered_while_idle_connections_beyond_the_cap_are_held(monkeypatch):
    slow_clients.raise_fd_limit(2048)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    monkeypatch.setattr(slow_clients.subprocess, "Popen", _popen_with_limit(slow_clients.subprocess.Popen))
    with slow_clients.server({"REFEREE_WORKERS": "1"}, start_timeout=120) as srv:
        held = []
        try:
            for _ in range(LIMIT + 200):
                held.append(socket.create_connection(("127.0.0.1", srv.port), timeout=30))
            status = slow_clients.request(srv.port, "GET", "/health", timeout=60)[0]  # a hang guard only
            assert status == 200
            log = srv.log_text()
        finally:
            for s in held:
                s.close()
    assert "Too many open files" not in log, log[-2000:]


def _popen_with_limit(popen):
    def start(*args, **kwargs):
        kwargs["preexec_fn"] = lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (LIMIT, LIMIT))
        return popen(*args, **kwargs)

    return start
