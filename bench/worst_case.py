"""The most expensive requests we can think of, under the 1 MiB body limit, for every route.

Each body is built to cost the most of what it attacks: the longest move log, every field wrong,
every problem kind at once, lists far past what a game allows, tens of thousands of unknown keys,
huge numbers, deep nesting, duplicate keys. Server time is measured in-process (the WSGI call,
JSON reading included, no network), as the median and the worst of a few runs; answer size is
the body the service sends. Targets (issue 8): every request under 100 ms and under 256 KB.

Run:  .venv/bin/python bench/worst_case.py [--runs 5]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

LIMIT = 1024 * 1024
TIME_TARGET_MS = 100.0
SIZE_TARGET = 256 * 1024
RA_SUNS = {"Anne": [13, 8, 5, 2], "Bert": [12, 9, 6, 3], "Carl": [11, 10, 7, 4]}
FIVE = {"Anne": [16, 11, 6], "Bert": [15, 10, 5], "Carl": [14, 9, 4], "Dirk": [13, 8, 3], "Eva": [12, 7, 2]}
# the same five, each named with 40 characters of 4 bytes (the longest name, in the most bytes UTF-8 has)
FIVE_FOUR_BYTES = {chr(0x1F600 + k) * 40: suns for k, suns in enumerate(FIVE.values())}
RA_TILES_ALL = {"god": 8, "pharaoh": 25, "nile": 25, "flood": 12, "gold": 5,
                "civilization": {c: 5 for c in ("art", "agriculture", "religion", "astronomy", "writing")},
                "monument": {m: 5 for m in ("fortress", "obelisk", "palace", "pyramid", "sphinx", "statue",
                                            "step_pyramid", "temple")}}
POR_TILES_ALL = {t: 30 for t in ("farmer", "warrior", "merchant", "scribe")} | \
    {t: 15 for t in ("granary", "fortress", "market", "library", "priest", "pyramid")} | \
    {"plague": 10, "chamber_a": 14, "chamber_b": 14}


def _fill(make: Callable[[int], Any], wrap: Callable[[list[Any]], Any]) -> bytes:
    """The longest list of make(i) whose wrapped body stays under the limit."""
    low, high = 1, 2
    while len(json.dumps(wrap([make(i) for i in range(high)]))) < LIMIT:
        low, high = high, high * 2
    while high - low > 1:
        mid = (low + high) // 2
        if len(json.dumps(wrap([make(i) for i in range(mid)]))) < LIMIT:
            low = mid
        else:
            high = mid
    return json.dumps(wrap([make(i) for i in range(low)])).encode()


def _players(names: dict[str, list[int]], tiles: dict[str, Any], fame: bool = True) -> list[dict[str, Any]]:
    return [{"name": n, **({"fame": 10} if fame else {}), "suns": {"face_up": [], "face_down": s}, "tiles": tiles}
            for n, s in names.items()]


def _longest_legal_log(game: str) -> dict[str, Any]:
    """The longest of many generated legal games for 5 players."""
    module = __import__("ra_games" if game == "ra" else "priests_of_ra_games")
    return max((module.random_game(seed, 5) for seed in range(60)), key=lambda g: len(g["moves"]))


def bodies() -> Iterator[tuple[str, str, bytes]]:
    """(what, url, body) for every route's worst cases."""
    ra_score, por_score = "/v1/games/ra/score", "/v1/games/priests-of-ra/score"
    ra_replay, por_replay = "/v1/games/ra/replay", "/v1/games/priests-of-ra/replay"
    for url, tiles in ((ra_score, RA_TILES_ALL), (por_score, POR_TILES_ALL)):
        game = url.split("/")[3]
        yield (f"{game} score: 4,000+ players with tiles", url, _fill(
            lambda i: {"name": f"p{i}", "suns": {}, "tiles": {"gold" if game == "ra" else "priest": 1}},
            lambda ps: {"epoch": 1, "players": ps}))
        yield (f"{game} score: 5 players, every tile at the box's count (supply problems)", url,
               json.dumps({"epoch": 3, "players": _players(FIVE, tiles)}).encode())
        yield (f"{game} score: whole game, 3 epochs, every tile at the box's count", url,
               json.dumps({"epochs": [{"players": _players(FIVE, tiles, fame=False)}] * 3}).encode())
        every_wrong = {"name": "\u200b" * 40, "fame": -1, "suns": {"face_up": ["x"] * 16, "face_down": [True] * 16},
                       "tiles": {f"bad{k}": "x" for k in range(24)}, "extra": 1}
        yield (f"{game} score: every field of 5 players wrong", url,
               json.dumps({"epoch": 9, "players": [every_wrong] * 5, "middle_sun": "x", "x": 1}).encode())
        yield (f"{game} score: a quarter million bad suns", url, _fill(
            lambda i: 99, lambda suns: {"epoch": 1, "players": [{"name": "A", "suns": {"face_up": suns}}]}))
        yield (f"{game} score: 75,000 unknown tile keys", url, json.dumps(
            {"epoch": 1, "players": [{"name": "A", "suns": {}, "tiles": {f"t{i}": 1 for i in range(70_000)}}]}).encode())
        yield (f"{game} score: 1 MiB name", url, json.dumps(
            {"epoch": 1, "players": [{"name": "A" * (LIMIT - 100), "suns": {}}]}).encode())
    for url, game in ((ra_replay, "ra"), (por_replay, "priests-of-ra")):
        log = _longest_legal_log(game)
        yield (f"{game} replay: longest generated legal game ({len(log['moves'])} moves)", url, json.dumps(log).encode())
        bad_end = dict(log, moves=log["moves"] + [{"player": log["players"][0], "action": "pass"}])
        yield (f"{game} replay: a whole game, then an illegal move", url, json.dumps(bad_end).encode())
        yield (f"{game} replay: 1,000 moves, each wrong in every field", url, json.dumps(
            {"players": ["A", "B", "C"], "suns": RA_SUNS | {"X": [1]},
             "moves": [{"player": 1, "action": 2, "tile": 3, "sun": "x", "tiles": [1] * 16, "bad": 0}] * 1000}).encode())
        yield (f"{game} replay: 1,000 legal-looking moves by an unknown player", url, json.dumps(
            {"players": ["A", "B", "C"], "suns": {}, "moves": [{"player": "Z", "action": "draw", "tile": "gold"}] * 1000}).encode())
        yield (f"{game} replay: 20,000+ moves", url, _fill(
            lambda i: {"player": "A", "action": "pass"}, lambda ms: {"players": ["A", "B", "C"], "suns": RA_SUNS, "moves": ms}))
        yield (f"{game} replay: 50,000 players", url, _fill(
            lambda i: f"p{i}", lambda ps: {"players": ps, "suns": {}, "moves": []}))
        yield (f"{game} replay: 1,000 draws, each with 16 tiles", url, json.dumps(
            {"players": ["A", "B", "C"], "suns": RA_SUNS,
             "moves": [{"player": "A", "action": "god", "take": ["gold"] * 16}] * 1000}).encode())
    yield from osiris_bodies()
    yield from sakkara_bodies()
    yield ("any: nesting 100,000 deep", ra_score, b"[" * 100_000 + b"]" * 100_000)
    yield ("any: a 1 MiB integer", ra_score, b'{"epoch": ' + b"9" * (LIMIT - 20) + b"}")
    yield ("any: 50,000 duplicate keys", ra_score, ("{" + ", ".join(['"epoch": 1'] * 80_000) + "}").encode())
    yield ("any: 1 MiB of whitespace", ra_score, b" " * (LIMIT - 10) + b"{}")


def osiris_bodies() -> Iterator[tuple[str, str, bytes]]:
    from osiris_games import random_game

    from referee.games.osiris import rules
    from referee.games.osiris.board import DEFAULT_BOARD_DATA
    outcome, replay = "/v1/games/osiris/outcome", "/v1/games/osiris/replay"
    four = [{"name": n, "colours": [c]} for n, c in zip("ABCD", rules.COLOURS)]
    log = max((random_game(seed, 4, rebellion=True, relief=True) for seed in range(30)), key=lambda g: len(g["moves"]))
    yield (f"osiris replay: longest of 30 generated 4-player games ({len(log['moves'])} moves)", replay,
           json.dumps(log).encode())
    bad_end = dict(log, moves=log["moves"] + [{"player": "A", "action": "end"}])
    yield ("osiris replay: a whole game, then an illegal move", replay, json.dumps(bad_end).encode())
    many = dict(log, moves=(log["moves"] * (rules.MAX_MOVES // len(log["moves"]) + 1))[:rules.MAX_MOVES])
    yield (f"osiris replay: {rules.MAX_MOVES:,} moves (a game played {rules.MAX_MOVES // len(log['moves'])} "
           "times over)", replay, json.dumps(many).encode())
    yield (f"osiris replay: {rules.MAX_MOVES:,} moves, each wrong in every field", replay, json.dumps(
        dict(log, moves=[{"player": 1, "action": "fly", "priest": "x" * 41, "to": 3, "swap": "yes", "field": [],
                          "colour": {}, "from": None, "bad": 0}] * rules.MAX_MOVES)).encode())
    yield (f"osiris replay: {rules.MAX_MOVES:,} steps by an unknown player to an unknown field", replay, json.dumps(
        dict(log, moves=[{"player": "Z", "action": "step", "priest": "beige-1", "to": "9-99"}] * rules.MAX_MOVES)).encode())
    yield ("osiris replay: 20,000+ moves", replay, _fill(lambda i: {"player": "A", "action": "end"},
                                                         lambda ms: dict(log, moves=ms)))
    yield ("osiris replay: 50,000 players", replay, _fill(lambda i: {"name": f"p{i}", "colours": ["beige"]},
                                                          lambda ps: dict(log, players=ps, moves=[])))
    fields = [{"id": f"{1 + i // 100}-{i}", "level": 1 + i // 100,
               "sideways": [f"{1 + j // 100}-{j}" for j in range(max(0, i - 6), i)][:12], "stairs": []}
              for i in range(400)]
    board = dict(DEFAULT_BOARD_DATA, fields=fields)
    yield ("osiris replay: a board of 400 fields, joined one way only", replay,
           json.dumps(dict(log, board=board)).encode())
    yield ("osiris replay: a board of 40,000 fields", replay, _fill(
        lambda i: {"id": f"f{i}", "level": 1, "sideways": [], "stairs": []},
        lambda fs: dict(log, board=dict(DEFAULT_BOARD_DATA, fields=fs))))
    yield ("osiris outcome: 50,000 players", outcome, _fill(
        lambda i: {"name": f"p{i}", "colours": ["beige"]},
        lambda ps: {"players": ps, "end": "apex", "ended_by": "A", "god": "Horus"}))
    yield ("osiris outcome: every field wrong, 20 temples of 20 colours", outcome, json.dumps(
        {"players": [{"name": "\u200b", "colours": ["pink", "beige"]}] * 4, "end": "middle", "ended_by": "Q",
         "god": "Zeus", "followers": {f"c{i}": 99 for i in range(20)},
         "temples": {f"g{i}": {f"c{j}": 99 for j in range(20)} for i in range(20)}, "gods": ["x"] * 13}).encode())
    yield ("osiris outcome: 100,000 follower keys", outcome, json.dumps(
        {"players": four, "end": "apex", "ended_by": "A", "god": "Horus",
         "followers": {f"c{i}": 1 for i in range(70_000)}}).encode())


def sakkara_bodies() -> Iterator[tuple[str, str, bytes]]:
    from sakkara_games import finished_games, log_to_json

    from referee.games.sakkara import rules
    from referee.games.sakkara.state import MAX_ACTIONS, MAX_ACTIONS_PER_TURN, MAX_TURNS
    outcome, replay = "/v1/games/sakkara/outcome", "/v1/games/sakkara/replay"
    log = max((log_to_json(g[1]) for g in finished_games(20)), key=lambda g: sum(map(len, g["turns"])))
    actions = sum(map(len, log["turns"]))
    yield (f"sakkara replay: longest of 20 generated games ({actions} actions)", replay, json.dumps(log).encode())
    yield ("sakkara replay: a whole game, then an illegal move", replay, json.dumps(
        dict(log, turns=log["turns"] + [[{"action": "step", "worker": "a1", "to": "a2"}]])).encode())
    per_turn = MAX_ACTIONS // MAX_TURNS
    yield (f"sakkara replay: {MAX_TURNS:,} turns of {per_turn} actions, each wrong in every field", replay, json.dumps(
        dict(log, turns=[[{"action": "spell", "tiles": ["X"] * 10, "worker": 1, "line": [], "bad": 0}] * per_turn]
             * MAX_TURNS)).encode())
    yield (f"sakkara replay: {MAX_ACTIONS:,} steps to an unknown field", replay, json.dumps(
        dict(log, turns=[[{"action": "step", "worker": "a1", "to": "z9"}] * per_turn] * MAX_TURNS)).encode())
    yield (f"sakkara replay: {MAX_ACTIONS_PER_TURN} discards in one turn, {MAX_ACTIONS // MAX_ACTIONS_PER_TURN} "
           "such turns", replay, json.dumps(
               dict(log, turns=[[{"action": "discard", "tile": "ship"}] * MAX_ACTIONS_PER_TURN]
                    * (MAX_ACTIONS // MAX_ACTIONS_PER_TURN))).encode())
    yield ("sakkara replay: 100,000 turns", replay, _fill(lambda i: [], lambda ts: dict(log, turns=ts)))
    yield ("sakkara replay: 60 stacks of 75 unknown tiles", replay, json.dumps(
        dict(log, board={f"{chr(97 + i % 26)}{i}": [f"kind{j}" for j in range(75)] for i in range(60)})).encode())
    yield ("sakkara replay: a catalogue of 60 kinds, every number wrong", replay, json.dumps(
        dict(log, catalogue={"tiles": {f"k{i}": 75 for i in range(60)},
                             "tiers": {t: ["x"] * 20 for t in ("tier1", "tier2", "apex")},
                             "spells": {s: ["y"] * 10 for s in rules.SPELLS}})).encode())
    yield ("sakkara outcome: every field wrong", outcome, json.dumps(
        {"players": [{"name": "\u200b", "ship": 99, "grains": -1,
                      **{t: {f"k{i}": 75 for i in range(60)} for t in ("tier1", "tier2", "apex")}}] * 2,
         "catalogue": {"tiles": {f"k{i}": 75 for i in range(60)}, "tiers": {}, "spells": {}}}).encode())
    yield ("sakkara outcome: 50,000 players", outcome, _fill(lambda i: {"name": f"p{i}"}, lambda ps: {"players": ps}))


def measure(runs: int) -> list[dict[str, Any]]:
    from referee import create_app

    client = create_app({"TESTING": True}).test_client()
    rows = []
    for what, url, body in bodies():
        assert len(body) <= LIMIT, (what, len(body))
        times, response = [], None
        for _ in range(runs):
            start = time.perf_counter()
            response = client.post(url, data=body, content_type="application/json")
            data = response.get_data()
            times.append((time.perf_counter() - start) * 1000)
        assert response is not None
        rows.append({"what": what, "body": len(body), "status": response.status_code, "answer": len(data),
                     "median_ms": statistics.median(times), "max_ms": max(times)})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rows = measure(args.runs)
    print("| request | body | status | answer | median | worst |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['what']} | {r['body'] / 1024:.0f} KB | {r['status']} | {r['answer'] / 1024:.1f} KB "
              f"| {r['median_ms']:.1f} ms | {r['max_ms']:.1f} ms |")
    slow = [r for r in rows if r["max_ms"] > TIME_TARGET_MS]
    big = [r for r in rows if r["answer"] > SIZE_TARGET]
    print(f"\nslowest: {max(r['max_ms'] for r in rows):.1f} ms; largest answer: "
          f"{max(r['answer'] for r in rows) / 1024:.1f} KB; over {TIME_TARGET_MS:.0f} ms: {len(slow)}; "
          f"over {SIZE_TARGET // 1024} KB: {len(big)}")
    sys.exit(1 if slow or big else 0)


if __name__ == "__main__":
    main()
