"""Ra requests: one epoch's displays, or a whole game's, loaded into engine objects."""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, post_load, validate, validates_schema

from ..core.displays import EpochDisplays, PlayerDisplay
from ..core.scoring import START_FAME
from ..games.ra import rules
from .common import Count, Forbidden, SunsSchema, Sun, WholeNumber, fame_field, player_name

_NOT_IN_DISPLAY = {
    "ra": "Ra tiles never lie in a display: they stay on the Ra track until the epoch ends.",
    **{d: f"A {d} is a disaster: it is resolved at once and leaves the game, so it is never in a display."
       for d in rules.DISASTERS},
}


def _group_schema(name: str, tiles: tuple[str, ...]) -> type[Schema]:
    attrs: dict[str, Any] = {t: Count(load_default=0) for t in tiles}
    attrs["error_messages"] = {"unknown": f"Not a {name} of Ra; the {name}s are: {', '.join(tiles)}."}
    return Schema.from_dict(attrs, name=name.title().replace(" ", "") + "Schema")


CivilizationSchema = _group_schema("civilization", rules.CIVILIZATIONS)
MonumentSchema = _group_schema("monument", rules.MONUMENTS)


class RaTilesSchema(Schema):
    error_messages = {"unknown": "Not a tile of a Ra display; the tiles are: god, pharaoh, nile, flood, gold, "
                                 "civilization {...}, monument {...}."}
    god = Count(load_default=0)
    pharaoh = Count(load_default=0)
    nile = Count(load_default=0)
    flood = Count(load_default=0)
    gold = Count(load_default=0)
    civilization = fields.Nested(CivilizationSchema, load_default=dict)
    monument = fields.Nested(MonumentSchema, load_default=dict)
    ra = Forbidden(_NOT_IN_DISPLAY["ra"])
    funeral = Forbidden(_NOT_IN_DISPLAY["funeral"])
    drought = Forbidden(_NOT_IN_DISPLAY["drought"])
    unrest = Forbidden(_NOT_IN_DISPLAY["unrest"])
    earthquake = Forbidden(_NOT_IN_DISPLAY["earthquake"])

    @post_load
    def flatten(self, data: dict[str, Any], **_: Any) -> dict[str, int]:
        flat = {k: v for k, v in data.items() if isinstance(v, int) and v}
        for group in ("civilization", "monument"):
            flat.update({k: v for k, v in data.get(group, {}).items() if v})
        return flat


class _PlayerSchema(Schema):
    name = player_name()
    suns = fields.Nested(SunsSchema, required=True)
    tiles = fields.Nested(RaTilesSchema, load_default=dict)

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> PlayerDisplay:
        return PlayerDisplay(data["name"], SunsSchema.load_hand(data["suns"]), data["tiles"],
                             data.get("fame", START_FAME))


class EpochPlayerSchema(_PlayerSchema):
    fame = fame_field(load_default=START_FAME)


class GamePlayerSchema(_PlayerSchema):
    fame = Forbidden("In the whole-game shape fame is carried from epoch to epoch, starting at 10: leave it out.")


class RaEpochSchema(Schema):
    """POST /v1/games/ra/score, one epoch."""

    epoch = WholeNumber(required=True, validate=validate.OneOf([1, 2, 3], error="The epoch is 1, 2 or 3."))
    players = fields.List(fields.Nested(EpochPlayerSchema), required=True)
    middle_sun = Sun(load_default=None)

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> EpochDisplays:
        return EpochDisplays(data["epoch"], tuple(data["players"]), data["middle_sun"])


class _GameEpochSchema(Schema):
    players = fields.List(fields.Nested(GamePlayerSchema), required=True)
    middle_sun = Sun(load_default=None)


class RaGameSchema(Schema):
    """POST /v1/games/ra/score, the whole game (one to three epochs in order)."""

    epochs = fields.List(fields.Nested(_GameEpochSchema), required=True)

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def epoch_count(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        # Checked on the raw list so that it is reported together with any problem inside the epochs.
        epochs = original.get("epochs") if isinstance(original, dict) else None
        if isinstance(epochs, list) and not 1 <= len(epochs) <= rules.EPOCHS:
            raise ValidationError("One to three epochs, in order.", "epochs")

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> list[EpochDisplays]:
        return [EpochDisplays(i, tuple(e["players"]), e["middle_sun"]) for i, e in enumerate(data["epochs"], start=1)]
