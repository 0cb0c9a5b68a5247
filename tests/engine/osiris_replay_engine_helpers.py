"""Helpers shared by test_osiris_replay_engine.py and other tests (not collected: no test_ prefix)."""

from __future__ import annotations

from typing import Any, Iterable

from referee.games.osiris import rules
from referee.games.osiris.outcome import Seat
from referee.games.osiris.state import (
    Move,
    OsirisState,
    Setup,
    Table,
)

NAMES = ("Anne", "Bert", "Carl", "Dora")


def setup_for(
    players: int = 4, gods: dict[str, str] | None = None, followers: dict | None = None, **options: Any
) -> Setup:
    """Gods in order (beige-1 Amun, beige-2 Anubis, beige-3 Bastet, red-brown-1 Hathor, red-brown-2 Horus,
    ...), the apex last; each colour puts 3 followers with its -1 priest's god and 2 with its -2's."""
    seats = tuple(Seat(NAMES[i], rules.COLOURS_FOR[players][i]) for i in range(players))
    colours = rules.colours_in_play(players)
    priests = [p for p in rules.PRIESTS if p.rsplit("-", 1)[0] in colours]
    if gods is None:
        gods = dict(zip(priests + [rules.APEX], rules.GODS))
    if followers is None:
        followers = {}
        for c in colours:
            followers.setdefault(gods[f"{c}-1"], {})[c] = 3
            followers.setdefault(gods[f"{c}-2"], {})[c] = 2
    return Setup(seats, gods, followers, **options)


def parse(line: str) -> Move:
    """'Anne step beige-2 1-2' | 'Anne step 2-3 swap' | 'Anne step 2-3 keep' | 'Anne block 2-5' |
    'Anne follower beige Amun Isis' | 'Anne end' | 'Anne relief beige-1 2-5'"""
    player, action, *rest = line.split()
    if action == "step":
        swap = {"swap": True, "keep": False}.get(rest[-1])
        if swap is not None:
            rest = rest[:-1]
        priest, to = (rest[0], rest[1]) if len(rest) == 2 else (None, rest[0])
        return Move(player, "step", priest=priest, to=to, swap=swap)
    if action == "block":
        return Move(player, "block", field=rest[0])
    if action == "follower":
        return Move(player, "follower", colour=rest[0], source=rest[1], to=rest[2])
    if action == "relief":
        return Move(player, "relief", priest=rest[0], field=rest[1])
    return Move(player, action)


def moves_of(lines: str) -> list[Move]:
    return [parse(x.strip()) for x in lines.replace(";", "\n").splitlines() if x.strip()]


def arrange(
    st: OsirisState,
    priests: dict[str, str] | None = None,
    stones: dict[str, int] | None = None,
    blockades: Iterable[str] = (),
) -> OsirisState:
    """Put a position on the board directly (a test shortcut to an edge the opening cannot reach quickly)."""
    board = st.t.board
    for name, field in (priests or {}).items():
        p = st.t.priest_index[name]
        st.occ[st.at[p]] = -1
        st.at[p] = board.index[field]
        st.occ[board.index[field]] = p
    for city, n in (stones or {}).items():
        st.stones[board.index[city]] = n
    for field in blockades:
        st.blocked[board.index[field]] = True
    return st


def position(setup: Setup, **arrangement: Any) -> OsirisState:
    return arrange(OsirisState(Table(setup)), **arrangement)


def push_all(st: OsirisState, lines: str) -> OsirisState:
    for m in moves_of(lines):
        st.push(m)
    return st


def stones(st: OsirisState) -> dict[str, int]:
    return st.snapshot()["stones"]
