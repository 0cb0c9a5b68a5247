"""Seeded random legal games of Ra in the JSON log notation (tests, benchmarks, examples).

Every move is drawn from the engine's own `legal_moves`, uniformly; when the pick is a draw,
the tile then comes out of the bag in proportion to what is left in it. Where disasters leave
nothing to choose, the log sometimes states the forced removal anyway (it may).
"""
from __future__ import annotations

import random
from typing import Any

from referee.games.ra import rules
from referee.games.ra.replay import GameLog, Move, new_game

NAMES = ("Anne", "Bert", "Carl", "Dirk", "Eva")


def random_game(seed: int, players: int = 3) -> dict[str, Any]:
    """A complete legal game of Ra for 3, 4 or 5 players, the same for the same seed."""
    rng = random.Random(seed)
    names = NAMES[:players]
    stacks = list(rules.SUN_STACKS[players])
    rng.shuffle(stacks)
    suns = {name: list(stack) for name, stack in zip(names, stacks)}
    state = new_game(names, suns)
    moves: list[dict[str, Any]] = []
    while True:
        legal = state.legal_moves()
        if not legal or (state.is_over and rng.random() < 0.5):
            break
        move = choose(rng, state, legal)
        state.push(move)
        moves.append(move_to_json(move))
    return {"players": list(names), "suns": suns, "moves": moves}


def choose(rng: random.Random, state: Any, legal: list[Move]) -> Move:
    move = rng.choice(legal)
    if move.action == "draw":
        draws = [m for m in legal if m.action == "draw"]
        return rng.choices(draws, weights=[state.bag[m.tile] for m in draws])[0]
    return move


def move_to_json(m: Move) -> dict[str, Any]:
    d: dict[str, Any] = {"player": m.player, "action": m.action}
    if m.action == "draw":
        d["tile"] = m.tile
    elif m.action == "bid":
        d["sun"] = m.sun
    elif m.action == "god":
        d["take"] = list(m.tiles)
    elif m.action == "discard":
        d["tiles"] = list(m.tiles)
    return d


def move_from_json(d: dict[str, Any]) -> Move:
    return Move(d["player"], d["action"], tile=d.get("tile"), sun=d.get("sun"),
                tiles=tuple(d.get("take") or d.get("tiles") or ()))


def log_from_json(d: dict[str, Any]) -> GameLog:
    """The JSON notation as engine objects (what the HTTP layer's schema does)."""
    return GameLog(tuple(d["players"]), {p: tuple(s) for p, s in d["suns"].items()},
                   tuple(move_from_json(m) for m in d["moves"]))
