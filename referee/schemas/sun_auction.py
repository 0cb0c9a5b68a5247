"""Schema pieces Ra and Priests of Ra share: displays, suns, the whole-game shape, move logs, and the scored answer."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from marshmallow import Schema, ValidationError, fields, post_load, validates_schema

from ..core.problems import Problem
from ..core.seating import normalize_name
from ..core.context import language
from ..core.text import Text
from ..jsonio import BigNumber
from ..sun_auction.auction import GameLog, Move
from ..sun_auction.codec import MAX_MOVES, move_from_notation, move_notation
from ..sun_auction.displays import EpochDisplays, PlayerDisplay
from ..sun_auction.suns import SunHand
from .moves import legal_moves_field
from .common import MAX_COUNT, Name, WholeNumber, _get, _within, name_problem, players_list, problems_as_messages, shown
from .plans import PlainDump

MAX_FAME = 10_000  # no real game comes near; keeps answers sane
MAX_SUN = 16


UNKNOWN_TILE = Text("schema.unknown_tile")

# openapi.yaml's words for the fields below (tools/openapi.py generates it from these schemas)
MIDDLE_SUN = (
    "Optional (absent or null); when given, the players' suns and this one are exactly the sun set "
    "of the player count (when the players' suns are left out, it must only be a sun of that set)."
)
SUN_HAND = (
    "The player's suns at the end of the epoch. Together they are exactly 4 (2 players in Priests of Ra, "
    "or 3 players) or 3 (4-5 players). Needed in epoch 3, where they score. In epochs 1 and 2 they score "
    "nothing and only break ties on fame, so they may be left out - for every player of the epoch or for "
    "none (422 at each missing player's `suns` otherwise). Without them the sun checks "
    "are skipped, each standing's "
    "`highest_sun` is null, and players with equal fame share a rank (`decided_by` `shared`). In the "
    "whole-game shape each epoch decides for itself."
)
# a field's metadata: `description` (English, the spec's) and `nl` (Dutch), what a missing field's problem says it holds
SEATING = {
    "description": "In seating order (clockwise). Names unique.",
    "nl": "In zitvolgorde (met de klok mee). Namen zijn uniek.",
}


def _count_error(value: Any) -> Text | None:
    if type(value) is not int:
        return (
            Text("schema.count_too_big", {"max": MAX_COUNT})
            if isinstance(value, BigNumber)
            else Text("schema.tile_count")
        )
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

    def __init__(
        self,
        tiles: Sequence[str],
        groups: Mapping[str, Sequence[str]] | None = None,
        forbidden: Mapping[str, Text] | None = None,
        unknown: Text = UNKNOWN_TILE,
        **kwargs: Any,
    ):
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
                    problem = (
                        _count_error(n)
                        if sub in self.groups[key]
                        else Text("schema.not_in_group", {"group": key, "tiles": ", ".join(sorted(self.groups[key]))})
                    )
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
        errors: dict[str, Any] = {k: [Text("schema.sun_side")] for k in value if k not in self.SIDES}
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


def Sun(**kwargs: Any) -> WholeNumber:
    return WholeNumber(
        validate=_within(1, MAX_SUN, lambda sun: Text("schema.no_such_sun", {"sun": sun, "max": MAX_SUN})), **kwargs
    )


def Count(**kwargs: Any) -> WholeNumber:
    """A count of things (ankhs): 0 to MAX_COUNT."""
    return WholeNumber(
        validate=_within(0, MAX_COUNT, lambda _: Text("schema.count_too_big", {"max": MAX_COUNT})), **kwargs
    )


def epoch_choice(epochs: int) -> WholeNumber:
    numbers = list(range(1, epochs + 1))
    message = Text("schema.epoch_choice", {"choices": ", ".join(map(str, numbers[:-1])), "last": numbers[-1]})
    return WholeNumber(
        required=True,
        validate=_within(1, epochs, lambda _: message),
        metadata={
            "description": f"The epoch these displays are scored for: 1 to {epochs}.",
            "nl": f"Het tijdperk waarvoor deze etalages geteld worden: 1 tot en met {epochs}.",
        },
    )


class DisplayPlayerSchema(Schema):
    """A player's display; a game's subclass declares the fields and builds its PlayerDisplay."""

    def display(self, data: dict[str, Any]) -> PlayerDisplay:
        raise NotImplementedError

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> PlayerDisplay:
        return self.display(data)


def partial_players(field: fields.Field, loaded: Any, raw: Any) -> tuple[PlayerDisplay, ...] | None:
    """The players of a request whose fields did not all load, as far as the table checks need
    them: each with a name and suns that loaded or were left out (tiles as far as they loaded).
    None if that is not so, or if an entry was dropped entirely (the rest would be renumbered,
    and the pointers wrong)."""
    if not isinstance(loaded, list) or not isinstance(raw, list) or len(loaded) != len(raw):
        return None
    schema = field.inner.schema  # type: ignore[attr-defined]
    players = []
    for item, sent in zip(loaded, raw):
        if isinstance(item, PlayerDisplay):
            players.append(item)
        elif (
            isinstance(item, dict)
            and isinstance(item.get("name"), str)
            and (isinstance(item.get("suns"), SunHand) or (isinstance(sent, dict) and "suns" not in sent))
        ):
            players.append(schema.display(item))  # suns that loaded, or left out (allowed in epochs 1-2)
        else:
            return None
    return tuple(players)


class OneEpochSchema(Schema):
    """One epoch's displays. A game's subclass declares `epoch` and `players` and its table check;
    any other field it declares is an option of its scorer. Loads to the keyword arguments of the
    game's `score_epoch` (with `check=False`: the checks already ran here)."""

    middle_sun = Sun(load_default=None, metadata={"description": MIDDLE_SUN})

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
        return {
            "epoch": EpochDisplays(data["epoch"], tuple(data["players"]), data["middle_sun"]),
            "check": False,
            **options,
        }


def game_epoch_schema(player_schema: type[Schema], players: range) -> type[Schema]:
    """One epoch inside the whole-game shape: its players and, optionally, the middle sun."""
    return Schema.from_dict(
        {
            "players": players_list(fields.Nested(player_schema), players, required=True, metadata=SEATING),
            "middle_sun": Sun(load_default=None, metadata={"description": MIDDLE_SUN}),
        },
        name=player_schema.__name__ + "Epoch",
    )


def score_shape(body: Any) -> int:
    """Which binding of /score a body is for: one epoch (`epoch` + `players`), 0, or a whole game (`epochs`), 1."""
    return 1 if isinstance(body, dict) and "epochs" in body else 0


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
        if (
            not isinstance(loaded, list)
            or not isinstance(raw, list)
            or len(loaded) != len(raw)
            or not 1 <= len(loaded) <= self.EPOCHS
        ):
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
        return {
            "epochs": [
                EpochDisplays(i, tuple(e["players"]), e["middle_sun"]) for i, e in enumerate(data["epochs"], start=1)
            ],
            "check": False,
            **options,
        }


def fame_field(**kwargs: Any) -> WholeNumber:
    return WholeNumber(
        validate=_within(0, MAX_FAME, lambda _: Text("schema.range", {"min": 0, "max": MAX_FAME})), **kwargs
    )


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


# The answer schemas' metadata is the JSON schema of what each field writes (for openapi.yaml).
INTEGER = {"type": "integer"}
TEXT = {"type": "string"}
WINNER = {"type": ["string", "null"], "description": "The winner's name after the last epoch; null before."}
LINE = {
    "type": "object",
    "additionalProperties": False,
    "required": ["key", "points", "detail"],
    "properties": {
        "key": {
            "type": "string",
            "description": (
                "Stable machine key. Ra: gods, pharaohs, nile, civilizations, gold; after the last epoch monuments, suns. "
                "Priests of Ra: farmers, warriors, merchants, scribes, buildings, priests, plagues; after the last epoch "
                "pyramid, chambers, ankhs, suns."
            ),
        },
        "points": {"type": "integer"},
        "detail": {"type": "string", "description": "A sentence a player understands, e.g. `most pharaohs (3): +5`."},
    },
}


class PlayerScoreSchema(PlainDump):
    name = fields.Raw(metadata=TEXT)
    fame_before = fields.Raw(metadata=INTEGER)
    points = fields.Raw(metadata={**INTEGER, "description": "The sum of the breakdown."})
    fame = fields.Raw(metadata={**INTEGER, "minimum": 0, "description": "max(0, fame_before + points)"})
    breakdown = fields.Function(_breakdown, metadata={"type": "array", "items": LINE})


class StandingSchema(PlainDump):
    rank = fields.Raw(
        metadata={**INTEGER, "minimum": 1, "description": "Players level on every criterion share a rank."}
    )
    name = fields.Raw(metadata=TEXT)
    fame = fields.Raw(metadata=INTEGER)
    highest_sun = fields.Raw(
        metadata={
            "type": ["integer", "null"],
            "description": (
                "The highest single sun the player holds (the tie-break); null when the suns were not given "
                "(allowed in epochs 1 and 2)."
            ),
        }
    )
    decided_by = fields.Raw(
        metadata={
            "type": ["string", "null"],
            "enum": ["fame", "highest_sun", "shared", None],
            "description": "What placed this player below the one ranked just above "
            "(null for rank 1): `shared` when both have the same fame and "
            "the suns, which break such ties, were not given (the rank is "
            "then shared: 1, 1, 3).",
        }
    )
    detail = fields.Function(_detail, metadata=TEXT)


class EpochScoreSchema(PlainDump):
    epoch = fields.Raw(metadata={**INTEGER, "minimum": 1, "maximum": 3})
    players = fields.List(fields.Nested(PlayerScoreSchema), metadata={"description": "In the order given."})
    standings = fields.List(fields.Nested(StandingSchema), metadata={"description": "Every player, best first."})
    winner = fields.Raw(metadata=WINNER)


class GameScoreSchema(PlainDump):
    epochs = fields.List(fields.Nested(EpochScoreSchema))
    standings = fields.List(fields.Nested(StandingSchema), metadata={"description": "Every player, best first."})
    winner = fields.Raw(metadata=WINNER)


MAX_MOVE_TILES = 16  # a god play takes at most the 8 tiles of the track; a discard or a flip fewer


class Moves(fields.Field):
    """The moves of a log, checked in one pass: a log has hundreds of moves, and a nested schema
    per move would cost more than replaying the game. Problems keep marshmallow's shape
    (`{index: {field: [message]}}`), so their pointers are `/moves/12/sun`.

    Every field present is checked, and only the fields of the move's action are allowed (an
    unknown action is the engine's to report, with the game's list of actions)."""

    default_error_messages: dict[str, Any] = {"invalid": Text("log.moves")}
    TEXT_FIELDS: tuple[str, ...] = ("player", "action", "tile")
    LIST_FIELDS: tuple[str, ...] = ("take", "tiles")  # take: a god move's tiles (Ra); tiles: a discard or a flip
    FIELDS_FOR: dict[str, tuple[str, ...]] = {
        "draw": ("tile",),
        "bid": ("sun",),
        "pass": (),
        "invoke": (),
        "god": ("take",),
        "discard": ("tiles",),
        "flip": ("tiles",),
    }
    UNKNOWN_FIELD = Text("log.unknown_field")

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> tuple[Move, ...]:
        if not isinstance(value, list):
            raise self.make_error("invalid")
        if len(value) > MAX_MOVES:
            raise ValidationError([Text("log.too_many_moves", {"max": MAX_MOVES})])
        plain = self._plain_moves(value)
        if plain is not None:
            return plain
        moves = []
        errors: dict[int, Any] = {}
        for i, m in enumerate(value):
            if not isinstance(m, dict):
                errors[i] = {"_schema": [Text("log.move_object")]}
                continue
            problems = self._problems(m)
            if problems:
                errors[i] = problems
            elif not errors:
                moves.append(move_from_notation(m))
        if errors:
            raise ValidationError(errors)
        return tuple(moves)

    def _plain_moves(self, value: list[Any]) -> tuple[Move, ...] | None:
        """The moves of a log written as a log writes them (every field of the right type, only the
        fields of its action), at a third of the cost of `_problems` and `move_from_notation`; None
        at the first move that is not, and the log is read again move by move, every problem worded.
        This is the load of every archived game (`referee check`), hundreds of moves each."""
        fields_for, text_fields, list_fields = self.FIELDS_FOR, self.TEXT_FIELDS, self.LIST_FIELDS
        names: dict[str, str] = {}  # a log names its few players hundreds of times
        made: dict[tuple[Any, ...], Move] = {}  # and repeats its moves (passes, draws): one Move each, frozen
        moves = []
        for m in value:
            if type(m) is not dict:
                return None
            player, action = m.get("player"), m.get("action")
            if type(player) is not str or type(action) is not str:
                return None
            allowed = fields_for.get(action)
            if allowed is None:
                return None
            tile = sun = None
            tiles: tuple[str, ...] = ()
            if len(m) == 3 and len(allowed) == 1:
                key = allowed[0]
                given = m.get(key)
                if key == "sun":
                    if type(given) is not int or not 1 <= given <= MAX_SUN:
                        return None
                    sun = given
                elif key in text_fields:
                    if type(given) is not str:
                        return None
                    tile = given
                elif key in list_fields:
                    if type(given) is not list or len(given) > MAX_MOVE_TILES or any(type(t) is not str for t in given):
                        return None
                    tiles = tuple(given)
                else:
                    return None
            elif len(m) != 2:
                return None
            written = (player, action, tile, sun, tiles)
            move = made.get(written)
            if move is None:
                name = names.get(player)
                if name is None:
                    if name_problem(player):
                        return None
                    name = names[player] = normalize_name(player)
                move = made[written] = Move(name, action, tile, sun, tiles)
            moves.append(move)
        return tuple(moves)

    def _problems(self, m: dict[str, Any]) -> dict[str, list[Any]]:
        problems: dict[str, list[Any]] = {}
        for key, value in m.items():
            if key in self.TEXT_FIELDS:
                if type(value) is not str:
                    problems[key] = [Text("log.not_text")]
                elif key == "player" and (problem := name_problem(value)):  # as the players' names are
                    problems[key] = [problem]
            elif key == "sun":
                if type(value) is not int or not 1 <= value <= MAX_SUN:
                    problems[key] = [Text("schema.no_such_sun", {"sun": shown(value), "max": MAX_SUN})]
            elif key in self.LIST_FIELDS:
                if not isinstance(value, list) or len(value) > MAX_MOVE_TILES or any(type(t) is not str for t in value):
                    problems[key] = [Text("log.tile_list", {"max": MAX_MOVE_TILES})]
            else:
                problems[key] = [self.UNKNOWN_FIELD]
        for key in ("player", "action"):
            if key not in m:
                problems[key] = [Text("schema.required.named", {"field": key})]
        action = m.get("action")
        allowed = self.FIELDS_FOR.get(action) if type(action) is str else None
        if allowed is not None:
            for key in m:
                if key not in allowed and key not in ("player", "action") and key not in problems:
                    problems[key] = [
                        Text(
                            "log.field_not_for_action",
                            {"action": action, "field": key, "fields": ", ".join(("player", "action") + allowed)},
                        )
                    ]
        return problems


class SunsDealt(fields.Field):
    """The sun stack dealt to each player, `{name: [13, 8, 5, 2]}`: at most one stack per player,
    each a short list of suns; every problem at its own pointer (`/suns/Anne/2`)."""

    default_error_messages: dict[str, Any] = {"invalid": Text("schema.not_object")}

    def __init__(self, max_players: int, **kwargs: Any):
        self.max_players = max_players
        super().__init__(**kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> dict[str, tuple[int, ...]]:
        if not isinstance(value, dict):
            raise self.make_error("invalid")
        if len(value) > self.max_players:
            raise ValidationError([Text("log.too_many_stacks", {"max": self.max_players})])
        stacks: dict[str, tuple[int, ...]] = {}
        errors: dict[str, Any] = {}
        for name, suns in value.items():
            problem = name_problem(name)
            if problem:
                errors[name] = [problem]
            elif not isinstance(suns, list):
                errors[name] = [Text("schema.sun_list")]
            elif len(suns) > MAX_SUN:
                errors[name] = [Text("schema.too_many_suns", {"max": MAX_SUN})]
            else:
                wrong = {
                    j: [Text("schema.no_such_sun", {"sun": shown(sun), "max": MAX_SUN})]
                    for j, sun in enumerate(suns)
                    if type(sun) is not int or not 1 <= sun <= MAX_SUN
                }
                key = normalize_name(name)
                if wrong:
                    errors[name] = wrong
                elif key in stacks:
                    errors[name] = [Text("players.same_name", {"name": name, "other": key})]
                else:
                    stacks[key] = tuple(suns)
        if errors:
            raise ValidationError(errors)
        return stacks


class GameLogSchema(Schema):
    """A whole recorded game: the seating, the sun stacks dealt, every move. A game's subclass
    names its caller-error check (`check`); loads to the keyword arguments of the game's `replay`
    (with `check=False`: the check already ran here)."""

    PLAYERS = range(3, 6)  # a game's subclass names its own player counts

    players: fields.Field
    suns: fields.Field
    moves = Moves(required=True)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._declared_fields["players"] = players_list(Name(), cls.PLAYERS, required=True, metadata=SEATING)
        cls._declared_fields["suns"] = SunsDealt(
            cls.PLAYERS.stop - 1,
            required=True,
            metadata={
                "description": "The stack dealt to each player; each one of the seed's stacks for the player count, "
                "each once.",
                "nl": "De stapel die elke speler kreeg: elk een van de stapels van de seed voor dit aantal spelers, elk "
                "één keer.",
            },
        )

    def check(self, log: GameLog, data: dict[str, Any]) -> list[Problem]:
        """The game's `check_log`: the seating, the stacks dealt, each move's fields."""
        raise NotImplementedError

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def table(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        # As for displays: one answer lists every problem. If the moves did not load, the seating
        # and the stacks are still checked (with no moves, so nothing is renumbered).
        players, suns = data.get("players"), data.get("suns")
        raw_players, raw_suns = _get(original, "players"), _get(original, "suns")
        if not (
            isinstance(players, list)
            and isinstance(raw_players, list)
            and len(players) == len(raw_players)
            and isinstance(suns, dict)
            and isinstance(raw_suns, dict)
        ):
            return
        moves = data.get("moves")
        log = GameLog(tuple(players), {k: tuple(v) for k, v in suns.items()}, moves if isinstance(moves, tuple) else ())
        problems = self.check(log, data)
        if problems:
            # a name written with other white space or composition than the key sent: point at the key sent
            sent = {normalize_name(k): k for k in raw_suns if isinstance(k, str)}
            problems = [
                Problem(("suns", sent.get(str(p.path[1]), p.path[1])) + p.path[2:], p.message)
                if len(p.path) > 1 and p.path[0] == "suns"
                else p
                for p in problems
            ]
            raise ValidationError(problems_as_messages(problems))

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        """The keyword arguments of the game's `replay`: the log, and any option the game's schema adds."""
        options = {k: v for k, v in data.items() if k not in ("players", "suns", "moves")}
        log = GameLog(tuple(data["players"]), {k: tuple(v) for k, v in data["suns"].items()}, data["moves"])
        return {"log": log, "check": False, **options}


class ViolationSchema(Schema):
    index = fields.Raw(metadata={**INTEGER, "minimum": 0, "description": "0-based index into `moves`."})
    move = fields.Function(
        lambda v: move_notation(v.move), metadata={"type": "object", "description": "The move as the log wrote it."}
    )
    rule = fields.Raw(metadata={**TEXT, "description": "The ruling it breaks (RULINGS.md), e.g. R12."})
    reason = fields.Function(
        lambda v: v.reason.render(language.get()),
        metadata={
            **TEXT,
            "description": (
                "A sentence a player understands, e.g. `Bert bid sun 7, but the highest bid is already 9 (Carl).`"
            ),
        },
    )


STATE_DESCRIPTION = (
    "The position the log leaves: after its last move (an optional answer it may still write is shown "
    "open, though the epochs count it as declined), or, when it is illegal, just before the illegal "
    "move."
)


def state_doc(**extra: Any) -> dict[str, Any]:
    """The JSON schema of a replay's `state` (the engine's snapshot, written as it is), with the
    keys a game's hooks add (`extra`: name -> JSON schema)."""
    counts = {"type": "object", "additionalProperties": {"type": "integer"}}
    suns = {"type": "array", "items": {"type": "integer"}}
    properties: dict[str, Any] = {
        "epoch": {"type": "integer"},
        "phase": {"type": "string", "enum": ["turn", "auction", "discard", "flip", "game_over"]},
        "to_move": {"type": ["string", "null"]},
        "ra_track": {"type": "integer", "description": "Ra tiles on the Ra track this epoch."},
        "ra_track_length": {"type": "integer", "description": "The Ra tile that ends the epoch."},
        "auction_track": {"type": "array", "items": {"type": "string"}},
        "middle_sun": {"type": "integer"},
        "auction": {
            "type": ["object", "null"],
            "required": ["ra_player", "kind", "bids", "passed"],
            "properties": {
                "ra_player": {"type": "string"},
                "kind": {"type": "string", "enum": ["drawn", "invoked", "full_track"]},
                "bids": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "required": ["player", "sun"],
                        "properties": {"player": {"type": "string"}, "sun": {"type": "integer"}},
                    },
                },
                "passed": {"type": "array", "items": {"type": "string"}},
            },
        },
        "players": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name", "fame", "suns", "tiles"],
                "properties": {
                    "name": {"type": "string"},
                    "fame": {"type": "integer"},
                    "suns": {
                        "type": "object",
                        "required": ["face_up", "face_down"],
                        "properties": {"face_up": suns, "face_down": suns},
                    },
                    "tiles": counts,
                },
            },
        },
        "bag": {**counts, "description": "Tiles left in the bag, by type."},
        **extra,
    }
    return {"type": "object", "description": STATE_DESCRIPTION, "required": list(properties), "properties": properties}


MOVE_DOC = {
    "type": "object",
    "required": ["player", "action"],
    "description": "A move as the log writes it (an item of `moves`).",
    "properties": {
        "player": {"type": "string"},
        "action": {"type": "string"},
        "tile": {"type": "string"},
        "sun": {"type": "integer"},
        "take": {"type": "array", "items": {"type": "string"}},
        "tiles": {"type": "array", "items": {"type": "string"}},
    },
}


def replay_schema(epoch_schema: type[Schema] = EpochScoreSchema, state_schema: dict[str, Any] | None = None) -> Schema:
    """The answer of /replay, with the game's own per-epoch answer (the same as its /score) and the
    JSON schema of its `state` (`state_doc`), for openapi.yaml."""

    class ReplaySchema(Schema):
        legal = fields.Raw(metadata={"type": "boolean"})
        finished = fields.Raw(metadata={"type": "boolean", "description": "The log reaches the end of the last epoch."})
        epochs = fields.List(
            fields.Nested(epoch_schema),
            metadata={"description": "Every completed epoch, exactly as /score answers for those displays."},
        )
        standings = fields.List(
            fields.Nested(StandingSchema),
            metadata={"description": "After the last completed epoch (empty before the first)."},
        )
        winner = fields.Raw(metadata=WINNER)
        violation = fields.Nested(
            ViolationSchema, allow_none=True, metadata={"description": "The first illegal move (null when legal)."}
        )
        state = fields.Raw(metadata=state_schema or {})
        legal_moves = legal_moves_field(move_notation, MOVE_DOC)

    return ReplaySchema()
