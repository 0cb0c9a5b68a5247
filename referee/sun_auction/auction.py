"""The sun auction of Ra and Priests of Ra as one mutable state machine, replayed move by move.

What both games share lives here: seating and turns (players without face-up suns are skipped),
drawing from a bag that is never refilled, invoking Ra, the three kinds of auction, the sun swap,
the end of an epoch, the sun flip and who starts next, and the end of the game. A game plugs in
with an :class:`AuctionGame` (its numbers, its scoring function, what leaves after scoring) and a
:class:`Hooks` object (its own turn actions, what happens to tiles won, what a player then owes).

Speed matters (a batch job replays many games): one mutable :class:`AuctionState`, every move
validated before it changes anything, and no sentence built unless a move is illegal.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, NamedTuple, NoReturn, Sequence

from ..core.play import IllegalMove, MoveGroup, Violation, group_by_player, replay_moves
from ..core.problems import InvalidInput, PathPart, Problem
from ..core.seating import check_names
from ..core.text import Text
from .displays import EpochDisplays, PlayerDisplay
from .scoring import START_FAME, EpochScore, Standing
from .suns import MIDDLE_SUN, SunHand

# Phases of a position. A game names its own "owes a decision" phase (Ra: "discard").
TURN = "turn"
AUCTION = "auction"
GAME_OVER = "game_over"

# Kinds of auction (R9-R11, P1).
DRAWN = "drawn"  # a drawn Ra tile: everyone may pass, the tiles stay
INVOKED = "invoked"  # a voluntary invoke: if all others pass, the invoker must bid
FULL_TRACK = "full_track"  # invoked on a full auction track: everyone may pass, the tiles leave the game

CORE_ACTIONS = ("draw", "invoke", "bid", "pass")

# The checks whose ruling id a game must name in AuctionGame.rules.
RULE_KEYS = ("turn", "turn_after_auction", "epoch_start", "no_suns", "full_track", "bag", "bid", "invoker", "game_over")
# Ra's rulings for those checks (R8-R17). Priests of Ra names the same ones: P1 says its auction,
# turn order and epoch end are Ra's.
RA_RULE_IDS = {
    "turn": "R8",
    "no_suns": "R8",
    "turn_after_auction": "R15",
    "epoch_start": "R16",
    "game_over": "R16",
    "full_track": "R10",
    "bag": "R17",
    "bid": "R12",
    "invoker": "R11",
}


# The answers of one decision listed among the legal moves (a removal the disasters leave a choice
# in, a priest's flips): their number grows as a product of binomials (two earthquakes and two wars
# on a display rich in monuments and civilizations: over 20,000 removals), so a position lists the
# first MAX_CHOICES, in order, and counts the rest (MoveGroup.unlisted); each one left out is as legal.
MAX_CHOICES = 200


def multisets(kinds: Sequence[tuple[str, int]], sizes: range) -> Iterator[tuple[str, ...]]:
    """Every multiset of the kinds, each kind at most its count, of a size in `sizes`: kinds in the
    order given, lexicographic by how many of each (lazily: a caller takes the first few)."""

    def grow(i: int, taken: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
        if len(taken) in sizes and (i == len(kinds) or len(taken) == sizes.stop - 1):
            yield taken
            return
        if i == len(kinds):
            return
        kind, count = kinds[i]
        for j in range(min(count, sizes.stop - 1 - len(taken)), -1, -1):
            yield from grow(i + 1, taken + (kind,) * j)

    return grow(0, ())


def count_multisets(kinds: Sequence[tuple[str, int]], sizes: range) -> int:
    """How many `multisets(kinds, sizes)` there are, without listing them."""
    ways = [1] + [0] * (sizes.stop - 1)  # ways[n]: multisets of size n of the kinds seen so far
    for _, count in kinds:
        ways = [sum(ways[n - j] for j in range(min(count, n) + 1)) for n in range(len(ways))]
    return sum(ways[n] for n in sizes)


def tile_counts(tiles: Sequence[str]) -> dict[str, int]:
    """How many of each tile a list names: ["art", "art", "gold"] -> {"art": 2, "gold": 1}."""
    counts: dict[str, int] = {}
    for t in tiles:
        counts[t] = counts.get(t, 0) + 1
    return counts


# ---------------------------------------------------------------------------------------------
# Value types: the log, a violation, the outcome.


class Move(NamedTuple):
    """One recorded move. `tiles` is a god play's take (Ra) or a discard's tiles. A NamedTuple: a log
    has hundreds, and it is a third of a frozen dataclass's cost to build."""

    player: str
    action: str
    tile: str | None = None
    sun: int | None = None
    tiles: tuple[str, ...] = ()


@dataclass(frozen=True)
class GameLog:
    players: tuple[str, ...]  # seating order, clockwise (C1)
    suns: Mapping[str, tuple[int, ...]]  # the stack dealt to each player
    moves: tuple[Move, ...]


@dataclass(frozen=True)
class Replay:
    legal: bool
    finished: bool  # the last epoch was scored
    epochs: tuple[EpochScore, ...]  # every completed epoch, in order
    standings: tuple[Standing, ...]  # after the last completed epoch; () if none
    winner: str | None  # only when finished
    violation: Violation[Move] | None
    state: dict[str, Any] | None  # the position after the last move (illegal: before the violation)
    displays: tuple[EpochDisplays, ...] = ()  # what each completed epoch was scored on
    legal_moves: tuple[MoveGroup[Move], ...] = ()  # the moves that may follow there, by player


# ---------------------------------------------------------------------------------------------
# How a game plugs in.


class Hooks:
    """What a game adds to the shared auction. The defaults are a game with nothing extra:
    tiles won go straight into the display and nobody ever owes a decision."""

    turn_actions: tuple[str, ...] = ()  # extra turn actions (Ra: "god")
    pending_action: str | None = None  # the move that answers a decision owed (Ra: "discard")
    pending_phase: str = "pending"  # the phase name while one is owed (Ra: "discard")
    # An optional answer owed when the auction that spent the last sun closes comes before the epoch
    # is scored (Priests of Ra: flips change what scores); the epoch end waits for it (phase
    # `pending_phase`) until it is given or another move, or the end of the log, declines it.
    optional_before_scoring: bool = False

    def check_move(self, move: Move, path: tuple[PathPart, ...], tiles: frozenset[str]) -> list[Problem]:
        """Caller errors (C2) in a move of one of this game's own actions."""
        return []

    def turn_action(self, st: AuctionState, seat: int, move: Move) -> None:
        """Validate, then apply, one of `turn_actions` by the player to move (raise IllegalMove).
        Tiles it gives the player go through `st.receive`."""
        raise NotImplementedError

    def receive(self, st: AuctionState, seat: int, tiles: Sequence[str]) -> None:
        """Tiles won (at auction or otherwise): place them; may set what the winner then owes,
        `st.owe(seat, detail)` (a required answer) or `st.offer(seat, detail)` (an answer the log
        may give, or not)."""
        display = st.tiles[seat]
        for t in tiles:
            display[t] = display.get(t, 0) + 1

    def resolve(self, st: AuctionState, seat: int, move: Move) -> None:
        """Validate, then apply, the answer to `st.pending` (the core clears it afterwards)."""
        raise NotImplementedError

    def confirm(self, st: AuctionState, seat: int, move: Move) -> None:
        """Validate the optional answer to `st.optional`, then apply whatever it changes (Ra's stated
        removal changes nothing: it was applied on receipt). Raise IllegalMove before changing anything."""
        raise NotImplementedError

    def after_scoring(self, st: AuctionState, score: EpochScore) -> None:
        """An epoch was just scored; the tiles of `leave_after_epoch` are removed right after this
        (Priests of Ra: the plague 3 priests return, the ankhs gained)."""

    def unexpected(self, st: AuctionState, seat: int, move: Move) -> NoReturn:
        """A `pending_action` move when nothing is owed."""
        raise NotImplementedError

    def missing(self, st: AuctionState, seat: int, move: Move) -> NoReturn:
        """Another move while `st.pending` is owed."""
        raise NotImplementedError

    def legal_turn_moves(self, st: AuctionState, seat: int) -> list[Move]:
        return []

    def legal_pending_moves(self, st: AuctionState) -> list[Move]:
        return []

    def legal_optional_moves(self, st: AuctionState) -> list[Move]:
        return []

    def choices_left(self, st: AuctionState) -> int:
        """How many answers to the decision open (owed or offered) the legal moves leave out (MAX_CHOICES)."""
        return 0

    def snapshot(self, st: AuctionState) -> dict[str, Any]:
        """Extra keys of the position snapshot (Ra: "pending_discard")."""
        return {}


EpochScorer = Callable[..., EpochScore]  # (displays, fame before) -> the epoch's score


@dataclass(frozen=True)
class AuctionGame:
    """A game built on the sun auction, as data."""

    slug: str
    players: range  # allowed player counts
    supply: Mapping[str, int]  # the bag at the start, by bag type
    sun_stacks: Mapping[int, tuple[tuple[int, ...], ...]]
    ra_track: Mapping[int, int]  # the Ra tile that ends an epoch, per player count
    score_epoch: EpochScorer  # (displays, fame before) -> the epoch's score
    leave_after_epoch: tuple[str, ...]  # display tiles removed after scoring
    rules: Mapping[str, str]  # RULE_KEYS -> ruling id
    hooks: Hooks = field(default_factory=Hooks)
    epochs: int = 3
    auction_track: int = 8
    ra_tile: str = "ra"
    middle_sun: int = MIDDLE_SUN
    faces: Mapping[str, str] = field(default_factory=dict)  # a drawn face -> its bag type (P2); default itself
    messages: Mapping[str, str] = field(default_factory=dict)  # sentence id overrides, e.g. {"draw.full": ...}
    namespace: str = "ra"  # the game's sentence ids: "<namespace>.tiles.<tile>", "<namespace>.action.<action>"

    def __post_init__(self) -> None:
        missing = set(RULE_KEYS) - set(self.rules)
        if missing:  # every refusal of a shared check names a ruling: a game must say which
            raise ValueError(f"{self.slug}: no ruling id for the shared checks {sorted(missing)}")

    @property
    def tile_names(self) -> frozenset[str]:
        """Every tile name a log may use."""
        # A bag type drawn by its faces (a double-sided tile) is not itself a name a log may use.
        return frozenset(self.faces) | (frozenset(self.supply) - frozenset(self.faces.values()))

    def tile_text(self, tile: str) -> Text:
        """A tile's name (a bag type or a face)."""
        return Text(f"{self.namespace}.tiles.{tile}")

    def action_text(self, action: str) -> Text:
        """What a move does, as a verb phrase ("draw a tile"); the game names its own actions."""
        return Text(("auction" if action in CORE_ACTIONS else self.namespace) + ".action." + action)

    @property
    def actions(self) -> tuple[str, ...]:
        extra = (self.hooks.pending_action,) if self.hooks.pending_action else ()
        return CORE_ACTIONS + self.hooks.turn_actions + extra


# ---------------------------------------------------------------------------------------------
# The state machine.


@dataclass(slots=True)
class Auction:
    """The auction under way (R9-R12): who called it, what kind, who bids in which order, and the bids."""

    ra_player: int
    kind: str  # DRAWN, INVOKED or FULL_TRACK
    order: list[int]  # the bidders, from the left of the Ra player, ending with him
    pos: int = 0  # whose turn to bid or pass: order[pos]
    bids: list[tuple[int, int]] = field(default_factory=list)  # (seat, sun), in order
    passed: list[int] = field(default_factory=list)
    best: int = 0  # the highest bid so far
    best_seat: int = -1  # its bidder, -1 while nobody has bid


@dataclass(frozen=True)
class Decision:
    """What a player owes after receiving tiles (Ra's discard: `pending`) or may give with his next
    move (a forced removal stated, Priests of Ra's flips: `optional`). `detail` is the game's own."""

    seat: int
    detail: Any


class AuctionState:
    """A position. `push(move)` checks a move and applies it, or raises IllegalMove and leaves
    the position as it was. Seats are indexes into `names`."""

    def __init__(self, game: AuctionGame, players: Sequence[str], suns: Mapping[str, Sequence[int]]):
        n = len(players)
        self.game = game
        self.hooks = game.hooks
        self.names = tuple(players)
        self.n = n
        self.seat_of = {p: i for i, p in enumerate(players)}
        # C1: for each seat, the others clockwise starting on his left, and himself last.
        self.left = tuple(tuple((s + k) % n for k in range(1, n + 1)) for s in range(n))
        self.face_up: list[list[int]] = [sorted(suns[p], reverse=True) for p in players]
        self.face_down: list[list[int]] = [[] for _ in range(n)]
        self.tiles: list[dict[str, int]] = [{} for _ in range(n)]
        self.counters: list[dict[str, int]] = [{} for _ in range(n)]
        self.fame = [START_FAME] * n
        self.bag = dict(game.supply)  # R17: never refilled
        self.track: list[str] = []
        self.ra = 0
        self.ra_length = game.ra_track[n]
        self.middle = game.middle_sun
        self.epoch = 1
        self.phase = TURN
        self.to_move = -1
        self.why = "turn"  # the RULE_KEYS entry that makes `to_move` the one to move
        self.auction: Auction | None = None
        self.pending: Decision | None = None  # owed before play goes on (phase: the game's pending_phase)
        self.optional: Decision | None = None  # may be given with the next move, and only then
        self.epoch_end_held = False  # the epoch ends once `optional` is answered or declined
        self.resume_seat = -1  # after a decision: play goes on from this seat,
        self.resume_auction = False  # as after an auction (R15), or as after a turn (R8)
        self.scores: list[EpochScore] = []
        self.displays: list[EpochDisplays] = []
        self.last_ra_player = -1  # the Ra player of the last auction (R15's sentence)
        self._draws: dict[int, list[tuple[str, Move]]] = {}  # legal_moves: each seat's draw moves
        self._start_epoch()

    def copy(self) -> AuctionState:
        """An independent copy of this position (for search or for trying a move)."""
        other = object.__new__(AuctionState)
        # The game and its hooks are shared, and so are what never changes once made: the epochs scored (appended,
        # never changed) and each seat's draw moves (the table's); everything else is the position's own.
        shared: dict[int, Any] = {id(self.game): self.game, id(self.hooks): self.hooks, id(self._draws): self._draws}
        shared.update((id(done), done) for done in (*self.scores, *self.displays))
        other.__dict__ = copy.deepcopy(self.__dict__, shared)
        return other

    # -- queries -------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase == GAME_OVER

    def outcome(self) -> tuple[EpochScore, ...] | None:
        """The scored epochs once the game is over."""
        return tuple(self.scores) if self.phase == GAME_OVER else None

    def highest_sun_seat(self) -> int:
        return max(range(self.n), key=lambda s: max(self.face_up[s] + self.face_down[s], default=0))

    def next_with_suns(self, seat: int) -> int | None:
        """R8, R12, R15: the first player left of `seat` (ending with `seat` himself) who still has a
        face-up sun; None if nobody has."""
        face_up = self.face_up
        for s in self.left[seat]:
            if face_up[s]:
                return s
        return None

    def _illegal(self, rule_key: str, msg_key: str, params: dict[str, Any]) -> NoReturn:
        message = self.game.messages.get(msg_key, "auction." + msg_key)
        raise IllegalMove(self.game.rules[rule_key], Text(message, params))

    # -- decisions a game's hooks set -----------------------------------------------------------

    def owe(self, seat: int, detail: Any) -> None:
        """The player must answer (`hooks.pending_action`) before play goes on."""
        self.pending = Decision(seat, detail)

    def offer(self, seat: int, detail: Any) -> None:
        """The player may answer with his next move, and only then."""
        self.optional = Decision(seat, detail)

    @property
    def owed(self) -> Decision:
        """The decision owed (a hook asks only while one is)."""
        if self.pending is None:
            raise AssertionError("no decision is owed")
        return self.pending

    @property
    def offered(self) -> Decision:
        """The optional answer on offer (a hook asks only while one is)."""
        if self.optional is None:
            raise AssertionError("no answer is on offer")
        return self.optional

    # -- applying moves ------------------------------------------------------------------------

    def push(self, move: Move) -> None:
        """Check `move` in this position and apply it; raise IllegalMove (position unchanged)."""
        optional = self.optional
        if optional is not None:
            self._push_after_acquisition(move, optional)
            return
        # The turn and the auction are checked and applied right here (most moves of a game are one
        # of them); every refusal, with its sentence, is left to a method that runs only then.
        m = move
        phase = self.phase
        if phase == AUCTION:  # R12
            auction: Auction = self.auction  # type: ignore[assignment]  # the phase is AUCTION
            action = m.action
            seat = self.seat_of[m.player]
            if seat != self.to_move or (action != "bid" and action != "pass"):
                self._auction_refused(m, seat, auction)
            if action == "bid":
                sun: int = m.sun  # type: ignore[assignment]  # check_log: a bid has a sun
                if sun <= auction.best or sun not in self.face_up[seat]:
                    self._bid_refused(m, seat, auction)
                auction.bids.append((seat, sun))
                auction.best = sun
                auction.best_seat = seat
            elif seat == auction.ra_player and auction.best_seat < 0 and auction.kind == INVOKED:
                self._illegal(
                    "invoker", "pass.forced", {"player": m.player, "suns": ", ".join(map(str, self.face_up[seat]))}
                )
            else:
                auction.passed.append(seat)
            pos = auction.pos = auction.pos + 1
            order = auction.order
            if pos < len(order):
                self.to_move = order[pos]
            else:
                self._close_auction(auction)
        elif phase == TURN:  # R8-R10, R13 (a game's own turn actions)
            action = m.action
            seat = self.seat_of[m.player]
            game = self.game
            if seat != self.to_move or action == "bid" or action == "pass" or action == game.hooks.pending_action:
                self._turn_refused(m, seat)
            if action == "draw":
                track = self.track
                tile: str = m.tile  # type: ignore[assignment]  # check_log: a draw has a tile
                kind = game.faces.get(tile, tile) if game.faces else tile
                bag = self.bag
                left = bag.get(kind, 0)
                if len(track) >= game.auction_track or left <= 0:
                    self._draw_refused(m, kind)
                bag[kind] = left - 1
                if tile == game.ra_tile:
                    self.ra += 1
                    if self.ra >= self.ra_length:
                        # R9: the epoch ends at once: no auction, the auction track leaves the game.
                        self._end_epoch()
                    else:
                        self._start_auction(seat, DRAWN)
                else:
                    track.append(tile)
                    face_up = self.face_up  # R8: the next player on the left with a face-up sun
                    for s in self.left[seat]:
                        if face_up[s]:
                            self.to_move = s
                            break
                    self.why = "turn"
            elif action == "invoke":
                self._start_auction(seat, FULL_TRACK if len(self.track) >= self.game.auction_track else INVOKED)
            elif action in self.hooks.turn_actions:
                self.hooks.turn_action(self, seat, m)
                self.resume_seat = seat
                self.resume_auction = False
                if self.pending is not None:
                    self.phase = self.hooks.pending_phase
                    self.to_move = self.pending.seat
                else:
                    self._next_turn(seat, "turn")
            else:  # check_log lets no other action through
                raise AssertionError(f"unknown action {action!r}")
        elif phase == GAME_OVER:
            self._illegal(
                "game_over",
                "game_over",
                {"player": move.player, "epoch": self.epoch, "action": self.game.action_text(move.action)},
            )
        else:
            self._answer(move)

    def refused(self, move: Move) -> None:
        """`move` was refused: if it was not the optional answer owed, it declined it, so the position
        it was refused in is the one after that (the replay driver shows it)."""
        optional = self.optional
        if optional is not None and not self._answers(move, optional):
            self.settle()

    def finish(self) -> None:
        """The log ends here: an optional answer still owed was not given."""
        self.settle()

    def _answers(self, move: Move, decision: Decision) -> bool:
        return move.action == self.hooks.pending_action and move.player == self.names[decision.seat]

    def _push_after_acquisition(self, move: Move, optional: Decision) -> None:
        if self._answers(move, optional):
            # The optional answer to the last acquisition may come now, and only now.
            self.hooks.confirm(self, optional.seat, move)
            self.settle()
            return
        # Any other move declines the answer. Where the epoch's end waits for it, the end happens first:
        # the move is tried on a copy (rare: once an epoch at most), so a refused move changes nothing.
        if self.epoch_end_held:
            trial = self.copy()
            trial.settle()
            trial.push(move)
            self.__dict__ = trial.__dict__
            return
        self.optional = None
        try:
            self.push(move)
        except IllegalMove:
            self.optional = optional  # push changed nothing else
            raise

    def _turn_refused(self, m: Move, seat: int) -> NoReturn:
        action = m.action
        action_text = self.game.action_text(action)
        if action == "bid" or action == "pass":
            expected = self.names[self.to_move]
            self._illegal(
                "bid",
                "not_running" if m.player != expected else "not_running_own_turn",
                {"player": m.player, "action": action_text, "expected": expected},
            )
        if action == self.hooks.pending_action:
            self.hooks.unexpected(self, seat, m)
        expected = self.names[self.to_move]
        params: dict[str, Any] = {"player": m.player, "expected": expected, "action": action_text, "epoch": self.epoch}
        if not self.face_up[seat]:
            self._illegal("no_suns", "turn.no_suns", params)
        if self.why == "turn_after_auction":
            params["ra_player"] = self.names[self.last_ra_player]
            self._illegal("turn_after_auction", "turn.after_auction", params)
        if self.why == "epoch_start":
            params["sun"] = max(self.face_up[self.to_move])
            self._illegal("epoch_start", "turn.epoch_start", params)
        self._illegal("turn", "turn.wrong_player", params)

    def _draw_refused(self, m: Move, kind: str) -> NoReturn:
        if len(self.track) >= self.game.auction_track:
            self._illegal("full_track", "draw.full", {"player": m.player, "count": len(self.track)})
        self._illegal(
            "bag",
            "draw.exhausted",
            {"player": m.player, "tile": self.game.tile_text(kind), "supply": self.game.supply.get(kind, 0)},
        )

    def _start_auction(self, ra_seat: int, kind: str) -> None:
        face_up = self.face_up
        # R12: from the left of the Ra player, ending with him; players without face-up suns do not bid.
        order = [s for s in self.left[ra_seat] if face_up[s]]
        self.auction = Auction(ra_seat, kind, order)
        self.last_ra_player = ra_seat
        self.phase = AUCTION
        self.to_move = order[0]

    def _auction_refused(self, m: Move, seat: int, auction: Auction) -> NoReturn:
        action = m.action
        if action != "bid" and action != "pass":
            if action == self.hooks.pending_action:
                self.hooks.unexpected(self, seat, m)
            self._illegal(
                "bid",
                "running",
                {
                    "player": m.player,
                    "action": self.game.action_text(action),
                    "ra_player": self.names[auction.ra_player],
                    "expected": self.names[self.to_move],
                },
            )
        params: dict[str, Any] = {
            "player": m.player,
            "expected": self.names[self.to_move],
            "ra_player": self.names[auction.ra_player],
        }
        for bidder, sun in auction.bids:
            if bidder == seat:
                params["sun"] = sun
                self._illegal("bid", "bid.already_bid", params)
        if seat in auction.passed:
            self._illegal("bid", "bid.already_passed", params)
        if not self.face_up[seat]:
            self._illegal("bid", "bid.no_suns", params)
        self._illegal("bid", "bid.out_of_order", params)

    def _bid_refused(self, m: Move, seat: int, auction: Auction) -> NoReturn:
        face_up = self.face_up[seat]
        if m.sun not in face_up:
            self._illegal(
                "bid",
                "bid.not_held",
                {"player": m.player, "sun": m.sun, "count": len(face_up), "suns": ", ".join(map(str, face_up))},
            )
        self._illegal(
            "bid",
            "bid.too_low",
            {"player": m.player, "sun": m.sun, "best": auction.best, "bidder": self.names[auction.best_seat]},
        )

    def _close_auction(self, auction: Auction) -> None:
        ra_seat = auction.ra_player
        winner = auction.best_seat
        self.auction = None
        if winner >= 0:
            # R12: the winning sun goes face up to the middle, the middle sun face down to the winner.
            self.face_up[winner].remove(auction.best)
            self.face_down[winner].append(self.middle)
            self.middle = auction.best
            won = self.track[:]
            self.track.clear()
            self.resume_seat = ra_seat
            self.resume_auction = True
            self.hooks.receive(self, winner, won)
            if self.pending is not None:
                self.phase = self.hooks.pending_phase
                self.to_move = self.pending.seat
                return
        elif auction.kind == FULL_TRACK:
            self.track.clear()  # R10: all passed on a full track: the 8 tiles leave the game
        self._after_auction(ra_seat)

    def _after_auction(self, ra_seat: int) -> None:
        # R15: the next player on the left of the Ra player who has a face-up sun moves;
        # R16: if nobody has one, the auction just over spent the last sun and the epoch ends.
        seat = self.next_with_suns(ra_seat)
        if seat is not None:
            self.to_move = seat
            self.phase = TURN
            self.why = "turn_after_auction"
            return
        if self.optional is not None and self.hooks.optional_before_scoring:
            self.epoch_end_held = True
            self.phase = self.hooks.pending_phase
            self.to_move = self.optional.seat
            return
        self._end_epoch()

    def settle(self) -> None:
        """The optional answer owed is not given (another move comes, or the log ends): drop it,
        and end the epoch if its end was held for it."""
        self.optional = None
        if self.epoch_end_held:
            self.epoch_end_held = False
            self._end_epoch()

    @property
    def can_finish(self) -> bool:
        """The game is over, or will be over if the log ends here (without the optional answer)."""
        return self.phase == GAME_OVER or (self.epoch_end_held and self.epoch >= self.game.epochs)

    def receive(self, seat: int, tiles: Sequence[str]) -> None:
        """Give tiles to a player (auction won, or a game action such as Ra's gods)."""
        self.hooks.receive(self, seat, tiles)

    def _answer(self, m: Move) -> None:
        pending: Decision = self.pending  # type: ignore[assignment]  # the phase is the pending phase
        seat = self.seat_of[m.player]
        if m.action != self.hooks.pending_action or seat != pending.seat:
            self.hooks.missing(self, seat, m)
        self.hooks.resolve(self, seat, m)
        self.pending = None
        if self.resume_auction:
            self._after_auction(self.resume_seat)
        else:
            self._next_turn(self.resume_seat, "turn")

    def _next_turn(self, from_seat: int, why: str) -> None:
        # R8, R15: the next player on the left who still has a face-up sun.
        seat = self.next_with_suns(from_seat)
        if seat is not None:
            self.to_move = seat
        self.phase = TURN
        self.why = why

    def _start_epoch(self) -> None:
        # R16 (and the rulebook for the first epoch): the highest sun starts.
        self.to_move = self.highest_sun_seat()
        self.phase = TURN
        self.why = "epoch_start"
        self.last_ra_player = -1

    def epoch_displays(self) -> EpochDisplays:
        return EpochDisplays(
            self.epoch,
            tuple(
                PlayerDisplay(
                    self.names[i],
                    SunHand(tuple(self.face_up[i]), tuple(self.face_down[i])),
                    {t: c for t, c in self.tiles[i].items() if c},
                    self.fame[i],
                    dict(self.counters[i]),
                )
                for i in range(self.n)
            ),
            self.middle,
        )

    def _end_epoch(self) -> None:
        """R16: score, remove what leaves (R6), clear the Ra track, turn the suns face up."""
        displays = self.epoch_displays()
        score = self.game.score_epoch(displays, list(self.fame))
        self.displays.append(displays)
        self.scores.append(score)
        self.fame = [p.fame for p in score.players]
        self.hooks.after_scoring(self, score)
        for display in self.tiles:
            for t in self.game.leave_after_epoch:
                display.pop(t, None)
        for i in range(self.n):
            self.face_up[i] = sorted(self.face_up[i] + self.face_down[i], reverse=True)
            self.face_down[i] = []
        self.ra = 0
        self.track.clear()  # R9: a full Ra track discards the auction track
        self.last_ra_player = -1
        if self.epoch >= self.game.epochs:
            self.phase = GAME_OVER
            self.to_move = -1
        else:
            self.epoch += 1
            self._start_epoch()

    # -- legal moves ---------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every legal move in this position. A draw is one move per tile type left in the bag
        (per face for double-sided tiles)."""
        moves: list[Move] = []
        if self.optional is not None:
            moves += self.hooks.legal_optional_moves(self)
            if self.epoch_end_held:  # or any move of the position after the epoch end
                after = self.copy()
                after.settle()
                return moves + after.legal_moves()
        phase = self.phase
        if phase == GAME_OVER:
            return moves
        if phase == TURN:
            seat = self.to_move
            name = self.names[seat]
            if len(self.track) < self.game.auction_track:
                moves += [m for kind, m in self._draw_moves(seat) if self.bag[kind] > 0]
            moves.append(Move(name, "invoke"))
            moves += self.hooks.legal_turn_moves(self, seat)
        elif phase == AUCTION:
            auction: Auction = self.auction  # type: ignore[assignment]
            seat = self.to_move
            name = self.names[seat]
            if not (auction.kind == INVOKED and seat == auction.ra_player and auction.best_seat < 0):
                moves.append(Move(name, "pass"))
            moves += [Move(name, "bid", sun=s) for s in sorted(self.face_up[seat]) if s > auction.best]
        else:
            moves += self.hooks.legal_pending_moves(self)
        return moves

    def moves_by_player(self) -> list[MoveGroup[Move]]:
        """The legal moves by player, with the answers left out of a decision with very many counted."""
        groups = list(group_by_player(self.legal_moves()))
        left = self.hooks.choices_left(self) if (self.pending or self.optional) else 0
        if left:
            decider = self.names[(self.pending or self.optional).seat]  # type: ignore[union-attr]
            groups = [MoveGroup(g.player, g.moves, unlisted=left) if g.player == decider else g for g in groups]
        return groups

    def _draw_moves(self, seat: int) -> list[tuple[str, Move]]:
        """Every draw move of a seat, one per face of each bag type, with the bag type (built once)."""
        cache = self._draws
        if seat not in cache:
            faces_of: dict[str, list[str]] = {}
            for face, kind in self.game.faces.items():
                faces_of.setdefault(kind, []).append(face)
            name = self.names[seat]
            cache[seat] = [
                (kind, Move(name, "draw", tile=face)) for kind in self.bag for face in faces_of.get(kind, (kind,))
            ]
        return cache[seat]

    # -- the position as data ------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """The position as plain JSON-ready data."""
        names = self.names
        auction = None
        if self.auction is not None:
            a = self.auction
            auction = {
                "ra_player": names[a.ra_player],
                "kind": a.kind,
                "bids": [{"player": names[s], "sun": sun} for s, sun in a.bids],
                "passed": [names[s] for s in a.passed],
            }
        d: dict[str, Any] = {
            "epoch": self.epoch,
            "phase": self.phase,
            "to_move": names[self.to_move] if self.to_move >= 0 else None,
            "ra_track": self.ra,
            "ra_track_length": self.ra_length,
            "auction_track": list(self.track),
            "middle_sun": self.middle,
            "auction": auction,
        }
        d.update(self.hooks.snapshot(self))
        d["players"] = [
            {
                "name": names[i],
                "fame": self.fame[i],
                "suns": {
                    "face_up": sorted(self.face_up[i], reverse=True),
                    "face_down": sorted(self.face_down[i], reverse=True),
                },
                "tiles": {t: c for t, c in self.tiles[i].items() if c},
            }
            for i in range(self.n)
        ]
        d["bag"] = dict(self.bag)
        return d


# ---------------------------------------------------------------------------------------------
# Caller errors (C2) and the replay.


def check_log(game: AuctionGame, log: GameLog) -> list[Problem]:
    """Every caller error in a log (HTTP 422): the table, the suns dealt, each move's fields."""
    names = list(log.players)
    count = len(names)
    problems = check_names(names, game.players, key=None)
    seen = set(names)
    for name in names:
        if name.strip() and name not in log.suns:
            problems.append(Problem(("suns",), Text("auction.log.suns.missing", {"name": name})))
    stacks = game.sun_stacks.get(count)
    dealt: set[tuple[int, ...]] = set()
    for name, suns in log.suns.items():
        if name not in seen:
            problems.append(Problem(("suns", name), Text("auction.log.suns.not_a_player", {"name": name})))
            continue
        if stacks is None:
            continue  # the player count is already reported
        stack = tuple(sorted(suns, reverse=True))
        if stack not in stacks:
            problems.append(
                Problem(
                    ("suns", name),
                    Text(
                        "auction.log.suns.not_a_stack",
                        {"suns": _dashed(suns), "players": count, "stacks": " / ".join(_dashed(s) for s in stacks)},
                    ),
                )
            )
        elif stack in dealt:
            problems.append(Problem(("suns", name), Text("auction.log.suns.twice", {"suns": _dashed(stack)})))
        dealt.add(stack)
    tiles = game.tile_names
    actions = game.actions
    for i, m in enumerate(log.moves):
        action = m.action
        if m.player in seen:  # the common well-formed moves pass on the spot
            if action == "draw":
                if m.tile in tiles:
                    continue
            elif action == "bid":
                if m.sun is not None:
                    continue
            elif action == "pass" or action == "invoke":
                continue
        problems += _move_problems(game, m, ("moves", i), seen, tiles, actions)
    return problems


def _move_problems(
    game: AuctionGame,
    m: Move,
    path: tuple[PathPart, ...],
    players: set[str],
    tiles: frozenset[str],
    actions: tuple[str, ...],
) -> list[Problem]:
    problems = []
    if m.player not in players:
        problems.append(Problem(path + ("player",), Text("auction.log.move.unknown_player", {"name": m.player})))
    if m.action not in actions:
        problems.append(
            Problem(
                path + ("action",),
                Text("auction.log.move.unknown_action", {"action": m.action, "actions": ", ".join(actions)}),
            )
        )
    elif m.action == "draw":
        if m.tile is None:
            problems.append(
                Problem(path + ("tile",), Text("auction.log.move.needs", {"action": m.action, "field": "tile"}))
            )
        elif m.tile not in tiles:
            problems.append(Problem(path + ("tile",), Text("auction.log.move.unknown_tile", {"tile": m.tile})))
    elif m.action == "bid":
        if m.sun is None:
            problems.append(
                Problem(path + ("sun",), Text("auction.log.move.needs", {"action": m.action, "field": "sun"}))
            )
    elif m.action not in CORE_ACTIONS:
        problems += game.hooks.check_move(m, path, tiles)
    return problems


def _dashed(suns: Sequence[int]) -> str:
    return "-".join(map(str, suns))


def new_game(game: AuctionGame, players: Sequence[str], suns: Mapping[str, Sequence[int]]) -> AuctionState:
    """The position before the first move. The table is assumed checked (check_log)."""
    return AuctionState(game, players, suns)


def replay(game: AuctionGame, log: GameLog, *, check: bool = True) -> Replay:
    """Replay a log to its end or its first illegal move (C2). Raises InvalidInput on caller errors,
    unless `check=False` (the caller ran `check_log` already, as the HTTP schema does)."""
    problems = check_log(game, log) if check else None
    if problems:
        raise InvalidInput(problems)
    st = AuctionState(game, log.players, log.suns)
    verdict = replay_moves(st, log.moves)
    scores = tuple(st.scores)
    return Replay(
        legal=verdict.legal,
        finished=verdict.finished,
        epochs=scores,
        standings=scores[-1].standings if scores else (),
        winner=scores[-1].winner if verdict.finished else None,
        violation=verdict.violation,
        state=verdict.state,
        displays=tuple(st.displays),
        legal_moves=verdict.legal_moves,
    )


# ---------------------------------------------------------------------------------------------
# Sentences: every count agrees with its noun in both languages, and a player is named, never "he".


MESSAGES = {
    "en": {
        "auction.action.draw": "draw a tile",
        "auction.action.invoke": "invoke Ra",
        "auction.action.bid": "bid",
        "auction.action.pass": "pass",
        "auction.game_over": "The game ended with epoch {epoch}; {player} cannot {action} any more.",
        "auction.turn.wrong_player": "It is {expected}'s turn, not {player}'s: {player} cannot {action}.",
        "auction.turn.after_auction": "After the auction of {ra_player}, the first player with a face-up sun "
        "left of {ra_player} moves: {expected}, not {player}.",
        "auction.turn.epoch_start": "{expected} holds the highest sun ({sun}) and starts epoch {epoch}, not {player}.",
        "auction.turn.no_suns": "{player} has no face-up sun left and is skipped for the rest of epoch {epoch}; "
        "it is {expected}'s turn.",
        "auction.draw.full": "{player} cannot draw: the auction track already holds {count:# tile|# tiles}; "
        "{player} must invoke Ra.",
        "auction.draw.exhausted": "{player} draws {tile}, but {supply:the only|all #} {tile} {supply:tile has|tiles have} "
        "already been drawn and the bag is never refilled.",
        "auction.not_running": "{player} cannot {action}: no auction is running; it is {expected}'s turn.",
        "auction.not_running_own_turn": "{player} cannot {action}: no auction is running.",
        "auction.running": "{player} cannot {action}: the auction of {ra_player} is running and it is "
        "{expected}'s turn to bid or pass.",
        "auction.bid.already_bid": "{player} already bid sun {sun} in this auction and has only one chance; "
        "it is {expected}'s turn to bid or pass.",
        "auction.bid.already_passed": "{player} already passed in this auction and has only one chance; "
        "it is {expected}'s turn to bid or pass.",
        "auction.bid.no_suns": "{player} has no face-up sun and cannot bid; it is {expected}'s turn to bid or pass.",
        "auction.bid.out_of_order": "{player} cannot bid yet: bidding goes clockwise from the left of {ra_player}, "
        "and it is {expected}'s turn to bid or pass.",
        "auction.bid.not_held": "{player} bid sun {sun}, but the {count:sun|suns} {player} holds face up "
        "{count:is|are} {suns}.",
        "auction.bid.too_low": "{player} bid sun {sun}, but the highest bid is already {best} ({bidder}).",
        "auction.pass.forced": "{player} invoked Ra and everyone else passed, so {player} must bid a face-up sun "
        "({suns}) and cannot pass.",
        "auction.log.suns.missing": "No suns are dealt to {name}.",
        "auction.log.suns.not_a_player": "{name} is not one of the players.",
        "auction.log.suns.not_a_stack": "{suns} is not a sun stack for {players:# player|# players}; the stacks are "
        "{stacks}.",
        "auction.log.suns.twice": "The stack {suns} is dealt twice; each stack goes to one player.",
        "auction.log.move.unknown_player": "{name} is not one of the players.",
        "auction.log.move.unknown_action": "Unknown action {action}; the actions are {actions}.",
        "auction.log.move.needs": "A {action} move needs its {field}.",
        "auction.log.move.unknown_tile": "Unknown tile {tile}.",
    },
    "nl": {
        "auction.action.draw": "een kaartje omdraaien",
        "auction.action.invoke": "Ra aanroepen",
        "auction.action.bid": "bieden",
        "auction.action.pass": "passen",
        "auction.game_over": "Het spel is afgelopen na tijdperk {epoch}; {action} kan {player} niet meer.",
        "auction.turn.wrong_player": "{expected} is aan de beurt, niet {player}: {action} kan {player} nu niet.",
        "auction.turn.after_auction": "Na de veiling van {ra_player} is de eerste speler links van {ra_player} "
        "met een zichtbare zon aan de beurt: {expected}, niet {player}.",
        "auction.turn.epoch_start": "{expected} heeft de hoogste zon ({sun}) en begint tijdperk {epoch}, "
        "niet {player}.",
        "auction.turn.no_suns": "{player} heeft geen zichtbare zon meer en wordt de rest van tijdperk {epoch} "
        "overgeslagen; {expected} is aan de beurt.",
        "auction.draw.full": "{player} mag geen kaartje omdraaien: de speel-rij ligt al vol met "
        "{count:# kaartje|# kaartjes}; {player} moet Ra aanroepen.",
        "auction.draw.exhausted": "{player} draait {tile} om, maar {supply:het enige kaartje|alle # kaartjes} {tile} "
        "{supply:is|zijn} al omgedraaid en er komen er nooit bij.",
        "auction.not_running": "{player} kan niet {action}: er loopt geen veiling; {expected} is aan de beurt.",
        "auction.not_running_own_turn": "{player} kan niet {action}: er loopt geen veiling.",
        "auction.running": "{action!c} kan {player} nu niet: de veiling van {ra_player} loopt en {expected} moet "
        "bieden of passen.",
        "auction.bid.already_bid": "{player} heeft in deze veiling al zon {sun} geboden en krijgt maar één kans; "
        "{expected} moet bieden of passen.",
        "auction.bid.already_passed": "{player} heeft in deze veiling al gepast en krijgt maar één kans; "
        "{expected} moet bieden of passen.",
        "auction.bid.no_suns": "{player} heeft geen zichtbare zon en kan niet bieden; {expected} moet bieden of "
        "passen.",
        "auction.bid.out_of_order": "{player} mag nog niet bieden: er wordt met de klok mee geboden vanaf links van "
        "{ra_player}, en {expected} moet nu bieden of passen.",
        "auction.bid.not_held": "{player} biedt zon {sun}, maar de zichtbare {count:zon|zonnen} van {player} "
        "{count:is|zijn} {suns}.",
        "auction.bid.too_low": "{player} biedt zon {sun}, maar het hoogste bod is al {best} ({bidder}).",
        "auction.pass.forced": "{player} heeft Ra aangeroepen en alle anderen hebben gepast, dus moet {player} "
        "een zichtbare zon bieden ({suns}); passen mag niet.",
        "auction.log.suns.missing": "{name} heeft geen zonnen gekregen.",
        "auction.log.suns.not_a_player": "{name} is geen van de spelers.",
        "auction.log.suns.not_a_stack": "{suns} is geen stapel zonnen voor {players:# speler|# spelers}; de stapels "
        "zijn {stacks}.",
        "auction.log.suns.twice": "De stapel {suns} is twee keer uitgedeeld; elke stapel gaat naar één speler.",
        "auction.log.move.unknown_player": "{name} is geen van de spelers.",
        "auction.log.move.unknown_action": "Onbekende actie {action}; de acties zijn {actions}.",
        "auction.log.move.needs": "Een {action}-zet heeft het veld {field} nodig.",
        "auction.log.move.unknown_tile": "Onbekend kaartje {tile}.",
    },
}
