"""An event's standings: every table's places become points, and the event is ranked.

A table is a finished game's result: each player's place as the game's own standings give it (a
shared place repeats its rank: 1, 1, 3). The scheme gives points per place and player count, by
default the common one: first = the number of players at the table, each place below one fewer,
last = 1. Players who share a place share the points of the places they span, equally (the split
pool of golf prize money, or chess's half point each for a draw): ranks 1, 1, 3 at a 3-player table
give (3 + 2) / 2 = 2.5 each and 1, so every table hands out the same total whatever its ties, and a
tie never makes a table weigh more in the event than another of its size.

The event ranks players by the scheme's criteria in order (core.standings: competition ranking,
ties on every criterion share a place):

- `points`: the sum of a player's table points;
- `wins`: tables where the player alone has first place (a shared first place is no win, as the
  games' own `winner` is null then);
- `fame_total`: the sum of the player's final fame over the Ra and Priests of Ra tables (other
  games have no fame and add nothing);
- `opponents_points` (Buchholz): for every table the player sat at, the event points of each other
  player there, summed (an opponent met twice counts twice): who met the stronger field.

Players are one player across rounds when their names are one name (core.seating.name_key: case,
width and joiners aside); the answer spells a name as its first appearance does. A player with no
table in a round (a bye) has no line for that round and no points from it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any, Mapping, Sequence

from ..core.problems import InvalidInput, PathPart, Problem
from ..core.seating import name_key
from ..core.standings import SHARED, Criterion, Placing, rank_players
from ..core.text import Text
from ..games import SPECS

CRITERIA = ("points", "wins", "fame_total", "opponents_points")
# Points first (the scheme's purpose), then first places (winning a table outweighs steady seconds, as in
# most board-game tournament rules), then the field met (Buchholz, Swiss events' usual tie-break; it needs
# no game's own score), and fame last: only the Ra family has it, so it cannot compare players across games.
DEFAULT_TIE_BREAKS = ("points", "wins", "opponents_points", "fame_total")
GAME_NAMES = {spec.slug: spec.name for spec in SPECS}
PLAYER_COUNTS = range(min(s.players.start for s in SPECS), max(s.players.stop for s in SPECS))  # 2 to 5
MAX_POINTS = 1000  # points for one place: keeps every total printable
# A table's points are whole, or a share of k places (k <= 5 players): multiples of 1/60 (60 = lcm 1..5).
# Every total and every sum of totals is then a whole number of sixtieths: ranking compares them exactly.
SIXTIETHS = 60


@dataclass(frozen=True)
class Seat:
    """A player's result at one table: the place the game's standings gave (a shared place repeats its rank)."""

    name: str
    rank: int
    fame: int | None = None  # the final fame (Ra, Priests of Ra); None in games without fame
    path: tuple[PathPart, ...] = ()  # where the request names the player, under the table


@dataclass(frozen=True)
class Table:
    """A finished game: its slug and every seat, best first (as its standings list them)."""

    game: str
    seats: tuple[Seat, ...]


@dataclass(frozen=True)
class Scheme:
    """Points per place by player count (counts not given keep the default) and the ranking criteria in order."""

    points: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    tie_breaks: tuple[str, ...] = DEFAULT_TIE_BREAKS

    def points_for(self, players: int) -> tuple[int, ...]:
        return self.points.get(players) or default_points(players)


def default_points(players: int) -> tuple[int, ...]:
    """The common scheme: first gets one point per player at the table, each place below one fewer, last 1."""
    return tuple(range(players, 0, -1))


def place_points(ranks: Sequence[int], points: Sequence[int]) -> tuple[Fraction, ...]:
    """Each seat's points: players who share a place share the points of the places they span equally
    (ranks 1, 1, 3 with 3-2-1 points: 2.5, 2.5, 1)."""
    return tuple(_points(share) for share in _shares(ranks, points))


@dataclass(frozen=True)
class Line:
    """One table of a player's event: where, which game, the place and the points it gave."""

    round: int  # counted from 1, as people number rounds and tables
    table: int
    game: str
    rank: int
    players: int  # at the table
    shared: bool  # the place is shared with another player at the table
    points: Fraction
    won: bool  # first place alone
    fame: int | None  # the final fame, in the Ra family
    opponents: tuple[str, ...]  # the others at the table, in the table's order
    text: Text


@dataclass(frozen=True)
class Standing:
    rank: int
    name: str
    points: Fraction
    wins: int
    fame_total: int
    opponents_points: Fraction
    decided_by: str | None  # what placed the player below the one above; SHARED; None for the first
    lines: tuple[Line, ...]
    text: Text


@dataclass(frozen=True)
class EventStandings:
    scheme: Scheme
    standings: tuple[Standing, ...]  # every player, best first
    winner: str | None  # first place alone; None when it is shared


# --- checks (every problem, each at its path in the request) -------------------------------------


def check_scheme(scheme: Scheme) -> list[Problem]:
    """Points: one whole number per place for a known player count, never more for a place below;
    criteria: known, each once, at least one."""
    problems = []
    for players, points in scheme.points.items():
        path: tuple[PathPart, ...] = ("scheme", "points", str(players))
        if players not in PLAYER_COUNTS:
            problems.append(
                Problem(
                    path, Text("tournament.points_key", {"min": PLAYER_COUNTS.start, "max": PLAYER_COUNTS.stop - 1})
                )
            )
        elif len(points) != players:
            problems.append(Problem(path, Text("tournament.points_length", {"count": players})))
        else:
            problems += [
                Problem(path + (i,), Text("tournament.points_order"))
                for i in range(1, players)
                if points[i] > points[i - 1]
            ]
    if not scheme.tie_breaks:
        problems.append(Problem(("scheme", "tie_breaks"), Text("tournament.no_tie_breaks", {"names": list(CRITERIA)})))
    for i, key in enumerate(scheme.tie_breaks):
        if key not in CRITERIA:
            problems.append(
                Problem(("scheme", "tie_breaks", i), Text("tournament.unknown_tie_break", {"names": list(CRITERIA)}))
            )
        elif key in scheme.tie_breaks[:i]:
            problems.append(Problem(("scheme", "tie_breaks", i), Text("tournament.tie_break_twice")))
    return problems


def check_event(rounds: Sequence[Sequence[Table]]) -> list[Problem]:
    """At least one round, a table in every round, each of 2 to 5 seats ranked in order, and a player at one
    table a round."""
    if not rounds:
        return [Problem(("rounds",), Text("tournament.no_rounds"))]
    problems = []
    for r, tables in enumerate(rounds):
        if not tables:
            problems.append(Problem(("rounds", r, "tables"), Text("tournament.no_tables")))
        seated: dict[str, int] = {}
        for t, table in enumerate(tables):
            problems += _check_table(table, ("rounds", r, "tables", t))
            for seat in table.seats:
                key = name_key(seat.name)
                if key in seated:
                    problems.append(
                        Problem(
                            ("rounds", r, "tables", t) + seat.path,
                            Text(
                                "tournament.two_tables" if seated[key] != t else "tournament.twice_at_table",
                                {"name": seat.name, "table": seated[key] + 1},
                            ),
                        )
                    )
                else:
                    seated[key] = t
    return problems


def _check_table(table: Table, path: tuple[PathPart, ...]) -> list[Problem]:
    """2 to 5 seats ranked as standings rank (1, 1, 3: a shared place repeats its rank, the next skips)."""
    if len(table.seats) not in PLAYER_COUNTS:
        return [
            Problem(
                path,
                Text(
                    "players.count",
                    {"count": len(table.seats), "min": PLAYER_COUNTS.start, "max": PLAYER_COUNTS.stop - 1},
                ),
            )
        ]
    return [
        Problem(path + table.seats[i].path, Text("tournament.rank_order"))
        for i in misranked([seat.rank for seat in table.seats])
    ]


def misranked(ranks: Sequence[int]) -> list[int]:
    """The places of ranks that are not competition ranks in order: the first is 1, each next one repeats
    the rank above (a shared place) or is its own position (1, 1, 3)."""
    return [i for i, rank in enumerate(ranks) if not (rank == 1 if i == 0 else rank in (ranks[i - 1], i + 1))]


# --- the standings ---------------------------------------------------------------------------------


def event_standings(rounds: Sequence[Sequence[Table]], scheme: Scheme = Scheme(), check: bool = True) -> EventStandings:
    """The event's standings from every round's tables (each a finished game's places). `check=False`
    when the caller ran `check_scheme` and `check_event` already (the schema does, merging their
    problems with the field problems of the same request)."""
    if check:
        problems = check_scheme(scheme) + check_event(rounds)
        if problems:
            raise InvalidInput(problems)
    players: dict[str, int] = {}  # name key -> player index, in order of first appearance
    names: list[str] = []
    played: list[_Played] = []
    for r, tables in enumerate(rounds):
        for t, table in enumerate(tables):
            ranks = [seat.rank for seat in table.seats]
            shares = _shares(ranks, scheme.points_for(len(ranks)))
            seated = []
            for seat in table.seats:
                key = name_key(seat.name)
                if key not in players:
                    players[key] = len(names)
                    names.append(seat.name)
                seated.append(players[key])
            played.append(_Played(r, t, table, tuple(seated), shares, Counter(ranks)))
    count = len(names)
    # every value in whole sixtieths of a point (SIXTIETHS) or whole counts: summed and compared exactly
    totals, wins, fame, opponents = [0] * count, [0] * count, [0] * count, [0] * count
    lines: list[list[tuple[_Played, int]]] = [[] for _ in range(count)]
    for game in played:
        for s, i in enumerate(game.players):
            totals[i] += game.shares[s]
            wins[i] += game.won(s)
            fame[i] += game.table.seats[s].fame or 0
            lines[i].append((game, s))
    for game in played:
        at_table = sum(totals[i] for i in game.players)
        for i in game.players:
            opponents[i] += at_table - totals[i]
    values = {"points": totals, "wins": wins, "fame_total": fame, "opponents_points": opponents}
    placings = rank_players([Criterion(key, values[key]) for key in scheme.tie_breaks])
    by_seat = {p.seat: p for p in placings}
    standings = tuple(
        Standing(
            p.rank,
            names[p.seat],
            _points(totals[p.seat]),
            wins[p.seat],
            fame[p.seat],
            _points(opponents[p.seat]),
            p.decided_by,
            tuple(game.line(s, names) for game, s in lines[p.seat]),
            _place_text(p, by_seat, names, values, scheme.tie_breaks),
        )
        for p in placings
    )
    first_alone = len(placings) < 2 or placings[1].decided_by != SHARED
    return EventStandings(scheme, standings, standings[0].name if first_alone else None)


def _shares(ranks: Sequence[int], points: Sequence[int]) -> tuple[int, ...]:
    """place_points in whole sixtieths: k players sharing a place get 60/k of the places' sum (k <= 5 divides 60)."""
    sharing = Counter(ranks)
    return tuple(sum(points[rank - 1 : rank - 1 + sharing[rank]]) * (SIXTIETHS // sharing[rank]) for rank in ranks)


@lru_cache(maxsize=4096)
def _points(sixtieths: int) -> Fraction:
    # an event has few distinct values (a table's shares repeat): built once each, not once per line
    return Fraction(sixtieths, SIXTIETHS)


@dataclass(frozen=True)
class _Played:
    """A table as the event sees it: where, its players' indexes, each seat's points (sixtieths), its ranks."""

    round: int
    table_index: int
    table: Table
    players: tuple[int, ...]
    shares: tuple[int, ...]
    ranks: Counter[int]

    def won(self, seat: int) -> bool:
        return self.table.seats[seat].rank == 1 and self.ranks[1] == 1

    def line(self, s: int, names: Sequence[str]) -> Line:
        seat, points = self.table.seats[s], _points(self.shares[s])
        shared = self.ranks[seat.rank] > 1
        game = self.table.game
        text = Text(
            "tournament.line_shared" if shared else "tournament.line",
            {
                "round": self.round + 1,
                "table": self.table_index + 1,
                "game": GAME_NAMES.get(game, game),
                "rank": seat.rank,
                "players": len(self.players),
                "points": points_text(points),
            },
        )
        return Line(
            self.round + 1,
            self.table_index + 1,
            game,
            seat.rank,
            len(self.players),
            shared,
            points,
            self.won(s),
            seat.fame,
            tuple(names[i] for j, i in enumerate(self.players) if j != s),
            text,
        )


# --- sentences -------------------------------------------------------------------------------------


def number(value: Fraction | int) -> int | Text:
    """A value as a sentence writes it: a whole number, or two decimals in the language's own way (2.5, 2,5)."""
    value = Fraction(value)
    if value.denominator == 1:
        return int(value)
    whole, part = f"{float(value):.2f}".rstrip("0").split(".")
    if not part:  # cannot happen for sixtieths (1/60 > 0.005), but never write "3."
        return int(whole)
    return Text("tournament.decimal", {"whole": whole, "part": part})


@lru_cache(maxsize=4096)
def points_text(value: Fraction) -> Text:
    """`1 point`, `5 points`, `2.5 points` (`2,5 punten`)."""
    shown = number(value)
    return (
        Text("tournament.points", {"n": shown})
        if isinstance(shown, int)
        else Text("tournament.points_decimal", {"n": shown})
    )


def _measure(key: str, value: int) -> Text:
    """A criterion's value with its unit: `7 points`, `1 win`, `45 fame in total`, `14 points scored by opponents`."""
    if key == "points":
        return points_text(_points(value))
    if key == "opponents_points":
        return Text("tournament.opponents", {"points": points_text(_points(value))})
    return Text(f"tournament.{key}", {"n": value})


def _bare(key: str, value: int) -> int | Text:
    """A criterion's value without its unit (`against 6.5`)."""
    return number(_points(value)) if key in ("points", "opponents_points") else value


def _and(keys: Sequence[str]) -> Text:
    """Criteria named in a list: `points`, `points and wins`, `points, wins and fame in total`."""
    named = [Text(f"tournament.criterion.{k}") for k in keys]
    return named[0] if len(named) == 1 else Text("tournament.and", {"first": named[:-1], "last": named[-1]})


def _place_text(
    p: Placing,
    by_seat: Mapping[int, Placing],
    names: Sequence[str],
    values: Mapping[str, Sequence[int]],
    keys: Sequence[str],
) -> Text:
    i = p.seat
    params: dict[str, Any]
    if p.above is None:
        params = {
            "name": names[i],
            "points": points_text(_points(values["points"][i])),
            "wins": Text("tournament.wins", {"n": values["wins"][i]}),
        }
        below = by_seat[p.below] if p.below is not None else None
        if below is not None and below.decided_by == SHARED:
            return Text("tournament.place.first_shared", {**params, "other": names[below.seat], "level": _and(keys)})
        return Text("tournament.place.first", params)
    above = p.above
    if p.decided_by == SHARED:
        return Text(
            "tournament.place.shared", {"name": names[i], "rank": p.rank, "other": names[above], "level": _and(keys)}
        )
    key = p.decided_by or keys[0]
    params = {
        "name": names[i],
        "rank": p.rank,
        "other": names[above],
        "value": _measure(key, values[key][i]),
        "other_value": _bare(key, values[key][above]),
    }
    level = keys[: keys.index(key)]
    if not level:
        return Text("tournament.place.decided", params)
    return Text("tournament.place.decided_level", {**params, "level": _and(level)})
