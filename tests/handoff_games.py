"""The generators' largest game of each kind, as the API's own request bodies a game handed to another phone carries
(kit/handoff.js): a recorded game's replay log (the largest of the seeded games by its JSON), a scored game's three
epochs (the 5-player examples' displays), an end card's outcome request. tests/package/test_handoff_format.py
measures their codes under node; bench/handoff.py times making and reading them in Chromium."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import osiris_games
import priests_of_ra_games
import ra_games
import sakkara_games

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
SEEDS = range(4)


def _largest(make, players: tuple[int, ...]) -> dict:
    return max((make(seed, n) for seed in SEEDS for n in players), key=lambda log: len(json.dumps(log)))


def _epochs(example: str) -> list[dict]:
    """A scored game's three epochs, the size of the example's (its players' displays at the end of the game)."""
    request = json.loads((EXAMPLES / example).read_text())
    return [{**copy.deepcopy(request), "epoch": k} for k in (1, 2, 3)]


def largest_games() -> dict:
    """{kind: {game: request body}} for every kind a game is handed on as: record, score, card."""
    return {
        "record": {
            "ra": _largest(ra_games.random_game, (3, 4, 5)),
            "priests-of-ra": _largest(priests_of_ra_games.random_game, (2, 3, 4, 5)),
            "osiris": _largest(osiris_games.random_log, (2, 3, 4)),
            "sakkara": _largest(sakkara_games.random_game, (2,)),
        },
        "score": {
            "ra": _epochs("ra-score-epoch3-5-players.json"),
            "priests-of-ra": _epochs("priests-score-epoch3-5-players.json"),
        },
        "card": {
            "osiris": json.loads((EXAMPLES / "osiris-outcome.json").read_text()),
            "sakkara": json.loads((EXAMPLES / "sakkara-outcome.json").read_text()),
        },
    }
