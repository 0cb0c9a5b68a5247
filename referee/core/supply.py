"""Supply checks every game shares: no kind of tile held more often than the box has it."""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Iterable, Mapping, NamedTuple, Sequence

from .problems import PathPart, Problem
from .text import Text

MAX_HOLDERS_NAMED = 4


class Holding(NamedTuple):
    """Some tiles somewhere in a request: a path prefix to its tiles, and whose they are."""

    path: tuple[PathPart, ...]
    owner: str | Text  # a name, or a name in a given epoch (rendered in the answer's language)
    tiles: Mapping[str, int]


def check_supply(
    holdings: Sequence[Holding],
    limits: Mapping[str, int],
    tile_path: Callable[[str], tuple[str, ...]],
    tile_text: Callable[[str], Text],
) -> list[Problem]:
    """No tile type (or group of types sharing a limit) may be held more often than the box has it.

    `limits` maps a tile name, or several names joined by "+" (double-sided tiles), to its count.
    Every field that holds some of an exceeded type gets the problem, so a form can mark each.
    """
    held: dict[str, int] = {}  # every tile type's count over all the holdings, in one pass
    for holding in holdings:
        for tile, count in holding.tiles.items():
            held[tile] = held.get(tile, 0) + count
    problems = []
    for key, limit in limits.items():
        tiles = _types(key)
        total = sum([held.get(t, 0) for t in tiles])
        if total <= limit:
            continue
        counts = [(h.owner, sum(h.tiles.get(t, 0) for t in tiles)) for h in holdings]
        named = [Text("supply.holder", {"owner": owner, "count": n}) for owner, n in counts if n]
        if len(named) > MAX_HOLDERS_NAMED + 1:  # a sentence names a few; the fields carry the rest
            named[MAX_HOLDERS_NAMED:] = [Text("supply.more_holders", {"count": len(named) - MAX_HOLDERS_NAMED})]
        holders = tuple(named)
        text = Text("supply.exceeded", {"tile": tile_text(key), "total": total, "limit": limit, "holders": holders})
        for h in holdings:
            for t in tiles:
                if h.tiles.get(t, 0):
                    problems.append(Problem(h.path + tile_path(t), text))
    return problems


@lru_cache(maxsize=None)
def _types(key: str) -> tuple[str, ...]:
    """The tile types a limit's key names ("gold", or "farmer+warrior" for double-sided tiles)."""
    return tuple(key.split("+"))


def prefixed(problems: Iterable[Problem], prefix: tuple[PathPart, ...]) -> list[Problem]:
    return [Problem(prefix + p.path, p.message) for p in problems]


MESSAGES = {
    "en": {
        "supply.exceeded": "{total} × {tile} in the displays together ({holders}), but the game has only {limit}.",
        "supply.holder": "{owner} {count}",
        "supply.more_holders": "and {count} more",
    },
    "nl": {
        "supply.exceeded": "Samen {total} × {tile} in de etalages ({holders}), maar het spel heeft er maar {limit}.",
        "supply.holder": "{owner} {count}",
        "supply.more_holders": "en nog {count}",
    },
}
