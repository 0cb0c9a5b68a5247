"""Ra requests: one epoch's displays, or a whole game's, loaded into engine objects."""
from __future__ import annotations

from typing import Any

from marshmallow import fields

from ..core.problems import Problem
from ..core.text import Text
from ..games.ra import replay, rules, scoring
from ..games.ra.messages import tile_text
from ..sun_auction.auction import GameLog
from ..sun_auction.displays import EpochDisplays, PlayerDisplay
from ..sun_auction.scoring import START_FAME
from .common import Binding, BoundedList, Operation, Forbidden, player_name, players_list
from .sun_auction import (DisplayPlayerSchema, EpochScoreSchema, GameLogSchema, GameScoreSchema, OneEpochSchema,
                          SunHandField, TileCounts, WholeGameSchema, epoch_choice, fame_field, game_epoch_schema,
                          replay_schema)

_NOT_IN_DISPLAY = {
    "ra": Text("schema.ra_tile_in_display"),
    **{d: Text("ra.schema.disaster", {"tile": tile_text(d)}) for d in rules.DISASTERS},
}


RA_TILES: dict[str, Any] = dict(  # the arguments of TileCounts
    tiles=("god", "pharaoh", "nile", "flood", "gold"),
    groups={"civilization": rules.CIVILIZATIONS, "monument": rules.MONUMENTS},
    forbidden=_NOT_IN_DISPLAY,
    unknown=Text("ra.schema.unknown_tile"),
)


class _PlayerSchema(DisplayPlayerSchema):
    name = player_name()
    suns = SunHandField(required=True)
    tiles = TileCounts(**RA_TILES, load_default=dict)

    def display(self, data: dict[str, Any]) -> PlayerDisplay:
        return PlayerDisplay(data["name"], data["suns"], data.get("tiles", {}), data.get("fame", START_FAME))


class EpochPlayerSchema(_PlayerSchema):
    fame = fame_field(load_default=START_FAME)


class GamePlayerSchema(_PlayerSchema):
    fame = Forbidden(Text("schema.fame_carried"))


class RaEpochSchema(OneEpochSchema):
    """POST /v1/games/ra/score, one epoch."""

    epoch = epoch_choice(rules.EPOCHS)
    players = players_list(fields.Nested(EpochPlayerSchema), rules.PLAYERS, required=True)

    def check(self, epoch: EpochDisplays, data: dict[str, Any]) -> list[Problem]:
        return scoring.check_epoch(epoch)


class RaGameSchema(WholeGameSchema):
    """POST /v1/games/ra/score, the whole game (one to three epochs in order)."""

    EPOCHS = rules.EPOCHS
    epochs = BoundedList(fields.Nested(game_epoch_schema(GamePlayerSchema, rules.PLAYERS)), max_length=rules.EPOCHS,
                         too_long=lambda _: Text("schema.epoch_count", {"epochs": rules.EPOCHS}), required=True)

    def check(self, epochs: list[EpochDisplays], data: dict[str, Any]) -> list[Problem]:
        return scoring.check_game(epochs)


class RaLogSchema(GameLogSchema):
    """A whole recorded game of Ra."""

    PLAYERS = rules.PLAYERS

    def check(self, log: GameLog, data: dict[str, Any]) -> list[Problem]:
        return replay.check_log(log)


def _shape(body: Any) -> int:
    """/score takes one epoch (`epoch` + `players`) or a whole game (`epochs`)."""
    return 1 if isinstance(body, dict) and "epochs" in body else 0


OPERATIONS = {
    "score": Operation((Binding(RaEpochSchema(), scoring.score_epoch, EpochScoreSchema()),
                        Binding(RaGameSchema(), scoring.score_game, GameScoreSchema())), _shape),
    "replay": Operation((Binding(RaLogSchema(), replay.replay, replay_schema(EpochScoreSchema)),)),
}
