"""Record the service's answers to a fixed set of requests, or compare them with a recording.

Used to prove that a refactoring changes no behaviour: record before, compare after. The requests
are every example, the rules routes, 200 generated games per game (their replay, their displays
scored whole, an illegal variant of each) and a few malformed bodies, each in English and Dutch.
The requests are stored with the answers, so the comparison needs no generator of the new code.

    .venv/bin/python tests/snapshot_answers.py record /tmp/answers.json
    .venv/bin/python tests/snapshot_answers.py compare /tmp/answers.json
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
GAMES = {"ra": "ra_games", "priests-of-ra": "priests_of_ra_games"}
EXAMPLES = {
    "ra-score-epoch.json": "ra/score",
    "ra-score-game.json": "ra/score",
    "ra-score-epoch3-5-players.json": "ra/score",
    "ra-replay-short-game.json": "ra/replay",
    "priests-score-epoch3-5-players.json": "priests-of-ra/score",
    "priests-replay-short-game.json": "priests-of-ra/replay",
}


def requests_to_make(games: int) -> list[tuple[str, str, Any]]:
    """(method, path, body) for every request of the recording."""
    out: list[tuple[str, str, Any]] = [("GET", "/v1/games", None), ("GET", "/health", None)]
    for slug, module_name in GAMES.items():
        out.append(("GET", f"/v1/games/{slug}", None))
        module = __import__(module_name)
        for seed in range(games):
            log = module.random_game(seed, 2 + seed % 4 if slug == "priests-of-ra" else 3 + seed % 3)
            out.append(("POST", f"/v1/games/{slug}/replay", log))
            scored = score_body(slug, log)
            if scored:
                out.append(("POST", f"/v1/games/{slug}/score", scored))
            cut = dict(log, moves=log["moves"][: len(log["moves"]) * (seed % 7 + 1) // 8])
            out.append(("POST", f"/v1/games/{slug}/replay", cut))
            illegal = dict(log, moves=log["moves"] + [dict(log["moves"][-1])])
            out.append(("POST", f"/v1/games/{slug}/replay", illegal))
            if seed % 3 == 0:
                moves = [dict(m) for m in log["moves"]]
                moves[len(moves) // 2]["player"] = log["players"][(seed + 1) % len(log["players"])]
                out.append(("POST", f"/v1/games/{slug}/replay", dict(log, moves=moves)))
        out.append(("POST", f"/v1/games/{slug}/score", {"epoch": 2, "players": []}))
        out.append(("POST", f"/v1/games/{slug}/replay", {"players": ["A", "A"], "suns": {"B": [1]}, "moves": [{}]}))
    for name, route in EXAMPLES.items():
        out.append(("POST", f"/v1/games/{route}", json.loads((ROOT / "examples" / name).read_text())))
    return out


def score_body(slug: str, log: dict[str, Any]) -> dict[str, Any] | None:
    """The displays a replay scored, as a whole-game /score request (built with the engine of now)."""
    from auction_games import log_from_json

    if slug == "ra":
        from referee.games.ra import rules
        from referee.games.ra.replay import replay
    else:
        from referee.games.priests_of_ra import rules  # type: ignore[no-redef]
        from referee.games.priests_of_ra.replay import replay  # type: ignore[no-redef]
    result = replay(log_from_json(log))
    if not result.displays:
        return None
    epochs = []
    for epoch in result.displays:
        players = []
        for p in epoch.players:
            tiles: dict[str, Any] = {}
            for tile, count in p.tiles.items():
                path = rules.tile_path(tile)
                if len(path) == 2:
                    tiles.setdefault(path[0], {})[path[1]] = count
                else:
                    tiles[tile] = count
            players.append(
                {
                    "name": p.name,
                    "suns": {"face_up": list(p.suns.face_up), "face_down": list(p.suns.face_down)},
                    "tiles": tiles,
                }
            )
        epochs.append({"players": players, "middle_sun": epoch.middle_sun})
    return {"epochs": epochs}


def answers(made: list[tuple[str, str, Any]]) -> list[dict[str, Any]]:
    from referee import create_app

    client = create_app({"TESTING": True}).test_client()
    rows = []
    for method, path, body in made:
        for lang in ("en", "nl"):
            r = client.open(path, method=method, json=body, headers={"Accept-Language": lang})
            data = r.get_data()
            rows.append(
                {
                    "method": method,
                    "path": path,
                    "lang": lang,
                    "status": r.status_code,
                    "type": r.content_type,
                    "sha": hashlib.sha256(data).hexdigest(),
                    "size": len(data),
                }
            )
    return rows


def main() -> None:
    mode, file = sys.argv[1], Path(sys.argv[2])
    if mode == "record":
        made = requests_to_make(200)
        file.write_text(json.dumps({"requests": made, "answers": answers(made)}))
        print(f"recorded {len(made)} requests, {2 * len(made)} answers")
        return
    recorded = json.loads(file.read_text())
    made = [tuple(r) for r in recorded["requests"]]
    now = answers(made)  # type: ignore[arg-type]
    differ = [(old, new) for old, new in zip(recorded["answers"], now) if old != new]
    print(f"compared {len(now)} answers: {len(now) - len(differ)} identical, {len(differ)} different")
    for old, new in differ[:10]:
        print("  ", old["method"], old["path"], old["lang"], old["status"], "->", new["status"])
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
