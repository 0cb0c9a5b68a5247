"""POST /v1/tournaments/standings: an event's rounds loaded into the tournament engine's tables, and its
standings dumped.

Each table is a finished game's result, sent one of two ways:

- `answer`: what the service answered for it (a game's /score, /outcome or /replay, or a /v1/batch
  item's `body`), read here for the places only (`standings`, and what says the game is over);
- `body`: the request body of that operation, loaded here as a `TableRequest` and scored by the game's
  own route (referee/service/tournaments.py), whose answer is then read the same way (`table_of_body`).

The schemas describe shapes and read answers; they never run a game.

Field problems, the games' own problems of a body, "not finished" and the event's problems (a player
at two tables in a round, a scheme that does not add up) come in one 422, each at its pointer.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from marshmallow import Schema, ValidationError, fields, post_dump, post_load, pre_load, validates_schema

from ..core.context import language
from ..core.problems import InvalidInput, PathPart, Problem
from ..core.seating import check_names, name_key, normalize_name
from ..core.spec import GameSpec, ResultKind
from ..core.text import Text
from ..games import SPECS
from ..tournament.event import (
    CRITERIA,
    DEFAULT_TIE_BREAKS,
    MAX_POINTS,
    PLAYER_COUNTS,
    EventStandings,
    Scheme,
    Seat,
    Standing,
    Table,
    check_event,
    check_scheme,
    event_standings,
    misranked,
)
from ..jsonio import BigNumber, json_size
from .common import Binding, BoundedList, Name, Operation, name_problem, problems_as_messages

PATH = "/v1/tournaments/standings"
MAX_ROUNDS = 50
MAX_TABLES = 100  # in one round
# An event of 100 players and 10 rounds has 250 tables; a stateless tracker sends them all every round. Each costs
# its reading and its players' lines in the answer (about 250 bytes each): bounded in all, not only per round, so
# that no request costs more than about 60 ms or answers more than about 300 KB (1,000 tables: 180 ms, 1.2 MB).
MAX_TABLES_IN_ALL = 300
# A body costs its game's scoring (up to a few ms for a whole recorded game), an answer only its reading:
# the bodies of one request are bounded so that it costs about what a few dozen single requests do.
MAX_BODIES = 50
# ... and by their weight, as a batch's items are (schemas/batch.py): half a batch's budget, for the event's
# reading, ranking and answer come on top. 37 whole games of Ra with every tile at the box's count fit, 50 do not.
BUDGET = 150
# The answer's bytes: an event of 300 tables of 5 players answers ~420 KB with every table line of every player
# (~1.5 MB with names of 40 four-byte characters). Past this each player's lines are cut to the latest that fit
# (`rounds_left_out` counts those left out); the standings themselves always come whole, or not at all (422).
MAX_ANSWER = 250_000
MAX_PLAYERS = PLAYER_COUNTS.stop - 1
MAX_TEXT = 40
SPEC_BY_SLUG: dict[str, GameSpec] = {spec.slug: spec for spec in SPECS}
RESULT_OPERATIONS = {spec.slug: tuple(op for op in spec.operations if op != "rules") for spec in SPECS}
ALL_OPERATIONS = tuple(dict.fromkeys(op for ops in RESULT_OPERATIONS.values() for op in ops))


def required(field: str) -> Text:
    """The problem of an answer's missing `field`, as a request's missing field without a description says it."""
    return Text("schema.required.named", {"field": field})


# Every game's every result operation, as its spec says it gives a table's result.
KINDS: dict[tuple[str, str], ResultKind] = {
    (spec.slug, operation): kind for spec in SPECS for operation, kind in spec.results.items()
}


class Choice(fields.Field):
    """Text that must be one of `choices`; the problem names them."""

    def __init__(self, choices: tuple[str, ...], problem: Text, **kwargs: Any):
        self.choices, self.problem = choices, problem
        kwargs["metadata"] = {"type": "string", "enum": list(choices), **kwargs.get("metadata", {})}
        super().__init__(**kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> str:
        if type(value) is not str or value not in self.choices:
            raise ValidationError([self.problem])
        return value


class PointsField(fields.Field):
    """`{"4": [5, 3, 2, 1]}`: by player count, the points of each place (whether they add up is the engine's)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> dict[int, tuple[int, ...]]:
        if not isinstance(value, dict) or len(value) > 2 * len(PLAYER_COUNTS):
            raise ValidationError([Text("tournament.points_object")])
        out: dict[int, tuple[int, ...]] = {}
        errors: dict[str, Any] = {}
        for key, points in value.items():
            if not (key.isascii() and key.isdigit() and key == str(int(key)) and int(key) in PLAYER_COUNTS):
                errors[key] = [
                    Text("tournament.points_key", {"min": PLAYER_COUNTS.start, "max": PLAYER_COUNTS.stop - 1})
                ]
            elif (
                not isinstance(points, list)
                or len(points) > MAX_PLAYERS
                or not all(type(p) is int and 0 <= p <= MAX_POINTS for p in points)
            ):
                errors[key] = [Text("tournament.points_list", {"max": MAX_POINTS})]
            else:
                out[int(key)] = tuple(points)
        if errors:
            raise ValidationError(errors)
        return out


# --- reading an answer: only the places, and what says the game is over ---------------------------

# An answer is read by hand, not by a nested schema per standing: an event may hold thousands of tables,
# and marshmallow would cost several times the whole event's ranking. The checks are the answer schemas'
# own (whole numbers, names, true or false), with their messages, each at its path.
MAX_EPOCHS = max(kind.last_epoch or 0 for kind in KINDS.values())  # the most epochs a game's /score has


def _whole(value: Any) -> Text | None:
    if type(value) is not int:
        return Text("schema.number_too_big") if isinstance(value, BigNumber) else Text("schema.whole_number")
    return Text("schema.not_negative") if value < 0 else None


def _name(value: Any) -> Text | None:
    return name_problem(value) if type(value) is str else Text("log.not_text")


def _read_standings(value: Any, path: tuple[PathPart, ...], problems: list[Problem]) -> list[dict[str, Any]] | None:
    """`[{rank, name, fame?}]`, at most MAX_PLAYERS (a longer list is refused whole, unread)."""
    if not isinstance(value, list):
        problems.append(Problem(path, Text("schema.not_list")))
        return None
    if len(value) > MAX_PLAYERS:
        problems.append(
            Problem(path, Text("players.count", {"count": len(value), "min": PLAYER_COUNTS.start, "max": MAX_PLAYERS}))
        )
        return None
    standings = []
    before = len(problems)
    for i, standing in enumerate(value):
        if not isinstance(standing, dict):
            problems.append(Problem(path + (i,), Text("schema.not_object")))
            continue
        for key, check in (("rank", _whole), ("name", _name), ("fame", _whole)):
            if key not in standing:
                if key != "fame":
                    problems.append(Problem(path + (i, key), required(key)))
            elif (problem := check(standing[key])) is not None:
                problems.append(Problem(path + (i, key), problem))
        if len(problems) == before:
            standings.append(
                {"rank": standing["rank"], "name": normalize_name(standing["name"]), "fame": standing.get("fame")}
            )
    return standings if len(problems) == before else None


def _read(
    answer: dict[str, Any], problems: list[Problem], path: tuple[PathPart, ...] = (), top: bool = True
) -> dict[str, Any]:
    """The keys a table's result needs, each None when absent: `standings`, `winner`, `epoch`, `epochs`,
    `legal`, `finished`, `possible`, and `outcome` (Osiris's replay: its `standings` and `winner`)."""
    read: dict[str, Any] = dict.fromkeys(
        ("standings", "winner", "epoch", "epochs", "legal", "finished", "possible", "outcome")
    )
    for key, value in answer.items():
        if key not in read:
            continue
        where = path + (key,)
        problem: Text | None = None
        if value is None:
            if key not in ("winner", "outcome"):
                problem = Text("schema.null")
        elif key == "standings":
            read[key] = _read_standings(value, where, problems)
        elif key == "winner":
            problem = _name(value)
            read[key] = normalize_name(value) if problem is None else None
        elif key == "epoch":
            problem = _whole(value)
            read[key] = value if problem is None else None
        elif key == "epochs":
            if not isinstance(value, list) or len(value) > MAX_EPOCHS:
                problem = Text("schema.epoch_count", {"epochs": MAX_EPOCHS})
            else:
                read[key] = value
        elif key == "outcome" and top:
            if isinstance(value, dict):
                read[key] = _read(value, problems, where, top=False)
            else:
                problem = Text("schema.not_object")
        elif key in ("legal", "finished", "possible"):
            problem = None if type(value) is bool else Text("schema.true_or_false")
            read[key] = value if problem is None else None
        if problem is not None:
            problems.append(Problem(where, problem))
    return read


def _unfinished(kind: ResultKind, read: dict[str, Any]) -> tuple[str, Text | str] | None:
    """Why the game is not over yet, and the answer's key that says so; None when it is over."""
    if kind.replay:
        if read["legal"] is False:
            return "legal", Text("tournament.illegal_answer")
        if read["finished"] is None:
            return "finished", required("finished")
        if not read["finished"]:
            return "finished", Text("tournament.not_finished.log")
        if kind.standings and kind.standings[0] == "outcome" and read["outcome"] is None:
            return "outcome", required("outcome")
    if kind.last_epoch is not None:
        # the one-epoch shape says its epoch, the whole game its epochs; an answer kept short says its winner,
        # which /score sets after the last epoch only
        if read["epoch"] is not None:
            if read["epoch"] != kind.last_epoch:
                return "epoch", Text("tournament.not_finished.epoch", {"epoch": read["epoch"]})
        elif read["epochs"] is not None:
            if len(read["epochs"]) != kind.last_epoch:
                return "epochs", Text("tournament.not_finished.epochs", {"count": len(read["epochs"])})
        elif read["winner"] is None:
            return "winner", Text("tournament.not_finished.winner")
    if kind.layout and read["possible"] is False:
        return "possible", Text("tournament.impossible")
    if kind.needs_winner and read["winner"] is None:
        return "winner", Text("tournament.not_finished.pyramid")
    return None


def _standings_of(kind: ResultKind, read: dict[str, Any]) -> list[dict[str, Any]] | None:
    if kind.standings is None:
        return None
    node: Any = read
    for key in kind.standings:
        node = node.get(key) if isinstance(node, dict) else None
    return node


def _check_standings(
    spec: GameSpec, kind: ResultKind, standings: list[dict[str, Any]], base: tuple[PathPart, ...]
) -> list[Problem]:
    """An answer's standings as the service writes them: the game's player count, names that differ,
    competition ranks in order (1, 1, 3), and fame where the game has it."""
    problems = check_names([s["name"] for s in standings], spec.players, base=base, key="name")
    problems += [
        Problem(base + (i, "rank"), Text("tournament.rank_order")) for i in misranked([s["rank"] for s in standings])
    ]
    if kind.fame:
        problems += [
            Problem(base + (i, "fame"), required("fame")) for i, s in enumerate(standings) if s["fame"] is None
        ]
    return problems


def _seated(names: list[str], winner: str) -> tuple[tuple[str, int], ...]:
    """A table that names only its winner (Sakkara's /replay, two players): the winner first, the other second."""
    first = name_key(winner)
    return tuple(sorted(((n, 1 if name_key(n) == first else 2) for n in names), key=lambda seat: seat[1]))


def _players_problems(players: list[str] | None, names: list[str]) -> list[Problem]:
    """`players`, when given with a table that names its players, must name the same ones."""
    if players is None or sorted(map(name_key, players)) == sorted(map(name_key, names)):
        return []
    return [Problem(("players",), Text("tournament.players_differ", {"names": names}))]


def _from_answer(
    spec: GameSpec, kind: ResultKind, answer: Any, players: list[str] | None
) -> tuple[Table | None, list[Problem]]:
    if not isinstance(answer, dict):
        return None, [Problem(("answer",), Text("schema.not_object"))]
    if type(answer.get("status")) is int and "title" in answer and "standings" not in answer:
        return None, [Problem(("answer",), Text("tournament.problem_answer", {"status": answer["status"]}))]
    problems: list[Problem] = []
    read = _read(answer, problems, ("answer",))
    if problems:
        return None, problems
    unfinished = _unfinished(kind, read)
    if unfinished:
        return None, [Problem(("answer", unfinished[0]), unfinished[1])]
    standings = _standings_of(kind, read)
    if kind.standings is None:  # Sakkara's /replay: the winner, and the players from the table
        if players is None:
            return None, [Problem(("players",), Text("tournament.players_needed"))]
        problems = check_names(players, spec.players, base=("players",), key=None)
        if not problems and name_key(read["winner"]) not in map(name_key, players):
            problems.append(Problem(("players",), Text("tournament.winner_not_seated", {"name": read["winner"]})))
        seats = tuple(
            Seat(n, rank, None, ("players", players.index(n))) for n, rank in _seated(players, read["winner"])
        )
        return (None if problems else Table(spec.slug, seats)), problems
    base = ("answer",) + (kind.standings or ())
    if standings is None:
        return None, [Problem(base, required(str(base[-1])))]
    problems = _check_standings(spec, kind, standings, base)
    problems += _players_problems(players, [s["name"] for s in standings])
    if problems:
        return None, problems
    return Table(
        spec.slug,
        tuple(
            Seat(s["name"], s["rank"], s["fame"] if kind.fame else None, base + (i, "name"))
            for i, s in enumerate(standings)
        ),
    ), []


# --- a table sent as the body of its game's operation ------------------------------------------------


@dataclass(frozen=True)
class TableRequest:
    """A table sent as `body`: the request its game's route answers (referee/service/tournaments.py scores it),
    and what reading that answer needs."""

    spec: GameSpec
    operation: str
    kind: ResultKind
    body: Any
    players: list[str] | None


def _name_paths(body: dict[str, Any]) -> dict[str, tuple[PathPart, ...]]:
    """Where a (loaded, so well-formed) body names each player: `players/i`, `players/i/name`, or in the
    whole-game shape `epochs/0/players/i/name`."""
    base: tuple[PathPart, ...] = ("players",)
    players = body.get("players")
    if not isinstance(players, list) and isinstance(body.get("epochs"), list) and body["epochs"]:
        base, players = ("epochs", 0, "players"), body["epochs"][0].get("players")
    out: dict[str, tuple[PathPart, ...]] = {}
    for i, player in enumerate(players if isinstance(players, list) else ()):
        name = player.get("name") if isinstance(player, dict) else player
        if isinstance(name, str):
            out.setdefault(name_key(normalize_name(name)), base + ((i, "name") if isinstance(player, dict) else (i,)))
    return out


def _body_path(kind: ResultKind, key: str, answer: dict[str, Any]) -> tuple[PathPart, ...]:
    """Where the body says what its answer's `key` does (an unfinished game's pointer)."""
    if key in ("epoch", "epochs"):
        return ("body", key)
    if key == "legal":
        violation = answer["violation"]
        return ("body",) + (tuple(violation["path"]) if "path" in violation else (kind.log, violation["index"]))
    if key in ("finished", "outcome"):
        return ("body", kind.log)
    return ("body", "players")


def table_of_body(request: TableRequest, answer: dict[str, Any]) -> tuple[Table | None, list[Problem]]:
    """The table a body's answer (its game's route's) gives, or the problems that make it no finished game's,
    each at its place in the body."""
    spec, kind, body, players = request.spec, request.kind, request.body, request.players
    read = _read(answer, [])  # the game's own answer: nothing to refuse
    unfinished = _unfinished(kind, read)
    if unfinished:
        key, text = unfinished
        if key == "legal":
            text = Text("tournament.illegal", {"rule": answer["violation"]["rule"]})
        return None, [Problem(_body_path(kind, key, answer), text)]
    paths = _name_paths(body)
    if kind.standings is None:
        names = [normalize_name(n) for n in body["players"]]
        places = _seated(names, read["winner"])
    else:
        places = tuple((s["name"], s["rank"]) for s in _standings_of(kind, read) or ())
        names = [n for n, _ in places]
    fame = {s["name"]: s["fame"] for s in _standings_of(kind, read) or ()} if kind.fame else {}
    problems = _players_problems(players, names)
    seats = tuple(Seat(n, rank, fame.get(n), ("body",) + paths.get(name_key(n), ())) for n, rank in places)
    return (None if problems else Table(spec.slug, seats)), problems


# --- the request ------------------------------------------------------------------------------------

ANSWER_DOC = {
    "type": "object",
    "description": (
        "What the service answered for this table, as it gave it (the game's `operation`, or a /v1/batch item's "
        "`body`). Only these keys are read, so a tracker may keep just them: `standings` (each `rank` and `name`, and "
        "`fame` in Ra and Priests of Ra; Osiris /replay: `outcome.standings`) and what says the game is over: "
        "/score `epoch` (3) or `epochs` (three) or else `winner`; /replay `legal` and `finished`; Sakkara `winner` "
        "(and /outcome's `possible`). A Sakkara /replay answer names only its winner: send `players` with it."
    ),
}
BODY_DOC = {
    "type": "object",
    "description": (
        "The request body of the game's `operation`, scored here exactly as that route scores it (its problems are "
        f"this request's, under this pointer). At most {MAX_BODIES} tables to score in one request."
    ),
}


class TournamentTableSchema(Schema):
    """One table: a finished game's result, as the answer the service gave or as the body to score."""

    game = Choice(
        tuple(SPEC_BY_SLUG),
        Text("tournament.unknown_game", {"games": list(SPEC_BY_SLUG)}),
        required=True,
        metadata={
            "description": "The game played at this table, as its route names it (`ra`, `osiris`, ...).",
            "nl": "Het spel dat aan deze tafel gespeeld werd, zoals zijn route het noemt (`ra`, `osiris`, ...).",
        },
    )
    operation = Choice(
        ALL_OPERATIONS,
        Text("tournament.operation", {"operations": list(ALL_OPERATIONS)}),
        required=True,
        metadata={
            "description": (
                "The operation that gave `answer` or scores `body`: Ra and Priests of Ra `score` or `replay`; Osiris and "
                "Sakkara `outcome` or `replay`."
            ),
            "nl": (
                "De operatie die `answer` gaf of die `body` scoort: Ra en Priests of Ra `score` of `replay`; Osiris en "
                "Sakkara `outcome` of `replay`."
            ),
        },
    )
    answer = fields.Raw(load_default=None, metadata=ANSWER_DOC)
    body = fields.Raw(load_default=None, metadata=BODY_DOC)
    players = BoundedList(
        Name(),
        max_length=MAX_PLAYERS,
        load_default=None,
        metadata={
            "description": (
                "The players' names: needed only with a Sakkara /replay answer (it names only the winner); elsewhere "
                "optional, and then they must be the table's."
            )
        },
        too_long=lambda count: Text("players.count", {"count": count, "min": PLAYER_COUNTS.start, "max": MAX_PLAYERS}),
    )

    @post_load
    def read(self, data: dict[str, Any], **_: Any) -> Table | TableRequest:
        spec = SPEC_BY_SLUG[data["game"]]
        if data["operation"] not in RESULT_OPERATIONS[spec.slug]:
            raise ValidationError(
                {
                    "operation": [
                        Text(
                            "tournament.unknown_operation",
                            {"game": spec.name, "operations": list(RESULT_OPERATIONS[spec.slug])},
                        )
                    ]
                }
            )
        if (data["answer"] is None) == (data["body"] is None):
            raise ValidationError([Text("tournament.answer_or_body")])
        kind = KINDS[spec.slug, data["operation"]]
        if data["body"] is not None:
            return TableRequest(spec, data["operation"], kind, data["body"], data["players"])
        table, problems = _from_answer(spec, kind, data["answer"], data["players"])
        if problems or table is None:
            raise ValidationError(problems_as_messages(problems))
        return table


class PlacedList(BoundedList):
    """A BoundedList whose items that do not load keep their place (None, or what of them loaded) in what
    did: a table found loaded is found at its index (referee/service/tournaments.py scores it)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        self.refuse_long(value)
        if not isinstance(value, list):
            return super()._deserialize(value, attr, data, **kwargs)  # marshmallow's own problem
        result, errors = [], {}
        for index, item in enumerate(value):
            try:
                result.append(self.inner.deserialize(item, **kwargs))
            except ValidationError as error:
                result.append(error.valid_data)
                errors[index] = error.messages
        if errors:
            raise ValidationError(errors, valid_data=result)
        return result


class TournamentRoundSchema(Schema):
    tables = PlacedList(
        fields.Nested(TournamentTableSchema),
        max_length=MAX_TABLES,
        required=True,
        metadata={
            "minItems": 1,
            "description": "Every table of the round; `table` in the answer counts them from 1.",
            "nl": "Elke tafel van de ronde; `table` in het antwoord telt ze vanaf 1.",
        },
        too_long=lambda count: Text("tournament.too_many_tables", {"max": MAX_TABLES}),
    )

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> tuple[Table | TableRequest, ...]:
        return tuple(data["tables"])


class TournamentSchemeSchema(Schema):
    """Points per place and player count, and the ranking criteria in order."""

    points = PointsField(
        load_default=dict,
        metadata={
            "type": "object",
            "additionalProperties": False,
            "properties": {
                str(n): {
                    "type": "array",
                    "minItems": n,
                    "maxItems": n,
                    "items": {"type": "integer", "minimum": 0, "maximum": MAX_POINTS},
                }
                for n in PLAYER_COUNTS
            },
            "description": (
                "Player count -> the points of each place, first to last (as many as players; never more for a place "
                "below). A count left out keeps the default: first = the number of players, each place below one "
                "fewer, last = 1. Players who share a place share the points of the places they span equally (ranks "
                "1, 1, 3 with 3-2-1: 2.5 each and 1)."
            ),
        },
    )
    tie_breaks = BoundedList(
        Choice(CRITERIA, Text("tournament.unknown_tie_break", {"names": list(CRITERIA)})),
        max_length=len(CRITERIA),
        load_default=lambda: list(DEFAULT_TIE_BREAKS),
        too_long=lambda count: Text("tournament.tie_break_twice"),
        metadata={
            "minItems": 1,
            "uniqueItems": True,
            "description": (
                "The ranking criteria in order, each once; the default `[points, wins, opponents_points, "
                "fame_total]`. `points`: the sum of the table points; `wins`: tables won alone; `fame_total`: the "
                "final fame summed over the Ra and Priests of Ra tables; `opponents_points` (Buchholz): at every "
                "table, the event points of each other player there, summed. Players level on all share a place."
            ),
        },
    )

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> Scheme:
        return Scheme(data["points"], tuple(data["tie_breaks"]))


class TournamentEventSchema(Schema):
    """POST /v1/tournaments/standings: the rounds of an event and the scheme. Loads to the keyword
    arguments of `tournament.event.event_standings` (with `check=False`: its checks ran here)."""

    rounds = PlacedList(
        fields.Nested(TournamentRoundSchema),
        max_length=MAX_ROUNDS,
        required=True,
        metadata={
            "minItems": 1,
            "description": "Every round in order; `round` in the answer counts them from 1.",
            "nl": "Elke ronde in volgorde; `round` in het antwoord telt ze vanaf 1.",
        },
        too_long=lambda count: Text("tournament.too_many_rounds", {"max": MAX_ROUNDS}),
    )
    scheme = fields.Nested(
        TournamentSchemeSchema,
        load_default=Scheme,
        metadata={
            "description": "Optional: the default is the common scheme and `[points, wins, opponents_points, "
            "fame_total]`."
        },
    )

    class Meta:
        examples = {
            "two_rounds": {
                "summary": "Two rounds of five players, answers kept short",
                "value": {
                    "rounds": [
                        {
                            "tables": [
                                {
                                    "game": "ra",
                                    "operation": "score",
                                    "answer": {
                                        "epoch": 3,
                                        "standings": [
                                            {"rank": 1, "name": "Anne", "fame": 41},
                                            {"rank": 2, "name": "Bert", "fame": 33},
                                            {"rank": 3, "name": "Carl", "fame": 20},
                                        ],
                                    },
                                },
                                {
                                    "game": "sakkara",
                                    "operation": "outcome",
                                    "answer": {
                                        "winner": "Dora",
                                        "standings": [{"rank": 1, "name": "Dora"}, {"rank": 2, "name": "Eve"}],
                                    },
                                },
                            ]
                        },
                        {
                            "tables": [
                                {
                                    "game": "osiris",
                                    "operation": "outcome",
                                    "answer": {
                                        "winner": None,
                                        "standings": [
                                            {"rank": 1, "name": "Carl"},
                                            {"rank": 1, "name": "Eve"},
                                            {"rank": 3, "name": "Anne"},
                                        ],
                                    },
                                },
                                {
                                    "game": "priests-of-ra",
                                    "operation": "score",
                                    "answer": {
                                        "epoch": 3,
                                        "standings": [
                                            {"rank": 1, "name": "Bert", "fame": 52},
                                            {"rank": 2, "name": "Dora", "fame": 30},
                                        ],
                                    },
                                },
                            ]
                        },
                    ],
                },
            }
        }

    @pre_load
    def bound_work(self, data: Any, **_: Any) -> Any:
        """More than MAX_TABLES_IN_ALL tables, or MAX_BODIES to score, are refused before any table is read."""
        rounds = data.get("rounds") if isinstance(data, dict) else None
        if not isinstance(rounds, list) or len(rounds) > MAX_ROUNDS:
            return data  # the field says what is wrong
        lists = [round_.get("tables") if isinstance(round_, dict) else None for round_ in rounds]
        if (
            sum(len(tables) for tables in lists if isinstance(tables, list) and len(tables) <= MAX_TABLES)
            > MAX_TABLES_IN_ALL
        ):
            raise ValidationError({"rounds": [Text("tournament.too_many_tables_in_all", {"max": MAX_TABLES_IN_ALL})]})
        bodies = 0
        for r, tables in enumerate(lists):
            if not isinstance(tables, list) or len(tables) > MAX_TABLES:
                continue
            for t, table in enumerate(tables):
                bodies += isinstance(table, dict) and "body" in table
                if bodies > MAX_BODIES:
                    raise ValidationError(
                        {
                            "rounds": {
                                r: {"tables": {t: {"body": [Text("tournament.too_many_bodies", {"max": MAX_BODIES})]}}}
                            }
                        }
                    )
        return data

    @validates_schema(skip_on_field_errors=False)
    def scheme_adds_up(self, data: dict[str, Any], **_: Any) -> None:
        problems = check_scheme(data["scheme"]) if isinstance(data.get("scheme"), Scheme) else []
        if problems:
            raise ValidationError(problems_as_messages(problems))

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        """The keyword arguments of `event_standings`, once every table is a `Table` (the bodies scored) and the
        event checked (`event_problems`)."""
        return {"rounds": tuple(data["rounds"]), "scheme": data["scheme"], "check": False}


def loaded_rounds(data: Any, sent: Any) -> list[Any] | None:
    """The rounds of a loaded event (`data`: the load's result, or what of it loaded when it failed), each a
    tuple of its tables when all of them loaded, else a list of what did, in place; None when none could be
    read (the rounds refused whole)."""
    rounds = data.get("rounds") if isinstance(data, dict) else None
    if not isinstance(rounds, (list, tuple)) or not isinstance(sent, dict) or not isinstance(sent.get("rounds"), list):
        return None
    return [
        tables if isinstance(tables, tuple) else list(tables.get("tables") or ()) if isinstance(tables, dict) else []
        for tables in rounds
    ]


def event_problems(rounds: list[Any], sent: Any) -> list[Problem]:
    """The event's problems (a player at two tables of a round, ...), checked once every table loaded: a round
    is a tuple only when all its tables did (its post_load ran), and a round that did not could leave the others
    renumbered."""
    if len(rounds) == len(sent["rounds"]) and all(
        isinstance(tables, tuple) and all(isinstance(t, Table) for t in tables) for tables in rounds
    ):
        return check_event(rounds)
    return []


# --- the answer: its metadata is the JSON schema of what each field writes (openapi.yaml) -------------


def number(value: Fraction) -> int | float:
    """Points as JSON: whole, or a share of places to two decimals (2.5, 6.67); ranking used the exact value."""
    return int(value) if value.denominator == 1 else round(float(value), 2)


def _render(obj: Standing) -> str:
    return obj.text.render(language.get())


def _scheme(event: EventStandings) -> dict[str, Any]:
    return {
        "points": {str(n): list(event.scheme.points_for(n)) for n in PLAYER_COUNTS},
        "tie_breaks": list(event.scheme.tie_breaks),
    }


TEXT = {"type": "string"}
POINTS = {
    "type": "number",
    "minimum": 0,
    "description": (
        "Whole, or a share of places to two decimals (2.5; 6.67 for a third); ranking compares the exact values."
    ),
}
PLACE = {"type": "integer", "minimum": 1}
GAME = {"type": "string", "enum": list(SPEC_BY_SLUG)}


LINE = {
    "type": "object",
    "additionalProperties": False,
    "required": ["round", "table", "game", "rank", "players", "shared", "points", "won", "fame", "opponents", "detail"],
    "properties": {
        "round": {**PLACE, "description": "Counted from 1: `/rounds/0` is round 1."},
        "table": {**PLACE, "description": "Counted from 1 within the round."},
        "game": GAME,
        "rank": {**PLACE, "description": "The place at the table, as the game's standings give it."},
        "players": {
            "type": "integer",
            "minimum": PLAYER_COUNTS.start,
            "maximum": MAX_PLAYERS,
            "description": "Players at the table.",
        },
        "shared": {"type": "boolean", "description": "Another player at the table has the same place."},
        "points": POINTS,
        "won": {"type": "boolean", "description": "First place alone."},
        "fame": {
            "type": ["integer", "null"],
            "description": "The final fame (Ra, Priests of Ra); null in other games.",
        },
        "opponents": {
            "type": "array",
            "items": TEXT,
            "description": "The others at the table, as the event spells their names.",
        },
        "detail": {**TEXT, "description": "e.g. `round 2, table 1 (Osiris): shared place 1 of 3, 2.5 points`"},
    },
}


def _lines(standing: Standing) -> list[dict[str, Any]]:
    """A player's lines, written directly (an event has thousands; a nested schema per line would cost more than
    ranking the event)."""
    lang = language.get()
    return [
        {
            "round": line.round,
            "table": line.table,
            "game": line.game,
            "rank": line.rank,
            "players": line.players,
            "shared": line.shared,
            "points": number(line.points),
            "won": line.won,
            "fame": line.fame,
            "opponents": list(line.opponents),
            "detail": line.text.render(lang),
        }
        for line in standing.lines
    ]


class TournamentStandingSchema(Schema):
    rank = fields.Raw(metadata={**PLACE, "description": "Standard competition ranking (1, 1, 3)."})
    name = fields.Raw(metadata={**TEXT, "description": "As the player's first table spells it."})
    points = fields.Function(lambda s: number(s.points), metadata=POINTS)
    wins = fields.Raw(metadata={"type": "integer", "minimum": 0, "description": "Tables won alone."})
    fame_total = fields.Raw(
        metadata={
            "type": "integer",
            "minimum": 0,
            "description": ("The final fame summed over the Ra and Priests of Ra tables."),
        }
    )
    opponents_points = fields.Function(
        lambda s: number(s.opponents_points),
        metadata={
            **POINTS,
            "description": ("Buchholz: at every table, the event points of each other player there, summed."),
        },
    )
    decided_by = fields.Raw(
        metadata={
            "type": ["string", "null"],
            "enum": [*CRITERIA, "shared", None],
            "description": (
                "What placed the player below the one above: the first criterion of "
                "`tie_breaks` that differs; `shared` when level on all; null for the "
                "first."
            ),
        }
    )
    detail = fields.Function(
        _render,
        metadata={
            **TEXT,
            "description": ("e.g. `Carl is in place 3: level with Bert on points, but with 1 win against 2.`"),
        },
    )
    rounds = fields.Function(
        _lines,
        metadata={"type": "array", "items": LINE, "description": ("Each table the player sat at, in round order.")},
    )


class TournamentStandingsSchema(Schema):
    """The event's standings."""

    scheme = fields.Function(
        _scheme,
        metadata={
            "type": "object",
            "required": ["points", "tie_breaks"],
            "description": "The scheme applied, defaults filled in.",
            "properties": {
                "points": {
                    "type": "object",
                    "description": "Player count -> points per place.",
                    "additionalProperties": {"type": "array", "items": {"type": "integer", "minimum": 0}},
                },
                "tie_breaks": {"type": "array", "items": {"type": "string", "enum": list(CRITERIA)}},
            },
        },
    )
    standings = fields.List(
        fields.Nested(TournamentStandingSchema),
        metadata={
            "description": "Every player, best first (players level on every criterion in the order they first appear)."
        },
    )
    winner = fields.Raw(metadata={"type": ["string", "null"], "description": "First place alone; null when shared."})
    rounds_left_out = fields.Function(
        lambda _: 0,
        metadata={
            "type": "integer",
            "minimum": 0,
            "description": (
                f"0, unless every player's `rounds` together would make the answer longer than {MAX_ANSWER:,} bytes: then "
                "each player's `rounds` lists only their latest tables that fit, and this counts the table lines left out "
                "(points and tie-break values still count every table)."
            ),
        },
    )

    @post_dump
    def bound(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        return bounded(data)


def bounded(answer: dict[str, Any]) -> dict[str, Any]:
    """The answer under MAX_ANSWER bytes: whole when it fits, else with each player's latest `keep` table lines
    for the largest `keep` that fits (`rounds_left_out` the lines left out); InvalidInput when even the
    standings without any line do not fit (thousands of players with long names)."""
    if json_size(answer) <= MAX_ANSWER:
        return answer
    standings = answer["standings"]
    lines = [[json_size(line) + 1 for line in s["rounds"]] for s in standings]  # each with its comma
    total = sum(len(sizes) for sizes in lines)
    bare = json_size({**answer, "standings": [{**s, "rounds": []} for s in standings], "rounds_left_out": total})
    for keep in range(max(map(len, lines), default=0), -1, -1):
        if bare + sum(sum(sizes[len(sizes) - keep :]) for sizes in lines if keep) <= MAX_ANSWER:
            break
    else:  # pragma: no cover - the loop ends at keep 0, which breaks when the bare standings fit
        keep = 0
    if bare > MAX_ANSWER:
        raise InvalidInput(
            [
                Problem(
                    ("rounds",), Text("tournament.answer_too_big", {"count": len(standings), "max": MAX_ANSWER // 1000})
                )
            ]
        )
    kept = [{**s, "rounds": s["rounds"][len(s["rounds"]) - keep :] if keep else []} for s in standings]
    return {**answer, "standings": kept, "rounds_left_out": total - sum(len(s["rounds"]) for s in kept)}


OPERATION = Operation(
    (Binding(TournamentEventSchema(), event_standings, TournamentStandingsSchema()),),
    summary="The standings of a tournament from its tables' results.",
    description=(
        "Every round's tables, each a finished game's result: the answer the service gave (`answer`) or the body "
        "to score (`body`), with its `game` and `operation`; and optionally a `scheme`. Each place at a table gives "
        "points (by default first = players at the table, ..., last = 1; players who share a place share the points "
        "of the places they span equally); the event ranks players by the scheme's `tie_breaks` in order. Players "
        "are matched by name across rounds (case, width and joiners aside). A table that is not finished (a score "
        "before epoch 3, a log that stops early or breaks a rule, no complete pyramid) is 422 at its pointer, as "
        f"are a player at two tables of a round and a scheme that does not add up. At most {MAX_ROUNDS} rounds of "
        f"{MAX_TABLES} tables and {MAX_TABLES_IN_ALL} tables in all, {MAX_BODIES} of them to score."
    ),
    answer="The event's standings: each player's total, tie-break values, lines per table and what decided the place.",
)
