"""Schema pieces every game shares: numbers, names, bounded lists, problems and their pointers."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator

from marshmallow import Schema, ValidationError, fields

from ..core.problems import Problem
from ..core.seating import MAX_NAME, name_problem, normalize_name  # noqa: F401  (MAX_NAME: tools/openapi.py reads it here)
from ..core.text import Text
from ..jsonio import BigNumber  # the JSON reader's marker of a huge number: every field refuses it

MAX_COUNT = 1000  # tiles or ankhs of one kind: the box never has more than 30; keeps every sum printable


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

    default_error_messages: dict[str, Any] = {
        "invalid": Text("schema.whole_number"),
        "negative": Text("schema.not_negative"),
        "too_big": Text("schema.number_too_big"),
    }

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


class _Within:
    """A range check whose problem is a Text (marshmallow's validators only take str.format templates).
    Its `min` and `max` are read by apispec as the field's `minimum` and `maximum` (openapi.yaml)."""

    def __init__(self, low: int, high: int, message: Callable[[Any], Text]):
        self.min, self.max, self.message = low, high, message

    def __call__(self, value: Any) -> None:
        if not self.min <= value <= self.max:
            raise ValidationError([self.message(value)])


def _within(low: int, high: int, message: Callable[[Any], Text]) -> Callable[[Any], None]:
    return _Within(low, high, message)


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


def _get(node: Any, key: str) -> Any:
    """node[key] if node is an object (a raw request may hold anything)."""
    return node.get(key) if isinstance(node, dict) else None


class Name(fields.Field):
    """A player's name: text, normalised (NFC, trimmed), 1 to MAX_NAME characters, of any script,
    with no control or invisible character (NUL, CR/LF, zero-width spaces, bidi overrides): `name_problem`,
    which every other name a request may define or refer to is checked by too."""

    default_error_messages: dict[str, Any] = {"invalid": Text("log.not_text")}

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> str:
        if type(value) is not str:
            raise self.make_error("invalid")
        problem = name_problem(value)
        if problem:
            raise ValidationError([problem])
        return normalize_name(value)


PLAYER_NAME = {
    "description": "The player's name, as the table calls them: unique at the table.",
    "nl": "De naam van de speler, zoals de tafel die noemt: uniek aan tafel.",
}


def player_name(**kwargs: Any) -> Name:
    """A player's name, required; described as every name is unless `metadata` says otherwise."""
    kwargs.setdefault("metadata", PLAYER_NAME)
    return Name(required=True, **kwargs)


class BoundedList(fields.List):
    """A list refused whole, before any item is read, when it is longer than the game allows:
    no request may cost work in proportion to a list that is already known to be wrong."""

    def __init__(self, inner: fields.Field | type, *, max_length: int, too_long: Callable[[int], Text], **kwargs: Any):
        self.max_length = max_length
        self.too_long = too_long
        super().__init__(inner, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        self.refuse_long(value)
        return super()._deserialize(value, attr, data, **kwargs)

    def refuse_long(self, value: Any) -> None:
        if isinstance(value, list) and len(value) > self.max_length:
            raise ValidationError([self.too_long(len(value))])


def players_list(inner: fields.Field | type, players: range, **kwargs: Any) -> BoundedList:
    """The players of a request: at most the game's maximum, or only the count is reported."""
    # the fewest players is the engine's to report (with the game's counts); openapi.yaml says it
    kwargs["metadata"] = {"minItems": players.start, **kwargs.get("metadata", {})}
    return BoundedList(
        inner,
        max_length=players.stop - 1,
        too_long=lambda count: Text("players.count", {"count": count, "min": players.start, "max": players.stop - 1}),
        **kwargs,
    )


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


# --- how an operation's request becomes an engine call and its answer ---------------------------


@dataclass(frozen=True)
class Binding:
    """One request shape of an operation: the schema that loads it to the engine function's keyword
    arguments, the engine function, and the schema that dumps its result."""

    load: Schema
    call: Callable[..., Any]
    dump: Schema


@dataclass(frozen=True)
class Operation:
    """A POST operation of a game (score, outcome, replay): one binding, or several request shapes
    told apart by `choose` (Ra's /score takes one epoch or a whole game)."""

    bindings: tuple[Binding, ...]
    choose: Callable[[Any], int] = lambda body: 0  # the index of the binding this body is for
    # what openapi.yaml says of it (tools/openapi.py); the bodies come from the schemas
    summary: str = ""
    description: str = ""
    answer: str = "The answer."  # the 200 answer's description

    def binding(self, body: Any) -> Binding:
        return self.bindings[self.choose(body)]
