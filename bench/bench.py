"""Benchmark referee under gunicorn on loopback.

Starts gunicorn (the repo's referee/gunicorn_conf.py) on a free 127.0.0.1 port with the bench-only
bare endpoint enabled. For each game it measures, in the same run and interleaved, requests per
second and median latency of:
  - POST /bench/bare                (same app, same body, reads the JSON and answers {})
  - POST /v1/games/<game>/score     (Ra, Priests of Ra: a 5-player epoch-3 score, examples/*-score-epoch3-5-players.json)
    or /v1/games/<game>/outcome     (Osiris, Sakkara: examples/<game>-outcome.json)
and reports the ratio of their throughputs (target for /score: keeps >= 50% of bare, about 50-60% being what
the rules and their sentences cost; see docs/speed.md), then where a /score request's time goes in-process,
stage by stage (bench/score_parts.py). Then a yardstick in CPU time: the bare request against the bare
request plus a fixed spin of the worker's CPU (POST /bench/spin?us=100..400), interleaved: the spin at which
the throughput crosses 70% of bare's.

Then the referee of a whole recorded game (seeded random legal games from the tests' generators:
5 players for Ra and Priests of Ra, 4 players and 100 to 130 turns for Osiris, whole 2-player games
for Sakkara): the engine's replay in-process (its own checks of the log included), `json.loads` of
the same log as a yardstick, and POST /v1/games/<game>/replay over HTTP (median latency, one
keep-alive client). Targets: engine under 1 ms median (Sakkara 2 ms), HTTP under 5 ms (Sakkara 8 ms).

Then, on the same server, POST /v1/batch of 500 five-player Ra displays with 1 client and with as many
clients as cores, interleaved with the same displays sent one by one (bench/batch.py; target 3,000
displays/s), then the referee at the table (bench/moves.py: the legal moves of every position of
generated games, in-process; the paper notation's round trip of a whole game; /replay of a 300-move Ra
log with its state and legal moves over HTTP, target 5 ms), and last `referee check` on 10,000 generated Ra logs with --jobs 2, a fresh process as a
user runs it (bench/check.py; target 1,500 games/s). It prints the whole report as JSON, then one table
of the speed targets, and the load average before and after: the machine may
be shared, so the ratios are measured in the same run, interleaved, several rounds.

Run:  .venv/bin/python bench/bench.py [--seconds 5] [--clients 4] [--rounds 3]
                                      [--only score,budget,replay,batch,moves,check]
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = {  # slug -> (the operation measured against bare, its body)
    "ra": ("score", "ra-score-epoch3-5-players.json"),
    "priests-of-ra": ("score", "priests-score-epoch3-5-players.json"),
    "osiris": ("outcome", "osiris-outcome.json"),
    "sakkara": ("outcome", "sakkara-outcome.json"),
}
HEADERS = {"Content-Type": "application/json", "Connection": "keep-alive"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(port: int, wait_s: float = 20) -> subprocess.Popen:
    env = dict(os.environ, REFEREE_BIND=f"127.0.0.1:{port}", REFEREE_BENCH="1", REFEREE_LOG_LEVEL="warning")
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"],
        cwd=ROOT,
        env=env,
    )
    deadline = time.time() + wait_s
    while time.time() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            conn.request("GET", "/health")
            if conn.getresponse().status == 200:
                return proc
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("gunicorn did not start")


def _client(args: tuple[int, str, bytes, float]) -> list[float]:
    """One client process: keep-alive requests in a loop for `seconds`; returns latencies (s)."""
    port, path, body, seconds = args
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    latencies = []
    end = time.perf_counter() + seconds
    while (now := time.perf_counter()) < end:
        conn.request("POST", path, body=body, headers=HEADERS)
        response = conn.getresponse()
        response.read()
        if response.status != 200:
            raise SystemExit(f"{path}: HTTP {response.status}")
        latencies.append(time.perf_counter() - now)
    conn.close()
    return latencies


def measure(pool: Pool, port: int, path: str, body: bytes, seconds: float, clients: int) -> tuple[float, float]:
    start = time.perf_counter()
    results = pool.map(_client, [(port, path, body, seconds)] * clients)
    elapsed = time.perf_counter() - start
    latencies = [x for r in results for x in r]
    return len(latencies) / elapsed, statistics.median(latencies) * 1000


def recorded_games(slug: str, games: int) -> tuple[list[str], list[object], object, dict]:
    """The logs as sent (JSON text), as the engine reads them, the engine's replay, and what they are."""
    import importlib

    sys.path.insert(0, str(ROOT / "tests"))
    sys.path.insert(0, str(ROOT))
    from referee.games import SPECS, register_texts

    register_texts()
    codec = next(spec.codec for spec in SPECS if spec.slug == slug)  # the game's log as JSON and back
    if slug == "osiris":
        from osiris_games import random_game
        from referee.games.osiris.state import replay

        texts = []
        for seed in range(500):
            game = random_game(seed, 4, "apex")
            turns = sum(1 for m in game["moves"] if m["action"] in ("end", "follower")) + 1
            if 100 <= turns <= 130:
                texts.append(json.dumps(game))
            if len(texts) == games:
                break
        return texts, [codec.log_from_json(json.loads(t)) for t in texts], replay, {"players": 4, "turns": "100-130"}
    if slug == "sakkara":
        from sakkara_games import finished_games
        from referee.games.sakkara.state import replay

        logs = [log for _, log, _ in finished_games(games)]
        return [json.dumps(codec.log_to_json(log)) for log in logs], logs, replay, {"players": 2}
    generator = importlib.import_module(slug.replace("-", "_") + "_games")  # the tests' seeded generator
    replay = importlib.import_module(f"referee.games.{slug.replace('-', '_')}.replay").replay
    texts = [json.dumps(generator.random_game(seed, 5)) for seed in range(games)]
    return texts, [codec.log_from_json(json.loads(t)) for t in texts], replay, {"players": 5}


def replay_bench(port: int, slug: str, games: int) -> dict:
    texts, logs, replay, about = recorded_games(slug, games)

    def best_of(fn, arg, k: int = 7) -> float:
        best = float("inf")
        for _ in range(k):
            t = time.perf_counter()
            fn(arg)
            best = min(best, time.perf_counter() - t)
        return best

    engine = [best_of(lambda log: replay(log=log), log) for log in logs]
    loads = [best_of(json.loads, text) for text in texts]
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    latencies = []
    for text in texts * 3:
        t = time.perf_counter()
        conn.request("POST", f"/v1/games/{slug}/replay", body=text, headers=HEADERS)
        response = conn.getresponse()
        body = response.read()
        latencies.append(time.perf_counter() - t)
        if response.status != 200 or not json.loads(body)["legal"]:
            raise SystemExit("replay bench: a generated game did not replay legal")
    conn.close()
    engine_ms = statistics.median(engine) * 1000
    loads_ms = statistics.median(loads) * 1000
    return {
        "games": len(texts),
        **about,
        "moves_median": statistics.median(
            len(json.loads(t).get("moves", ())) or sum(len(turn) for turn in json.loads(t)["turns"]) for t in texts
        ),
        "log_bytes_median": statistics.median(len(t) for t in texts),
        "engine_replay_median_ms": round(engine_ms, 3),
        "json_loads_median_ms": round(loads_ms, 3),
        "engine_to_json_loads": round(engine_ms / loads_ms, 1),
        "http_replay_median_ms": round(statistics.median(latencies) * 1000, 3),
    }


def score_ratios(pool: Pool, port: int, seconds: float, clients: int, rounds: int) -> dict:
    """Per game: the bare endpoint and the game's operation, interleaved, with the same body."""
    report: dict = {}
    for slug, (operation, body_file) in GAMES.items():
        body = (ROOT / "examples" / body_file).read_bytes()
        paths = ["/bench/bare", f"/v1/games/{slug}/{operation}"]
        for path in paths:  # warm up both
            measure(pool, port, path, body, 1.0, clients)
        rows: dict[str, list[tuple[float, float]]] = {path: [] for path in paths}
        for _ in range(rounds):
            for path in paths:
                rows[path].append(measure(pool, port, path, body, seconds, clients))
        summary = {
            path: {
                "requests_per_second": round(statistics.median(r[0] for r in runs), 1),
                "median_latency_ms": round(statistics.median(r[1] for r in runs), 3),
            }
            for path, runs in rows.items()
        }
        ratio = summary[paths[1]]["requests_per_second"] / summary[paths[0]]["requests_per_second"]
        report[slug] = {
            operation: summary,
            f"{operation}_to_bare_throughput": round(ratio, 3),
            "rounds_to_bare": [round(s[0] / b[0], 3) for b, s in zip(*rows.values())],
        }
    return report


SPINS_US = (100, 200, 300, 400)  # the CPU the budget part adds to the bare request


def budget(pool: Pool, port: int, seconds: float, clients: int, rounds: int) -> dict:
    """What /score may add and keep 70% of bare's throughput, as CPU time: the bare request against the bare
    request plus a fixed spin of the worker's CPU (POST /bench/spin?us=N), interleaved, for a few N; the
    budget is the N where the throughput crosses 70% of bare's (linear between the two N around it).
    A spin touches almost no memory, so real work of the same CPU time costs a little more under load
    (what it evicts from the CPU's caches): the budget is an upper bound for what /score may add."""
    body = (ROOT / "examples" / GAMES["ra"][1]).read_bytes()
    paths = ["/bench/bare", *(f"/bench/spin?us={us}" for us in SPINS_US)]
    for path in paths:
        measure(pool, port, path, body, 1.0, clients)
    rates: dict[str, list[float]] = {path: [] for path in paths}
    for _ in range(rounds):
        for path in paths:
            rates[path].append(measure(pool, port, path, body, seconds, clients)[0])
    bare = statistics.median(rates[paths[0]])
    shares = {us: statistics.median(rates[path]) / bare for us, path in zip((0, *SPINS_US), paths)}
    crossing = crossing_at(shares, 0.7)
    return {
        "bare_requests_per_second": round(bare, 1),
        "share_of_bare_by_spin_us": {us: round(share, 3) for us, share in shares.items()},
        "spin_us_at_70_percent": round(crossing) if crossing is not None else None,
        "bare_cpu_us_per_request_all_cores": round(1e6 * (os.cpu_count() or 1) / bare),
    }


def crossing_at(shares: dict[int, float], share: float) -> float | None:
    """The spin (us) at which the share of bare's throughput falls to `share`: linear between the two
    spins measured around it; None when no two do."""
    points = sorted(shares.items())
    return next(
        (a + (b - a) * (sa - share) / (sa - sb) for (a, sa), (b, sb) in zip(points, points[1:]) if sa >= share > sb),
        None,
    )


SCORE_TARGET = 0.5  # /score keeps at least half of a bare endpoint's throughput (docs/speed.md: about 50-60 %)


def summary_table(report: dict) -> str:
    """Every speed target (docs/speed.md), one line each: what was measured, the target, met or not."""
    rows: list[tuple[str, str, str, str]] = []

    def row(what: str, value: float, shown: str, target: float | None, above: bool = True, unit: str = "") -> None:
        if target is None:
            rows.append((what, shown, "", ""))
        else:
            met = value >= target if above else value <= target
            wanted = f"{target:.0%}" if unit == "%" else f"{target:,g}{unit}"
            rows.append((what, shown, f"{'>=' if above else '<='} {wanted}", "yes" if met else "NO"))

    for slug, (operation, _) in GAMES.items():
        game = report.get("games", {}).get(slug)
        if game is None:
            continue
        ratio = game[f"{operation}_to_bare_throughput"]
        bare, op = (game[operation][path]["requests_per_second"] for path in game[operation])
        row(
            f"{slug} /{operation} vs bare, throughput",
            ratio,
            f"{ratio:.0%} ({op:,.0f} vs {bare:,.0f} req/s)",
            SCORE_TARGET if operation == "score" else None,
            unit="%",
        )
    spent = report.get("budget")
    if spent:
        at = spent["spin_us_at_70_percent"]
        row(
            "CPU a request may add to bare and keep 70% (spin)",
            at or 0,
            f"{at:,} us" if at is not None else "outside the spins measured",
            None,
        )
    for slug, parts in report.get("score_parts", {}).items():
        stages, requests = parts["stages_us"], parts["test_client_request_us"]
        row(
            f"{slug} /score in-process: load, score, dump (us)",
            parts["score_adds_us"],
            f"{stages['load']:,.0f}, {stages['score']:,.0f}, {stages['dump']:,.0f}; request {requests['score']:,.0f} "
            f"vs bare {requests['bare']:,.0f}",
            None,
        )
    for slug, game in report.get("replay", {}).items():
        engine, over_http = game["engine_replay_median_ms"], game["http_replay_median_ms"]
        sakkara = slug == "sakkara"
        row(f"{slug} replay, engine (median)", engine, f"{engine:.2f} ms", 2 if sakkara else 1, False, " ms")
        row(f"{slug} replay over HTTP (median)", over_http, f"{over_http:.2f} ms", 8 if sakkara else 5, False, " ms")
    for clients, result in report.get("batch", {}).get("gunicorn", {}).items():
        rate = result["displays_per_second"]
        every_core = clients.split("_")[0] == str(os.cpu_count())  # the target: the 2-core machine, every core busy
        row(
            f"/v1/batch of 500 Ra displays, {clients.replace('_', ' ')}",
            rate,
            f"{rate:,} displays/s",
            3000 if every_core else None,
        )
    moves = report.get("moves", {})
    for slug, game in moves.get("legal_moves", {}).items():
        row(
            f"{slug} legal moves of a position, in-process (median)",
            game["median_us"],
            f"{game['median_us']:,.0f} us (95%: {game['p95_us']:,.0f} us)",
            None,
        )
    for slug, game in moves.get("notation", {}).items():
        row(
            f"{slug} notation round trip of a whole game",
            game["round_trip_median_ms"],
            f"{game['round_trip_median_ms']:.2f} ms",
            None,
        )
    mid_game = moves.get("mid_game_replay_http")
    if mid_game:
        row(
            "ra /replay of a 300-move log with its legal moves, HTTP",
            mid_game["http_median_ms"],
            f"{mid_game['http_median_ms']:.2f} ms",
            5,
            False,
            " ms",
        )
    check = report.get("check")
    if check:
        rate = check["games_per_second"]
        row(
            f"referee check, {check['games']:,} Ra logs, --jobs {check['jobs']}",
            rate,
            f"{rate:,} games/s",
            check["target_games_per_second"],
        )
    widths = [max(len(r[k]) for r in rows + [("measured", "", "target", "met")]) for k in range(4)]
    lines = [
        " | ".join(c.ljust(w) for c, w in zip(("measured", "", "target", "met"), widths)),
        "-+-".join("-" * w for w in widths),
    ]
    lines += [" | ".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows]
    return "\n".join(lines)


PARTS = ("score", "budget", "replay", "batch", "moves", "check")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=5.0, help="per measurement")
    parser.add_argument("--clients", type=int, default=4, help="concurrent keep-alive clients")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds of bare and score (and batch)")
    parser.add_argument("--games", type=int, default=50, help="generated games per game for the replay bench")
    parser.add_argument("--moves-games", type=int, default=20, help="generated games per game for the moves bench")
    parser.add_argument("--check-games", type=int, default=10_000, help="Ra logs in the archive referee check reads")
    parser.add_argument("--only", default=",".join(PARTS), help=f"comma-separated parts of {', '.join(PARTS)}")
    parser.add_argument("--json", type=Path, help="also write the whole report here")
    args = parser.parse_args()
    parts = set(args.only.split(","))
    import batch  # bench/batch.py, check.py, moves.py and score_parts.py, beside this file (each runs alone too)
    import check
    import moves
    import score_parts

    if "check" in parts:  # the archive first: generating it the first time takes a while and all cores
        check.archive(args.check_games)
    report: dict = {
        "cpus": os.cpu_count(),
        "clients": args.clients,
        "seconds": args.seconds,
        "rounds": args.rounds,
        "load_average_before": round(os.getloadavg()[0], 2),
    }
    port = free_port()
    server = start_server(port)
    try:
        if "score" in parts:
            with Pool(args.clients) as pool:
                report["games"] = score_ratios(pool, port, args.seconds, args.clients, args.rounds)
            report["score_parts"] = score_parts.run()  # where /score's time goes, in-process
        if "budget" in parts:
            with Pool(args.clients) as pool:
                report["budget"] = budget(pool, port, args.seconds, args.clients, args.rounds)
        if "replay" in parts:
            report["replay"] = {slug: replay_bench(port, slug, args.games) for slug in GAMES}
        if "batch" in parts:
            body = batch.batch_body(batch.MAX_ITEMS)
            report["batch"] = {
                "items": batch.MAX_ITEMS,
                "body_bytes": len(body),
                "gunicorn": batch.over_server(
                    port, server.pid, body, batch.DISPLAY.read_bytes(), batch.MAX_ITEMS, args.seconds, args.rounds
                ),
            }
        if "moves" in parts:
            report["moves"] = moves.run(args.moves_games, port)
    finally:
        server.terminate()
        server.wait(10)
    if "check" in parts:
        report["check"] = check.measure(args.check_games, 2, args.rounds, say=lambda line: print(line, file=sys.stderr))
    report["load_average_after"] = round(os.getloadavg()[0], 2)
    if args.json:
        args.json.write_text(json.dumps(report, indent=2))
    print(json.dumps(report, indent=2))
    print()
    print(summary_table(report))
    print(
        f"\nload average (1 min) before {report['load_average_before']}, after {report['load_average_after']} "
        f"on {os.cpu_count()} cores"
    )


if __name__ == "__main__":
    main()
