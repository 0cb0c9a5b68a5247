"""Priests of Ra scoring (P5-P7): pure functions from the players' displays to a line-by-line breakdown.

Ankhs are counters, not tiles: a player's ankhs held before scoring are `counters["ankhs"]`
(or the `ankhs` argument); the ankhs each player gains this epoch are reported in
`PlayerScore.extras["ankhs_gained"]` and score nothing until the end of epoch 3.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from ...core.lines import Line
from ...core.problems import InvalidInput, PathPart, Problem
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

ANKHS = "ankhs"  # the counter's name in PlayerDisplay.counters and in the request


class AnkhGain(NamedTuple):
    """One player's ankhs this epoch: what the people earned, and what the supply could give."""

    held: int  # before this epoch's scoring
    earned: int  # by the people types (P5)
    gained: int  # earned, capped at what is left of the 20

    @property
    def total(self) -> int:
        return self.held + self.gained


def people_lines(players: Sequence[PlayerDisplay], tile: str) -> list[Line]:
    """P5: per people type, every player with the most scores 5, if the most is at least 2."""
    key = rules.PEOPLE_KEYS[tile]
    counts = [p.tiles.get(tile, 0) for p in players]
    most = max(counts)
    name, people = tile_text(tile), Text("por.plural." + tile)
    lines = []
    for i, count in enumerate(counts):
        if most < rules.PEOPLE_MOST_MINIMUM:
            text = Text("por.people.nobody", {"count": count, "tile": name})
            lines.append(Line(key, 0, text))
        elif count < most:
            text = Text("por.people.fewer", {"count": count, "tile": name, "most": most})
            lines.append(Line(key, 0, text))
        else:
            pts = rules.PEOPLE_MOST
            others = [p.name for j, p in enumerate(players) if j != i and counts[j] == most]
            params = {"people": people, "count": count, "points": signed(pts)}
            if others:
                text = Text("por.people.most_tied", {**params, "others": ", ".join(others)})
            else:
                text = Text("por.people.most", params)
            lines.append(Line(key, pts, text))
    return lines


def people_types(p: PlayerDisplay) -> int:
    return len([t for t in rules.PEOPLE if p.tiles.get(t, 0)])


def ankh_gains(players: Sequence[PlayerDisplay], held: Sequence[int]) -> list[AnkhGain]:
    """P5: 2 ankhs for all 4 people types, 1 for exactly 3; never more than the 20 of the box.

    The box only runs short when someone holds more than 4, and the rulebook says nobody needs
    more than 4 ("he'd best leave a fifth in the supply for his fellow players"). So while the box
    is short, the ankhs up to each player's 4th are handed out first, then any beyond; within each
    round, in seating order. When the box is not short, everyone simply takes what he earned.
    """
    earned = [rules.ANKHS_FOR_PEOPLE_TYPES.get(people_types(p), 0) for p in players]
    left = max(0, rules.ANKHS - sum(held))
    gained = [0] * len(players)
    for up_to_enough in (True, False):
        for i, (e, h) in enumerate(zip(earned, held)):
            want = min(e, max(0, rules.ANKHS_ENOUGH - h)) if up_to_enough else e - gained[i]
            take = min(want, left)
            gained[i] += take
            left -= take
    return [AnkhGain(h, e, g) for h, e, g in zip(held, earned, gained)]


def buildings_line(p: PlayerDisplay, building_tiles: int = rules.BUILDING_TILES) -> Line:
    """P4/P5: 2 per complete building (two tiles of one type; an odd tile adds nothing),
    plus 10 with a complete building of all 4 types, 5 with exactly 3."""
    complete = {b: p.tiles.get(b, 0) // building_tiles for b in rules.BUILDINGS}
    kinds = [
        Text("por.buildings.kind", {"count": n, "tile": tile_text(b), "tiles": p.tiles.get(b, 0)})
        for b, n in complete.items()
        if n
    ]
    total = sum(complete.values())
    if not total:
        return Line("buildings", 0, Text("por.buildings.none"))
    base = total * rules.BUILDING_POINTS
    types = len(kinds)
    bonus = rules.BUILDING_TYPES_BONUS.get(types, 0)
    if not bonus:
        return Line(
            "buildings", base, Text("por.buildings", {"complete": total, "kinds": kinds, "points": signed(base)})
        )
    return Line(
        "buildings",
        base + bonus,
        Text(
            "por.buildings.bonus",
            {
                "complete": total,
                "kinds": kinds,
                "base": signed(base),
                "types": types,
                "bonus": signed(bonus),
                "points": signed(base + bonus),
            },
        ),
    )


def priests_line(p: PlayerDisplay) -> Line:
    n = p.tiles.get("priest", 0)
    pts = n * rules.PRIEST_POINTS
    return Line("priests", pts, Text("por.priests", {"count": n, "points": signed(pts)}))


def plagues_line(p: PlayerDisplay, return_plague: bool = True) -> Line:
    """P5: 3 or more priests return one plague before plagues are scored; returning never hurts,
    so it is done unless the caller says not to."""
    plagues, priests = p.tiles.get("plague", 0), p.tiles.get("priest", 0)
    may_return = priests >= rules.PRIESTS_TO_RETURN_PLAGUE and plagues > 0
    if may_return and return_plague:
        left = plagues - 1
        pts = rules.plague_points(left)
        if not left:
            return Line("plagues", 0, Text("por.plagues.returned_all", {"priests": priests}))
        return Line(
            "plagues", pts, Text("por.plagues.returned", {"priests": priests, "count": left, "points": signed(pts)})
        )
    pts = rules.plague_points(plagues)
    if may_return:
        return Line(
            "plagues", pts, Text("por.plagues.kept", {"priests": priests, "count": plagues, "points": signed(pts)})
        )
    if not plagues:
        return Line("plagues", 0, Text("por.plagues.none"))
    return Line("plagues", pts, Text("por.plagues", {"count": plagues, "points": signed(pts)}))


def pyramid_line(p: PlayerDisplay) -> Line:
    """P6: pyramid and chamber tiles build one step pyramid; height h needs 1 + ... + h tiles."""
    tiles = p.tiles.get("pyramid", 0) + sum([p.tiles.get(c, 0) for c in rules.CHAMBERS])
    if not tiles:
        return Line("pyramid", 0, Text("por.pyramid.none"))
    height = rules.pyramid_height(tiles)
    pts = rules.pyramid_points(height)
    if height < 2:
        return Line("pyramid", 0, Text("por.pyramid.low", {"tiles": tiles}))
    return Line("pyramid", pts, Text("por.pyramid", {"tiles": tiles, "height": height, "points": signed(pts)}))


def chambers_line(p: PlayerDisplay) -> Line:
    """P6: per colour, exactly 3 chambers +5, 4 or more +10 (the English text: "for each set")."""
    parts, total = [], 0
    for c in rules.CHAMBERS:
        n = p.tiles.get(c, 0)
        if n:
            pts = rules.chamber_points(n)
            total += pts
            parts.append(
                Text("por.chambers.colour", {"count": n, "colour": rules.CHAMBER_COLOURS[c], "points": signed(pts)})
            )
    if not parts:
        return Line("chambers", 0, Text("por.chambers.none"))
    if len(parts) == 1:
        return Line("chambers", total, parts[0])
    return Line("chambers", total, Text("por.chambers", {"parts": parts, "points": signed(total)}))


def ankhs_line(gain: AnkhGain) -> Line:
    """P6: the ankhs held after epoch 3's own gains: 2 -> 5, 3 -> 10, 4 or more -> 20."""
    pts = rules.ankh_points(gain.total)
    params = {
        "held": gain.held,
        "gained": gain.gained,
        "earned": gain.earned,
        "total": gain.total,
        "points": signed(pts),
    }
    if gain.gained < gain.earned:
        return Line("ankhs", pts, Text("por.ankhs.short", params))
    if gain.gained:
        return Line("ankhs", pts, Text("por.ankhs.gained", params))
    return Line("ankhs", pts, Text("por.ankhs", params))


def check_ankhs(names: Sequence[str], held: Sequence[int], base: tuple[PathPart, ...] = ()) -> list[Problem]:
    """P2: the box has 20 ankhs; every player holding some gets the problem."""
    total = sum(held)
    if total <= rules.ANKHS:
        return []
    text = Text(
        "por.ankhs.exceeded",
        {
            "total": total,
            "limit": rules.ANKHS,
            "holders": ", ".join(f"{name} {n}" for name, n in zip(names, held) if n),
        },
    )
    return [Problem(base + ("players", i, ANKHS), text) for i, n in enumerate(held) if n]


def _held_ankhs(epoch: EpochDisplays) -> list[int]:
    return [p.counters.get(ANKHS, 0) for p in epoch.players]


def _check_displays(epoch: EpochDisplays, rulings: rules.Rulings = rules.RULINGS) -> list[Problem]:
    """Players, names, suns (P1) and the tiles of the box (P2, with the rulings' chambers); not the ankhs."""
    problems = check_epoch_table(epoch, rules.PLAYERS, rules.SUN_STACKS, rules.EPOCHS)
    return problems + check_supply(holdings_of(epoch), rulings.display_limits, rules.tile_path, tile_text)


def check_epoch(
    epoch: EpochDisplays, rulings: rules.Rulings = rules.RULINGS, ankhs: Sequence[int] | None = None
) -> list[Problem]:
    """Every reason these displays cannot be the end of an epoch of Priests of Ra (P1, P2);
    `ankhs`, when given, are the ankhs held instead of the displays' own."""
    held = list(ankhs) if ankhs is not None else _held_ankhs(epoch)
    return _check_displays(epoch, rulings) + check_ankhs([p.name for p in epoch.players], held)


def check_game(epochs: Sequence[EpochDisplays], rulings: rules.Rulings = rules.RULINGS) -> list[Problem]:
    """Every epoch on its own, the same players throughout, and P5: people and priests (and, if the
    rulings say buildings leave, buildings) leave the game after scoring, so over the epochs they
    cannot add up past the box. Each epoch's own ankhs are not checked: they are carried from 0."""
    return check_whole_game(
        epochs, lambda e: _check_displays(e, rulings), rulings.leave_limits, rules.tile_path, tile_text
    )


def score_epoch(
    epoch: EpochDisplays,
    fames: Sequence[int] | None = None,
    ankhs: Sequence[int] | None = None,
    return_plague: bool = True,
    *,
    check: bool = True,
    rulings: rules.Rulings = rules.RULINGS,
) -> EpochScore:
    """Score one epoch. `fames` / `ankhs` override each player's fame and ankhs held before scoring
    (the whole-game shape); `return_plague=False` keeps the plague a 3-priest player may return (P5);
    `rulings` overrides the model rulings P3/P4.

    `check=False` is for displays the replay built itself, which cannot break the supply or the suns.
    Suns left out (None, epochs 1 and 2 only) leave ties on fame unbroken: the standings share them.
    """
    problems = check_epoch(epoch, rulings, ankhs) if check else None
    if problems:
        raise InvalidInput(problems)
    return _score(epoch, fames, ankhs, return_plague, rulings)


def _score(
    epoch: EpochDisplays,
    fames: Sequence[int] | None,
    ankhs: Sequence[int] | None,
    return_plague: bool,
    rulings: rules.Rulings = rules.RULINGS,
) -> EpochScore:
    players = epoch.players
    held = list(ankhs) if ankhs is not None else _held_ankhs(epoch)
    gains = ankh_gains(players, held)
    people = [people_lines(players, t) for t in rules.PEOPLE]
    lines = [
        [by_type[i] for by_type in people]
        + [buildings_line(p, rulings.building_tiles), priests_line(p), plagues_line(p, return_plague)]
        for i, p in enumerate(players)
    ]
    if epoch.epoch == rules.EPOCHS:
        for ls, p, gain, sun in zip(lines, players, gains, sun_lines(scoring_hands(epoch, rules.EPOCHS))):
            ls += [pyramid_line(p), chambers_line(p), ankhs_line(gain), sun]
    before = list(fames) if fames is not None else [p.fame for p in players]
    return epoch_score(
        epoch.epoch,
        rules.EPOCHS,
        [p.name for p in players],
        before,
        lines,
        [p.suns for p in players],
        [{"ankhs_gained": g.gained} for g in gains],
    )


def score_game(
    epochs: Sequence[EpochDisplays],
    return_plague: bool = True,
    rulings: rules.Rulings = rules.RULINGS,
    *,
    check: bool = True,
) -> GameScore:
    """Score one to three epochs in order, carrying fame from 10 (P7) and ankhs from 0 (the ankhs
    gained in an epoch are held from the next one on); each epoch's own fame and ankhs are ignored."""
    problems = check_game(epochs, rulings) if check else None
    if problems:
        raise InvalidInput(problems)
    scored: list[EpochScore] = []
    fames: list[int] | None = None
    ankhs: list[int] | None = None
    for epoch in epochs:
        if fames is None or ankhs is None:
            fames = [START_FAME] * len(epoch.players)
            ankhs = [0] * len(epoch.players)
        result = _score(epoch, fames, ankhs, return_plague, rulings)
        scored.append(result)
        fames = [p.fame for p in result.players]
        ankhs = [a + (p.extras or {}).get("ankhs_gained", 0) for a, p in zip(ankhs, result.players)]
    return game_score(scored, rules.EPOCHS)
