"""What the engine-level replay tests of the sun-auction games (Ra, Priests of Ra) share.

Each game's test file (tests/engine/test_ra_replay_engine.py, tests/engine/test_priests_replay_engine.py) keeps
what is its own: its hand-written logs, its `Reference` subclass (what an auction's winner gets and
owes, what scores, what leaves), its candidate moves and its own mutations. This module holds the
rest, parameterised by the game (`ReplayGame`: its `replay`, `new_game`, generator, player counts
and `Reference`):

- writing short logs by hand: `parse_move`, `log_of`, `position`, `assert_illegal`, `ra_rounds`;
- `Reference`: the auction bookkeeping of an independent, validation-free reading of a legal log
  (suns, bag, tracks, auctions, both epoch ends, the displays handed to the game's scorer), as
  Priests of Ra adopts it from Ra (P1); it is written apart from the engine, not from it;
- generated games (tests/auction_games.py): they replay legal and finished and score like the
  game's display scorer on the Reference's displays; `legal_moves` is exactly what `push` accepts;
  mutated games are illegal exactly where mutated (`Mutations`: the cases both games share, the
  game adding its own in between); the fast replay and move-by-move push agree.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping, Sequence

import pytest

from auction_games import log_from_json
from referee.sun_auction.auction import AuctionState, GameLog, IllegalMove, Move, Replay
from referee.sun_auction.displays import EpochDisplays, PlayerDisplay
from referee.sun_auction.scoring import EpochScore
from referee.sun_auction.suns import SunHand

Case = tuple[str, GameLog, int, "str | None"]  # (name, mutated log, index where it must fail, rule)


@dataclass(frozen=True)
class ReplayGame:
    """One sun-auction game as its replay tests see it."""

    replay: Callable[[GameLog], Replay]
    new_game: Callable[..., AuctionState]
    random_game: Callable[[int, int], dict[str, Any]]  # (seed, players) -> a legal game in the JSON notation
    reference: type[Reference]
    counts: tuple[int, ...]  # the player counts games are generated for


# ---------------------------------------------------------------------------------------------
# Hand-written logs.


def parse_move(line: str) -> Move:
    """'Anne draw pharaoh' | 'Bert bid 9' | 'Carl pass' | 'Anne invoke' | 'Anne god gold art' |
    'Bert discard art' | 'Anne flip farmer market'"""
    player, action, *rest = line.split()
    if action == "draw":
        return Move(player, action, tile=rest[0])
    if action == "bid":
        return Move(player, action, sun=int(rest[0]))
    return Move(player, action, tiles=tuple(rest))


def log_of(lines: list[str] | str, players: tuple[str, ...], suns: Mapping[str, tuple[int, ...]]) -> GameLog:
    """A log from moves one a line (or `;`-separated)."""
    if isinstance(lines, str):
        lines = [x.strip() for x in lines.replace(";", "\n").splitlines() if x.strip()]
    return GameLog(players, suns, tuple(parse_move(x) for x in lines))


def position(new_game: Callable[..., AuctionState], log: GameLog) -> dict[str, Any]:
    """The position after the log's moves, pushed one by one."""
    st = new_game(log.players, log.suns)
    for m in log.moves:
        st.push(m)
    return st.snapshot()


def assert_illegal(result: Replay, index: int, rule: str, *words: str) -> str:
    assert not result.legal, "expected an illegal log"
    assert result.violation is not None and result.state is not None
    reason = result.violation.reason.render("en")
    assert (result.violation.index, result.violation.rule) == (index, rule), reason
    for w in words:
        assert w in reason, (w, reason)
    assert result.violation.reason.render("nl") != reason  # a Dutch sentence exists
    return reason


def ra_rounds(first: str, count: int, players: tuple[str, ...]) -> list[str]:
    """`count` drawn Ra tiles in turn from `first`, everyone passing each auction (everyone holds suns)."""
    lines = []
    n = len(players)
    i = players.index(first)
    for _ in range(count):
        lines.append(f"{players[i]} draw ra")
        lines += [f"{players[(i + k) % n]} pass" for k in range(1, n + 1)]
        i = (i + 1) % n
    return lines


# ---------------------------------------------------------------------------------------------
# An independent reading of a legal log (no validation): the auctions and the epochs.


class Reference:
    """Follows a log it trusts to be legal, written apart from the engine from the rulebooks'
    words: suns, the bag, the Ra and auction tracks, auctions, both epoch ends (one held while the
    winner of the auction that spent the last sun may still answer it), the displays each epoch
    ends with and their scoring; also the positions before each move, to mutate.

    A game's subclass says what an auction's winner gets (`won`) and may or must answer
    (`owed`, settled by `settle`), what the scorer is given (`score`) and what leaves a display
    after scoring (`leave`), and adds to what `look` shows."""

    # What every game's generated games must exercise, as counted in `stats` (the game adds its own).
    EXERCISED = (
        "epoch_end_ra_track",
        "epoch_end_suns",
        "all_passed_drawn",
        "all_passed_full",
        "auction_won_full",
        "auction_won_invoked",
        "auction_won_drawn",
        "won_middle_sun_alone",
        "someone_skipped",
    )

    answer = ""  # the move that answers what is owed (a discard, a flip)
    physical: Mapping[str, str] = {}  # the bag counts a face as its physical tile

    def __init__(self, log: GameLog, rules: Any):
        self.log = log
        self.rules = rules
        self.players = list(log.players)
        self.n = len(self.players)
        self.up = {p: list(log.suns[p]) for p in self.players}
        self.down: dict[str, list[int]] = {p: [] for p in self.players}
        self.tiles = {p: Counter() for p in self.players}
        self.fame = {p: 10 for p in self.players}
        self.bag = Counter(rules.SUPPLY)
        self.track: list[str] = []
        self.ra = 0
        self.middle = 1
        self.epoch = 1
        self.auction: dict[str, Any] | None = None
        self.owed: tuple[str, Any] | None = None  # (player, what he owes or may answer) after an acquisition
        self.end_owed = False  # the epoch ends once `owed` is settled
        self.displays: list[EpochDisplays] = []
        self.scores: list[EpochScore] = []
        self.before: list[dict[str, Any]] = []
        self.stats: Counter = Counter()

    # -- what the game adds ----------------------------------------------------------------------

    def settle(self, m: Move | None) -> None:
        """Settle `owed`: by the answer `m`, or without one (the log went on); then `settled()`."""
        raise NotImplementedError

    def won(self, winner: str, tiles: list[str], next_index: int) -> None:
        """The winner of an auction takes the track's tiles (the next move has index `next_index`)."""
        raise NotImplementedError

    def score(self, displays: EpochDisplays, fames: list[int]) -> EpochScore:
        raise NotImplementedError

    def leave(self, player: str, score: Any) -> None:
        """After the scoring: what leaves (or changes in) the player's display."""
        raise NotImplementedError

    # -- the shared reading ----------------------------------------------------------------------

    def run(self, record: bool = False) -> Reference:
        for k, m in enumerate(self.log.moves):
            if self.owed and not (m.action == self.answer and m.player == self.owed[0]):
                self.settle(None)
            if record:
                self.before.append(self.look())
            self.step(m, k)
        if self.owed:
            self.settle(None)
        return self

    def look(self) -> dict[str, Any]:
        a = self.auction
        return {
            "up": {p: tuple(s) for p, s in self.up.items()},
            "track": tuple(self.track),
            "bag": dict(self.bag),
            "auction": None
            if a is None
            else {"kind": a["kind"], "ra": a["ra"], "best": a["best"], "bids": len(a["bids"]), "acted": a["acted"]},
            "epoch": self.epoch,
            "over": self.epoch > self.rules.EPOCHS,
        }

    def step(self, m: Move, k: int) -> None:
        if m.action == self.answer:
            self.settle(m)
        elif m.action == "draw":
            self.bag[self.physical.get(m.tile, m.tile)] -= 1
            if m.tile != "ra":
                self.track.append(m.tile)
                return
            self.ra += 1
            if self.ra == self.rules.RA_TRACK[self.n]:
                self.stats["epoch_end_ra_track"] += 1
                self.end_epoch()
            else:
                self.open_auction(m.player, "drawn")
        elif m.action == "invoke":
            self.open_auction(m.player, "full" if len(self.track) == 8 else "invoked")
        elif m.action in ("bid", "pass"):
            a = self.auction
            a["acted"] += 1
            if m.action == "bid":
                a["bids"].append((m.player, m.sun))
                a["best"] = m.sun
            if a["acted"] == a["bidders"]:
                self.close_auction(k + 1)

    def open_auction(self, ra: str, kind: str) -> None:
        bidders = sum(1 for p in self.players if self.up[p])
        self.auction = {"kind": kind, "ra": ra, "bids": [], "best": 0, "acted": 0, "bidders": bidders}

    def close_auction(self, next_index: int) -> None:
        a, self.auction = self.auction, None
        if a["bids"]:
            winner, sun = a["bids"][-1]
            self.up[winner].remove(sun)
            self.down[winner].append(self.middle)
            self.middle = sun
            won, self.track = self.track, []
            self.stats["auction_won_" + a["kind"]] += 1
            if not won:
                self.stats["won_middle_sun_alone"] += 1
            self.won(winner, won, next_index)
        else:
            self.stats["all_passed_" + a["kind"]] += 1
            if a["kind"] == "full":
                self.track = []
        if not any(self.up.values()):
            self.stats["epoch_end_suns"] += 1
            if self.owed:
                self.end_owed = True
            else:
                self.end_epoch()
        elif sum(1 for p in self.players if self.up[p]) < self.n:
            self.stats["someone_skipped"] += 1

    def settled(self) -> None:
        """Nothing is owed any more: an epoch end held for it comes now."""
        self.owed = None
        if self.end_owed:
            self.end_owed = False
            self.end_epoch()

    def end_epoch(self) -> None:
        self.track = []
        displays = EpochDisplays(
            self.epoch,
            tuple(
                PlayerDisplay(
                    p,
                    SunHand(tuple(self.up[p]), tuple(self.down[p])),
                    {t: c for t, c in self.tiles[p].items() if c > 0},
                    self.fame[p],
                )
                for p in self.players
            ),
            self.middle,
        )
        score = self.score(displays, [self.fame[p] for p in self.players])
        self.displays.append(displays)
        self.scores.append(score)
        for p, s in zip(self.players, score.players):
            assert s.name == p
            self.fame[p] = s.fame
            self.leave(p, s)
            self.up[p] = self.up[p] + self.down[p]
            self.down[p] = []
        self.ra = 0
        self.epoch += 1


def normalized(d: EpochDisplays) -> tuple:
    """A display without its counters (Priests of Ra's engine carries the ankhs there; its
    Reference passes them to the scorer)."""
    return (
        d.epoch,
        d.middle_sun,
        tuple(
            (p.name, tuple(sorted(p.suns.face_up)), tuple(sorted(p.suns.face_down)), dict(p.tiles), p.fame)
            for p in d.players
        ),
    )


# ---------------------------------------------------------------------------------------------
# Generated games.


def generated_games(game: ReplayGame, per_count: int) -> dict[int, list[GameLog]]:
    return {n: [log_from_json(game.random_game(seed, n)) for seed in range(per_count)] for n in game.counts}


def check_generated_games(game: ReplayGame, logs: Iterable[GameLog], exercised: Sequence[str]) -> None:
    """Each game replays legal and finished, with the displays the Reference reads, the epochs
    the game's scorer gives on them and its winner; together they exercise every stat of
    `Reference.EXERCISED` and the game's own `exercised`."""
    stats: Counter = Counter()
    for log in logs:
        result = game.replay(log)
        assert result.legal and result.finished, result.violation
        ref = game.reference(log).run()
        assert [normalized(d) for d in result.displays] == [normalized(d) for d in ref.displays]
        assert result.epochs == tuple(ref.scores)
        assert result.winner == ref.scores[-1].standings[0].name
        stats.update(ref.stats)
    # The games must really exercise what they are meant to prove.
    for key in Reference.EXERCISED + tuple(exercised):
        assert stats[key] > 0, (key, stats)


def check_reproducible(game: ReplayGame) -> None:
    assert game.random_game(7, 4) == game.random_game(7, 4)
    assert game.random_game(7, 4) != game.random_game(8, 4)


def unordered(m: Move) -> Move:
    """A god's take, a discard and a flip are multisets: the order they are written in does not matter."""
    return Move(m.player, m.action, m.tile, m.sun, tuple(sorted(m.tiles)))


def candidate_moves(
    st: AuctionState, tiles: Sequence[str], own: Callable[[AuctionState, str], list[Move]]
) -> list[Move]:
    """A wide net of moves to try in a position: for every player every draw of `tiles`, invoking,
    passing, every bid and the game's `own` moves for him; then the legal moves."""
    out = []
    for p in st.names:
        out += [Move(p, "draw", tile=t) for t in tiles]
        out += [Move(p, "invoke"), Move(p, "pass")]
        out += [Move(p, "bid", sun=s) for s in range(1, 17)]
        out += own(st, p)
    return out + st.legal_moves()


def check_legal_moves(
    game: ReplayGame,
    tiles: Sequence[str],
    own: Callable[[AuctionState, str], list[Move]],
    *,
    seeds: int,
    every: int,
    always: tuple[str, ...],
    ended: Callable[[AuctionState], bool],
) -> None:
    """On sampled positions of generated games (seed s for `counts[s % len(counts)]` players; every
    `every`th position, the last, each before an `always` move or with an optional answer owed): every
    offered move is accepted, every other candidate (`candidate_moves` with `tiles` and `own`) is
    refused, and a refused move leaves the position unchanged; each game ends `ended`."""
    checked = 0
    for seed in range(seeds):
        log = log_from_json(game.random_game(seed, game.counts[seed % len(game.counts)]))
        st = game.new_game(log.players, log.suns)
        for k, m in enumerate(log.moves + (None,)):
            if k % every == 0 or m is None or m.action in always or st.optional is not None:
                legal = {unordered(x) for x in st.legal_moves()}
                assert m is None or unordered(m) in legal
                before = st.snapshot()
                for candidate in candidate_moves(st, tiles, own):
                    if unordered(candidate) in legal:
                        trial = st.copy()
                        trial.push(candidate)
                        assert st.snapshot() == before  # the copy is independent
                    else:
                        with pytest.raises(IllegalMove):
                            st.push(candidate)
                        assert st.snapshot() == before
                    checked += 1
                assert st.snapshot() == before
            if m is not None:
                st.push(m)
        assert ended(st)
    assert checked > 10000


# ---------------------------------------------------------------------------------------------
# Mutations: each must be illegal at the mutated index, by construction.


def mutated(log: GameLog, moves: list[Move]) -> GameLog:
    assert tuple(moves) != log.moves  # the mutation really changed something
    return GameLog(log.players, log.suns, tuple(moves))


def expect_illegal(game: ReplayGame, log: GameLog, index: int, rule: str | None = None) -> None:
    result = game.replay(log)
    assert not result.legal, ("mutation stayed legal", index)
    v = result.violation
    assert v.index == index, (v.index, index, v.rule, v.reason.render())
    if rule is not None:
        assert v.rule == rule, (v.rule, rule, v.reason.render())
    assert v.reason.render("en") and v.reason.render("nl")


class Mutations:
    """The mutation cases of one generated game, collected in `cases`: the auction rules' cases
    both games share (the methods below) and the game's own (`add`, with `pick` and `replaced`),
    called in the game's order (the order draws from `rng`)."""

    SHARED = (
        "bid_not_held",
        "bid_too_low",
        "wrong_player",
        "drop",
        "swap",
        "exhausted_draw",
        "draw_on_full_track",
        "forced_invoker_passes",
        "after_game_over",
    )

    def __init__(self, log: GameLog, ref: Reference, rng: random.Random):
        self.log = log
        self.moves = list(log.moves)
        self.before = ref.before
        self.players = list(log.players)
        self.rng = rng
        self.answer = ref.answer
        self.cases: list[Case] = []

    def pick(self, items: list[Any]) -> Any:
        return self.rng.choice(items) if items else None

    def replaced(self, i: int, m: Move) -> GameLog:
        new = list(self.moves)
        new[i] = m
        return mutated(self.log, new)

    def add(self, name: str, bad: GameLog, index: int, rule: str | None) -> None:
        self.cases.append((name, bad, index, rule))

    def bids(self) -> None:
        moves, before = self.moves, self.before
        # A bid with a sun the bidder does not hold face up (R12).
        i = self.pick([k for k, m in enumerate(moves) if m.action == "bid"])
        if i is not None:
            held = before[i]["up"][moves[i].player]
            sun = self.rng.choice([s for s in range(1, 17) if s not in held])
            self.add("bid_not_held", self.replaced(i, Move(moves[i].player, "bid", sun=sun)), i, "R12")
        # A bid not higher than the highest bid so far (R12), with a sun he does hold.
        spot = self.pick(
            [
                (k, s)
                for k, m in enumerate(moves)
                if m.action in ("bid", "pass") and before[k]["auction"]
                for s in before[k]["up"][m.player]
                if s < before[k]["auction"]["best"]
            ]
        )
        if spot:
            i, s = spot
            self.add("bid_too_low", self.replaced(i, Move(moves[i].player, "bid", sun=s)), i, "R12")

    def order(self) -> None:
        moves, log = self.moves, self.log
        # A move by another player (any ruling). At every position exactly one player may act; the
        # one exception is the optional answer to an acquisition (Ra's stated forced removal, a
        # discard; Priests of Ra's flips), so any other move by a different player is illegal there.
        i = self.pick([k for k, m in enumerate(moves) if m.action != self.answer])
        if i is not None:
            other = self.rng.choice([p for p in self.players if p != moves[i].player])
            self.add(
                "wrong_player",
                self.replaced(i, Move(other, moves[i].action, moves[i].tile, moves[i].sun, moves[i].tiles)),
                i,
                None,
            )
        # Dropping a move / swapping two adjacent moves of different players (neither an answer):
        # the same argument, the move now at index i is by a player who is not the one to act there.
        pairs = [
            k
            for k in range(len(moves) - 1)
            if moves[k].player != moves[k + 1].player and self.answer not in (moves[k].action, moves[k + 1].action)
        ]
        i = self.pick(pairs)
        if i is not None:
            self.add("drop", mutated(log, moves[:i] + moves[i + 1 :]), i, None)
        i = self.pick(pairs)
        if i is not None:
            new = list(moves)
            new[i], new[i + 1] = new[i + 1], new[i]
            self.add("swap", mutated(log, new), i, None)

    def exhausted_draw(self) -> None:
        # A draw of a face whose (physical) tile the bag no longer holds (R17).
        spot = self.pick(
            [
                (k, face)
                for k, m in enumerate(self.moves)
                if m.action == "draw"
                for kind, c in self.before[k]["bag"].items()
                if c == 0
                for face in kind.split("+")
            ]
        )
        if spot:
            i, face = spot
            self.add("exhausted_draw", self.replaced(i, Move(self.moves[i].player, "draw", tile=face)), i, "R17")

    def draw_on_full_track(self, turns: list[int]) -> None:
        # A draw on a full auction track (R10), of a face still in the bag, at one of the turns.
        i = self.pick([k for k in turns if len(self.before[k]["track"]) == 8])
        if i is not None:
            kind = self.rng.choice([t for t, c in self.before[i]["bag"].items() if c > 0])
            self.add(
                "draw_on_full_track",
                self.replaced(i, Move(self.moves[i].player, "draw", tile=kind.split("+")[0])),
                i,
                "R10",
            )

    def forced_invoker_passes(self) -> None:
        # The voluntary invoker passing after everyone else passed (R11): his forced bid becomes a pass.
        before = self.before
        i = self.pick(
            [
                k
                for k, m in enumerate(self.moves)
                if m.action == "bid"
                and before[k]["auction"]
                and before[k]["auction"]["kind"] == "invoked"
                and before[k]["auction"]["ra"] == m.player
                and before[k]["auction"]["bids"] == 0
            ]
        )
        if i is not None:
            self.add("forced_invoker_passes", self.replaced(i, Move(self.moves[i].player, "pass")), i, "R11")

    def after_game_over(self) -> None:
        # Any move after the game ended (R16).
        self.add(
            "after_game_over", mutated(self.log, self.moves + [Move(self.players[0], "invoke")]), len(self.moves), "R16"
        )


MutationCases = Callable[[GameLog, Reference, random.Random], list[Case]]


def check_mutated_games(
    game: ReplayGame,
    games: dict[int, list[GameLog]],
    per_count: int,
    mutation_cases: MutationCases,
    expected: Sequence[str],
) -> None:
    """Every case of the first `per_count` games of each count is illegal at its index, by its rule;
    each shared case (`Mutations.SHARED`) and each of the game's `expected` ones turns up at least
    5 times."""
    rng = random.Random(2024)
    seen: Counter = Counter()
    for n in game.counts:
        for log in games[n][:per_count]:
            ref = game.reference(log).run(record=True)
            for name, bad, index, rule in mutation_cases(log, ref, rng):
                expect_illegal(game, bad, index, rule)
                seen[name] += 1
    for name in Mutations.SHARED + tuple(expected):
        assert seen[name] >= 5, (name, seen)
