"""Standings as ranked criteria (C3): every player ranked, best first, with what placed each one.

A game names its criteria in order (Ra: fame, then the highest sun; Osiris: followers in the
deciding temple, then the most recent turn). Higher values rank higher. Players equal on every
criterion share a rank (standard competition ranking: 1, 1, 3), and `decided_by` says "shared".
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

SHARED = "shared"


class Criterion(NamedTuple):
    key: str  # a stable machine key: "fame", "highest_sun", "followers", "last_turn"
    values: Sequence[int]  # one per player, in seating order; higher is better


class Placing(NamedTuple):
    rank: int
    seat: int  # index into the game's seating order
    # What placed him against the player just above: a criterion's key, SHARED when they are equal
    # on every criterion, None for the first player.
    decided_by: str | None
    above: int | None  # the seat of the player just above, None for the first player
    below: int | None  # the seat of the player just below, None for the last player


def rank_players(criteria: Sequence[Criterion]) -> tuple[Placing, ...]:
    """Order the players by the criteria, best first; ties on all criteria share a rank."""
    count = len(criteria[0].values)
    keys = [tuple(-c.values[seat] for c in criteria) for seat in range(count)]
    order = sorted(range(count), key=keys.__getitem__)  # stable: equal players stay in seating order
    placings = []
    rank = 1
    for position, seat in enumerate(order):
        above = order[position - 1] if position else None
        below = order[position + 1] if position + 1 < count else None
        decided_by = None
        if above is not None:
            decided_by = SHARED
            for criterion in criteria:
                if criterion.values[above] != criterion.values[seat]:
                    decided_by = criterion.key
                    rank = position + 1
                    break
        placings.append(Placing(rank, seat, decided_by, above, below))
    return tuple(placings)
