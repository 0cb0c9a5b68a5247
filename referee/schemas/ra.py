"""Ra requests: one epoch's displays, or a whole game's, loaded into engine objects."""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, post_load

from ..core.displays import EpochDisplays, PlayerDisplay
from ..core.scoring import START_FAME
from ..games.ra import rules
from .common import (Forbidden, Sun, SunHandField, TileCounts, WholeGameSchema, epoch_choice, fame_field,
                     player_name)

_NOT_IN_DISPLAY = {
    "ra": "Ra tiles never lie in a display: they stay on the Ra track until the epoch ends.",
    **{d: f"A {d} is a disaster: it is resolved at once and leaves the game, so it is never in a display."
       for d in rules.DISASTERS},
}


RA_TILES = dict(
    tiles=("god", "pharaoh", "nile", "flood", "gold"),
    groups={"civilization": rules.CIVILIZATIONS, "monument": rules.MONUMENTS},
    forbidden=_NOT_IN_DISPLAY,
    unknown="Not a tile of a Ra display; the tiles are: god, pharaoh, nile, flood, gold, "
            "civilization {...}, monument {...}.",
)


class _PlayerSchema(Schema):
    name = player_name()
    suns = SunHandField(required=True)
    tiles = TileCounts(**RA_TILES, load_default=dict)

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> PlayerDisplay:
        return PlayerDisplay(data["name"], data["suns"], data["tiles"],
                             data.get("fame", START_FAME))


class EpochPlayerSchema(_PlayerSchema):
    fame = fame_field(load_default=START_FAME)


class GamePlayerSchema(_PlayerSchema):
    fame = Forbidden("In the whole-game shape fame is carried from epoch to epoch, starting at 10: leave it out.")


class RaEpochSchema(Schema):
    """POST /v1/games/ra/score, one epoch."""

    epoch = epoch_choice(rules.EPOCHS)
    players = fields.List(fields.Nested(EpochPlayerSchema), required=True)
    middle_sun = Sun(load_default=None)

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        return {"epoch": EpochDisplays(data["epoch"], tuple(data["players"]), data["middle_sun"])}


class _GameEpochSchema(Schema):
    players = fields.List(fields.Nested(GamePlayerSchema), required=True)
    middle_sun = Sun(load_default=None)


class RaGameSchema(WholeGameSchema):
    """POST /v1/games/ra/score, the whole game (one to three epochs in order)."""

    EPOCHS = rules.EPOCHS
    epochs = fields.List(fields.Nested(_GameEpochSchema), required=True)

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        return {"epochs": [EpochDisplays(i, tuple(e["players"]), e["middle_sun"])
                           for i, e in enumerate(data["epochs"], start=1)]}
