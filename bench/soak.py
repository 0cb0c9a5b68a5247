"""Worker memory under a concurrent mixed load with hostile bodies: does a worker's RSS stay bounded?

Starts gunicorn with this repo's config (referee/gunicorn_conf.py, gevent workers) on a free loopback port, then
`--clients` keep-alive clients send `--requests` requests in all: about one in nine a hostile body of
nearly 1 MiB (4,000+ players, a quarter million bad suns, 70,000 unknown tile keys, 20,000+ moves, a
1 MiB batch), the others ordinary (GET /health, a Ra score, a replay, a small batch, an event's
standings). Every worker's RSS (/proc) is read after a warm-up, at the end, and after the clients have
gone and the server has been idle for a moment; the report says how much each grew.

The clients overlap on the same worker (`--workers 1` puts every one on it): the load that made workers
grow without bound when each request switched the process's garbage collector off or froze it.

Run:  .venv/bin/python bench/soak.py [--requests 20000] [--clients 4] [--workers 5] [--rounds 1]
With `--rounds 2` or more the same workers take the requests again: bounded memory grows to a working size in
the first round and adds nothing in the next.
Exit status 1 when a worker grew more than --max-growth MB (30 by default) by the end.
"""

from __future__ import annotations

import argparse
import http.client
import json
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "bench")]

from slow_clients import HOST, server  # noqa: E402
from worst_case import RA_SUNS, _fill  # noqa: E402

HOSTILE_EVERY = 9  # one request in nine (~11 %)
MB = 1024 * 1024


def _example(name: str) -> bytes:
    return (ROOT / "examples" / name).read_bytes()


def ordinary() -> list[tuple[str, str, bytes | None]]:
    """(method, path, body) of ordinary requests, in the order the clients cycle through them."""
    ra_score = _example("ra-score-epoch3-5-players.json")
    item = {"game": "ra", "operation": "score", "body": json.loads(ra_score)}
    small_batch = json.dumps({"items": [dict(item, id=k) for k in range(20)]}).encode()
    return [
        ("GET", "/health", None),
        ("POST", "/v1/games/ra/score", ra_score),
        ("POST", "/v1/games/ra/replay", _example("ra-replay-short-game.json")),
        ("POST", "/v1/batch", small_batch),
        ("POST", "/v1/games/priests-of-ra/score", _example("priests-score-epoch3-5-players.json")),
        ("POST", "/v1/tournaments/standings", _example("tournament-two-rounds.json")),
        ("POST", "/v1/batch", _example("batch-round.json")),
        ("GET", "/v1/games", None),
    ]


def hostile() -> list[tuple[str, str, bytes]]:
    """(method, path, body) of bodies of nearly 1 MiB that make the most objects or problems."""
    ra_score = "/v1/games/ra/score"
    item = {
        "game": "ra",
        "operation": "score",
        "body": {
            "epoch": 1,
            "players": [  # 30 players: a problem each
                {"name": f"player{i}", "suns": {}, "tiles": {"gold": 1}} for i in range(30)
            ],
        },
    }
    return [
        (
            "POST",
            ra_score,
            _fill(
                lambda i: {"name": f"p{i}", "suns": {}, "tiles": {"gold": 1}}, lambda ps: {"epoch": 1, "players": ps}
            ),
        ),
        (
            "POST",
            ra_score,
            _fill(lambda i: 99, lambda suns: {"epoch": 1, "players": [{"name": "A", "suns": {"face_up": suns}}]}),
        ),
        (
            "POST",
            ra_score,
            json.dumps(
                {"epoch": 1, "players": [{"name": "A", "suns": {}, "tiles": {f"t{i}": 1 for i in range(70_000)}}]}
            ).encode(),
        ),
        (
            "POST",
            "/v1/games/ra/replay",
            _fill(
                lambda i: {"player": "A", "action": "pass"},
                lambda ms: {"players": ["A", "B", "C"], "suns": RA_SUNS, "moves": ms},
            ),
        ),
        ("POST", "/v1/batch", json.dumps({"items": [dict(item, id=k) for k in range(500)]}).encode()),
    ]


def worker_pids(master: int) -> list[int]:
    try:
        text = Path(f"/proc/{master}/task/{master}/children").read_text()
    except OSError:
        return []
    return sorted(int(p) for p in text.split())


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def rss_of(master: int) -> dict[int, float]:
    return {pid: round(rss_mb(pid), 1) for pid in worker_pids(master)}


def run(
    requests: int = 20000,
    clients: int = 4,
    workers: int = 5,
    warmup: int = 200,
    settle: float = 2.0,
    timeout: float = 60.0,
    rounds: int = 1,
) -> dict[str, Any]:
    """The soak: RSS of every worker after the warm-up, at the end of each of `rounds` rounds of `requests`
    requests (on the same workers) and after `settle` s idle; statuses seen. A worker whose memory is bounded
    grows to its working size in the first round and adds nothing in the next ones (`later_rounds_growth_mb`)."""
    plain, bad = ordinary(), hostile()
    statuses: dict[int, int] = {}
    failures: list[str] = []
    lock = threading.Lock()
    with server({"REFEREE_WORKERS": str(workers)}) as srv:
        counter = iter(range(10**9))

        def client(count: int) -> None:
            conn = http.client.HTTPConnection(HOST, srv.port, timeout=timeout)
            try:
                for _ in range(count):
                    n = next(counter)
                    method, path, body = (
                        bad[(n // HOSTILE_EVERY) % len(bad)] if n % HOSTILE_EVERY == 0 else plain[n % len(plain)]
                    )
                    headers = {"Content-Type": "application/json"} if body is not None else {}
                    try:
                        conn.request(method, path, body=body, headers=headers)
                        resp = conn.getresponse()
                        resp.read()
                        status = resp.status
                        if resp.will_close:
                            conn.close()
                    except (OSError, http.client.HTTPException) as exc:
                        conn.close()
                        with lock:
                            failures.append(f"{method} {path}: {exc!r}")
                        continue
                    with lock:
                        statuses[status] = statuses.get(status, 0) + 1
            finally:
                conn.close()

        def wave(total: int) -> None:
            threads = [
                threading.Thread(target=client, args=(total // clients + (k < total % clients),))
                for k in range(clients)
            ]
            for t in threads:
                t.start()
            for t in threads:
                t.join()

        wave(warmup)
        before = rss_of(srv.proc.pid)
        started = time.monotonic()
        by_round = []
        for _ in range(rounds):
            wave(requests)
            by_round.append(rss_of(srv.proc.pid))
        seconds = time.monotonic() - started
        end = by_round[-1]
        time.sleep(settle)
        after = rss_of(srv.proc.pid)
    growth = {pid: round(end.get(pid, 0) - mb, 1) for pid, mb in before.items() if pid in end}
    growth_after = {pid: round(after.get(pid, 0) - mb, 1) for pid, mb in before.items() if pid in after}
    # each round after the first: what it added to every worker that lived through it (max_requests may renew one)
    later = [
        {pid: round(now[pid] - mb, 1) for pid, mb in prev.items() if pid in now}
        for prev, now in zip(by_round, by_round[1:])
    ]
    return {
        "requests": requests,
        "rounds": rounds,
        "clients": clients,
        "workers": workers,
        "seconds": round(seconds, 1),
        "statuses": dict(sorted(statuses.items())),
        "failures": failures[:10],
        "failed": len(failures),
        "rss_mb": {"after_warmup": before, "end_of_round": by_round, "end": end, "after_idle": after},
        "growth_mb": growth,
        "growth_after_idle_mb": growth_after,
        "later_rounds_growth_mb": later,
        "max_later_round_growth_mb": max((mb for grown in later for mb in grown.values()), default=0.0),
        "max_growth_mb": max(growth.values(), default=0.0),
        "max_growth_after_idle_mb": max(growth_after.values(), default=0.0),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--requests", type=int, default=20000)
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--workers", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=1, help="rounds of --requests on the same workers (default 1)")
    ap.add_argument("--max-growth", type=float, default=30.0, help="MB a worker may grow by the end")
    args = ap.parse_args()
    result = run(args.requests, args.clients, args.workers, rounds=args.rounds)
    print(json.dumps(result, indent=2))
    sys.exit(1 if result["max_growth_mb"] > args.max_growth or result["failed"] else 0)


if __name__ == "__main__":
    main()
