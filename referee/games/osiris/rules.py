"""Osiris (Hexagames 1995, Witt & Steiner) as data: colours, gods, counts, costs, optional rules.

Every number here is the rulebook's (seed 003) or a ruling's (RULINGS.md O1-O10). The board is
in `board.py` (O9).
"""

from __future__ import annotations

from typing import Any

SLUG = "osiris"
NAME = "Osiris"
PLAYERS = range(2, 5)  # O1

# O1: clockwise around the board, in this order; beige starts.
COLOURS = ("beige", "red-brown", "yellow", "brown")
# O1: who plays which colours, by player count, in seating order (the beige player first).
# 2 players: diagonally opposite corners; 3 players: yellow is out.
COLOURS_FOR: dict[int, tuple[tuple[str, ...], ...]] = {
    2: (("beige", "yellow"), ("red-brown", "brown")),
    3: (("beige",), ("red-brown",), ("brown",)),
    4: (("beige",), ("red-brown",), ("yellow",), ("brown",)),
}
OUT_WITH_3 = "yellow"  # O1: its priests, followers and stones leave; its gods lie face up

SEGMENTS = (1, 2, 3)  # O9: a priest is named by colour and segments, which match the circles on its birth city
PRIESTS = tuple(f"{c}-{s}" for c in COLOURS for s in SEGMENTS)

# O9 (model): 13 gods with neutral default names (the printed tiles carry pictures, not names).
GODS = (
    "Amun",
    "Anubis",
    "Bastet",
    "Hathor",
    "Horus",
    "Isis",
    "Khnum",
    "Maat",
    "Nut",
    "Osiris",
    "Ptah",
    "Sobek",
    "Thoth",
)
APEX = "apex"  # the key of the apex's god in a setup's `gods`
SINHAUE = "Sinhaue"  # O2: the pharaoh when the apex is blocked off
ENDS = ("apex", "blocked")

FOLLOWERS_PER_COLOUR = 5  # O6
MAX_PER_TEMPLE = 3  # O6: at most 3 followers of one colour in one temple

STONES_PER_CITY = 2  # O3: 24 in all, 18 with 3 players
SIDEWAYS_COST = 1  # O3
STAIR_COST = 2  # O3
REBELLION_AT = 7  # O8: a city receiving its 7th stone rebels

OPTIONAL_RULES = ("rebellion", "relief")  # O8, off unless the request turns them on

# Bounds of a request (a real game stays far below them).
# The longest of 300 generated games (2-4 players, every option) had 397 moves, of 200 (finished or
# stalled) under 500. A stalled game (O10) may go on with follower moves only up to this bound: it has
# nothing left to decide, and its answer says so (docs/osiris.md, "A stalled game").
MAX_MOVES = 2000


def colours_in_play(players: int) -> tuple[str, ...]:
    """The colours on the board, clockwise (O1)."""
    return tuple(c for c in COLOURS if players != 3 or c != OUT_WITH_3)


def as_data() -> dict[str, Any]:
    """The rules as data, for GET /v1/games/osiris (spec.py adds the board, in the form a request may send its
    own: the board is built from these rules)."""
    return {
        "slug": SLUG,
        "name": NAME,
        "players": {"min": PLAYERS.start, "max": PLAYERS.stop - 1},
        "colours": list(COLOURS),
        "colours_for": {str(n): [list(cs) for cs in groups] for n, groups in COLOURS_FOR.items()},
        "gods": list(GODS),
        "priests": list(PRIESTS),
        "ends": list(ENDS),
        "pharaoh_when_blocked": SINHAUE,
        "followers": {"per_colour": FOLLOWERS_PER_COLOUR, "max_per_temple": MAX_PER_TEMPLE},
        "stones": {"per_city": STONES_PER_CITY, "sideways": SIDEWAYS_COST, "stair": STAIR_COST},
        "optional_rules": {"rebellion": {"default": False, "at": REBELLION_AT}, "relief": {"default": False}},
    }
