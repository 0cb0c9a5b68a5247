"""Priests of Ra move logs: Ra's log notation without gods (no `take`); `tiles` is a flip's tiles (P8)."""
from __future__ import annotations

from typing import Any

from .priests_of_ra import rulings_field
from .replay import GameLogSchema, Moves

UNKNOWN_FIELD = "Unknown field: a Priests of Ra move has player, action, tile, sun or tiles."


class PriestsMoves(Moves):
    LIST_FIELDS = ("tiles",)  # a flip's tiles

    def _problems(self, m: dict[str, Any]) -> dict[str, list[str]]:
        problems = super()._problems(m)
        if "take" in m:  # a god move's field in Ra; Priests of Ra has no gods
            problems["take"] = [UNKNOWN_FIELD]
            if "tiles" in problems:
                problems["tiles"] = [p for p in problems["tiles"] if "not both" not in str(p)]
                if not problems["tiles"]:
                    del problems["tiles"]
        for key, messages in problems.items():
            problems[key] = [UNKNOWN_FIELD if str(msg).startswith("Unknown field") else msg for msg in messages]
        return problems


class PriestsLogSchema(GameLogSchema):
    """A whole recorded game of Priests of Ra: the seating, the sun stacks dealt, every move,
    and optionally the model rulings (P3, P4) the table plays with."""

    moves = PriestsMoves(required=True)
    rulings = rulings_field()
