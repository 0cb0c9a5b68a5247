"""Requests that every answerer of the API must answer alike, byte for byte: the server (Flask), the core
imported alone (tests/service/test_without_flask.py) and the browser's engine under Pyodide (tests/package/test_engine_pyodide.py).

Each request is (method, path, headers, body bytes): every example a newcomer pastes, generated games of
every game (whole, and cut short so the answer is a position with its legal moves), the paper notation
both ways, Dutch, and the answers that are problems (400, 404, 405, 413, 415, 422)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import osiris_games
import priests_of_ra_games
import ra_games
import sakkara_games

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
JSON, TEXT = {"Content-Type": "application/json"}, {"Content-Type": "text/plain"}
NL = {"Accept-Language": "nl"}
ParityRequest = tuple[str, str, dict[str, str], bytes]

# An example file's route, by the start of its name.
EXAMPLE_ROUTES = {
    "ra-score": "/v1/games/ra/score",
    "ra-replay": "/v1/games/ra/replay",
    "priests-score": "/v1/games/priests-of-ra/score",
    "priests-replay": "/v1/games/priests-of-ra/replay",
    "osiris-outcome": "/v1/games/osiris/outcome",
    "osiris-replay": "/v1/games/osiris/replay",
    "sakkara-outcome": "/v1/games/sakkara/outcome",
    "sakkara-replay": "/v1/games/sakkara/replay",
    "batch": "/v1/batch",
    "tournament": "/v1/tournaments/standings",
}
SLUGS = ("ra", "priests-of-ra", "osiris", "sakkara")


def _post(path: str, body: Any, headers: dict[str, str] | None = None) -> ParityRequest:
    raw = body if isinstance(body, bytes) else json.dumps(body, ensure_ascii=False).encode("utf-8")
    return "POST", path, {**JSON, **(headers or {})}, raw


def example_requests() -> list[ParityRequest]:
    out: list[ParityRequest] = []
    for file in sorted(EXAMPLES.glob("*.json")) + sorted(EXAMPLES.glob("*.txt")):
        route = next((path for start, path in EXAMPLE_ROUTES.items() if file.name.startswith(start)), None)
        assert route is not None, f"{file.name}: which route does this example go to?"
        headers = TEXT if file.suffix == ".txt" else JSON
        out += [("POST", route, headers, file.read_bytes()), ("POST", route, {**headers, **NL}, file.read_bytes())]
        if file.suffix == ".txt":  # the notation as its log, and that log as the notation again
            notation = route.replace("/replay", "/notation")
            out.append(("POST", notation, TEXT, file.read_bytes()))
    for line in (EXAMPLES / "archive.jsonl").read_text(encoding="utf-8").splitlines():
        try:
            item = json.loads(line)
            out.append(_post(f"/v1/games/{item['game']}/{item['operation']}", item["body"]))
        except (ValueError, KeyError, TypeError):  # the archive's broken lines, sent as a body
            out.append(_post("/v1/games/ra/replay", line.encode("utf-8")))
    return out


def generated_logs(games: int) -> list[tuple[str, dict[str, Any]]]:
    """(slug, log) of `games` seeded games of every game, at its player counts."""
    logs: list[tuple[str, dict[str, Any]]] = []
    for seed in range(games):
        logs.append(("ra", ra_games.random_game(seed, 3 + seed % 3)))
        logs.append(("priests-of-ra", priests_of_ra_games.random_game(seed, 2 + seed % 4)))
        logs.append(
            ("osiris", osiris_games.random_log(seed, 2 + seed % 3, rebellion=seed % 2 == 1, relief=seed % 3 == 0))
        )
        logs.append(("sakkara", sakkara_games.random_game(seed)))
    return logs


def game_requests(games: int = 3) -> list[ParityRequest]:
    out: list[ParityRequest] = []
    for slug, log in generated_logs(games):
        replay = f"/v1/games/{slug}/replay"
        out.append(_post(replay, log))
        key = "turns" if slug == "sakkara" else "moves"  # Sakkara's log is a list of turns
        moves = log[key]
        for cut in (0, len(moves) // 3, 2 * len(moves) // 3):  # positions with their legal moves
            out.append(_post(replay, {**log, key: moves[:cut]}, NL if cut % 2 else None))
        if len(moves) > 2:  # the first move again near the end: an illegal move, with the position before it
            out.append(_post(replay, {**log, key: [*moves[:-1], moves[0], moves[-1]]}))
        out.append(_post(f"/v1/games/{slug}/notation", log))
    return out


def problem_requests() -> list[ParityRequest]:
    score = "/v1/games/ra/score"
    return [
        ("GET", "/v1/games", {}, b""),
        ("GET", "/v1/games/", NL, b""),
        ("GET", "/health", {}, b""),
        *[("GET", f"/v1/games/{slug}", {}, b"") for slug in SLUGS],
        ("GET", "/v1/nothing", {}, b""),
        ("GET", "/v1/games/chess", {}, b""),
        ("GET", score, {}, b""),
        ("POST", "/v1/games", JSON, b"{}"),
        ("GET", "/v1/nothing", NL, b""),
        ("PUT", score, NL, b""),
        _post(score, {"epoch": 9, "players": []}),
        _post(score, {"epoch": 9, "players": []}, NL),
        _post(score, b"[1,]"),
        _post(score, b'{"epoch": 1,, }'),
        _post(score, b'{"a": NaN}'),
        _post(score, b"\xff"),
        _post(score, b"[" * 70 + b"]" * 70),
        _post(score, b'{"a": 1, "a": 2}'),
        _post(score, b""),
        _post(score, b"[" * 65536),
        _post(score, b"[]]" + b"[" * 70),
        _post(score, b"[" * 65 + b'"' + b'\\"' * 5000),
        _post(score, b"[" * 63 + b'"[[\\"[["' + b"]" * 63),
        ("POST", score, {"Content-Type": "application/x-www-form-urlencoded"}, b"a=1"),
        ("POST", score, {}, b"{}"),
        _post(score, b" " * (1024 * 1024 + 1)),
        ("POST", "/v1/games/ra/notation", {"Content-Type": "text/plain; charset=latin-1"}, b"x"),
        _post(
            "/v1/batch",
            {
                "items": [
                    {"id": 1, "game": "chess", "operation": "score", "body": {}},
                    {"id": 2, "game": "ra", "operation": "score", "body": {"epoch": 1}},
                ]
            },
        ),
        _post(
            "/v1/batch",
            {
                "items": [
                    {"id": 1, "operation": "score", "body": {}},
                    {"id": 2, "game": "ra", "operation": "score", "body": {"epoch": 1}},
                ]
            },
            NL,
        ),
        _post("/v1/tournaments/standings", {"rounds": []}),
    ]


def all_requests(games: int = 3) -> list[ParityRequest]:
    """Every parity request, each with its own X-Request-Id (a problem names its request: without an id
    sent, the server makes a random one)."""
    return [
        (method, path, {**headers, "X-Request-Id": f"parity-{n}"}, body)
        for n, (method, path, headers, body) in enumerate(
            example_requests()
            + game_requests(games)
            + problem_requests()
            + over_the_limit_requests()
            + unknown_key_requests()
            + options_requests()
            + tapped_requests()
        )
    ]


def over_the_limit_requests() -> list[ParityRequest]:
    """A body over the limit (1 MiB) is refused by its size before anything else is read of it: 413 whatever it
    says it is (text to a JSON-only route, a type no route takes, a character set refused), on every route that
    takes a body; a route that takes none still answers 404 or 405 first."""
    over = b"x" * (1024 * 1024 + 1)
    score, replay, notation = "/v1/games/ra/score", "/v1/games/sakkara/replay", "/v1/games/osiris/notation"
    return [
        ("POST", score, TEXT, over),
        ("POST", score, {**TEXT, **NL}, over),
        ("POST", "/v1/batch", TEXT, over),
        ("POST", "/v1/tournaments/standings", TEXT, over),
        ("POST", replay, {"Content-Type": "image/png"}, over),
        ("POST", notation, {"Content-Type": "text/plain; charset=latin-1"}, over),
        ("POST", replay, TEXT, over),
        ("POST", "/v1/nothing", TEXT, over),
        ("POST", "/v1/games/ra", TEXT, over),
    ]


# --- a 422 lists its problems in the body's order, the same in every process -----------------------------------


def _example(name: str) -> Any:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def _with_keys(obj: dict[str, Any], *keys: str) -> dict[str, Any]:
    """The object with unknown keys added (each its own problem)."""
    return {**obj, **{k: n for n, k in enumerate(keys)}}


def unknown_key_requests() -> list[ParityRequest]:
    """Bodies with several unknown keys at several depths: marshmallow finds them in a set's order (the hash
    seed's); the answer lists them in the body's order whatever the seed."""
    score = _example("ra-score-epoch.json")
    players = score["players"]
    replay = _example("ra-replay-short-game.json")
    osiris = _example("osiris-replay-2-players.json")
    sakkara = _example("sakkara-replay-game.json")
    tournament = _example("tournament-two-rounds.json")
    table = tournament["rounds"][0]["tables"][0]
    return [
        _post("/v1/games/ra/score", {"epoch": 1, "players": [], "x": 1, "y": 2, "z": 3}),
        _post(
            "/v1/games/ra/score",
            _with_keys(
                {
                    **score,
                    "players": [
                        _with_keys(players[0], "zeta", "alpha", "mu"),
                        {**players[1], "tiles": _with_keys(players[1]["tiles"], "q", "b")},
                        *players[2:],
                    ],
                },
                "kappa",
                "beta",
                "omega",
                "delta",
            ),
            NL,
        ),
        _post(
            "/v1/games/ra/replay",
            _with_keys(
                {**replay, "moves": [_with_keys(replay["moves"][0], "u", "v", "w"), *replay["moves"][1:]]},
                "y",
                "x",
                "z",
            ),
        ),
        _post(
            "/v1/games/priests-of-ra/score",
            _with_keys(_example("priests-score-epoch3-5-players.json"), "one", "two", "three", "four"),
        ),
        _post(
            "/v1/games/osiris/replay",
            _with_keys(
                {**osiris, "moves": [_with_keys(osiris["moves"][0], "p", "o", "n"), *osiris["moves"][1:]]},
                "c",
                "b",
                "a",
            ),
        ),
        _post("/v1/games/sakkara/replay", _with_keys(sakkara, "zz", "aa", "mm")),
        _post(
            "/v1/batch",
            _with_keys(
                {
                    "items": [
                        _with_keys(
                            {"id": 1, "game": "ra", "operation": "score", "body": _with_keys(score, "s", "r", "q")},
                            "k",
                            "j",
                        ),
                        {"id": 2, "game": "osiris", "operation": "replay", "body": _with_keys(osiris, "g", "f", "e")},
                    ]
                },
                "t",
                "u",
            ),
        ),
        _post(
            "/v1/tournaments/standings",
            _with_keys(
                {
                    **tournament,
                    "rounds": [
                        {
                            **tournament["rounds"][0],
                            "tables": [
                                {**table, "body": _with_keys(table["body"], "h", "i", "j")},
                                *tournament["rounds"][0]["tables"][1:],
                            ],
                        },
                        *tournament["rounds"][1:],
                    ],
                },
                "r",
                "q",
                "p",
            ),
        ),
    ]


def options_requests() -> list[ParityRequest]:
    """OPTIONS on every kind of route: an empty answer with its Allow and no content type."""
    return [
        ("OPTIONS", path, {}, b"")
        for path in (
            "/v1/games/ra/score",
            "/v1/games/sakkara/replay",
            "/v1/games",
            "/v1/games/osiris",
            "/health",
            "/v1/batch",
            "/v1/tournaments/standings",
            "/v1/games/ra/notation",
        )
    ]


def tapped_logs(slug: str, log: dict[str, Any]) -> list[dict[str, Any]]:
    """The logs a table recording `log` tap by tap sends: from no move to the whole log, one move more each (a
    Sakkara log grows by its last turn's actions, then a new turn)."""
    if slug != "sakkara":
        return [{**log, "moves": log["moves"][:n]} for n in range(len(log["moves"]) + 1)]
    turns = log["turns"]
    out = [{**log, "turns": []}]
    for t, turn in enumerate(turns):
        out += [{**log, "turns": [*turns[:t], turn[:n]]} for n in range(1, len(turn) + 1)]
    return out


def tapped_requests(taps: int = 12) -> list[ParityRequest]:
    """Long games answered as a table records them, late in the game: `taps` taps one move at a time (the phone's
    engine resumes each from the position before it), then the last taken back and made again."""
    out: list[ParityRequest] = []
    for slug, log in generated_logs(1):
        logs = tapped_logs(slug, log)
        late = logs[-taps:]
        for tapped in [*late, late[-2], late[-1]]:
            out.append(_post(f"/v1/games/{slug}/replay", tapped))
    return out
