"""Osiris's move-log replay: the log types, the caller-error check, and the position that `push`es moves.

The notation (docs/osiris.md): one move is one choice of the player whose turn it is.

- `step`: one step of the priest that moves this turn (`priest` on the first step; later steps may
  leave it out), `to` a neighbouring field or the priest's own city, `swap` (true/false) exactly
  when the step starts a fight: the fight's winner's choice (O5).
- `block`: the one stone left unspent becomes a blockade on `field` (O3).
- `follower`: one follower of `colour` from the temple of god `from` to god `to`; it ends the turn (O6).
- `end`: ends the turn (without a follower move).
- `relief` (O8, optional rule): `priest` from its birth city onto the blockade on `field`.

Everything else is derived: the stones spent and their distribution, fights and who goes home,
removed blockades and their stones, rebellions (O8), the end of the game and its outcome (O2).
The snapshot shows every stone in exactly one place at every point of a turn: a city, a blockade,
on its way home after a blockade was removed (`moving.freed`), or a relief stone in hand; a move's
stones leave its birth city when its spending is fixed (its last stone stepped, its blockade, the
end of the turn). `stalled` (O10): at the start of a turn no priest of any player can move and no
relief is possible; the game cannot end and stays unfinished.
Because the default board (and any board `board.check_board` accepts) has more pyramid fields
than priests and stones together, a started move can always be completed (step back and forth,
then block with an odd stone): so a step is legal exactly when it is legal on its own, and
`legal_moves` needs no look-ahead.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, NoReturn, Sequence

from ...core.play import IllegalMove, Verdict, replay_moves
from ...core.problems import MAX_BAD_MOVES, InvalidInput, PathPart, Problem, not_read
from ...core.text import Text
from . import rules
from .board import DEFAULT_BOARD, Board, load_board
from .outcome import Outcome, Seat, _check_counts, check_seating, colour_text
from .outcome import outcome as outcome_of

ACTIONS = ("step", "block", "follower", "end", "relief")
# The fields each action has besides `player` and `action`: (required, optional).
FIELDS_FOR: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "step": (("to",), ("priest", "swap")),
    "block": (("field",), ()),
    "follower": (("colour", "source", "to"), ()),
    "end": ((), ()),
    "relief": (("priest", "field"), ()),
}
MOVE_FIELDS = ("priest", "to", "swap", "field", "colour", "source")
JSON_KEY = {"source": "from"}  # the Move attribute -> its key in the JSON notation

# stages of a turn
START, MOVING, BLOCKED, RELIEVED = 0, 1, 2, 3
MAX_REBELLIONS = 100  # O8 chains always die out; a guard against a board that would keep them going


@dataclass(frozen=True)
class Move:
    player: str
    action: str  # one of ACTIONS
    priest: str | None = None  # step (first step of the turn), relief
    to: str | None = None  # step: a field or city; follower: a god
    swap: bool | None = None  # step that starts a fight: does the winner swap the gods?
    field: str | None = None  # block, relief
    colour: str | None = None  # follower
    source: str | None = None  # follower: the god whose temple it leaves (JSON "from")


@dataclass(frozen=True)
class Setup:
    players: tuple[Seat, ...]
    gods: Mapping[str, str]  # priest ("beige-1") or "apex" -> god
    followers: Mapping[str, Mapping[str, int]]  # god -> colour -> count (O6, the placement's result)
    rebellion: bool = False  # O8
    relief: bool = False  # O8
    board: Board = field(default=DEFAULT_BOARD)  # O9


@dataclass(frozen=True)
class GameLog:
    setup: Setup
    moves: tuple[Move, ...]


def move_to_json(move: Move) -> dict[str, Any]:
    """A move as the log writes it."""
    out: dict[str, Any] = {"player": move.player, "action": move.action}
    for name in ("priest", "colour", "source", "to", "swap", "field"):
        value = getattr(move, name)
        if value is not None:
            out[JSON_KEY.get(name, name)] = value
    return out


def move_from_json(data: Mapping[str, Any]) -> Move:
    """A move from the JSON notation, unchecked (the request schema is the checking reader)."""
    return Move(
        data["player"],
        data["action"],
        data.get("priest"),
        data.get("to"),
        data.get("swap"),
        data.get("field"),
        data.get("colour"),
        data.get("from"),
    )


def log_from_json(data: Mapping[str, Any]) -> GameLog:
    """A whole log from the JSON notation, unchecked (for batch jobs and tests: `check_log` it
    before trusting it, or load it with the request schema)."""
    board = load_board(data["board"]) if data.get("board") is not None else DEFAULT_BOARD
    setup = Setup(
        tuple(Seat(p["name"], tuple(p["colours"])) for p in data["players"]),
        dict(data["gods"]),
        {g: dict(c) for g, c in data["followers"].items()},
        bool(data.get("rebellion", False)),
        bool(data.get("relief", False)),
        board,
    )
    return GameLog(setup, tuple(move_from_json(m) for m in data.get("moves", ())))


def setup_to_json(setup: Setup) -> dict[str, Any]:
    out: dict[str, Any] = {
        "players": [{"name": p.name, "colours": list(p.colours)} for p in setup.players],
        "gods": dict(setup.gods),
        "followers": {g: dict(c) for g, c in setup.followers.items()},
    }
    if setup.rebellion:
        out["rebellion"] = True
    if setup.relief:
        out["relief"] = True
    if setup.board is not DEFAULT_BOARD:
        out["board"] = setup.board.data
    return out


# --- caller errors (C2) --------------------------------------------------------------------------


def priests_in_play(players: int) -> tuple[str, ...]:
    colours = rules.colours_in_play(players)
    return tuple(p for p in rules.PRIESTS if p.rsplit("-", 1)[0] in colours)


def check_setup(setup: Setup) -> list[Problem]:
    """The seating (O1), the gods (13 placed once each; with 3 players yellow's lie face up) and
    the follower placement (O6: 5 per colour in play, at most 3 of a colour per temple)."""
    problems = check_seating(setup.players)
    n = len(setup.players)
    if n not in rules.PLAYERS:
        return problems
    in_play = priests_in_play(n)
    names = setup.board.gods
    gods_text = ", ".join(names)
    seen: dict[str, str] = {}
    for key, god in setup.gods.items():
        if key != rules.APEX and key not in in_play:
            text = "osiris.priest_out" if key in rules.PRIESTS else "osiris.unknown_priest"
            problems.append(Problem(("gods", key), Text(text, {"priest": key, "players": n})))
        elif god not in names:
            problems.append(Problem(("gods", key), Text("osiris.unknown_god", {"gods": gods_text})))
        elif god in seen:
            problems.append(Problem(("gods", key), Text("osiris.god_twice", {"god": god, "other": seen[god]})))
        else:
            seen[god] = key
    for key in in_play + (rules.APEX,):
        if key not in setup.gods:
            problems.append(Problem(("gods", key), Text("osiris.god_missing")))
    colours = rules.colours_in_play(n)
    totals = {c: 0 for c in colours}
    for god, counts in setup.followers.items():
        if god not in names:
            problems.append(Problem(("followers", god), Text("osiris.unknown_god", {"gods": gods_text})))
            continue
        problems += _check_counts(counts, ("followers", god), n, colours)
        for c, k in counts.items():
            if c in totals:
                totals[c] += k
    for c, total in totals.items():
        if total != rules.FOLLOWERS_PER_COLOUR:
            problems.append(
                Problem(
                    ("followers",),
                    Text(
                        "osiris.followers_total",
                        {"colour": colour_text(c), "count": total, "expected": rules.FOLLOWERS_PER_COLOUR},
                    ),
                )
            )
    return problems


def check_moves(setup: Setup, moves: Sequence[Move]) -> list[Problem]:
    """Each move's names: a player of the game, a known action with its fields, a priest, a field
    or city of the board, a god, a colour (C2). Whether the move is allowed is the replay's."""
    problems: list[Problem] = []
    names = {p.name for p in setup.players}
    index = setup.board.index
    gods = setup.board.gods
    if len(moves) > rules.MAX_MOVES:
        return [Problem(("moves",), Text("osiris.log.too_many_moves", {"max": rules.MAX_MOVES}))]
    bad, seen = 0, 0  # moves with problems (checking stops after MAX_BAD_MOVES), problems so far
    for i, m in enumerate(moves):
        path: tuple[PathPart, ...] = ("moves", i)
        if len(problems) > seen:  # the move before had problems
            bad, seen = bad + 1, len(problems)
        if bad >= MAX_BAD_MOVES:
            problems.append(Problem(path, not_read(bad)))
            break
        if m.player not in names:
            problems.append(Problem(path + ("player",), Text("osiris.log.unknown_player", {"name": m.player})))
        if m.action not in FIELDS_FOR:
            problems.append(
                Problem(path + ("action",), Text("osiris.log.unknown_action", {"actions": ", ".join(ACTIONS)}))
            )
            continue
        required, optional = FIELDS_FOR[m.action]
        for name in MOVE_FIELDS:
            value = getattr(m, name)
            key = JSON_KEY.get(name, name)
            if value is None:
                if name in required:
                    problems.append(Problem(path + (key,), Text("osiris.log.needs", {"action": m.action})))
                continue
            if name not in required and name not in optional:
                problems.append(
                    Problem(
                        path + (key,),
                        Text(
                            "osiris.log.not_for_action",
                            {
                                "action": m.action,
                                "fields": ", ".join(JSON_KEY.get(f, f) for f in required + optional) or "-",
                            },
                        ),
                    )
                )
                continue
            if name == "priest" and value not in rules.PRIESTS:
                problems.append(Problem(path + (key,), Text("osiris.unknown_priest", {"priest": value})))
            elif name == "field" and value not in index:
                problems.append(Problem(path + (key,), Text("osiris.log.unknown_field", {"field": value})))
            elif name == "to" and m.action == "step" and value not in index:
                problems.append(Problem(path + (key,), Text("osiris.log.unknown_field", {"field": value})))
            elif name in ("to", "source") and m.action == "follower" and value not in gods:
                problems.append(Problem(path + (key,), Text("osiris.unknown_god", {"gods": ", ".join(gods)})))
            elif name == "colour" and value not in rules.COLOURS:
                problems.append(
                    Problem(path + (key,), Text("osiris.unknown_colour", {"colours": ", ".join(rules.COLOURS)}))
                )
    return problems


def check_log(log: GameLog) -> list[Problem]:
    """Every caller error in a setup and its moves (C2: HTTP 422), each with its path."""
    problems = check_setup(log.setup)
    if not problems:
        problems = check_moves(log.setup, log.moves)
    else:
        problems += check_moves(log.setup, log.moves) if len(log.setup.players) in rules.PLAYERS else []
    return problems


# --- the position ------------------------------------------------------------------------------


class Table:
    """What a game's setup fixes: seats, priests, cities, the clockwise order of distribution."""

    def __init__(self, setup: Setup):
        board = setup.board
        self.setup = setup
        self.board = board
        self.names = tuple(p.name for p in setup.players)
        self.seats = len(self.names)
        self.colours = rules.colours_in_play(self.seats)
        self.colour_index = {c: i for i, c in enumerate(rules.COLOURS)}
        owner_of_colour = {c: s for s, p in enumerate(setup.players) for c in p.colours}
        self.seat_colours = tuple(tuple(self.colour_index[c] for c in p.colours) for p in setup.players)
        self.priest_index = {name: i for i, name in enumerate(rules.PRIESTS)}
        self.in_play = tuple(name in priests_in_play(self.seats) for name in rules.PRIESTS)
        self.owner = tuple(owner_of_colour.get(name.rsplit("-", 1)[0], -1) for name in rules.PRIESTS)
        self.home = tuple(board.home[name] for name in rules.PRIESTS)
        self.seat_priests = tuple(
            tuple(p for p in range(len(rules.PRIESTS)) if self.owner[p] == s) for s in range(self.seats)
        )
        # a priest as a sentence names it: "Red-brown 3", "Roodbruin 3" (its id, red-brown-3, is the log's)
        self.priest_label = tuple(
            Text("osiris.priest", {"colour": colour_text(colour), "count": segments})
            for colour, segments in (name.rsplit("-", 1) for name in rules.PRIESTS)
        )
        self.gods = board.gods  # O9: the default names, or the caller's board's
        self.god_index = {g: i for i, g in enumerate(self.gods)}
        city_in_play = [board.city_colour[c] in self.colours for c in range(board.cities)]
        self.city_in_play = tuple(city_in_play)
        self.cities_in_play = tuple(c for c in range(board.cities) if city_in_play[c])
        # O3: a move spends at most as many stones as there are other cities in play
        self.cap = len(self.cities_in_play) - 1
        order = []
        for c in range(board.cities):
            ring = [(c + k) % board.cities for k in range(1, board.cities)]
            order.append(tuple(x for x in ring if city_in_play[x]))
        self.order = tuple(order)
        self.pyramid = frozenset(board.fields)


class Turn:
    """Where the turn in progress stands (O3-O8): reset when the next player's turn begins."""

    __slots__ = (
        "stage",
        "mover",
        "budget",
        "kept",
        "spent",
        "lost",
        "freed",
        "distributed",
        "relief_priest",
        "bonus",
        "block_field",
    )

    def __init__(self) -> None:
        self.stage = START
        self.mover = -1  # the priest moving this turn
        self.budget = 0  # O3: the stones it moves on (fixed at its first step)
        self.kept = 0  # O3: the stones its birth city holds beyond the cap (one may become the blockade)
        self.spent = 0  # what its steps cost so far
        self.lost = False  # O5: it lost a fight; the rest of the move is forfeit
        self.freed = 0  # O4: stones of blockades removed by the move, on their way to the mover's city
        self.distributed = -1  # O3: the stones given out once the move's stones left the birth city (-1: not yet)
        self.relief_priest = -1
        self.bonus = 0  # O8 relief: the freed stone, in hand this turn
        self.block_field = -1

    def copy(self) -> "Turn":
        other = Turn.__new__(Turn)
        for name in Turn.__slots__:
            setattr(other, name, getattr(self, name))
        return other


@dataclass(frozen=True)
class Ending:
    """How the game ended (O2): "apex" or "blocked", the seat whose turn it was, the deciding god."""

    end: str
    seat: int
    god: int


def new_game(setup: Setup) -> "OsirisState":
    """The position before the first move (a generator or an interactive referee pushes moves on it)."""
    return OsirisState(Table(setup))


class OsirisState:
    """A game of Osiris in progress: `push` (all-or-nothing), `legal_moves`, `snapshot`, the outcome."""

    def __init__(self, table: Table, *, _copy: bool = False):
        self.t = table
        if _copy:
            return
        setup, board = table.setup, table.board
        nodes = len(board.ids)
        self.at = [-1] * len(rules.PRIESTS)  # the node each priest stands on (-1: out of the game)
        self.god = [-1] * len(rules.PRIESTS)
        self.occ = [-1] * nodes  # the priest on each node
        self.blocked = [False] * nodes
        self.stones = [0] * board.cities
        for p, name in enumerate(rules.PRIESTS):
            if table.in_play[p]:
                self.at[p] = table.home[p]
                self.occ[table.home[p]] = p
                self.god[p] = table.god_index[setup.gods[name]]
        for c in table.cities_in_play:
            self.stones[c] = rules.STONES_PER_CITY
        self.apex_god = table.god_index[setup.gods[rules.APEX]]
        self.temple = [[0] * len(rules.COLOURS) for _ in table.gods]
        for g, counts in setup.followers.items():
            for colour, k in counts.items():
                self.temple[table.god_index[g]][table.colour_index[colour]] = k
        self.temple_total = [sum(row) for row in self.temple]
        self.seat = 0  # O1: beige starts
        self.turn_number = 1  # turns begun so far
        self.ending: Ending | None = None
        self.turn = Turn()

    def copy(self) -> "OsirisState":
        other = OsirisState(self.t, _copy=True)
        d = dict(self.__dict__)
        for key in ("at", "god", "occ", "blocked", "stones", "temple_total"):
            d[key] = list(d[key])
        d["temple"] = [list(row) for row in self.temple]
        d["turn"] = self.turn.copy()
        other.__dict__.update(d)
        return other

    # -- helpers ------------------------------------------------------------------------------

    def _priest(self, name: str | None) -> int:
        p = self.t.priest_index.get(name) if name is not None else None
        if p is None or not self.t.in_play[p]:
            raise IllegalMove("O1", Text("osiris.priest_not_in_game", {"priest": name or "-"}))
        return p

    def _node(self, name: str | None) -> int:
        node = self.t.board.index.get(name) if name is not None else None
        if node is None:
            raise IllegalMove("O9", Text("osiris.log.unknown_field", {"field": name or "-"}))
        return node

    def _god(self, name: str | None) -> int:
        g = self.t.god_index.get(name) if name is not None else None
        if g is None:
            raise IllegalMove("O6", Text("osiris.unknown_god", {"gods": ", ".join(self.t.gods)}))
        return g

    def _budget(self, p: int) -> int:
        """O3: the stones a priest moves on: those in his birth city, at most `cap` (O8: plus relief's)."""
        bonus = self.turn.bonus if p != self.turn.relief_priest else 0
        return min(self.stones[self.t.home[p]] + bonus, self.t.cap)

    def can_move(self, p: int) -> bool:
        """A legal first step exists (and then the whole move can be completed: see the module doc)."""
        t = self.t
        budget = self._budget(p)
        if budget == 0 or p == self.turn.relief_priest:
            return False
        home, seat, owner, occ, blocked = t.home[p], t.owner[p], t.owner, self.occ, self.blocked
        cities = t.board.cities
        for nb, cost in t.board.joins[self.at[p]].items():
            if cost > budget or (nb < cities and nb != home) or (blocked[nb] and cost != rules.SIDEWAYS_COST):
                continue
            q = occ[nb]
            if q >= 0 and owner[q] == seat:
                continue
            return True
        return False

    def can_move_any(self, seat: int | None = None) -> bool:
        return any(self.can_move(p) for p in self.t.seat_priests[self.seat if seat is None else seat])

    def is_stalled(self) -> bool:
        """O10: at the start of a turn, no priest of any player can move and (with relief, O8) no
        player may relieve: a player who cannot move relieves from a blockade with a priest in its
        birth city. Nothing a turn may still do (end, a follower move) changes that, so it lasts."""
        t = self.t
        if self.ending is not None or self.turn.stage != START:
            return False
        if any(self.can_move_any(s) for s in range(t.seats)):
            return False
        if t.setup.relief and any(self.blocked[f] for f in t.board.fields):
            return not any(self.at[p] == t.home[p] for p in range(len(rules.PRIESTS)) if t.in_play[p])
        return True

    def _illegal(self, rule: str, key: str, **params: Any) -> NoReturn:
        raise IllegalMove(rule, Text("osiris." + key, params))

    # -- push ---------------------------------------------------------------------------------

    def push(self, move: Move) -> None:
        """Check the move in this position and apply it, or raise IllegalMove and change nothing."""
        if self.ending is not None:
            self._illegal("O2", "over", player=move.player)
        t = self.t
        if move.player != t.names[self.seat]:
            self._illegal("O7", "not_your_turn", player=move.player, turn=t.names[self.seat])
        action = move.action
        if action == "step":
            self._step(move)
        elif action == "end":
            self._check_turn_can_end(move)
            self._finish_turn()
        elif action == "follower":
            self._follower(move)
        elif action == "block":
            self._block(move)
        elif action == "relief":
            self._relief(move)
        else:
            self._illegal("O7", "log.unknown_action", actions=", ".join(ACTIONS))

    def _step(self, move: Move) -> None:
        t = self.t
        board = t.board
        turn = self.turn
        stage = turn.stage
        if stage == MOVING:
            p = turn.mover
            if move.priest is not None and move.priest != rules.PRIESTS[p]:
                self._illegal("O7", "step.one_priest", player=move.player, mover=t.priest_label[p])
            if turn.lost:
                self._illegal("O5", "step.forfeit", priest=t.priest_label[p])
            budget = turn.budget
        elif stage == BLOCKED:
            self._illegal("O3", "step.after_block", player=move.player)
        else:
            if move.priest is None:
                self._illegal("O7", "step.which_priest", player=move.player)
            p = self._priest(move.priest)
            if t.owner[p] != self.seat:
                self._illegal("O7", "step.not_own_priest", priest=t.priest_label[p], player=move.player)
            if p == turn.relief_priest:
                self._illegal("O8", "step.relief_priest", priest=t.priest_label[p])
            budget = self._budget(p)
            if budget == 0:
                self._illegal("O3", "step.no_stones", priest=t.priest_label[p], city=board.ids[t.home[p]])
        here = self.at[p]
        to = self._node(move.to)
        price = self._price(p, to)
        if price is None:
            self._illegal("O4", "step.not_next", priest=t.priest_label[p], target=board.ids[to], here=board.ids[here])
        cost, left = price
        spent = budget - left
        if left < 0:
            self._illegal(
                "O3", "step.too_far", priest=t.priest_label[p], stones=budget, city=board.ids[t.home[p]], cost=spent
            )
        home = t.home[p]
        if to < board.cities and to != home:
            self._illegal(
                "O4", "step.foreign_city", priest=t.priest_label[p], target=board.ids[to], home=board.ids[home]
            )
        blockade = self.blocked[to]
        if blockade and cost != rules.SIDEWAYS_COST:
            self._illegal("O4", "step.blockade_stair", target=board.ids[to])
        q = self.occ[to]
        if q >= 0 and t.owner[q] == t.owner[p]:
            self._illegal(
                "O4", "step.own_priest", priest=t.priest_label[p], other=t.priest_label[q], target=board.ids[to]
            )
        if q >= 0:
            # O5: followers of the two gods' temples, all colours; a tie is lost by the defender
            mover_wins = self.temple_total[self.god[p]] >= self.temple_total[self.god[q]]
            if move.swap is None:
                winner = t.priest_label[p] if mover_wins else t.priest_label[q]
                self._illegal(
                    "O5",
                    "step.swap_missing",
                    priest=t.priest_label[p],
                    other=t.priest_label[q],
                    target=board.ids[to],
                    winner=winner,
                )
        elif move.swap is not None:
            self._illegal("O5", "step.swap_no_fight", target=board.ids[to])
        # -- legal: apply --
        if stage != MOVING:
            turn.stage = MOVING
            turn.mover = p
            turn.budget = budget
            turn.kept = self.stones[home] + (turn.bonus if p != turn.relief_priest else 0) - budget
        turn.spent = spent
        occ = self.occ
        occ[here] = -1
        if blockade:  # O4: removed; its stone goes to the mover's city and counts from the next turn
            self.blocked[to] = False
            turn.freed += 1
        if q >= 0:
            god = self.god
            if move.swap:
                god[p], god[q] = god[q], god[p]
            if mover_wins:
                loser, winner_at = q, p
            else:
                loser, winner_at = p, q
                turn.lost = True
            occ[to] = winner_at
            self.at[winner_at] = to
            back = t.home[loser]  # O4 keeps every city for its own priest: it is always free
            self.at[loser] = back
            occ[back] = loser
        else:
            occ[to] = p
            self.at[p] = to
        if to == board.apex and not turn.lost:  # O2: the game ends at once
            self.ending = Ending("apex", self.seat, self.god[p])
            # nothing more is distributed (docs/osiris.md, choice 2); O4: freed stones reach the birth city
            self.stones[home] += turn.freed
            turn.freed = 0
        elif spent == budget:  # the move is over: its stones are distributed now (O3)
            self._distribute(blockade=False)

    def _price(self, p: int, to: int) -> tuple[int, int] | None:
        """O3: what a step of priest `p` onto node `to` costs (sideways 1, a stair 2, as the board joins
        them) and the stones its move has left after it (negative: too far); None when `to` is not next
        to it (O4). `push` charges this price; `step_costs` shows it."""
        cost = self.t.board.joins[self.at[p]].get(to)
        if cost is None:
            return None
        turn = self.turn
        if turn.stage == MOVING:
            return cost, turn.budget - turn.spent - cost
        return cost, self._budget(p) - cost

    def _left(self) -> int:
        return self.turn.budget - self.turn.spent

    def _check_turn_can_end(self, move: Move) -> None:
        """O3/O7: the priest move is done (or impossible) before a follower move or the end."""
        stage = self.turn.stage
        if stage == START:
            if self.can_move_any():
                self._illegal("O7", "must_move", player=move.player)
        elif stage == MOVING and not self.turn.lost and self.turn.spent < self.turn.budget:
            self._illegal("O3", "stones_left", priest=self.t.priest_label[self.turn.mover], left=self._left())

    def _distribute(self, blockade: bool) -> None:
        """O3: the move's stones leave the birth city (a relief stone in hand first, O8) and the spent
        ones go one per city clockwise; with `blockade` the one left unspent stays out, for the caller
        to lay. O4: the freed stones arrive in the birth city. O8: rebellions."""
        t = self.t
        turn = self.turn
        p = turn.mover
        home = t.home[p]
        stones = self.stones
        taken = turn.budget
        if turn.bonus and p != turn.relief_priest:  # O8 relief: the freed stone is spent first
            turn.bonus = 0
            taken -= 1
        stones[home] -= taken
        given = turn.budget - (1 if blockade else 0)
        reached: list[int] = []
        order = t.order[home]
        for k in range(given):
            c = order[k]
            stones[c] += 1
            if stones[c] >= rules.REBELLION_AT:
                reached.append(c)
        turn.distributed = given
        if turn.freed:
            stones[home] += turn.freed
            if stones[home] >= rules.REBELLION_AT:
                reached.append(home)
            turn.freed = 0
        if t.setup.rebellion and reached:
            self._rebel(reached)

    def _rebel(self, queue: list[int]) -> None:
        """O8: a city receiving its 7th stone distributes all 7 at once, from the next city on,
        by the O3 rule; cities it brings to 7 follow in order."""
        stones, order = self.stones, self.t.order
        done = 0
        while queue and done < MAX_REBELLIONS:
            c = queue.pop(0)
            if stones[c] < rules.REBELLION_AT:
                continue
            done += 1
            stones[c] -= rules.REBELLION_AT
            for k in range(min(rules.REBELLION_AT, len(order[c]))):
                d = order[c][k]
                stones[d] += 1
                if stones[d] == rules.REBELLION_AT:
                    queue.append(d)

    def _finish_turn(self) -> None:
        if self.turn.stage == MOVING and self.turn.distributed < 0 and self.ending is None:
            self._distribute(blockade=False)
        if self.turn.bonus:  # O8 relief: an unspent freed stone goes to the relieved priest's city
            home = self.t.home[self.turn.relief_priest]
            self.stones[home] += self.turn.bonus
            self.turn.bonus = 0
            if self.t.setup.rebellion and self.stones[home] >= rules.REBELLION_AT:
                self._rebel([home])
        self.seat = (self.seat + 1) % self.t.seats
        self.turn_number += 1
        self.turn = Turn()

    def _block(self, move: Move) -> None:
        t = self.t
        stage = self.turn.stage
        if stage == BLOCKED:
            self._illegal("O3", "block.twice")
        if stage != MOVING:
            self._illegal("O3", "block.not_moved", player=move.player)
        left = self._left()
        label = t.priest_label[self.turn.mover]
        home = t.home[self.turn.mover]
        if not self._has_blockade_stone():
            if left == 0:
                self._illegal("O3", "block.no_stone", priest=label)
            self._illegal("O3", "block.stones_left", priest=label, left=left)
        f = self._node(move.field)
        if f not in t.pyramid:
            self._illegal("O3", "block.not_pyramid", field=t.board.ids[f])
        if self.blocked[f] or self.occ[f] >= 0:
            self._illegal("O3", "block.occupied", field=t.board.ids[f])
        if left == 0:  # O3 (amended): the cap is spent and distributed; a stone the city keeps is the blockade
            self.stones[home] -= 1
        else:  # the one stone left unspent is the blockade
            self._distribute(blockade=True)
        self.blocked[f] = True
        self.turn.stage = BLOCKED
        self.turn.block_field = f
        if all(self.blocked[x] for x in t.board.apex_neighbours):  # O2: the apex is blocked off
            self.ending = Ending("blocked", self.seat, self.apex_god)

    def _has_blockade_stone(self) -> bool:
        """O3: a stone that may become the blockade: the one left unspent (the last; after a lost fight,
        O5, any), or, once the whole cap is spent, one of the stones the birth city keeps (amended O3)."""
        turn = self.turn
        left = self._left()
        if left == 0:
            return turn.kept > 0 and self.stones[self.t.home[turn.mover]] > 0
        return left == 1 or turn.lost

    def _follower(self, move: Move) -> None:
        t = self.t
        self._check_turn_can_end(move)
        colour = t.colour_index.get(move.colour) if move.colour is not None else None
        if colour is None:
            self._illegal("O1", "unknown_colour", colours=", ".join(rules.COLOURS))
        if colour not in t.seat_colours[self.seat]:
            self._illegal("O6", "follower.not_colour", colour=colour_text(str(move.colour)), player=move.player)
        source, target = self._god(move.source), self._god(move.to)
        if self.temple[source][colour] == 0:
            self._illegal("O6", "follower.none", colour=colour_text(str(move.colour)), god=t.gods[source])
        if source == target:
            self._illegal("O6", "follower.same", god=t.gods[source])
        if self.temple[target][colour] >= rules.MAX_PER_TEMPLE:
            self._illegal(
                "O6",
                "follower.full",
                colour=colour_text(str(move.colour)),
                god=t.gods[target],
                max=rules.MAX_PER_TEMPLE,
            )
        self._finish_turn_with(lambda: self._move_follower(colour, source, target))

    def _move_follower(self, colour: int, source: int, target: int) -> None:
        self.temple[source][colour] -= 1
        self.temple_total[source] -= 1
        self.temple[target][colour] += 1
        self.temple_total[target] += 1

    def _finish_turn_with(self, action: Any) -> None:
        # O7: distribute (and block) first, then the follower, then the next player
        if self.turn.stage == MOVING and self.turn.distributed < 0:
            self._distribute(blockade=False)
        if self.turn.stage == MOVING:
            self.turn.stage = BLOCKED
        action()
        self._finish_turn()

    def _relief(self, move: Move) -> None:
        t = self.t
        if not t.setup.relief:
            self._illegal("O8", "relief.off")
        if self.turn.stage != START:
            self._illegal("O8", "relief.not_first", player=move.player)
        if self.can_move_any():
            self._illegal("O8", "relief.can_move", player=move.player)
        p = self._priest(move.priest)
        if t.owner[p] != self.seat:
            self._illegal("O7", "step.not_own_priest", priest=t.priest_label[p], player=move.player)
        if self.at[p] != t.home[p]:
            self._illegal("O8", "relief.not_home", priest=t.priest_label[p], city=t.board.ids[t.home[p]])
        f = self._node(move.field)
        if not self.blocked[f]:
            self._illegal("O8", "relief.no_blockade", field=t.board.ids[f])
        self.blocked[f] = False
        self.occ[t.home[p]] = -1
        self.occ[f] = p
        self.at[p] = f
        self.turn.relief_priest = p
        self.turn.bonus = 1
        self.turn.stage = RELIEVED

    # -- the rest of the protocol -------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every move `push` accepts here, each in its shortest form (a later step of a turn
        without its priest; push also takes it with the same priest written again). Steps are
        tried on a copy; blockades, relief and followers are listed from the same conditions that
        `push` checks (tests/engine/test_osiris_replay_engine.py checks both ways on generated positions)."""
        if self.ending is not None:
            return []
        t = self.t
        name = t.names[self.seat]
        stage = self.turn.stage
        moves = self._legal_steps()
        if stage == MOVING and self._has_blockade_stone():
            moves += [
                Move(name, "block", field=t.board.ids[f])
                for f in t.board.fields
                if not self.blocked[f] and self.occ[f] < 0
            ]
        if stage == START and t.setup.relief and not self.can_move_any():
            blockades = [t.board.ids[f] for f in t.board.fields if self.blocked[f]]
            moves += [
                Move(name, "relief", priest=rules.PRIESTS[p], field=f)
                for p in t.seat_priests[self.seat]
                if self.at[p] == t.home[p]
                for f in blockades
            ]
        if not self._can_end():
            return moves
        moves.append(Move(name, "end"))
        for c in t.seat_colours[self.seat]:
            colour = rules.COLOURS[c]
            for s, row in enumerate(self.temple):
                if row[c]:
                    moves += [
                        Move(name, "follower", colour=colour, source=t.gods[s], to=god)
                        for g, god in enumerate(t.gods)
                        if g != s and self.temple[g][c] < rules.MAX_PER_TEMPLE
                    ]
        return moves

    def _legal_steps(self) -> list[Move]:
        """The steps `push` accepts here (legal_moves' steps)."""
        t = self.t
        name = t.names[self.seat]
        stage = self.turn.stage
        steps: list[Move] = []
        if stage in (START, RELIEVED):
            for p in t.seat_priests[self.seat]:
                steps += self._step_candidates(name, p, rules.PRIESTS[p])
        elif stage == MOVING and not self.turn.lost:
            steps += self._step_candidates(name, self.turn.mover, None)
        return [m for m in steps if self.accepts(m)]

    def step_costs(self) -> dict[str, dict[str, dict[str, Any]]]:
        """O3/O4: each priest that may step now -> each field a legal step of it reaches -> `cost` (the
        stones the step costs) and `left` (the stones the move has after it), at the price `push` charges;
        a step that starts a fight (O5) also has `winner`, the priest who wins it."""
        if self.ending is not None:
            return {}
        t = self.t
        out: dict[str, dict[str, dict[str, Any]]] = {}
        for m in self._legal_steps():
            p = self.turn.mover if m.priest is None else t.priest_index[m.priest]
            to = t.board.index[str(m.to)]
            price = self._price(p, to)
            if price is not None:  # always: the step is legal
                entry: dict[str, Any] = {"cost": price[0], "left": price[1]}
                q = self.occ[to]
                if q >= 0:  # O5, as push decides it: a tie is lost by the priest not moving
                    mover_wins = self.temple_total[self.god[p]] >= self.temple_total[self.god[q]]
                    entry["winner"] = rules.PRIESTS[p if mover_wins else q]
                out.setdefault(rules.PRIESTS[p], {})[str(m.to)] = entry
        return out

    def _can_end(self) -> bool:
        try:
            self._check_turn_can_end(Move(self.t.names[self.seat], "end"))
        except IllegalMove:
            return False
        return True

    def _step_candidates(self, name: str, p: int, priest: str | None) -> list[Move]:
        board = self.t.board
        out = []
        for nb in board.joins[self.at[p]]:
            target = board.ids[nb]
            if self.occ[nb] >= 0:
                out += [
                    Move(name, "step", priest=priest, to=target, swap=True),
                    Move(name, "step", priest=priest, to=target, swap=False),
                ]
            else:
                out.append(Move(name, "step", priest=priest, to=target))
        return out

    def accepts(self, move: Move) -> bool:
        """Would `push` take this move? (On a copy: push is all-or-nothing, but a taken move changes it.)"""
        try:
            self.copy().push(move)
        except IllegalMove:
            return False
        return True

    def is_over(self) -> bool:
        return self.ending is not None

    def outcome(self) -> Outcome | None:
        ending = self.ending
        if ending is None:
            return None
        t = self.t
        god = ending.god
        followers = {c: self.temple[god][t.colour_index[c]] for c in t.colours}
        return outcome_of(
            t.setup.players, ending.end, t.names[ending.seat], t.gods[god], followers, check=False, gods=t.gods
        )

    def snapshot(self) -> dict[str, Any]:
        """The position as JSON-ready data: priests (field, god), stones, blockades, temples, whose turn."""
        t = self.t
        ids = t.board.ids
        snap: dict[str, Any] = {
            "turn": t.names[self.seat],  # whose turn it is
            "turn_number": self.turn_number,  # turns begun, this one included
            "priests": {
                rules.PRIESTS[p]: {"field": ids[self.at[p]], "god": t.gods[self.god[p]]}
                for p in range(len(rules.PRIESTS))
                if t.in_play[p]
            },
            "apex_god": t.gods[self.apex_god],
            "stones": {ids[c]: self.stones[c] for c in t.cities_in_play},
            "blockades": [ids[f] for f in t.board.fields if self.blocked[f]],
            "followers": {
                god: {rules.COLOURS[c]: k for c, k in enumerate(self.temple[g]) if k}
                for g, god in enumerate(t.gods)
                if self.temple_total[g]
            },
        }
        if t.seats == 3:  # O1: yellow's gods lie face up on their temples
            under = {self.apex_god, *(self.god[p] for p in range(len(rules.PRIESTS)) if t.in_play[p])}
            snap["face_up_gods"] = [g for i, g in enumerate(t.gods) if i not in under]
        turn = self.turn
        if turn.stage == MOVING or (turn.stage == BLOCKED and turn.block_field >= 0):
            # every stone is in exactly one place: a city, a blockade, `freed` or a relief stone in hand
            moving = snap["moving"] = {
                "priest": rules.PRIESTS[turn.mover],
                "stones": turn.budget,
                "spent": turn.spent,
                "lost_fight": turn.lost,
                "freed": turn.freed,
                "distributed": turn.distributed if turn.distributed >= 0 else None,
            }
            if turn.block_field >= 0:
                moving["blockade"] = ids[turn.block_field]
        if turn.relief_priest >= 0:
            snap["relief"] = {"priest": rules.PRIESTS[turn.relief_priest], "stone_in_hand": turn.bonus}
        snap["step_costs"] = self.step_costs()
        snap["stalled"] = self.is_stalled()
        if self.ending is not None:
            snap["end"] = self.ending.end
        return snap


def stall_note(state: Mapping[str, Any] | None) -> Text | None:
    """O10: what a replay's answer tells the table when the position it leaves is stalled."""
    if state is None or not state.get("stalled"):
        return None
    return Text("osiris.stalled", {"max": rules.MAX_MOVES})


def replay(log: GameLog, *, check: bool = True) -> Verdict[Move, Outcome]:
    """Replay a log to its end or its first illegal move; raises InvalidInput on caller errors."""
    if check:
        problems = check_log(log)
        if problems:
            raise InvalidInput(problems)
    return replay_moves(OsirisState(Table(log.setup)), log.moves)
