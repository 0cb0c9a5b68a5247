"""Sakkara requests: the pyramid check (/outcome) and a recorded game (/replay), loaded into engine
objects, with every problem and its path; and the answers as JSON-ready data.

A log's lists are read in one pass by plain fields (a game has hundreds of actions; a nested schema
per action would cost more than the replay), each bounded by what the game allows before any item
is read. What needs the catalogue (tile kinds, fields, the setup board) is the engine's `check_log`
/ `check_layouts`, run on what loaded, so one 422 lists every problem.
"""

from __future__ import annotations

import re
from typing import Any

from marshmallow import Schema, ValidationError, fields, post_load, validates_schema

from ..core.context import language
from ..core.problems import MAX_BAD_MOVES, Problem, not_read
from ..core.seating import check_names
from ..core.text import Text
from ..games.sakkara import rules, scoring
from ..games.sakkara.codec import ACTION_FIELDS, move_notation
from ..games.sakkara.rules import Catalogue
from ..games.sakkara.state import (
    MAX_ACTIONS,
    MAX_ACTIONS_PER_TURN,
    MAX_TURNS,
    GameLog,
    Move,
    check_board,
    check_move,
    check_workers,
    replay,
    step_notes,
)
from .moves import legal_moves_field
from .common import Binding, Operation, WholeNumber, player_name, problems_as_messages

KIND = re.compile(r"^[a-z][a-z0-9_]*$")
MAX_TILES = rules.TOTAL_TILES  # no count of one kind can exceed the box
MAX_STACK = rules.TOTAL_TILES  # a setup stack longer than this is refused before reading it
MAX_SPELL_TILES = 10
MAX_BOARD_KEYS = len(rules.FIELDS) + 11  # 49 fields plus a margin for misspelt ones

# What the fields read, as JSON schemas (their metadata, for openapi.yaml).
KIND_DOC = {"type": "string", "pattern": KIND.pattern, "maxLength": rules.MAX_KIND_LENGTH}
KIND_COUNTS = {
    "type": "object",
    "maxProperties": rules.MAX_KINDS,
    "propertyNames": KIND_DOC,
    "additionalProperties": {"type": "integer", "minimum": 0, "maximum": MAX_TILES},
}
_KIND_LIST = {"type": "array", "items": KIND_DOC}
CATALOGUE = {
    "type": "object",
    "additionalProperties": False,
    "required": ["tiles", "tiers", "spells"],
    "description": (
        "The tile catalogue (S5, a model): `tiles` (kind -> count, 75 in all), `tiers` (the 9 kinds of tier1, the "
        "4 of tier2, the 1 of the apex, a kind repeated as often as the tier needs it) and `spells` (each spell's "
        "three tiles). Checked against every number the rulebook gives. GET /v1/games/sakkara has the default."
    ),
    "properties": {
        "tiles": KIND_COUNTS,
        "tiers": {
            "type": "object",
            "additionalProperties": False,
            "required": list(rules.TIER_NAMES.values()),
            "properties": {name: {**_KIND_LIST, "maxItems": 20} for name in rules.TIER_NAMES.values()},
        },
        "spells": {
            "type": "object",
            "maxProperties": MAX_SPELL_TILES,
            "propertyNames": {"enum": list(rules.SPELLS)},
            "additionalProperties": {**_KIND_LIST, "maxItems": MAX_SPELL_TILES},
        },
    },
}
FIELD_DOC = {"type": "string", "maxLength": 20, "description": "A field, `a1` to `g7`."}
_MOVE_VALUES: dict[str, dict[str, Any]] = {
    "field": FIELD_DOC,
    "text": {"type": "string", "maxLength": 20},
    "kind": KIND_DOC,
    "int": {"type": "integer"},
    "bool": {"type": "boolean"},
    "kinds": {**_KIND_LIST, "maxItems": MAX_SPELL_TILES},
    "bools": {"type": "array", "maxItems": max(rules.HORSE_STEPS), "items": {"type": "boolean"}},
}


def _error(id_: str, **params: Any) -> ValidationError:
    return ValidationError([Text("sakkara.schema." + id_, params)])


def _kind_problem(value: Any) -> Text | None:
    if type(value) is not str:
        return Text("sakkara.schema.text")
    if len(value) > rules.MAX_KIND_LENGTH or not KIND.match(value):
        return Text("sakkara.schema.kind", {"max": rules.MAX_KIND_LENGTH})
    return None


class KindCounts(fields.Field):
    """`{kind: count}`, counts 0 to 75; loads to a dict without the zeros (kinds checked later)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> dict[str, int]:
        if not isinstance(value, dict):
            raise _error("object")
        if len(value) > rules.MAX_KINDS:
            raise _error("too_many", max=rules.MAX_KINDS)
        out: dict[str, int] = {}
        errors: dict[str, Any] = {}
        for kind, n in value.items():
            problem = _kind_problem(kind)
            if problem is None and (type(n) is not int or not 0 <= n <= MAX_TILES):
                problem = Text("sakkara.schema.count", {"max": MAX_TILES})
            if problem is not None:
                errors[kind] = [problem]
            elif n:
                out[kind] = n
        if errors:
            raise ValidationError(errors)
        return out


def _kind_list(value: Any, limit: int) -> tuple[tuple[str, ...], dict[int, Any]]:
    if not isinstance(value, list):
        raise _error("list")
    if len(value) > limit:
        raise _error("too_many", max=limit)
    errors = {j: [p] for j, k in enumerate(value) if (p := _kind_problem(k)) is not None}
    return tuple(value), errors


class CatalogueField(fields.Field):
    """The S5 model in the form of the default: `{"tiles": {kind: count}, "tiers": {"tier1": [9 kinds],
    "tier2": [4], "apex": [1]}, "spells": {"firestorm": [3 kinds], ...}}`. Its own constraints are
    checked by the schema (`rules.check_catalogue`), with paths under `catalogue`."""

    KEYS = ("tiles", "tiers", "spells")

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Catalogue:
        if not isinstance(value, dict):
            raise _error("object")
        errors: dict[str, Any] = {}
        for key in value:
            if key not in self.KEYS:
                errors[key] = [Text("sakkara.schema.unknown_key", {"fields": ", ".join(self.KEYS)})]
        for key in self.KEYS:
            if key not in value:
                errors[key] = [Text("schema.required.named", {"field": key})]
        tiles: dict[str, int] = {}
        if "tiles" in value:
            try:
                tiles = KindCounts()._deserialize(value["tiles"], None, None)
            except ValidationError as exc:
                errors["tiles"] = exc.messages
        tiers: dict[int, tuple[str, ...]] = {}
        raw_tiers = value.get("tiers")
        if "tiers" in value and not isinstance(raw_tiers, dict):
            errors["tiers"] = [Text("sakkara.schema.object")]
        elif isinstance(raw_tiers, dict):
            names = {name: t for t, name in rules.TIER_NAMES.items()}
            for name, kinds in raw_tiers.items():
                if name not in names:
                    errors.setdefault("tiers", {})[name] = [Text("sakkara.schema.tiers")]
                    continue
                try:
                    tiers[names[name]], bad = _kind_list(kinds, 20)
                except ValidationError as exc:
                    errors.setdefault("tiers", {})[name] = exc.messages
                    continue
                if bad:
                    errors.setdefault("tiers", {})[name] = bad
            for name in names:
                if name not in raw_tiers:
                    errors.setdefault("tiers", {})[name] = [Text("schema.required.named", {"field": name})]
        spells: dict[str, tuple[str, ...]] = {}
        raw_spells = value.get("spells")
        if "spells" in value and not isinstance(raw_spells, dict):
            errors["spells"] = [Text("sakkara.schema.object")]
        elif isinstance(raw_spells, dict):
            if len(raw_spells) > MAX_SPELL_TILES:
                errors["spells"] = [Text("sakkara.schema.too_many", {"max": MAX_SPELL_TILES})]
            else:
                for name, kinds in raw_spells.items():
                    if type(name) is not str or name not in rules.SPELLS:
                        errors.setdefault("spells", {})[name] = [
                            Text("sakkara.catalogue.spell_names", {"names": ", ".join(rules.SPELLS)})
                        ]
                        continue
                    try:
                        spells[name], bad = _kind_list(kinds, MAX_SPELL_TILES)
                    except ValidationError as exc:
                        errors.setdefault("spells", {})[name] = exc.messages
                        continue
                    if bad:
                        errors.setdefault("spells", {})[name] = bad
        if errors:
            raise ValidationError(errors)
        return rules.make_catalogue(tiles, tiers, spells)


# --- /outcome ------------------------------------------------------------------------------------


def _count(max_: int) -> WholeNumber:
    def within(n: int) -> None:
        if n > max_:
            raise ValidationError([Text("sakkara.schema.count", {"max": max_})])

    return WholeNumber(load_default=0, validate=within, metadata={"maximum": max_})


class LayoutSchema(Schema):
    """One player's laid-out tiles: `{"name", "ship": 0|1, "grains": 0-3, "tier1": {kind: n}, "tier2", "apex"}`."""

    name = player_name()
    ship = _count(MAX_TILES)
    grains = _count(MAX_TILES)
    tier1 = KindCounts(load_default=dict, metadata=KIND_COUNTS)
    tier2 = KindCounts(load_default=dict, metadata=KIND_COUNTS)
    apex = KindCounts(load_default=dict, metadata=KIND_COUNTS)

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> scoring.Layout:
        return scoring.Layout(
            data["name"], data["ship"], data["grains"], {1: data["tier1"], 2: data["tier2"], 3: data["apex"]}
        )


class PlayersList(fields.List):
    """Refused whole, before any item is read, when it is not 2 long."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, list) and len(value) != rules.PLAYERS:
            raise _error("players", count=len(value))
        return super()._deserialize(value, attr, data, **kwargs)


def _same_names(names: list[str], key: str | None) -> list[Problem]:
    """Two names that are one (C1: case, width and joiners aside), as every game says it."""
    return check_names(names, range(rules.PLAYERS, rules.PLAYERS + 1), key=key)


class SakkaraOutcomeSchema(Schema):
    """POST /v1/games/sakkara/outcome: both players' pyramids (and optionally a catalogue).
    Loads to the keyword arguments of `scoring.check_outcome`."""

    players = PlayersList(
        fields.Nested(LayoutSchema),
        required=True,
        metadata={
            "minItems": rules.PLAYERS,
            "maxItems": rules.PLAYERS,
            "description": "Both players' pyramids at the end: each one's tiles as they lie.",
            "nl": "De piramides van beide spelers aan het eind: van elk de kaartjes zoals ze liggen.",
        },
    )
    catalogue = CatalogueField(load_default=None, metadata=CATALOGUE)

    @validates_schema(skip_on_field_errors=False)
    def table(self, data: dict[str, Any], **_: Any) -> None:
        cat = data.get("catalogue") or rules.DEFAULT
        problems = rules.check_catalogue(cat) if cat is not rules.DEFAULT else []
        players = data.get("players")
        if isinstance(players, list) and all(isinstance(p, scoring.Layout) for p in players):
            problems += _same_names([p.name for p in players], "name")
            if not problems:  # kinds are judged against a sound catalogue only
                problems += scoring.check_layouts(players, cat)
        if problems:
            raise ValidationError(problems_as_messages(problems))

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        return {"layouts": tuple(data["players"]), "cat": data.get("catalogue") or rules.DEFAULT}


# --- /replay -------------------------------------------------------------------------------------


class Board(fields.Field):
    """`{"a1": [kind, ...], ...}`: each field's stack, bottom to top (fields and kinds checked by `check_log`)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> dict[str, tuple[str, ...]]:
        if not isinstance(value, dict):
            raise _error("board")
        if len(value) > MAX_BOARD_KEYS:
            raise _error("too_many", max=MAX_BOARD_KEYS)
        out: dict[str, tuple[str, ...]] = {}
        errors: dict[str, Any] = {}
        for f, stack in value.items():
            if not isinstance(stack, list):
                errors[f] = [Text("sakkara.schema.list")]
            elif len(stack) > MAX_STACK:
                errors[f] = [Text("sakkara.schema.too_many", {"max": MAX_STACK})]
            elif any(type(k) is not str for k in stack):
                errors[f] = {j: [Text("sakkara.schema.text")] for j, k in enumerate(stack) if type(k) is not str}
            else:
                out[f] = tuple(stack)
        if errors:
            raise ValidationError(errors, valid_data=out)
        return out


class Workers(fields.Field):
    """The four worker placements, A, B, A, B: fields."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> tuple[str, ...]:
        if not isinstance(value, list):
            raise _error("list")
        if len(value) != rules.PLAYERS * rules.WORKERS:
            raise ValidationError([Text("sakkara.log.workers", {"count": len(value)})])
        errors = {j: [Text("sakkara.schema.text")] for j, f in enumerate(value) if type(f) is not str}
        if errors:
            raise ValidationError(errors)
        return tuple(value)


ACTION_DOC = {
    "oneOf": [
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["action"],
            "properties": {"action": {"const": action}, **{key: _MOVE_VALUES[kind] for key, (_, kind) in spec.items()}},
        }
        for action, spec in ACTION_FIELDS.items()
    ],
    "description": (
        "One action: `step` (`worker`: the field the worker stands on, `to`, `stair` when a stair is played to "
        "climb), `build` (`tile`), `snake` (`take`: the opponent's tile), `horse` (`steps`: 1 or 2, `stairs`), "
        "`bird` (`worker`, `to`), `ox` (`from`, `to`, `count`), `spell` (`tiles` in the order played, and "
        "`worker` or `line` where the spell needs a target), `discard` (`tile`), and the opponent's `place` "
        "(`field`, `count` when splitting). Which fields a spell needs is in docs/sakkara.md."
    ),
}


def _action(m: Any) -> tuple[Move | None, dict[str, Any]]:
    """One action object -> a Move, or its problems by key."""
    if not isinstance(m, dict):
        return None, {"_schema": [Text("sakkara.schema.action")]}
    action = m.get("action")
    spec = ACTION_FIELDS.get(action) if type(action) is str else None
    if spec is None:
        return None, {"action": [Text("sakkara.log.unknown_action", {"actions": ", ".join(ACTION_FIELDS)})]}
    attrs: dict[str, Any] = {}
    errors: dict[str, Any] = {}
    for key, value in m.items():
        if key == "action":
            continue
        if key not in spec:
            errors[key] = [
                Text(
                    "sakkara.log.not_for_action",
                    {"action": action, "field": key, "fields": ", ".join(("action", *spec))},
                )
            ]
            continue
        attr, kind = spec[key]
        problem: Text | None = None
        if kind == "field" or kind == "text":
            problem = Text("sakkara.schema.text") if type(value) is not str or len(value) > 20 else None
        elif kind == "kind":
            problem = _kind_problem(value)
        elif kind == "kinds":
            if not isinstance(value, list) or len(value) > MAX_SPELL_TILES:
                problem = Text("sakkara.log.spell_tiles", {"count": len(value) if isinstance(value, list) else 0})
            else:
                bad = {j: [p] for j, k in enumerate(value) if (p := _kind_problem(k)) is not None}
                if bad:
                    errors[key] = bad
                    continue
                value = tuple(value)
        elif kind == "int":
            problem = Text("schema.whole_number") if type(value) is not int else None
        elif kind == "bool":
            if type(value) is not bool:
                problem = Text("schema.true_or_false")
            value = (True,) if value else ()
        elif kind == "bools":
            if (
                not isinstance(value, list)
                or len(value) > max(rules.HORSE_STEPS)
                or any(type(b) is not bool for b in value)
            ):
                problem = Text("sakkara.schema.stairs")
            elif value and type(steps := m.get("steps")) is int and len(value) != steps:
                # checked before the flags are folded: all false would read as no flags at all
                problem = Text("sakkara.log.stairs", {"count": steps})
            else:
                value = tuple(value) if any(value) else ()
        if problem is not None:
            errors[key] = [problem]
        else:
            attrs[attr] = value
    if errors:
        return None, errors
    return Move(str(action), **attrs), {}


class Turns(fields.Field):
    """`[[action, ...], ...]`: each turn the mover's actions in order, then the opponent's placements."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> tuple[tuple[Move, ...], ...]:
        if not isinstance(value, list):
            raise _error("list")
        if len(value) > MAX_TURNS:
            raise ValidationError([Text("sakkara.log.too_many_turns", {"max": MAX_TURNS})])
        if sum(len(t) for t in value if isinstance(t, list)) > MAX_ACTIONS:
            raise _error("too_many", max=MAX_ACTIONS)
        turns: list[tuple[Move | None, ...]] = []
        errors: dict[int, Any] = {}
        bad = 0  # actions with problems: reading stops after MAX_BAD_MOVES of them
        for t, turn in enumerate(value):
            if bad < 0 or bad >= MAX_BAD_MOVES:
                if bad > 0:
                    errors[t] = [not_read(bad)]
                break
            if not isinstance(turn, list):
                errors[t] = [Text("sakkara.schema.turn")]
                turns.append(())
                continue
            if len(turn) > MAX_ACTIONS_PER_TURN:
                errors[t] = [Text("sakkara.log.too_many_actions", {"max": MAX_ACTIONS_PER_TURN})]
                turns.append(())
                continue
            moves = []
            for a, m in enumerate(turn):
                if bad >= MAX_BAD_MOVES:
                    errors.setdefault(t, {})[a] = [not_read(bad)]
                    bad = -1  # marked once; nothing more is read
                    break
                move, problems = _action(m)
                if problems:
                    errors.setdefault(t, {})[a] = problems
                    bad += 1
                moves.append(move)
            turns.append(tuple(moves))
        if errors:
            # what did load is kept (None for the rest), so its fields and kinds are checked too
            raise ValidationError(errors, valid_data=list(turns))
        # no None is left without an error
        return tuple(tuple(m for m in turn if m is not None) for turn in turns)


def _check_moves(turns: Any, cat: Catalogue) -> list[Problem]:
    """Each loaded move's fields and kinds, until MAX_BAD_MOVES moves have problems."""
    problems: list[Problem] = []
    bad = 0
    for t, turn in enumerate(turns):
        for a, move in enumerate(turn or ()):
            if move is None:
                continue
            if bad >= MAX_BAD_MOVES:
                return problems + [Problem(("turns", t, a), not_read(bad))]
            found = check_move(move, ("turns", t, a), cat)
            if found:
                problems += found
                bad += 1
    return problems


class SakkaraReplaySchema(Schema):
    """POST /v1/games/sakkara/replay: a recorded game. Loads to the keyword arguments of
    `state.replay` (with `check=False`: `check_log` already ran here)."""

    players = PlayersList(
        player_name(),
        required=True,
        metadata={
            "minItems": rules.PLAYERS,
            "maxItems": rules.PLAYERS,
            "description": "The first starts and sits at the rank 1 side; the second at rank 7.",
            "nl": "De eerste begint en zit aan de kant van rij 1; de tweede aan die van rij 7.",
        },
    )
    board = Board(
        required=True,
        metadata={
            "type": "object",
            "maxProperties": MAX_BOARD_KEYS,
            "propertyNames": FIELD_DOC,
            "additionalProperties": {"type": "array", "maxItems": MAX_STACK, "items": {"type": "string"}},
            "description": "The 49 fields' stacks at the start, bottom to top (S5: at most 2 high, 2 ships visible).",
            "nl": "De stapels op de 49 velden aan het begin, van onder naar boven (S5: hoogstens 2 hoog, 2 schepen "
            "zichtbaar).",
        },
    )
    workers = Workers(
        required=True,
        metadata={
            "type": "array",
            "minItems": rules.PLAYERS * rules.WORKERS,
            "maxItems": rules.PLAYERS * rules.WORKERS,
            "items": {"type": "string"},
            "description": "The four worker placements in order: first, second, first, second player (S2).",
            "nl": "De vier keer dat een arbeider wordt ingezet, in volgorde: eerste, tweede, eerste, tweede speler (S2).",
        },
    )
    turns = Turns(
        load_default=tuple,
        metadata={
            "type": "array",
            "maxItems": MAX_TURNS,
            "items": {"type": "array", "maxItems": MAX_ACTIONS_PER_TURN, "items": ACTION_DOC},
            "description": "Every turn, one list: the mover's actions in order (exactly one step, or none when "
            "neither worker can step: S6), then the opponent's placements, and nothing after them. "
            "The last list may stop mid-turn.",
        },
    )
    catalogue = CatalogueField(load_default=None, metadata=CATALOGUE)

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def table(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        # Runs on what loaded, so the board, the workers and the moves are all checked in one answer.
        cat = data.get("catalogue") or rules.DEFAULT
        problems: list[Problem] = []
        if cat is not rules.DEFAULT:
            problems = rules.check_catalogue(cat)
            if problems:  # the rest is judged against a sound catalogue only
                raise ValidationError(problems_as_messages(problems))
        players, board, workers, turns = (data.get(k) for k in ("players", "board", "workers", "turns"))
        if isinstance(players, list):
            problems += _same_names(players, None)
        if isinstance(board, dict):
            raw = original.get("board") if isinstance(original, dict) else None
            unreadable = [f for f in raw if f not in board] if isinstance(raw, dict) else []
            problems += check_board(board, cat, unreadable)
        if isinstance(workers, tuple):
            problems += check_workers(workers)
        if isinstance(turns, (tuple, list)):
            problems += _check_moves(turns, cat)
        if problems:
            raise ValidationError(problems_as_messages(problems))

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        log = GameLog(
            tuple(data["players"]),
            data["board"],
            data["workers"],
            data["turns"],
            data.get("catalogue") or rules.DEFAULT,
        )
        return {"log": log, "check": False}


# --- the answers: their metadata is the JSON schema of what each field writes (openapi.yaml) ------


def _render(text: Any) -> str:
    return text.render(language.get())


def _note(texts: list[Text]) -> str | None:
    return " ".join(_render(t) for t in texts) or None


TEXT = {"type": "string"}
COUNTS = {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}
TIER = {"type": "string", "enum": list(rules.TIER_NAMES.values())}


class TierAnswerSchema(Schema):
    tier = fields.Function(lambda t: rules.TIER_NAMES[t.tier], metadata=TIER)
    complete = fields.Raw(metadata={"type": "boolean"})
    laid = fields.Raw(metadata={"type": "integer", "minimum": 0, "description": "Tiles laid on this tier."})
    lacks = fields.Function(lambda t: dict(t.lacks), metadata={**COUNTS, "description": "Kind -> tiles still needed."})
    blocked_by = fields.Function(
        lambda t: list(t.blocked_by),
        metadata={
            "type": "array",
            "items": {"type": "string", "enum": ["ship", "grain"]},
            "description": "What must be laid out before this tier may grow (S3).",
        },
    )
    detail = fields.Function(lambda t: _render(t.text), metadata=TEXT)


class PyramidAnswerSchema(Schema):
    name = fields.Raw(metadata=TEXT)
    ship = fields.Raw(metadata={"type": "boolean"})
    grains = fields.Raw(metadata={"type": "integer", "minimum": 0})
    tiers = fields.List(fields.Nested(TierAnswerSchema), metadata={"description": "tier1, tier2, apex."})
    complete = fields.Raw(metadata={"type": "boolean"})
    possible = fields.Raw(
        metadata={
            "type": "boolean",
            "description": (
                "False when no legal game leads here (a tier before the grain it needs, more tiles than the catalogue)."
            ),
        }
    )
    problems = fields.Function(
        lambda p: [_render(x) for x in p.problems],
        metadata={"type": "array", "items": TEXT, "description": "Why the layout is impossible."},
    )
    detail = fields.Function(lambda p: _render(p.text), metadata=TEXT)


class OutcomeAnswerSchema(Schema):
    """The answer of /outcome: each pyramid checked, and the winner when one is complete (S1)."""

    players = fields.List(fields.Nested(PyramidAnswerSchema), metadata={"description": "In the order given."})
    possible = fields.Raw(metadata={"type": "boolean"})
    problems = fields.Function(
        lambda r: [_render(x) for x in r.problems],
        metadata={
            "type": "array",
            "items": TEXT,
            "description": "Table-wide: both players' tiles beyond the catalogue, two complete pyramids.",
        },
    )
    winner = fields.Raw(metadata={"type": ["string", "null"], "description": "Whose pyramid is complete, or null."})
    standings = fields.Function(
        lambda r: [
            {"rank": s.rank, "name": r.players[s.seat].name, "decided_by": s.decided_by, "detail": _render(text)}
            for s, text in zip(r.standings, r.placed)
        ],
        metadata={
            "type": "array",
            "description": ("Both players once a pyramid is complete, the winner first; empty before."),
            "items": {
                "type": "object",
                "required": ["rank", "name", "decided_by", "detail"],
                "properties": {
                    "rank": {"type": "integer", "minimum": 1},
                    "name": TEXT,
                    "decided_by": {
                        "type": ["string", "null"],
                        "enum": ["complete_pyramid", None],
                        "description": ("null for the winner; `complete_pyramid` for the other."),
                    },
                    "detail": TEXT,
                },
            },
        },
    )
    detail = fields.Function(lambda r: _render(r.text), metadata=TEXT)


class ViolationAnswerSchema(Schema):
    index = fields.Raw(
        metadata={
            "type": "integer",
            "minimum": 0,
            "description": (
                "0-based index among the written moves: the four worker placements, then every turn's actions in order."
            ),
        }
    )
    path = fields.Function(
        lambda v: list(v.path),
        metadata={
            "type": "array",
            "items": {"type": ["string", "integer"]},
            "description": 'Where it is in the log: `["turns", t, a]`, `["workers", i]`, or `["turns", t]` '
            "for a turn whose list ends without what it needs (its step, its discards, its "
            "placements).",
        },
    )
    move = fields.Function(
        lambda v: move_notation(v.move),
        metadata={
            "type": "object",
            "description": 'The move as the log wrote it (`{"action": "end"}` for the implied end of a turn\'s '
            "actions or of its list).",
        },
    )
    rule = fields.Raw(metadata={**TEXT, "description": "The ruling it breaks (RULINGS.md), e.g. S2."})
    reason = fields.Function(
        lambda v: _render(v.reason),
        metadata={
            **TEXT,
            "description": (
                "A sentence a player understands, e.g. `the stack at c4 is 3 tiles higher than b4 and no stair was played`."
            ),
        },
    )


_STACKS = {"type": "object", "additionalProperties": {"type": "array", "items": TEXT}}
_BY_PLAYER = {"type": "object", "additionalProperties": COUNTS}
STATE = {
    "type": "object",
    "description": (
        "The position the log leaves: after its last action, or, when it is illegal, just before the illegal action."
    ),
    "required": [
        "phase",
        "turn",
        "to_move",
        "board",
        "workers",
        "holders",
        "pyramids",
        "pending",
        "winner",
        "turns_without_step",
    ],
    "properties": {
        "phase": {"type": "string", "enum": ["setup", "play", "placing", "over"]},
        "turn": {"type": "integer", "minimum": 0},
        "to_move": {"type": ["string", "null"]},
        "board": {**_STACKS, "description": "Field -> its stack, bottom to top."},
        "workers": {
            "type": "object",
            "additionalProperties": {"type": "array", "items": TEXT},
            "description": "Player -> the fields of the player's workers.",
        },
        "holders": {**_BY_PLAYER, "description": "Player -> the tiles in the player's holder, by kind."},
        "pyramids": {
            "type": "object",
            "description": "Player -> ship, grains, each tier's tiles, complete tiers.",
            "additionalProperties": {"type": "object"},
        },
        "pending": {
            "type": ["object", "null"],
            "description": (
                "What must happen next: `worker_placement`, the `turn` under way, or the `placement` of the stacks "
                "formed (the opponent places them). The turn's `walled_in` is true once, at a moment of the turn "
                "before its step, neither of the mover's workers had a legal step (S6): the turn may then go on "
                "without a step; `can_step` says whether a step is legal now."
            ),
        },
        "winner": {"type": ["string", "null"]},
        "turns_without_step": {
            "type": "array",
            "items": {"type": "integer", "minimum": 1},
            "description": ("S6: the turns that went on without a step, as neither of the mover's workers could step."),
        },
    },
}


class ReplayAnswerSchema(Schema):
    """The answer of /replay: legal, finished, the winner, or the first violation and the state before it."""

    legal = fields.Raw(metadata={"type": "boolean"})
    finished = fields.Raw(metadata={"type": "boolean", "description": "A pyramid was completed (S1)."})
    winner = fields.Function(
        lambda v: v.outcome.winner if v.outcome is not None else None,
        metadata={"type": ["string", "null"], "description": "Who completed a pyramid first, or null."},
    )
    violation = fields.Nested(
        ViolationAnswerSchema, allow_none=True, metadata={"description": "The first illegal move, or null."}
    )
    state = fields.Raw(metadata=STATE)
    note = fields.Function(
        lambda v: _note(step_notes(v.state)),
        metadata={
            "type": ["string", "null"],
            "description": (
                "A sentence for the table, or null: which turns went on without a step because neither of the "
                "mover's workers could step (S6), and that the turn under way may."
            ),
        },
    )
    legal_moves = legal_moves_field(
        move_notation,
        {
            "oneOf": [
                *ACTION_DOC["oneOf"],
                {
                    "type": "object",
                    "required": ["action", "field"],
                    "additionalProperties": False,
                    "description": "During the setup: a worker placed on `field`, written as the next entry of `workers`.",
                    "properties": {"action": {"const": "place_worker"}, "field": {"type": "string"}},
                },
            ]
        },
        turns=True,
    )


RULES = {
    "summary": "Sakkara's rules as data: the board, the catalogue (S5, a model), the tiers, the spells, the "
    "specials and the limits.",
    "schema": {
        "type": "object",
        "required": [
            "slug",
            "name",
            "players",
            "workers",
            "board",
            "catalogue",
            "specials",
            "fixed_kinds",
            "building",
            "limits",
            "names",
        ],
        "properties": {
            "slug": {"const": rules.SLUG},
            "name": TEXT,
            "players": {"$ref": "#/components/schemas/PlayerRange"},
            "workers": {"type": "integer"},
            "board": {
                "type": "object",
                "required": ["size", "fields"],
                "properties": {"size": {"type": "integer"}, "fields": {"type": "array", "items": TEXT}},
            },
            "catalogue": CATALOGUE,
            "specials": {"type": "array", "items": TEXT},
            "fixed_kinds": {"type": "array", "items": TEXT},
            "building": {"type": "object"},
            "limits": {"type": "object", "additionalProperties": {"type": "integer"}},
            "names": {
                "type": "object",
                "description": ("Language -> tile kind -> the tile's name, as the answers' sentences write it."),
                "additionalProperties": {"type": "object", "additionalProperties": TEXT},
            },
        },
    },
}

OPERATIONS = {
    "outcome": Operation(
        (Binding(SakkaraOutcomeSchema(), scoring.check_outcome, OutcomeAnswerSchema()),),
        summary="Check both pyramids at the table: each tier complete or what it lacks, and the winner.",
        description=(
            "Each player's laid-out tiles: `ship` (0 or 1), `grains` (0 to 3), `tier1`, `tier2`, `apex` (kind -> "
            "count). The answer says per tier whether it is complete or what it still lacks, whether the layout "
            "can come from a legal game (a tier built before the grain it needs, more tiles than the catalogue "
            "has), and the winner when a pyramid is complete (S1). Unknown kinds, a kind in the wrong tier and a "
            "catalogue that breaks its own constraints are 422."
        ),
        answer="Both pyramids checked, and the winner.",
    ),
    "replay": Operation(
        (Binding(SakkaraReplaySchema(), replay, ReplayAnswerSchema()),),
        summary="Referee a whole recorded game of Sakkara, move by move.",
        description=(
            "The initial board (49 stacks, bottom to top), the players (the first starts), the four worker "
            "placements (A, B, A, B) and every turn as one list: the mover's actions in order, then the "
            "opponent's placement of each stack formed, and nothing after them. The tile a step takes, the "
            "stacks formed, what a spell removes and the end are derived, never written. A log that breaks a rule is a normal answer (200, "
            "`legal: false`) naming the first illegal move, its path, the ruling it breaks and why, and the "
            "position just before it. A malformed log (a board that is not 49 stacks, unknown kinds or fields, "
            "more of a kind than the catalogue has, stacks above 2 or fewer than 2 visible ships at setup) is 422."
        ),
        answer="The verdict.",
    ),
}
