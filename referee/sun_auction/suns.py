"""The suns of Ra and Priests of Ra: a player's hand, the sets per player count, and the table check (R1, P1)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from ..core.problems import PathPart, Problem
from ..core.text import Text

MIDDLE_SUN = 1  # R1: sun 1 starts in the middle of the board


@dataclass(frozen=True)
class SunHand:
    """The suns in front of a player: face up (still to play) and face down (won this epoch)."""

    face_up: tuple[int, ...] = ()
    face_down: tuple[int, ...] = ()

    @property
    def all(self) -> tuple[int, ...]:
        return self.face_up + self.face_down

    @property
    def total(self) -> int:
        return sum(self.face_up) + sum(self.face_down)

    @property
    def highest(self) -> int:
        return max(self.all, default=0)


def sun_set(stacks: Sequence[Sequence[int]]) -> frozenset[int]:
    """Every sun in play for this player count: the dealt stacks plus the middle sun."""
    return frozenset(s for stack in stacks for s in stack) | {MIDDLE_SUN}


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


MESSAGES = {
    "en": {
        "suns.count": "{count:1 sun|# suns}, but with {players} players everyone holds exactly {expected}",
        "suns.unknown": "there is no sun {sun} with {players} players (the suns are 1 to {high})",
        "suns.twice": "sun {sun} is held twice; every sun exists once",
        "suns.middle_held": "sun {sun} cannot lie in the middle: a player holds it",
    },
    "nl": {
        "suns.count": "{count:1 zon|# zonnen}, maar met {players} spelers heeft iedereen er precies {expected}",
        "suns.unknown": "met {players} spelers bestaat zon {sun} niet (de zonnen zijn 1 tot {high})",
        "suns.twice": "zon {sun} ligt twee keer op tafel; elke zon bestaat maar één keer",
        "suns.middle_held": "zon {sun} kan niet in het midden liggen: een speler heeft hem",
    },
}
