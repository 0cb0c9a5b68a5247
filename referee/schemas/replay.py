"""Move logs of the sun-auction games (Ra, Priests of Ra) and the referee's answer."""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, post_load, validates_schema

from ..core.auction import GameLog, Move
from ..core.problems import Problem
from ..games.ra import replay as ra_replay
from ..games.ra import rules as ra_rules
from ..core.text import Text
from ..core.seating import normalize_name
from .common import (MAX_SUN, EpochScoreSchema, Name, StandingSchema, _get, language, name_problem,
                     players_list, problems_as_messages, shown)

# A real game has a few hundred moves (the tests' generator: at most about 400 in 1,500 games). A bound
# on any legal game: at most 180 draws (R17), at most ~24 auctions an epoch (a sun spent, or a Ra tile
# with everyone passing) plus ~22 on full tracks, 5 bids or passes each, and their invokes, gods,
# discards and flips: under 1,000.
MAX_MOVES = 1000
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
    FIELDS_FOR: dict[str, tuple[str, ...]] = {"draw": ("tile",), "bid": ("sun",), "pass": (), "invoke": (), "god": ("take",),
                  "discard": ("tiles",), "flip": ("tiles",)}
    UNKNOWN_FIELD = Text("log.unknown_field")

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> tuple[Move, ...]:
        if not isinstance(value, list):
            raise self.make_error("invalid")
        if len(value) > MAX_MOVES:
            raise ValidationError([Text("log.too_many_moves", {"max": MAX_MOVES})])
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
                moves.append(Move(normalize_name(m["player"]), m["action"], m.get("tile"), m.get("sun"),
                                  tuple(m.get("take") or m.get("tiles") or ())))
        if errors:
            raise ValidationError(errors)
        return tuple(moves)

    def _problems(self, m: dict[str, Any]) -> dict[str, list[Any]]:
        problems: dict[str, list[Any]] = {}
        for key, value in m.items():
            if key in self.TEXT_FIELDS:
                if type(value) is not str:
                    problems[key] = [Text("log.not_text")]
            elif key == "sun":
                if type(value) is not int or not 1 <= value <= MAX_SUN:
                    problems[key] = [Text("schema.no_such_sun", {"sun": shown(value), "max": MAX_SUN})]
            elif key in self.LIST_FIELDS:
                if not isinstance(value, list) or len(value) > MAX_MOVE_TILES \
                        or any(type(t) is not str for t in value):
                    problems[key] = [Text("log.tile_list", {"max": MAX_MOVE_TILES})]
            else:
                problems[key] = [self.UNKNOWN_FIELD]
        for key in ("player", "action"):
            if key not in m:
                problems[key] = [Text("schema.required")]
        action = m.get("action")
        allowed = self.FIELDS_FOR.get(action) if type(action) is str else None
        if allowed is not None:
            for key in m:
                if key not in allowed and key not in ("player", "action") and key not in problems:
                    problems[key] = [Text("log.field_not_for_action", {
                        "action": action, "field": key, "fields": ", ".join(("player", "action") + allowed)})]
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
                wrong = {j: [Text("schema.no_such_sun", {"sun": shown(sun), "max": MAX_SUN})]
                         for j, sun in enumerate(suns) if type(sun) is not int or not 1 <= sun <= MAX_SUN}
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
        cls._declared_fields["players"] = players_list(Name(), cls.PLAYERS, required=True)
        cls._declared_fields["suns"] = SunsDealt(cls.PLAYERS.stop - 1, required=True)

    def check(self, log: GameLog, data: dict[str, Any]) -> list[Problem]:
        """The game's `check_log`: the seating, the stacks dealt, each move's fields."""
        raise NotImplementedError

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def table(self, data: dict[str, Any], original: Any, **_: Any) -> None:
        # As for displays: one answer lists every problem. If the moves did not load, the seating
        # and the stacks are still checked (with no moves, so nothing is renumbered).
        players, suns = data.get("players"), data.get("suns")
        raw_players, raw_suns = _get(original, "players"), _get(original, "suns")
        if not (isinstance(players, list) and isinstance(raw_players, list) and len(players) == len(raw_players)
                and isinstance(suns, dict) and isinstance(raw_suns, dict)):
            return
        moves = data.get("moves")
        log = GameLog(tuple(players), {k: tuple(v) for k, v in suns.items()}, moves if isinstance(moves, tuple) else ())
        problems = self.check(log, data)
        if problems:
            # a name written with other white space or composition than the key sent: point at the key sent
            sent = {normalize_name(k): k for k in raw_suns if isinstance(k, str)}
            problems = [Problem(("suns", sent.get(str(p.path[1]), p.path[1])) + p.path[2:], p.message)
                        if len(p.path) > 1 and p.path[0] == "suns" else p for p in problems]
            raise ValidationError(problems_as_messages(problems))

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        """The keyword arguments of the game's `replay`: the log, and any option the game's schema adds."""
        options = {k: v for k, v in data.items() if k not in ("players", "suns", "moves")}
        log = GameLog(tuple(data["players"]), {k: tuple(v) for k, v in data["suns"].items()}, data["moves"])
        return {"log": log, "check": False, **options}


class RaLogSchema(GameLogSchema):
    """A whole recorded game of Ra."""

    PLAYERS = ra_rules.PLAYERS

    def check(self, log: GameLog, data: dict[str, Any]) -> list[Problem]:
        return ra_replay.check_log(log)


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



