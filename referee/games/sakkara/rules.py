"""Sakkara (Kosmos 2007, Manfred Grabmeier) as data: the board, the tile catalogue, tiers and spells.

The rulebook (seed 004) lost its pictures, so which tiles exist how often, which nine make tier 1,
which four tier 2 and which three make each spell is a model (S5). The default below keeps every
number the text gives; a request may send its own catalogue in the same form, and
:func:`check_catalogue` holds it to the same constraints.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from ...core.problems import PathPart, Problem
from ...core.text import LANGUAGES, Text
from .messages import kind_text, kinds_text, spell_text, tier_text

SLUG = "sakkara"
NAME = "Sakkara"
PLAYERS = 2  # S1
WORKERS = 2  # S1: two workers each
SIZE = 7  # S5: "reviews agree the board is 7x7"
FILES = "abcdefg"  # columns, left to right as the first player sees the board
FIELDS: tuple[str, ...] = tuple(f + str(r) for r in range(1, SIZE + 1) for f in FILES)  # a1, b1, .. g7
FIELD_INDEX: dict[str, int] = {name: i for i, name in enumerate(FIELDS)}

TOTAL_TILES = 75  # "75 hiërogliefenkaartjes"
SETUP_HEIGHT = 2  # S2: "Bij het begin mag geen enkele stapel hoger zijn dan 2 kaartjes"
VISIBLE_SHIPS = 2  # S2: "minstens 2 scheepskaartjes moeten zichtbaar liggen"
HOLDER = 10  # S2: "niet meer dan 10 kaartjes in zijn kaartenhouder"
CLIMB = 2  # S2: "hoogstens twee kaartjes hoger"
STACK_MAX = 9  # S4: "niet meer dan 9 kaartjes ineens als stapel"
SPLIT_FROM = 6  # S4: "Vanaf 6 kaartjes mag de medespeler de stapel verdelen"
SPLIT_MIN = 3  # S4: "waarbij iedere stapel minstens 3 kaartjes moet tellen"
GRAINS = 3  # S1: ship, three grains
HORSE_STEPS = (1, 2)  # "één of twee velden in dezelfde richting verder"

# The kinds the engine gives a meaning to: their names are fixed, a catalogue chooses their counts.
SHIP, GRAIN = "ship", "grain"  # green: the pyramid's foundation
STAIR, HEWN_STONE = "stair", "hewn_stone"  # blue tier-1 tiles with a rule of their own
HELPING_HAND, SNAKE, HORSE, BIRD, OX = "helping_hand", "snake", "horse", "bird", "ox"
SPECIALS = (STAIR, HELPING_HAND, SNAKE, HORSE, BIRD, OX)  # "alle grijze kaartjes en ook de blauwe trap"
FIXED_KINDS = (SHIP, GRAIN, HEWN_STONE, *SPECIALS)
SPELLS = ("firestorm", "whirlwind", "drought", "shipwreck")
# The two recipes the text gives (in the worked turn and the spell list); the other two are the model's.
KNOWN_RECIPES: dict[str, tuple[str, ...]] = {
    "firestorm": ("pyramid_tip", "cross", "braid"),  # "met piramidespits, kruis en vlecht de toverspreuk vuurstorm"
    "shipwreck": ("double_line", "circle", "moon"),  # "dubbele streep en cirkel ... maan ... schipbreuk"
}
TIER_SIZES = {1: 9, 2: 4, 3: 1}  # "negen blauwe", "vier rode", "een gouden kaartje"
TIER1_STAIRS = 2  # the stair: "Dit kaartje heb je tweemaal nodig voor de bouw van de eerste trap"
TIER1_HEWN = 4  # "Voor elk van de vier blauwe, gehouwen stenen"
HANDS_PER_HEWN = 1  # "moet men een bijzonder kaartje helpende hand inzetten"
HANDS_FOR_APEX = 2  # "moet men twee kaartjes helpende hand inzetten"
TIER_NAMES = {1: "tier1", 2: "tier2", 3: "apex"}

# --- the default catalogue (S5 model): 75 tiles ---------------------------------------------------
DEFAULT_TILES: dict[str, int] = {
    # green. Two complete pyramids need 2 ships and 6 grains; a spell destroys one of each, so the
    # box holds a spare ship (shipwreck) and two spare grains (drought strikes the commoner tile).
    SHIP: 3,
    GRAIN: 8,
    # blue, tier 1 (9 tiles: 2 stairs, 4 hewn stones, 3 others).
    STAIR: 6,  # 2 in each of two pyramids, plus 2 to climb with (a played stair goes back to the board)
    HEWN_STONE: 8,  # 4 in each of two pyramids
    "lotus": 2,
    "papyrus": 2,
    "scarab": 2,  # one per pyramid each
    # red, tier 2 (4 tiles): one per pyramid each
    "ankh": 2,
    "eye": 2,
    "falcon": 2,
    "djed": 2,
    # gold, the apex: one per pyramid
    "capstone": 2,
    # grey specials. Helping hands: one pyramid uses 4 + 2 = 6, and played hands return to the board,
    # so 6 serve both players. One pair of each other special keeps them rare but present.
    HELPING_HAND: 6,
    SNAKE: 2,
    HORSE: 2,
    BIRD: 2,
    OX: 2,
    # grey spell glyphs: those in two recipes 3 times, those in one recipe twice, so every spell can
    # be assembled while another one holds its shared glyphs.
    "cross": 3,
    "braid": 3,
    "circle": 3,
    "moon": 3,
    "pyramid_tip": 2,
    "double_line": 2,
    "spiral": 2,
    "wave": 2,
}
DEFAULT_TIERS: dict[int, tuple[str, ...]] = {
    1: (STAIR, STAIR, HEWN_STONE, HEWN_STONE, HEWN_STONE, HEWN_STONE, "lotus", "papyrus", "scarab"),
    2: ("ankh", "eye", "falcon", "djed"),
    3: ("capstone",),
}
DEFAULT_SPELLS: dict[str, tuple[str, ...]] = {
    "firestorm": KNOWN_RECIPES["firestorm"],
    # model: each unknown spell shares two glyphs with the known ones and has one of its own
    "whirlwind": ("spiral", "cross", "circle"),
    "drought": ("wave", "braid", "moon"),
    "shipwreck": KNOWN_RECIPES["shipwreck"],
}
assert sum(DEFAULT_TILES.values()) == TOTAL_TILES

MAX_KINDS = 60  # a catalogue of 75 tiles cannot sensibly have more kinds; bounds a request
MAX_KIND_LENGTH = 30


@dataclass(frozen=True)
class Catalogue:
    """A tile catalogue with its tiers and spell table, and what the engine derives from them."""

    tiles: Mapping[str, int]
    tiers: Mapping[int, tuple[str, ...]]
    spells: Mapping[str, tuple[str, ...]]
    # derived (by `make_catalogue`)
    tier_of: Mapping[str, int] = field(default_factory=dict)  # pyramid tile kind -> 1, 2, 3
    recipes: Mapping[int, Mapping[str, int]] = field(default_factory=dict)  # tier -> kind -> count
    spell_of: Mapping[tuple[str, ...], str] = field(default_factory=dict)  # sorted ingredients -> spell

    def as_data(self) -> dict[str, Any]:
        return {
            "tiles": dict(self.tiles),
            "tiers": {TIER_NAMES[t]: list(kinds) for t, kinds in self.tiers.items()},
            "spells": {s: list(k) for s, k in self.spells.items()},
        }


def make_catalogue(
    tiles: Mapping[str, int], tiers: Mapping[int, Sequence[str]], spells: Mapping[str, Sequence[str]]
) -> Catalogue:
    """A Catalogue with its lookups; no checks (see `check_catalogue`)."""
    tiers_t = {t: tuple(tiers.get(t, ())) for t in TIER_SIZES}
    tier_of: dict[str, int] = {}
    for t, kinds in tiers_t.items():
        for k in kinds:
            tier_of.setdefault(k, t)
    return Catalogue(
        tiles=dict(tiles),
        tiers=tiers_t,
        spells={s: tuple(k) for s, k in spells.items()},
        tier_of=tier_of,
        recipes={t: dict(Counter(kinds)) for t, kinds in tiers_t.items()},
        spell_of={tuple(sorted(k)): s for s, k in spells.items()},
    )


DEFAULT = make_catalogue(DEFAULT_TILES, DEFAULT_TIERS, DEFAULT_SPELLS)


def check_catalogue(cat: Catalogue, path: tuple[PathPart, ...] = ("catalogue",)) -> list[Problem]:
    """Every way a caller's catalogue breaks the numbers the text gives (S5); [] for a sound one."""
    problems: list[Problem] = []
    tiles = cat.tiles

    def add(where: tuple[PathPart, ...], msg: str, **params: Any) -> None:
        for key, value in params.items():  # names in the answer's language where the game has them
            if key in ("tier", "other") and isinstance(value, int):
                params[key] = tier_text(value)
            elif key in ("spell", "other"):
                params[key] = spell_text(value)
            elif key == "kind":
                params[key] = kind_text(value)
        problems.append(Problem(path + where, Text("sakkara.catalogue." + msg, params)))

    total = sum(tiles.values())
    if total != TOTAL_TILES:
        add(("tiles",), "total", total=total, need=TOTAL_TILES)
    for kind in FIXED_KINDS:
        if tiles.get(kind, 0) < 1:
            add(("tiles",), "missing_kind", kind=kind)
    # "at least the ships and grains two complete pyramids need plus some to replace destroyed ones"
    if 0 < tiles.get(SHIP, 0) < 2 + 1:
        add(("tiles", SHIP), "ships", count=tiles[SHIP], need=3)
    if 0 < tiles.get(GRAIN, 0) < 2 * GRAINS + 1:
        add(("tiles", GRAIN), "grains", count=tiles[GRAIN], need=2 * GRAINS + 1)
    if 0 < tiles.get(HELPING_HAND, 0) < HANDS_FOR_APEX:
        add(("tiles", HELPING_HAND), "hands", count=tiles[HELPING_HAND], need=HANDS_FOR_APEX)

    reserved = {SHIP, GRAIN, *SPECIALS}
    spell_kinds = {k for kinds in cat.spells.values() for k in kinds}
    seen_in: dict[str, int] = {}
    for t, size in TIER_SIZES.items():
        kinds = cat.tiers.get(t, ())
        where = ("tiers", TIER_NAMES[t])
        if len(kinds) != size:
            add(where, "tier_size", tier=t, count=len(kinds), need=size)
        counts = Counter(kinds)
        if t == 1:
            if counts.get(STAIR, 0) != TIER1_STAIRS:
                add(where, "tier1_stairs", count=counts.get(STAIR, 0), need=TIER1_STAIRS)
            if counts.get(HEWN_STONE, 0) != TIER1_HEWN:
                add(where, "tier1_hewn", count=counts.get(HEWN_STONE, 0), need=TIER1_HEWN)
        elif HEWN_STONE in counts or STAIR in counts:
            add(where, "tier_wrong_special", tier=t)
        for j, kind in enumerate(kinds):
            if kind not in tiles:
                add(where + (j,), "unknown_kind", kind=kind)
            elif (kind in reserved and kind != STAIR) or kind in spell_kinds:
                add(where + (j,), "tier_kind_taken", kind=kind, tier=t)
            elif seen_in.setdefault(kind, t) != t:
                add(where + (j,), "tier_kind_twice", kind=kind, tier=t, other=seen_in[kind])
        for kind, need in counts.items():
            have = tiles.get(kind, 0)
            # both players must be able to finish (S1 names no other end): two pyramids' worth
            if kind in tiles and have < 2 * need:
                add(("tiles", kind), "tier_short", kind=kind, count=have, need=2 * need, tier=t)

    names = tuple(cat.spells)
    if sorted(names) != sorted(SPELLS) or len(names) != len(SPELLS):
        add(("spells",), "spell_names", names=", ".join(SPELLS))
    recipes_seen: dict[tuple[str, ...], str] = {}
    for name, kinds in cat.spells.items():
        where = ("spells", name)
        if len(kinds) != 3:
            add(where, "spell_size", count=len(kinds))
        key = tuple(sorted(kinds))
        if name in KNOWN_RECIPES and key != tuple(sorted(KNOWN_RECIPES[name])):
            add(where, "spell_known", spell=name, kinds=kinds_text(KNOWN_RECIPES[name]))
        if key in recipes_seen:
            add(where, "spell_same", spell=name, other=recipes_seen[key])
        recipes_seen.setdefault(key, name)
        for j, kind in enumerate(kinds):
            if kind not in tiles:
                add(where + (j,), "unknown_kind", kind=kind)
            elif kind in (SHIP, GRAIN) or (kind in cat.tier_of and kind != STAIR):
                add(where + (j,), "spell_not_special", kind=kind)
        for kind, need in Counter(kinds).items():
            if kind in tiles and tiles[kind] < need:
                add(("tiles", kind), "spell_short", kind=kind, count=tiles[kind], need=need, spell=name)
    for kind in tiles:
        if kind not in reserved and kind not in cat.tier_of and kind not in spell_kinds:
            add(("tiles", kind), "no_role", kind=kind)
    return problems


def _rendered(text: Text | str, lang: str) -> str:
    return text.render(lang) if isinstance(text, Text) else text


def as_data(cat: Catalogue = DEFAULT) -> dict[str, Any]:
    """The rules as data, for GET /v1/games/sakkara."""
    return {
        "slug": SLUG,
        "name": NAME,
        "players": {"min": PLAYERS, "max": PLAYERS},
        "workers": WORKERS,
        "board": {"size": SIZE, "fields": list(FIELDS), "first_player_side": "rank 1", "second_player_side": "rank 7"},
        "catalogue": cat.as_data(),
        "specials": list(SPECIALS),
        "fixed_kinds": list(FIXED_KINDS),
        "building": {
            "grains": GRAINS,
            "hands_per_hewn_stone": HANDS_PER_HEWN,
            "hands_for_apex": HANDS_FOR_APEX,
            "tier_sizes": {TIER_NAMES[t]: n for t, n in TIER_SIZES.items()},
        },
        "limits": {
            "holder": HOLDER,
            "climb": CLIMB,
            "stack_max": STACK_MAX,
            "split_from": SPLIT_FROM,
            "split_min": SPLIT_MIN,
            "setup_height": SETUP_HEIGHT,
            "visible_ships": VISIBLE_SHIPS,
        },
        # the catalogue's tile names in every language, as the answers' sentences write them (a form shows
        # its tiles by these)
        "names": {lang: {k: _rendered(kind_text(k), lang) for k in cat.tiles} for lang in LANGUAGES},
    }
