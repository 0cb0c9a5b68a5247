"""Priests of Ra requests: one epoch's displays, or a whole game's, loaded into engine objects."""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, post_load, validate

from ..core.problems import Problem
from ..core.text import Text
from ..games.priests_of_ra import replay, rules, scoring
from ..sun_auction.auction import GameLog
from ..sun_auction.displays import EpochDisplays, PlayerDisplay
from ..sun_auction.scoring import START_FAME
from .common import Binding, BoundedList, Operation, Forbidden, StrictBool, WholeNumber, player_name, players_list
from .sun_auction import (Count, DisplayPlayerSchema, EpochScoreSchema, GameLogSchema, GameScoreSchema, Moves,
                          OneEpochSchema, PlayerScoreSchema, SunHandField, TileCounts, WholeGameSchema, epoch_choice,
                          fame_field, game_epoch_schema, replay_schema)

POR_TILES: dict[str, Any] = dict(  # the arguments of TileCounts
    tiles=rules.DISPLAY_TILES,
    forbidden={"ra": Text("schema.ra_tile_in_display")},
    unknown=Text("por.schema.unknown_tile", {"faces": ", ".join(rules.DISPLAY_TILES)}),
)
ANKHS_CARRIED = Text("schema.ankhs_carried")
FAME_CARRIED = Text("schema.fame_carried")


class RulingsSchema(Schema):
    """RULINGS.md P3 and P4 are models (the text lost its pictures): a table whose edition differs
    overrides them here. Absent fields keep the ruling."""

    building_tiles = WholeNumber(validate=validate.Range(min=1, max=15))
    buildings_stay = StrictBool()
    chambers_double_sided = StrictBool()

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> rules.Rulings:
        return rules.Rulings(**data)


def loaded_rulings(data: dict[str, Any]) -> rules.Rulings:
    """The request's rulings for the table checks; rulings that did not load (a partial dict then)
    count as the defaults, which are the most permissive for these checks."""
    rulings = data.get("rulings")
    return rulings if isinstance(rulings, rules.Rulings) else rules.RULINGS


def rulings_field() -> fields.Nested:
    return fields.Nested(RulingsSchema, load_default=lambda: rules.RULINGS)


class _PlayerSchema(DisplayPlayerSchema):
    name = player_name()
    suns = SunHandField(required=True)
    tiles = TileCounts(**POR_TILES, load_default=dict)

    def display(self, data: dict[str, Any]) -> PlayerDisplay:
        return PlayerDisplay(data["name"], data["suns"], data.get("tiles", {}), data.get("fame", START_FAME),
                             {"ankhs": data.get("ankhs", 0)})


class EpochPlayerSchema(_PlayerSchema):
    fame = fame_field(load_default=START_FAME)
    ankhs = Count(load_default=0)


class GamePlayerSchema(_PlayerSchema):
    fame = Forbidden(FAME_CARRIED)
    ankhs = Forbidden(ANKHS_CARRIED)


class PriestsEpochSchema(OneEpochSchema):
    """POST /v1/games/priests-of-ra/score, one epoch."""

    epoch = epoch_choice(rules.EPOCHS)
    players = players_list(fields.Nested(EpochPlayerSchema), rules.PLAYERS, required=True)
    return_plague = StrictBool(load_default=True)
    rulings = rulings_field()

    def check(self, epoch: EpochDisplays, data: dict[str, Any]) -> list[Problem]:
        return scoring.check_epoch(epoch, loaded_rulings(data))


class PriestsGameSchema(WholeGameSchema):
    """POST /v1/games/priests-of-ra/score, the whole game (one to three epochs in order)."""

    EPOCHS = rules.EPOCHS
    epochs = BoundedList(fields.Nested(game_epoch_schema(GamePlayerSchema, rules.PLAYERS)), max_length=rules.EPOCHS,
                         too_long=lambda _: Text("schema.epoch_count", {"epochs": rules.EPOCHS}), required=True)
    return_plague = StrictBool(load_default=True)
    rulings = rulings_field()

    def check(self, epochs: list[EpochDisplays], data: dict[str, Any]) -> list[Problem]:
        return scoring.check_game(epochs, loaded_rulings(data))


def _returned(player: Any) -> dict[str, int]:
    """Tiles that leave the display at this scoring although their type stays: P5's plague returned by
    3 or more priests (a form prefills the next epoch's display with what stays)."""
    returned = any(line.key == "plagues" and line.text.id.startswith("por.plagues.returned") for line in player.lines)
    return {"plague": 1} if returned else {}


class PriestsPlayerScoreSchema(PlayerScoreSchema):
    ankhs_gained = fields.Function(lambda p: (p.extras or {}).get("ankhs_gained", 0))
    returned = fields.Function(_returned)


class PriestsEpochScoreSchema(EpochScoreSchema):
    players = fields.List(fields.Nested(PriestsPlayerScoreSchema))


class PriestsGameScoreSchema(GameScoreSchema):
    epochs = fields.List(fields.Nested(PriestsEpochScoreSchema))


class PriestsMoves(Moves):
    LIST_FIELDS = ("tiles",)  # a flip's tiles; Priests of Ra has no gods (no take) and no discards
    FIELDS_FOR = {"draw": ("tile",), "bid": ("sun",), "pass": (), "invoke": (), "flip": ("tiles",)}
    UNKNOWN_FIELD = Text("por.log.unknown_field")


class PriestsLogSchema(GameLogSchema):
    """A whole recorded game of Priests of Ra: the seating, the sun stacks dealt, every move,
    and optionally the model rulings (P3, P4) the table plays with."""

    PLAYERS = rules.PLAYERS
    moves = PriestsMoves(required=True)
    rulings = rulings_field()

    def check(self, log: GameLog, data: dict[str, Any]) -> list[Problem]:
        return replay.check_log(log, loaded_rulings(data))


def _shape(body: Any) -> int:
    """/score takes one epoch (`epoch` + `players`) or a whole game (`epochs`)."""
    return 1 if isinstance(body, dict) and "epochs" in body else 0


OPERATIONS = {
    "score": Operation((Binding(PriestsEpochSchema(), scoring.score_epoch, PriestsEpochScoreSchema()),
                        Binding(PriestsGameSchema(), scoring.score_game, PriestsGameScoreSchema())), _shape),
    "replay": Operation((Binding(PriestsLogSchema(), replay.replay, replay_schema(PriestsEpochScoreSchema)),)),
}
