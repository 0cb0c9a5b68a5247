"""Seeded random legal games of Sakkara, played through the engine's own `legal_moves()`.

The mover is a mildly greedy builder (builds whatever it can, steps towards tiles its pyramid
needs, casts a spell now and then, discards what it needs least), so games end with a winner;
the opponent places the stacks at random among the legal fields, splitting now and then.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Sequence

from referee.games.sakkara import rules
from referee.games.sakkara.rules import Catalogue
from referee.games.sakkara.spec import SPEC
from referee.games.sakkara.state import (
    BIRD,
    BUILD,
    DISCARD,
    END,
    HORSE,
    IMPLIED,
    ORTH,
    OX,
    PLAY,
    PLACING,
    SETUP,
    SNAKE,
    SPELL,
    STEP,
    GameLog,
    Move,
    SakkaraState,
)

NAMES = ("Anne", "Bert")
INDEX = rules.FIELD_INDEX
MAX_TURNS = 400


def random_board(rng: random.Random, cat: Catalogue = rules.DEFAULT) -> dict[str, tuple[str, ...]]:
    """S2: one tile on every field, the rest a second tile on random fields, at least 2 ships on top."""
    tiles = [k for k, n in cat.tiles.items() for _ in range(n)]
    n = len(rules.FIELDS)
    while True:
        rng.shuffle(tiles)
        stacks = [[t] for t in tiles[:n]]
        for f, t in zip(rng.sample(range(n), len(tiles) - n), tiles[n:]):
            stacks[f].append(t)
        if sum(s[-1] == rules.SHIP for s in stacks) >= rules.VISIBLE_SHIPS:
            return {rules.FIELDS[i]: tuple(s) for i, s in enumerate(stacks)}


def wanted(state: SakkaraState, seat: int) -> dict[str, int]:
    """How much the seat's pyramid wants each kind now (higher: sooner)."""
    cat = state.cat
    p = state.pyramids[seat]
    want: dict[str, int] = {}
    if not p.ship:
        want[rules.SHIP] = 5
    tier = next((t for t in rules.TIER_SIZES if t not in p.done_turn), 4)
    if p.grains < min(tier, rules.GRAINS):
        want[rules.GRAIN] = 5
    holder = state.holders[seat]
    for t in rules.TIER_SIZES:
        if t < tier:
            continue
        for kind, n in cat.recipes[t].items():
            short = n - p.tiers[t].get(kind, 0) - holder.get(kind, 0)
            if short > 0:
                want[kind] = max(want.get(kind, 0), 4 if t == tier else 2)
    if tier == 1 or tier == 3:
        want[rules.HELPING_HAND] = max(
            want.get(rules.HELPING_HAND, 0), 3 if holder.get(rules.HELPING_HAND, 0) < 2 else 1
        )
    for kind in rules.SPECIALS:
        want.setdefault(kind, 1)
    for recipe in cat.spells.values():
        for kind in recipe:
            want.setdefault(kind, 1)
    return want


def shut_in(state: SakkaraState, field: int, seat: int) -> int:
    """How closed in a worker of `seat` would stand on `field`: its sides off the board, under a worker
    or three tiles or more above it (S6 wants such positions reached)."""
    height = len(state.board[field])
    sides = ORTH[field]
    return (
        4
        - len(sides)
        + sum(state.worker_at[d] >= 0 and d != field or len(state.board[d]) > height + rules.CLIMB for d in sides)
    )


def choose(state: SakkaraState, rng: random.Random, moves: Sequence[Move], walling: bool = False) -> Move:
    """The mover's choice: mildly greedy. `walling`: the placer lays the stacks around the mover's
    workers and the mover steps where it is shut in most, so that players get walled in (S6)."""
    seat = state.mover
    if state.phase is PLACING:
        if walling:
            near = [
                m for m in moves if m.count is None and any(INDEX[m.to or ""] in ORTH[w] for w in state.workers[seat])
            ]
            if near:
                return rng.choice(near)
        if rng.random() < 0.3:
            return rng.choice(moves)
        whole = [m for m in moves if m.count is None]
        return rng.choice(whole)
    if walling and rng.random() < 0.95:
        # a step where the worker stands shut in most, next to the other player's workers (shutting them in)
        steps = [m for m in moves if m.action == STEP and not m.stairs]
        if steps:

            def closed(m: Move) -> tuple[int, float]:
                to = INDEX[m.to or ""]
                return shut_in(state, to, seat) + sum(w in ORTH[to] for w in state.workers[1 - seat]), rng.random()

            return max(steps, key=closed)
    by: dict[str, list[Move]] = {}
    for m in moves:
        by.setdefault(m.action, []).append(m)
    if BUILD in by:
        return rng.choice(by[BUILD])
    want = wanted(state, seat)
    board = state.board
    index = rules.FIELD_INDEX

    def top(name: str | None) -> int:
        stack = board[index[name or "a1"]]
        return want.get(stack[-1], 0) if stack else 0

    if SPELL in by and rng.random() < 0.5:
        spells = by[SPELL]
        hurt = [m for m in spells if not m.worker]
        if hurt:
            return rng.choice(hurt)
        return rng.choice(spells)
    if HORSE in by and rng.random() < 0.6:
        # now and then a stair the horse's first step takes, played for its second (S2)
        taken = [m for m in by[HORSE] if sum(m.stairs) > state.holders[seat].get(rules.STAIR, 0)]
        return rng.choice(taken if taken and rng.random() < 0.8 else by[HORSE])
    if SNAKE in by and rng.random() < 0.4:
        return max(by[SNAKE], key=lambda m: (want.get(m.tile or "", 0), rng.random()))
    if BIRD in by and rng.random() < 0.3:
        return max(by[BIRD], key=lambda m: (top(m.to), rng.random()))
    if OX in by and rng.random() < 0.15:
        return rng.choice(by[OX])
    if STEP in by:
        plain = [m for m in by[STEP] if not m.stairs]
        pool = plain if plain and rng.random() < 0.85 else by[STEP]
        return max(pool, key=lambda m: (top(m.to) + rng.random() * 2, rng.random()))
    if DISCARD in by:
        return min(by[DISCARD], key=lambda m: (want.get(m.tile or "", 0), rng.random()))
    if END in by:
        return by[END][0]
    return rng.choice(moves)


def play_game(
    seed: int, cat: Catalogue = rules.DEFAULT, max_turns: int = MAX_TURNS, walling: bool = False
) -> tuple[GameLog, SakkaraState]:
    """A seeded game: the log as written (turns of actions, the opponent's placements at the end);
    `walling` plays it so that workers get walled in (`choose`)."""
    rng = random.Random(seed)
    board = random_board(rng, cat)
    state = SakkaraState(NAMES, board, cat)
    workers = []
    while state.phase is SETUP:
        move = rng.choice(state.legal_moves())
        state.push(move)
        workers.append(move.to or "")
    turns: list[tuple[Move, ...]] = []
    current: list[Move] = []
    while not state.is_over() and state.turn <= max_turns:
        turn = state.turn
        move = choose(state, rng, state.legal_moves(), walling)
        state.push(move)
        if move.action != END:
            current.append(move)
        if state.phase is PLAY and state.turn != turn:
            turns.append(tuple(current))
            current = []
    if current or state.is_over():
        turns.append(tuple(current))
    return GameLog(NAMES, board, tuple(workers), tuple(turns), cat), state


def finished_games(count: int, first_seed: int = 0) -> list[tuple[int, GameLog, SakkaraState]]:
    """`count` games that end with a winner, from consecutive seeds (skipping any that do not)."""
    out = []
    seed = first_seed
    while len(out) < count:
        log, state = play_game(seed)
        if state.is_over():
            out.append((seed, log, state))
        seed += 1
    return out


@lru_cache(maxsize=None)  # a search of a few seconds; its games are read, never changed
def walled_in_games(count: int, first_seed: int = 0) -> list[tuple[int, GameLog, SakkaraState]]:
    """`count` games played `walling` in which a turn went on without a step (S6), from consecutive
    seeds (about one in a hundred does), each up to that turn's successor."""
    out = []
    seed = first_seed
    while len(out) < count:
        log, state = play_game(seed, walling=True)
        if state.without_step:
            turn = state.without_step[0]
            log, state = play_game(seed, max_turns=turn + 1, walling=True)
            out.append((seed, log, state))
        seed += 1
    return out


def log_to_json(log: GameLog) -> dict:
    """A log in the JSON notation the API reads."""
    return SPEC.codec.log_to_json(log)


def random_game(seed: int, players: int = rules.PLAYERS) -> dict:
    """A finished legal game in the JSON notation (the all-games contract), the same for the same seed."""
    assert players == rules.PLAYERS
    return log_to_json(finished_games(1, first_seed=seed * 7)[0][1])


def mutate(log: dict, rng: random.Random) -> tuple[dict, int] | None:
    """The log with one step made by the other player's worker (a move by the wrong player, as the
    all-games contract asks of every game), and that step's index among the written moves."""
    import copy

    from referee.schemas.sakkara import SakkaraReplaySchema
    from referee.games.sakkara.state import flat_moves, written_paths

    loaded = SakkaraReplaySchema().load(log)["log"]
    moves, paths = flat_moves(loaded), written_paths(loaded)
    written = [k for k, m in enumerate(moves) if m.action not in IMPLIED]
    steps = [i for i, k in enumerate(written) if moves[k].action == STEP]
    if not steps:
        return None
    i = rng.choice(steps)
    state = SakkaraState(loaded.players, loaded.board, loaded.catalogue)
    for m in moves[: written[i]]:
        state.push(m)
    other = rules.FIELDS[state.workers[1 - state.mover][0]]
    _, t, a = paths[i]
    bad = copy.deepcopy(log)
    bad["turns"][t][a]["worker"] = other
    return bad, i


__all__ = [
    "random_board",
    "play_game",
    "finished_games",
    "walled_in_games",
    "NAMES",
    "random_game",
    "mutate",
    "log_to_json",
]
