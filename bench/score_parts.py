"""Where a /score request's time goes, in-process: each stage of the route timed apart.

For Ra and Priests of Ra (the 5-player epoch-3 bodies bench/bench.py sends), through the app's own
functions, in a request context, on one core, CPU time, best of 7 runs of 1,000 calls each:
  - read:   the body's JSON as the API reads it (referee.jsonio.parse_json)
  - load:   the request schema (marshmallow's fields and checks, by its compiled plan)
  - score:  the engine's scoring (every line and its sentence as data, the standings)
  - dump:   the answer schema (every sentence rendered in the answer's language)
  - encode: the answer as JSON bytes
and two whole requests through Flask's test client: POST /bench/bare (reads the JSON, answers {}) and
POST /v1/games/<game>/score. What /score adds to the bare request is about read-less load + score + dump +
encode; under gunicorn the same work costs somewhat more (bench/bench.py measures that ratio).

Run:  .venv/bin/python bench/score_parts.py [--calls 1000] [--runs 7]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
BODIES = {"ra": "ra-score-epoch3-5-players.json", "priests-of-ra": "priests-score-epoch3-5-players.json"}


def cpu_us(fn: Callable[[], Any], calls: int = 1000, runs: int = 7) -> float:
    """The best of `runs` of `calls` calls, in microseconds of CPU a call."""
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        for _ in range(calls):
            fn()
        best = min(best, (time.process_time() - start) / calls)
    return round(best * 1e6, 1)


def run(calls: int = 1000, runs: int = 7) -> dict[str, Any]:
    """Each stage's CPU time a call (best of `runs` runs of `calls` calls), and the two whole requests."""
    from referee import create_app
    from referee.service.games import ROUTES
    from referee.service.http import engine_call, load
    from referee.jsonio import encode, parse_json
    from referee.core.context import language

    app = create_app({"TESTING": True, "BENCH": True})
    client = app.test_client()
    report: dict[str, Any] = {}
    for slug, name in BODIES.items():
        raw = (ROOT / "examples" / name).read_bytes()
        route = ROUTES[slug, "score"]
        with app.test_request_context():
            language.set("en")
            body = parse_json(raw)
            binding = route.operation.binding(body)
            loaded = load(binding.load, body)
            result = engine_call(body, binding.call, **loaded)
            answer = binding.dump.dump(result)
            stages = {
                "read": cpu_us(lambda: parse_json(raw), calls, runs),
                "load": cpu_us(lambda: load(binding.load, body), calls, runs),
                "score": cpu_us(lambda: engine_call(body, binding.call, **loaded), calls, runs),
                "dump": cpu_us(lambda: binding.dump.dump(result), calls, runs),
                "encode": cpu_us(lambda: encode(answer), calls, runs),
            }
        path = f"/v1/games/{slug}/score"
        requests = {
            "bare": cpu_us(
                lambda: client.post("/bench/bare", data=raw, content_type="application/json"), max(1, calls // 3), runs
            ),
            "score": cpu_us(
                lambda: client.post(path, data=raw, content_type="application/json"), max(1, calls // 3), runs
            ),
        }
        report[slug] = {
            "stages_us": stages,
            "test_client_request_us": requests,
            "score_adds_us": round(requests["score"] - requests["bare"], 1),
            "sentences": sum(len(p["breakdown"]) for p in answer["players"]) + len(answer["standings"]),
            "answer_bytes": len(encode(answer)),
        }
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=1000, help="calls a run (default 1,000)")
    parser.add_argument("--runs", type=int, default=7, help="runs; the best is kept (default 7)")
    args = parser.parse_args()
    print(json.dumps(run(args.calls, args.runs), indent=2))


if __name__ == "__main__":
    main()
