"""Seating (C1): players' names, normalised and compared, and the player count."""

from __future__ import annotations

import unicodedata
from typing import Sequence

from .problems import PathPart, Problem
from .text import Text


# Zero-width non-joiner and joiner shape words in Persian, Indic and other scripts (and emoji): allowed
# inside a name, ignored when names are compared. Every other format character is invisible (U+200B,
# bidi overrides, soft hyphens, BOM) and, like control characters, refused.
JOINERS = frozenset("\u200c\u200d")
MAX_NAME = 40  # characters of a player's name (a god, a field or a city has its game's own bound)
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


def name_problem(value: str, longest: int = MAX_NAME) -> Text | None:
    """What is wrong with a name as sent, if anything: a player's, or any other name a request may define or
    refer to (a god, a city, a field, a batch item's id). Its length is counted once normalised."""
    if len(value) > 4 * longest:  # not worth normalising
        return Text("schema.name_length", {"min": 1, "max": longest})
    name = normalize_name(value)
    bad = invisible_character(name)
    if bad:
        return Text("schema.name_character", {"code": f"U+{ord(bad):04X}"})
    if not 1 <= len(name) <= longest:
        return Text("schema.name_length", {"min": 1, "max": longest})
    return None


def name_key(name: str) -> str:
    """What makes two names the same name: they differ only in capitals, width or joiners."""
    if name.isascii():
        return name.casefold()
    return unicodedata.normalize("NFKC", "".join(c for c in name if c not in JOINERS)).casefold()


def check_names(
    names: Sequence[str], player_counts: range, base: tuple[PathPart, ...] = ("players",), key: str | None = "name"
) -> list[Problem]:
    """The player count and the names: present and different (C1). A name's path is base/i/key
    (a display request), or base/i when `key` is None (a move log lists bare names)."""
    problems = []
    if len(names) not in player_counts:
        problems.append(
            Problem(
                base,
                Text("players.count", {"count": len(names), "min": player_counts.start, "max": player_counts.stop - 1}),
            )
        )
    seen: dict[str, str] = {}
    for i, name in enumerate(names):
        path = base + (i,) + ((key,) if key else ())
        same = name_key(name)
        if not name.strip():
            problems.append(Problem(path, Text("players.empty_name")))
        elif same in seen:
            other = seen[same]
            problems.append(
                Problem(
                    path,
                    Text("players.duplicate_name", {"name": name})
                    if other == name
                    else Text("players.same_name", {"name": name, "other": other}),
                )
            )
        else:
            seen[same] = name
    return problems


MESSAGES = {
    "en": {
        "schema.name_length": "A name has {min} to {max} characters.",
        "schema.name_character": "A name cannot hold control or invisible characters ({code}).",
        "players.count": "{count:1 player|# players}, but this game is for {min} to {max}.",
        "players.empty_name": "A player needs a name.",
        "players.duplicate_name": "Two players are called {name}; names must differ.",
        "players.same_name": "{name} and {other} count as the same name (names that differ only in capitals "
        "or invisible characters are one name); names must differ.",
    },
    "nl": {
        "schema.name_length": "Een naam heeft {min} tot {max} tekens.",
        "schema.name_character": "Een naam mag geen stuur- of onzichtbare tekens bevatten ({code}).",
        "players.count": "{count:1 speler|# spelers}, maar dit spel is voor {min} tot {max} spelers.",
        "players.empty_name": "Een speler heeft een naam nodig.",
        "players.duplicate_name": "Twee spelers heten {name}; namen moeten verschillen.",
        "players.same_name": "{name} en {other} gelden als dezelfde naam (namen die alleen in hoofdletters of "
        "onzichtbare tekens verschillen, zijn één naam); namen moeten verschillen.",
    },
}
