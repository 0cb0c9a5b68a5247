"""Shutdown and deadlines against gunicorn with the production config: a request admitted before SIGTERM gets its
whole answer (graceful_timeout is the request deadline and a margin, not 10 s), and long requests queued on one
worker each get an answer (their 503 or their results) before the request deadline cuts their socket."""

from __future__ import annotations

import json
import signal
import socket
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
import slow_clients  # noqa: E402


def _read_answer(s: socket.socket) -> tuple[int, bytes]:
    """(status, body) of the answer on this socket, (0, b"") when it closed without a whole one."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = s.recv(65536)
        if not chunk:
            return 0, b""
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = next(
        int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:")
    )
    while len(body) < length:
        chunk = s.recv(65536)
        if not chunk:
            return 0, b""
        body += chunk
    return int(head.split()[1]), body


def _head(path: str, body: bytes) -> bytes:
    return (
        f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n"
        "Connection: close\r\n\r\n"
    ).encode()


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
                s.sendall(body[10 + k : 11 + k])
            s.sendall(body[21:])
            status, answer = _read_answer(s)
        assert status == 200, srv.log_text()[-2000:]
        assert json.loads(answer)["epoch"] == 3
        assert srv.proc.wait(60) == 0


def _sakkara_steps_batch(count: int) -> bytes:
    """A batch of `count` Sakkara logs of 6,000 steps to an unknown field (JSON without spaces): among the
    slowest items a batch may hold (bench/worst_case.py), each a few hundred ms of CPU."""
    from sakkara_games import finished_games, log_to_json

    from referee.games.sakkara.state import MAX_ACTIONS, MAX_TURNS

    log = max((log_to_json(g[1]) for g in finished_games(5)), key=lambda g: sum(map(len, g["turns"])))
    steps = dict(log, turns=[[{"action": "step", "worker": "a1", "to": "z9"}] * (MAX_ACTIONS // MAX_TURNS)] * MAX_TURNS)
    item = {"game": "sakkara", "operation": "replay", "body": steps}
    return json.dumps({"items": [dict(item, id=k) for k in range(count)]}, separators=(",", ":")).encode()


def _read_whole_answer(s: socket.socket) -> tuple[int, dict[str, str], bytes]:
    """(status, headers, body) of the answer on this socket; (0, {}, b"") when it closed without a whole one."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = s.recv(65536)
        if not chunk:
            return 0, {}, b""
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {name.strip().lower(): value.strip() for name, _, value in (line.partition(":") for line in lines[1:])}
    while len(body) < int(headers.get("content-length", 0)):
        chunk = s.recv(65536)
        if not chunk:
            return 0, {}, b""
        body += chunk
    return int(lines[0].split()[1]), headers, body


def test_long_requests_queued_on_one_worker_each_get_an_answer():
    """Twelve batches at once on one worker, each of 4 of the slowest items (~1 MiB in all), and a request
    deadline of 8 s. One batch computes at a time; the others wait for their turn, and the worker runs them only
    between two items of the one computing. Each gets its whole answer before the deadline cuts its socket: its
    results (the items its time allowed, each other one "not processed") or a busy 503 with Retry-After. (A
    waiter that counted its wait in polls of 50 ms, each of which lasted an item here, would get its 503 after
    ~15 s: the deadline cut four of twelve first, with no answer at all.)"""
    from referee.schemas.batch import NOT_PROCESSED_STATUS, NOT_PROCESSED_TYPE
    from referee.service.long import BUSY_TYPE, RETRY_AFTER

    deadline, count = 8, 4
    batch = _sakkara_steps_batch(count)
    results: list[tuple[int, dict[str, str], bytes]] = []
    with slow_clients.server(
        {"REFEREE_WORKERS": "1", "REFEREE_REQUEST_DEADLINE": str(deadline)}, start_timeout=120
    ) as srv:

        def one() -> None:
            with socket.create_connection(("127.0.0.1", srv.port), timeout=60) as s:  # a hang guard only
                s.sendall(_head("/v1/batch", batch) + batch)
                results.append(_read_whole_answer(s))

        threads = [threading.Thread(target=one) for _ in range(12)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(90)
        log = srv.log_text()
    statuses = sorted(status for status, _, _ in results)
    assert len(results) == 12 and set(statuses) <= {200, 503}, (statuses, log[-3000:])
    assert 200 in statuses  # the first batch has its turn at once
    for status, headers, body in results:
        answer = json.loads(body)
        if status == 503:
            assert headers["content-type"] == "application/problem+json"
            assert headers["retry-after"] == str(RETRY_AFTER)
            assert answer["type"] == BUSY_TYPE and answer["status"] == 503 and answer["detail"]
            continue
        assert [item["id"] for item in answer["results"]] == list(range(count))
        for item in answer["results"]:  # each run (its log names an unknown field: 422), or not processed
            assert item["status"] in (422, NOT_PROCESSED_STATUS), item
            if item["status"] == NOT_PROCESSED_STATUS:
                assert item["body"]["type"] == NOT_PROCESSED_TYPE
    assert "deadline, closing" not in log
