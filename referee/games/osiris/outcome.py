"""The end of a game of Osiris (O2): who became pharaoh, which god decides, and the standings.

A pure function of the table at the end: no board, no log. `check_outcome` lists every caller
error (C2), `outcome` ranks the players (C3) with `referee.core.standings.rank_players`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from ...core.problems import InvalidInput, PathPart, Problem
from ...core.seating import check_names
from ...core.standings import Criterion, rank_players
from ...core.text import Text
from . import rules

FOLLOWERS = "followers"
LAST_TURN = "last_turn"


@dataclass(frozen=True)
class Seat:
    """A player and the colours he plays (O1), in seating order."""

    name: str
    colours: tuple[str, ...]


@dataclass(frozen=True)
class PlayerFollowers:
    name: str
    colours: tuple[str, ...]
    followers: int  # in the deciding god's temple, all the player's colours together (O1, O2)
    by_colour: dict[str, int]
    text: Text


@dataclass(frozen=True)
class Standing:
    rank: int
    name: str
    followers: int
    decided_by: str | None  # against the player just above: "followers" | "last_turn" | "shared"; None first
    text: Text


@dataclass(frozen=True)
class Outcome:
    end: str  # "apex" | "blocked"
    ended_by: str  # whose turn ended the game
    pharaoh: str  # the player whose priest reached the apex, or "Sinhaue"
    god: str  # the deciding god
    players: tuple[PlayerFollowers, ...]
    standings: tuple[Standing, ...]
    winner: str | None  # None when first place is shared


def colour_text(colour: str) -> Text:
    return Text("osiris.colour." + colour)


def check_seating(players: Sequence[Seat], base: tuple[PathPart, ...] = ("players",)) -> list[Problem]:
    """O1: 2-4 players with different names, each with the colours of his seat (the beige player
    first, then clockwise; 2 players: diagonal pairs; 3 players: no yellow)."""
    problems = check_names([p.name for p in players], rules.PLAYERS, base)
    expected = rules.COLOURS_FOR.get(len(players))
    for i, p in enumerate(players):
        path = base + (i, "colours")
        unknown = [j for j, c in enumerate(p.colours) if c not in rules.COLOURS]
        for j in unknown:
            problems.append(Problem(path + (j,), Text("osiris.unknown_colour", {"colours": ", ".join(rules.COLOURS)})))
        if unknown or expected is None:
            continue
        if len(set(p.colours)) != len(p.colours) or set(p.colours) != set(expected[i]):
            problems.append(
                Problem(
                    path,
                    Text(
                        "osiris.seat_colours",
                        {"seat": i + 1, "players": len(players), "colours": tuple(colour_text(c) for c in expected[i])},
                    ),
                )
            )
    return problems


def check_outcome(
    players: Sequence[Seat],
    end: str,
    ended_by: str,
    god: str,
    followers: Mapping[str, int],
    temples: Mapping[str, Mapping[str, int]] | None = None,
    gods: Sequence[str] = rules.GODS,
) -> list[Problem]:
    """Every reason this cannot be the end of a game of Osiris (C2: a 422). `gods`: the names of
    the 13 gods (O9, a model: a table whose edition names them otherwise sends its own)."""
    problems = check_seating(players)
    if tuple(gods) != rules.GODS:
        problems += check_god_names(gods, ("gods",))
    in_play = rules.colours_in_play(len(players))
    if end not in rules.ENDS:
        problems.append(Problem(("end",), Text("osiris.unknown_end")))
    if ended_by not in [p.name for p in players]:
        problems.append(Problem(("ended_by",), Text("osiris.ended_by_unknown", {"name": ended_by})))
    if god not in gods:
        problems.append(Problem(("god",), Text("osiris.unknown_god", {"gods": ", ".join(gods)})))
    problems += _check_counts(followers, ("followers",), len(players), in_play)
    if temples is not None:
        totals = {c: 0 for c in in_play}
        for g, counts in temples.items():
            if g not in gods:
                problems.append(Problem(("temples", g), Text("osiris.unknown_god", {"gods": ", ".join(gods)})))
                continue
            problems += _check_counts(counts, ("temples", g), len(players), in_play)
            for c, n in counts.items():
                if c in totals:
                    totals[c] += n
        for c, total in totals.items():
            if total != rules.FOLLOWERS_PER_COLOUR:
                problems.append(
                    Problem(
                        ("temples",),
                        Text(
                            "osiris.followers_total",
                            {"colour": colour_text(c), "count": total, "expected": rules.FOLLOWERS_PER_COLOUR},
                        ),
                    )
                )
        if god in gods:
            temple = temples.get(god, {})
            for c in in_play:
                if temple.get(c, 0) != followers.get(c, 0):
                    problems.append(
                        Problem(
                            ("followers", c),
                            Text(
                                "osiris.followers_disagree",
                                {
                                    "colour": colour_text(c),
                                    "count": followers.get(c, 0),
                                    "god": god,
                                    "temple": temple.get(c, 0),
                                },
                            ),
                        )
                    )
    return problems


def check_god_names(gods: Sequence[str], path: tuple[PathPart, ...]) -> list[Problem]:
    """O9: 13 different names."""
    if len(gods) != len(rules.GODS) or len(set(gods)) != len(gods):
        return [Problem(path, Text("osiris.god_names", {"count": len(rules.GODS)}))]
    return []


def _check_counts(
    counts: Mapping[str, int], path: tuple[PathPart, ...], players: int, in_play: tuple[str, ...]
) -> list[Problem]:
    """One temple's followers per colour: known colours in play, at most 3 each (O6)."""
    problems = []
    for c, n in counts.items():
        if c not in rules.COLOURS:
            problems.append(Problem(path + (c,), Text("osiris.unknown_colour", {"colours": ", ".join(rules.COLOURS)})))
        elif c not in in_play:
            if n:
                problems.append(Problem(path + (c,), Text("osiris.colour_out", {"colour": colour_text(c)})))
        elif n > rules.MAX_PER_TEMPLE:
            problems.append(
                Problem(
                    path + (c,),
                    Text(
                        "osiris.too_many_in_temple", {"colour": colour_text(c), "count": n, "max": rules.MAX_PER_TEMPLE}
                    ),
                )
            )
    return problems


def outcome(
    players: Sequence[Seat],
    end: str,
    ended_by: str,
    god: str,
    followers: Mapping[str, int],
    temples: Mapping[str, Mapping[str, int]] | None = None,
    *,
    check: bool = True,
    gods: Sequence[str] = rules.GODS,
) -> Outcome:
    """O2: the pharaoh, the deciding god, and every player ranked (C3). `check=False` when the
    caller already ran `check_outcome` (the schema does; a replay builds a legal table itself)."""
    if check:
        problems = check_outcome(players, end, ended_by, god, followers, temples, gods)
        if problems:
            raise InvalidInput(problems)
    names = [p.name for p in players]
    n = len(players)
    last = names.index(ended_by)
    counts = [sum(followers.get(c, 0) for c in p.colours) for p in players]
    # O2: among equal followers, the player whose last turn is the most recent: the one who ended
    # the game, then counter-clockwise (the seats before him).
    recency = [n - (last - seat) % n for seat in range(n)]
    nobody = end == "blocked" and sum(counts) == 0
    if nobody:
        # O2: a blocked apex whose temple holds no follower: only the player who placed the last
        # blockade loses; all others share first place.
        recency = [0 if seat == last else 1 for seat in range(n)]
    placings = rank_players([Criterion(FOLLOWERS, counts), Criterion(LAST_TURN, recency)])
    per_player = tuple(
        PlayerFollowers(
            p.name,
            p.colours,
            counts[i],
            {c: followers.get(c, 0) for c in p.colours},
            Text(
                "osiris.player.followers",
                {
                    "name": p.name,
                    "count": counts[i],
                    "god": god,
                    "parts": tuple(
                        Text("osiris.colour_count", {"colour": colour_text(c), "count": followers.get(c, 0)})
                        for c in p.colours
                    ),
                },
            ),
        )
        for i, p in enumerate(players)
    )
    standings = []
    top = [pl for pl in placings if pl.rank == 1]
    for pl in placings:
        name, count = names[pl.seat], counts[pl.seat]
        other = names[pl.above] if pl.above is not None else None
        params = {"name": name, "count": count, "god": god, "other": other, "loser": ended_by, "rank": pl.rank}
        if nobody:
            if pl.seat == last:
                key = "last_blockade"
            elif len(top) == 1:
                key = "first_no_followers"
            else:
                key = "shared_no_followers"
        elif pl.decided_by is None:
            below = placings[1] if n > 1 else None
            if below is not None and below.decided_by == LAST_TURN:
                key = "first_by_last_turn"
                params["other"] = names[below.seat]
            else:
                key = "first"
        elif pl.decided_by == FOLLOWERS:
            key = "by_followers"
            params["behind"] = counts[pl.above] - count  # type: ignore[index]
        elif pl.decided_by == LAST_TURN:
            key = "by_last_turn"
        else:  # "shared": only in the no-follower case above, since last turns always differ
            key = "shared"
        standings.append(Standing(pl.rank, name, count, pl.decided_by, Text("osiris.standing." + key, params)))
    winner = names[top[0].seat] if len(top) == 1 else None
    pharaoh = ended_by if end == "apex" else rules.SINHAUE
    return Outcome(end, ended_by, pharaoh, god, per_player, tuple(standings), winner)
