"""Schema pieces shared by every game: counts, suns, names, problems, and the scored answer."""
from __future__ import annotations

import json
from contextvars import ContextVar
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

from marshmallow import Schema, ValidationError, fields, post_load, validates_schema

from ..core.displays import EpochDisplays, PlayerDisplay
from ..core.problems import Problem
from ..core.scoring import SunHand
from ..core.seating import invisible_character, normalize_name
from ..core.text import Text
from .messages import render_message  # noqa: F401  (registers the schema texts; api.http renders with it)

# The language the sentences of the current answer are rendered in (set per request).
language: ContextVar[str] = ContextVar("language", default="en")

MAX_NAME = 40
MAX_FAME = 10_000  # no real game comes near; keeps answers sane
MAX_SUN = 16
MAX_COUNT = 1000  # tiles or ankhs of one kind: the box never has more than 30; keeps every sum printable
MAX_DIGITS = 18   # a JSON integer longer than this is read as a BigNumber: no game counts that high


class BigNumber:
    """A JSON number too big for any field (a 5000-digit integer, 1e999): read as this marker, so that
    every field refuses it with a normal problem at its pointer instead of the JSON reader failing."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text


def shown(value: Any) -> str:
    """A value from the request as a problem sentence quotes it: as JSON (true, null, "5"), short."""
    if isinstance(value, BigNumber):
        text = value.text
        return text if len(text) <= 24 else f"{text[:12]}…{text[-4:]} ({len(text)} characters)"
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = "?"
    return text if len(text) <= 40 else text[:39] + "…"


class WholeNumber(fields.Field):
    """A JSON integer: never 2.5, "2" or true (bool is an int in Python, not in JSON)."""

    default_error_messages: dict[str, Any] = {"invalid": Text("schema.whole_number"), "negative": Text("schema.not_negative"),
                                              "too_big": Text("schema.number_too_big")}

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> int:
        if type(value) is not int:
            raise self.make_error("too_big" if isinstance(value, BigNumber) else "invalid")
        if value < 0:
            raise self.make_error("negative")
        return value


class StrictBool(fields.Field):
    """JSON true or false only (marshmallow's Boolean would take 0, 1, "yes")."""

    default_error_messages: dict[str, Any] = {"invalid": Text("schema.true_or_false")}

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> bool:
        if type(value) is not bool:
            raise self.make_error("invalid")
        return value


class Forbidden(fields.Field):
    """A key that is known but never allowed here, with the reason instead of 'Unknown field'."""

    def __init__(self, reason: Text, **kwargs: Any):
        self.reason = reason
        super().__init__(load_only=True, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        raise ValidationError([self.reason])


UNKNOWN_TILE = Text("schema.unknown_tile")


def _count_error(value: Any) -> Text | None:
    if type(value) is not int:
        return Text("schema.count_too_big", {"max": MAX_COUNT}) if isinstance(value, BigNumber) \
            else Text("schema.tile_count")
    if value < 0:
        return Text("schema.not_negative")
    return Text("schema.count_too_big", {"max": MAX_COUNT}) if value > MAX_COUNT else None



class TileCounts(fields.Field):
    """A display's tiles as `{tile: count}`, some tiles grouped (`{"civilization": {"art": 1}}`).

    Checked in one pass (this is the hot path of every score request); every bad key or count
    is reported under its own key, so the problem pointers are the same as nested schemas'.
    Loads to a flat `{tile: count}` with only counts above 0.
    """

    default_error_messages: dict[str, Any] = {"invalid": Text("schema.tile_counts")}

    def __init__(self, tiles: Sequence[str], groups: Mapping[str, Sequence[str]] | None = None,
                 forbidden: Mapping[str, Text] | None = None, unknown: Text = UNKNOWN_TILE, **kwargs: Any):
        self.tiles = frozenset(tiles)
        self.groups = {g: frozenset(names) for g, names in (groups or {}).items()}
        self.forbidden = dict(forbidden or {})
        self.unknown = unknown
        # a display names each tile and group once; twice as many keys leave room to report typos
        self.max_keys = 2 * (len(self.tiles) + len(self.groups) + len(self.forbidden))
        super().__init__(**kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> dict[str, int]:
        if not isinstance(value, dict):
            raise self.make_error("invalid")
        if len(value) > self.max_keys:  # some keys are wrong for sure: one problem, not one per key
            raise ValidationError([Text("schema.too_many_keys", {"max": self.max_keys})])
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
                if not isinstance(count, dict) or len(count) > 2 * len(self.groups[key]):
                    errors[key] = [Text("schema.group_counts", {"tiles": ", ".join(sorted(self.groups[key]))})]
                    continue
                for sub, n in count.items():
                    problem = _count_error(n) if sub in self.groups[key] else \
                        Text("schema.not_in_group", {"group": key, "tiles": ", ".join(sorted(self.groups[key]))})
                    if problem:
                        errors.setdefault(key, {})[sub] = [problem]
                    elif n:
                        flat[sub] = n
            else:
                errors[key] = [self.forbidden.get(key, self.unknown)]
        if errors:
            # what did load is kept, so the table checks can still count these tiles (see OneEpochSchema)
            raise ValidationError(errors, valid_data=flat)
        return flat


class SunHandField(fields.Field):
    """`{"face_up": [13], "face_down": [8, 5, 2]}` (either list may be left out) -> SunHand."""

    default_error_messages: dict[str, Any] = {"invalid": Text("schema.sun_hand")}
    SIDES = ("face_up", "face_down")

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> SunHand:
        if not isinstance(value, dict):
            raise self.make_error("invalid")
        errors: dict[str, Any] = {k: [Text("schema.sun_side")] for k in value
                                  if k not in self.SIDES}
        sides = []
        for side in self.SIDES:
            suns = value.get(side, [])
            if not isinstance(suns, list):
                errors[side] = [Text("schema.sun_list")]
                continue
            if len(suns) > MAX_SUN:  # more suns than exist: not worth a problem each
                errors[side] = [Text("schema.too_many_suns", {"max": MAX_SUN})]
                continue
            for j, sun in enumerate(suns):
                if type(sun) is not int or not 1 <= sun <= MAX_SUN:
                    errors.setdefault(side, {})[j] = [Text("schema.no_such_sun", {"sun": shown(sun), "max": MAX_SUN})]
            sides.append(tuple(suns))
        if errors:
            raise ValidationError(errors)
        return SunHand(*sides)


def _within(low: int, high: int, message: Callable[[Any], Text]) -> Callable[[Any], None]:
    """A range check whose problem is a Text (marshmallow's validators only take str.format templates)."""
    def check(value: Any) -> None:
        if not low <= value <= high:
            raise ValidationError([message(value)])
    return check


def Sun(**kwargs: Any) -> WholeNumber:
    return WholeNumber(validate=_within(1, MAX_SUN, lambda sun: Text("schema.no_such_sun",
                                                                     {"sun": sun, "max": MAX_SUN})), **kwargs)


def Count(**kwargs: Any) -> WholeNumber:
    """A count of things (ankhs): 0 to MAX_COUNT."""
    return WholeNumber(validate=_within(0, MAX_COUNT, lambda _: Text("schema.count_too_big", {"max": MAX_COUNT})),
                       **kwargs)


def epoch_choice(epochs: int) -> WholeNumber:
    numbers = list(range(1, epochs + 1))
    message = Text("schema.epoch_choice", {"choices": ", ".join(map(str, numbers[:-1])), "last": numbers[-1]})
    return WholeNumber(required=True, validate=_within(1, epochs, lambda _: message))


def problems_as_messages(problems: Iterable[Problem]) -> dict[Any, Any]:
    """Engine problems as marshmallow's nested error messages, so that they merge with the field
    problems of the same request (a message for a node that also has children goes to "_schema")."""
    out: dict[Any, Any] = {}
    for problem in problems:
        node = out
        *parents, last = problem.path or ("_schema",)
        for part in parents:
            child = node.get(part)
            if not isinstance(child, dict):
                child = node[part] = {"_schema": child} if child else {}
            node = child
        here = node.get(last)
        if isinstance(here, dict):
            here.setdefault("_schema", []).append(problem.message)
        else:
            node.setdefault(last, []).append(problem.message)
    return out


class DisplayPlayerSchema(Schema):
    """A player's display; a game's subclass declares the fields and builds its PlayerDisplay."""

    def display(self, data: dict[str, Any]) -> PlayerDisplay:
        raise NotImplementedError

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> PlayerDisplay:
        return self.display(data)


def partial_players(field: fields.Field, loaded: Any, raw: Any) -> tuple[PlayerDisplay, ...] | None:
    """The players of a request whose fields did not all load, as far as the table checks need
    them: each with a name and his suns (tiles as far as they loaded). None if that is not so,
    or if an entry was dropped entirely (the rest would be renumbered, and the pointers wrong)."""
    if not isinstance(loaded, list) or not isinstance(raw, list) or len(loaded) != len(raw):
        return None
    schema = field.inner.schema  # type: ignore[attr-defined]
    players = []
    for item in loaded:
        if isinstance(item, PlayerDisplay):
            players.append(item)
        elif isinstance(item, dict) and isinstance(item.get("name"), str) and isinstance(item.get("suns"), SunHand):
            players.append(schema.display(item))
        else:
            return None
    return tuple(players)


def _get(node: Any, key: str) -> Any:
    """node[key] if node is an object (a raw request may hold anything)."""
    return node.get(key) if isinstance(node, dict) else None


class OneEpochSchema(Schema):
    """One epoch's displays. A game's subclass declares `epoch` and `players` and its table check;
    any other field it declares is an option of its scorer. Loads to the keyword arguments of the
    game's `score_epoch` (with `check=False`: the checks already ran here)."""

    middle_sun = Sun(load_default=None)

    def check(self, epoch: EpochDisplays, data: dict[str, Any]) -> list[Problem]:
        """The game's table checks (suns, supply, names) for these displays."""
        raise NotImplementedError

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def table(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        # Runs even when some fields did not load, on what did, so that one answer lists every problem.
        players = partial_players(self.fields["players"], data.get("players"), _get(original, "players"))
        if players is not None:
            problems = self.check(EpochDisplays(data.get("epoch", 1), players, data.get("middle_sun")), data)
            if problems:
                raise ValidationError(problems_as_messages(problems))

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        options = {k: v for k, v in data.items() if k not in ("epoch", "players", "middle_sun")}
        return {"epoch": EpochDisplays(data["epoch"], tuple(data["players"]), data["middle_sun"]),
                "check": False, **options}


def game_epoch_schema(player_schema: type[Schema], players: range) -> type[Schema]:
    """One epoch inside the whole-game shape: its players and, optionally, the middle sun."""
    return Schema.from_dict({"players": players_list(fields.Nested(player_schema), players, required=True),
                             "middle_sun": Sun(load_default=None)}, name=player_schema.__name__ + "Epoch")


class WholeGameSchema(Schema):
    """The whole-game shape: one to EPOCHS epochs in order. A game's subclass declares `epochs`
    (a list of `game_epoch_schema`) and its table check; any other field it declares is an option
    of its scorer. Loads to the keyword arguments of the game's `score_game` (with `check=False`).

    The epoch count is checked on the raw list, so it is reported together with any problem inside.
    """

    EPOCHS = 3

    def check(self, epochs: list[EpochDisplays], data: dict[str, Any]) -> list[Problem]:
        """The game's whole-game table checks."""
        raise NotImplementedError

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def epoch_count(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        epochs = original.get("epochs") if isinstance(original, dict) else None
        if isinstance(epochs, list) and not epochs:  # too many: refused whole by the field's bound
            raise ValidationError([Text("schema.epoch_count", {"epochs": self.EPOCHS})], "epochs")

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def table(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        loaded, raw = data.get("epochs"), _get(original, "epochs")
        if not isinstance(loaded, list) or not isinstance(raw, list) or len(loaded) != len(raw) \
                or not 1 <= len(loaded) <= self.EPOCHS:
            return
        players_field = self.fields["epochs"].inner.schema.fields["players"]  # type: ignore[attr-defined]
        epochs = []
        for i, (epoch, raw_epoch) in enumerate(zip(loaded, raw), start=1):
            players = partial_players(players_field, _get(epoch, "players"), _get(raw_epoch, "players"))
            if players is None:
                return
            epochs.append(EpochDisplays(i, players, epoch.get("middle_sun")))
        problems = self.check(epochs, data)
        if problems:
            raise ValidationError(problems_as_messages(problems))

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        options = {k: v for k, v in data.items() if k != "epochs"}
        return {"epochs": [EpochDisplays(i, tuple(e["players"]), e["middle_sun"])
                           for i, e in enumerate(data["epochs"], start=1)], "check": False, **options}


class Name(fields.Field):
    """A player's name: text, normalised (NFC, trimmed), 1 to MAX_NAME characters, of any script,
    with no control or invisible character (NUL, CR/LF, zero-width spaces, bidi overrides)."""

    default_error_messages: dict[str, Any] = {"invalid": Text("log.not_text")}

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> str:
        if type(value) is not str:
            raise self.make_error("invalid")
        problem = name_problem(value)
        if problem:
            raise ValidationError([problem])
        return normalize_name(value)


def name_problem(value: str) -> Text | None:
    """What is wrong with a name as sent, if anything (its length is counted once normalised)."""
    if len(value) > 4 * MAX_NAME:  # not worth normalising
        return Text("schema.name_length", {"min": 1, "max": MAX_NAME})
    name = normalize_name(value)
    bad = invisible_character(name)
    if bad:
        return Text("schema.name_character", {"code": f"U+{ord(bad):04X}"})
    if not 1 <= len(name) <= MAX_NAME:
        return Text("schema.name_length", {"min": 1, "max": MAX_NAME})
    return None


def player_name(**kwargs: Any) -> Name:
    return Name(required=True, **kwargs)


class BoundedList(fields.List):
    """A list refused whole, before any item is read, when it is longer than the game allows:
    no request may cost work in proportion to a list that is already known to be wrong."""

    def __init__(self, inner: fields.Field | type, *, max_length: int, too_long: Callable[[int], Text],
                 **kwargs: Any):
        self.max_length = max_length
        self.too_long = too_long
        super().__init__(inner, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, list) and len(value) > self.max_length:
            raise ValidationError([self.too_long(len(value))])
        return super()._deserialize(value, attr, data, **kwargs)


def players_list(inner: fields.Field | type, players: range, **kwargs: Any) -> BoundedList:
    """The players of a request: at most the game's maximum, or only the count is reported."""
    return BoundedList(inner, max_length=players.stop - 1, too_long=lambda count: Text("players.count", {
        "count": count, "min": players.start, "max": players.stop - 1}), **kwargs)


def fame_field(**kwargs: Any) -> WholeNumber:
    return WholeNumber(validate=_within(0, MAX_FAME, lambda _: Text("schema.range", {"min": 0, "max": MAX_FAME})),
                       **kwargs)


def pointers(messages: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Text | str]]:
    """Flatten marshmallow's nested error messages into (path, message) pairs (`messages.render_message`
    renders each in the answer's language)."""
    if isinstance(messages, Text):  # a Text is a tuple: caught before the lists below
        yield path, messages
    elif isinstance(messages, dict):
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
