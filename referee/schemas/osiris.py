"""Osiris requests (the end of a game for /outcome, a recorded game for /replay) loaded into engine
objects, and the answers dumped from the engine's results.

Field problems (types, lengths) come from the fields here; table problems (colours for the seat,
gods placed once each, follower limits, the board, names in moves) from the engine's checks, run
on whatever loaded and merged into the same 422 (C2), each with its path.
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, post_load, validates_schema

from ..core.context import language
from ..core.problems import MAX_BAD_MOVES, not_read
from ..core.seating import name_problem, normalize_name
from ..core.text import Text
from ..games.osiris import rules
from ..games.osiris.board import (
    DEFAULT_BOARD,
    MAX_FIELDS,
    MAX_ID,
    MAX_JOINS,
    MAX_LEVEL,
    Board,
    check_board,
    check_board_shape,
    load_board,
)
from ..games.osiris.outcome import Seat, check_outcome, check_seating, outcome
from ..games.osiris.state import (
    ACTIONS,
    FIELDS_FOR,
    JSON_KEY,
    GameLog,
    Move,
    Setup,
    check_log,
    move_to_json,
    replay,
    stall_note,
)
from .moves import legal_moves_field
from .common import Binding, BoundedList, Operation, StrictBool, _get, player_name, players_list, problems_as_messages

MAX_KEYS = 20  # colours in a temple (4), temples (13), gods (13): every object is bounded
MAX_COUNT = 99  # followers of a colour: 5 exist; the engine says why more cannot be
MAX_TEXT = 40  # ids, names of gods, colours, fields
MOVE_KEYS = ("player", "action", "priest", "to", "swap", "field", "colour", "from")

# What the fields read, as JSON schemas (their metadata, for openapi.yaml).
COLOUR = {"type": "string", "enum": list(rules.COLOURS)}
SEATING = {
    "description": "In seating order, clockwise, the beige player first.",
    "nl": "In zitvolgorde, met de klok mee, de beige speler eerst.",
}
IDENTIFIER = {"type": "string", "minLength": 1, "maxLength": MAX_TEXT}
COUNTS = {
    "type": "object",
    "maxProperties": MAX_KEYS,
    "propertyNames": {"type": "string", "maxLength": MAX_TEXT},
    "additionalProperties": {"type": "integer", "minimum": 0, "maximum": MAX_COUNT},
}
TEMPLES = {
    "type": "object",
    "maxProperties": MAX_KEYS,
    "propertyNames": {"type": "string", "maxLength": MAX_TEXT},
    "additionalProperties": COUNTS,
    "description": "God -> colour -> followers in that god's temple (absent = 0).",
}
_JOINS = {"type": "array", "maxItems": MAX_JOINS, "uniqueItems": True, "items": {"type": "string"}}
BOARD = {
    "type": "object",
    "additionalProperties": False,
    "required": ["cities", "fields", "apex"],
    "description": (
        "A board (O9): the 12 cities (3 per colour, clockwise from beige, segments 1, 2, 3 each once per colour), "
        "the pyramid's fields with their level, and the apex. `sideways` joins cost 1 stone, `stairs` 2; every "
        "join is listed on both ends; the apex must be reachable from every city. `gods` optionally names the "
        "13 gods. GET /v1/games/osiris gives the default board in this form."
    ),
    "properties": {
        "cities": {
            "type": "array",
            "minItems": 12,
            "maxItems": 12,
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["name", "colour", "segments"],
                "properties": {
                    "name": {"type": "string", "minLength": 1, "maxLength": MAX_ID},
                    "colour": COLOUR,
                    "segments": {"type": "integer", "enum": list(rules.SEGMENTS)},
                    "stairs": _JOINS,
                },
            },
        },
        "fields": {
            "type": "array",
            "maxItems": MAX_FIELDS,
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["id", "level"],
                "properties": {
                    "id": {"type": "string", "minLength": 1, "maxLength": MAX_ID},
                    "level": {"type": "integer", "minimum": 1, "maximum": MAX_LEVEL},
                    "sideways": _JOINS,
                    "stairs": _JOINS,
                },
            },
        },
        "apex": {"type": "string"},
        "gods": {
            "type": "array",
            "minItems": len(rules.GODS),
            "maxItems": len(rules.GODS),
            "uniqueItems": True,
            "items": {"type": "string", "minLength": 1, "maxLength": 2 * MAX_ID},
        },
    },
}
_MOVE_VALUES = {
    "priest": {"type": "string", "enum": list(rules.PRIESTS)},
    "to": IDENTIFIER,
    "swap": {"type": "boolean"},
    "field": IDENTIFIER,
    "colour": COLOUR,
    "from": IDENTIFIER,
}
MOVE = {
    "oneOf": [
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["player", "action", *(JSON_KEY.get(k, k) for k in FIELDS_FOR[action][0])],
            "properties": {
                "player": {"type": "string"},
                "action": {"const": action},
                **{JSON_KEY.get(k, k): _MOVE_VALUES[JSON_KEY.get(k, k)] for k in sum(FIELDS_FOR[action], ())},
            },
        }
        for action in ACTIONS
    ],
    "description": (
        "One choice: `step` (`to`: the next field or city of the path; `priest` on the turn's first step; `swap` "
        "when the step starts a fight: does its winner swap the gods), `block` (`field`: where the blockade goes), "
        "`follower` (`colour` moves one follower `from` one god's temple `to` another's), `end` (the move ends "
        "here), `relief` (O8: `priest` onto the blockade on `field`)."
    ),
}


def _text_problem(value: Any) -> Text | None:
    """A colour, god, field, city or priest as a request names it: text, and a name like a player's (1 to
    MAX_TEXT characters once normalised, no control or invisible character), so that no sentence or
    notation ever writes what a player cannot see."""
    if type(value) is not str:
        return Text("osiris.log.not_text")
    return name_problem(value, MAX_TEXT)


class Identifier(fields.Field):
    """A colour, god, field or priest: a name (`_text_problem`), normalised like a player's (whether it
    exists is the engine's)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> str:
        problem = _text_problem(value)
        if problem:
            raise ValidationError([problem])
        return normalize_name(value)


def _named_key(key: str, out: dict[str, Any], errors: dict[str, Any]) -> str | None:
    """An object's key that names a god or a colour, normalised; None (with the problem at the key as sent)
    when it is no name or names one already listed (written with other spaces or composition)."""
    problem = _text_problem(key)
    if problem:
        errors[key] = [problem]
        return None
    name = normalize_name(key)
    if name in out:
        errors[key] = [Text("osiris.schema.key_twice", {"name": name})]
        return None
    return name


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
        name = _named_key(key, out, errors)
        if name is None:
            continue
        if type(count) is not int or count < 0:
            errors[key] = [Text("schema.whole_number") if type(count) is not int else Text("schema.not_negative")]
        elif count > MAX_COUNT:
            errors[key] = [Text("schema.count_too_big", {"max": MAX_COUNT})]
        else:
            out[name] = count
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
            name = _named_key(god, out, errors)
            if name is None:
                continue
            try:
                out[name] = _counts(counts)
            except ValidationError as exc:
                errors[god] = exc.messages
        if errors:
            raise ValidationError(errors)
        return out


class Gods(fields.Field):
    """`{"beige-1": "Horus", ..., "apex": "Isis"}`: which god lies under each priest and the apex."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> dict[str, str]:
        if not isinstance(value, dict) or len(value) > MAX_KEYS:
            raise ValidationError([Text("osiris.schema.gods")])
        errors: dict[str, Any] = {}
        out: dict[str, str] = {}
        for key, god in value.items():
            name = _named_key(key, out, errors)
            problem = _text_problem(god)
            if problem:
                errors[key] = [problem]
            elif name is not None:
                out[name] = normalize_name(god)
        if errors:
            raise ValidationError(errors)
        return out


class BoardField(fields.Field):
    """A board in the form of GET /v1/games/osiris's `board` (O9), checked whole by the engine."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Board:
        # bounded before any city or field is read, then every name as a player's is kept (a move names them
        # the same way)
        problems = check_board_shape(value, base=())
        board = value if problems else _normalised(value)
        problems = problems or check_board(board, base=())
        if problems:
            raise ValidationError(problems_as_messages(problems))
        return load_board(board)


def _normalised(value: Any) -> Any:
    """A board's every text normalised (`normalize_name`): names, ids, joins and the apex alike."""
    if isinstance(value, str):
        return normalize_name(value)
    if isinstance(value, list):
        return [_normalised(v) for v in value]
    if isinstance(value, dict):
        return {k: _normalised(v) for k, v in value.items()}
    return value


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
            if len(errors) >= MAX_BAD_MOVES:
                errors[i] = [not_read(len(errors))]
                break
            if not isinstance(m, dict):
                errors[i] = {"_schema": [Text("osiris.log.move_object")]}
                continue
            problems: dict[str, list[Any]] = {}
            for key, v in m.items():
                if key not in MOVE_KEYS:
                    problems[key] = [Text("osiris.log.unknown_key")]
                elif key == "swap":
                    if type(v) is not bool:
                        problems[key] = [Text("schema.true_or_false")]
                elif p := _text_problem(v):
                    problems[key] = [p]
            for key in ("player", "action"):
                if key not in m:
                    problems[key] = [Text("schema.required.named", {"field": key})]
            if problems:
                errors[i] = problems
            elif not errors:
                moves.append(
                    Move(
                        normalize_name(m["player"]),
                        normalize_name(m["action"]),
                        _named(m, "priest"),
                        _named(m, "to"),
                        m.get("swap"),
                        _named(m, "field"),
                        _named(m, "colour"),
                        _named(m, "from"),
                    )
                )
        if errors:
            raise ValidationError(errors)
        return tuple(moves)


def _named(move: dict[str, Any], key: str) -> str | None:
    value = move.get(key)
    return None if value is None else normalize_name(value)


class SeatSchema(Schema):
    name = player_name()
    colours = BoundedList(
        Identifier(metadata=COLOUR),
        max_length=2,
        required=True,
        too_long=lambda n: Text("osiris.schema.colours", {"count": n}),
        metadata={
            "minItems": 1,
            "description": "One colour; two with 2 players (O1: beige and yellow, red-brown and brown).",
            "nl": "Eén kleur; twee met 2 spelers (O1: beige en geel, roodbruin en bruin).",
        },
    )

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> Seat:
        return Seat(data["name"], tuple(data["colours"]))


def _seats(loaded: Any, raw: Any) -> tuple[Seat, ...] | None:
    """The players, if every one of them loaded (else the table checks would renumber them)."""
    if (
        isinstance(loaded, list)
        and isinstance(raw, list)
        and len(loaded) == len(raw)
        and all(isinstance(s, Seat) for s in loaded)
    ):
        return tuple(loaded)
    return None


class OsirisOutcomeSchema(Schema):
    """POST /v1/games/osiris/outcome: the end of a game (O2). Loads to the keyword arguments of
    `outcome.outcome` (with `check=False`: the checks ran here)."""

    players = players_list(
        fields.Nested(SeatSchema),
        rules.PLAYERS,
        required=True,
        metadata=SEATING,
    )
    end = Identifier(
        required=True,
        metadata={
            "type": "string",
            "enum": list(rules.ENDS),
            "description": (
                "`apex`: a priest reached the apex; `blocked`: the last field next to the apex was blocked off."
            ),
            "nl": "`apex`: een priester bereikte de spits; `blocked`: het laatste veld naast de spits werd geblokkeerd.",
        },
    )
    ended_by = player_name(
        metadata={
            "description": "The player whose turn ended the game.",
            "nl": "De speler wiens beurt het spel beëindigde.",
        }
    )
    god = Identifier(
        required=True,
        metadata={
            **IDENTIFIER,
            "description": (
                "The deciding god: under the priest on the apex, or under the apex when it was blocked off."
            ),
            "nl": "De beslissende god: onder de priester op de spits, of onder de spits als die geblokkeerd werd.",
        },
    )
    followers = Counts(
        load_default=dict,
        metadata={
            **COUNTS,
            "description": ("Colour -> followers of that colour in the deciding god's temple (absent = 0)."),
        },
    )
    temples = Temples(
        load_default=None,
        metadata={
            **TEMPLES,
            "description": (
                "Optional: all 13 temples (god -> colour -> count), checked against the limits (3 of a colour per "
                "temple, 5 per colour) and against `followers`."
            ),
        },
    )
    # O9 (a model): the names of the 13 gods, when the table's edition names them otherwise
    gods = BoundedList(
        Identifier(metadata=IDENTIFIER),
        max_length=len(rules.GODS),
        load_default=rules.GODS,
        metadata={
            "minItems": len(rules.GODS),
            "uniqueItems": True,
            "description": "Optional: the 13 gods' names as the table's edition names them.",
        },
        too_long=lambda n: Text("osiris.god_names", {"count": len(rules.GODS)}),
    )

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def table(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        seats = _seats(data.get("players"), _get(original, "players"))
        if seats is None:
            return
        if all(k in data for k in ("end", "ended_by", "god", "followers", "temples", "gods")):
            problems = check_outcome(
                seats,
                data["end"],
                data["ended_by"],
                data["god"],
                data["followers"],
                data["temples"],
                tuple(data["gods"]),
            )
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

    players = players_list(
        fields.Nested(SeatSchema),
        rules.PLAYERS,
        required=True,
        metadata=SEATING,
    )
    gods = Gods(
        required=True,
        metadata={
            "type": "object",
            "maxProperties": MAX_KEYS,
            "additionalProperties": IDENTIFIER,
            "description": "Which god lies under each priest in play (`beige-1`, ...) and under the `apex`: the 13 "
            "gods, each once (3 players: yellow's three lie face up, unnamed here).",
            "nl": "Welke god onder elke priester in het spel ligt (`beige-1`, ...) en onder de spits (`apex`): de 13 "
            "goden, elk één keer (3 spelers: de drie van geel liggen open en worden hier niet genoemd).",
        },
    )
    followers = Temples(
        required=True,
        metadata={
            **TEMPLES,
            "description": (
                "The followers as placed at the start (O6): god -> colour -> count; 5 per colour, at most 3 of a colour "
                "in a temple."
            ),
            "nl": (
                "De volgelingen zoals ze aan het begin staan (O6): god -> kleur -> aantal; 5 per kleur, hoogstens 3 van "
                "een kleur in een tempel."
            ),
        },
    )
    rebellion = StrictBool(load_default=False, metadata={"description": "O8's optional rebellion rule."})
    relief = StrictBool(load_default=False, metadata={"description": "O8's optional relief rule."})
    board = BoardField(load_default=None, metadata=BOARD)
    moves = Moves(
        required=True,
        metadata={
            "type": "array",
            "maxItems": rules.MAX_MOVES,
            "items": MOVE,
            "description": "Every choice in order; may stop mid-game.",
            "nl": "Elke keuze in volgorde; het verslag mag midden in het spel ophouden.",
        },
    )

    @staticmethod
    def _setup(data: dict[str, Any], seats: tuple[Seat, ...]) -> Setup:
        return Setup(
            seats, data["gods"], data["followers"], data["rebellion"], data["relief"], data["board"] or DEFAULT_BOARD
        )

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def table(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        # As for Ra: one answer lists every problem; if the moves did not load, the setup is still
        # checked (with no moves, so nothing is renumbered).
        seats = _seats(data.get("players"), _get(original, "players"))
        if seats is None:
            return
        if not all(k in data for k in ("gods", "followers", "rebellion", "relief", "board")) or (
            data["board"] is None and _get(original, "board") is not None
        ):
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
# The answer schemas' metadata is the JSON schema of what each field writes (for openapi.yaml).


def _detail(obj: Any) -> str:
    return obj.text.render(language.get())


NAME = {"type": "string"}
NULLABLE_NAME = {"type": ["string", "null"]}
COUNT = {"type": "integer", "minimum": 0}
BY_COLOUR = {"type": "object", "propertyNames": COLOUR, "additionalProperties": COUNT}


class OsirisPlayerSchema(Schema):
    name = fields.Raw(metadata=NAME)
    colours = fields.Function(lambda p: list(p.colours), metadata={"type": "array", "items": COLOUR})
    followers = fields.Raw(
        metadata={
            **COUNT,
            "description": "The player's followers in the deciding temple, "
            "every colour of the player's counted together.",
        }
    )
    by_colour = fields.Raw(metadata={**BY_COLOUR, "description": "The same, per colour."})
    detail = fields.Function(
        _detail,
        metadata={
            "type": "string",
            "description": "A sentence, e.g. `Anne has 2 followers in the temple of Horus (beige 2).`",
        },
    )


class OsirisStandingSchema(Schema):
    rank = fields.Raw(
        metadata={
            "type": "integer",
            "minimum": 1,
            "description": (
                "Standard competition ranking (1, 1, 3): only a blocked apex with an empty temple shares a rank."
            ),
        }
    )
    name = fields.Raw(metadata=NAME)
    followers = fields.Raw(metadata=COUNT)
    decided_by = fields.Raw(
        metadata={
            "type": ["string", "null"],
            "enum": ["followers", "last_turn", "shared", None],
            "description": (
                "What put the player below the one above: more followers, or among "
                "equal followers the more recent last turn (O2); `shared` when level; "
                "null for the first."
            ),
        }
    )
    detail = fields.Function(_detail, metadata={"type": "string"})


class OsirisOutcomeAnswerSchema(Schema):
    """The answer of /outcome, and a finished /replay's `outcome`."""

    end = fields.Raw(metadata={"type": "string", "enum": list(rules.ENDS)})
    ended_by = fields.Raw(metadata={**NAME, "description": "The player whose turn ended the game."})
    pharaoh = fields.Raw(
        metadata={
            **NAME,
            "description": (
                f"The player who reached the apex, or `{rules.SINHAUE}` when the apex was blocked off (O2)."
            ),
        }
    )
    god = fields.Raw(
        metadata={
            **NAME,
            "description": "The god that decides: under the priest on the apex, or "
            "under the apex itself when it was blocked off.",
        }
    )
    players = fields.List(fields.Nested(OsirisPlayerSchema), metadata={"description": "In seating order."})
    standings = fields.List(fields.Nested(OsirisStandingSchema), metadata={"description": "Every player, best first."})
    winner = fields.Raw(
        metadata={
            **NULLABLE_NAME,
            "description": (
                "The winner, or null when first place is shared (a blocked apex whose temple holds no follower)."
            ),
        }
    )


class OsirisViolationSchema(Schema):
    index = fields.Raw(metadata={"type": "integer", "minimum": 0, "description": "0-based index into `moves`."})
    move = fields.Function(
        lambda v: move_to_json(v.move), metadata={"type": "object", "description": "The move as the log wrote it."}
    )
    rule = fields.Raw(metadata={"type": "string", "description": "The ruling it breaks (RULINGS.md), e.g. O3."})
    reason = fields.Function(
        lambda v: v.reason.render(language.get()),
        metadata={
            "type": "string",
            "description": (
                "A sentence a player understands, e.g. `beige-2 has 3 stones in Heliopolis but the path costs 4`."
            ),
        },
    )


_PLACES = {"type": "object", "additionalProperties": {"type": "integer"}}
STATE = {
    "type": "object",
    "description": (
        "The position the log leaves: after its last move, or, when it is illegal, just before the illegal move."
    ),
    "required": [
        "turn",
        "turn_number",
        "priests",
        "apex_god",
        "stones",
        "blockades",
        "followers",
        "step_costs",
        "stalled",
    ],
    "properties": {
        "turn": {**NAME, "description": "Whose turn it is."},
        "turn_number": {"type": "integer", "minimum": 1, "description": "Turns begun, this one included."},
        "priests": {
            "type": "object",
            "description": "Each priest in play: where it stands and the god under it.",
            "additionalProperties": {
                "type": "object",
                "required": ["field", "god"],
                "properties": {"field": NAME, "god": NAME},
            },
        },
        "apex_god": NAME,
        "stones": {**_PLACES, "description": "Power stones per city."},
        "blockades": {"type": "array", "items": NAME, "description": "Fields with a blockade."},
        "followers": {
            "type": "object",
            "description": "Followers per temple (god -> colour -> count); empty temples are left out.",
            "additionalProperties": BY_COLOUR,
        },
        "face_up_gods": {
            "type": "array",
            "items": NAME,
            "description": "3 players: the gods lying face up on their temples (O1).",
        },
        "moving": {
            "type": "object",
            "description": (
                "The priest moving this turn. Every stone is in one place: a city, a blockade, `freed` or a relief "
                "stone in hand; the move's stones stay in its birth city until they are distributed."
            ),
            "required": ["priest", "stones", "spent", "lost_fight", "freed", "distributed"],
            "properties": {
                "priest": NAME,
                "stones": {
                    "type": "integer",
                    "minimum": 0,
                    "description": (
                        "The stones the move spends (O3: its birth city's, at most the cap of 11, 8 with 3 "
                        "players, plus a relief stone in hand), fixed at its first step."
                    ),
                },
                "spent": {"type": "integer", "minimum": 0, "description": "What its steps cost so far."},
                "lost_fight": {"type": "boolean", "description": "O5: the rest of the move is forfeit."},
                "freed": {
                    "type": "integer",
                    "minimum": 0,
                    "description": (
                        "Stones of blockades this move removed (O4), on their way to its birth city: they "
                        "arrive when the move's stones are distributed, and count from the next turn."
                    ),
                },
                "distributed": {
                    "type": ["integer", "null"],
                    "minimum": 0,
                    "description": (
                        "Null while the move may go on; then the stones given out one per city clockwise "
                        "(O3): when its steps spent them all, at its blockade, or when the turn ends."
                    ),
                },
                "blockade": {**NAME, "description": "The field of the blockade laid this turn."},
            },
        },
        "relief": {
            "type": "object",
            "description": "O8 relief this turn.",
            "properties": {
                "priest": NAME,
                "stone_in_hand": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 1,
                    "description": (
                        "The freed stone, until another priest's move spends it or the turn ends (then it "
                        "goes to the relieved priest's birth city)."
                    ),
                },
            },
        },
        "step_costs": {
            "type": "object",
            "description": (
                "Each priest that may step now -> each field a legal step of it reaches -> what the step costs "
                "(O3: sideways 1, a stair 2) and the stones the move has left after it (O3: its birth city's, at "
                "most the cap, plus a relief stone in hand, O8). A step onto another player's priest starts a "
                "fight (O5): `winner` is the priest who wins it (a tie is lost by the priest not moving). "
                "Read-only, not part of any move; empty when no step is legal."
            ),
            "additionalProperties": {
                "type": "object",
                "additionalProperties": {
                    "type": "object",
                    "required": ["cost", "left"],
                    "properties": {
                        "cost": {"type": "integer", "minimum": 1},
                        "left": {"type": "integer", "minimum": 0},
                        "winner": NAME,
                    },
                },
            },
        },
        "stalled": {
            "type": "boolean",
            "description": (
                "O10: at the start of a turn no priest of any player can move and (with `relief`) no player may "
                "relieve. It lasts: the game cannot end, stays unfinished (`finished` false, no outcome), and the "
                "log may go on with `end` and follower moves up to the bound on moves; `note` says so."
            ),
        },
        "end": {"type": "string", "enum": list(rules.ENDS)},
    },
}


class OsirisReplayAnswerSchema(Schema):
    """The answer of /replay (like Ra's: legal, finished, the outcome, the first violation and the state)."""

    legal = fields.Raw(metadata={"type": "boolean"})
    finished = fields.Raw(metadata={"type": "boolean", "description": "The log reaches the end of the game."})
    outcome = fields.Nested(
        OsirisOutcomeAnswerSchema,
        allow_none=True,
        metadata={"description": "When the game ended: the outcome, as /outcome answers it; else null."},
    )
    violation = fields.Nested(
        OsirisViolationSchema, allow_none=True, metadata={"description": "The first illegal move, or null."}
    )
    state = fields.Raw(metadata=STATE)
    note = fields.Function(
        lambda v: _note(stall_note(v.state)),
        metadata={
            "type": ["string", "null"],
            "description": (
                "A sentence for the table about the position, or null: when the game is stalled (O10), that it cannot "
                "end by the rules, stays unfinished, may go on with follower moves, and that the rulebook's optional "
                "rules are meant for this."
            ),
        },
    )
    legal_moves = legal_moves_field(move_to_json, MOVE)


def _note(text: Text | None) -> str | None:
    return None if text is None else text.render(language.get())


_NAMES = {"type": "array", "items": NAME}
RULES = {
    "summary": "Osiris's rules as data: colours per player count, the 13 gods, stones, followers, the optional "
    "rules and the default board (O9), in the form a request may send its own.",
    "schema": {
        "type": "object",
        "required": [
            "slug",
            "name",
            "players",
            "colours",
            "colours_for",
            "gods",
            "priests",
            "ends",
            "pharaoh_when_blocked",
            "followers",
            "stones",
            "optional_rules",
            "board",
        ],
        "properties": {
            "slug": {"const": rules.SLUG},
            "name": NAME,
            "players": {"$ref": "#/components/schemas/PlayerRange"},
            "colours": {"type": "array", "items": COLOUR},
            "colours_for": {
                "type": "object",
                "description": "By player count: each seat's colours.",
                "additionalProperties": {"type": "array", "items": {"type": "array", "items": COLOUR}},
            },
            "gods": _NAMES,
            "priests": _NAMES,
            "ends": _NAMES,
            "pharaoh_when_blocked": NAME,
            "followers": {"type": "object", "additionalProperties": {"type": "integer"}},
            "stones": {"type": "object", "additionalProperties": {"type": "integer"}},
            "optional_rules": {"type": "object", "additionalProperties": {"type": "object"}},
            "board": BOARD,
        },
    },
}

OPERATIONS = {
    "outcome": Operation(
        (Binding(OsirisOutcomeSchema(), outcome, OsirisOutcomeAnswerSchema()),),
        summary="The winner of a finished game of Osiris (O2).",
        description=(
            "The end of a game: how it ended (`apex` or `blocked`), whose turn ended it, the deciding god and the "
            "followers of each colour in that god's temple (absent = 0). Optionally `temples`, all 13 temples, "
            "checked against the follower limits and against `followers`. Impossible tables (colours that do not "
            "fit the player count, unknown gods, more followers than exist) are 422."
        ),
        answer="The pharaoh, the deciding god, each player's followers and the standings.",
    ),
    "replay": Operation(
        (Binding(OsirisLogSchema(), replay, OsirisReplayAnswerSchema()),),
        summary="Referee a whole recorded game of Osiris, move by move.",
        description=(
            "Replays the log from the setup: one move per choice (`step`, `block`, `follower`, `end`, `relief`). "
            "Stone distribution, fights, freed stones, rebellions and the end are derived, never written. A log "
            "that breaks a rule is a normal answer (200, `legal: false`) naming the first illegal move, the ruling "
            "it breaks and why, and the position just before it. A malformed log (unknown player, priest, field, "
            "city or god, colours that do not fit the player count, gods not placed once each, follower limits, "
            f"a board that is not a board, more than {rules.MAX_MOVES} moves) is 422. A stalled game (O10: no priest of any "
            "player can move) is legal and unfinished: `state.stalled` is true and `note` says so."
        ),
        answer="The verdict.",
    ),
}
