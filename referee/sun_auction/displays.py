"""Displays of Ra and Priests of Ra at the end of an epoch, and the checks every display gets."""

from __future__ import annotations

from types import MappingProxyType
from typing import Callable, Mapping, NamedTuple, Sequence

from ..core.problems import InvalidInput, PathPart, Problem
from ..core.seating import check_names
from ..core.supply import Holding, check_supply, prefixed
from ..core.text import Text
from .scoring import START_FAME
from .suns import SunHand, check_suns, check_suns_given, given_hands


class PlayerDisplay(NamedTuple):
    """One player's display at the end of an epoch: tiles by flat name, suns, fame before scoring.

    `suns` is None when the table did not give them: allowed before the last epoch, for every
    player or none (`check_suns_given`); the standings then cannot break a tie on fame."""

    name: str
    suns: SunHand | None
    tiles: Mapping[str, int]
    fame: int = START_FAME
    counters: Mapping[str, int] = MappingProxyType({})  # game-specific counts (ankhs)


class EpochDisplays(NamedTuple):
    epoch: int
    players: tuple[PlayerDisplay, ...]
    middle_sun: int | None = None


def check_epoch_table(
    epoch: EpochDisplays, player_counts: range, stacks: Mapping[int, Sequence[Sequence[int]]], last_epoch: int
) -> list[Problem]:
    """Player count, names and suns of one epoch's displays (suns may be left out before the last epoch)."""
    names = [p.name for p in epoch.players]
    hands = [p.suns for p in epoch.players]
    problems = check_names(names, player_counts)
    problems += check_suns_given(names, hands, epoch.epoch, last_epoch)
    problems += check_suns(hands, stacks, epoch.middle_sun)
    return problems


def scoring_hands(epoch: EpochDisplays, last_epoch: int) -> tuple[SunHand, ...]:
    """The suns that score after the last epoch (R5, P6): every player's are needed then."""
    hands = given_hands([p.suns for p in epoch.players])
    if hands is None:
        raise InvalidInput(
            check_suns_given([p.name for p in epoch.players], [p.suns for p in epoch.players], last_epoch, last_epoch)
        )
    return hands


def holdings_of(epoch: EpochDisplays, base: tuple[PathPart, ...] = (), in_epoch: bool = False) -> list[Holding]:
    """Each player's tiles; `in_epoch` names the epoch too (the whole-game shape sums over epochs)."""
    return [
        Holding(
            base + ("players", i, "tiles"),
            Text("supply.owner_in_epoch", {"name": p.name, "epoch": epoch.epoch}) if in_epoch else p.name,
            p.tiles,
        )
        for i, p in enumerate(epoch.players)
    ]


def check_same_players(epochs: Sequence[EpochDisplays]) -> list[Problem]:
    """The whole-game shape: every epoch lists the same players in the same seating order."""
    first = [p.name for p in epochs[0].players]
    problems = []
    for e, epoch in enumerate(epochs[1:], start=1):
        names = [p.name for p in epoch.players]
        if names != first:
            problems.append(
                Problem(
                    ("epochs", e, "players"), Text("game.players_changed", {"epoch": e + 1, "names": ", ".join(first)})
                )
            )
    return problems


def check_whole_game(
    epochs: Sequence[EpochDisplays],
    check_one: Callable[[EpochDisplays], list[Problem]],
    leave_limits: Mapping[str, int],
    tile_path: Callable[[str], tuple[str, ...]],
    tile_text: Callable[[str], Text],
) -> list[Problem]:
    """The whole-game shape: every epoch on its own, the same players throughout, and the tiles
    that leave the game after each scoring (R6, P5) not adding up past the box over the epochs."""
    problems = [p for e, epoch in enumerate(epochs) for p in prefixed(check_one(epoch), ("epochs", e))]
    problems += check_same_players(epochs)
    if len(epochs) > 1:
        holdings = [h for e, epoch in enumerate(epochs) for h in holdings_of(epoch, ("epochs", e), in_epoch=True)]
        by_path: dict[tuple[PathPart, ...], list[Problem]] = {}  # compared by path first: `p not in problems`
        for problem in problems:  # over a list of hundreds was quadratic
            by_path.setdefault(problem.path, []).append(problem)
        problems += [
            p for p in check_supply(holdings, leave_limits, tile_path, tile_text) if p not in by_path.get(p.path, ())
        ]
    return problems


# (the supply sentences themselves are core.supply's)
MESSAGES = {
    "en": {
        "supply.owner_in_epoch": "{name} (epoch {epoch})",
        "game.players_changed": "Epoch {epoch} must list the same players in the same seating order as epoch 1: "
        "{names}.",
    },
    "nl": {
        "supply.owner_in_epoch": "{name} (tijdperk {epoch})",
        "game.players_changed": "Tijdperk {epoch} moet dezelfde spelers in dezelfde zitvolgorde noemen als "
        "tijdperk 1: {names}.",
    },
}
