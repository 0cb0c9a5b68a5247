"""Priests of Ra (Rio Grande 2009, Reiner Knizia) as data: supply, suns, tracks and scoring tables.

Every number here is the rulebook's (seeds 000 nl, 002 en) or a ruling's (RULINGS.md P1-P8).
"""
from __future__ import annotations

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
RA_TRACK_SPACES = 10
RA_TRACK = {2: 6, 3: 8, 4: 9, 5: 10}
AUCTION_TRACK = 8  # "the lower with 8 spaces (the auction track)"; full -> the player must invoke Ra

# The faces a display can show, one flat name each (P2, P3).
PEOPLE = ("farmer", "warrior", "merchant", "scribe")
BUILDINGS = ("granary", "fortress", "market", "library")
# P3 (model): the two printed chamber colours are not in the text; they are named neutrally.
CHAMBERS = ("chamber_a", "chamber_b")
CHAMBER_COLOURS = {"chamber_a": "A", "chamber_b": "B"}
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
FLIP: dict[str, str] = {**{a: b for a, b in DOUBLE_SIDED}, **{b: a for a, b in DOUBLE_SIDED}}
SINGLE_SIDED = ("priest", "plague", "pyramid")


def physical_tile(face: str) -> str:
    """The tile a face is printed on, as a SUPPLY key: "warrior" -> "farmer+warrior", "priest" -> "priest"."""
    for pair in DOUBLE_SIDED:
        if face in pair:
            return "+".join(pair)
    return face


# P2: 174 tiles in the bag, keyed by physical tile ("a+b" is one double-sided tile, the key
# core.displays.check_supply understands as a limit shared by both faces).
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

# The limits a display (or several) can be checked against: every SUPPLY tile that lies in a display.
DISPLAY_LIMITS: dict[str, int] = {k: v for k, v in SUPPLY.items() if k != "ra"}

# P5: after scoring an epoch, people and priests leave the game (a returned plague too);
# buildings, plagues, pyramid and chambers stay (P4).
LEAVE_AFTER_EPOCH = (*PEOPLE, "priest")
STAY_AFTER_EPOCH = (*BUILDINGS, "plague", "pyramid", *CHAMBERS)
LEAVE_LIMITS: dict[str, int] = {"farmer+warrior": SUPPLY["farmer+warrior"],
                                "merchant+scribe": SUPPLY["merchant+scribe"],
                                "priest": SUPPLY["priest"]}

# P5: every epoch.
PEOPLE_MOST = 5          # per people type, to every player with the most, if that is at least 2
PEOPLE_MOST_MINIMUM = 2
ANKHS_FOR_PEOPLE_TYPES = {4: 2, 3: 1}  # distinct people types -> ankhs gained (not fame)
BUILDING_TILES = 2       # P4: a complete building is two tiles of one building type
BUILDING_POINTS = 2      # per complete building
BUILDING_TYPES_BONUS = {4: 10, 3: 5}  # distinct types with a complete building -> bonus
PRIEST_POINTS = 2
PRIESTS_TO_RETURN_PLAGUE = 3
PLAGUE_POINTS = {0: 0, 1: -1, 2: -3, 3: -6, 4: -10, 5: -15}  # 6 or more -> PLAGUE_POINTS_MAX
PLAGUE_POINTS_MAX = -20

# P6: after epoch 3 only.
# Pyramid (pyramid and chamber tiles together): each layer one tile fewer than the one below,
# so height h needs 1 + 2 + ... + h tiles: 3 for height 2, 6 for 3, 10 for 4.
PYRAMID_POINTS = {2: 5, 3: 10, 4: 20}  # by height; 4 or more -> 20
CHAMBER_POINTS = {3: 5, 4: 10}          # per colour: exactly 3 -> 5, 4 or more -> 10
ANKH_POINTS = {2: 5, 3: 10, 4: 20}      # ankhs held: 4 or more -> 20

EPOCH_KEYS = ("farmers", "warriors", "merchants", "scribes", "buildings", "priests", "plagues")
FINAL_KEYS = ("pyramid", "chambers", "ankhs", "suns")
PEOPLE_KEYS = dict(zip(PEOPLE, EPOCH_KEYS[:4]))


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
    from ...core.scoring import START_FAME, SUNS_HIGHEST, SUNS_LOWEST

    return {
        "slug": SLUG,
        "name": NAME,
        "players": {"min": PLAYERS.start, "max": PLAYERS.stop - 1},
        "epochs": EPOCHS,
        "start_fame": START_FAME,
        "supply": SUPPLY,
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
        # where each tile's count sits in a display request (a form builds its requests from this)
        "tile_paths": {t: list(tile_path(t)) for t in DISPLAY_TILES},
        "suns": {
            str(n): {"stacks": [list(s) for s in stacks], "middle": 1, "per_player": len(stacks[0]),
                     "all": sorted({1, *(x for s in stacks for x in s)})}
            for n, stacks in SUN_STACKS.items()
        },
        "ra_track": {str(n): length for n, length in RA_TRACK.items()},
        "auction_track": AUCTION_TRACK,
        "scoring": {
            "every_epoch": {
                "people_most": PEOPLE_MOST, "people_most_minimum": PEOPLE_MOST_MINIMUM,
                "ankhs_for_people_types": {str(k): v for k, v in ANKHS_FOR_PEOPLE_TYPES.items()},
                "building_tiles": BUILDING_TILES, "building_points": BUILDING_POINTS,
                "building_types_bonus": {str(k): v for k, v in BUILDING_TYPES_BONUS.items()},
                "priest": PRIEST_POINTS, "priests_to_return_plague": PRIESTS_TO_RETURN_PLAGUE,
                "plagues": {**{str(k): v for k, v in PLAGUE_POINTS.items()}, "6+": PLAGUE_POINTS_MAX},
            },
            "after_last_epoch": {
                "pyramid_by_height": {str(k): v for k, v in PYRAMID_POINTS.items()},
                "pyramid_tiles_for_height": {"2": 3, "3": 6, "4": 10},
                "chambers_per_colour": {str(k): v for k, v in CHAMBER_POINTS.items()},
                "ankhs": {str(k): v for k, v in ANKH_POINTS.items()},
                "suns": {"highest_total": SUNS_HIGHEST, "lowest_total": SUNS_LOWEST},
            },
            "keys": {"every_epoch": list(EPOCH_KEYS), "after_last_epoch": list(FINAL_KEYS)},
        },
        "tie_break": "highest_sun",
    }
