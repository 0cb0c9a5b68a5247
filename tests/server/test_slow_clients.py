"""Slow clients cannot starve the real gunicorn config, and it leaves no shared control socket.

A smaller run of bench/slow_clients.py (see docs/deployment.md, "Slow clients"). With the old config
(REFEREE_WORKER_CLASS=gthread) the first test fails: every normal request times out.
"""

from __future__ import annotations

import importlib.util
import socket
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("slow_clients", ROOT / "bench" / "slow_clients.py")
assert _spec and _spec.loader
slow_clients = importlib.util.module_from_spec(_spec)
sys.modules["slow_clients"] = slow_clients
_spec.loader.exec_module(slow_clients)

KEEPALIVE = 5  # referee/gunicorn_conf.py: the whole time a client gets for its request line and headers
DEADLINE = 2.0  # REFEREE_REQUEST_DEADLINE for the bound tests (30 s in the real config)


def test_normal_requests_answered_while_slow_and_idle_clients_hold_connections():
    result = slow_clients.run(slow=100, idle=100, body=20, tls=5, seconds=3, clients=2, timeout=2, settle=0.5)
    normal = result["normal"]
    assert result["attack"]["open_at_start"] == {"slow": 100, "body": 20, "idle": 100, "tls": 5}, result
    assert normal["failures"] == 0, slow_clients.report(result)
    assert normal["p99_s"] < 1.0, slow_clients.report(result)
    assert normal["requests"] > 20, slow_clients.report(result)


@pytest.fixture(scope="module")
def srv():
    with slow_clients.server({"REFEREE_REQUEST_DEADLINE": str(DEADLINE), "REFEREE_WORKERS": "2"}) as s:
        yield s


def test_no_control_socket(srv):
    """gunicorn 25+ would create $XDG_RUNTIME_DIR/gunicorn.ctl or $HOME/.gunicorn/gunicorn.ctl."""
    assert slow_clients.request(srv.port, "GET", "/health")[0] == 200
    assert not (srv.home / ".gunicorn").exists()
    assert list(srv.runtime.iterdir()) == []
    assert "control" not in srv.log_text().lower()


def _life(port: int, start: bytes, trickle: bytes, every: float, limit: float) -> float:
    """Seconds until the server closes a connection that sends `start`, then `trickle` every `every` s."""
    with socket.create_connection(("127.0.0.1", port), timeout=every) as s:
        t0 = time.monotonic()
        s.sendall(start)
        while time.monotonic() - t0 < limit:
            try:
                s.sendall(trickle)
                if s.recv(65536) == b"":
                    return time.monotonic() - t0
            except socket.timeout:
                continue
            except OSError:
                return time.monotonic() - t0
        return float("inf")


def test_slow_headers_body_and_garbage_are_dropped(srv):
    """Headers get `keepalive` seconds in all, a body (and the answer) REFEREE_REQUEST_DEADLINE s."""
    cases = {
        "headers": (slow_clients.SLOW_START, b"X-Slow: 1\r\n", KEEPALIVE),
        "body": (slow_clients.BODY_START, b" ", DEADLINE),
        "tls": (slow_clients.TLS_HELLO, b"", KEEPALIVE),
    }
    lives: dict[str, float] = {}

    def one(name: str) -> None:
        start, trickle, bound = cases[name]
        lives[name] = _life(srv.port, start, trickle, every=0.5, limit=bound + 4)

    threads = [threading.Thread(target=one, args=(name,)) for name in cases]
    for t in threads:
        t.start()
    for t in threads:
        t.join(20)
    for name, (_, _, bound) in cases.items():
        assert bound - 0.5 <= lives[name] <= bound + 2, (name, lives)
    assert slow_clients.request(srv.port, "GET", "/health")[0] == 200
