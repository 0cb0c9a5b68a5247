"""Priests of Ra (Rio Grande 2009, Reiner Knizia) as data: supply, suns, tracks and scoring tables.

Every number here is the rulebook's (seeds 000 nl, 002 en) or a ruling's (RULINGS.md P1-P8).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from ...sun_auction.catalogue import SUNS_TABLE, sun_game_data, with_names
from .messages import tile_text

SLUG = "priests-of-ra"
NAME = "Priests of Ra"
PLAYERS = range(2, 6)  # P1
EPOCHS = 3

# P1: the seed's table of sun stacks ("1 groep 9-6-5-2 ..."); sun 1 starts in the middle.
SUN_STACKS: dict[int, tuple[tuple[int, ...], ...]] = {
    2: ((9, 6, 5, 2), (8, 7, 4, 3)),
    3: ((13, 8, 5, 2), (12, 9, 6, 3), (11, 10, 7, 4)),
    4: ((13, 6, 2), (12, 7, 3), (11, 8, 4), (10, 9, 5)),
    5: ((16, 7, 2), (15, 8, 3), (14, 9, 4), (13, 10, 5), (12, 11, 6)),
}
# P1: the board's Ra track has 10 spaces; "with 2 players the first four spaces ... are not used;
# with 3 players the first two ...; with 4 players the first space". The epoch ends at once on the last.
RA_TRACK = {2: 6, 3: 8, 4: 9, 5: 10}
AUCTION_TRACK = 8  # "the lower with 8 spaces (the auction track)"; full -> the player must invoke Ra

# The faces a display can show, one flat name each (P2, P3).
PEOPLE = ("farmer", "warrior", "merchant", "scribe")
BUILDINGS = ("granary", "fortress", "market", "library")
# P3 (model): the two printed chamber colours are not in the text; they are named neutrally.
CHAMBERS = ("chamber_a", "chamber_b")
CHAMBER_COLOURS = {"chamber_a": "A", "chamber_b": "B"}
CHAMBERS_PER_COLOUR = 7  # "2x 7 grafkamers"
DISPLAY_TILES = (*PEOPLE, *BUILDINGS, "priest", "plague", "pyramid", *CHAMBERS)

# P2: "With the exception of pyramids, priests and plagues, all other tiles have two different sides".
# One physical tile per pair; the drawer picks the face, a priest flip shows the other (P8).
DOUBLE_SIDED: tuple[tuple[str, str], ...] = (
    ("farmer", "warrior"),
    ("merchant", "scribe"),
    ("granary", "fortress"),
    ("market", "library"),
    ("chamber_a", "chamber_b"),  # P3: a flip changes the chamber's colour
)
SINGLE_SIDED = ("priest", "plague", "pyramid")


# P2: 174 tiles in the bag, keyed by physical tile ("a+b" is one double-sided tile, the key
# core.supply.check_supply understands as a limit shared by both faces).
SUPPLY: dict[str, int] = {
    "ra": 30,
    "farmer+warrior": 30,
    "merchant+scribe": 30,
    "granary+fortress": 15,
    "market+library": 15,
    "chamber_a+chamber_b": 14,  # "2x 7 grafkamers"
    "priest": 15,
    "pyramid": 15,
    "plague": 10,
}
assert sum(SUPPLY.values()) == 174
ANKHS = 20  # "20 Ankhs"; never refilled, so gains stop when the box is empty


# P5: after scoring an epoch, people and priests leave the game (a returned plague too);
# buildings, plagues, pyramid and chambers stay (P4).
LEAVE_AFTER_EPOCH = (*PEOPLE, "priest")
STAY_AFTER_EPOCH = (*BUILDINGS, "plague", "pyramid", *CHAMBERS)

# P5: every epoch.
PEOPLE_MOST = 5  # per people type, to every player with the most, if that is at least 2
PEOPLE_MOST_MINIMUM = 2
ANKHS_FOR_PEOPLE_TYPES = {4: 2, 3: 1}  # distinct people types -> ankhs gained (not fame)
BUILDING_TILES = 2  # P4: a complete building is two tiles of one building type
BUILDING_POINTS = 2  # per complete building
BUILDING_TYPES_BONUS = {4: 10, 3: 5}  # distinct types with a complete building -> bonus
PRIEST_POINTS = 2
PRIESTS_TO_RETURN_PLAGUE = 3
PLAGUE_POINTS = {0: 0, 1: -1, 2: -3, 3: -6, 4: -10, 5: -15}  # 6 or more -> PLAGUE_POINTS_MAX
PLAGUE_POINTS_MAX = -20

# P6: after epoch 3 only.
# Pyramid (pyramid and chamber tiles together): each layer one tile fewer than the one below,
# so height h needs 1 + 2 + ... + h tiles: 3 for height 2, 6 for 3, 10 for 4.
PYRAMID_POINTS = {2: 5, 3: 10, 4: 20}  # by height; 4 or more -> 20
CHAMBER_POINTS = {3: 5, 4: 10}  # per colour: exactly 3 -> 5, 4 or more -> 10
ANKH_POINTS = {2: 5, 3: 10, 4: 20}  # ankhs held: 4 or more -> 20
ANKHS_ENOUGH = 4  # "As players do not need to hold more than four ankhs, there are enough ankhs for all"

EPOCH_KEYS = ("farmers", "warriors", "merchants", "scribes", "buildings", "priests", "plagues")
FINAL_KEYS = ("pyramid", "chambers", "ankhs", "suns")
PEOPLE_KEYS = dict(zip(PEOPLE, EPOCH_KEYS[:4]))


@dataclass(frozen=True)
class Rulings:
    """The **model** rulings of RULINGS.md (P3, P4): guesses where the text lost its pictures. A table
    whose edition differs overrides them per request; the defaults are the rulings.

    - building_tiles (P4): tiles of one building type that make one complete building.
    - buildings_stay (P4): buildings stay in the display between epochs (else they leave with the people).
    - chambers_double_sided (P3): each of the 14 chamber tiles shows one colour per side and a flip
      changes its colour; if false, there are 7 single-sided chambers of each colour ("2x 7 grafkamers"),
      which cannot be flipped.
    """

    building_tiles: int = BUILDING_TILES
    buildings_stay: bool = True
    chambers_double_sided: bool = True

    @property
    def double_sided(self) -> tuple[tuple[str, str], ...]:
        return DOUBLE_SIDED if self.chambers_double_sided else tuple(p for p in DOUBLE_SIDED if p != CHAMBERS)

    @property
    def flip(self) -> dict[str, str]:
        """Each face that can be flipped -> its other side."""
        return {**{a: b for a, b in self.double_sided}, **{b: a for a, b in self.double_sided}}

    @property
    def supply(self) -> dict[str, int]:
        """The bag by physical tile ("a+b" for a double-sided tile)."""
        if self.chambers_double_sided:
            return dict(SUPPLY)
        single = {k: v for k, v in SUPPLY.items() if k != "+".join(CHAMBERS)}
        return {**single, **{c: CHAMBERS_PER_COLOUR for c in CHAMBERS}}

    def physical_tile(self, face: str) -> str:
        for pair in self.double_sided:
            if face in pair:
                return "+".join(pair)
        return face

    @property
    def display_limits(self) -> dict[str, int]:
        return {k: v for k, v in self.supply.items() if k != "ra"}

    @property
    def leave_after_epoch(self) -> tuple[str, ...]:
        return LEAVE_AFTER_EPOCH if self.buildings_stay else LEAVE_AFTER_EPOCH + BUILDINGS

    @property
    def leave_limits(self) -> dict[str, int]:
        """The tiles that leave after each scoring, as supply limits (summed over a whole game)."""
        leaving = set(self.leave_after_epoch)
        return {k: v for k, v in self.supply.items() if leaving & set(k.split("+"))}


RULINGS = Rulings()
# The defaults, by name (a request's rulings may differ: use its Rulings then).
FLIP = RULINGS.flip
physical_tile = RULINGS.physical_tile
DISPLAY_LIMITS = RULINGS.display_limits


def plague_points(plagues: int) -> int:
    return PLAGUE_POINTS.get(plagues, PLAGUE_POINTS_MAX)


def pyramid_height(tiles: int) -> int:
    """The tallest step pyramid `tiles` tiles can build (spare tiles need not be used)."""
    height = 0
    while (height + 1) * (height + 2) // 2 <= tiles:
        height += 1
    return height


def pyramid_points(height: int) -> int:
    return PYRAMID_POINTS[min(height, 4)] if height >= 2 else 0


def chamber_points(count: int) -> int:
    return CHAMBER_POINTS[min(count, 4)] if count >= 3 else 0


def ankh_points(ankhs: int) -> int:
    return ANKH_POINTS[min(ankhs, 4)] if ankhs >= 2 else 0


def tile_path(tile: str) -> tuple[str, ...]:
    """Where a tile's count sits in a display request: every face is a flat field of `tiles`."""
    return (tile,)


def as_data() -> dict:
    """The rules as data, for GET /v1/games/priests-of-ra: a form builds itself from this."""

    return with_names(
        {
            **sun_game_data(sys.modules[__name__]),
            "ankhs": ANKHS,
            "tiles": {
                "display": list(DISPLAY_TILES),
                "people": list(PEOPLE),
                "buildings": list(BUILDINGS),
                "chambers": list(CHAMBERS),
                "double_sided": [list(pair) for pair in DOUBLE_SIDED],
                "single_sided": list(SINGLE_SIDED),
                "stay_after_epoch": list(STAY_AFTER_EPOCH),
                "leave_after_epoch": list(LEAVE_AFTER_EPOCH),
            },
            # P3, P4 are model rulings: a request's "rulings" object overrides these defaults
            "rulings": {
                "building_tiles": RULINGS.building_tiles,
                "buildings_stay": RULINGS.buildings_stay,
                "chambers_double_sided": RULINGS.chambers_double_sided,
            },
            "scoring": {
                "every_epoch": {
                    "people_most": PEOPLE_MOST,
                    "people_most_minimum": PEOPLE_MOST_MINIMUM,
                    "ankhs_for_people_types": {str(k): v for k, v in ANKHS_FOR_PEOPLE_TYPES.items()},
                    "building_tiles": BUILDING_TILES,
                    "building_points": BUILDING_POINTS,
                    "building_types_bonus": {str(k): v for k, v in BUILDING_TYPES_BONUS.items()},
                    "priest": PRIEST_POINTS,
                    "priests_to_return_plague": PRIESTS_TO_RETURN_PLAGUE,
                    "plagues": {**{str(k): v for k, v in PLAGUE_POINTS.items()}, "6+": PLAGUE_POINTS_MAX},
                },
                "after_last_epoch": {
                    "pyramid_by_height": {str(k): v for k, v in PYRAMID_POINTS.items()},
                    "pyramid_tiles_for_height": {"2": 3, "3": 6, "4": 10},
                    "chambers_per_colour": {str(k): v for k, v in CHAMBER_POINTS.items()},
                    "ankhs": {str(k): v for k, v in ANKH_POINTS.items()},
                    "suns": SUNS_TABLE,
                },
                "keys": {"every_epoch": list(EPOCH_KEYS), "after_last_epoch": list(FINAL_KEYS)},
            },
        },
        tile_text,
    )
