"""Shutdown and deadlines against gunicorn with the production config: a request admitted before SIGTERM gets its
whole answer (graceful_timeout is the request deadline and a margin, not 10 s), and long requests queued on one
worker each get an answer (their 503 or their results) before the request deadline cuts their socket."""
from __future__ import annotations

import json
import os
import signal
import socket
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
import slow_clients  # noqa: E402
import worst_case  # noqa: E402


def _read_answer(s: socket.socket) -> tuple[int, bytes]:
    """(status, body) of the answer on this socket, (0, b"") when it closed without a whole one."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = s.recv(65536)
        if not chunk:
            return 0, b""
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:"))
    while len(body) < length:
        chunk = s.recv(65536)
        if not chunk:
            return 0, b""
        body += chunk
    return int(head.split()[1]), body


def _head(path: str, body: bytes) -> bytes:
    return (f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n"
            "Connection: close\r\n\r\n").encode()


def test_a_request_admitted_before_sigterm_gets_its_whole_answer():
    """Its body still arrives 11 s after SIGTERM (more than the old graceful_timeout of 10 s), well inside the
    request deadline of 20 s: it is answered, and the server then stops."""
    body = (ROOT / "examples" / "ra-score-epoch3-5-players.json").read_bytes()
    with slow_clients.server({"REFEREE_WORKERS": "1", "REFEREE_REQUEST_DEADLINE": "20"}, start_timeout=120) as srv:
        with socket.create_connection(("127.0.0.1", srv.port), timeout=60) as s:  # a hang guard only
            s.sendall(_head("/v1/games/ra/score", body) + body[:10])
            time.sleep(1)  # the worker has the request (its headers are read at once)
            srv.proc.send_signal(signal.SIGTERM)
            for k in range(11):
                time.sleep(1)
                s.sendall(body[10 + k:11 + k])
            s.sendall(body[21:])
            status, answer = _read_answer(s)
        assert status == 200, srv.log_text()[-2000:]
        assert json.loads(answer)["epoch"] == 3
        assert srv.proc.wait(60) == 0


def test_long_requests_queued_on_one_worker_each_get_an_answer():
    """Eight of the costliest batches at once on one worker (about a second of work each) and a request deadline
    of 4 s, shorter than they take one after another: each gets its whole answer before the deadline shuts its
    socket, its results (the items its time allowed, the rest "not processed") or a busy 503. A batch stops its
    items, and a wait for a turn ends, 2 s before the deadline; a batch whose turn came late used to run past
    the deadline and be cut with no answer at all (3 of 6 here), and a wait counted in steps ran late."""
    item = {"game": "ra", "operation": "score",
            "body": {"epochs": [{"players": worst_case._players(worst_case.FIVE, worst_case.RA_TILES_ALL, fame=False)}] * 3}}
    batch = worst_case._items(dict(item, id=0))
    results: list[tuple[int, bytes]] = []
    with slow_clients.server({"REFEREE_WORKERS": "1", "REFEREE_REQUEST_DEADLINE": "4"}, start_timeout=120) as srv:
        def one() -> None:
            with socket.create_connection(("127.0.0.1", srv.port), timeout=60) as s:  # a hang guard only
                s.sendall(_head("/v1/batch", batch) + batch)
                results.append(_read_answer(s))

        threads = [threading.Thread(target=one) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(90)
    statuses = sorted(status for status, _ in results)
    assert len(results) == 8 and set(statuses) <= {200, 503}, statuses
    for status, answer in results:
        parsed = json.loads(answer)
        assert ("results" in parsed) if status == 200 else parsed["type"] == "urn:referee:problem:busy"
