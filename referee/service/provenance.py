"""What every answer of a game's operation says of how it was reached, so that a tracker which stores
answers knows later: the service and its version, the game and the operation, and every rule choice
the request could make with the one applied (the request's, else the default).

    "provenance": {"service": "referee", "version": "1.1.0", "game": "priests-of-ra", "operation": "score",
                   "rulings": {"building_tiles": 3, "buildings_stay": true, "chambers_double_sided": true,
                               "return_plague": true},
                   "overrides": ["building_tiles"]}

A choice whose value is a number or true/false is reported by its value; one whose value is a whole
structure (Osiris's board or god names, Sakkara's catalogue) by where it came from, `"default"` or
`"request"`. A choice made inside an object (Priests of Ra's `rulings`) is reported by its own name.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, is_dataclass
from typing import Any

from marshmallow import Schema, fields, missing

from .._version import __version__ as VERSION
from ..games import SPECS

SERVICE = "referee"

DEFAULT, REQUEST = "default", "request"  # where a structured choice came from

# The request fields that choose a rule, by game (docs/rulings.md, "Provenance"): each game's spec lists them; an
# operation reports those its request schema declares. Ra has no choice: its rulings are RULINGS.md's, always.
RULE_FIELDS: dict[str, tuple[str, ...]] = {spec.slug: spec.rule_fields for spec in SPECS if spec.rule_fields}

_MISSING = object()


@dataclass(frozen=True)
class Choice:
    """One rule choice of a request: its name in `rulings`, where the request sets it, and the value
    applied when it does not (None for a structure, which is reported as "default" or "request")."""

    name: str
    path: tuple[str, ...]
    default: Any
    field: fields.Field  # the request schema's field (its description documents the choice)

    @property
    def is_value(self) -> bool:
        return self.default is not None

    def applied(self, body: Any) -> tuple[Any, bool]:
        """The value applied to this body and whether the request set it."""
        sent: Any = body
        for key in self.path:
            sent = sent.get(key, _MISSING) if isinstance(sent, dict) else _MISSING
        if sent is _MISSING or sent is None:  # null: the default, where a field allows it
            return self.default if self.is_value else DEFAULT, False
        return sent if self.is_value else REQUEST, True


def _default(field: fields.Field) -> Any:
    """What a field loads when the request leaves it out (None when nothing: reported by its source)."""
    default = field.load_default
    if default is missing:
        return None
    return default() if callable(default) else default


def choices(schema: Schema, names: tuple[str, ...]) -> tuple[Choice, ...]:
    """The rule choices a request schema declares among `names`, in their order. A choice has a
    default: a required field of that name is something else (Osiris's /replay `gods` places the gods)."""
    out: list[Choice] = []
    for name in names:
        field = schema.fields.get(name)
        if field is None or field.required:
            continue
        key = field.data_key or name
        default = _default(field)
        if isinstance(field, fields.Nested) and is_dataclass(default):
            values = asdict(default)  # type: ignore[arg-type]
            for sub_name, sub in field.schema.fields.items():  # type: ignore[union-attr]
                out.append(Choice(sub_name, (key, sub.data_key or sub_name), values[sub_name], sub))
        else:
            scalar = isinstance(default, (bool, int, str))
            out.append(Choice(name, (key,), default if scalar else None, field))
    return tuple(out)


@dataclass(frozen=True)
class Provenance:
    """The provenance of one request shape of a game's operation."""

    game: str
    operation: str
    choices: tuple[Choice, ...]

    @classmethod
    def of_schema(cls, game: str, operation: str, schema: Schema) -> Provenance:
        return cls(game, operation, choices(schema, RULE_FIELDS.get(game, ())))

    def of(self, body: Any) -> dict[str, Any]:
        """The provenance of the answer to `body` (a request its schema loaded)."""
        rulings: dict[str, Any] = {}
        overrides: list[str] = []
        for choice in self.choices:
            rulings[choice.name], sent = choice.applied(body)
            if sent:
                overrides.append(choice.name)
        return {
            "service": SERVICE,
            "version": VERSION,
            "game": self.game,
            "operation": self.operation,
            "rulings": rulings,
            "overrides": overrides,
        }
