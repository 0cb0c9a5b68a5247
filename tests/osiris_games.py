"""Seeded random legal games of Osiris in the JSON log notation (tests, benchmarks, examples).

Every move is drawn from the engine's own `legal_moves`, weighted so that games end: priests
prefer to climb (or, in a game aimed at a blocked apex, prefer to lay blockades next to the apex
and to stay off it), fights are sometimes swapped, followers sometimes move, and a city holding
more stones than a move may spend often gives one of the kept stones as the blockade (amended O3).
The game is played until it ends (O2) or stalls (O10: about one game in six under this policy,
which then goes on for one more round of turns); `end` asks for one kind of end (a game that ends
the other way, or stalls, is retried with the next seed, so the same arguments always give the same
game); `random_log` keeps stalled games too.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.osiris import rules
from referee.games.osiris.board import DEFAULT_BOARD
from referee.games.osiris.outcome import Seat
from referee.games.osiris.state import Move, OsirisState, Setup, Table, move_to_json, setup_to_json

NAMES = ("Anne", "Bert", "Carl", "Dora")
MAX_TURNS = 300


def random_setup(rng: random.Random, players: int, rebellion: bool = False, relief: bool = False) -> Setup:
    seats = tuple(Seat(NAMES[i], rules.COLOURS_FOR[players][i]) for i in range(players))
    colours = rules.colours_in_play(players)
    priests = [p for p in rules.PRIESTS if p.rsplit("-", 1)[0] in colours]
    gods = list(rules.GODS)
    rng.shuffle(gods)
    under = dict(zip(priests + [rules.APEX], gods))
    temples: dict[str, dict[str, int]] = {}
    # O6: one at a time, beige first, then clockwise by colour, at most 3 of a colour per temple
    for _ in range(rules.FOLLOWERS_PER_COLOUR):
        for c in colours:
            god = rng.choice([g for g in rules.GODS if temples.get(g, {}).get(c, 0) < rules.MAX_PER_TEMPLE])
            temples.setdefault(god, {})[c] = temples.get(god, {}).get(c, 0) + 1
    return Setup(seats, under, temples, rebellion, relief, DEFAULT_BOARD)


def _weight(state: OsirisState, m: Move, aim: str, patience: int) -> float:
    t = state.t
    board = t.board
    if m.action == "step":
        p = state.turn.mover if m.priest is None else t.priest_index[m.priest]
        here, there = state.at[p], board.index[m.to]  # type: ignore[index]
        if there == board.apex:
            return 200.0 if aim == "apex" else 0.001
        if aim == "blocked" and there in board.apex_neighbours:
            return 0.01
        rise = board.level[there] - board.level[here]
        w = 6.0 if rise > 0 else 1.0 if rise == 0 else 0.3
        return w * (1.5 if m.swap else 1.0)
    if m.action == "block":
        f = board.index[m.field]  # type: ignore[index]
        if state.turn.spent == state.turn.budget:  # amended O3: a stone the city keeps becomes the blockade
            return 5.0
        if aim == "blocked" and state.turn_number > patience:
            return 60.0 if f in board.apex_neighbours else 0.05
        return 0.05
    if m.action == "follower":
        return 0.02
    if m.action == "relief":
        return 0.5
    return 1.0  # end


def play(rng: random.Random, setup: Setup, aim: str) -> tuple[OsirisState, list[Move]]:
    """Play until the game ends, or until it has been stalled (O10: the rulebook warns of stalemates
    without the optional rules) for one round of turns (followers may still move), or MAX_TURNS."""
    state = OsirisState(Table(setup))
    moves: list[Move] = []
    patience = rng.randint(10, 100)  # a game aimed at a blocked apex blocks it after this many turns
    stalled_at = None
    while not state.is_over() and state.turn_number <= MAX_TURNS:
        if stalled_at is None and state.is_stalled():
            stalled_at = state.turn_number
        if stalled_at is not None and state.turn_number >= stalled_at + state.t.seats:
            break
        legal = state.legal_moves()
        move = rng.choices(legal, weights=[_weight(state, m, aim, patience) for m in legal])[0]
        state.push(move)
        moves.append(move)
    return state, moves


def random_game(
    seed: int, players: int = 4, end: str | None = None, *, rebellion: bool = False, relief: bool = False
) -> dict[str, Any]:
    """A complete legal game in the JSON notation, the same for the same arguments."""
    for attempt in range(200):
        rng = random.Random(seed * 1000 + attempt)
        aim = end or rng.choice(rules.ENDS)
        setup = random_setup(rng, players, rebellion, relief)
        state, moves = play(rng, setup, aim)
        if state.is_over() and (end is None or (state.ending is not None and state.ending.end == end)):
            return {**setup_to_json(setup), "moves": [move_to_json(m) for m in moves]}
    raise RuntimeError("no finished game")  # pragma: no cover


def random_log(seed: int, players: int = 4, *, rebellion: bool = False, relief: bool = False) -> dict[str, Any]:
    """A legal log in the JSON notation, finished or stalled (O10), the same for the same arguments."""
    rng = random.Random(seed)
    setup = random_setup(rng, players, rebellion, relief)
    state, moves = play(rng, setup, rng.choice(rules.ENDS))
    return {**setup_to_json(setup), "moves": [move_to_json(m) for m in moves]}


def game_of_turns(turns: int = 100, players: int = 4) -> dict[str, Any]:
    """The first generated game (seeds 0, 1, ...) ending at the apex after `turns` to `turns` + 30
    turns (the benchmark's "4-player game of 100 turns")."""
    for seed in range(500):
        game = random_game(seed, players, "apex")
        played = sum(1 for m in game["moves"] if m["action"] in ("end", "follower")) + 1
        if turns <= played <= turns + 30:
            return game
    raise RuntimeError("no such game")  # pragma: no cover
