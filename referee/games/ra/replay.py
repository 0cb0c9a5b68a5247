"""Ra's move-log replay: the shared sun auction (sun_auction.auction) plus what only Ra has.

Ra adds gods (R13), disasters and the `discard` move that answers them (R14), and the epoch
scoring of `scoring.score_epoch` followed by the R6 discards. Everything else (turns, draws,
auctions, epochs, suns) is the core's.
"""

from __future__ import annotations

from functools import partial

from itertools import combinations, islice, product
from math import prod
from typing import Any, NoReturn, Sequence

from ...sun_auction.auction import (
    MAX_CHOICES,
    RA_RULE_IDS,
    AuctionGame,
    AuctionState,
    GameLog,
    Hooks,
    IllegalMove,
    Move,
    Replay,
    Violation,
    multisets,
    tile_counts,
)
from ...sun_auction.auction import check_log as _check_log
from ...sun_auction.auction import new_game as _new_game
from ...sun_auction.auction import replay as _replay
from ...core.problems import PathPart, Problem
from ...core.text import Text
from . import rules, scoring
from .messages import tile_text

__all__ = [
    "RA",
    "Move",
    "GameLog",
    "Violation",
    "Replay",
    "IllegalMove",
    "AuctionState",
    "check_log",
    "replay",
    "new_game",
]

GOD = "god"
DISASTERS = frozenset(rules.DISASTERS)

GOD_RULE = "R13"
DISASTER_RULE = "R14"


class Owed:
    """What disasters just received take from a player (R14): removals with no choice, and
    per choice group (kind, the types he chooses among, how many)."""

    __slots__ = ("disasters", "forced", "choices")

    def __init__(
        self, disasters: dict[str, int], forced: dict[str, int], choices: list[tuple[str, tuple[str, ...], int]]
    ):
        self.disasters = disasters
        self.forced = forced
        self.choices = choices


def removal(display: dict[str, int], disasters: dict[str, int]) -> Owed:
    """R14: each disaster takes 2 tiles of its kind, fewer if he has fewer; drought takes floods
    before Nile. Where more than one set of tiles would do, the player chooses."""
    forced: dict[str, int] = {}
    choices: list[tuple[str, tuple[str, ...], int]] = []
    for kind, count in disasters.items():
        need = rules.DISASTER_LOSS * count
        for group in rules.DISASTER_VICTIMS[kind]:  # in the order they must go
            if need == 0:
                break
            held = [(t, display[t]) for t in group if display.get(t, 0) > 0]
            total = sum(c for _, c in held)
            take = min(need, total)
            need -= take
            if take == 0:
                continue
            if take == total:
                for t, c in held:
                    forced[t] = forced.get(t, 0) + c
            elif len(held) == 1:
                t = held[0][0]
                forced[t] = forced.get(t, 0) + take
            else:
                choices.append((kind, group, take))
    return Owed(disasters, forced, choices)


def _tile_counts_text(counts: dict[str, int]) -> tuple[Text, ...] | Text:
    if not counts:
        return Text("ra.nothing")
    return tuple(Text("ra.count_tile", {"count": c, "tile": tile_text(t)}) for t, c in counts.items())


class RaHooks(Hooks):
    turn_actions = ("god",)
    pending_action = "discard"
    pending_phase = "discard"

    def check_move(self, move: Move, path: tuple[PathPart, ...], tiles: frozenset[str]) -> list[Problem]:
        field = "take" if move.action == "god" else "tiles"
        if not move.tiles:
            return [Problem(path + (field,), Text("auction.log.move.needs", {"action": move.action, "field": field}))]
        return [
            Problem(path + (field, j), Text("auction.log.move.unknown_tile", {"tile": t}))
            for j, t in enumerate(move.tiles)
            if t not in tiles
        ]

    # -- R13: gods ---------------------------------------------------------------------------

    def turn_action(self, st: AuctionState, seat: int, move: Move) -> None:
        take = move.tiles
        k = len(take)
        display = st.tiles[seat]
        gods = display.get(GOD, 0)
        name = move.player
        if gods < k:
            raise IllegalMove(GOD_RULE, Text("ra.god.too_few", {"player": name, "count": k, "held": gods}))
        if GOD in take:
            raise IllegalMove(GOD_RULE, Text("ra.god.takes_god", {"player": name}))
        track = st.track
        for t, c in tile_counts(take).items():
            on_track = track.count(t)
            if c > on_track:
                raise IllegalMove(
                    GOD_RULE,
                    Text(
                        "ra.god.not_on_track",
                        {
                            "player": name,
                            "count": c,
                            "tile": tile_text(t),
                            "on_track": on_track,
                            "track": _tile_counts_text(tile_counts(track)),
                        },
                    ),
                )
        for t in take:
            track.remove(t)
        display[GOD] = gods - k  # the gods played leave the game
        st.receive(seat, take)

    def legal_turn_moves(self, st: AuctionState, seat: int) -> list[Move]:
        gods = st.tiles[seat].get(GOD, 0)
        pool = sorted(t for t in st.track if t != GOD)
        takes: set[tuple[str, ...]] = set()
        for k in range(1, min(gods, len(pool)) + 1):
            takes.update(combinations(pool, k))
        name = st.names[seat]
        return [Move(name, "god", tiles=take) for take in sorted(takes)]

    # -- R14: disasters ----------------------------------------------------------------------

    def receive(self, st: AuctionState, seat: int, tiles: Sequence[str]) -> None:
        display = st.tiles[seat]
        disasters: dict[str, int] | None = None
        for t in tiles:
            if t in DISASTERS:  # the disaster tile itself never enters the display
                if disasters is None:
                    disasters = {}
                disasters[t] = disasters.get(t, 0) + 1
            else:  # R14: the other tiles are placed first
                display[t] = display.get(t, 0) + 1
        if disasters is None:
            return
        owed = removal(display, disasters)
        if owed.choices:
            st.owe(seat, owed)
            return
        for t, c in owed.forced.items():
            display[t] -= c
        if owed.forced:
            # Nothing to choose: the log may still state the removal, but then exactly.
            st.offer(seat, owed)

    def resolve(self, st: AuctionState, seat: int, move: Move) -> None:
        owed: Owed = st.owed.detail
        display = st.tiles[seat]
        given = tile_counts(move.tiles)
        if not self._is_legal_removal(owed, display, given):
            raise IllegalMove(
                DISASTER_RULE,
                Text(
                    "ra.discard.wrong",
                    {
                        "player": move.player,
                        "disasters": _tile_counts_text(owed.disasters),
                        "need": self._need_text(owed, display),
                        "given": _tile_counts_text(given),
                    },
                ),
            )
        for t, c in given.items():
            display[t] -= c

    @staticmethod
    def _is_legal_removal(owed: Owed, display: dict[str, int], given: dict[str, int]) -> bool:
        allowed = set(owed.forced)
        for t, c in owed.forced.items():
            if given.get(t, 0) != c:
                return False
        for _, group, n in owed.choices:
            allowed.update(group)
            if sum(given.get(t, 0) for t in group) != n:
                return False
            if any(given.get(t, 0) > display.get(t, 0) for t in group):
                return False
        return all(t in allowed for t in given)

    def confirm(self, st: AuctionState, seat: int, move: Move) -> None:
        owed: Owed = st.offered.detail
        given = tile_counts(move.tiles)
        if given != owed.forced:
            raise IllegalMove(
                DISASTER_RULE,
                Text(
                    "ra.discard.forced_wrong",
                    {
                        "player": move.player,
                        "disasters": _tile_counts_text(owed.disasters),
                        "need": _tile_counts_text(owed.forced),
                        "given": _tile_counts_text(given),
                    },
                ),
            )

    def unexpected(self, st: AuctionState, seat: int, move: Move) -> NoReturn:
        raise IllegalMove(DISASTER_RULE, Text("ra.discard.unexpected", {"player": move.player}))

    def missing(self, st: AuctionState, seat: int, move: Move) -> NoReturn:
        owed: Owed = st.owed.detail
        owner = st.names[st.owed.seat]
        raise IllegalMove(
            DISASTER_RULE,
            Text(
                "ra.discard.missing",
                {
                    "owner": owner,
                    "player": move.player,
                    "action": st.game.action_text(move.action),
                    "disasters": _tile_counts_text(owed.disasters),
                    "need": self._need_text(owed, st.tiles[st.owed.seat]),
                },
            ),
        )

    @staticmethod
    def _need_text(owed: Owed, display: dict[str, int]) -> tuple[Text, ...]:
        parts = [Text("ra.count_tile", {"count": c, "tile": tile_text(t)}) for t, c in owed.forced.items()]
        for _, group, n in owed.choices:
            held = {t: display[t] for t in group if display.get(t, 0) > 0}
            name = rules.tile_path(group[0])[0]  # the group as a display request names it: civilization, monument
            parts.append(
                Text("ra.discard.choice", {"count": n, "group": tile_text(name, n), "held": _tile_counts_text(held)})
            )
        return tuple(parts)

    @staticmethod
    def _choices(st: AuctionState) -> list[list[tuple[str, ...]]]:
        """Per choice group of the removal owed, every set of tiles it may take."""
        owed: Owed = st.owed.detail
        display = st.tiles[st.owed.seat]
        return [
            list(multisets([(t, display.get(t, 0)) for t in group], range(n, n + 1))) for _, group, n in owed.choices
        ]

    def legal_pending_moves(self, st: AuctionState) -> list[Move]:
        owed: Owed = st.owed.detail
        forced = tuple(t for t, c in owed.forced.items() for _ in range(c))
        name = st.names[st.owed.seat]
        return [
            Move(name, "discard", tiles=forced + tuple(t for pick in picks for t in pick))
            for picks in islice(product(*self._choices(st)), MAX_CHOICES)
        ]

    def choices_left(self, st: AuctionState) -> int:
        if st.pending is None:
            return 0
        return max(0, prod(len(c) for c in self._choices(st)) - MAX_CHOICES)

    def legal_optional_moves(self, st: AuctionState) -> list[Move]:
        owed: Owed = st.offered.detail
        return [
            Move(st.names[st.offered.seat], "discard", tiles=tuple(t for t, c in owed.forced.items() for _ in range(c)))
        ]

    def snapshot(self, st: AuctionState) -> dict[str, Any]:
        # R14: what disasters just took without a choice (the log may state it with the next move only)
        forced = None
        if st.optional is not None and isinstance(st.optional.detail, Owed):
            taken: Owed = st.optional.detail
            forced = {
                "player": st.names[st.optional.seat],
                "disasters": dict(taken.disasters),
                "tiles": dict(taken.forced),
            }
        if st.pending is None:
            return {"pending_discard": None, "forced_discard": forced}
        return {
            "pending_discard": {"player": st.names[st.owed.seat], "disasters": dict(st.owed.detail.disasters)},
            "forced_discard": forced,
        }


RA = AuctionGame(
    slug=rules.SLUG,
    players=rules.PLAYERS,
    supply=rules.SUPPLY,
    sun_stacks=rules.SUN_STACKS,
    ra_track=rules.RA_TRACK,
    score_epoch=partial(scoring.score_epoch, check=False),  # displays a legal replay built are legal
    leave_after_epoch=rules.LEAVE_AFTER_EPOCH,
    rules=RA_RULE_IDS,
    hooks=RaHooks(),
    epochs=rules.EPOCHS,
    auction_track=rules.AUCTION_TRACK,
    messages={"draw.full": "ra.draw.full"},  # Ra's player may also play gods (R10)
)


def check_log(log: GameLog) -> list[Problem]:
    """Every caller error in a Ra log (C2: HTTP 422), each with its JSON pointer parts."""
    return _check_log(RA, log)


def replay(log: GameLog, *, check: bool = True) -> Replay:
    """Replay a Ra log to its end or its first illegal move; raises InvalidInput on caller errors."""
    return _replay(RA, log, check=check)


def new_game(players: Sequence[str], suns: dict[str, Sequence[int]]) -> AuctionState:
    """The position before the first move (a generator or an interactive referee pushes moves on it)."""
    return _new_game(RA, players, suns)
