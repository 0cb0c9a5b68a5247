"""Helpers shared by test_all_games.py and other tests (not collected: no test_ prefix)."""

from __future__ import annotations

import copy
import importlib
import random


def generator(slug: str):
    return importlib.import_module(slug.replace("-", "_") + "_games")


def _other_player(log: dict, index: int, rng: random.Random) -> dict | None:
    """The log with move `index` made by another seated player (the default for a `player` field)."""
    move = log["moves"][index]
    names = [p if isinstance(p, str) else p.get("name") for p in log["players"]]
    others = [n for n in names if n != move.get("player")]
    if "player" not in move or not others:
        return None
    bad = copy.deepcopy(log)
    bad["moves"][index]["player"] = rng.choice(others)
    return bad


def _mutation(games):
    """The game's mutation: its own `mutate`, else another player at a random move of `moves`."""
    if hasattr(games, "mutate"):
        return games.mutate
    other = getattr(games, "other_player", _other_player)

    def mutate(log: dict, rng: random.Random):
        index = rng.randrange(len(log["moves"]))
        bad = other(log, index, rng)
        return None if bad is None else (bad, index)

    return mutate
