"""Abandoned and maximal batches against referee's real gunicorn config: does the work stop, is /score answered?

Starts gunicorn as the README does (bench/slow_clients.py's `server`: this repo's referee/gunicorn_conf.py, a free
127.0.0.1 port, a temporary HOME) and sends the costliest batch under 1 MiB (`--kind`: by default 1 MiB of Ra
whole games, five players with every tile at the box's count; `displays`: five-player displays with every tile
at the box's count and names of 40 four-byte characters):

1. **abandoned**: `--abandoned` batches, each sent whole and its socket closed at once; then the workers' CPU
   time (from /proc) over the next `--idle` seconds. The work must stop: before batches were bounded, six of them kept the
   workers busy for 50-112 s.
2. **under load**: `--live` clients each sending maximal batches one after another for `--seconds`, the same
   `--abandoned` abandoned ones sent again at the start, and a prober sending POST /v1/games/ra/score
   (examples/ra-score-epoch.json) one request after another, each on a new connection. Reports the prober's
   p50/p99/max and every batch's outcome: 200, 503 (its worker busy: an answer too), or an error (a reset or
   a timeout: never acceptable). Target: p99 under 100 ms, no batch error.

Bounded: loopback only, at most `--live` + `--abandoned` batches in flight, fixed time; the server is stopped
whatever happens.

Run:  .venv/bin/python bench/abandoned.py [--live 4 --abandoned 6 --seconds 10 --kind whole-games] [--json]
"""

from __future__ import annotations

import argparse
import http.client
import json
import math
import socket
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]
import slow_clients  # noqa: E402 - bench/slow_clients.py, beside this file: gunicorn started as the README does
from batch import workers_cpu_seconds  # noqa: E402 - bench/batch.py: the workers' CPU time from /proc

import worst_case  # noqa: E402 - bench/worst_case.py: the worst bodies

HOST = slow_clients.HOST
SCORE = (ROOT / "examples" / "ra-score-epoch.json").read_bytes()
LIMIT = 1024 * 1024
P99_TARGET = 0.100


def batch_body(kind: str = "whole-games") -> bytes:
    """The costliest batch of a kind under 1 MiB (bench/worst_case.py builds the same)."""
    return dict(worst_case.batch_bodies())[kind]


def _send_and_close(port: int, body: bytes) -> None:
    """A whole batch, then the socket closed at once (the client gone before any answer)."""
    with socket.create_connection((HOST, port), timeout=10) as s:
        s.sendall(
            b"POST /v1/batch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: %d\r\n\r\n" % len(body) + body
        )


def abandon(port: int, body: bytes, count: int) -> None:
    threads = [threading.Thread(target=_send_and_close, args=(port, body)) for _ in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)


def _post(port: int, path: str, body: bytes, timeout: float) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
    try:
        conn.request("POST", path, body=body, headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p * len(ordered)) - 1)] if ordered else float("nan")


def under_load(port: int, body: bytes, live: int, abandoned: int, seconds: float, timeout: float = 30.0) -> dict:
    end = time.monotonic() + seconds
    outcomes: list[str] = []
    batch_times: list[float] = []
    probes: list[float] = []
    probe_errors: list[str] = []
    lock = threading.Lock()

    def client() -> None:
        while time.monotonic() < end:
            t0 = time.perf_counter()
            try:
                status, data = _post(port, "/v1/batch", body, timeout)
                outcome = str(status)
                if status == 200:
                    json.loads(data)
            except Exception as e:  # noqa: BLE001 - a reset, a timeout, a broken answer: every one is a failure
                outcome = f"error: {type(e).__name__}: {e}"
            with lock:
                outcomes.append(outcome)
                batch_times.append(time.perf_counter() - t0)

    def prober() -> None:
        while time.monotonic() < end:
            t0 = time.perf_counter()
            try:
                status, _ = _post(port, "/v1/games/ra/score", SCORE, 10)
                if status != 200:
                    probe_errors.append(str(status))
            except Exception as e:  # noqa: BLE001
                probe_errors.append(f"{type(e).__name__}: {e}")
            probes.append(time.perf_counter() - t0)

    threads = [threading.Thread(target=client, daemon=True) for _ in range(live)]
    threads.append(threading.Thread(target=prober, daemon=True))
    threads.append(threading.Thread(target=abandon, args=(port, body, abandoned), daemon=True))
    for t in threads:
        t.start()
    for t in threads:
        t.join(seconds + timeout + 10)
    counts: dict[str, int] = {}
    for outcome in outcomes:
        counts[outcome] = counts.get(outcome, 0) + 1
    return {
        "prober": {
            "requests": len(probes),
            "errors": len(probe_errors),
            "p50_ms": round(_pct(probes, 0.5) * 1000, 1),
            "p99_ms": round(_pct(probes, 0.99) * 1000, 1),
            "max_ms": round(max(probes, default=0) * 1000, 1),
        },
        "batches": counts,
        "batch_p50_s": round(_pct(batch_times, 0.5), 2),
        "batch_max_s": round(max(batch_times, default=0), 2),
        "probe_error_examples": sorted(set(probe_errors))[:3],
    }


def run(
    live: int = 4,
    abandoned: int = 6,
    seconds: float = 10.0,
    idle: float = 2.0,
    kind: str = "whole-games",
    env: dict[str, str] | None = None,
) -> dict:
    body = batch_body(kind)
    with slow_clients.server(env) as srv:
        _post(srv.port, "/v1/batch", body, 30)  # the worker's first batch (imports, caches) is not the test's
        master = srv.proc.pid
        before = workers_cpu_seconds(master)
        t0 = time.perf_counter()
        abandon(srv.port, body, abandoned)
        sent = time.perf_counter() - t0
        time.sleep(idle)
        cpu_after_abandoning = workers_cpu_seconds(master) - before
        load = under_load(srv.port, body, live, abandoned, seconds)
        before = workers_cpu_seconds(master)
        time.sleep(idle)
        cpu_after_load = workers_cpu_seconds(master) - before
    return {
        "kind": kind,
        "body_bytes": len(body),
        "live": live,
        "abandoned": abandoned,
        "seconds": seconds,
        "abandoned_alone": {
            "sent_in_s": round(sent, 2),
            "idle_window_s": idle,
            "workers_cpu_s": round(cpu_after_abandoning, 2),
        },
        "under_load": load,
        "workers_cpu_s_in_the_idle_window_after_the_load": round(cpu_after_load, 2),
    }


def ok(result: dict) -> bool:
    load = result["under_load"]
    return (
        load["prober"]["p99_ms"] < P99_TARGET * 1000
        and load["prober"]["errors"] == 0
        and not any(k.startswith("error") for k in load["batches"])
    )


def report(result: dict) -> str:
    a, load = result["abandoned_alone"], result["under_load"]
    p = load["prober"]
    return "\n".join(
        [
            f"{result['abandoned']} abandoned batches ({result['kind']}, {result['body_bytes']:,} bytes each): workers' CPU "
            f"in the {a['idle_window_s']} s after sending them: {a['workers_cpu_s']} s",
            f"under load ({result['live']} live clients sending maximal batches, {result['abandoned']} abandoned, "
            f"{result['seconds']} s): prober /score {p['requests']} requests, {p['errors']} errors, p50 {p['p50_ms']} ms, "
            f"p99 {p['p99_ms']} ms, max {p['max_ms']} ms",
            f"batches: {load['batches']} (p50 {load['batch_p50_s']} s, max {load['batch_max_s']} s)",
            f"workers' CPU in the {a['idle_window_s']} s after the load: {result['workers_cpu_s_in_the_idle_window_after_the_load']} s",
            "target (prober p99 < 100 ms, no batch ending without an answer): " + ("met" if ok(result) else "MISSED"),
        ]
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--live", type=int, default=4, help="clients sending maximal batches (default 4)")
    ap.add_argument("--abandoned", type=int, default=6, help="batches sent and abandoned (default 6)")
    ap.add_argument("--seconds", type=float, default=10.0, help="seconds of load (default 10)")
    ap.add_argument("--kind", default="whole-games", choices=[k for k, _ in worst_case.batch_bodies()])
    ap.add_argument("--workers", type=int, help="override the config's worker count (REFEREE_WORKERS)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if not (0 <= args.live <= 20 and 0 <= args.abandoned <= 50 and 0 < args.seconds <= 120):
        ap.error("--live 0-20, --abandoned 0-50, --seconds up to 120")
    env = {"REFEREE_WORKERS": str(args.workers)} if args.workers else None
    result = run(args.live, args.abandoned, args.seconds, kind=args.kind, env=env)
    print(json.dumps(result, indent=2) if args.json else report(result))
    return 0 if ok(result) else 1


if __name__ == "__main__":
    sys.exit(main())
