"""The server as the README starts it: Ctrl-C stops it quickly and quietly; the header block it reads is bounded."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests

ROOT = Path(__file__).resolve().parents[2]


def test_ctrl_c_stops_the_server_within_seconds_and_prints_no_traceback(tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, REFEREE_BIND=f"127.0.0.1:{port}", REFEREE_WORKERS="2", HOME=str(tmp_path))
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )  # its own process group, as a terminal's foreground job
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


# --- the header block: bounded in all, as nginx bounds it, whoever connects ------------------------------


def _answer(live_server: str, request: bytes) -> tuple[bytes, bytes]:
    host, port = live_server.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as s:
        try:
            s.sendall(request)
        except (BrokenPipeError, ConnectionResetError):  # answered and closed before all was sent
            pass
        data = b""
        try:
            while chunk := s.recv(65536):
                data += chunk
        except ConnectionResetError:
            pass
    head, _, body = data.partition(b"\r\n\r\n")
    return head, body


def _request(*headers: bytes) -> bytes:
    return (
        b"GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n" + b"".join(h + b"\r\n" for h in headers) + b"\r\n"
    )


@pytest.mark.parametrize(
    "headers",
    [
        [b"X-Pad-%d: %s" % (i, b"a" * 8000) for i in range(97)],  # 97 fields of 8 KB: each within gunicorn's own limits
        [b"X-Pad-%d: %s" % (i, b"a" * 1000) for i in range(40)],  # 40 KB in all
    ],
)
def test_a_header_block_over_32_kb_is_refused_with_a_431_problem(live_server, headers):
    head, body = _answer(live_server, _request(*headers))
    assert head.startswith(b"HTTP/1.1 431 ")
    assert b"Content-Type: application/problem+json" in head
    assert json.loads(body)["status"] == 431


def test_a_browsers_headers_pass(live_server):
    """Chrome's headers for a fetch from another page, with the longest Referer it sends (4 KB) and 8 KB of cookies
    set by other sites of the domain (this API sets none)."""
    browser = [
        b'sec-ch-ua: "Chromium";v="131", "Not_A Brand";v="24"',
        b"sec-ch-ua-mobile: ?1",
        (
            b"User-Agent: Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
            b"Chrome/131.0.0.0 Mobile Safari/537.36"
        ),
        b'sec-ch-ua-platform: "Android"',
        b"Accept: */*",
        b"Origin: https://example.org",
        b"Sec-Fetch-Site: cross-site",
        b"Sec-Fetch-Mode: cors",
        b"Sec-Fetch-Dest: empty",
        b"Referer: https://example.org/" + b"p" * 4070,
        b"Accept-Encoding: gzip, deflate, br, zstd",
        b"Accept-Language: nl-NL,nl;q=0.9,en;q=0.8",
        b"Priority: u=1, i",
        b"Cookie: " + b"; ".join(b"c%d=%s" % (i, b"v" * 500) for i in range(16)),
        b"X-Forwarded-For: 203.0.113.7",
        b"X-Forwarded-Proto: https",
        b"X-Request-Id: " + b"r" * 32,
    ]
    head, body = _answer(live_server, _request(*browser))
    assert head.startswith(b"HTTP/1.1 200 "), head
    assert json.loads(body)["status"] == "ok"


@pytest.mark.parametrize(
    "status,reason,phrase",
    [
        (500, "Bad Request", "Internal Server Error"),
        (400, "Bad Request", "Bad Request"),
        (431, "Request Header Fields Too Large", "Request Header Fields Too Large"),
    ],
)
def test_what_gunicorn_answers_itself_names_its_own_status(status, reason, phrase):
    """gunicorn hands its error writer "Bad Request" with a 500 (a configuration problem): the status line and the
    problem's title say the status's own phrase, never another status's."""
    from referee.server import problem_bytes

    head, body = problem_bytes(status, reason).split(b"\r\n\r\n", 1)
    assert head.startswith(f"HTTP/1.1 {status} {phrase}\r\n".encode())
    assert json.loads(body)["title"] == phrase and json.loads(body)["status"] == status
