"""Seating (C1) and the checks on a table of players and their suns (R1, P1)."""
from __future__ import annotations

import unicodedata
from typing import Mapping, Sequence

from .problems import PathPart, Problem
from .scoring import SunHand
from .text import Text, register

MIDDLE_SUN = 1  # R1: sun 1 starts in the middle of the board



def sun_set(stacks: Sequence[Sequence[int]]) -> frozenset[int]:
    """Every sun in play for this player count: the dealt stacks plus the middle sun."""
    return frozenset(s for stack in stacks for s in stack) | {MIDDLE_SUN}


# Zero-width non-joiner and joiner shape words in Persian, Indic and other scripts (and emoji): allowed
# inside a name, ignored when names are compared. Every other format character is invisible (U+200B,
# bidi overrides, soft hyphens, BOM) and, like control characters, refused.
JOINERS = frozenset("\u200c\u200d")
_REFUSED_CATEGORIES = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))


def normalize_name(name: str) -> str:
    """A name as the referee keeps it: NFC, without surrounding white space."""
    if name.isascii():
        return name.strip()
    return unicodedata.normalize("NFC", name).strip()


def invisible_character(name: str) -> str | None:
    """The first control or invisible character in a name, if any (a joiner only at its ends)."""
    if name.isascii() and name.isprintable():
        return None
    for i, char in enumerate(name):
        if char in JOINERS:
            if i == 0 or i == len(name) - 1:
                return char
        elif unicodedata.category(char) in _REFUSED_CATEGORIES:
            return char
    return None


def name_key(name: str) -> str:
    """What makes two names the same name: they differ only in capitals, width or joiners."""
    if name.isascii():
        return name.casefold()
    return unicodedata.normalize("NFKC", "".join(c for c in name if c not in JOINERS)).casefold()


def check_names(names: Sequence[str], player_counts: range, base: tuple[PathPart, ...] = ("players",),
                key: str | None = "name") -> list[Problem]:
    """The player count and the names: present and different (C1). A name's path is base/i/key
    (a display request), or base/i when `key` is None (a move log lists bare names)."""
    problems = []
    if len(names) not in player_counts:
        problems.append(Problem(base, Text("players.count", {"count": len(names), "min": player_counts.start,
                                                               "max": player_counts.stop - 1})))
    seen: dict[str, str] = {}
    for i, name in enumerate(names):
        path = base + (i,) + ((key,) if key else ())
        same = name_key(name)
        if not name.strip():
            problems.append(Problem(path, Text("players.empty_name")))
        elif same in seen:
            other = seen[same]
            problems.append(Problem(path, Text("players.duplicate_name", {"name": name}) if other == name else
                                    Text("players.same_name", {"name": name, "other": other})))
        else:
            seen[same] = name
    return problems


def check_suns(hands: Sequence[SunHand], stacks_by_count: Mapping[int, Sequence[Sequence[int]]],
               middle_sun: int | None, base: tuple[PathPart, ...] = ()) -> list[Problem]:
    """The suns of a table at the end of an epoch: right count each, all real, none twice (R1, P1).

    `middle_sun`, when given, must be the one sun no player holds, so that together the
    suns are exactly the set of this player count.
    """
    stacks = stacks_by_count.get(len(hands))
    if stacks is None:
        return []  # the player count is already reported
    per_player = len(stacks[0])
    valid = sun_set(stacks)
    problems = []
    holder: dict[int, int] = {}
    for i, hand in enumerate(hands):
        path = base + ("players", i, "suns")
        if len(hand.all) != per_player:
            problems.append(Problem(path, Text("suns.count", {"count": len(hand.all), "players": len(hands),
                                                               "expected": per_player})))
        for side, suns in (("face_up", hand.face_up), ("face_down", hand.face_down)):
            for j, sun in enumerate(suns):
                where = path + (side, j)
                if sun not in valid:
                    problems.append(Problem(where, Text("suns.unknown", {"sun": sun, "players": len(hands),
                                                                          "high": max(valid)})))
                elif sun in holder:
                    problems.append(Problem(where, Text("suns.twice", {"sun": sun})))
                else:
                    holder[sun] = i
    if middle_sun is not None:
        where = base + ("middle_sun",)
        if middle_sun not in valid:
            problems.append(Problem(where, Text("suns.unknown", {"sun": middle_sun, "players": len(hands),
                                                                  "high": max(valid)})))
        elif middle_sun in holder:
            problems.append(Problem(where, Text("suns.middle_held", {"sun": middle_sun})))
    return problems


register("en", {
    "players.count": "{count} players, but this game is for {min} to {max}",
    "players.empty_name": "a player needs a name",
    "players.duplicate_name": "two players are called {name}; names must differ",
    "players.same_name": "{name} and {other} count as the same name (names that differ only in capitals "
                         "or invisible characters are one name); names must differ",
    "suns.count": "{count} suns, but with {players} players everyone holds exactly {expected}",
    "suns.unknown": "there is no sun {sun} with {players} players (the suns are 1 to {high})",
    "suns.twice": "sun {sun} is held twice; every sun exists once",
    "suns.middle_held": "sun {sun} cannot lie in the middle: a player holds it",
})
register("nl", {
    "players.count": "{count} spelers, maar dit spel is voor {min} tot {max} spelers",
    "players.empty_name": "een speler heeft een naam nodig",
    "players.duplicate_name": "twee spelers heten {name}; namen moeten verschillen",
    "players.same_name": "{name} en {other} gelden als dezelfde naam (namen die alleen in hoofdletters of "
                         "onzichtbare tekens verschillen, zijn één naam); namen moeten verschillen",
    "suns.count": "{count} zonnen, maar met {players} spelers heeft iedereen er precies {expected}",
    "suns.unknown": "met {players} spelers bestaat zon {sun} niet (de zonnen zijn 1 tot {high})",
    "suns.twice": "zon {sun} ligt twee keer op tafel; elke zon bestaat maar één keer",
    "suns.middle_held": "zon {sun} kan niet in het midden liggen: een speler heeft hem",
})
