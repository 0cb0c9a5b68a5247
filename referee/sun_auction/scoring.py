"""Scoring pieces Ra and Priests of Ra share: fame, the sun totals, standings by fame then the highest sun."""

from __future__ import annotations

from typing import Mapping, NamedTuple, Sequence

from ..core.lines import Line, majority_points
from ..core.standings import Criterion, Placing, rank_players
from ..core.text import Text, signed
from .suns import SunHand, given_hands

START_FAME = 10  # R3, P7: two 5-tablets each


class PlayerScore(NamedTuple):
    name: str
    fame_before: int
    points: int
    fame: int
    lines: tuple[Line, ...]
    extras: Mapping[str, int] | None = None  # game-specific counts (Priests of Ra: ankhs gained)


class Standing(NamedTuple):
    rank: int
    name: str
    fame: int
    highest_sun: int | None  # None when the suns were not given (allowed before the last epoch)
    # against the player ranked just above: "fame" | "highest_sun" | "shared" (equal fame, no suns given)
    decided_by: str | None
    text: Text


class EpochScore(NamedTuple):
    epoch: int
    players: tuple[PlayerScore, ...]
    standings: tuple[Standing, ...]
    winner: str | None  # only after the last epoch


class GameScore(NamedTuple):
    epochs: tuple[EpochScore, ...]
    standings: tuple[Standing, ...]
    winner: str | None


def new_fame(fame_before: int, points: int) -> int:
    """R3/P7: fame never goes below 0; a negative transfer is impossible."""
    return max(0, fame_before + points)


def player_score(
    name: str, fame_before: int, lines: Sequence[Line], extras: Mapping[str, int] | None = None
) -> PlayerScore:
    points = sum([line.points for line in lines])
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


def standings(names: Sequence[str], fames: Sequence[int], highest_suns: Sequence[int] | None) -> tuple[Standing, ...]:
    """C3 / R7, P7: ranked by fame, then by the highest single sun. Suns are unique, so ranks are too.

    Without suns (`highest_suns` None: a table may leave them out before the last epoch) the
    tie-break cannot be applied: players with equal fame share a rank (1, 1, 3), `decided_by`
    is "shared", and the sentence says it is shared because the suns were not given."""
    criteria = [Criterion("fame", fames)]
    if highest_suns is not None:
        criteria.append(Criterion("highest_sun", highest_suns))
    return tuple(
        Standing(
            p.rank,
            names[p.seat],
            fames[p.seat],
            highest_suns[p.seat] if highest_suns is not None else None,
            p.decided_by,
            _standing_text(p, names, fames, highest_suns),
        )
        for p in rank_players(criteria)
    )


def _standing_text(p: Placing, names: Sequence[str], fames: Sequence[int], suns: Sequence[int] | None) -> Text:
    i, above, below = p.seat, p.above, p.below
    if above is None:
        if below is None or fames[below] != fames[i]:
            return Text("standing.first", {"fame": fames[i]})
        if suns is None:
            return Text("standing.first_shared", {"fame": fames[i], "other": names[below]})
        return Text(
            "standing.first_by_sun", {"fame": fames[i], "other": names[below], "sun": suns[i], "other_sun": suns[below]}
        )
    if p.decided_by == "fame":
        return Text(
            "standing.below_by_fame", {"fame": fames[i], "other": names[above], "behind": fames[above] - fames[i]}
        )
    if suns is None:  # "shared": equal fame, and no suns to break the tie
        return Text("standing.shared", {"fame": fames[i], "other": names[above], "rank": p.rank})
    return Text(
        "standing.below_by_sun", {"fame": fames[i], "other": names[above], "sun": suns[i], "other_sun": suns[above]}
    )


def epoch_score(
    epoch: int,
    last_epoch: int,
    names: Sequence[str],
    fames_before: Sequence[int],
    lines: Sequence[Sequence[Line]],
    hands: Sequence[SunHand | None],
    extras: Sequence[Mapping[str, int] | None] | None = None,
) -> EpochScore:
    """Assemble one epoch's answer from each player's lines (the game-specific part). `hands` may be
    all None before the last epoch (suns not given): the standings then share tied ranks."""
    players = tuple(
        [
            player_score(n, f, ls, extras[i] if extras else None)
            for i, (n, f, ls) in enumerate(zip(names, fames_before, lines))
        ]
    )
    given = given_hands(hands)
    table = standings(names, [p.fame for p in players], [h.highest for h in given] if given is not None else None)
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
        "standing.first_shared": "{fame} fame, the most, tied with {other}: first place is shared, because the suns "
        "(the tie-break) were not given",
        "standing.below_by_fame": "{fame} fame, {behind} behind {other}",
        "standing.below_by_sun": "{fame} fame, tied with {other}, whose highest sun ({other_sun}) beats {sun}",
        "standing.shared": "{fame} fame, tied with {other}: rank {rank} is shared, because the suns (the tie-break) "
        "were not given",
    },
    "nl": {
        "suns.highest": "hoogste zonnentotaal ({total}): {points}",
        "suns.lowest": "laagste zonnentotaal ({total}): {points}",
        "suns.middle": "zonnentotaal {total}, niet het hoogste en niet het laagste: 0",
        "suns.all_equal": "iedereen heeft hetzelfde zonnentotaal ({total}): niemand scoort",
        "standing.first": "{fame:# roempunt|# roempunten}, de meeste",
        "standing.first_by_sun": "{fame:# roempunt|# roempunten}, gelijk met {other}; wint met de hogere zon "
        "({sun} tegen {other_sun})",
        "standing.first_shared": "{fame:# roempunt|# roempunten}, de meeste, gelijk met {other}: de eerste plaats "
        "wordt gedeeld, omdat de zonnen (die bij gelijke stand beslissen) niet zijn opgegeven",
        "standing.below_by_fame": "{fame:# roempunt|# roempunten}, {behind} minder dan {other}",
        "standing.below_by_sun": "{fame:# roempunt|# roempunten}, gelijk met {other}, die de hogere zon heeft "
        "({other_sun} tegen {sun})",
        "standing.shared": "{fame:# roempunt|# roempunten}, gelijk met {other}: plaats {rank} wordt gedeeld, omdat "
        "de zonnen (die bij gelijke stand beslissen) niet zijn opgegeven",
    },
}
