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
from .sun_auction import score_shape
from .sun_auction import (
    INTEGER,
    SEATING,
    SUN_HAND,
    Count,
    DisplayPlayerSchema,
    EpochScoreSchema,
    GameLogSchema,
    GameScoreSchema,
    Moves,
    OneEpochSchema,
    PlayerScoreSchema,
    SunHandField,
    TileCounts,
    WholeGameSchema,
    epoch_choice,
    fame_field,
    game_epoch_schema,
    replay_schema,
    state_doc,
)

POR_TILES: dict[str, Any] = dict(  # the arguments of TileCounts
    tiles=rules.DISPLAY_TILES,
    forbidden={"ra": Text("schema.ra_tile_in_display")},
    unknown=Text("por.schema.unknown_tile", {"faces": ", ".join(rules.DISPLAY_TILES)}),
)
ANKHS_CARRIED = Text("schema.ankhs_carried")
RETURN_PLAGUE = "P5 - a player with 3+ priests returns one plague before plagues are scored."
FAME_CARRIED = Text("schema.fame_carried")


class RulingsSchema(Schema):
    """RULINGS.md P3 and P4 are models (the text lost its pictures): a table whose edition differs
    overrides them here. Absent fields keep the ruling."""

    building_tiles = WholeNumber(
        validate=validate.Range(min=1, max=15),
        metadata={
            "default": rules.RULINGS.building_tiles,
            "description": "P4 - tiles of one building type that make one complete building.",
        },
    )
    buildings_stay = StrictBool(
        metadata={
            "default": rules.RULINGS.buildings_stay,
            "description": "P4 - buildings stay in the display between epochs (false - they leave after scoring, "
            "like people).",
        }
    )
    chambers_double_sided = StrictBool(
        metadata={
            "default": rules.RULINGS.chambers_double_sided,
            "description": "P3 - each of the 14 burial chamber tiles shows one colour per side and a priest flip "
            "changes its colour. False - 7 single-sided chambers of each colour, which cannot be "
            "flipped.",
        }
    )

    class Meta:
        description = (
            "The model rulings of RULINGS.md (P3, P4) rest on a guess, because the rulebook lost its pictures. "
            "A table whose edition differs overrides them here; an absent field keeps the ruling."
        )

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
    suns = SunHandField(metadata={"description": SUN_HAND})  # may be left out in epochs 1-2 (display: None)
    tiles = TileCounts(
        **POR_TILES,
        load_default=dict,
        metadata={
            "description": "Tile counts by the face shown; absent means 0. `chamber_a`/`chamber_b` are the two chamber "
            "colours (P3)."
        },
    )

    def display(self, data: dict[str, Any]) -> PlayerDisplay:
        return PlayerDisplay(
            data["name"],
            data.get("suns"),
            data.get("tiles", {}),
            data.get("fame", START_FAME),
            {"ankhs": data.get("ankhs", 0)},
        )


class EpochPlayerSchema(_PlayerSchema):
    fame = fame_field(load_default=START_FAME, metadata={"description": "Fame before this epoch's scoring."})
    ankhs = Count(
        load_default=0,
        metadata={"description": f"Ankhs held before this epoch's scoring (at most {rules.ANKHS} at the whole table)."},
    )


class GamePlayerSchema(_PlayerSchema):
    fame = Forbidden(FAME_CARRIED)
    ankhs = Forbidden(ANKHS_CARRIED)

    class Meta:
        description = "As PriestsEpochPlayer, without `fame` and `ankhs` (they are carried from epoch to epoch)."


class PriestsEpochSchema(OneEpochSchema):
    """POST /v1/games/priests-of-ra/score, one epoch."""

    epoch = epoch_choice(rules.EPOCHS)
    players = players_list(fields.Nested(EpochPlayerSchema), rules.PLAYERS, required=True, metadata=SEATING)
    return_plague = StrictBool(load_default=True, metadata={"description": RETURN_PLAGUE})
    rulings = rulings_field()

    class Meta:
        examples = {
            "epoch": {
                "summary": "Two players, epoch 1",
                "value": {
                    "epoch": 1,
                    "players": [
                        {
                            "name": "Anne",
                            "suns": {"face_down": [9, 6, 5, 2]},
                            "tiles": {"warrior": 2, "farmer": 1, "merchant": 1, "scribe": 1, "priest": 1},
                        },
                        {
                            "name": "Bert",
                            "suns": {"face_up": [8], "face_down": [7, 4, 1]},
                            "tiles": {"granary": 2, "plague": 1},
                        },
                    ],
                },
            },
            "no_suns": {
                "summary": "Epoch 1 without suns (allowed in epochs 1 and 2; a tie on fame is then shared)",
                "value": {
                    "epoch": 1,
                    "players": [
                        {"name": "Anne", "tiles": {"warrior": 2}},
                        {"name": "Bert", "tiles": {"farmer": 2}},
                    ],
                },
            },
        }

    def check(self, epoch: EpochDisplays, data: dict[str, Any]) -> list[Problem]:
        return scoring.check_epoch(epoch, loaded_rulings(data))


class PriestsGameSchema(WholeGameSchema):
    """POST /v1/games/priests-of-ra/score, the whole game (one to three epochs in order)."""

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
    return_plague = StrictBool(load_default=True, metadata={"description": RETURN_PLAGUE})
    rulings = rulings_field()

    def check(self, epochs: list[EpochDisplays], data: dict[str, Any]) -> list[Problem]:
        return scoring.check_game(epochs, loaded_rulings(data))


def _returned(player: Any) -> dict[str, int]:
    """Tiles that leave the display at this scoring although their type stays: P5's plague returned by
    3 or more priests (a form prefills the next epoch's display with what stays)."""
    returned = any(line.key == "plagues" and line.text.id.startswith("por.plagues.returned") for line in player.lines)
    return {"plague": 1} if returned else {}


class PriestsPlayerScoreSchema(PlayerScoreSchema):
    ankhs_gained = fields.Function(
        lambda p: (p.extras or {}).get("ankhs_gained", 0),
        metadata={**INTEGER, "minimum": 0, "description": "Ankhs gained this epoch (a count, not points)."},
    )
    returned = fields.Function(
        _returned,
        metadata={
            "type": "object",
            "additionalProperties": {"type": "integer", "minimum": 1},
            "description": "Tiles that leave the display at this scoring although their type stays (P5: "
            '`{"plague": 1}` when 3 or more priests return a plague); `{}` otherwise. The next epoch\'s '
            "display is the staying tiles minus these.",
        },
    )


class PriestsEpochScoreSchema(EpochScoreSchema):
    players = fields.List(fields.Nested(PriestsPlayerScoreSchema), metadata={"description": "In the order given."})


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
    moves = PriestsMoves(
        required=True,
        metadata={
            "description": "Every move in order, from the first draw; may stop mid-game.",
            "nl": "Elke zet in volgorde, vanaf de eerste trekking; het verslag mag midden in het spel ophouden.",
            "actions": replay.game().actions,
            "tiles": sorted(replay.game().tile_names),
            "move": (
                "`draw` (with `tile`: the face put up), `invoke`, `bid` (with `sun`) and `pass` inside an auction, "
                "and `flip` (with `tiles`: the tiles of his display turned over, at most one per priest just won) as "
                "the one move right after an auction won with priests (P8)."
            ),
        },
    )
    rulings = rulings_field()

    class Meta:
        examples = {
            "opening": {
                "summary": "The first moves of a 2-player game, with a priest's flip",
                "value": {
                    "players": ["Anne", "Bert"],
                    "suns": {"Anne": [9, 6, 5, 2], "Bert": [8, 7, 4, 3]},
                    "moves": [
                        {"player": "Anne", "action": "draw", "tile": "priest"},
                        {"player": "Bert", "action": "draw", "tile": "warrior"},
                        {"player": "Anne", "action": "invoke"},
                        {"player": "Bert", "action": "pass"},
                        {"player": "Anne", "action": "bid", "sun": 9},
                        {"player": "Anne", "action": "flip", "tiles": ["warrior"]},
                        {"player": "Bert", "action": "draw", "tile": "ra"},
                    ],
                },
            }
        }

    def check(self, log: GameLog, data: dict[str, Any]) -> list[Problem]:
        return replay.check_log(log, loaded_rulings(data))


STATE = state_doc(
    flip={
        "type": ["object", "null"],
        "required": ["player", "flips"],
        "description": "The flips the winner of the last auction may still make (phase `flip` when they hold the "
        "epoch end).",
        "properties": {
            "player": {"type": "string"},
            "flips": {"type": "integer", "minimum": 1, "description": "At most this many tiles (one per priest won)."},
        },
    },
    ankhs={
        "type": "object",
        "description": "Ankhs held by each player (gained in earlier epochs).",
        "additionalProperties": {"type": "integer", "minimum": 0},
    },
)

OPERATIONS = {
    "score": Operation(
        (
            Binding(PriestsEpochSchema(), scoring.score_epoch, PriestsEpochScoreSchema()),
            Binding(PriestsGameSchema(), scoring.score_game, PriestsGameScoreSchema()),
        ),
        score_shape,
        summary="Score Priests of Ra displays, one epoch or a whole game.",
        description=(
            "The same two shapes as Ra, and as in Ra the `suns` may be left out in epochs 1 and 2 (for every "
            "player of the epoch or for none; a tie on fame is then shared). Tiles are counted by the face they show (`warrior`, `library`, "
            "`chamber_a`, ...). Each player also has `ankhs` held before this epoch (one-epoch shape, default 0); "
            "in the whole-game shape fame is carried from 10 and ankhs from 0 (the ankhs gained in an epoch count "
            "from the next on and in the epoch-3 `ankhs` line). A player with 3 or more priests returns one plague "
            "before plagues are scored unless `return_plague` is false (P5)."
        ),
        answer="The scores. For one epoch a PriestsEpochScore, for a whole game a PriestsGameScore.",
    ),
    "replay": Operation(
        (Binding(PriestsLogSchema(), replay.replay, replay_schema(PriestsEpochScoreSchema, STATE)),),
        summary="Referee a whole recorded game of Priests of Ra, move by move.",
        description=(
            "The same notation and verdict as Ra's replay (P1: auction, invoke, turn order, epoch end and sun "
            "rules are Ra's, and the shared checks report Ra's rulings R8-R17), for 2 to 5 players, without gods "
            "and disasters. A `draw` names the face put up (`warrior` draws a farmer/warrior tile; a face draws "
            "from its physical tile's count in the bag). Right after an auction won with priest tiles, the winner "
            "may `flip` (P8): one move, `tiles` naming at most one tile per priest won, each a tile in his display, "
            "which turns to its other side; the tiles are flipped together, so each must be in the display before "
            "the flip. A flip later is illegal. If that auction spent the last sun, the epoch is scored after the "
            "flip (the log going on without it, or ending, declines it). After each epoch's scoring people and "
            "priests leave the display, a player with 3 or more priests returns one plague (always: it never "
            "hurts, P5), and the ankhs gained are held from the next epoch on. `epochs` are exactly what `/score` "
            "answers for the whole game so far."
        ),
        answer="The verdict.",
    ),
}
