"""Sakkara's referee for a recorded game: the log, its caller errors, and the position move by move.

A log is the setup (the 49 stacks, bottom to top; the players, the first starts) and the worker
placements A, B, A, B, then the turns. A turn is one list: the mover's actions in the order done,
then the opponent's placement of each stack formed (S2, S4), and nothing after them. The engine sees
one action per move, so that `legal_moves()` stays a few hundred moves long however much a player
holds: a discard is one tile, a placement one stack (or one piece of a split stack). Some moves are
implied, never written (`flat_moves` inserts them): the end of the mover's actions (before the first
placement, or at the end of the list), the close of a list that another list follows (its turn must
be over: stepped, ended, its stacks placed), and a mark before a written action that follows the
list's placements (never legal: that action belongs to the next turn's list).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import permutations
from typing import Any, Callable, Collection, Mapping, Sequence

from ...core.play import IllegalMove, MoveGroup, Verdict, Violation, replay_moves
from ...core.problems import InvalidInput, PathPart, Problem
from ...core.text import Text
from . import rules
from .messages import kind_text, kinds_text, needs_text, nth_text, spell_text, tier_text
from .rules import Catalogue

# --- moves ---------------------------------------------------------------------------------------

PLACE_WORKER = "place_worker"  # setup: JSON `workers`
STEP, BUILD, SNAKE, HORSE, BIRD, OX, SPELL, DISCARD = (
    "step",
    "build",
    "snake",
    "horse",
    "bird",
    "ox",
    "spell",
    "discard",
)
END = "end"  # implied, never written: the end of the mover's actions
CLOSE = "close"  # implied, never written: the end of a turn's list, when another follows
LATE = "late"  # implied, never written: what follows in the list comes after its placements
PLACE = "place"  # the opponent places a stack (or a piece of it)
TURN_ACTIONS = (STEP, BUILD, SNAKE, HORSE, BIRD, OX, SPELL, DISCARD, PLACE)
IMPLIED = (END, CLOSE, LATE)
ROW, COLUMN = "row", "column"


@dataclass(frozen=True)
class Move:
    """One action. Fields are named like the JSON notation's (see docs/sakkara.md)."""

    action: str
    worker: str | None = None  # step, bird, firestorm, whirlwind: the field the worker stands on
    to: str | None = None  # step, bird, ox, place, place_worker: the target field
    source: str | None = None  # ox: the stack pushed (JSON `from`)
    tile: str | None = None  # build, snake (the tile taken), discard
    tiles: tuple[str, ...] = ()  # spell: its three tiles in the order they go on the stack
    count: int | None = None  # horse: extra steps; ox: tiles pushed; place: the piece (a split)
    stairs: tuple[bool, ...] = ()  # step: (True,) when a stair is played for it; horse: one per step
    line: str | None = None  # firestorm: "row" or "column"
    # where an implied end belongs in the JSON log, ("turns", t); written moves are found by index
    path: tuple[PathPart, ...] = field(default=(), compare=False, repr=False)


@dataclass(frozen=True)
class GameLog:
    players: tuple[str, ...]
    board: Mapping[str, tuple[str, ...]]  # field -> stack, bottom to top
    workers: tuple[str, ...]  # A, B, A, B
    turns: tuple[tuple[Move, ...], ...]
    catalogue: Catalogue = rules.DEFAULT


@dataclass(frozen=True)
class Outcome:
    winner: str
    seat: int
    turn: int


# --- the board's geometry, computed once ---------------------------------------------------------

N = rules.SIZE * rules.SIZE
FIELDS = rules.FIELDS
INDEX = rules.FIELD_INDEX
_DIRS = ((0, 1), (0, -1), (1, 0), (-1, 0))  # (file, rank): towards rank 7, rank 1, file g, file a


def _at(i: int, d: tuple[int, int]) -> int:
    f, r = i % rules.SIZE + d[0], i // rules.SIZE + d[1]
    return r * rules.SIZE + f if 0 <= f < rules.SIZE and 0 <= r < rules.SIZE else -1


NEXT: tuple[tuple[int, ...], ...] = tuple(tuple(_at(i, d) for d in _DIRS) for i in range(N))  # -1 off the board
ORTH: tuple[tuple[int, ...], ...] = tuple(tuple(j for j in NEXT[i] if j >= 0) for i in range(N))
AROUND: tuple[tuple[int, ...], ...] = tuple(
    tuple(j for j in (_at(i, (df, dr)) for df in (-1, 0, 1) for dr in (-1, 0, 1) if df or dr) if j >= 0)
    for i in range(N)
)
LINES: dict[str, tuple[tuple[int, ...], ...]] = {
    ROW: tuple(
        tuple(r * rules.SIZE + f for f in range(rules.SIZE) if r * rules.SIZE + f != i)
        for i in range(N)
        for r in (i // rules.SIZE,)
    ),
    COLUMN: tuple(
        tuple(r * rules.SIZE + f for r in range(rules.SIZE) if r * rules.SIZE + f != i)
        for i in range(N)
        for f in (i % rules.SIZE,)
    ),
}


# --- caller errors (HTTP 422) --------------------------------------------------------------------

# Bounds of a log (a request is refused before any work beyond them). Generated games take 50 to 250
# turns and 200 to 700 actions; a table's game a few hundred actions.
MAX_TURNS = 1000
MAX_ACTIONS_PER_TURN = 300  # each of the 75 tiles is played or discarded at most once a turn, plus steps and placements
MAX_ACTIONS = 6000


def check_log(log: GameLog) -> list[Problem]:
    """Every caller error of a log (C2): the seating, the setup board, the catalogue, each move's fields."""
    cat = log.catalogue
    problems: list[Problem] = []
    add = problems.append
    if cat is not rules.DEFAULT:
        problems.extend(rules.check_catalogue(cat))
    if len(log.players) != rules.PLAYERS:
        add(Problem(("players",), Text("sakkara.log.players", {"count": len(log.players)})))
    elif log.players[0] == log.players[1]:
        add(Problem(("players", 1), Text("sakkara.log.same_name")))
    problems.extend(check_board(log.board, cat))
    problems.extend(check_workers(log.workers))
    problems.extend(check_turns(log.turns, cat))
    return problems


def check_workers(workers: Sequence[str]) -> list[Problem]:
    """S2: four placements, A, B, A, B, each on a field of the board."""
    problems = []
    if len(workers) != rules.PLAYERS * rules.WORKERS:
        problems.append(Problem(("workers",), Text("sakkara.log.workers", {"count": len(workers)})))
    for i, f in enumerate(workers):
        if f not in INDEX:
            problems.append(Problem(("workers", i), Text("sakkara.log.unknown_field", {"field": f})))
    return problems


def check_turns(turns: Sequence[Sequence[Move]], cat: Catalogue) -> list[Problem]:
    """Each move's fields (`check_move`), the turns bounded by what a game allows."""
    if len(turns) > MAX_TURNS:
        return [Problem(("turns",), Text("sakkara.log.too_many_turns", {"max": MAX_TURNS}))]
    problems = []
    for t, turn in enumerate(turns):
        if len(turn) > MAX_ACTIONS_PER_TURN:
            problems.append(Problem(("turns", t), Text("sakkara.log.too_many_actions", {"max": MAX_ACTIONS_PER_TURN})))
            continue
        for a, move in enumerate(turn):
            problems.extend(check_move(move, ("turns", t, a), cat))
    return problems


def check_board(board: Mapping[str, Sequence[str]], cat: Catalogue, unreadable: Collection[str] = ()) -> list[Problem]:
    """S2: 49 stacks of one or two tiles, every tile of the catalogue laid out, at least 2 ships on top.
    `unreadable`: fields sent whose stacks did not load (their own problem is reported elsewhere); the
    counts over the whole board are then left out."""
    problems: list[Problem] = []
    add = problems.append
    for f in board:
        if f not in INDEX:
            add(Problem(("board", f), Text("sakkara.log.unknown_field", {"field": f})))
    missing = [f for f in FIELDS if f not in board and f not in unreadable]
    if missing:
        add(
            Problem(
                ("board",), Text("sakkara.setup.missing_fields", {"count": len(missing), "fields": ", ".join(missing)})
            )
        )
    counts: Counter[str] = Counter()
    ships = 0
    for f, stack in board.items():
        if f not in INDEX:
            continue
        if not stack:
            add(Problem(("board", f), Text("sakkara.setup.empty_field", {"field": f})))
        elif len(stack) > rules.SETUP_HEIGHT:
            add(
                Problem(
                    ("board", f),
                    Text("sakkara.setup.too_high", {"field": f, "count": len(stack), "max": rules.SETUP_HEIGHT}),
                )
            )
        for j, kind in enumerate(stack):
            if kind not in cat.tiles:
                add(Problem(("board", f, j), Text("sakkara.log.unknown_kind", {"kind": kind})))
            else:
                counts[kind] += 1
        if stack and stack[-1] == rules.SHIP:
            ships += 1
    for kind, n in counts.items():
        if n > cat.tiles[kind]:
            add(
                Problem(
                    ("board",),
                    Text("sakkara.setup.too_many", {"count": n, "tile": kind_text(kind), "have": cat.tiles[kind]}),
                )
            )
    if unreadable:
        return problems
    total = sum(len(s) for f, s in board.items() if f in INDEX)
    if total < sum(cat.tiles.values()) and not any(n > cat.tiles.get(k, 0) for k, n in counts.items()):
        add(Problem(("board",), Text("sakkara.setup.not_all", {"count": total, "total": sum(cat.tiles.values())})))
    if ships < rules.VISIBLE_SHIPS:
        add(Problem(("board",), Text("sakkara.setup.ships", {"count": ships, "need": rules.VISIBLE_SHIPS})))
    return problems


_FIELDS_OF = {  # action -> (required attributes, allowed attributes)
    STEP: (("worker", "to"), ("worker", "to", "stairs")),
    BUILD: (("tile",), ("tile",)),
    SNAKE: (("tile",), ("tile",)),
    HORSE: (("count",), ("count", "stairs")),
    BIRD: (("worker", "to"), ("worker", "to")),
    OX: (("source", "to", "count"), ("source", "to", "count")),
    SPELL: (("tiles",), ("tiles", "worker", "line")),
    DISCARD: (("tile",), ("tile",)),
    PLACE: (("to",), ("to", "count")),
}
_COUNT_MAX = {HORSE: max(rules.HORSE_STEPS), OX: rules.TOTAL_TILES, PLACE: rules.STACK_MAX}
_JSON_NAME = {
    "source": "from",
    "tile": "tile",
    "tiles": "tiles",
    "worker": "worker",
    "to": "to",
    "count": "count",
    "line": "line",
    "stairs": "stairs",
}


def json_field(action: str, attribute: str) -> str:
    """The JSON name of a move attribute: `from` for the ox's source, `field` for a placement's target,
    `take` for the snake's tile, `stair` for a step's stair."""
    if attribute == "to" and action == PLACE:
        return "field"
    if attribute == "tile" and action == SNAKE:
        return "take"
    if attribute == "stairs" and action == STEP:
        return "stair"
    if attribute == "count" and action == HORSE:
        return "steps"
    return _JSON_NAME[attribute]


_ATTRIBUTES = ("worker", "to", "source", "tile", "tiles", "count", "stairs", "line")
_FIELD_ATTRIBUTES = ("worker", "to", "source")


def check_move(move: Move, path: tuple[PathPart, ...], cat: Catalogue) -> list[Problem]:
    """A move's fields: known action, the attributes it needs, known fields and tile kinds."""
    action = move.action
    spec = _FIELDS_OF.get(action)
    if spec is None:
        return [Problem(path + ("action",), Text("sakkara.log.unknown_action", {"actions": ", ".join(TURN_ACTIONS)}))]
    required, allowed = spec
    problems = []

    def add(attr: str, message: Text, *more: PathPart) -> None:
        problems.append(Problem(path + (json_field(action, attr), *more), message))

    for attr in _ATTRIBUTES:
        value = getattr(move, attr)
        if value is None or value == ():
            if attr in required:
                add(attr, Text("sakkara.log.required", {"action": action, "field": json_field(action, attr)}))
            continue
        if attr not in allowed:
            add(
                attr,
                Text(
                    "sakkara.log.not_for_action",
                    {
                        "action": action,
                        "field": json_field(action, attr),
                        "fields": ", ".join(json_field(action, a) for a in allowed),
                    },
                ),
            )
        elif attr in _FIELD_ATTRIBUTES:
            if value not in INDEX:
                add(attr, Text("sakkara.log.unknown_field", {"field": value}))
        elif attr == "tile":
            if value not in cat.tiles:
                add(attr, Text("sakkara.log.unknown_kind", {"kind": value}))
        elif attr == "tiles":
            for j, kind in enumerate(value):
                if kind not in cat.tiles:
                    add(attr, Text("sakkara.log.unknown_kind", {"kind": kind}), j)
            if len(value) != 3:
                add(attr, Text("sakkara.log.spell_tiles", {"count": len(value)}))
        elif attr == "line":
            if value not in (ROW, COLUMN):
                add(attr, Text("sakkara.log.line"))
        elif attr == "count":
            if not 1 <= value <= _COUNT_MAX[action]:
                add(attr, Text("sakkara.log.count", {"max": _COUNT_MAX[action]}))
        elif attr == "stairs" and action == HORSE and move.count is not None and len(value) != move.count:
            add(attr, Text("sakkara.log.stairs", {"count": move.count}))
    return problems


def flat_moves(log: GameLog) -> list[Move]:
    """The engine's move sequence of a log: the worker placements, then per turn its actions with
    the implied end before its first placement, or after its last action when a later turn follows,
    and the implied close of every list but the last (S2: a list is one turn, so it ends with its
    turn; a last list may stop mid-turn, so neither is inserted there unless it has placements).
    Before a written action after a placement, not itself a placement, the implied `LATE` says so
    (such an action is never legal)."""
    moves = [Move(PLACE_WORKER, to=f) for f in log.workers]
    last = len(log.turns) - 1
    for t, turn in enumerate(log.turns):
        split = _first_place(turn)
        if split == len(turn):
            moves.extend(turn)
            if t < last:
                moves += _implied(t)
            continue
        moves.extend(turn[:split])
        moves.append(_implied(t)[0])
        tail = turn[split:]
        late = next((a for a, m in enumerate(tail) if m.action != PLACE), len(tail))
        moves.extend(tail[:late])
        if late < len(tail):
            moves.append(Move(LATE, path=("turns", t)))
            moves.extend(tail[late:])
        if t < last:
            moves.append(_implied(t)[1])
    return moves


@lru_cache(maxsize=None)  # at most MAX_TURNS keys: a log's implied moves are built once
def _implied(t: int) -> tuple[Move, Move]:
    """The implied end and close of list t."""
    return Move(END, path=("turns", t)), Move(CLOSE, path=("turns", t))


def _first_place(turn: Sequence[Move]) -> int:
    return next((a for a, m in enumerate(turn) if m.action == PLACE), len(turn))


def written_paths(log: GameLog) -> list[tuple[PathPart, ...]]:
    """The JSON path of each written move, by its index (what a violation's index counts)."""
    return [("workers", i) for i in range(len(log.workers))] + [
        ("turns", t, a) for t, turn in enumerate(log.turns) for a in range(len(turn))
    ]


def violation_path(log: GameLog, violation: Violation[Move]) -> tuple[PathPart, ...]:
    """Where the violation is in the JSON log: the written move, or for an implied end its turn."""
    return _path(log, violation.index, violation.move)


def _path(log: GameLog, index: int, move: Move) -> tuple[PathPart, ...]:
    if move.action in IMPLIED:
        return move.path
    return written_paths(log)[index]


@dataclass(frozen=True)
class LocatedViolation(Violation[Move]):
    """A violation with its JSON path (`["turns", t, a]`, or `["workers", i]`): a Sakkara log
    nests its moves in turns, so the index among the written moves alone is hard to find."""

    path: tuple[PathPart, ...] = ()


# --- the position --------------------------------------------------------------------------------

SETUP, PLAY, PLACING, OVER = "setup", "play", "placing", "over"


class Pyramid:
    """One player's laid-out tiles (S3)."""

    __slots__ = ("ship", "grains", "tiers", "done_turn")

    def __init__(self) -> None:
        self.ship = False
        self.grains = 0
        self.tiers: dict[int, dict[str, int]] = {1: {}, 2: {}, 3: {}}
        self.done_turn: dict[int, int] = {}  # tier -> the turn that completed it

    def copy(self) -> Pyramid:
        p = Pyramid()
        p.ship, p.grains, p.tiers, p.done_turn = (
            self.ship,
            self.grains,
            {t: dict(c) for t, c in self.tiers.items()},
            dict(self.done_turn),
        )
        return p

    def as_data(self) -> dict[str, Any]:
        return {
            "ship": self.ship,
            "grains": self.grains,
            **{rules.TIER_NAMES[t]: dict(c) for t, c in self.tiers.items()},
            "complete_tiers": sorted(self.done_turn),
        }


class Turn:
    """Where the current turn stands (S2-S4): reset when a turn begins."""

    __slots__ = (
        "stepped",
        "walled_in",
        "horse_from",
        "discarding",
        "built_tier",
        "pile",
        "wrecked_ship",
        "dried_grains",
    )

    def __init__(self) -> None:
        self.stepped = False
        self.walled_in = False  # S6: at a moment before its step, no step was legal
        self.horse_from: tuple[int, int] | None = None  # (field, direction) right after the step
        self.discarding = False
        self.built_tier: int | None = None  # S3: one tier a turn
        self.pile: list[str] = []  # S4: played and discarded tiles, in order
        self.wrecked_ship = False
        self.dried_grains = 0

    def copy(self) -> Turn:
        t = Turn()
        t.stepped, t.horse_from, t.discarding, t.built_tier = (
            self.stepped,
            self.horse_from,
            self.discarding,
            self.built_tier,
        )
        t.walled_in = self.walled_in
        t.pile, t.wrecked_ship, t.dried_grains = list(self.pile), self.wrecked_ship, self.dried_grains
        return t

    def stack(self) -> list[str]:
        """The tiles the turn returns to the board, bottom to top (S4): what was played and discarded
        in order, then the destroyed grains, then a destroyed ship on top."""
        return self.pile + [rules.GRAIN] * self.dried_grains + ([rules.SHIP] if self.wrecked_ship else [])


class SakkaraState:
    """The position of a game: board, workers, holders, pyramids, and where the current turn stands.
    The rules of each action are the module functions below (`play_*` and `legal_*`)."""

    def __init__(self, players: Sequence[str], board: Mapping[str, Sequence[str]], cat: Catalogue = rules.DEFAULT):
        self.names = tuple(players)
        self.cat = cat
        self.board: list[list[str]] = [list(board[f]) for f in FIELDS]
        self.worker_at = [-1] * N  # field -> seat, -1 for none
        self.workers: list[list[int]] = [[], []]  # seat -> fields
        self.holders: list[dict[str, int]] = [{}, {}]
        self.held = [0, 0]  # tiles in each holder
        self.pyramids = [Pyramid(), Pyramid()]
        self.phase = SETUP
        self.turn = 0  # 1 from the first turn on
        self.mover = 0
        self.winner: int | None = None
        self.now = Turn()
        self.stacks: list[list[str]] = []  # formed, waiting to be placed (the first is being placed)
        self.formed = 0  # size of the stack being placed, as formed (S4: split from 6)
        self.late = -1  # the turn begun by placements that a written action follows (LATE)
        self.without_step: list[int] = []  # S6: the turns that went on without a step

    def copy(self) -> SakkaraState:
        s = SakkaraState.__new__(SakkaraState)
        s.__dict__.update(self.__dict__)
        s.board = [list(x) for x in self.board]
        s.worker_at = list(self.worker_at)
        s.workers = [list(w) for w in self.workers]
        s.holders = [dict(h) for h in self.holders]
        s.held = list(self.held)
        s.pyramids = [p.copy() for p in self.pyramids]
        s.now = self.now.copy()
        s.stacks = [list(x) for x in self.stacks]
        s.without_step = list(self.without_step)
        return s

    # -- what the actions share ------------------------------------------------------------------

    def take_top(self, seat: int, f: int) -> None:
        stack = self.board[f]
        if stack:
            kind = stack.pop()
            h = self.holders[seat]
            h[kind] = h.get(kind, 0) + 1
            self.held[seat] += 1

    def give(self, seat: int, kind: str, n: int = 1) -> None:
        """From a holder (the caller checked it holds them)."""
        h = self.holders[seat]
        left = h[kind] - n
        if left:
            h[kind] = left
        else:
            del h[kind]
        self.held[seat] -= n

    def need(self, kind: str, n: int = 1, rule: str = "S4") -> None:
        held = self.holders[self.mover].get(kind, 0)
        if held < n:
            raise IllegalMove(
                rule,
                Text(
                    "sakkara.not_held",
                    {"player": self.names[self.mover], "count": n, "tile": kind_text(kind), "held": held},
                ),
            )

    def field(self, name: str | None) -> int:
        i = INDEX.get(name) if name is not None else None
        if i is None:
            raise IllegalMove("S2", Text("sakkara.log.unknown_field", {"field": str(name)}))
        return i

    def own_worker(self, name: str | None, rule: str) -> int:
        i = self.field(name)
        if self.worker_at[i] != self.mover:
            raise IllegalMove(rule, Text("sakkara.no_worker", {"player": self.names[self.mover], "field": FIELDS[i]}))
        return i

    def climb(self, src: int, dst: int, src_height: int, stair: bool, rule: str = "S2") -> None:
        rise = len(self.board[dst]) - src_height
        if rise > rules.CLIMB and not stair:
            raise IllegalMove(
                rule, Text("sakkara.step.too_high", {"to": FIELDS[dst], "from": FIELDS[src], "count": rise})
            )

    def free(self, dst: int, rule: str = "S2") -> None:
        occupant = self.worker_at[dst]
        if occupant >= 0:
            raise IllegalMove(
                rule, Text("sakkara.step.occupied", {"field": FIELDS[dst], "player": self.names[occupant]})
            )

    def move_worker(self, seat: int, src: int, dst: int) -> None:
        w = self.workers[seat]
        w[w.index(src)] = dst
        self.worker_at[src] = -1
        self.worker_at[dst] = seat
        self.take_top(seat, dst)

    def play_special(self, kind: str) -> None:
        self.give(self.mover, kind)
        self.now.pile.append(kind)

    # -- the protocol ----------------------------------------------------------------------------

    def push(self, move: Move) -> None:
        """Apply one action, or raise IllegalMove and leave the position as it was."""
        phase = self.phase
        if phase is OVER:
            raise IllegalMove("S1", Text("sakkara.over", {"player": self.names[self.winner or 0]}))
        action = move.action
        if phase is SETUP:
            if action != PLACE_WORKER:
                raise IllegalMove("S2", Text("sakkara.setup.place_first", {"player": self.names[self.mover]}))
            return place_worker(self, move)
        if action == LATE:  # the next written action comes after the placements of its list
            self.late = self.turn
            return
        if phase is PLACING:
            if action == CLOSE:  # S4: the turn's list ends before the opponent placed its stacks
                raise IllegalMove(
                    "S4", Text("sakkara.place.left", {"player": self.names[1 - self.mover], "count": len(self.stacks)})
                )
            if action != PLACE:
                raise IllegalMove(
                    "S4",
                    Text("sakkara.place.pending", {"player": self.names[1 - self.mover], "count": len(self.stacks)}),
                )
            return play_place(self, move)
        if action == CLOSE:  # the list's turn is over (its end or last placement began this one)
            return
        if self.late == self.turn and action != PLACE:  # S2: the turn ended with its placements; not this one's
            raise IllegalMove(
                "S2",
                Text(
                    "sakkara.list.after_turn",
                    {"turn": self.turn - 1, "player": self.names[self.mover], "next": self.turn},
                ),
            )
        handler = _HANDLERS.get(action)
        if handler is None:
            if action == PLACE:
                # (whose placement it would be is unsaid: after a turn's end it is the new mover's)
                raise IllegalMove("S4", Text("sakkara.place.nothing"))
            raise IllegalMove("S2", Text("sakkara.setup.done", {"player": self.names[self.mover]}))
        if self.now.discarding and action not in (DISCARD, END):
            raise IllegalMove("S2", Text("sakkara.discard.then_nothing", {"player": self.names[self.mover]}))
        handler(self, move)
        if action != STEP:  # the horse goes on from the step, at once: "in deze beweging"
            self.now.horse_from = None
        self.note_walled_in()

    def note_walled_in(self) -> None:
        """S6: the moment after an action (or at the start of a turn) in which neither of the mover's
        workers has a legal step makes the step the turn's to skip: the log never says at which moment
        the skipped step would have come, so any such moment before it serves, and the plays after it
        are the turn's plays after the step."""
        now = self.now
        if self.phase is PLAY and not now.stepped and not now.walled_in and not can_step(self):
            now.walled_in = True

    def legal_moves(self) -> list[Move]:
        phase = self.phase
        if phase is OVER:
            return []
        if phase is SETUP:
            return [Move(PLACE_WORKER, to=FIELDS[f]) for f in range(N) if self.worker_at[f] < 0]
        if phase is PLACING:
            return legal_places(self)
        moves: list[Move] = []
        if not self.now.discarding:
            for legal in _LEGAL:
                moves.extend(legal(self))
        if self.now.stepped or self.now.walled_in:
            if self.held[self.mover] > rules.HOLDER:
                moves.extend(Move(DISCARD, tile=kind) for kind in sorted(self.holders[self.mover]))
            else:
                moves.append(Move(END))
        return moves

    def moves_by_player(self, *, passed: int | None = None) -> list[MoveGroup[Move]]:
        """The legal moves as a log goes on, each group with the turn it is written in: the end of the
        mover's actions is never written, so in its place come the moves after it, by the other
        player: the placements of the stacks formed (in the same turn) or the next turn's actions.
        A turn with nothing to do (S6: walled in, nothing to play) is passed over to the next (`passed`
        counts the whole turns passed over so far, None for the position asked about); when one of each
        player's has nothing, the next ones are the same and no move is listed."""
        moves = self.legal_moves()
        if not moves:
            return []
        if self.phase is SETUP:  # the workers, written before the turns
            return [MoveGroup(self.names[self.mover], tuple(moves))]
        if self.phase is PLACING:
            return [MoveGroup(self.names[1 - self.mover], tuple(moves), self.turn)]
        own = tuple(m for m in moves if m.action != END)
        groups = [MoveGroup(self.names[self.mover], own, self.turn)] if own else []
        count = (passed or 0) + (passed is not None and not own)  # a turn reached at its start, with nothing
        if len(own) < len(moves) and count < rules.PLAYERS:  # the turn may end here
            after = self.copy()
            after.push(Move(END))
            groups += after.moves_by_player(passed=count)
        return groups

    def next_turn(self) -> None:
        self.mover = 1 - self.mover
        self.turn += 1
        self.phase = PLAY
        self.now = Turn()
        self.note_walled_in()

    def is_over(self) -> bool:
        return self.phase is OVER

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        return Outcome(self.names[self.winner], self.winner, self.turn)

    def snapshot(self) -> dict[str, Any]:
        names = self.names
        now = self.now
        pending: dict[str, Any] | None = None
        if self.phase is PLACING:
            pending = {
                "placement": {
                    "player": names[1 - self.mover],
                    "stacks": [list(s) for s in self.stacks],
                    "formed": self.formed,
                }
            }
        elif self.phase is PLAY:
            pending = {
                "turn": {
                    "player": names[self.mover],
                    "stepped": now.stepped,
                    "walled_in": now.walled_in,
                    "can_step": not now.stepped and can_step(self),
                    "discarding": now.discarding,
                    "built_tier": now.built_tier,
                    "stack": now.stack(),
                }
            }
        elif self.phase is SETUP:
            pending = {"worker_placement": {"player": names[self.mover]}}
        return {
            "phase": self.phase,
            "turn": self.turn,
            "to_move": None if self.phase is OVER else names[1 - self.mover if self.phase is PLACING else self.mover],
            "board": {FIELDS[f]: list(s) for f, s in enumerate(self.board)},
            "workers": {names[s]: [FIELDS[f] for f in self.workers[s]] for s in range(2)},
            "holders": {names[s]: dict(sorted(self.holders[s].items())) for s in range(2)},
            "pyramids": {names[s]: self.pyramids[s].as_data() for s in range(2)},
            "pending": pending,
            "winner": None if self.winner is None else names[self.winner],
            "turns_without_step": list(self.without_step),
        }


def step_notes(state: Mapping[str, Any] | None) -> list[Text]:
    """S6: what a replay's answer tells the table of the turns that went on without a step, and of the
    turn under way when it may."""
    notes: list[Text] = []
    if state is None:
        return notes
    skipped = state.get("turns_without_step") or []
    if skipped:
        notes.append(Text("sakkara.no_step.turns", {"count": len(skipped), "turns": tuple(skipped)}))
    turn = (state.get("pending") or {}).get("turn")
    if turn and turn["walled_in"] and not turn["stepped"]:
        notes.append(
            Text("sakkara.no_step.earlier" if turn["can_step"] else "sakkara.no_step.now", {"player": turn["player"]})
        )
    return notes


# --- the actions: each one's rule next to the moves it allows ----------------------------------
# -- S2: the worker placements and the step ----------------------------------------------------


def place_worker(st: SakkaraState, move: Move) -> None:
    """S2: A, B, A, B, each on a free field, taking its top tile."""
    i = st.field(move.to)
    seat = st.mover
    st.free(i)
    st.worker_at[i] = seat
    st.workers[seat].append(i)
    st.take_top(seat, i)
    if len(st.workers[1]) == rules.WORKERS:
        st.phase = PLAY
        st.mover = 0
        st.turn = 1
        st.note_walled_in()
    else:
        st.mover = 1 - seat


def play_step(st: SakkaraState, move: Move) -> None:
    name = st.names[st.mover]
    if st.now.stepped:
        raise IllegalMove("S2", Text("sakkara.step.twice", {"player": name}))
    src = st.own_worker(move.worker, "S2")
    dst = st.field(move.to)
    if dst not in ORTH[src]:
        raise IllegalMove("S2", Text("sakkara.step.not_next", {"from": FIELDS[src], "to": FIELDS[dst]}))
    st.free(dst)
    stair = bool(move.stairs) and move.stairs[0]
    if len(move.stairs) > 1:
        raise IllegalMove("S2", Text("sakkara.step.one_stair"))
    if stair:
        st.need(rules.STAIR, rule="S2")
    st.climb(src, dst, len(st.board[src]), stair)
    if stair:
        st.play_special(rules.STAIR)
    st.move_worker(st.mover, src, dst)
    st.now.stepped = True
    st.now.horse_from = (dst, NEXT[src].index(dst))


def can_step(st: SakkaraState) -> bool:
    """Whether a worker of the mover has a legal step now (S2: onto a field next to it with no worker, at
    most 2 tiles higher, or higher with a stair held). S6: when neither has, the turn may go on without."""
    board, worker_at = st.board, st.worker_at
    stair = st.holders[st.mover].get(rules.STAIR, 0) > 0
    for w in st.workers[st.mover]:
        top = len(board[w]) + rules.CLIMB
        if any(worker_at[d] < 0 and (stair or len(board[d]) <= top) for d in ORTH[w]):
            return True
    return False


def legal_steps(st: SakkaraState) -> list[Move]:
    if st.now.stepped:
        return []
    out = []
    stairs = st.holders[st.mover].get(rules.STAIR, 0)
    for w in st.workers[st.mover]:
        height = len(st.board[w])
        for d in ORTH[w]:
            if st.worker_at[d] < 0:
                if len(st.board[d]) - height <= rules.CLIMB:
                    out.append(Move(STEP, worker=FIELDS[w], to=FIELDS[d]))
                if stairs:
                    out.append(Move(STEP, worker=FIELDS[w], to=FIELDS[d], stairs=(True,)))
    return out


# -- S3: building ------------------------------------------------------------------------------


def play_build(st: SakkaraState, move: Move) -> None:
    kind = move.tile or ""
    st.need(kind, rule="S3")
    why = can_build(st, kind)
    if why is not None:
        raise IllegalMove("S3", why)
    p = st.pyramids[st.mover]
    st.give(st.mover, kind)
    if kind == rules.SHIP:
        p.ship = True
        return
    if kind == rules.GRAIN:
        p.grains += 1
        return
    tier = st.cat.tier_of[kind]
    hands = rules.HANDS_PER_HEWN if kind == rules.HEWN_STONE else rules.HANDS_FOR_APEX if tier == 3 else 0
    for _ in range(hands):  # played "tegelijkertijd" with the stone: onto the stack
        st.play_special(rules.HELPING_HAND)
    laid = p.tiers[tier]
    laid[kind] = laid.get(kind, 0) + 1
    st.now.built_tier = tier
    if laid == st.cat.recipes[tier]:
        p.done_turn[tier] = st.turn
        if tier == 3 and p.ship and p.grains >= rules.GRAINS:  # S1: the first complete pyramid wins at once
            st.winner = st.mover
            st.phase = OVER


def can_build(st: SakkaraState, kind: str) -> Text | None:
    """Why the mover may not build this tile now (S3), or None."""
    p = st.pyramids[st.mover]
    name = st.names[st.mover]
    cat = st.cat
    if kind == rules.SHIP:
        return Text("sakkara.build.ship_twice", {"player": name}) if p.ship else None
    if kind == rules.GRAIN:
        g = p.grains + 1
        if g > rules.GRAINS:
            return Text("sakkara.build.grains_full", {"player": name, "max": rules.GRAINS})
        done = p.done_turn.get(g - 1)
        if g > 1 and done is None:
            return Text("sakkara.build.grain_early", {"player": name, "nth": nth_text(g), "tier": tier_text(g - 1)})
        if g > 1 and done == st.turn:
            return Text("sakkara.build.grain_same_turn", {"player": name, "nth": nth_text(g), "tier": tier_text(g - 1)})
        return None
    tier = cat.tier_of.get(kind)
    if tier is None:
        return Text("sakkara.build.not_pyramid", {"tile": kind_text(kind)})
    if tier > 1 and (tier - 1) not in p.done_turn:
        return Text("sakkara.build.tier_early", {"player": name, "tier": tier_text(tier), "below": tier_text(tier - 1)})
    if st.now.built_tier is not None and st.now.built_tier != tier:
        return Text(
            "sakkara.build.one_tier", {"player": name, "tier": tier_text(tier), "built": tier_text(st.now.built_tier)}
        )
    if not p.ship or p.grains < tier:
        return Text(
            "sakkara.build.needs",
            {"player": name, "tier": tier_text(tier), "needs": needs_text(not p.ship, p.grains < tier, tier)},
        )
    if p.tiers[tier].get(kind, 0) >= cat.recipes[tier][kind]:
        return Text(
            "sakkara.build.tier_has",
            {"player": name, "tier": tier_text(tier), "tile": kind_text(kind), "count": cat.recipes[tier][kind]},
        )
    hands = rules.HANDS_PER_HEWN if kind == rules.HEWN_STONE else rules.HANDS_FOR_APEX if tier == 3 else 0
    if hands and st.holders[st.mover].get(rules.HELPING_HAND, 0) < hands:
        return Text("sakkara.build.hands", {"player": name, "tile": kind_text(kind), "count": hands})
    return None


def legal_builds(st: SakkaraState) -> list[Move]:
    return [Move(BUILD, tile=kind) for kind in sorted(st.holders[st.mover]) if can_build(st, kind) is None]


# -- S4: the specials --------------------------------------------------------------------------


def play_snake(st: SakkaraState, move: Move) -> None:
    st.need(rules.SNAKE)
    other = 1 - st.mover
    kind = move.tile or ""
    if st.holders[other].get(kind, 0) < 1:
        raise IllegalMove("S4", Text("sakkara.snake.not_held", {"player": st.names[other], "tile": kind_text(kind)}))
    st.play_special(rules.SNAKE)
    st.give(other, kind)
    h = st.holders[st.mover]
    h[kind] = h.get(kind, 0) + 1
    st.held[st.mover] += 1


def legal_snakes(st: SakkaraState) -> list[Move]:
    if not st.holders[st.mover].get(rules.SNAKE):
        return []
    return [Move(SNAKE, tile=kind) for kind in sorted(st.holders[1 - st.mover])]


def play_horse(st: SakkaraState, move: Move) -> None:
    name = st.names[st.mover]
    if st.now.horse_from is None:
        raise IllegalMove("S4", Text("sakkara.horse.after_step", {"player": name}))
    st.need(rules.HORSE)
    steps = move.count or 0
    if steps not in rules.HORSE_STEPS:
        raise IllegalMove("S4", Text("sakkara.horse.steps"))
    stairs = move.stairs or (False,) * steps
    if len(stairs) != steps:
        raise IllegalMove("S4", Text("sakkara.log.stairs", {"count": steps}))
    at, d = st.now.horse_from
    height = len(st.board[at])
    held = st.holders[st.mover].get(rules.STAIR, 0)  # S2: a stair the first step takes serves the second
    path = []
    for k in range(steps):
        nxt = NEXT[at][d]
        if nxt < 0:
            raise IllegalMove("S4", Text("sakkara.horse.edge", {"field": FIELDS[at]}))
        st.free(nxt, "S4")
        played = sum(stairs[: k + 1])
        if stairs[k] and held < played:
            raise IllegalMove(
                "S4",
                Text(
                    "sakkara.not_held",
                    {"player": st.names[st.mover], "count": played, "tile": kind_text(rules.STAIR), "held": held},
                ),
            )
        st.climb(at, nxt, height, stairs[k], "S4")
        path.append(nxt)
        top = st.board[nxt]
        held += bool(top) and top[-1] == rules.STAIR
        height = max(len(top) - 1, 0)
        at = nxt
    st.play_special(rules.HORSE)
    src = st.now.horse_from[0]
    for k, nxt in enumerate(path):
        if stairs[k]:
            st.play_special(rules.STAIR)
        st.move_worker(st.mover, src, nxt)
        src = nxt
    st.now.horse_from = None


def legal_horse_moves(st: SakkaraState) -> list[Move]:
    holder = st.holders[st.mover]
    if not holder.get(rules.HORSE) or st.now.horse_from is None:
        return []
    out: list[Move] = []
    at, d = st.now.horse_from
    # each way on so far: its stair flags and the stairs held for the next step (S2: a stair taken
    # by a step of the horse may be played for its next one)
    options: list[tuple[tuple[bool, ...], int]] = [((), holder.get(rules.STAIR, 0))]
    height = len(st.board[at])
    for steps in rules.HORSE_STEPS:
        nxt = NEXT[at][d]
        if nxt < 0 or st.worker_at[nxt] >= 0:
            break
        top = st.board[nxt]
        rise = len(top) - height
        takes = bool(top) and top[-1] == rules.STAIR
        grown = []
        for flags, stairs in options:
            if rise <= rules.CLIMB:
                grown.append((flags + (False,), stairs + takes))
            if stairs:
                grown.append((flags + (True,), stairs - 1 + takes))
        options = grown
        out.extend(Move(HORSE, count=steps, stairs=flags if any(flags) else ()) for flags, _ in options)
        height = max(len(top) - 1, 0)
        at = nxt
    return out


def play_bird(st: SakkaraState, move: Move) -> None:
    st.need(rules.BIRD)
    src = st.own_worker(move.worker, "S4")
    dst = st.field(move.to)
    st.free(dst, "S4")
    st.play_special(rules.BIRD)
    st.move_worker(st.mover, src, dst)


def legal_birds(st: SakkaraState) -> list[Move]:
    if not st.holders[st.mover].get(rules.BIRD):
        return []
    free = [FIELDS[f] for f in range(N) if st.worker_at[f] < 0]
    return [Move(BIRD, worker=FIELDS[w], to=f) for w in st.workers[st.mover] for f in free]


def play_ox(st: SakkaraState, move: Move) -> None:
    st.need(rules.OX)
    name = st.names[st.mover]
    src, dst = st.field(move.source), st.field(move.to)
    if not any(w in ORTH[src] for w in st.workers[st.mover]):
        raise IllegalMove("S4", Text("sakkara.ox.not_in_front", {"player": name, "field": FIELDS[src]}))
    if st.worker_at[src] >= 0:
        raise IllegalMove("S4", Text("sakkara.ox.under_worker", {"field": FIELDS[src]}))
    if dst not in ORTH[src]:
        raise IllegalMove("S4", Text("sakkara.ox.not_next", {"from": FIELDS[src], "to": FIELDS[dst]}))
    st.free(dst, "S4")
    count = move.count or 0
    room = len(st.board[src]) - len(st.board[dst])  # "geen kaartjes omhoog geschoven"
    if not 1 <= count <= room:
        raise IllegalMove(
            "S4",
            Text("sakkara.ox.uphill", {"count": count, "from": FIELDS[src], "to": FIELDS[dst], "max": max(room, 0)}),
        )
    st.play_special(rules.OX)
    moved = st.board[src][-count:]
    del st.board[src][-count:]
    st.board[dst].extend(moved)


def legal_oxen(st: SakkaraState) -> list[Move]:
    if not st.holders[st.mover].get(rules.OX):
        return []
    out: list[Move] = []
    board, worker_at = st.board, st.worker_at
    for s in sorted({s for w in st.workers[st.mover] for s in ORTH[w] if worker_at[s] < 0 and board[s]}):
        for d in ORTH[s]:
            if worker_at[d] < 0:
                out.extend(
                    Move(OX, source=FIELDS[s], to=FIELDS[d], count=k)
                    for k in range(1, len(board[s]) - len(board[d]) + 1)
                )
    return out


# -- S4: the spells ----------------------------------------------------------------------------


def play_spell(st: SakkaraState, move: Move) -> None:
    tiles = move.tiles
    spell = st.cat.spell_of.get(tuple(sorted(tiles)))
    if spell is None:
        raise IllegalMove("S4", Text("sakkara.spell.unknown", {"tiles": kinds_text(tiles)}))
    for kind, n in Counter(tiles).items():
        st.need(kind, n)
    other = 1 - st.mover
    takes: tuple[int, ...] = ()
    if spell in ("firestorm", "whirlwind"):
        if move.worker is None:
            raise IllegalMove("S4", Text("sakkara.spell.worker", {"spell": spell_text(spell)}))
        src = st.own_worker(move.worker, "S4")
        if spell == "firestorm":
            if move.line not in (ROW, COLUMN):
                raise IllegalMove("S4", Text("sakkara.spell.line"))
            takes = LINES[move.line][src]
        else:
            if move.line is not None:
                raise IllegalMove("S4", Text("sakkara.spell.no_line", {"spell": spell_text(spell)}))
            takes = AROUND[src]
    else:
        if move.worker is not None or move.line is not None:
            raise IllegalMove("S4", Text("sakkara.spell.no_worker", {"spell": spell_text(spell)}))
        target = st.pyramids[other]
        if spell == "drought" and target.grains == 0:
            raise IllegalMove("S4", Text("sakkara.spell.no_grain", {"player": st.names[other]}))
        if spell == "shipwreck" and not target.ship:
            raise IllegalMove("S4", Text("sakkara.spell.no_ship", {"player": st.names[other]}))
    for kind in tiles:
        st.play_special(kind)
    if spell == "drought":
        st.pyramids[other].grains -= 1
        st.now.dried_grains += 1
    elif spell == "shipwreck":
        st.pyramids[other].ship = False
        st.now.wrecked_ship = True
    else:
        worker_at, seat = st.worker_at, st.mover
        for f in takes:  # "alle openliggende kaartjes": a worker covers its stack
            if worker_at[f] < 0:
                st.take_top(seat, f)


def legal_spells(st: SakkaraState) -> list[Move]:
    out = []
    seat = st.mover
    holder = st.holders[seat]
    other = st.pyramids[1 - seat]
    for spell, recipe in st.cat.spells.items():
        if any(holder.get(k, 0) < n for k, n in Counter(recipe).items()):
            continue
        if spell == "drought" and not other.grains or spell == "shipwreck" and not other.ship:
            continue
        for order in sorted(set(permutations(recipe))):
            if spell == "firestorm":
                for w in st.workers[seat]:
                    for line in (ROW, COLUMN):
                        out.append(Move(SPELL, tiles=order, worker=FIELDS[w], line=line))
            elif spell == "whirlwind":
                for w in st.workers[seat]:
                    out.append(Move(SPELL, tiles=order, worker=FIELDS[w]))
            else:
                out.append(Move(SPELL, tiles=order))
    return out


# -- S2, S4: the end of the turn and the stacks the opponent places ----------------------------


def play_discard(st: SakkaraState, move: Move) -> None:
    name = st.names[st.mover]
    if not st.now.stepped and not st.now.walled_in:
        raise IllegalMove("S2", Text("sakkara.discard.before_step", {"player": name}))
    held = st.held[st.mover]
    if held <= rules.HOLDER:
        raise IllegalMove("S2", Text("sakkara.discard.not_over", {"player": name, "count": held, "max": rules.HOLDER}))
    st.need(move.tile or "", rule="S2")
    st.play_special(move.tile or "")
    st.now.discarding = True


def end_turn(st: SakkaraState, move: Move) -> None:
    """S2: the turn ends after its step with at most 10 tiles held (S6: or without one, when at a moment
    of it neither worker could step); S4: the stacks formed wait for the opponent (at most 9 tiles a
    stack, the bottom ones first)."""
    name = st.names[st.mover]
    if not st.now.stepped and not st.now.walled_in:
        raise IllegalMove("S2", Text("sakkara.end.no_step", {"player": name}))
    held = st.held[st.mover]
    if held > rules.HOLDER:
        raise IllegalMove("S2", Text("sakkara.end.holder", {"player": name, "count": held, "max": rules.HOLDER}))
    if not st.now.stepped:
        st.without_step.append(st.turn)
    pile = st.now.stack()
    st.stacks = [pile[i : i + rules.STACK_MAX] for i in range(0, len(pile), rules.STACK_MAX)]
    if st.stacks:
        st.phase = PLACING
        st.formed = len(st.stacks[0])
    else:
        st.next_turn()


def place_fields(st: SakkaraState) -> tuple[list[int], bool]:
    """The fields the current stack may go on, and whether they are empty ones (S4: an empty field,
    else one with the fewest tiles, never next to the placer's own workers, nor under a worker)."""
    near: set[int] = set()
    for w in st.workers[1 - st.mover]:  # S4: the placer's own workers, not the mover's
        near.update(ORTH[w])
    allowed = [f for f in range(N) if st.worker_at[f] < 0 and f not in near]
    empty = [f for f in allowed if not st.board[f]]
    if empty:
        return empty, True
    low = min(len(st.board[f]) for f in allowed)
    return [f for f in allowed if len(st.board[f]) == low], False


def play_place(st: SakkaraState, move: Move) -> None:
    placer = st.names[1 - st.mover]
    dst = st.field(move.to)
    stack = st.stacks[0]
    left = len(stack)
    count = left if move.count is None else move.count
    if count > left:
        raise IllegalMove("S4", Text("sakkara.place.too_many", {"count": count, "left": left}))
    if move.count == left:  # one spelling a move: a count is written only to split
        raise IllegalMove("S4", Text("sakkara.place.whole_count", {"count": count}))
    if count != left:
        if st.formed < rules.SPLIT_FROM:
            raise IllegalMove(
                "S4", Text("sakkara.place.no_split", {"player": placer, "count": st.formed, "min": rules.SPLIT_FROM})
            )
        if count < rules.SPLIT_MIN or left - count < rules.SPLIT_MIN:
            raise IllegalMove(
                "S4",
                Text(
                    "sakkara.place.split_small",
                    {"player": placer, "count": count, "rest": left - count, "min": rules.SPLIT_MIN},
                ),
            )
    occupant = st.worker_at[dst]
    if occupant >= 0:
        raise IllegalMove("S4", Text("sakkara.place.worker", {"field": FIELDS[dst], "player": st.names[occupant]}))
    if any(dst in ORTH[w] for w in st.workers[1 - st.mover]):
        raise IllegalMove("S4", Text("sakkara.place.next_to_worker", {"field": FIELDS[dst], "player": placer}))
    height = len(st.board[dst])
    if height:  # an allowed empty field is always right; another only when no empty one is
        fields, empty = place_fields(st)
        if dst not in fields:
            if empty:
                raise IllegalMove("S4", Text("sakkara.place.not_empty", {"field": FIELDS[dst], "count": height}))
            raise IllegalMove(
                "S4",
                Text(
                    "sakkara.place.not_lowest",
                    {"field": FIELDS[dst], "count": height, "lowest": len(st.board[fields[0]])},
                ),
            )
    st.board[dst].extend(stack[:count])
    if count == left:
        st.stacks.pop(0)
        if not st.stacks:
            st.next_turn()
            return
        st.formed = len(st.stacks[0])
    else:
        del stack[:count]


def legal_places(st: SakkaraState) -> list[Move]:
    fields, _ = place_fields(st)
    left = len(st.stacks[0])
    sizes: list[int | None] = [None]
    if st.formed >= rules.SPLIT_FROM:
        sizes += [k for k in range(rules.SPLIT_MIN, left - rules.SPLIT_MIN + 1)]
    return [Move(PLACE, to=FIELDS[f], count=k) for k in sizes for f in fields]


# the plays (before the discards), in the order legal_moves lists them
_LEGAL: tuple[Callable[[SakkaraState], list[Move]], ...] = (
    legal_builds,
    legal_snakes,
    legal_birds,
    legal_oxen,
    legal_horse_moves,
    legal_spells,
    legal_steps,
)

_HANDLERS: dict[str, Callable[[SakkaraState, Move], None]] = {
    STEP: play_step,
    BUILD: play_build,
    SNAKE: play_snake,
    HORSE: play_horse,
    BIRD: play_bird,
    OX: play_ox,
    SPELL: play_spell,
    DISCARD: play_discard,
    END: end_turn,
}


def new_game(log: GameLog) -> SakkaraState:
    return SakkaraState(log.players, log.board, log.catalogue)


def replay(log: GameLog, *, check: bool = True) -> Verdict[Move, Outcome]:
    """Replay a log to its end or its first illegal move (C2); raises InvalidInput on caller errors.

    The violation's index counts the written moves (the four worker placements, then every turn's
    actions in order); an implied end has the index of the written move after it (`violation_path`
    gives the JSON path either way)."""
    if check:
        problems = check_log(log)
        if problems:
            raise InvalidInput(problems)
    state = new_game(log)
    moves = flat_moves(log)
    verdict = replay_moves(state, moves)
    v = verdict.violation
    if v is None:
        return verdict
    index = v.index
    if v.move.action in IMPLIED and state.phase is OVER:
        # S1: the game ended with the move before; an implied end is no move of its own, so the
        # violation is the next written move (and with none, the log is complete)
        index = next((k for k in range(index + 1, len(moves)) if moves[k].action not in IMPLIED), -1)
        if index < 0:
            return Verdict(True, True, None, state.snapshot(), state.outcome())
        v = Violation(index, moves[index], v.rule, v.reason)
    written = index - sum(1 for m in moves[:index] if m.action in IMPLIED)
    return replace(verdict, violation=LocatedViolation(written, v.move, v.rule, v.reason, _path(log, written, v.move)))


__all__ = [
    "Move",
    "GameLog",
    "Outcome",
    "SakkaraState",
    "check_log",
    "check_board",
    "check_move",
    "check_workers",
    "check_turns",
    "flat_moves",
    "new_game",
    "replay",
    "step_notes",
    "violation_path",
    "LocatedViolation",
    "written_paths",
    "Violation",
    "IllegalMove",
]
