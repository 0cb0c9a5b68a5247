"""The check that a sentence agrees with its count, shared by the engine's catalogue (engine/test_texts.py) and the
tournament's (http/test_tournament_standings.py)."""

from __future__ import annotations

import re
from collections.abc import Mapping

# The placeholders that hold a number: a sentence with one of them needs a plural choice.
COUNT_NAMES = {
    "count",
    "max",
    "min",
    "need",
    "total",
    "held",
    "left",
    "players",
    "rest",
    "distinct",
    "nile",
    "floods",
    "priests",
    "tiles",
    "complete",
    "types",
    "supply",
    "on_track",
    "limit",
    "fame",
    "epochs",
    "height",
    "behind",
    "gained",
    "earned",
    "listed",
    "most",
}

# A bare count (no plural choice) right before a plural noun, in any sentence of any game: "{count} tiles".
# (The end of a range, "3 to 5 players", agrees with any count it can hold.)
BARE_COUNT = re.compile(
    r"(?<!to )(?<!tot )(?<!and )(?<!en )\{(%s)\}((?: [^\W\d_][\w'-]*){1,2})" % "|".join(COUNT_NAMES)
)
ADJECTIVES = {"different", "identical", "hewn", "verschillende", "identieke", "gehouwen"}
NOT_PLURAL = {"en": {"is", "has", "was", "does", "as"}, "nl": {"en", "tegen", "afleggen", "gekregen", "worden"}}


def looks_plural(word: str, lang: str) -> bool:
    if word in NOT_PLURAL[lang]:
        return False
    return word.endswith("s") if lang == "en" else word.endswith(("en", "s"))


def bare_counts_before_plurals(templates: Mapping[str, str], lang: str) -> list[tuple[str, str]]:
    """Each (id, words) where a template in `lang` puts a bare count before a plural noun."""
    found = []
    for key, template in templates.items():
        for match in BARE_COUNT.finditer(template):
            words = match.group(2).split()
            noun = words[1] if words[0] in ADJECTIVES and len(words) > 1 else words[0]
            if looks_plural(noun.rstrip(".,;:"), lang):
                found.append((key, match.group(0)))
    return found
