"""Schema pieces shared by every game: counts, suns, names, problems, and the scored answer."""
from __future__ import annotations

from contextvars import ContextVar
from typing import Any, Iterator, Mapping, Sequence

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from ..core.scoring import SunHand

# The language the sentences of the current answer are rendered in (set per request).
language: ContextVar[str] = ContextVar("language", default="en")

MAX_NAME = 40
MAX_FAME = 10_000  # no real game comes near; keeps answers sane
MAX_SUN = 16


class WholeNumber(fields.Field):
    """A JSON integer: never 2.5, "2" or true (bool is an int in Python, not in JSON)."""

    default_error_messages = {"invalid": "Must be a whole number.", "negative": "Must be 0 or more."}

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> int:
        if type(value) is not int:
            raise self.make_error("invalid")
        if value < 0:
            raise self.make_error("negative")
        return value


class StrictBool(fields.Field):
    """JSON true or false only (marshmallow's Boolean would take 0, 1, "yes")."""

    default_error_messages = {"invalid": "Must be true or false."}

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> bool:
        if type(value) is not bool:
            raise self.make_error("invalid")
        return value


class Forbidden(fields.Field):
    """A key that is known but never allowed here, with the reason instead of 'Unknown field'."""

    def __init__(self, reason: str, **kwargs: Any):
        self.reason = reason
        super().__init__(load_only=True, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        raise ValidationError(self.reason)


def _count_error(value: Any) -> str | None:
    if type(value) is not int:
        return "Must be a whole number of tiles (0 or more)."
    return "Must be 0 or more." if value < 0 else None


class TileCounts(fields.Field):
    """A display's tiles as `{tile: count}`, some tiles grouped (`{"civilization": {"art": 1}}`).

    Checked in one pass (this is the hot path of every score request); every bad key or count
    is reported under its own key, so the problem pointers are the same as nested schemas'.
    Loads to a flat `{tile: count}` with only counts above 0.
    """

    default_error_messages = {"invalid": "Must be an object of tile counts."}

    def __init__(self, tiles: Sequence[str], groups: Mapping[str, Sequence[str]] | None = None,
                 forbidden: Mapping[str, str] | None = None, unknown: str = "Unknown tile.", **kwargs: Any):
        self.tiles = frozenset(tiles)
        self.groups = {g: frozenset(names) for g, names in (groups or {}).items()}
        self.forbidden = dict(forbidden or {})
        self.unknown = unknown
        super().__init__(**kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> dict[str, int]:
        if not isinstance(value, dict):
            raise self.make_error("invalid")
        flat: dict[str, int] = {}
        errors: dict[str, Any] = {}
        for key, count in value.items():
            if key in self.tiles:
                problem = _count_error(count)
                if problem:
                    errors[key] = [problem]
                elif count:
                    flat[key] = count
            elif key in self.groups:
                if not isinstance(count, dict):
                    errors[key] = [f"Must be an object of counts: {', '.join(sorted(self.groups[key]))}."]
                    continue
                for sub, n in count.items():
                    problem = _count_error(n) if sub in self.groups[key] else \
                        f"Not a {key} tile; they are: {', '.join(sorted(self.groups[key]))}."
                    if problem:
                        errors.setdefault(key, {})[sub] = [problem]
                    elif n:
                        flat[sub] = n
            else:
                errors[key] = [self.forbidden.get(key, self.unknown)]
        if errors:
            raise ValidationError(errors)
        return flat


class SunHandField(fields.Field):
    """`{"face_up": [13], "face_down": [8, 5, 2]}` (either list may be left out) -> SunHand."""

    default_error_messages = {"invalid": "Must be an object with the lists face_up and face_down."}
    SIDES = ("face_up", "face_down")

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> SunHand:
        if not isinstance(value, dict):
            raise self.make_error("invalid")
        errors: dict[str, Any] = {k: ["Unknown field: a sun is face_up or face_down."] for k in value
                                  if k not in self.SIDES}
        sides = []
        for side in self.SIDES:
            suns = value.get(side, [])
            if not isinstance(suns, list):
                errors[side] = ["Must be a list of suns."]
                continue
            for j, sun in enumerate(suns):
                if type(sun) is not int or not 1 <= sun <= MAX_SUN:
                    errors.setdefault(side, {})[j] = [f"There is no sun {sun!r}: suns are 1 to {MAX_SUN}."]
            sides.append(tuple(suns))
        if errors:
            raise ValidationError(errors)
        return SunHand(*sides)


def Sun(**kwargs: Any) -> WholeNumber:
    return WholeNumber(validate=validate.Range(min=1, max=MAX_SUN, error="There is no sun {input}: suns are 1 to 16."),
                       **kwargs)


def epoch_choice(epochs: int) -> WholeNumber:
    numbers = list(range(1, epochs + 1))
    return WholeNumber(required=True, validate=validate.OneOf(
        numbers, error="The epoch is " + ", ".join(map(str, numbers[:-1])) + f" or {numbers[-1]}."))


class WholeGameSchema(Schema):
    """The whole-game shape's `epochs`: one to EPOCHS epochs in order (the subclass declares the field).

    The count is checked on the raw list, so it is reported together with any problem inside the epochs.
    """

    EPOCHS = 3

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def epoch_count(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        epochs = original.get("epochs") if isinstance(original, dict) else None
        if isinstance(epochs, list) and not 1 <= len(epochs) <= self.EPOCHS:
            raise ValidationError(f"One to {self.EPOCHS} epochs, in order.", "epochs")


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


# The engine's values are already JSON types, so the answer schemas use Raw fields: the schema
# fixes the shape and the names without paying for conversions on the hot path.
def _breakdown(player: Any) -> list[dict[str, Any]]:
    """A breakdown is the bulk of every answer (7 lines a player): its three keys are written
    directly rather than through a nested schema per line."""
    lang = language.get()
    return [{"key": line.key, "points": line.points, "detail": line.text.render(lang)} for line in player.lines]


class PlayerScoreSchema(Schema):
    name = fields.Raw()
    fame_before = fields.Raw()
    points = fields.Raw()
    fame = fields.Raw()
    breakdown = fields.Function(_breakdown)


class StandingSchema(Schema):
    rank = fields.Raw()
    name = fields.Raw()
    fame = fields.Raw()
    highest_sun = fields.Raw()
    decided_by = fields.Raw()
    detail = fields.Function(_detail)


class EpochScoreSchema(Schema):
    epoch = fields.Raw()
    players = fields.List(fields.Nested(PlayerScoreSchema))
    standings = fields.List(fields.Nested(StandingSchema))
    winner = fields.Raw()


class GameScoreSchema(Schema):
    epochs = fields.List(fields.Nested(EpochScoreSchema))
    standings = fields.List(fields.Nested(StandingSchema))
    winner = fields.Raw()
