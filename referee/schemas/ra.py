"""Ra requests: one epoch's displays, or a whole game's, loaded into engine objects."""
from __future__ import annotations

from typing import Any

from marshmallow import fields

from ..core.displays import EpochDisplays, PlayerDisplay
from ..core.problems import Problem
from ..core.scoring import START_FAME
from ..core.text import Text
from ..games.ra import rules, scoring
from .common import (DisplayPlayerSchema, Forbidden, OneEpochSchema, SunHandField, TileCounts, WholeGameSchema, epoch_choice,
                     fame_field, game_epoch_schema, player_name, players_list, BoundedList)

_NOT_IN_DISPLAY = {
    "ra": Text("schema.ra_tile_in_display"),
    **{d: Text("ra.schema.disaster", {"tile": Text("tiles." + d)}) for d in rules.DISASTERS},
}


RA_TILES: dict[str, Any] = dict(  # the arguments of TileCounts
    tiles=("god", "pharaoh", "nile", "flood", "gold"),
    groups={"civilization": rules.CIVILIZATIONS, "monument": rules.MONUMENTS},
    forbidden=_NOT_IN_DISPLAY,
    unknown=Text("ra.schema.unknown_tile"),
)


class _PlayerSchema(DisplayPlayerSchema):
    name = player_name()
    suns = SunHandField(required=True)
    tiles = TileCounts(**RA_TILES, load_default=dict)

    def display(self, data: dict[str, Any]) -> PlayerDisplay:
        return PlayerDisplay(data["name"], data["suns"], data.get("tiles", {}), data.get("fame", START_FAME))


class EpochPlayerSchema(_PlayerSchema):
    fame = fame_field(load_default=START_FAME)


class GamePlayerSchema(_PlayerSchema):
    fame = Forbidden(Text("schema.fame_carried"))


class RaEpochSchema(OneEpochSchema):
    """POST /v1/games/ra/score, one epoch."""

    epoch = epoch_choice(rules.EPOCHS)
    players = players_list(fields.Nested(EpochPlayerSchema), rules.PLAYERS, required=True)

    def check(self, epoch: EpochDisplays, data: dict[str, Any]) -> list[Problem]:
        return scoring.check_epoch(epoch)


class RaGameSchema(WholeGameSchema):
    """POST /v1/games/ra/score, the whole game (one to three epochs in order)."""

    EPOCHS = rules.EPOCHS
    epochs = BoundedList(fields.Nested(game_epoch_schema(GamePlayerSchema, rules.PLAYERS)), max_length=rules.EPOCHS,
                         too_long=lambda _: Text("schema.epoch_count", {"epochs": rules.EPOCHS}), required=True)

    def check(self, epochs: list[EpochDisplays], data: dict[str, Any]) -> list[Problem]:
        return scoring.check_game(epochs)
