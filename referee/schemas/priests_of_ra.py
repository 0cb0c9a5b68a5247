"""Priests of Ra requests: one epoch's displays, or a whole game's, loaded into engine objects."""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, post_load

from ..core.displays import EpochDisplays, PlayerDisplay
from ..core.scoring import START_FAME
from ..games.priests_of_ra import rules
from .common import (EpochScoreSchema, Forbidden, StrictBool, GameScoreSchema, PlayerScoreSchema, Sun, SunHandField,
                     TileCounts, WholeGameSchema, WholeNumber, epoch_choice, fame_field, player_name)

POR_TILES = dict(
    tiles=rules.DISPLAY_TILES,
    forbidden={"ra": "Ra tiles never lie in a display: they stay on the Ra track until the epoch ends."},
    unknown="Not a face of a Priests of Ra tile; the faces are: " + ", ".join(rules.DISPLAY_TILES) + ".",
)
ANKHS_CARRIED = "In the whole-game shape ankhs are carried from epoch to epoch, starting at 0: leave them out."
FAME_CARRIED = "In the whole-game shape fame is carried from epoch to epoch, starting at 10: leave it out."


class _PlayerSchema(Schema):
    name = player_name()
    suns = SunHandField(required=True)
    tiles = TileCounts(**POR_TILES, load_default=dict)

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> PlayerDisplay:
        return PlayerDisplay(data["name"], data["suns"], data["tiles"], data.get("fame", START_FAME),
                             {"ankhs": data.get("ankhs", 0)})


class EpochPlayerSchema(_PlayerSchema):
    fame = fame_field(load_default=START_FAME)
    ankhs = WholeNumber(load_default=0)


class GamePlayerSchema(_PlayerSchema):
    fame = Forbidden(FAME_CARRIED)
    ankhs = Forbidden(ANKHS_CARRIED)


class PriestsEpochSchema(Schema):
    """POST /v1/games/priests-of-ra/score, one epoch."""

    epoch = epoch_choice(rules.EPOCHS)
    players = fields.List(fields.Nested(EpochPlayerSchema), required=True)
    middle_sun = Sun(load_default=None)
    return_plague = StrictBool(load_default=True)

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        return {"epoch": EpochDisplays(data["epoch"], tuple(data["players"]), data["middle_sun"]),
                "return_plague": data["return_plague"]}


class _GameEpochSchema(Schema):
    players = fields.List(fields.Nested(GamePlayerSchema), required=True)
    middle_sun = Sun(load_default=None)


class PriestsGameSchema(WholeGameSchema):
    """POST /v1/games/priests-of-ra/score, the whole game (one to three epochs in order)."""

    EPOCHS = rules.EPOCHS
    epochs = fields.List(fields.Nested(_GameEpochSchema), required=True)
    return_plague = StrictBool(load_default=True)

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        return {"epochs": [EpochDisplays(i, tuple(e["players"]), e["middle_sun"])
                           for i, e in enumerate(data["epochs"], start=1)],
                "return_plague": data["return_plague"]}


class PriestsPlayerScoreSchema(PlayerScoreSchema):
    ankhs_gained = fields.Function(lambda p: (p.extras or {}).get("ankhs_gained", 0))


class PriestsEpochScoreSchema(EpochScoreSchema):
    players = fields.List(fields.Nested(PriestsPlayerScoreSchema))


class PriestsGameScoreSchema(GameScoreSchema):
    epochs = fields.List(fields.Nested(PriestsEpochScoreSchema))
