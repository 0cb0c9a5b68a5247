"""Priests of Ra move logs: Ra's log notation without gods (no `take`); `tiles` is a flip's tiles (P8)."""
from __future__ import annotations

from typing import Any

from ..core.auction import GameLog
from ..core.problems import Problem
from ..core.text import Text
from ..games.priests_of_ra import replay as por_replay
from ..games.priests_of_ra import rules
from .priests_of_ra import loaded_rulings, rulings_field
from .replay import GameLogSchema, Moves


class PriestsMoves(Moves):
    LIST_FIELDS = ("tiles",)  # a flip's tiles; Priests of Ra has no gods (no take) and no discards
    FIELDS_FOR = {"draw": ("tile",), "bid": ("sun",), "pass": (), "invoke": (), "flip": ("tiles",)}
    UNKNOWN_FIELD = Text("por.log.unknown_field")


class PriestsLogSchema(GameLogSchema):
    """A whole recorded game of Priests of Ra: the seating, the sun stacks dealt, every move,
    and optionally the model rulings (P3, P4) the table plays with."""

    PLAYERS = rules.PLAYERS
    moves = PriestsMoves(required=True)
    rulings = rulings_field()

    def check(self, log: GameLog, data: dict[str, Any]) -> list[Problem]:
        return por_replay.check_log(log, loaded_rulings(data))
