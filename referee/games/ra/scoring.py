"""Ra scoring (R3-R7): pure functions from the players' displays to a line-by-line breakdown."""

from __future__ import annotations

from typing import Sequence

from ...core.lines import Line, majority_points
from ...core.problems import InvalidInput, Problem
from ...core.supply import check_supply
from ...core.text import Text, signed
from ...sun_auction.displays import (
    EpochDisplays,
    PlayerDisplay,
    check_epoch_table,
    check_whole_game,
    holdings_of,
    scoring_hands,
)
from ...sun_auction.scoring import START_FAME, EpochScore, GameScore, epoch_score, game_score, sun_lines
from . import rules
from .messages import tile_text


def gods_line(p: PlayerDisplay) -> Line:
    n = p.tiles.get("god", 0)
    return Line("gods", n * rules.GOD_POINTS, Text("ra.gods", {"count": n, "points": signed(n * rules.GOD_POINTS)}))


def pharaoh_lines(players: Sequence[PlayerDisplay]) -> list[Line]:
    counts = [p.tiles.get("pharaoh", 0) for p in players]
    points = majority_points(counts, rules.PHARAOHS_MOST, rules.PHARAOHS_FEWEST)
    equal = max(counts) == min(counts)
    lines = []
    for count, pts in zip(counts, points):
        kind = "all_equal" if equal else "most" if pts > 0 else "fewest" if pts < 0 else "middle"
        lines.append(Line("pharaohs", pts, Text("ra.pharaohs." + kind, {"count": count, "points": signed(pts)})))
    return lines


def nile_line(p: PlayerDisplay) -> Line:
    nile, floods = p.tiles.get("nile", 0), p.tiles.get("flood", 0)
    if floods == 0:
        return Line("nile", 0, Text("ra.nile.no_flood", {"nile": nile}))
    return Line(
        "nile", nile + floods, Text("ra.nile", {"nile": nile, "floods": floods, "points": signed(nile + floods)})
    )


def civilizations_line(p: PlayerDisplay) -> Line:
    """R4: by distinct types only; more tiles of one type add nothing (Marc's example)."""
    tiles = p.tiles
    kinds = [c for c in rules.CIVILIZATIONS if tiles.get(c)]
    pts = rules.CIVILIZATION_POINTS[len(kinds)]
    if not kinds:
        return Line("civilizations", pts, Text("ra.civilizations.none", {"points": signed(pts)}))
    return Line(
        "civilizations",
        pts,
        Text(
            "ra.civilizations",
            {"distinct": len(kinds), "points": signed(pts), "kinds": tuple([tile_text(c) for c in kinds])},
        ),
    )


def gold_line(p: PlayerDisplay) -> Line:
    n = p.tiles.get("gold", 0)
    return Line("gold", n * rules.GOLD_POINTS, Text("ra.gold", {"count": n, "points": signed(n * rules.GOLD_POINTS)}))


def monuments_line(p: PlayerDisplay) -> Line:
    """R5: distinct types (1..6 -> 1..6, 7 -> 10, 8 -> 15) plus a bonus per type with 3, 4 or 5 identical."""
    tiles = p.tiles
    held = [(m, tiles[m]) for m in rules.MONUMENTS if tiles.get(m)]
    distinct = rules.MONUMENT_DISTINCT_POINTS[len(held)]
    parts = [Text("ra.monuments.distinct", {"distinct": len(held), "points": signed(distinct)})]
    total = distinct
    for m, n in held:
        bonus = rules.MONUMENT_IDENTICAL_POINTS.get(min(n, 5), 0)
        if bonus:
            total += bonus
            parts.append(Text("ra.monuments.identical", {"count": n, "tile": tile_text(m, n), "points": signed(bonus)}))
    return Line("monuments", total, Text("ra.monuments", {"parts": parts, "points": signed(total)}))


def check_epoch(epoch: EpochDisplays) -> list[Problem]:
    """Every reason these displays cannot be the end of an epoch of Ra (R1, R2). Suns may be left out
    (None) before epoch 3, for every player or for none (R5: they score only then)."""
    problems = check_epoch_table(epoch, rules.PLAYERS, rules.SUN_STACKS, rules.EPOCHS)
    return problems + check_supply(holdings_of(epoch), rules.DISPLAY_LIMITS, rules.tile_path, tile_text)


def check_game(epochs: Sequence[EpochDisplays]) -> list[Problem]:
    """Every epoch on its own, the same players throughout, and R6: tiles that leave the game
    after scoring (gods, gold, floods, civilizations) cannot add up past the box over the epochs."""
    return check_whole_game(epochs, check_epoch, rules.LEAVE_LIMITS, rules.tile_path, tile_text)


def score_epoch(epoch: EpochDisplays, fames: Sequence[int] | None = None, *, check: bool = True) -> EpochScore:
    """Score one epoch. `fames` overrides each player's fame before scoring (the whole-game shape).

    `check=False` is for displays the replay built itself, which cannot break the supply or the suns.
    Suns left out (None, epochs 1 and 2 only) leave ties on fame unbroken: the standings share them.
    """
    problems = check_epoch(epoch) if check else None
    if problems:
        raise InvalidInput(problems)
    return _score(epoch, fames)


def _score(epoch: EpochDisplays, fames: Sequence[int] | None = None) -> EpochScore:
    players = epoch.players
    lines = [
        [gods_line(p), ph, nile_line(p), civilizations_line(p), gold_line(p)]
        for p, ph in zip(players, pharaoh_lines(players))
    ]
    if epoch.epoch == rules.EPOCHS:
        for ls, p, sun in zip(lines, players, sun_lines(scoring_hands(epoch, rules.EPOCHS))):
            ls += [monuments_line(p), sun]
    before = list(fames) if fames is not None else [p.fame for p in players]
    return epoch_score(epoch.epoch, rules.EPOCHS, [p.name for p in players], before, lines, [p.suns for p in players])


def score_game(epochs: Sequence[EpochDisplays], *, check: bool = True) -> GameScore:
    """Score one to three epochs in order, carrying fame from 10 (R3); each epoch's own fame is ignored.
    `check=False` when the caller already ran `check_game` (the HTTP schema does)."""
    problems = check_game(epochs) if check else None
    if problems:
        raise InvalidInput(problems)
    scored: list[EpochScore] = []
    fames = None
    for epoch in epochs:
        if fames is None:
            fames = [START_FAME] * len(epoch.players)
        result = _score(epoch, fames)
        scored.append(result)
        fames = [p.fame for p in result.players]
    return game_score(scored, rules.EPOCHS)
