"""Ra (Alea 1999, Reiner Knizia) as data: supply, suns, tracks and scoring tables.

Every number here is the rulebook's (seed 001) or a ruling's (RULINGS.md R1-R17).
"""

from __future__ import annotations

import sys

from ...sun_auction.catalogue import SUNS_TABLE, sun_game_data, with_names
from .messages import tile_text


SLUG = "ra"
NAME = "Ra"
PLAYERS = range(3, 6)  # R1
EPOCHS = 3

# R1: the seed's table of sun stacks; sun 1 starts in the middle.
SUN_STACKS: dict[int, tuple[tuple[int, ...], ...]] = {
    3: ((13, 8, 5, 2), (12, 9, 6, 3), (11, 10, 7, 4)),
    4: ((13, 6, 2), (12, 7, 3), (11, 8, 4), (10, 9, 5)),
    5: ((16, 7, 2), (15, 8, 3), (14, 9, 4), (13, 10, 5), (12, 11, 6)),
}
# R9: the Ra tile that ends the epoch at once ("bij 3 spelers het achtste, bij 4 het negende, bij 5 het tiende").
RA_TRACK = {3: 8, 4: 9, 5: 10}
AUCTION_TRACK = 8  # R10: "van zodra de speel-rij ... met 8 kaartjes is belegd"

CIVILIZATIONS = ("art", "agriculture", "religion", "astronomy", "writing")
MONUMENTS = ("fortress", "obelisk", "palace", "pyramid", "sphinx", "statue", "step_pyramid", "temple")
DISASTERS = ("funeral", "drought", "unrest", "earthquake")

# R2: 180 tiles.
SUPPLY: dict[str, int] = {
    "ra": 30,
    "god": 8,
    "pharaoh": 25,
    "nile": 25,
    "flood": 12,
    "gold": 5,
    **{c: 5 for c in CIVILIZATIONS},
    **{m: 5 for m in MONUMENTS},
    "funeral": 2,
    "drought": 2,
    "unrest": 4,
    "earthquake": 2,
}
assert sum(SUPPLY.values()) == 180

# The tiles a display can hold (Ra tiles lie on the Ra track; disasters are resolved at once).
DISPLAY_TILES = ("god", "pharaoh", "nile", "flood", "gold", *CIVILIZATIONS, *MONUMENTS)
# R6: after scoring an epoch these leave the game; pharaohs, Nile and monuments stay.
LEAVE_AFTER_EPOCH = ("god", "flood", "gold", *CIVILIZATIONS)
STAY_AFTER_EPOCH = ("pharaoh", "nile", *MONUMENTS)
# The supply limits the displays are checked against: at the end of an epoch (R2), and, for the tiles
# that leave after scoring, summed over the epochs of a whole game (R6).
DISPLAY_LIMITS = {t: SUPPLY[t] for t in DISPLAY_TILES}
LEAVE_LIMITS = {t: SUPPLY[t] for t in LEAVE_AFTER_EPOCH}

# R14: what each disaster discards, in the order it must discard it.
DISASTER_VICTIMS: dict[str, tuple[tuple[str, ...], ...]] = {
    "funeral": (("pharaoh",),),
    "drought": (("flood",), ("nile",)),  # floods first, then Nile
    "unrest": (CIVILIZATIONS,),  # the player's choice
    "earthquake": (MONUMENTS,),  # the player's choice
}
DISASTER_LOSS = 2

# R4: every epoch.
GOD_POINTS = 2
PHARAOHS_MOST = 5
PHARAOHS_FEWEST = -2
GOLD_POINTS = 3
CIVILIZATION_POINTS = {0: -5, 1: 0, 2: 0, 3: 5, 4: 10, 5: 15}  # by distinct types
# R5: after epoch 3 only.
MONUMENT_DISTINCT_POINTS = {0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 10, 8: 15}
MONUMENT_IDENTICAL_POINTS = {3: 5, 4: 10, 5: 15}  # bonus per type with that many identical tiles

EPOCH_KEYS = ("gods", "pharaohs", "nile", "civilizations", "gold")
FINAL_KEYS = ("monuments", "suns")


def tile_path(tile: str) -> tuple[str, ...]:
    """Where a tile's count sits in a display request: civilizations and monuments are grouped."""
    if tile in CIVILIZATIONS:
        return ("civilization", tile)
    if tile in MONUMENTS:
        return ("monument", tile)
    return (tile,)


def as_data() -> dict:
    """The rules as data, for GET /v1/games/ra: a form builds itself from this."""
    return with_names(
        {
            **sun_game_data(sys.modules[__name__]),
            "tiles": {
                "display": list(DISPLAY_TILES),
                "civilizations": list(CIVILIZATIONS),
                "monuments": list(MONUMENTS),
                "disasters": list(DISASTERS),
                "stay_after_epoch": list(STAY_AFTER_EPOCH),
                "leave_after_epoch": list(LEAVE_AFTER_EPOCH),
            },
            "disasters": {
                d: {"discards": [list(group) for group in victims], "count": DISASTER_LOSS}
                for d, victims in DISASTER_VICTIMS.items()
            },
            "scoring": {
                "every_epoch": {
                    "god": GOD_POINTS,
                    "pharaohs": {"most": PHARAOHS_MOST, "fewest": PHARAOHS_FEWEST},
                    "nile": {"per_nile_and_flood": 1, "needs_flood": True},
                    "civilizations_by_distinct_types": {str(k): v for k, v in CIVILIZATION_POINTS.items()},
                    "gold": GOLD_POINTS,
                },
                "after_last_epoch": {
                    "monuments_by_distinct_types": {str(k): v for k, v in MONUMENT_DISTINCT_POINTS.items()},
                    "monuments_identical_bonus": {str(k): v for k, v in MONUMENT_IDENTICAL_POINTS.items()},
                    "suns": SUNS_TABLE,
                },
                "keys": {"every_epoch": list(EPOCH_KEYS), "after_last_epoch": list(FINAL_KEYS)},
            },
        },
        tile_text,
    )
