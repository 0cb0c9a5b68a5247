"""Schema pieces shared by every game: counts, suns, names, problems, and the scored answer."""
from __future__ import annotations

from contextvars import ContextVar
from typing import Any, Iterator

from marshmallow import Schema, ValidationError, fields, validate

from ..core.scoring import SunHand

# The language the sentences of the current answer are rendered in (set per request).
language: ContextVar[str] = ContextVar("language", default="en")

MAX_NAME = 40
MAX_FAME = 10_000  # no real game comes near; keeps answers sane
MAX_SUN = 16


class Count(fields.Integer):
    """A whole number of tiles: 0, 1, 2 ... never 2.5, "2", true or -1."""

    default_error_messages = {"invalid": "Must be a whole number of tiles (0 or more)."}

    def __init__(self, **kwargs: Any):
        kwargs.setdefault("validate", validate.Range(min=0, error="Must be 0 or more."))
        super().__init__(strict=True, **kwargs)

    def _validated(self, value: Any) -> int:
        if isinstance(value, bool):
            raise self.make_error("invalid")
        return super()._validated(value)


class WholeNumber(Count):
    default_error_messages = {"invalid": "Must be a whole number."}


class Forbidden(fields.Field):
    """A key that is known but never allowed here, with the reason instead of 'Unknown field'."""

    def __init__(self, reason: str, **kwargs: Any):
        self.reason = reason
        super().__init__(load_only=True, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        raise ValidationError(self.reason)


def Sun(**kwargs: Any) -> WholeNumber:
    return WholeNumber(validate=validate.Range(min=1, max=MAX_SUN, error="There is no sun {input}."), **kwargs)


class SunsSchema(Schema):
    face_up = fields.List(Sun(), load_default=list)
    face_down = fields.List(Sun(), load_default=list)

    @staticmethod
    def load_hand(data: dict[str, Any]) -> SunHand:
        return SunHand(tuple(data["face_up"]), tuple(data["face_down"]))


def player_name(**kwargs: Any) -> fields.String:
    return fields.String(required=True, validate=validate.Length(min=1, max=MAX_NAME), **kwargs)


def fame_field(**kwargs: Any) -> WholeNumber:
    return WholeNumber(validate=validate.Range(min=0, max=MAX_FAME), **kwargs)


def pointers(messages: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], str]]:
    """Flatten marshmallow's nested error messages into (path, message) pairs."""
    if isinstance(messages, dict):
        for key, value in messages.items():
            yield from pointers(value, path if key == "_schema" else path + (key,))
    elif isinstance(messages, (list, tuple)):
        for value in messages:
            yield from pointers(value, path)
    else:
        yield path, str(messages)


# --- the scored answer, the same for every game with epochs ---------------------------------

def _detail(obj: Any) -> str:
    return obj.text.render(language.get())


class LineSchema(Schema):
    key = fields.String()
    points = fields.Integer()
    detail = fields.Function(_detail)


class PlayerScoreSchema(Schema):
    name = fields.String()
    fame_before = fields.Integer()
    points = fields.Integer()
    fame = fields.Integer()
    breakdown = fields.List(fields.Nested(LineSchema), attribute="lines")


class StandingSchema(Schema):
    rank = fields.Integer()
    name = fields.String()
    fame = fields.Integer()
    highest_sun = fields.Integer()
    decided_by = fields.String(allow_none=True)
    detail = fields.Function(_detail)


class EpochScoreSchema(Schema):
    epoch = fields.Integer()
    players = fields.List(fields.Nested(PlayerScoreSchema))
    standings = fields.List(fields.Nested(StandingSchema))
    winner = fields.String(allow_none=True)


class GameScoreSchema(Schema):
    epochs = fields.List(fields.Nested(EpochScoreSchema))
    standings = fields.List(fields.Nested(StandingSchema))
    winner = fields.String(allow_none=True)
