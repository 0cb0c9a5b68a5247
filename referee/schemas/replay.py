"""Move logs of the sun-auction games (Ra, Priests of Ra) and the referee's answer."""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, post_load, validate, validates_schema

from ..core.auction import GameLog, Move
from .common import MAX_NAME, EpochScoreSchema, StandingSchema, WholeNumber, language

MAX_MOVES = 5000  # a real game has a few hundred


class MoveSchema(Schema):
    player = fields.String(required=True)
    action = fields.String(required=True)
    tile = fields.String()
    sun = WholeNumber()
    take = fields.List(fields.String())   # a god move (Ra): the tiles taken
    tiles = fields.List(fields.String())  # a discard (Ra) or a flip (Priests of Ra)

    @validates_schema
    def one_list(self, data: dict[str, Any], **_: Any) -> None:
        if "take" in data and "tiles" in data:
            raise ValidationError("A move has either take (a god move) or tiles (a discard or flip), not both.",
                                  "tiles")

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> Move:
        return Move(data["player"], data["action"], data.get("tile"), data.get("sun"),
                    tuple(data.get("take") or data.get("tiles") or ()))


class GameLogSchema(Schema):
    """A whole recorded game: the seating, the sun stacks dealt, every move."""

    players = fields.List(fields.String(validate=validate.Length(max=MAX_NAME)), required=True)
    suns = fields.Dict(keys=fields.String(), values=fields.List(WholeNumber()), required=True)
    moves = fields.List(fields.Nested(MoveSchema), required=True)

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def move_count(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        moves = original.get("moves") if isinstance(original, dict) else None
        if isinstance(moves, list) and len(moves) > MAX_MOVES:
            raise ValidationError(f"At most {MAX_MOVES} moves; a real game has a few hundred.", "moves")

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, GameLog]:
        return {"log": GameLog(tuple(data["players"]), {k: tuple(v) for k, v in data["suns"].items()},
                               tuple(data["moves"]))}


def move_notation(move: Move) -> dict[str, Any]:
    """A move as the log writes it (the inverse of MoveSchema)."""
    out: dict[str, Any] = {"player": move.player, "action": move.action}
    if move.tile is not None:
        out["tile"] = move.tile
    if move.sun is not None:
        out["sun"] = move.sun
    if move.tiles:
        out["take" if move.action == "god" else "tiles"] = list(move.tiles)
    return out


class ViolationSchema(Schema):
    index = fields.Raw()
    move = fields.Function(lambda v: move_notation(v.move))
    rule = fields.Raw()
    reason = fields.Function(lambda v: v.reason.render(language.get()))


def replay_schema(epoch_schema: type[Schema] = EpochScoreSchema) -> Schema:
    """The answer of /replay, with the game's own per-epoch answer (the same as its /score)."""

    class ReplaySchema(Schema):
        legal = fields.Raw()
        finished = fields.Raw()
        epochs = fields.List(fields.Nested(epoch_schema))
        standings = fields.List(fields.Nested(StandingSchema))
        winner = fields.Raw()
        violation = fields.Nested(ViolationSchema, allow_none=True)
        state = fields.Raw(allow_none=True)

    return ReplaySchema()



