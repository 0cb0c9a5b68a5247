"""Seeded random legal games of the sun-auction games (Ra, Priests of Ra) in the JSON log notation.

Every move is drawn from the engine's own `legal_moves`, uniformly; when the pick is a draw, the
tile then comes out of the bag in proportion to what is left in it (a double-sided tile's faces
share its bag count: the drawer picks the face, uniformly here). Where the engine offers an
optional answer (Ra's stated forced removal, Priests of Ra's flips) it is one of the legal moves,
so the log sometimes gives it and sometimes goes on without it.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Mapping, Sequence

from referee.sun_auction.codec import log_from_notation as log_from_json  # noqa: F401  (the notation, as the API reads it)
from referee.sun_auction.codec import move_from_notation as move_from_json  # noqa: F401
from referee.sun_auction.codec import move_notation as move_to_json
from referee.sun_auction.auction import AuctionState, Move

NAMES = ("Anne", "Bert", "Carl", "Dirk", "Eva")


def random_game(
    seed: int, players: int, sun_stacks: Mapping[int, Sequence[Sequence[int]]], new_game: Callable[..., AuctionState]
) -> dict[str, Any]:
    """A complete legal game for `players` players, the same for the same seed."""
    rng = random.Random(seed)
    names = NAMES[:players]
    stacks = list(sun_stacks[players])
    rng.shuffle(stacks)
    suns = {name: list(stack) for name, stack in zip(names, stacks)}
    state = new_game(names, suns)
    moves: list[dict[str, Any]] = []
    while True:
        legal = state.legal_moves()
        if not legal or (state.can_finish and rng.random() < 0.5):
            break
        move = choose(rng, state, legal)
        state.push(move)
        moves.append(move_to_json(move))
    return {"players": list(names), "suns": suns, "moves": moves}


def choose(rng: random.Random, state: AuctionState, legal: list[Move]) -> Move:
    move = rng.choice(legal)
    if move.action == "draw":
        draws = [m for m in legal if m.action == "draw"]
        faces = state.game.faces
        if not faces:
            return rng.choices(draws, weights=[state.bag[m.tile] for m in draws])[0]  # type: ignore[index]
        kinds = [faces.get(m.tile, m.tile) for m in draws]  # type: ignore[arg-type]
        per_kind = {k: kinds.count(k) for k in kinds}
        return rng.choices(draws, weights=[state.bag[k] / per_kind[k] for k in kinds])[0]
    return move
