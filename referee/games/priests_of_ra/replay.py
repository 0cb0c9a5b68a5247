"""Priests of Ra's move-log replay: the shared sun auction (sun_auction.auction) plus what only Priests of Ra has.

P1: auction, invoke, turn order, epoch end and sun rules are Ra's, so the core's checks report Ra's
rulings (R8-R17); Priests of Ra adds 2 players, its Ra track, double-sided tiles drawn by the face
put up (P2), the priests' flips (P8), and after each epoch's scoring (P5) the plague that 3 or more
priests return (always: it never hurts) and the ankhs gained, held from the next epoch on.

A flip is one optional move right after the auction that brought the priests:
`{"player": "Anne", "action": "flip", "tiles": ["farmer", "market"]}`, at most one tile per priest
won, each a tile in his display (won now or earlier) turned to its other side. The tiles named are
flipped together: each one must be in the display before the flip (flipping a tile twice would
undo it). If that auction spent the last sun, the epoch is scored after the flips.
"""

from __future__ import annotations

from functools import lru_cache, partial
from itertools import islice
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
    count_multisets,
    multisets,
    tile_counts,
)
from ...sun_auction.auction import check_log as _check_log
from ...sun_auction.auction import new_game as _new_game
from ...sun_auction.auction import replay as _replay
from ...core.problems import PathPart, Problem
from ...sun_auction.scoring import EpochScore
from ...core.text import Text
from . import rules, scoring
from .messages import tile_text

__all__ = [
    "PRIESTS",
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

FLIP = "flip"
PRIEST = "priest"
PLAGUE = "plague"
ANKHS = scoring.ANKHS

FLIP_RULE = "P8"


def faces(rulings: rules.Rulings) -> dict[str, str]:
    """P2: a drawn face -> the physical tile (bag type) it is printed on; single-sided tiles are their own."""
    return {face: rulings.physical_tile(face) for pair in rulings.double_sided for face in pair}


class PriestsHooks(Hooks):
    pending_action = FLIP
    pending_phase = FLIP
    optional_before_scoring = True  # flips change the displays the epoch is scored on

    def __init__(self, rulings: rules.Rulings = rules.RULINGS):
        self.flip = rulings.flip  # which faces turn to which (P3: chambers may be single-sided)

    def check_move(self, move: Move, path: tuple[PathPart, ...], tiles: frozenset[str]) -> list[Problem]:
        if not move.tiles:
            return [
                Problem(path + ("tiles",), Text("auction.log.move.needs", {"action": move.action, "field": "tiles"}))
            ]
        return [
            Problem(path + ("tiles", j), Text("auction.log.move.unknown_tile", {"tile": t}))
            for j, t in enumerate(move.tiles)
            if t not in tiles
        ]

    # -- P8: tiles won with priests may be followed by flips -----------------------------------

    def receive(self, st: AuctionState, seat: int, tiles: Sequence[str]) -> None:
        display = st.tiles[seat]
        priests = 0
        for t in tiles:
            display[t] = display.get(t, 0) + 1
            if t == PRIEST:
                priests += 1
        if priests and self._has_two_sided(display):
            # how many tiles he may flip, with the next move only; no offer when his display holds nothing
            # to flip (the position would claim a flip that no move can make)
            st.offer(seat, priests)

    def _has_two_sided(self, display: dict[str, int]) -> bool:
        return any(count > 0 and face in self.flip for face, count in display.items())

    def confirm(self, st: AuctionState, seat: int, move: Move) -> None:
        priests: int = st.offered.detail
        flips = move.tiles
        name = move.player
        if len(flips) > priests:
            raise IllegalMove(
                FLIP_RULE, Text("por.flip.too_many", {"player": name, "count": len(flips), "priests": priests})
            )
        display = st.tiles[seat]
        wanted = tile_counts(flips)
        for face, count in wanted.items():
            if face not in self.flip and face in rules.DISPLAY_TILES:  # a display tile with one side
                raise IllegalMove(FLIP_RULE, Text("por.flip.single_sided", {"player": name, "tile": tile_text(face)}))
            held = display.get(face, 0)
            if count > held:
                raise IllegalMove(
                    FLIP_RULE,
                    Text("por.flip.not_held", {"player": name, "count": count, "tile": tile_text(face), "held": held}),
                )
        flip = self.flip
        for face, count in wanted.items():
            display[face] -= count
            other = flip[face]
            display[other] = display.get(other, 0) + count

    def unexpected(self, st: AuctionState, seat: int, move: Move) -> NoReturn:
        if st.tiles[seat].get(PRIEST, 0) and not self._has_two_sided(st.tiles[seat]):
            one_sided = next((t for t in move.tiles or () if t not in self.flip and t in rules.DISPLAY_TILES), None)
            if one_sided is not None:
                raise IllegalMove(
                    FLIP_RULE, Text("por.flip.single_sided", {"player": move.player, "tile": tile_text(one_sided)})
                )
            raise IllegalMove(FLIP_RULE, Text("por.flip.nothing", {"player": move.player}))
        if st.tiles[seat].get(PRIEST, 0):
            raise IllegalMove(FLIP_RULE, Text("por.flip.late", {"player": move.player}))
        raise IllegalMove(FLIP_RULE, Text("por.flip.no_priest", {"player": move.player}))

    def legal_optional_moves(self, st: AuctionState) -> list[Move]:
        """Every set of tiles he may flip: 1 up to one per priest, each tile of his display at most once."""
        k, kinds = self._flippable(st)
        name = st.names[st.offered.seat]
        return [Move(name, FLIP, tiles=c) for c in islice(multisets(kinds, range(1, k + 1)), MAX_CHOICES)]

    def _flippable(self, st: AuctionState) -> tuple[int, list[tuple[str, int]]]:
        k: int = st.offered.detail
        display = st.tiles[st.offered.seat]
        return k, [(face, min(display[face], k)) for face in sorted(display) if face in self.flip and display[face] > 0]

    def choices_left(self, st: AuctionState) -> int:
        if st.optional is None:
            return 0
        k, kinds = self._flippable(st)
        return max(0, count_multisets(kinds, range(1, k + 1)) - MAX_CHOICES)

    # -- P5: after scoring ---------------------------------------------------------------------

    def after_scoring(self, st: AuctionState, score: EpochScore) -> None:
        for display, counters, player in zip(st.tiles, st.counters, score.players):
            # a player with 3 or more priests returns one plague (the scoring did the same)
            if display.get(PRIEST, 0) >= rules.PRIESTS_TO_RETURN_PLAGUE and display.get(PLAGUE, 0) > 0:
                display[PLAGUE] -= 1
            counters[ANKHS] = counters.get(ANKHS, 0) + (player.extras or {}).get("ankhs_gained", 0)

    def snapshot(self, st: AuctionState) -> dict[str, Any]:
        flip = None
        if st.optional is not None:
            flip = {"player": st.names[st.offered.seat], "flips": st.offered.detail}
        return {"flip": flip, "ankhs": {name: st.counters[i].get(ANKHS, 0) for i, name in enumerate(st.names)}}


@lru_cache(maxsize=16)
def game(rulings: rules.Rulings = rules.RULINGS) -> AuctionGame:
    """Priests of Ra on the shared sun auction, with the given model rulings (P3, P4); built once each."""
    return AuctionGame(
        slug=rules.SLUG,
        players=rules.PLAYERS,
        supply=rulings.supply,
        sun_stacks=rules.SUN_STACKS,
        ra_track=rules.RA_TRACK,
        # displays a legal replay built are legal: no need to check them again
        score_epoch=partial(scoring.score_epoch, check=False, rulings=rulings),
        leave_after_epoch=rulings.leave_after_epoch,
        rules=RA_RULE_IDS,
        hooks=PriestsHooks(rulings),
        epochs=rules.EPOCHS,
        auction_track=rules.AUCTION_TRACK,
        faces=faces(rulings),
        namespace="por",
    )


PRIESTS = game()


def check_log(log: GameLog, rulings: rules.Rulings = rules.RULINGS) -> list[Problem]:
    """Every caller error in a Priests of Ra log (C2: HTTP 422), each with its JSON pointer parts."""
    return _check_log(game(rulings), log)


def replay(log: GameLog, rulings: rules.Rulings = rules.RULINGS, *, check: bool = True) -> Replay:
    """Replay a Priests of Ra log to its end or its first illegal move; raises InvalidInput on caller errors."""
    return _replay(game(rulings), log, check=check)


def new_game(players: Sequence[str], suns: dict[str, Sequence[int]]) -> AuctionState:
    """The position before the first move (a generator or an interactive referee pushes moves on it)."""
    return _new_game(PRIESTS, players, suns)
