"""The play vocabulary every game shares, in the spirit of python-chess and OpenSpiel.

A game brings a mutable state object whose `push(move)` checks a move in the current position and
applies it, or raises :class:`IllegalMove` and leaves the position exactly as it was; whose
`legal_moves()` lists every move that `push` would accept; and whose `snapshot()` gives the
position as plain JSON-ready data. The end of a game is data (the state's `outcome()`), never an
exception. :func:`replay_moves` is the one driver that turns a game's log into a :class:`Verdict`; with
:class:`Positions` on (the phone's engine only), a log that goes on from one replayed before is replayed from
where that one ended.
"""

from __future__ import annotations

import pickle
from collections import OrderedDict
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Generic, Hashable, Iterator, Protocol, Sequence, TypeVar

from .text import Text

M = TypeVar("M")
O = TypeVar("O")  # noqa: E741  (the output, beside M the move)
O_co = TypeVar("O_co", covariant=True)


class IllegalMove(ValueError):
    """A move the rules forbid in the current position: the ruling it breaks and why."""

    def __init__(self, rule: str, reason: Text):
        self.rule = rule
        self.reason = reason
        super().__init__(rule, reason)

    def __str__(self) -> str:  # rendered when shown, not when raised (a refusal is often caught)
        return f"{self.rule}: {self.reason.render()}"


@dataclass(frozen=True)
class Violation(Generic[M]):
    """The first illegal move of a log."""

    index: int  # 0-based index of the move in the log
    move: M
    rule: str  # the ruling it breaks, e.g. "R12", "O3"
    reason: Text


@dataclass(frozen=True)
class MoveGroup(Generic[M]):
    """The legal moves of one player in a position."""

    player: str
    moves: tuple[M, ...]
    turn: int | None = None  # a log that writes its moves turn by turn (Sakkara): the turn they go in, from 1
    unlisted: int = 0  # legal moves of the player left out: the many answers of one choice, past a bound


@dataclass(frozen=True)
class Verdict(Generic[M, O]):
    """What a replay of a log found."""

    legal: bool
    finished: bool  # the game reached its end
    violation: Violation[M] | None
    state: dict[str, Any] | None  # the position after the last move; when illegal, just before the violation
    outcome: O | None  # when finished: the game's outcome as data
    # every move the log may go on with in that position, by the player who would make it (none when over)
    legal_moves: tuple[MoveGroup[M], ...] = ()


class GameState(Protocol[M, O_co]):
    """What a game's state object offers the driver (and a caller who plays move by move)."""

    def push(self, move: M) -> None: ...  # all-or-nothing; raises IllegalMove
    def legal_moves(self) -> list[M]: ...
    def snapshot(self) -> dict[str, Any]: ...
    def is_over(self) -> bool: ...
    def outcome(self) -> O_co | None: ...  # None until the game is over
    def copy(self) -> Any: ...  # an independent copy of the position, of the state's own type


# A kept position: what the answer depends on beyond the state (the request's language), the fresh state
# pickled (the exact set-up: the players, their stacks or the board, the options) and the moves played on it.
Key = tuple[Hashable, bytes, tuple[Any, ...]]


class Positions:
    """The positions replays reached, so that a log that goes on from one is replayed from there: a tap on the
    phone costs its one move, not the whole log again. At most `size` positions, the least recently used
    forgotten first. A position is found only for the same set-up (the fresh state, compared whole), the same
    scope (the language) and a log that starts with exactly the moves that led to it; the one resumed from is
    copied, so it stays for a branch (a move taken back, then another). Only the phone's engine keeps one: the
    server passes none and stays stateless.

    `replayed` counts the moves the replays pushed while on (a whole replay pushes every move, a tap one)."""

    def __init__(self, size: int = 4):
        self.size = size
        self.replayed = 0
        self._kept: OrderedDict[Key, Any] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    def resume(self, scope: Hashable, table: bytes, moves: Sequence[Any]) -> tuple[int, Any] | None:
        """The longest kept position the log goes on from: (how many of its moves led there, a copy of it)."""
        best: Key | None = None
        for key in self._kept:
            kept_scope, kept_table, played = key
            if (
                kept_scope == scope
                and kept_table == table
                and len(played) <= len(moves)
                and (best is None or len(played) > len(best[2]))
                and tuple(moves[: len(played)]) == played
            ):
                best = key
        if best is None:
            return None
        self._kept.move_to_end(best)
        return len(best[2]), self._kept[best].copy()

    def keep(self, scope: Hashable, table: bytes, moves: Sequence[Any], state: GameState[Any, Any]) -> None:
        """Keep a copy of the position `moves` lead to (the state goes on changing: finished, refused)."""
        key = (scope, table, tuple(moves))
        self._kept[key] = state.copy()
        self._kept.move_to_end(key)
        while len(self._kept) > self.size:
            self._kept.popitem(last=False)


# The positions the replays of the request being answered may resume from, and the scope of that request.
_positions: ContextVar[tuple[Positions, Hashable] | None] = ContextVar("positions", default=None)


@contextmanager
def resuming(positions: Positions | None, scope: Hashable = None) -> Iterator[None]:
    """Replays in the block resume from `positions` and keep theirs there (none: every replay is whole)."""
    token = _positions.set(None if positions is None else (positions, scope))
    try:
        yield
    finally:
        _positions.reset(token)


def replay_moves(state: GameState[M, O], moves: Sequence[M]) -> Verdict[M, O]:
    """Push every move in order; stop at the first illegal one (C2).

    The verdict carries the position the log leaves (after its last move, or just before its first
    illegal one) and the moves that may follow there, as a table recording a game move by move needs.

    Two hooks a state may have: `refused(move)`, called with the move it refused before the position
    is shown (a move that declines an optional answer does so even when it is itself illegal), and
    `finish()`, called when the log ends (an optional answer not given is declined). The position is
    taken before `finish()`: a log that stops where an optional answer may still be written shows it
    open, and lists it among the legal moves; what is scored counts it as declined.

    With positions kept (`resuming`), `state` (fresh) takes the position of the longest log kept that this one
    goes on from, and only the moves after it are pushed; a legal log's position is kept, before `finish()`.
    The caller reads `state` afterwards exactly as after a whole replay.
    """
    on = _positions.get()
    start, table = 0, b""
    if on is not None:
        positions, scope = on
        try:
            table = pickle.dumps(state, pickle.HIGHEST_PROTOCOL)
        except (pickle.PicklingError, TypeError, AttributeError):  # a state that cannot be told apart: replayed whole
            on = None
    if on is not None:
        found = positions.resume(scope, table, moves)
        if found is not None:
            start, position = found
            vars(state).update(vars(position))  # the caller's object holds the position (it reads it afterwards)
    for index in range(start, len(moves)):
        move = moves[index]
        if on is not None:
            positions.replayed += 1
        try:
            state.push(move)
        except IllegalMove as exc:
            refused = getattr(state, "refused", None)
            if refused is not None:
                refused(move)
            return Verdict(
                False,
                state.is_over(),
                Violation(index, move, exc.rule, exc.reason),
                state.snapshot(),
                state.outcome(),
                moves_by_player(state),
            )
    position, legal = state.snapshot(), moves_by_player(state)
    if on is not None:
        positions.keep(scope, table, moves, state)
    finish = getattr(state, "finish", None)
    if finish is not None:
        finish()
    return Verdict(True, state.is_over(), None, position, state.outcome(), legal)


def moves_by_player(state: GameState[M, O]) -> tuple[MoveGroup[M], ...]:
    """The state's legal moves grouped by the player who would make them, in the order the players
    first appear (a game lists first the moves of the player whose turn it is). A state whose moves
    do not name their player, whose log writes them otherwise than `legal_moves()` lists them, or that
    leaves some out, groups them itself (`moves_by_player()`)."""
    own = getattr(state, "moves_by_player", None)
    if own is not None:
        return tuple(own())
    return group_by_player(state.legal_moves())


def group_by_player(moves: Sequence[M]) -> tuple[MoveGroup[M], ...]:
    """Moves that name their `player`, grouped by it in the order the players first appear."""
    groups: dict[str, list[M]] = {}
    for move in moves:
        groups.setdefault(move.player, []).append(move)  # type: ignore[attr-defined]
    return tuple(MoveGroup(player, tuple(moves)) for player, moves in groups.items())
