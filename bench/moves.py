"""Benchmark the referee at the table, move by move: the legal moves of a position, the
paper notation's round trip, and /replay of a log stopped mid-game.

- legal moves, in-process: every position of seeded generated games (5 players for Ra, 2 for Priests
  of Ra, 4 for Osiris, 2 for Sakkara), the time of the engine's `moves_by_player` (the legal moves
  grouped by player, as /replay answers them), best of 3 per position; median, 95th percentile, max.
- notation round trip, in-process: a whole generated game's JSON log written in the paper notation
  and read back (`write` then `read`), median per game.
- over HTTP (when given a port): /v1/games/ra/replay of 5-player logs stopped at their 300th move,
  with their state and legal moves (target: under 5 ms).

Run alone:  .venv/bin/python bench/moves.py [--games 20]   (bench/bench.py runs it too)
"""

from __future__ import annotations

import argparse
import http.client
import importlib
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from referee.core.play import moves_by_player  # noqa: E402
from referee.games import register_texts  # noqa: E402

register_texts()
PLAYERS = {"ra": 5, "priests-of-ra": 2, "osiris": 4, "sakkara": 2}


def generator(slug: str) -> Any:
    return importlib.import_module(slug.replace("-", "_") + "_games")


def states(slug: str, log: dict[str, Any]) -> Iterator[Any]:
    """The engine's state at every position of a legal JSON log, in order (the same object, pushed on)."""
    if slug == "osiris":
        from referee.games.osiris.state import OsirisState, Table, log_from_json

        olog = log_from_json(log)
        state: Any = OsirisState(Table(olog.setup))
        moves: Any = olog.moves
    elif slug == "sakkara":
        from referee.games.sakkara.state import flat_moves, new_game
        from referee.schemas.sakkara import SakkaraReplaySchema

        slog = SakkaraReplaySchema().load(log)["log"]
        state, moves = new_game(slog), flat_moves(slog)
    else:
        replay = importlib.import_module(f"referee.games.{slug.replace('-', '_')}.replay")
        alog = generator(slug).log_from_json(log)
        state, moves = replay.new_game(alog.players, alog.suns), alog.moves
    for move in moves:
        yield state
        state.push(move)
    yield state


def best_of(fn: Callable[[], Any], k: int = 3) -> float:
    best = float("inf")
    for _ in range(k):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def legal_moves_bench(slug: str, games: int) -> dict[str, Any]:
    times, counts = [], []
    made = generator(slug)
    for seed in range(games):
        for state in states(slug, made.random_game(seed, PLAYERS[slug])):
            times.append(best_of(lambda: moves_by_player(state)))
            counts.append(sum(len(g.moves) for g in moves_by_player(state)))
    times.sort()
    return {
        "positions": len(times),
        "moves_median": statistics.median(counts),
        "moves_max": max(counts),
        "median_us": round(statistics.median(times) * 1e6, 1),
        "p95_us": round(times[int(len(times) * 0.95)] * 1e6, 1),
        "max_us": round(times[-1] * 1e6, 1),
    }


def notation_bench(slug: str, games: int) -> dict[str, Any]:
    notation = importlib.import_module(f"referee.games.{slug.replace('-', '_')}.notation")
    made = generator(slug)
    logs = [made.random_game(seed, PLAYERS[slug]) for seed in range(games)]
    times, sizes = [], []
    for log in logs:
        text = notation.write(log)
        if notation.read(text).log != log:
            raise SystemExit(f"{slug}: a generated game does not come back from its notation unchanged")
        times.append(best_of(lambda: notation.read(notation.write(log)).log))
        sizes.append((len(text.encode()), len(json.dumps(log).encode())))
    return {
        "games": len(logs),
        "round_trip_median_ms": round(statistics.median(times) * 1000, 3),
        "text_bytes_median": statistics.median(t for t, _ in sizes),
        "json_bytes_median": statistics.median(j for _, j in sizes),
    }


def mid_game_http(port: int, logs: int = 20) -> dict[str, Any]:
    """/replay of 5-player Ra logs cut at their 300th move, over HTTP (median of 3 rounds)."""
    made = generator("ra")
    bodies = []
    for seed in range(400):
        log = made.random_game(seed, 5)
        if len(log["moves"]) > 310:
            bodies.append(json.dumps({**log, "moves": log["moves"][:300]}).encode())
        if len(bodies) == logs:
            break
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    latencies, answer_bytes = [], []
    for body in bodies * 3:
        t = time.perf_counter()
        conn.request("POST", "/v1/games/ra/replay", body=body, headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        data = response.read()
        latencies.append(time.perf_counter() - t)
        answer = json.loads(data)
        if response.status != 200 or not answer["legal"] or answer["finished"] or not answer["legal_moves"]:
            raise SystemExit("mid-game bench: a cut log did not answer legal, unfinished, with its moves")
        answer_bytes.append(len(data))
    conn.close()
    return {
        "logs": len(bodies),
        "moves": 300,
        "http_median_ms": round(statistics.median(latencies) * 1000, 3),
        "answer_bytes_median": statistics.median(answer_bytes),
    }


def run(games: int, port: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "legal_moves": {s: legal_moves_bench(s, games) for s in PLAYERS},
        "notation": {s: notation_bench(s, games) for s in PLAYERS},
    }
    if port is not None:
        out["mid_game_replay_http"] = mid_game_http(port)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--port", type=int, help="a running service to measure /replay of a cut log on")
    args = parser.parse_args()
    print(json.dumps(run(args.games, args.port), indent=1))


if __name__ == "__main__":
    main()
