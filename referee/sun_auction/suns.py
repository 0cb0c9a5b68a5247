"""The suns of Ra and Priests of Ra: a player's hand, the sets per player count, and the table check (R1, P1)."""

from __future__ import annotations

from typing import Mapping, NamedTuple, Sequence

from ..core.problems import PathPart, Problem
from ..core.text import Text

MIDDLE_SUN = 1  # R1: sun 1 starts in the middle of the board


class SunHand(NamedTuple):
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


def check_suns_given(
    names: Sequence[str], hands: Sequence[SunHand | None], epoch: int, last_epoch: int, base: tuple[PathPart, ...] = ()
) -> list[Problem]:
    """Whose suns a table must give (None: not given). Suns score only after the last epoch (R5, P6);
    before it they only break ties on fame (R7, P7), so a table may leave them out then, but for
    every player or for none: with some players' suns the tie-break would rank a player who gave
    none as holding no sun at all. After the last epoch every player's suns are needed."""
    missing = [i for i, hand in enumerate(hands) if hand is None]
    if not missing or (epoch < last_epoch and len(missing) == len(hands)):
        return []
    key = "suns.needed_last" if epoch >= last_epoch else "suns.all_or_none"
    return [Problem(base + ("players", i, "suns"), Text(key, {"name": names[i], "epoch": epoch})) for i in missing]


def given_hands(hands: Sequence[SunHand | None]) -> tuple[SunHand, ...] | None:
    """The players' suns if every player's are given, else None (see `check_suns_given`)."""
    if any(hand is None for hand in hands):
        return None
    return tuple(hand for hand in hands if hand is not None)


def check_suns(
    hands: Sequence[SunHand | None],
    stacks_by_count: Mapping[int, Sequence[Sequence[int]]],
    middle_sun: int | None,
    base: tuple[PathPart, ...] = (),
) -> list[Problem]:
    """The suns of a table at the end of an epoch: right count each, all real, none twice (R1, P1).

    `middle_sun`, when given, must be the one sun no player holds, so that together the
    suns are exactly the set of this player count. Hands not given (None) are not checked
    (`check_suns_given` says when that is allowed); the others still are, so that one answer
    lists every problem.
    """
    stacks = stacks_by_count.get(len(hands))
    if stacks is None:
        return []  # the player count is already reported
    per_player = len(stacks[0])
    valid = sun_set(stacks)
    problems = []
    holder: dict[int, int] = {}
    for i, hand in enumerate(hands):
        if hand is None:
            continue
        path = base + ("players", i, "suns")
        if len(hand.all) != per_player:
            problems.append(
                Problem(
                    path, Text("suns.count", {"count": len(hand.all), "players": len(hands), "expected": per_player})
                )
            )
        for side, suns in (("face_up", hand.face_up), ("face_down", hand.face_down)):
            for j, sun in enumerate(suns):
                where = path + (side, j)
                if sun not in valid:
                    problems.append(
                        Problem(where, Text("suns.unknown", {"sun": sun, "players": len(hands), "high": max(valid)}))
                    )
                elif sun in holder:
                    problems.append(Problem(where, Text("suns.twice", {"sun": sun})))
                else:
                    holder[sun] = i
    if middle_sun is not None:
        where = base + ("middle_sun",)
        if middle_sun not in valid:
            problems.append(
                Problem(where, Text("suns.unknown", {"sun": middle_sun, "players": len(hands), "high": max(valid)}))
            )
        elif middle_sun in holder:
            problems.append(Problem(where, Text("suns.middle_held", {"sun": middle_sun})))
    return problems


MESSAGES = {
    "en": {
        "suns.count": "{count:1 sun|# suns}, but with {players:# player|# players} everyone holds exactly {expected}.",
        "suns.unknown": "There is no sun {sun} with {players:# player|# players} (the suns are 1 to {high}).",
        "suns.twice": "Sun {sun} is held twice; every sun exists once.",
        "suns.middle_held": "Sun {sun} cannot lie in the middle: a player holds it.",
        "suns.needed_last": "The suns of {name} are missing: epoch {epoch} scores the suns, so every player's "
        "suns are needed.",
        "suns.all_or_none": "The suns of {name} are missing, but other players' suns are given: give the suns of "
        "every player or of none (in epoch {epoch} they only break ties on fame).",
    },
    "nl": {
        "suns.count": "{count:1 zon|# zonnen}, maar met {players:# speler|# spelers} heeft iedereen er precies "
        "{expected}.",
        "suns.unknown": "Met {players:# speler|# spelers} bestaat zon {sun} niet (de zonnen zijn 1 tot {high}).",
        "suns.twice": "Zon {sun} ligt twee keer op tafel; elke zon bestaat maar één keer.",
        "suns.middle_held": "Zon {sun} kan niet in het midden liggen: een speler heeft die zon.",
        "suns.needed_last": "De zonnen van {name} ontbreken: tijdperk {epoch} telt de zonnen, dus de zonnen van "
        "elke speler zijn nodig.",
        "suns.all_or_none": "De zonnen van {name} ontbreken, maar die van andere spelers zijn opgegeven: geef de "
        "zonnen van elke speler of van niemand (in tijdperk {epoch} beslissen ze alleen bij "
        "gelijke roempunten).",
    },
}
