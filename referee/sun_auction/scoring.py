"""Scoring pieces Ra and Priests of Ra share: fame, the sun totals, standings by fame then the highest sun."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, NamedTuple, Sequence

from ..core.lines import Line, majority_points
from ..core.standings import Criterion, rank_players
from ..core.text import Text, signed
from .suns import SunHand

START_FAME = 10  # R3, P7: two 5-tablets each


@dataclass(frozen=True)
class PlayerScore:
    name: str
    fame_before: int
    points: int
    fame: int
    lines: tuple[Line, ...]
    extras: Mapping[str, int] | None = None  # game-specific counts (Priests of Ra: ankhs gained)


@dataclass(frozen=True)
class Standing:
    rank: int
    name: str
    fame: int
    highest_sun: int
    decided_by: str | None  # against the player ranked just above: "fame" | "highest_sun"
    text: Text


@dataclass(frozen=True)
class EpochScore:
    epoch: int
    players: tuple[PlayerScore, ...]
    standings: tuple[Standing, ...]
    winner: str | None  # only after the last epoch


@dataclass(frozen=True)
class GameScore:
    epochs: tuple[EpochScore, ...]
    standings: tuple[Standing, ...]
    winner: str | None


def new_fame(fame_before: int, points: int) -> int:
    """R3/P7: fame never goes below 0; a negative transfer is impossible."""
    return max(0, fame_before + points)


def player_score(name: str, fame_before: int, lines: Sequence[Line], extras: Mapping[str, int] | None = None) -> PlayerScore:
    points = sum(line.points for line in lines)
    return PlayerScore(name, fame_before, points, new_fame(fame_before, points), tuple(lines), extras)


# R5 / P6: the sun totals after the last epoch.
SUNS_HIGHEST = 5
SUNS_LOWEST = -5


def sun_lines(hands: Sequence[SunHand]) -> list[Line]:
    totals = [hand.total for hand in hands]
    points = majority_points(totals, SUNS_HIGHEST, SUNS_LOWEST)
    everyone_equal = max(totals) == min(totals)
    lines = []
    for total, pts in zip(totals, points):
        if everyone_equal:
            text = Text("suns.all_equal", {"total": total})
        elif pts > 0:
            text = Text("suns.highest", {"total": total, "points": signed(pts)})
        elif pts < 0:
            text = Text("suns.lowest", {"total": total, "points": signed(pts)})
        else:
            text = Text("suns.middle", {"total": total})
        lines.append(Line("suns", pts, text))
    return lines


def standings(names: Sequence[str], fames: Sequence[int], highest_suns: Sequence[int]) -> tuple[Standing, ...]:
    """C3 / R7, P7: ranked by fame, then by the highest single sun. Suns are unique, so ranks are too."""
    result = []
    for p in rank_players((Criterion("fame", fames), Criterion("highest_sun", highest_suns))):
        i = p.seat
        if p.above is None:
            if p.below is not None and fames[p.below] == fames[i]:
                text = Text("standing.first_by_sun", {"fame": fames[i], "other": names[p.below],
                                                       "sun": highest_suns[i], "other_sun": highest_suns[p.below]})
            else:
                text = Text("standing.first", {"fame": fames[i]})
        elif p.decided_by == "fame":
            text = Text("standing.below_by_fame", {"fame": fames[i], "other": names[p.above],
                                                    "behind": fames[p.above] - fames[i]})
        else:
            text = Text("standing.below_by_sun", {"fame": fames[i], "other": names[p.above],
                                                   "sun": highest_suns[i], "other_sun": highest_suns[p.above]})
        result.append(Standing(p.rank, names[i], fames[i], highest_suns[i], p.decided_by, text))
    return tuple(result)


def epoch_score(epoch: int, last_epoch: int, names: Sequence[str], fames_before: Sequence[int],
                lines: Sequence[Sequence[Line]], hands: Sequence[SunHand],
                extras: Sequence[Mapping[str, int] | None] | None = None) -> EpochScore:
    """Assemble one epoch's answer from each player's lines (the game-specific part)."""
    players = tuple(player_score(n, f, ls, extras[i] if extras else None)
                    for i, (n, f, ls) in enumerate(zip(names, fames_before, lines)))
    table = standings(names, [p.fame for p in players], [h.highest for h in hands])
    return EpochScore(epoch, players, table, table[0].name if epoch == last_epoch else None)


def game_score(epochs: Sequence[EpochScore], last_epoch: int) -> GameScore:
    last = epochs[-1]
    return GameScore(tuple(epochs), last.standings, last.winner if last.epoch == last_epoch else None)


MESSAGES = {
    "en": {
        "suns.highest": "highest sun total ({total}): {points}",
        "suns.lowest": "lowest sun total ({total}): {points}",
        "suns.middle": "sun total {total}, neither highest nor lowest: 0",
        "suns.all_equal": "everyone has the same sun total ({total}): nobody scores",
        "standing.first": "{fame} fame, the most",
        "standing.first_by_sun": "{fame} fame, tied with {other}; wins with the higher sun ({sun} against {other_sun})",
        "standing.below_by_fame": "{fame} fame, {behind} behind {other}",
        "standing.below_by_sun": "{fame} fame, tied with {other}, whose highest sun ({other_sun}) beats {sun}",
    },
    "nl": {
        "suns.highest": "hoogste zonnentotaal ({total}): {points}",
        "suns.lowest": "laagste zonnentotaal ({total}): {points}",
        "suns.middle": "zonnentotaal {total}, niet het hoogste en niet het laagste: 0",
        "suns.all_equal": "iedereen heeft hetzelfde zonnentotaal ({total}): niemand scoort",
        "standing.first": "{fame} roempunten, de meeste",
        "standing.first_by_sun": "{fame} roempunten, gelijk met {other}; wint met de hogere zon ({sun} tegen {other_sun})",
        "standing.below_by_fame": "{fame} roempunten, {behind} minder dan {other}",
        "standing.below_by_sun": "{fame} roempunten, gelijk met {other}, wiens hoogste zon ({other_sun}) hoger is dan {sun}",
    },
}
