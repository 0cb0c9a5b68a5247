"""Display inputs shared by Ra and Priests of Ra, and the checks every display gets."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Mapping, Sequence

from .problems import PathPart, Problem
from .scoring import START_FAME, SunHand
from .seating import check_names, check_suns
from .text import Text, register


MAX_HOLDERS_NAMED = 4


@dataclass(frozen=True)
class PlayerDisplay:
    """One player's display at the end of an epoch: tiles by flat name, suns, fame before scoring."""

    name: str
    suns: SunHand
    tiles: Mapping[str, int]
    fame: int = START_FAME
    counters: Mapping[str, int] = field(default_factory=dict)  # game-specific counts (ankhs)

    def count(self, tile: str) -> int:
        return self.tiles.get(tile, 0)


@dataclass(frozen=True)
class EpochDisplays:
    epoch: int
    players: tuple[PlayerDisplay, ...]
    middle_sun: int | None = None


@dataclass(frozen=True)
class Holding:
    """Some tiles somewhere in a request: a path prefix to its tiles, and whose they are."""

    path: tuple[PathPart, ...]
    owner: str | Text  # a name, or a name in a given epoch (rendered in the answer's language)
    tiles: Mapping[str, int]


def check_supply(holdings: Sequence[Holding], limits: Mapping[str, int],
                 tile_path: Callable[[str], tuple[str, ...]]) -> list[Problem]:
    """No tile type (or group of types sharing a limit) may be held more often than the box has it.

    `limits` maps a tile name, or several names joined by "+" (double-sided tiles), to its count.
    Every field that holds some of an exceeded type gets the problem, so a form can mark each.
    """
    problems = []
    for key, limit in limits.items():
        tiles = key.split("+")
        total = sum(h.tiles.get(t, 0) for h in holdings for t in tiles)
        if total <= limit:
            continue
        counts = [(h.owner, sum(h.tiles.get(t, 0) for t in tiles)) for h in holdings]
        named = [Text("supply.holder", {"owner": owner, "count": n}) for owner, n in counts if n]
        if len(named) > MAX_HOLDERS_NAMED + 1:  # a sentence names a few; the fields carry the rest
            named[MAX_HOLDERS_NAMED:] = [Text("supply.more_holders", {"count": len(named) - MAX_HOLDERS_NAMED})]
        holders = tuple(named)
        text = Text("supply.exceeded", {"tile": Text("tiles." + key), "total": total, "limit": limit,
                                        "holders": holders})
        for h in holdings:
            for t in tiles:
                if h.tiles.get(t, 0):
                    problems.append(Problem(h.path + tile_path(t), text))
    return problems


def check_epoch_table(epoch: EpochDisplays, player_counts: range,
                      stacks: Mapping[int, Sequence[Sequence[int]]]) -> list[Problem]:
    """Player count, names and suns of one epoch's displays."""
    problems = check_names([p.name for p in epoch.players], player_counts)
    problems += check_suns([p.suns for p in epoch.players], stacks, epoch.middle_sun)
    return problems


def holdings_of(epoch: EpochDisplays, base: tuple[PathPart, ...] = (), in_epoch: bool = False) -> list[Holding]:
    """Each player's tiles; `in_epoch` names the epoch too (the whole-game shape sums over epochs)."""
    return [Holding(base + ("players", i, "tiles"),
                    Text("supply.owner_in_epoch", {"name": p.name, "epoch": epoch.epoch}) if in_epoch else p.name,
                    p.tiles) for i, p in enumerate(epoch.players)]


def check_same_players(epochs: Sequence[EpochDisplays]) -> list[Problem]:
    """The whole-game shape: every epoch lists the same players in the same seating order."""
    first = [p.name for p in epochs[0].players]
    problems = []
    for e, epoch in enumerate(epochs[1:], start=1):
        names = [p.name for p in epoch.players]
        if names != first:
            problems.append(Problem(("epochs", e, "players"),
                                    Text("game.players_changed", {"epoch": e + 1, "names": ", ".join(first)})))
    return problems


def check_whole_game(epochs: Sequence[EpochDisplays], check_one: Callable[[EpochDisplays], list[Problem]],
                     leave_limits: Mapping[str, int], tile_path: Callable[[str], tuple[str, ...]]) -> list[Problem]:
    """The whole-game shape: every epoch on its own, the same players throughout, and the tiles
    that leave the game after each scoring (R6, P5) not adding up past the box over the epochs."""
    problems = [p for e, epoch in enumerate(epochs) for p in prefixed(check_one(epoch), ("epochs", e))]
    problems += check_same_players(epochs)
    if len(epochs) > 1:
        holdings = [h for e, epoch in enumerate(epochs)
                    for h in holdings_of(epoch, ("epochs", e), in_epoch=True)]
        problems += [p for p in check_supply(holdings, leave_limits, tile_path) if p not in problems]
    return problems


def prefixed(problems: Iterable[Problem], prefix: tuple[PathPart, ...]) -> list[Problem]:
    return [Problem(prefix + p.path, p.message) for p in problems]


register("en", {
    "supply.exceeded": "{total} × {tile} in the displays together ({holders}), but the game has only {limit}",
    "supply.holder": "{owner} {count}",
    "supply.more_holders": "and {count} more",
    "supply.owner_in_epoch": "{name} (epoch {epoch})",
    "game.players_changed": "epoch {epoch} must list the same players in the same seating order as epoch 1: {names}",
})
register("nl", {
    "supply.exceeded": "samen {total} × {tile} in de etalages ({holders}), maar het spel heeft er maar {limit}",
    "supply.holder": "{owner} {count}",
    "supply.more_holders": "en nog {count}",
    "supply.owner_in_epoch": "{name} (tijdperk {epoch})",
    "game.players_changed": "tijdperk {epoch} moet dezelfde spelers in dezelfde zitvolgorde noemen als tijdperk 1: {names}",
})
