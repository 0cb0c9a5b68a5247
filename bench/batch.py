"""Benchmark POST /v1/batch: a round of Ra displays in one request.

The body is examples/ra-score-epoch3-5-players.json (a 5-player epoch 3, the costliest display to score)
250 times, the most a batch runs (its budget, referee/schemas/batch.py: a display weighs 1 unit of 250).
Target: at least 3,000 displays/s on a 2-core machine. Measured
  - in-process (the app's test client, one thread): the whole request, and where its time goes: reading
    the JSON, loading the batch schema, the items (each one what its own /score would do) and writing
    the answer;
  - over gunicorn (the repo's referee/gunicorn_conf.py, as bench/bench.py starts it): batches per second with
    1 client (one core busy) and with as many clients as cores, against the same displays sent as
    single /score requests by the same clients.
Wall-clock figures depend on what else the machine runs; the CPU time the work took (in-process: the
process's; over gunicorn: its workers', from /proc) does not, so each figure comes with the displays
per second that CPU time allows on all cores of an otherwise idle machine.

Run:  .venv/bin/python bench/batch.py [--seconds 5] [--rounds 3] [--items 250]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench import free_port, measure, start_server  # noqa: E402 - bench/bench.py, beside this file
from referee.schemas.batch import BUDGET  # noqa: E402
from referee.schemas.batch import DISPLAY as DISPLAY_UNITS  # noqa: E402

ITEMS = BUDGET // DISPLAY_UNITS  # the most displays a batch runs (250)
MAX_ITEMS = ITEMS  # (bench/bench.py's name for it)

DISPLAY = ROOT / "examples" / "ra-score-epoch3-5-players.json"
LIMIT = 1024 * 1024


def batch_body(items: int) -> bytes:
    display = json.loads(DISPLAY.read_text())
    body = json.dumps(
        {"items": [{"id": k, "game": "ra", "operation": "score", "body": display} for k in range(items)]}
    ).encode()
    if len(body) > LIMIT:
        raise SystemExit(f"{items} displays are {len(body)} bytes, over the 1 MiB limit")
    return body


def workers_cpu_seconds(master: int) -> float:
    """CPU seconds (user + system) used so far by a gunicorn master's workers (Linux /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    total = 0
    for pid in children:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except FileNotFoundError:  # a worker recycled meanwhile
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / ticks


def in_process(body: bytes, items: int, runs: int) -> dict:
    """The whole request through the app, and its parts timed apart (each the median of `runs`)."""
    from referee import create_app
    from referee.service.games import ROUTES
    from referee.service.http import answer, load
    from referee.schemas.batch import BATCH

    app = create_app({"TESTING": True})
    client = app.test_client()
    whole, cpu, parts = [], [], {"json_loads": [], "batch_schema_load": [], "items": [], "json_dumps": []}
    for _ in range(runs):
        t, c = time.perf_counter(), time.process_time()
        r = client.post("/v1/batch", data=body, content_type="application/json")
        whole.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
        assert r.status_code == 200 and all(x["status"] == 200 for x in r.json["results"]), r.json
        with app.test_request_context():
            t0 = time.perf_counter()
            data = json.loads(body)
            t1 = time.perf_counter()
            loaded = load(BATCH, data)["items"]
            t2 = time.perf_counter()
            route = ROUTES["ra", "score"]
            results = [{"id": i["id"], "status": 200, "body": route.perform(i["body"])[1]} for i in loaded]
            t3 = time.perf_counter()
            answer({"results": results})
            t4 = time.perf_counter()
        for key, seconds in zip(parts, (t1 - t0, t2 - t1, t3 - t2, t4 - t3)):
            parts[key].append(seconds)
    median, cpu_median = statistics.median(whole), statistics.median(cpu)
    return {
        "request_ms": round(median * 1000, 1),
        "displays_per_second": round(items / median),
        "parts_ms": {k: round(statistics.median(v) * 1000, 1) for k, v in parts.items()},
        "cpu_us_per_display": round(cpu_median / items * 1e6, 1),
        "cpu_allows_displays_per_second": {
            "one_core": round(items / cpu_median),
            "all_cores": round(items / cpu_median * (os.cpu_count() or 1)),
        },
    }


def over_gunicorn(body: bytes, single: bytes, items: int, seconds: float, rounds: int) -> dict:
    port = free_port()
    server = start_server(port)
    try:
        return over_server(port, server.pid, body, single, items, seconds, rounds)
    finally:
        server.terminate()
        server.wait(10)


def over_server(port: int, master: int, body: bytes, single: bytes, items: int, seconds: float, rounds: int) -> dict:
    """The batch and the same displays as single /score requests, interleaved, with 1 client and with as
    many as cores, against the gunicorn whose master is `master` (bench/bench.py passes its own)."""
    cores = os.cpu_count() or 1
    out: dict = {}
    for clients in sorted({1, cores}):
        with Pool(clients) as pool:
            measure(pool, port, "/v1/batch", body, 1.0, clients)  # warm up every worker
            measure(pool, port, "/v1/games/ra/score", single, 1.0, clients)
            batches, singles, cpu = [], [], []
            for _ in range(rounds):  # interleaved, so both see the same machine
                before, start = workers_cpu_seconds(master), time.perf_counter()
                batches.append(measure(pool, port, "/v1/batch", body, seconds, clients))
                sent = batches[-1][0] * (time.perf_counter() - start)  # measure's rate is over this time
                cpu.append((workers_cpu_seconds(master) - before) / (sent * items))
                singles.append(measure(pool, port, "/v1/games/ra/score", single, seconds, clients))
        per_second = statistics.median(r[0] for r in batches)
        cpu_per_display = statistics.median(cpu)
        out[f"{clients}_client{'s' if clients > 1 else ''}"] = {
            "batches_per_second": round(per_second, 2),
            "batch_median_latency_ms": round(statistics.median(r[1] for r in batches), 1),
            "displays_per_second": round(per_second * items),
            "single_score_requests_per_second": round(statistics.median(r[0] for r in singles)),
            "workers_cpu_us_per_display": round(cpu_per_display * 1e6, 1),
            "cpu_allows_displays_per_second_all_cores": round(cores / cpu_per_display),
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=5.0, help="per measurement over gunicorn")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds of batch and single requests")
    parser.add_argument("--runs", type=int, default=15, help="in-process requests (the median is reported)")
    parser.add_argument("--items", type=int, default=ITEMS, help="displays in the batch (at most 250 are run)")
    args = parser.parse_args()
    body = batch_body(args.items)
    report = {
        "cpus": os.cpu_count(),
        "items": args.items,
        "body_bytes": len(body),
        "target_displays_per_second": 3000,
        "in_process": in_process(body, args.items, args.runs),
        "gunicorn": over_gunicorn(body, DISPLAY.read_bytes(), args.items, args.seconds, args.rounds),
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
