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
from .sun_auction import score_shape
from .sun_auction import (
    SEATING,
    SUN_HAND,
    DisplayPlayerSchema,
    EpochScoreSchema,
    GameLogSchema,
    GameScoreSchema,
    Moves,
    OneEpochSchema,
    SunHandField,
    TileCounts,
    WholeGameSchema,
    epoch_choice,
    fame_field,
    game_epoch_schema,
    replay_schema,
    state_doc,
)

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
    suns = SunHandField(metadata={"description": SUN_HAND})  # may be left out in epochs 1-2 (display: None)
    tiles = TileCounts(
        **RA_TILES,
        load_default=dict,
        metadata={
            "description": "Tile counts in a Ra display; absent means 0. Ra and disaster tiles are never in a display."
        },
    )

    def display(self, data: dict[str, Any]) -> PlayerDisplay:
        return PlayerDisplay(data["name"], data.get("suns"), data.get("tiles", {}), data.get("fame", START_FAME))


class EpochPlayerSchema(_PlayerSchema):
    fame = fame_field(load_default=START_FAME, metadata={"description": "Fame before this epoch's scoring."})


class GamePlayerSchema(_PlayerSchema):
    fame = Forbidden(Text("schema.fame_carried"))

    class Meta:
        description = "As RaEpochPlayer, without `fame` (it is carried from epoch to epoch)."


class RaEpochSchema(OneEpochSchema):
    """POST /v1/games/ra/score, one epoch."""

    epoch = epoch_choice(rules.EPOCHS)
    players = players_list(fields.Nested(EpochPlayerSchema), rules.PLAYERS, required=True, metadata=SEATING)

    class Meta:
        examples = {
            "epoch": {
                "summary": "One epoch (the rulebook's pharaoh example, epoch 1)",
                "value": {
                    "epoch": 1,
                    "players": [
                        {
                            "name": "Carl",
                            "fame": 10,
                            "suns": {"face_up": [], "face_down": [13, 6, 2]},
                            "tiles": {"pharaoh": 3},
                        },
                        {"name": "Marc", "fame": 10, "suns": {"face_down": [12, 7, 3]}, "tiles": {"pharaoh": 3}},
                        {"name": "Anne", "fame": 10, "suns": {"face_down": [11, 8, 4]}, "tiles": {"pharaoh": 2}},
                        {"name": "Herman", "fame": 10, "suns": {"face_down": [10, 9, 5]}, "tiles": {"pharaoh": 2}},
                    ],
                },
            },
            "no_suns": {
                "summary": "Epoch 1 without suns (allowed in epochs 1 and 2; a tie on fame is then shared)",
                "value": {
                    "epoch": 1,
                    "players": [
                        {"name": "Carl", "tiles": {"pharaoh": 3, "gold": 1}},
                        {"name": "Marc", "tiles": {"pharaoh": 3, "gold": 1}},
                        {"name": "Anne", "tiles": {"pharaoh": 2, "civilization": {"art": 1, "writing": 1}}},
                    ],
                },
            },
        }

    def check(self, epoch: EpochDisplays, data: dict[str, Any]) -> list[Problem]:
        return scoring.check_epoch(epoch)


class RaGameSchema(WholeGameSchema):
    """POST /v1/games/ra/score, the whole game (one to three epochs in order)."""

    EPOCHS = rules.EPOCHS
    epochs = BoundedList(
        fields.Nested(game_epoch_schema(GamePlayerSchema, rules.PLAYERS)),
        max_length=rules.EPOCHS,
        too_long=lambda _: Text("schema.epoch_count", {"epochs": rules.EPOCHS}),
        required=True,
        metadata={
            "minItems": 1,
            "description": "Every epoch played so far, in order: each one's displays as they were scored.",
            "nl": "Elk tijdperk dat tot nu toe gespeeld is, in volgorde: van elk de etalages zoals ze geteld werden.",
        },
    )

    def check(self, epochs: list[EpochDisplays], data: dict[str, Any]) -> list[Problem]:
        return scoring.check_game(epochs)


class RaLogSchema(GameLogSchema):
    """A whole recorded game of Ra."""

    PLAYERS = rules.PLAYERS
    moves = Moves(
        required=True,
        metadata={
            "description": "Every move in order, from the first draw; may stop mid-game.",
            "nl": "Elke zet in volgorde, vanaf de eerste trekking; het verslag mag midden in het spel ophouden.",
            "actions": replay.RA.actions,
            "tiles": sorted(replay.RA.tile_names),
            "move": (
                "`draw` (with `tile`), `invoke`, `god` (with `take`: the tiles taken from the auction track), `bid` "
                "(with `sun`) and `pass` inside an auction, `discard` (with `tiles`: every tile the disasters remove) "
                "right after the auction or god move that brought the disasters; needed only where the choice matters "
                "(R14)."
            ),
        },
    )

    class Meta:
        examples = {
            "opening": {
                "summary": "The first moves of a 3-player game",
                "value": {
                    "players": ["Anne", "Bert", "Carl"],
                    "suns": {"Anne": [13, 8, 5, 2], "Bert": [12, 9, 6, 3], "Carl": [11, 10, 7, 4]},
                    "moves": [
                        {"player": "Anne", "action": "draw", "tile": "pharaoh"},
                        {"player": "Bert", "action": "draw", "tile": "ra"},
                        {"player": "Carl", "action": "bid", "sun": 7},
                        {"player": "Anne", "action": "pass"},
                        {"player": "Bert", "action": "bid", "sun": 9},
                        {"player": "Carl", "action": "invoke"},
                    ],
                },
            }
        }

    def check(self, log: GameLog, data: dict[str, Any]) -> list[Problem]:
        return replay.check_log(log)


STATE = state_doc(
    pending_discard={
        "type": ["object", "null"],
        "required": ["player", "disasters"],
        "description": "The discard the winner owes after winning disasters (R14), or null.",
        "properties": {
            "player": {"type": "string"},
            "disasters": {"type": "object", "additionalProperties": {"type": "integer"}},
        },
    },
    forced_discard={
        "type": ["object", "null"],
        "required": ["player", "disasters", "tiles"],
        "description": "What disasters the last acquisition brought just took from its winner without a choice "
        "(R14): the tiles are gone already; the next move may state them as a `discard`. Null "
        "otherwise.",
        "properties": {
            "player": {"type": "string"},
            "disasters": {"type": "object", "additionalProperties": {"type": "integer"}},
            "tiles": {"type": "object", "additionalProperties": {"type": "integer"}},
        },
    },
)

OPERATIONS = {
    "score": Operation(
        (
            Binding(RaEpochSchema(), scoring.score_epoch, EpochScoreSchema()),
            Binding(RaGameSchema(), scoring.score_game, GameScoreSchema()),
        ),
        score_shape,
        summary="Score Ra displays, one epoch or a whole game.",
        description=(
            "Two request shapes:\n"
            "1. One epoch: `epoch`, `players` (each with `fame` before this epoch, default 10) and optionally "
            "`middle_sun`.\n"
            "2. A whole game: `epochs`, one to three epoch displays in order; fame is carried from 10, so `fame` "
            "is not given.\n"
            "In epochs 1 and 2 the players' `suns` may be left out, for every player of the epoch or for none: "
            "they score only after epoch 3 and otherwise only break ties on fame, so without them a tie is a "
            "shared rank (1, 1, 3; `decided_by` `shared`).\n"
            "Impossible displays (player count, names, suns, tile counts above the supply, Ra or disaster tiles, "
            "suns missing in epoch 3 or given for some players only) are 422.\n"
        ),
        answer="The scores. For one epoch an EpochScore, for a whole game a GameScore.",
    ),
    "replay": Operation(
        (Binding(RaLogSchema(), replay.replay, replay_schema(EpochScoreSchema, STATE)),),
        summary="Referee a whole recorded game of Ra, move by move.",
        description=(
            "Replays the log from the setup. Epoch ends, scoring, sun flips and who starts the next epoch are "
            "derived, never written. A log that breaks a rule is a normal answer (200, `legal: false`) naming the "
            "first illegal move, the ruling it breaks and why, and the position just before it. A malformed log "
            "(unknown player, tile or action, a move without the field its action needs, suns that are not the "
            "seed's stacks) is 422."
        ),
        answer="The verdict.",
    ),
}
