"""Osiris requests (the end of a game for /outcome, a recorded game for /replay) loaded into engine
objects, and the answers dumped from the engine's results.

Field problems (types, lengths) come from the fields here; table problems (colours for the seat,
gods placed once each, follower limits, the board, names in moves) from the engine's checks, run
on whatever loaded and merged into the same 422 (C2), each with its path.
"""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, post_load, validates_schema

from ..core.seating import normalize_name
from ..core.text import Text
from ..games.osiris import rules
from ..games.osiris.board import DEFAULT_BOARD, Board, check_board, load_board
from ..games.osiris.outcome import Seat, check_outcome, check_seating
from ..games.osiris.state import GameLog, Move, Setup, check_log, move_to_json
from .common import (BoundedList, StrictBool, _get, language, player_name, players_list,
                     problems_as_messages)

MAX_KEYS = 20          # colours in a temple (4), temples (13), gods (13): every object is bounded
MAX_COUNT = 99         # followers of a colour: 5 exist; the engine says why more cannot be
MAX_TEXT = 40          # ids, names of gods, colours, fields
MOVE_KEYS = ("player", "action", "priest", "to", "swap", "field", "colour", "from")


def _text_problem(value: Any) -> Text | None:
    if type(value) is not str:
        return Text("osiris.log.not_text")
    if not 1 <= len(value) <= MAX_TEXT:
        return Text("schema.name_length", {"min": 1, "max": MAX_TEXT})
    return None


class Identifier(fields.Field):
    """A colour, god, field or priest: text of 1 to 40 characters (whether it exists is the engine's)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> str:
        problem = _text_problem(value)
        if problem:
            raise ValidationError([problem])
        return value


class Counts(fields.Field):
    """`{colour: count}`: keys are text, counts whole numbers 0..99 (absent = 0)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> dict[str, int]:
        return _counts(value)


def _counts(value: Any) -> dict[str, int]:
    if not isinstance(value, dict) or len(value) > MAX_KEYS:
        raise ValidationError([Text("osiris.schema.counts")])
    errors: dict[str, Any] = {}
    out: dict[str, int] = {}
    for key, count in value.items():
        if len(key) > MAX_TEXT:
            errors[key[:MAX_TEXT]] = [Text("schema.name_length", {"min": 1, "max": MAX_TEXT})]
        elif type(count) is not int or count < 0:
            errors[key] = [Text("schema.whole_number") if type(count) is not int else Text("schema.not_negative")]
        elif count > MAX_COUNT:
            errors[key] = [Text("schema.count_too_big", {"max": MAX_COUNT})]
        else:
            out[key] = count
    if errors:
        raise ValidationError(errors, valid_data=out)
    return out


class Temples(fields.Field):
    """`{god: {colour: count}}` (the followers in each temple; absent temples are empty)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> dict[str, dict[str, int]]:
        if not isinstance(value, dict) or len(value) > MAX_KEYS:
            raise ValidationError([Text("osiris.schema.temples")])
        errors: dict[str, Any] = {}
        out: dict[str, dict[str, int]] = {}
        for god, counts in value.items():
            try:
                out[god[:MAX_TEXT]] = _counts(counts)
            except ValidationError as exc:
                errors[god[:MAX_TEXT]] = exc.messages
        if errors:
            raise ValidationError(errors)
        return out


class Gods(fields.Field):
    """`{"beige-1": "Horus", ..., "apex": "Isis"}`: which god lies under each priest and the apex."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> dict[str, str]:
        if not isinstance(value, dict) or len(value) > MAX_KEYS:
            raise ValidationError([Text("osiris.schema.gods")])
        errors = {k[:MAX_TEXT]: [p] for k, v in value.items() if (p := _text_problem(v))}
        if errors:
            raise ValidationError(errors)
        return dict(value)


class BoardField(fields.Field):
    """A board in the form of GET /v1/games/osiris's `board` (O9), checked whole by the engine."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Board:
        problems = check_board(value, base=())
        if problems:
            raise ValidationError(problems_as_messages(problems))
        return load_board(value)


class Moves(fields.Field):
    """The moves of a log, checked in one pass (a nested schema per move would cost more than the
    replay): each an object of known keys, `swap` true or false, every other value text. Whether
    names exist and fit the action is `check_log`'s (merged into the same 422)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> tuple[Move, ...]:
        if not isinstance(value, list):
            raise ValidationError([Text("osiris.log.moves")])
        if len(value) > rules.MAX_MOVES:
            raise ValidationError([Text("osiris.log.too_many_moves", {"max": rules.MAX_MOVES})])
        moves = []
        errors: dict[int, Any] = {}
        for i, m in enumerate(value):
            if not isinstance(m, dict):
                errors[i] = {"_schema": [Text("osiris.log.move_object")]}
                continue
            problems: dict[str, list[Any]] = {}
            for key, v in m.items():
                if key not in MOVE_KEYS:
                    problems[key[:MAX_TEXT]] = [Text("osiris.log.unknown_key")]
                elif key == "swap":
                    if type(v) is not bool:
                        problems[key] = [Text("schema.true_or_false")]
                elif key != "player" and (p := _text_problem(v)):
                    problems[key] = [p]
                elif key == "player" and type(v) is not str:
                    problems[key] = [Text("osiris.log.not_text")]
            for key in ("player", "action"):
                if key not in m:
                    problems[key] = [Text("schema.required")]
            if problems:
                errors[i] = problems
            elif not errors:
                moves.append(Move(normalize_name(m["player"]), m["action"], m.get("priest"), m.get("to"), m.get("swap"),
                                  m.get("field"), m.get("colour"), m.get("from")))
        if errors:
            raise ValidationError(errors)
        return tuple(moves)


class PlayerSchema(Schema):
    name = player_name()
    colours = BoundedList(Identifier(), max_length=2, required=True,
                          too_long=lambda n: Text("osiris.schema.colours", {"count": n}))

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> Seat:
        return Seat(data["name"], tuple(data["colours"]))


def _seats(loaded: Any, raw: Any) -> tuple[Seat, ...] | None:
    """The players, if every one of them loaded (else the table checks would renumber them)."""
    if isinstance(loaded, list) and isinstance(raw, list) and len(loaded) == len(raw) \
            and all(isinstance(s, Seat) for s in loaded):
        return tuple(loaded)
    return None


class OsirisOutcomeSchema(Schema):
    """POST /v1/games/osiris/outcome: the end of a game (O2). Loads to the keyword arguments of
    `outcome.outcome` (with `check=False`: the checks ran here)."""

    players = players_list(fields.Nested(PlayerSchema), rules.PLAYERS, required=True)
    end = Identifier(required=True)
    ended_by = player_name()
    god = Identifier(required=True)
    followers = Counts(load_default=dict)
    temples = Temples(load_default=None)
    # O9 (a model): the names of the 13 gods, when the table's edition names them otherwise
    gods = BoundedList(Identifier(), max_length=len(rules.GODS), load_default=rules.GODS,
                       too_long=lambda n: Text("osiris.god_names", {"count": len(rules.GODS)}))

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def table(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        seats = _seats(data.get("players"), _get(original, "players"))
        if seats is None:
            return
        if all(k in data for k in ("end", "ended_by", "god", "followers", "temples", "gods")):
            problems = check_outcome(seats, data["end"], data["ended_by"], data["god"], data["followers"],
                                     data["temples"], tuple(data["gods"]))
        else:  # some field did not load: the seating is still checked
            problems = check_seating(seats)
        if problems:
            raise ValidationError(problems_as_messages(problems))

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        return {**data, "players": tuple(data["players"]), "gods": tuple(data["gods"]), "check": False}


class OsirisLogSchema(Schema):
    """POST /v1/games/osiris/replay: the setup and every move. Loads to the keyword arguments of
    `state.replay` (with `check=False`: `check_log` ran here)."""

    players = players_list(fields.Nested(PlayerSchema), rules.PLAYERS, required=True)
    gods = Gods(required=True)
    followers = Temples(required=True)
    rebellion = StrictBool(load_default=False)
    relief = StrictBool(load_default=False)
    board = BoardField(load_default=None)
    moves = Moves(required=True)

    @staticmethod
    def _setup(data: dict[str, Any], seats: tuple[Seat, ...]) -> Setup:
        return Setup(seats, data["gods"], data["followers"], data["rebellion"], data["relief"],
                     data["board"] or DEFAULT_BOARD)

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def table(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        # As for Ra: one answer lists every problem; if the moves did not load, the setup is still
        # checked (with no moves, so nothing is renumbered).
        seats = _seats(data.get("players"), _get(original, "players"))
        if seats is None:
            return
        if not all(k in data for k in ("gods", "followers", "rebellion", "relief", "board")) or \
                (data["board"] is None and _get(original, "board") is not None):
            problems = check_seating(seats)
        else:
            moves = data.get("moves")
            problems = check_log(GameLog(self._setup(data, seats), moves if isinstance(moves, tuple) else ()))
        if problems:
            raise ValidationError(problems_as_messages(problems))

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        return {"log": GameLog(self._setup(data, tuple(data["players"])), data["moves"]), "check": False}


# --- the answers ---------------------------------------------------------------------------

def _detail(obj: Any) -> str:
    return obj.text.render(language.get())


class OsirisPlayerSchema(Schema):
    name = fields.Raw()
    colours = fields.Function(lambda p: list(p.colours))
    followers = fields.Raw()
    by_colour = fields.Raw()
    detail = fields.Function(_detail)


class OsirisStandingSchema(Schema):
    rank = fields.Raw()
    name = fields.Raw()
    followers = fields.Raw()
    decided_by = fields.Raw()
    detail = fields.Function(_detail)


class OsirisOutcomeAnswerSchema(Schema):
    """The answer of /outcome, and a finished /replay's `outcome`."""

    end = fields.Raw()
    ended_by = fields.Raw()
    pharaoh = fields.Raw()
    god = fields.Raw()
    players = fields.List(fields.Nested(OsirisPlayerSchema))
    standings = fields.List(fields.Nested(OsirisStandingSchema))
    winner = fields.Raw()


class OsirisViolationSchema(Schema):
    index = fields.Raw()
    move = fields.Function(lambda v: move_to_json(v.move))
    rule = fields.Raw()
    reason = fields.Function(lambda v: v.reason.render(language.get()))


class OsirisReplayAnswerSchema(Schema):
    """The answer of /replay (like Ra's: legal, finished, the outcome, the first violation and the state)."""

    legal = fields.Raw()
    finished = fields.Raw()
    outcome = fields.Nested(OsirisOutcomeAnswerSchema, allow_none=True)
    violation = fields.Nested(OsirisViolationSchema, allow_none=True)
    state = fields.Raw(allow_none=True)
