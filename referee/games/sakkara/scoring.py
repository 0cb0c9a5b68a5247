"""Sakkara's pyramid check (POST /outcome): is each laid-out pyramid right, what is missing, who won.

A pyramid is a ship, up to three grains and three tiers (S1, S3). A tile of a tier never leaves the
pyramid, but a ship or a grain can be destroyed by a spell (S4: shipwreck, drought). So a tier with
fewer grains under it than it needs is a position a legal game reaches (it is *blocked* until the
grain is laid again), while a grain ahead of the tiers, a tier on an unfinished one, or more tiles
than the tier takes or the box holds, is not (*impossible*).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from ...core.problems import Problem
from ...core.standings import Criterion, Placing, rank_players
from ...core.text import Text
from . import rules
from .messages import kind_text, kinds_text, needs_text, nth_text, tier_text
from .rules import Catalogue


@dataclass(frozen=True)
class Layout:
    """One player's laid-out tiles, as a player at the table counts them."""

    name: str
    ship: int  # 0 or 1
    grains: int  # 0 to 3
    tiers: Mapping[int, Mapping[str, int]]  # 1, 2, 3 (the apex) -> kind -> count


@dataclass(frozen=True)
class TierCheck:
    tier: int
    complete: bool
    laid: int
    lacks: Mapping[str, int]  # what the tier still needs, by kind
    blocked_by: tuple[str, ...]  # "ship", "grain": what must lie before it can grow (S3)
    text: Text


@dataclass(frozen=True)
class PyramidCheck:
    name: str
    ship: bool
    grains: int
    tiers: tuple[TierCheck, ...]
    complete: bool
    possible: bool
    problems: tuple[Text, ...]  # why the layout cannot come from a legal game
    text: Text


@dataclass(frozen=True)
class OutcomeCheck:
    players: tuple[PyramidCheck, ...]
    possible: bool
    problems: tuple[Text, ...]  # table-wide: tiles of both players beyond the catalogue, two winners
    winner: str | None
    standings: tuple[Placing, ...]
    text: Text
    placed: tuple[Text, ...] = ()  # each standing's sentence, in the order of `standings`


def check_layouts(layouts: Sequence[Layout], cat: Catalogue = rules.DEFAULT) -> list[Problem]:
    """Caller errors (HTTP 422): a kind the catalogue does not have, or one that is not of that tier."""
    problems = []
    for i, layout in enumerate(layouts):
        for t, tiles in layout.tiers.items():
            for kind in tiles:
                path = ("players", i, rules.TIER_NAMES[t], kind)
                if kind not in cat.tiles:
                    problems.append(Problem(path, Text("sakkara.layout.unknown_kind", {"kind": kind})))
                elif cat.tier_of.get(kind) != t:
                    problems.append(
                        Problem(
                            path,
                            Text(
                                "sakkara.layout.wrong_tier",
                                {"tile": kind_text(kind), "tier": tier_text(t), "kinds": kinds_text(cat.tiers[t])},
                            ),
                        )
                    )
    return problems


def _count_texts(counts: Mapping[str, int]) -> tuple[Text, ...]:
    return tuple(Text("sakkara.count_kind", {"count": n, "tile": kind_text(k)}) for k, n in counts.items())


def check_pyramid(layout: Layout, cat: Catalogue = rules.DEFAULT) -> PyramidCheck:
    """One pyramid: each tier complete or what it lacks, what blocks it, and whether it is possible."""
    name = layout.name
    problems: list[Text] = []
    if layout.ship > 1:
        problems.append(Text("sakkara.layout.ships", {"player": name, "count": layout.ship}))
    if layout.grains > rules.GRAINS:
        problems.append(Text("sakkara.layout.grains", {"player": name, "count": layout.grains, "max": rules.GRAINS}))
    checks = []
    complete_below = True  # every tier below this one is complete
    for t in rules.TIER_SIZES:
        recipe = cat.recipes[t]
        laid = layout.tiers.get(t, {})
        lacks = {k: n - laid.get(k, 0) for k, n in recipe.items() if laid.get(k, 0) < n}
        for k, n in laid.items():
            if n > recipe.get(k, 0):
                problems.append(
                    Text(
                        "sakkara.layout.too_many",
                        {
                            "player": name,
                            "tier": tier_text(t),
                            "count": n,
                            "tile": kind_text(k),
                            "need": recipe.get(k, 0),
                        },
                    )
                )
        count = sum(laid.values())
        if count and not complete_below:  # S3: "Elke trap moet klaar zijn" before the next begins
            problems.append(
                Text("sakkara.layout.tier_early", {"player": name, "tier": tier_text(t), "below": tier_text(t - 1)})
            )
        # S3: grain t+1 only after tier t is finished; the grains lie in the order of the tiers
        if layout.grains > t and not (not lacks and complete_below) and t < rules.GRAINS:
            problems.append(
                Text("sakkara.layout.grain_early", {"player": name, "nth": nth_text(t + 1), "tier": tier_text(t)})
            )
        blocked: list[str] = []
        if lacks:
            if not layout.ship:
                blocked.append(rules.SHIP)
            if layout.grains < t:
                blocked.append(rules.GRAIN)
        if not lacks:
            text = Text("sakkara.tier.complete", {"tier": tier_text(t)})
        elif blocked and count:
            text = Text(
                "sakkara.tier.blocked",
                {
                    "tier": tier_text(t),
                    "lacks": _count_texts(lacks),
                    "needs": needs_text(rules.SHIP in blocked, rules.GRAIN in blocked, t),
                },
            )
        else:
            text = Text("sakkara.tier.lacks", {"tier": tier_text(t), "lacks": _count_texts(lacks)})
        checks.append(TierCheck(t, not lacks, count, lacks, tuple(blocked), text))
        complete_below = complete_below and not lacks
    complete = bool(layout.ship) and layout.grains >= rules.GRAINS and all(c.complete for c in checks)
    possible = not problems
    if not possible:
        text = Text("sakkara.pyramid.impossible", {"player": name})
    elif complete:
        text = Text("sakkara.pyramid.complete", {"player": name})
    else:
        missing = (
            sum(sum(c.lacks.values()) for c in checks)
            + (0 if layout.ship else 1)
            + max(0, rules.GRAINS - layout.grains)
        )
        text = Text("sakkara.pyramid.missing", {"player": name, "count": missing})
    return PyramidCheck(
        name, bool(layout.ship), layout.grains, tuple(checks), complete, possible, tuple(problems), text
    )


def check_outcome(layouts: Sequence[Layout], cat: Catalogue = rules.DEFAULT) -> OutcomeCheck:
    """Both pyramids, the tiles of both against the catalogue, and the winner when one is complete (S1).
    The caller has run `check_layouts` (kinds unknown or in the wrong tier are caller errors)."""
    players = tuple(check_pyramid(layout, cat) for layout in layouts)
    problems: list[Text] = []
    used: dict[str, int] = {}
    for layout in layouts:
        used[rules.SHIP] = used.get(rules.SHIP, 0) + layout.ship
        used[rules.GRAIN] = used.get(rules.GRAIN, 0) + layout.grains
        for tiles in layout.tiers.values():
            for k, n in tiles.items():
                used[k] = used.get(k, 0) + n
    for kind, n in used.items():
        have = cat.tiles.get(kind, 0)
        if n > have:
            problems.append(
                Text("sakkara.layout.beyond_catalogue", {"count": n, "tile": kind_text(kind), "have": have})
            )
    complete = [p for p in players if p.complete and p.possible]
    if len(complete) > 1:  # S1: the game ends at once with the first complete pyramid
        problems.append(Text("sakkara.layout.two_complete"))
    possible = not problems and all(p.possible for p in players)
    winner = complete[0].name if possible and len(complete) == 1 else None
    standings: tuple[Placing, ...] = ()
    placed: tuple[Text, ...] = ()
    if winner is not None:
        standings = rank_players([Criterion("complete_pyramid", [int(p.complete) for p in players])])
        text = Text("sakkara.outcome.winner", {"player": winner})
        placed = tuple(
            Text("sakkara.standing." + ("complete" if s.rank == 1 else "incomplete"), {"player": players[s.seat].name})
            for s in standings
        )
    elif not possible:
        text = Text("sakkara.outcome.impossible")
    else:
        text = Text("sakkara.outcome.no_winner")
    return OutcomeCheck(players, possible, tuple(problems), winner, standings, text, placed)
