"""A body in chunks (Transfer-Encoding) is refused with 411 before any of it is read, against gunicorn with the
production config (referee/gunicorn_conf.py): a negative or huge chunk size, a thousand trailer lines, half a million
one-byte chunks. Before, these got a 500 with a traceback, no answer at all, or cost the worker seconds of CPU
(the chunk parser runs without a pause) and dropped every connection on it."""

from __future__ import annotations

import json
import socket
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
import slow_clients  # noqa: E402

HEAD = (
    b"POST /v1/games/ra/score HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
)
BODIES = {
    "negative size": b"-5\r\nhello\r\n0\r\n\r\n",
    "huge size": b"ffffffffffffffff\r\n" + b"x" * 1000,
    "1,000 trailer lines": b"2\r\n{}\r\n0\r\n" + b"".join(b"X-T%d: v\r\n" % i for i in range(1000)) + b"\r\n",
    "500,000 one-byte chunks": b"1\r\n \r\n" * 500_000 + b"0\r\n\r\n",
}


@pytest.fixture(scope="module")
def srv():
    with slow_clients.server({"REFEREE_WORKERS": "1"}, start_timeout=120) as s:
        yield s


def _answer(port: int, raw: bytes, extra: bytes = b"") -> tuple[int, dict[str, str], bytes, bool]:
    """(status, headers, body, closed after it) of a request sent as raw bytes, the body sent meanwhile."""
    with socket.create_connection(("127.0.0.1", port), timeout=60) as s:  # a hang guard only
        s.sendall(raw)

        def send_rest() -> None:
            try:
                s.sendall(extra)
            except OSError:  # the server closed: the rest is never read
                pass

        sender = threading.Thread(target=send_rest, daemon=True)
        sender.start()
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = s.recv(65536)
            assert chunk, data
            data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
        while len(body) < int(headers["content-length"]):
            chunk = s.recv(65536)
            assert chunk, body
            body += chunk
        try:
            closed = s.recv(1) == b""
        except ConnectionResetError:
            closed = True
        return int(lines[0].split()[1]), headers, body, closed


@pytest.mark.parametrize("name", list(BODIES))
def test_a_chunked_body_gets_411_and_the_connection_closes(srv, name):
    status, headers, body, closed = _answer(srv.port, HEAD + b"Accept-Language: nl\r\n\r\n", BODIES[name])
    assert status == 411, body
    assert headers["content-type"] == "application/problem+json"
    problem = json.loads(body)
    assert problem["status"] == 411 and "Content-Length" in problem["detail"] and problem["title"] == "Lengte vereist"
    assert closed
    assert slow_clients.request(srv.port, "GET", "/health")[0] == 200  # the worker is still there
    assert "Traceback" not in srv.log_text()


def test_every_route_refuses_chunks_in_english_too(srv):
    for path in (b"/v1/batch", b"/v1/games/sakkara/replay", b"/health"):
        raw = HEAD.replace(b"/v1/games/ra/score", path).replace(b"POST", b"POST" if path != b"/health" else b"GET")
        status, headers, body, _ = _answer(srv.port, raw + b"\r\n", b"2\r\n{}\r\n0\r\n\r\n")
        assert status == 411 and json.loads(body)["title"] == "Length Required", body
