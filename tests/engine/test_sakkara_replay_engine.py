"""Sakkara's referee: hand-worked golden cases for every rule (S1-S4), the rulebook's worked turn,
seeded random legal games, and mutations caught at the mutated move."""

from __future__ import annotations

import itertools
import json
import random
from dataclasses import replace
from typing import Iterable, Mapping

import pytest

from referee.core.play import IllegalMove, replay_moves
from referee.games.sakkara import rules
from referee.games.sakkara.state import (
    CLOSE,
    END,
    HORSE,
    IMPLIED,
    ORTH,
    PLACE,
    PLACING,
    PLAY,
    GameLog,
    Move,
    SakkaraState,
    check_log,
    flat_moves,
    replay,
    step_notes,
    violation_path,
    written_paths,
)

from sakkara_games import NAMES, finished_games, random_board, walled_in_games

INDEX = rules.FIELD_INDEX


def position(
    stacks: Mapping[str, Iterable[str]] | None = None,
    *,
    fill: int = 0,
    workers: tuple[tuple[str, ...], tuple[str, ...]] = (("a1", "a2"), ("g7", "g6")),
    holders: tuple[dict[str, int], dict[str, int]] = ({}, {}),
    mover: int = 0,
    turn: int = 5,
) -> SakkaraState:
    """A mid-game position by hand: every field `fill` lotus tiles high unless given; Anne (seat 0) to move."""
    board = {f: ("lotus",) * fill for f in rules.FIELDS}
    for f, stack in (stacks or {}).items():
        board[f] = tuple(stack)
    st = SakkaraState(NAMES, board)
    for seat, fields in enumerate(workers):
        for f in fields:
            st.workers[seat].append(INDEX[f])
            st.worker_at[INDEX[f]] = seat
    for seat, holder in enumerate(holders):
        st.holders[seat] = dict(holder)
        st.held[seat] = sum(holder.values())
    st.phase, st.mover, st.turn = PLAY, mover, turn
    st.note_walled_in()  # S6: the turn's first moment
    return st


def rejects(st: SakkaraState, move: Move, rule: str, words: str | None = None) -> str:
    before = json.dumps(st.snapshot(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        st.push(move)
    assert err.value.rule == rule
    assert json.dumps(st.snapshot(), sort_keys=True) == before  # all-or-nothing
    sentence = err.value.reason.render("en")
    if words is not None:
        assert words in sentence, sentence
    err.value.reason.render("nl")
    return sentence


def step(worker: str, to: str, stair: bool = False) -> Move:
    return Move("step", worker=worker, to=to, stairs=(True,) if stair else ())


def stack(st: SakkaraState, field: str) -> list[str]:
    return st.board[INDEX[field]]


def end_turn(st: SakkaraState) -> None:
    st.push(Move(END))


# --- the rulebook's worked turn ------------------------------------------------------------------


def worked_turn_position() -> SakkaraState:
    # Anne's worker on b4 (one tile); c4 is four tiles high: three higher. Row 4 holds six open tiles,
    # among them the double line and the circle. Bert has a ship laid out; his workers are on f1 and g7.
    row4 = {
        "a4": ["lotus", "double_line"],
        "b4": ["grain"],
        "c4": ["ankh", "eye", "djed", "lotus"],
        "d4": ["circle"],
        "e4": ["scarab"],
        "f4": ["papyrus", "falcon"],
        "g4": ["eye"],
    }
    st = position(
        {**row4, "c3": ["lotus"], "d3": ["lotus"], "c5": ["lotus"]},
        fill=0,
        workers=(("b4", "a7"), ("f1", "g7")),
        holders=({"stair": 1, "pyramid_tip": 1, "cross": 1, "braid": 1, "moon": 1}, {"grain": 1}),
    )
    st.pyramids[1].ship = True
    return st


def test_worked_turn_needs_the_stair_to_climb_three_tiles():
    st = worked_turn_position()
    sentence = rejects(st, step("b4", "c4"), "S2")
    assert sentence == "The stack at c4 is 3 tiles higher than b4 and no stair was played."


def test_worked_turn_of_the_rulebook():
    st = worked_turn_position()
    st.push(step("b4", "c4", stair=True))  # takes the lotus on top of c4
    st.push(Move("spell", tiles=("pyramid_tip", "cross", "braid"), worker="c4", line="row"))
    # six tiles: the tops of a4, b4, d4, e4, f4, g4
    assert st.holders[0] == {
        "moon": 1,
        "lotus": 1,
        "double_line": 1,
        "grain": 1,
        "circle": 1,
        "scarab": 1,
        "falcon": 1,
        "eye": 1,
    }
    st.push(Move("spell", tiles=("moon", "double_line", "circle")))  # shipwreck, with tiles just taken
    assert not st.pyramids[1].ship
    end_turn(st)
    assert st.phase is PLACING
    eight = ["stair", "pyramid_tip", "cross", "braid", "moon", "double_line", "circle", "ship"]
    assert st.stacks == [eight]
    # "Deze stapel van acht kaartjes legt de medespeler nu op een leeg veld van het speelbord. Dit mag
    # echter noch horizontaal of verticaal aan zijn arbeiders grenzen": Bert places it on an empty
    # field not next to his own workers (f1 and g7, S4); next to Anne's (c4, a7) is allowed
    rejects(st, Move(PLACE, to="f2"), "S4", "f2 is next to a worker of Bert, who places the stack")
    rejects(st, Move(PLACE, to="g6"), "S4", "g6 is next to a worker of Bert, who places the stack")
    rejects(st, Move(PLACE, to="d3"), "S4", "d3 holds 1 tile, but an empty field is free")
    rejects(st, Move(PLACE, to="g7"), "S4", "A worker of Bert stands on g7")
    rejects(st, Move(PLACE, to="b4", count=8), "S4", "a count is written only to split it")
    assert Move(PLACE, to="b4") in st.legal_moves() and Move(PLACE, to="f2") not in st.legal_moves()
    st.push(Move(PLACE, to="b4"))  # emptied by the firestorm, next to Anne's worker on c4
    assert stack(st, "b4") == eight
    assert st.phase is PLAY and st.mover == 1 and st.turn == 6


# --- the step (S2) -------------------------------------------------------------------------------


def test_step_climbs_two_tiles_but_not_three():
    st = position({"a1": ["lotus"], "b1": ["lotus"] * 3, "a2": [], "b2": ["lotus"] * 4})
    st2 = st.copy()
    st.push(step("a1", "b1"))  # 3 - 1 = 2 higher: allowed, takes the top
    assert len(stack(st, "b1")) == 2 and st.holders[0] == {"lotus": 1}
    rejects(st2, step("a2", "b2"), "S2", "is 4 tiles higher than a2")


def test_step_down_any_height():
    st = position({"a1": ["lotus"] * 7, "b1": []})
    st.push(step("a1", "b1"))
    assert st.workers[0][0] == INDEX["b1"] and st.held[0] == 0


def test_step_rules():
    st = position({"b1": ["lotus"]}, workers=(("a1", "a2"), ("b2", "g7")))
    rejects(st, step("a1", "b2"), "S2", "not next to a1")  # diagonal
    rejects(st, step("a2", "b2"), "S2", "A worker of Bert already stands on b2")
    rejects(st, step("a1", "a2"), "S2", "A worker of Anne already stands on a2")
    rejects(st, step("c3", "c4"), "S2", "Anne has no worker on c3")
    rejects(st, step("a1", "b1", stair=True), "S2", "holds 0 × stair")
    rejects(st, Move(END), "S2", "without a step")
    st.push(step("a1", "b1"))
    rejects(st, step("b1", "c1"), "S2", "already stepped")
    end_turn(st)  # nothing played: no stack, Bert's turn at once
    assert st.phase is PLAY and st.mover == 1


def test_setup_places_workers_a_b_a_b_taking_the_top_tile():
    rng = random.Random(1)
    board = random_board(rng)
    st = SakkaraState(NAMES, board)
    st.push(Move("place_worker", to="d4"))
    rejects(st, Move("place_worker", to="d4"), "S2", "already stands on d4")
    rejects(st, step("d4", "d5"), "S2", "placed first")
    st.push(Move("place_worker", to="d5"))
    st.push(Move("place_worker", to="c3"))
    st.push(Move("place_worker", to="e5"))
    assert st.phase is PLAY and st.mover == 0 and st.turn == 1
    assert st.held == [2, 2]
    assert st.holders[0].get(board["d4"][-1], 0) >= 1
    assert len(stack(st, "d4")) == len(board["d4"]) - 1


# --- a walled-in player (S6) --------------------------------------------------------------------

# Anne's workers on a1 and a2 (empty fields): a2 on the one side, the board's edge on the other, and b1,
# b2 and a3 three tiles high, out of a step's reach; Bert's workers far away on g7 and g6.
WALL = {"b1": ["lotus"] * 3, "b2": ["lotus"] * 3, "a3": ["lotus"] * 3}


def walled_in(holder: dict[str, int] | None = None, **stacks: list[str]) -> SakkaraState:
    return position({**WALL, **stacks}, holders=(dict(holder or {}), {}))


def steps_of(st: SakkaraState) -> list[Move]:
    return [m for m in st.legal_moves() if m.action == "step"]


def test_a_walled_in_player_goes_on_without_a_step_and_the_answer_says_so():
    st = walled_in({"ship": 1})
    assert not steps_of(st) and Move(END) in st.legal_moves()
    snap = st.snapshot()
    assert snap["pending"]["turn"]["walled_in"] and not snap["pending"]["turn"]["can_step"]
    [note] = step_notes(snap)
    assert note.render("en") == "Neither worker of Anne can step: the turn goes on without a step."
    assert note.render("nl") == ("Geen van beide arbeiders van Anne kan bewegen: de beurt gaat verder zonder beweging.")
    rejects(st, step("a1", "b1"), "S2", "3 tiles higher than a1")
    st.push(Move("build", tile="ship"))  # a tile play before and after as usual
    end_turn(st)
    assert st.phase is PLAY and st.mover == 1 and st.turn == 6 and st.pyramids[0].ship
    assert st.snapshot()["turns_without_step"] == [5]
    [note] = step_notes(st.snapshot())
    assert note.render("en") == ("Turn 5 went on without a step: neither worker of the player to move could step.")
    assert note.render("nl").startswith("Beurt 5 ging verder zonder beweging")


def test_workers_and_the_edge_wall_in_as_stacks_do():
    # a1 and b1 are Anne's, a2 and b2 Bert's, c1 three higher: no step for either of Anne's workers
    st = position({"c1": ["lotus"] * 3}, workers=(("a1", "b1"), ("a2", "b2")))
    assert not steps_of(st)
    end_turn(st)
    assert st.without_step == [5]


def test_the_holder_limit_applies_at_the_end_of_a_turn_without_a_step():
    st = walled_in({"lotus": 11})
    rejects(st, Move(END), "S2", "holding 11 tiles")
    assert [m for m in st.legal_moves() if m.action == "discard"] == [Move("discard", tile="lotus")]
    st.push(Move("discard", tile="lotus"))
    end_turn(st)
    assert st.phase is PLACING and st.stacks == [["lotus"]]


def test_a_stair_in_the_holder_opens_a_way_and_the_step_stays_mandatory():
    st = walled_in({"stair": 1})
    assert steps_of(st) and not st.snapshot()["pending"]["turn"]["walled_in"]
    sentence = rejects(st, Move(END), "S2", "Anne ends the turn without a step")
    assert "neither worker can step" in sentence
    rejects(st, Move("discard", tile="stair"), "S2", "after the step")
    assert step_notes(st.snapshot()) == []
    st.push(step("a1", "b1", stair=True))
    end_turn(st)
    assert st.without_step == []


def test_a_stair_built_before_the_step_leaves_the_player_walled_in():
    # the stair opened a way, but it is the player's choice to play it otherwise (S6: "he is not obliged")
    st = walled_in({"stair": 1})
    st.pyramids[0].ship, st.pyramids[0].grains = True, 1
    st.push(Move("build", tile="stair"))
    assert not steps_of(st) and st.snapshot()["pending"]["turn"]["walled_in"]
    end_turn(st)
    assert st.without_step == [5]


def test_a_bird_may_open_a_way_but_the_player_need_not_play_it():
    st = walled_in({"bird": 1})
    assert not steps_of(st) and Move(END) in st.legal_moves()
    skipped = st.copy()
    end_turn(skipped)  # he keeps the bird and skips the step
    assert skipped.without_step == [5] and skipped.holders[0] == {"bird": 1}
    st.push(Move("bird", worker="a1", to="d4"))  # played before the step: d4 has ways out
    assert steps_of(st) and st.snapshot()["pending"]["turn"]["can_step"]
    assert [n.render("en") for n in step_notes(st.snapshot())] == [
        "Neither worker of Anne could step earlier in this turn, so the turn may go on without a step."
    ]
    stepped = st.copy()
    stepped.push(step("d4", "d5"))
    end_turn(stepped)
    assert stepped.without_step == []
    # the log does not say when the skipped step would have come: the bird may be a play after it
    end_turn(st)
    assert st.without_step == [5]


def test_a_bird_into_a_wall_before_the_step_lets_the_turn_go_on_without_one():
    # a2 is walled in (Bert's worker on a1, b2 and a3 three high); d4 may step until the bird takes its
    # worker into the corner g1, walled in by f1 and g2, three high
    st = position(
        {"b2": ["lotus"] * 3, "a3": ["lotus"] * 3, "f1": ["lotus"] * 3, "g2": ["lotus"] * 3},
        workers=(("d4", "a2"), ("a1", "g7")),
        holders=({"bird": 1}, {}),
    )
    rejects(st, Move(END), "S2", "without a step")
    st.push(Move("bird", worker="d4", to="g1"))
    assert not steps_of(st)
    end_turn(st)
    assert st.without_step == [5]


@pytest.mark.slow  # generated games, seconds of CPU: the golden cases prove each rule
def test_generated_games_reach_walled_in_players_and_replay_legal():
    for seed, log, state in walled_in_games(2):
        verdict = replay(log)
        assert verdict.legal, seed
        turn = state.without_step[0]
        assert verdict.state["turns_without_step"] == [turn]
        assert not any(m.action == "step" for m in log.turns[turn - 1])
        # a step written into that turn is caught there: neither worker could step
        st = SakkaraState(log.players, log.board)
        moves = flat_moves(log)
        start = sum(len(t) for t in log.turns[: turn - 1]) + len(log.workers)
        for m in moves:
            if st.turn == turn and st.phase is PLAY:
                break
            st.push(m)
        worker = FIELDS[st.workers[st.mover][0]]
        bad = _with_turns(
            log, **{f"t{turn - 1}": (step(worker, FIELDS[ORTH[INDEX[worker]][0]]),) + log.turns[turn - 1]}
        )
        v = replay(bad).violation
        assert v is not None and (v.rule, v.index, violation_path(bad, v)) == ("S2", start, ("turns", turn - 1, 0))


def test_skipping_while_a_step_is_possible_stays_illegal_in_a_log():
    _, log, _ = GAMES[0]
    t = next(t for t, turn in enumerate(log.turns) if t and len(turn) == 1 and turn[0].action == "step")
    bad = _with_turns(log, **{f"t{t}": ()})
    v = replay(bad).violation
    assert v is not None and (v.rule, v.move.action, violation_path(bad, v)) == ("S2", END, ("turns", t))


# --- tile plays: specials (S4) -------------------------------------------------------------------


def test_helping_hand_is_played_with_each_hewn_stone_and_two_with_the_apex():
    st = position(holders=({"hewn_stone": 2, "helping_hand": 1}, {}))
    st.pyramids[0].ship, st.pyramids[0].grains = True, 1
    st.push(Move("build", tile="hewn_stone"))
    assert st.now.pile == ["helping_hand"] and st.pyramids[0].tiers[1] == {"hewn_stone": 1}
    assert (
        rejects(st, Move("build", tile="hewn_stone"), "S3")
        == "The hewn stone is built with 1 helping hand, and Anne does not hold enough."
    )
    apex = position(holders=({"capstone": 1, "helping_hand": 1}, {}))
    p = apex.pyramids[0]
    p.ship, p.grains = True, 3
    p.tiers = {1: dict(rules.DEFAULT.recipes[1]), 2: dict(rules.DEFAULT.recipes[2]), 3: {}}
    p.done_turn = {1: 1, 2: 3}
    rejects(apex, Move("build", tile="capstone"), "S3", "built with 2 helping hands")


def test_snake_takes_the_named_tile_from_the_opponent():
    st = position(holders=({"snake": 1}, {"moon": 1, "ship": 1}))
    rejects(st, Move("snake", tile="cross"), "S4", "Bert holds no cross")
    st.push(Move("snake", tile="ship"))
    assert st.holders == [{"ship": 1}, {"moon": 1}] and st.now.pile == ["snake"] and st.held == [1, 1]


def test_horse_goes_on_in_the_direction_of_the_step_taking_each_top_tile():
    st = position({"b1": ["lotus"], "c1": ["eye"], "d1": ["ankh", "djed"]}, holders=({"horse": 1}, {}))
    rejects(st, Move("horse", count=2), "S4", "only right after the step")
    st.push(step("a1", "b1"))
    st.push(Move("horse", count=2))
    assert st.workers[0][0] == INDEX["d1"]
    assert st.holders[0] == {"lotus": 1, "eye": 1, "djed": 1}  # "tot drie kaartjes"
    assert st.now.pile == ["horse"]


def test_horse_keeps_the_height_rule_and_the_board_edge():
    st = position({"b1": [], "c1": [], "d1": ["lotus"] * 3}, holders=({"horse": 1, "stair": 1}, {}))
    st.push(step("a1", "b1"))
    high = st.copy()
    rejects(high, Move("horse", count=2), "S4", "d1 is 3 tiles higher than c1")
    high.push(Move("horse", count=2, stairs=(False, True)))
    assert high.now.pile == ["horse", "stair"]
    edge = position({"f1": [], "g1": []}, workers=(("e1", "a2"), ("a7", "g7")), holders=({"horse": 1}, {}))
    edge.push(step("e1", "f1"))
    rejects(edge, Move("horse", count=2), "S4", "past g1")


def test_horse_plays_a_stair_its_first_step_took():
    # S2: a tile taken in a turn is playable for the rest of it, down to the step. The horse's first
    # step takes the stair on top of c1; its second plays it to climb d1, 3 tiles higher than c1 then.
    st = position({"b1": [], "c1": ["lotus", "stair"], "d1": ["lotus"] * 4}, holders=({"horse": 1}, {}))
    st.push(step("a1", "b1"))
    listed = st.legal_moves()
    assert Move(HORSE, count=2, stairs=(False, True)) in listed
    assert Move(HORSE, count=2) not in listed and Move(HORSE, count=2, stairs=(True, True)) not in listed
    rejects(st, Move(HORSE, count=2), "S4", "d1 is 3 tiles higher than c1")
    rejects(st, Move(HORSE, count=2, stairs=(True, True)), "S4", "Anne holds 0 × stair, and this takes 1")
    st.push(Move(HORSE, count=2, stairs=(False, True)))
    assert st.workers[0][0] == INDEX["d1"] and st.holders[0] == {"lotus": 1}
    assert st.now.pile == ["horse", "stair"] and stack(st, "c1") == ["lotus"]
    one = position({"b1": [], "c1": ["stair"], "d1": []}, holders=({"horse": 1, "stair": 1}, {}))
    one.push(step("a1", "b1"))  # one stair held and one taken: two played, not three
    assert Move(HORSE, count=2, stairs=(True, True)) in one.legal_moves()
    one.push(Move(HORSE, count=2, stairs=(True, True)))
    assert one.now.pile == ["horse", "stair", "stair"] and "stair" not in one.holders[0]


def _horse_by_hand(st: SakkaraState, flags: tuple[bool, ...]) -> bool:
    """S2/S4 worked out apart from the engine: each horse step goes on in the step's direction onto a
    field on the board with no worker, at most 2 tiles higher than the stack left (the worker's field
    after its top tile was taken) unless a stair is played, which must be held then: the stairs held
    before the horse plus those its earlier steps took."""
    assert st.now.horse_from is not None
    at, d = st.now.horse_from
    stairs = st.holders[st.mover].get(rules.STAIR, 0)
    height = len(st.board[at])
    for stair in flags:
        file, rank = at % rules.SIZE + (0, 0, 1, -1)[d], at // rules.SIZE + (1, -1, 0, 0)[d]
        if not (0 <= file < rules.SIZE and 0 <= rank < rules.SIZE):
            return False
        at = rank * rules.SIZE + file
        if st.worker_at[at] >= 0:
            return False
        if stair:
            if not stairs:
                return False
            stairs -= 1
        elif len(st.board[at]) - height > rules.CLIMB:
            return False
        stairs += bool(st.board[at]) and st.board[at][-1] == rules.STAIR
        height = max(len(st.board[at]) - 1, 0)
    return True


def test_every_horse_move_is_listed_and_accepted_exactly_when_the_rules_allow_it():
    # random boards rich in stairs and height, a step with a horse held: every horse of 1 or 2 steps with
    # every choice of stairs is listed, accepted by push, and allowed by hand, or none of the three
    rng = random.Random(23)
    checked = taken = 0
    for _ in range(1500):
        board = {
            f: tuple(rng.choice(["stair", "lotus", "horse"]) for _ in range(rng.choice([0, 0, 1, 2, 3, 4, 5])))
            for f in rules.FIELDS
        }
        fields = rng.sample(rules.FIELDS, 4)
        stairs = rng.choice([0, 0, 1, 2])
        st = position(
            board,
            workers=(tuple(fields[:2]), tuple(fields[2:])),
            holders=({"horse": 1, **({"stair": stairs} if stairs else {})}, {}),
        )
        steps = [m for m in st.legal_moves() if m.action == "step" and m.worker == fields[0]]
        if not steps:
            continue
        st.push(rng.choice(steps))
        listed = set(st.legal_moves())
        for count in rules.HORSE_STEPS:
            for flags in itertools.product((False, True), repeat=count):
                move = Move(HORSE, count=count, stairs=flags if any(flags) else ())
                allowed = _horse_by_hand(st, flags)
                try:
                    st.copy().push(move)
                    accepted = True
                except IllegalMove:
                    accepted = False
                assert allowed == accepted == (move in listed), (move, st.snapshot())
                checked += 1
                taken += allowed and sum(flags) > st.holders[0].get(rules.STAIR, 0)
    assert checked > 5000 and taken > 50  # a stair the horse's first step took, played for its second


def test_generated_games_play_a_stair_the_horse_took():
    found = 0
    for _, log, _ in GAMES:
        st = SakkaraState(log.players, log.board)
        for m in flat_moves(log):
            found += m.action == HORSE and sum(m.stairs) > st.holders[st.mover].get("stair", 0)
            st.push(m)
    assert found >= 2


def test_bird_moves_an_own_worker_anywhere_and_takes_the_tile():
    st = position({"e5": ["lotus"] * 6}, holders=({"bird": 1}, {}))
    rejects(st, Move("bird", worker="a1", to="g7"), "S4", "A worker of Bert already stands on g7")
    st.push(Move("bird", worker="a1", to="e5"))  # any height: "naar een veld van zijn keuze"
    assert st.workers[0][0] == INDEX["e5"] and st.holders[0] == {"lotus": 1} and not st.now.stepped


def test_ox_pushes_tiles_from_a_stack_in_front_of_a_worker_never_uphill():
    # The rulebook's picture: five tiles pushed onto a one-tile stack, so 1 to 4 may go.
    stacks = {"b1": ["eye", "ankh", "djed", "lotus", "moon"], "c1": ["cross"]}
    st = position(stacks, holders=({"ox": 1}, {}))
    rejects(st, Move("ox", source="b1", to="c1", count=5), "S4", "at most 4 can go")
    rejects(st, Move("ox", source="c1", to="d1", count=1), "S4", "c1 is not next to a worker of Anne")
    rejects(st, Move("ox", source="b1", to="a1", count=1), "S4", "already stands on a1")
    st.push(Move("ox", source="b1", to="c1", count=4))
    assert stack(st, "b1") == ["eye"] and stack(st, "c1") == ["cross", "ankh", "djed", "lotus", "moon"]


def test_a_special_must_be_held():
    st = position()
    rejects(st, Move("bird", worker="a1", to="d4"), "S4", "Anne holds 0 × bird")


# --- spells (S4) ---------------------------------------------------------------------------------

FIRESTORM = ("pyramid_tip", "cross", "braid")
WHIRLWIND = ("spiral", "cross", "circle")
DROUGHT = ("wave", "braid", "moon")
SHIPWRECK = ("double_line", "circle", "moon")


def held(*kinds: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for k in kinds:
        out[k] = out.get(k, 0) + 1
    return out


def test_firestorm_takes_every_open_tile_of_a_column_past_workers():
    col = {"d1": ["eye"], "d2": ["ankh"], "d3": [], "d5": ["lotus", "moon"], "d6": ["djed"], "d7": ["falcon"]}
    st = position(col, workers=(("d4", "a1"), ("d6", "g7")), holders=(held(*FIRESTORM), {}))
    rejects(st, Move("spell", tiles=FIRESTORM, worker="d4"), "S4", "row or a column")
    st.push(Move("spell", tiles=("braid", "cross", "pyramid_tip"), worker="d4", line="column"))
    # d6 is covered by Bert's worker; d3 is empty
    assert st.holders[0] == {"eye": 1, "ankh": 1, "moon": 1, "falcon": 1}
    assert st.now.pile == ["braid", "cross", "pyramid_tip"]


def test_whirlwind_takes_the_open_tiles_around_the_worker():
    around = {
        f: ["lotus", k]
        for f, k in zip(
            ("c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"),
            ("eye", "ankh", "djed", "falcon", "moon", "cross", "braid", "wave"),
        )
    }
    st = position(around, workers=(("d4", "a1"), ("e5", "g7")), holders=(held(*WHIRLWIND), {}))
    rejects(st, Move("spell", tiles=WHIRLWIND, worker="d4", line="row"), "S4", "takes no line")
    st.push(Move("spell", tiles=WHIRLWIND, worker="d4"))
    assert st.holders[0] == held("eye", "ankh", "djed", "falcon", "moon", "cross", "braid")  # 7: e5 has a worker
    assert stack(st, "e5") == ["lotus", "wave"]


def test_drought_and_shipwreck_need_a_target():
    st = position(holders=(held(*DROUGHT, *SHIPWRECK), {}))
    rejects(st, Move("spell", tiles=DROUGHT), "S4", "Bert has no grain laid out")
    rejects(st, Move("spell", tiles=SHIPWRECK), "S4", "Bert has no ship laid out")
    rejects(st, Move("spell", tiles=("moon", "moon", "circle")), "S4", "make no spell")


def test_a_destroyed_ship_and_grain_in_one_turn_lie_on_top_of_the_stack_ship_last():
    st = position({"b1": []}, holders=(held(*DROUGHT, *SHIPWRECK, "bird"), {}))
    st.pyramids[1].ship, st.pyramids[1].grains = True, 2
    st.push(Move("spell", tiles=SHIPWRECK))  # the ship first ...
    st.push(Move("bird", worker="a2", to="f4"))  # ... a special in between ...
    st.push(Move("spell", tiles=DROUGHT))  # ... the grain last: still second from the top
    st.push(step("a1", "b1"))
    end_turn(st)
    assert st.stacks == [["double_line", "circle", "moon", "bird", "wave", "braid", "moon", "grain", "ship"]]
    assert not st.pyramids[1].ship and st.pyramids[1].grains == 1


def test_a_destroyed_grain_alone_lies_on_top():
    st = position({"b1": []}, holders=(held(*DROUGHT), {}))
    st.pyramids[1].grains = 1
    st.push(Move("spell", tiles=DROUGHT))
    st.push(step("a1", "b1"))
    end_turn(st)
    assert st.stacks == [["wave", "braid", "moon", "grain"]]


# --- the holder (S2) -----------------------------------------------------------------------------


def test_at_most_ten_tiles_at_the_end_of_the_turn_the_player_chooses_the_discards():
    st = position({"b1": ["moon"]}, holders=({"lotus": 6, "eye": 4, "bird": 1}, {}))
    rejects(st, Move("discard", tile="lotus"), "S2", "after the step")
    st.push(step("a1", "b1"))  # 12 tiles now
    rejects(st, Move(END), "S2", "Anne ends the turn holding 12 tiles; at most 10")
    st.push(Move("discard", tile="moon"))
    rejects(st, Move("bird", worker="a2", to="d4"), "S2", "begun discarding")
    st.push(Move("discard", tile="eye"))
    rejects(st, Move("discard", tile="lotus"), "S2", "holds 10 tiles; only tiles beyond 10")
    end_turn(st)
    assert st.stacks == [["moon", "eye"]]


def test_tiles_may_be_played_in_the_turn_they_were_taken():
    st = position({"b1": ["bird"]})
    st.push(step("a1", "b1"))
    st.push(Move("bird", worker="b1", to="c5"))
    assert st.now.pile == ["bird"]


def test_a_tile_a_bird_a_snake_or_a_spell_brings_in_serves_the_step_and_the_horse():
    # S2: "down to the step". Empty fields but e5 and b2, 3 tiles above a2's 0: only a stair climbs it.
    # The bird takes the stair on e5 (a2's worker stays): the step a2-b2 plays it, listed and accepted.
    bird = position({"e5": ["lotus", "stair"], "b2": ["lotus"] * 3}, holders=({"bird": 1}, {}))
    assert step("a2", "b2", stair=True) not in bird.legal_moves()
    bird.push(Move("bird", worker="a1", to="e5"))
    assert step("e5", "e4") in bird.legal_moves() and step("a2", "b2", stair=True) in bird.legal_moves()
    rejects(bird.copy(), step("a2", "b2"), "S2", "b2 is 3 tiles higher than a2")
    bird.push(step("a2", "b2", stair=True))
    assert bird.now.pile == ["bird", "stair"] and bird.holders[0] == {"lotus": 1}  # b2's top
    # the snake steals Bert's stair: the same climb
    snake = position({"b2": ["lotus"] * 3}, holders=({"snake": 1}, {"stair": 1}))
    snake.push(Move("snake", tile="stair"))
    assert step("a2", "b2", stair=True) in snake.legal_moves()
    snake.push(step("a2", "b2", stair=True))
    assert snake.now.pile == ["snake", "stair"] and snake.holders[1] == {}
    # the whirlwind around a1 takes the horse on b2 and the stair on b1 (a2 is covered by Anne's worker);
    # the worker on a2 steps to a3, and the horse goes on to a4 (3 higher than a3's 0: the stair) and a5
    whirl = position(
        {"b1": ["stair"], "b2": ["horse"], "a4": ["lotus"] * 3, "a5": ["eye"]}, holders=(held(*WHIRLWIND), {})
    )
    whirl.push(Move("spell", tiles=WHIRLWIND, worker="a1"))
    assert whirl.holders[0] == {"horse": 1, "stair": 1}
    whirl.push(step("a2", "a3"))
    horses = [m for m in whirl.legal_moves() if m.action == HORSE]
    assert sorted(horses, key=repr) == sorted(
        [Move(HORSE, count=1, stairs=(True,)), Move(HORSE, count=2, stairs=(True, False))], key=repr
    )
    rejects(whirl.copy(), Move(HORSE, count=1), "S4", "a4 is 3 tiles higher than a3")
    whirl.push(Move(HORSE, count=2, stairs=(True, False)))
    assert whirl.workers[0] == [INDEX["a1"], INDEX["a5"]] and whirl.holders[0] == {"lotus": 1, "eye": 1}
    assert whirl.now.pile == [*WHIRLWIND, "horse", "stair"]


# --- building (S3) -------------------------------------------------------------------------------


def test_ship_and_first_grain_before_tier_one_in_the_same_turn():
    st = position(holders=({"ship": 1, "grain": 1, "lotus": 1}, {}))
    rejects(st, Move("build", tile="lotus"), "S3", "must lay out a ship and a first grain before building on tier 1")
    st.push(Move("build", tile="ship"))
    rejects(st, Move("build", tile="lotus"), "S3", "must lay out a first grain")
    st.push(Move("build", tile="grain"))
    st.push(Move("build", tile="lotus"))  # "Dat kan beslist nog in dezelfde beurt gebeuren"
    assert st.pyramids[0].tiers[1] == {"lotus": 1}


def near_tier_one(holder: dict[str, int]) -> SakkaraState:
    st = position({"b1": []}, holders=(holder, {}))
    p = st.pyramids[0]
    p.ship, p.grains = True, 1
    p.tiers[1] = {"stair": 2, "hewn_stone": 4, "lotus": 1, "papyrus": 1}  # lacks the scarab
    return st


def test_tier_order_and_one_tier_a_turn():
    st = near_tier_one({"ankh": 1, "grain": 1, "scarab": 1})
    rejects(st, Move("build", tile="ankh"), "S3", "on tier 2 only after tier 1 is complete")
    rejects(st, Move("build", tile="grain"), "S3", "a second grain only after tier 1 is complete")
    rejects(st, Move("build", tile="lotus"), "S3", "holds 0 × lotus")
    st.holders[0]["lotus"] = 1
    st.held[0] += 1
    rejects(st, Move("build", tile="lotus"), "S3", "Anne already has 1 × lotus in tier 1")
    st.push(Move("build", tile="scarab"))
    assert st.pyramids[0].done_turn == {1: 5}
    rejects(
        st,
        Move("build", tile="grain"),
        "S3",
        "completed tier 1 this turn: the second grain may be laid only in a later turn",
    )


def test_the_grain_for_the_next_tier_comes_in_a_later_turn():
    st = near_tier_one({"scarab": 1, "grain": 1, "ankh": 1})
    st.push(Move("build", tile="scarab"))
    st.push(step("a1", "b1"))
    end_turn(st)
    st.push(step("g7", "f7"))  # Bert's turn (no stack formed)
    end_turn(st)
    st.push(Move("build", tile="grain"))
    st.push(Move("build", tile="ankh"))
    assert st.pyramids[0].grains == 2 and st.pyramids[0].tiers[2] == {"ankh": 1}


def test_a_destroyed_grain_must_be_laid_again_before_building_goes_on():
    st = position(holders=({"ankh": 1, "grain": 1}, {}))
    p = st.pyramids[0]
    p.ship, p.grains = True, 1  # the second grain was destroyed by a drought
    p.tiers[1], p.done_turn = dict(rules.DEFAULT.recipes[1]), {1: 2}
    rejects(st, Move("build", tile="ankh"), "S3", "must lay out a second grain before building on tier 2")
    st.push(Move("build", tile="grain"))
    st.push(Move("build", tile="ankh"))


def test_a_wrecked_ship_must_be_laid_again():
    st = position(holders=({"lotus": 1, "ship": 1}, {}))
    st.pyramids[0].grains = 1
    rejects(st, Move("build", tile="lotus"), "S3", "must lay out a ship before building on tier 1")
    st.push(Move("build", tile="ship"))
    st.push(Move("build", tile="lotus"))


def test_the_first_complete_pyramid_wins_at_once():
    st = position(holders=({"capstone": 1, "helping_hand": 2}, {}))
    p = st.pyramids[0]
    p.ship, p.grains = True, 3
    p.tiers = {1: dict(rules.DEFAULT.recipes[1]), 2: dict(rules.DEFAULT.recipes[2]), 3: {}}
    p.done_turn = {1: 1, 2: 3}
    st.push(Move("build", tile="capstone"))
    assert st.is_over() and st.outcome() is not None and st.outcome().winner == "Anne"
    assert st.legal_moves() == []
    rejects(st, step("a1", "b1"), "S1", "The game is over: Anne has completed the pyramid.")


# --- placing the stacks (S4) ---------------------------------------------------------------------


def pile_position(pile: list[str], stacks: Mapping[str, list[str]] | None = None, fill: int = 0) -> SakkaraState:
    st = position(stacks, fill=fill, workers=(("d4", "a1"), ("g7", "g6")))
    st.now.pile = list(pile)
    st.now.stepped = True
    st.push(Move(END))
    return st


def test_placement_not_next_to_the_placers_own_workers():
    # Anne's stack (her workers d4, a1); Bert places it (his workers g7, g6): S4, "aan een eigen arbeider"
    st = pile_position(["lotus"] * 3)
    assert (
        rejects(st, Move(PLACE, to="f7"), "S4")
        == "f7 is next to a worker of Bert, who places the stack: it never goes next to the placer's own workers."
    )
    rejects(st, Move(PLACE, to="g5"), "S4", "g5 is next to a worker of Bert")
    listed = {m.to for m in st.legal_moves()}
    assert {"f7", "g5", "f6", "g7", "g6", "d4", "a1"}.isdisjoint(listed) and {"d5", "b1", "c4"} <= listed
    st.push(Move(PLACE, to="d5"))  # next to the mover's worker on d4 is fine
    assert stack(st, "d5") == ["lotus"] * 3


def test_placement_on_an_empty_field_first_then_on_the_fewest():
    st = pile_position(["eye"] * 2, {"c7": []}, fill=2)
    rejects(st, Move(PLACE, to="c6"), "S4", "c6 holds 2 tiles, but an empty field is free")
    st.push(Move(PLACE, to="c7"))
    # no empty field but f7 and f6, both next to Bert's (the placer's) workers, so they do not count:
    # the fewest are then the 1 tile of b7 and of d5 (next to Anne's worker on d4, which is allowed)
    full = pile_position(["eye"] * 2, {"f7": [], "f6": [], "b7": ["lotus"], "d5": ["lotus"]}, fill=2)
    rejects(full, Move(PLACE, to="f7"), "S4", "f7 is next to a worker of Bert")
    rejects(
        full,
        Move(PLACE, to="c6"),
        "S4",
        "c6 holds 2 tiles; with no empty field free, the stack goes on a field with the fewest (1)",
    )
    assert sorted(m.to for m in full.legal_moves()) == ["b7", "d5"]
    full.push(Move(PLACE, to="d5"))
    assert stack(full, "d5") == ["lotus", "eye", "eye"]


def _places_by_hand(st: SakkaraState) -> set[tuple[str, int | None]]:
    """S4 worked out apart from the engine, from the snapshot: no worker on the field and none of the
    placer's (the opponent of the player whose turn formed the stack) orthogonally next to it; an empty
    such field while one exists, else one with the fewest tiles among them; a count only to split a
    stack formed with 6 or more into pieces of at least 3."""
    snap = st.snapshot()
    placer = snap["pending"]["placement"]["player"]
    left, formed = len(snap["pending"]["placement"]["stacks"][0]), snap["pending"]["placement"]["formed"]

    def xy(field: str) -> tuple[int, int]:
        return "abcdefg".index(field[0]), int(field[1:])

    near = {xy(w) for w in snap["workers"][placer]}
    taken = {w for ws in snap["workers"].values() for w in ws}
    free = {
        f: len(snap["board"][f])
        for f in rules.FIELDS
        if f not in taken and not any(abs(xy(f)[0] - x) + abs(xy(f)[1] - y) == 1 for x, y in near)
    }
    lowest = 0 if 0 in free.values() else min(free.values())
    counts = [None] + ([k for k in range(3, left - 2)] if formed >= 6 else [])
    return {(f, k) for f, h in free.items() if h == lowest for k in counts}


@pytest.mark.slow  # generated games, seconds of CPU: the golden cases prove each rule
def test_every_placement_is_listed_and_accepted_exactly_when_the_rules_allow_it():
    # random boards, often without an empty field or with the empty ones next to the placer's workers;
    # stacks of 1 to 20 tiles (split at 9, split further from 6): every field with every count
    rng = random.Random(29)
    checked = fallback = 0
    for _ in range(120):
        full = rng.random() < 0.6
        board = {f: ("lotus",) * (rng.choice([1, 2, 3]) if full else rng.choice([0, 1, 2])) for f in rules.FIELDS}
        fields = rng.sample(rules.FIELDS, 4)
        if full:  # now and then the only empty fields lie next to the placer's (Bert's) workers
            for w in fields[2:]:
                board.update({rules.FIELDS[n]: () for n in ORTH[INDEX[w]] if rng.random() < 0.5})
        st = position(board, workers=(tuple(fields[:2]), tuple(fields[2:])))
        st.now.pile, st.now.stepped = ["eye"] * rng.randint(1, 20), True
        st.push(Move(END))
        while st.phase is PLACING:
            listed = set(st.legal_moves())
            by_hand = _places_by_hand(st)
            fallback += not any(not st.board[INDEX[f]] for f, _ in by_hand)
            for f in rules.FIELDS:
                for count in (None, 1, 2, 3, 4, 5, 6, 9):
                    move = Move(PLACE, to=f, count=count)
                    allowed = (f, count) in by_hand
                    try:
                        st.copy().push(move)
                        accepted = True
                    except IllegalMove:
                        accepted = False
                    assert allowed == accepted == (move in listed), move
                    checked += 1
            st.push(rng.choice(sorted(listed, key=repr)))
    assert checked > 50000 and fallback > 20  # the fewest-tiles fallback, next to the placer kept off


def test_at_most_nine_tiles_a_stack_the_rest_form_the_next():
    st = pile_position([f"k{i}" for i in range(11)])
    assert [len(s) for s in st.stacks] == [9, 2]
    rejects(st, step("g7", "f7"), "S4", "Bert first places the 2 stacks formed")
    st.push(Move(PLACE, to="a7"))
    assert stack(st, "a7") == [f"k{i}" for i in range(9)] and st.phase is PLACING
    st.push(Move(PLACE, to="b7"))
    assert stack(st, "b7") == ["k9", "k10"] and st.phase is PLAY and st.mover == 1


def test_split_from_six_into_stacks_of_at_least_three():
    five = pile_position(["lotus"] * 5)
    rejects(five, Move(PLACE, to="a7", count=3), "S4", "A stack of 5 tiles cannot be split: only from 6 on")
    six = pile_position([f"k{i}" for i in range(6)])
    rejects(six, Move(PLACE, to="a7", count=2), "S4", "splits into 2 and 4 tiles, but each stack has at least 3")
    rejects(six, Move(PLACE, to="a7", count=4), "S4", "splits into 4 and 2 tiles")
    six.push(Move(PLACE, to="a7", count=3))
    rejects(six, Move(PLACE, to="a7"), "S4", "a7 holds 3 tiles, but an empty field is free")
    six.push(Move(PLACE, to="b7"))
    assert stack(six, "a7") == ["k0", "k1", "k2"] and stack(six, "b7") == ["k3", "k4", "k5"]
    assert six.phase is PLAY


def test_random_play_through_legal_moves_stays_legal():
    # Not the greedy builder: any listed move, so every kind of action is exercised.
    for seed in range(3):
        rng = random.Random(seed)
        board = random_board(rng)
        st = SakkaraState(NAMES, board)
        written: list[Move] = []
        turns: list[tuple[Move, ...]] = []
        workers = []
        for _ in range(1500):
            if st.is_over():
                break
            move = rng.choice(st.legal_moves())
            before = st.turn
            st.push(move)
            if move.action == "place_worker":
                workers.append(move.to)
            elif move.action != END:
                written.append(move)
            if st.phase is PLAY and st.turn != before and before:
                turns.append(tuple(written))
                written = []
        log = GameLog(NAMES, board, tuple(workers), tuple(turns) + ((tuple(written),) if written else ()))
        verdict = replay(log)
        assert verdict.legal and verdict.finished == st.is_over()


# --- whole logs ----------------------------------------------------------------------------------

GAMES = finished_games(30)


@pytest.mark.parametrize("seed,log,state", GAMES, ids=[f"seed{g[0]}" for g in GAMES])
def test_generated_games_replay_legal_and_finished(seed, log, state):
    assert check_log(log) == []
    verdict = replay(log)
    assert verdict.legal and verdict.finished and verdict.violation is None
    assert verdict.outcome is not None and verdict.outcome.winner == state.outcome().winner
    json.dumps(state.snapshot())


def test_generated_setups_pass_check_log():
    for seed in range(30):
        board = random_board(random.Random(seed))
        log = GameLog(NAMES, board, ("a1", "b1", "c1", "d1"), ())
        assert check_log(log) == []


def test_a_log_may_stop_mid_turn():
    _, log, _ = GAMES[0]
    for cut in (1, 5, 17):
        turns = log.turns[:cut] + (log.turns[cut][:2],)
        verdict = replay(replace(log, turns=turns))
        assert verdict.legal and not verdict.finished


def test_a_log_ending_with_the_winning_build_and_empty_turns_is_complete():
    _, log, _ = GAMES[1]
    verdict = replay(replace(log, turns=log.turns + ((),)))
    assert verdict.legal and verdict.finished


def test_no_stack_is_placed_after_the_winning_build():
    _, log, _ = GAMES[2]
    last = log.turns[-1] + (Move(PLACE, to="d4"),)
    longer = replace(log, turns=log.turns[:-1] + (last,))
    verdict = replay(longer)
    assert verdict.violation is not None and verdict.violation.rule == "S1"
    assert verdict.violation.move == Move(PLACE, to="d4")
    assert violation_path(longer, verdict.violation) == ("turns", len(log.turns) - 1, len(last) - 1)


def test_nothing_may_follow_the_winning_build():
    _, log, _ = GAMES[1]
    longer = replace(log, turns=log.turns + ((Move("step", worker="a1", to="a2"),),))
    verdict = replay(longer)
    assert not verdict.legal and verdict.violation is not None and verdict.violation.rule == "S1"
    assert violation_path(longer, verdict.violation) == ("turns", len(log.turns), 0)
    assert verdict.violation.index == len(written_paths(longer)) - 1


def test_every_listed_move_is_accepted_along_generated_games():
    for _, log, _ in GAMES[:3]:
        moves = flat_moves(log)
        st = SakkaraState(log.players, log.board)
        for i, move in enumerate(moves):
            if i % 7 == 0 and move.action != CLOSE:  # the close of a turn's list is implied, never listed
                listed = st.legal_moves()
                assert move in listed
                for other in random.Random(i).sample(listed, min(len(listed), 15)):
                    st.copy().push(other)
            st.push(move)


FIELDS = rules.FIELDS
KINDS = sorted(rules.DEFAULT.tiles)


def mutate(move: Move, rng: random.Random) -> Move:
    """Another move of the same action: a field or a tile kind changed."""
    options = []
    if move.to is not None:
        options.append(replace(move, to=rng.choice(FIELDS)))
    if move.worker is not None:
        options.append(replace(move, worker=rng.choice(FIELDS)))
    if move.source is not None:
        options.append(replace(move, source=rng.choice(FIELDS)))
    if move.tile is not None:
        options.append(replace(move, tile=rng.choice(KINDS)))
    if move.tiles:
        options.append(replace(move, tiles=tuple(rng.choice(KINDS) for _ in move.tiles)))
    if move.count is not None and move.action == "ox":
        options.append(replace(move, count=move.count + 1))
    return rng.choice(options) if options else move


def _flat_index(moves: list[Move], written_index: int) -> int:
    """Where the written move `written_index` sits in the flat sequence (ends are not written)."""
    seen = -1
    for k, m in enumerate(moves):
        if m.action not in IMPLIED:
            seen += 1
            if seen == written_index:
                return k
    raise IndexError(written_index)


@pytest.mark.parametrize("seed,log,state", GAMES[:6], ids=[f"seed{g[0]}" for g in GAMES[:6]])
def test_mutations_are_caught_at_the_mutated_move(seed, log, state):
    rng = random.Random(seed)
    moves = flat_moves(log)
    paths = written_paths(log)
    written = [m for m in moves if m.action not in IMPLIED]  # the same moves, by written index
    caught = 0
    for _ in range(40):
        i = rng.randrange(len(written))
        path = paths[i]
        if len(path) != 3:  # a worker placement
            continue
        _, t, a = path
        mutated = mutate(written[i], rng)
        if mutated == written[i]:
            continue
        st = SakkaraState(log.players, log.board)
        for m in moves[: _flat_index(moves, i)]:
            st.push(m)
        turns = list(log.turns)
        turns[t] = turns[t][:a] + (mutated,) + turns[t][a + 1 :]
        verdict = replay(replace(log, turns=tuple(turns)))
        if mutated in st.legal_moves():
            assert verdict.violation is None or verdict.violation.index > i
        else:
            assert verdict.violation is not None and verdict.violation.index == i, (mutated, verdict.violation)
            assert verdict.state is not None and json.dumps(verdict.state)
            caught += 1
    assert caught > 5


def random_candidate(rng: random.Random, st: SakkaraState) -> Move:
    """Any move of any action, mostly illegal, with fields and kinds drawn at random."""
    action = rng.choice(
        ["step", "build", "snake", "horse", "bird", "ox", "spell", "discard", "place", "end", "place_worker"]
    )
    own = [FIELDS[w] for w in st.workers[st.mover]] or list(FIELDS)
    if action in ("step", "bird"):
        return Move(
            action,
            worker=rng.choice(own),
            to=rng.choice(FIELDS),
            stairs=rng.choice([(), (True,)]) if action == "step" else (),
        )
    if action in ("build", "snake", "discard"):
        return Move(action, tile=rng.choice(KINDS))
    if action == "horse":
        steps = rng.choice([1, 2])
        return Move(action, count=steps, stairs=rng.choice([(), (True,) * steps, (False, True)[-steps:]]))
    if action == "ox":
        return Move(action, source=rng.choice(FIELDS), to=rng.choice(FIELDS), count=rng.randint(1, 4))
    if action == "spell":
        tiles = list(rng.choice(list(rules.DEFAULT.spells.values())))
        rng.shuffle(tiles)
        return Move(
            action, tiles=tuple(tiles), worker=rng.choice([None, *own]), line=rng.choice([None, "row", "column"])
        )
    if action == "place":
        return Move(action, to=rng.choice(FIELDS), count=rng.choice([None, 3, 4]))
    if action == "place_worker":
        return Move(action, to=rng.choice(FIELDS))
    return Move(END)


def test_push_accepts_exactly_the_listed_moves():
    # push and legal_moves are two codings of the same rules: random candidates, legal or not, must
    # agree with the list (a placement of the whole rest with an explicit count is refused: one spelling).
    rng = random.Random(7)
    for _, log, _ in GAMES[:3]:
        st = SakkaraState(log.players, log.board)
        for i, move in enumerate(flat_moves(log)):
            if i % 4 == 0:
                assert_push_agrees(st, [random_candidate(rng, st) for _ in range(25)])
            st.push(move)


def assert_push_agrees(st: SakkaraState, candidates: list[Move]) -> None:
    """push accepts each candidate exactly when legal_moves lists it."""
    listed = set(st.legal_moves())
    for cand in candidates:
        try:
            st.copy().push(cand)
            accepted = True
        except IllegalMove:
            accepted = False
        assert accepted == (cand in listed), cand


# --- a turn is one list (S2, S4) -----------------------------------------------------------------


def _written_index(log: GameLog, t: int, a: int) -> int:
    return written_paths(log).index(("turns", t, a))


def _with_turns(log: GameLog, **lists: tuple[Move, ...]) -> GameLog:
    turns = list(log.turns)
    for key, moves in lists.items():
        turns[int(key[1:])] = moves
    return replace(log, turns=tuple(turns))


def _placed_turns(log: GameLog) -> list[int]:
    """The lists (not the last) that end with a placement."""
    return [t for t, turn in enumerate(log.turns[:-1]) if turn and turn[-1].action == PLACE]


@pytest.mark.parametrize("seed,log,state", GAMES[:6], ids=[f"seed{g[0]}" for g in GAMES[:6]])
def test_nothing_follows_a_turns_placements_in_its_list(seed, log, state):
    # The next turn's first action written after this turn's placements, its own list left empty:
    # illegal at that action (S2), even though the position would allow it.
    for t in _placed_turns(log)[:5]:
        moved = log.turns[t + 1][0]
        bad = _with_turns(log, **{f"t{t}": log.turns[t] + (moved,), f"t{t + 1}": log.turns[t + 1][1:]})
        v = replay(bad).violation
        assert v is not None and v.rule == "S2" and v.move == moved
        assert violation_path(bad, v) == ("turns", t, len(log.turns[t])) and v.index == _written_index(
            bad, t, len(log.turns[t])
        )
        assert v.reason.render("en") == (
            f"Turn {t + 1} ended with the placement of its stacks, and nothing follows "
            f"them; {NAMES[(t + 1) % 2]} plays turn {t + 2} as a turn of its own."
        )
        v.reason.render("nl")


@pytest.mark.parametrize("seed,log,state", GAMES[:6], ids=[f"seed{g[0]}" for g in GAMES[:6]])
def test_a_stack_left_unplaced_is_the_fault_of_the_list_that_left_it(seed, log, state):
    # The last placement of a turn moved to the head of the next turn's list: the violation is the
    # end of the list that left the stack unplaced (S4), not the next list's first entry.
    for t in _placed_turns(log)[:5]:
        placement = log.turns[t][-1]
        bad = _with_turns(log, **{f"t{t}": log.turns[t][:-1], f"t{t + 1}": (placement,) + log.turns[t + 1]})
        v = replay(bad).violation
        assert v is not None and v.rule == "S4" and v.move.action == CLOSE
        assert violation_path(bad, v) == ("turns", t) and v.index == _written_index(bad, t + 1, 0)
        placer = NAMES[(t + 1) % 2]
        assert v.reason.render("en") in (
            f"The stack formed in this turn was not placed: {placer} places it before the next turn begins.",
            f"The 2 stacks formed in this turn were not placed: {placer} places them before the next turn begins.",
        )
        v.reason.render("nl")


def test_a_list_without_its_step_is_illegal_at_its_end_unless_it_is_the_last():
    _, log, _ = GAMES[0]
    t = next(t for t, turn in enumerate(log.turns) if t and turn[0].action != "step")
    cut = log.turns[t][: next(a for a, m in enumerate(log.turns[t]) if m.action == "step")]
    bad = _with_turns(log, **{f"t{t}": cut})
    v = replay(bad).violation
    assert v is not None and (v.rule, v.move.action, violation_path(bad, v)) == ("S2", END, ("turns", t))
    assert replay(replace(log, turns=log.turns[:t] + (cut,))).legal  # a log that stops mid-turn


@pytest.mark.parametrize("seed,log,state", GAMES[:6], ids=[f"seed{g[0]}" for g in GAMES[:6]])
def test_a_whole_stack_placed_with_its_count_is_refused_there(seed, log, state):
    # one spelling a move: a count is written only to split (S4)
    paths = written_paths(log)
    st = SakkaraState(log.players, log.board)
    k = checked = 0
    for m in flat_moves(log):
        if m.action == PLACE and m.count is None and checked < 4:
            _, t, a = paths[k]
            size = len(st.stacks[0])
            bad = _with_turns(log, **{f"t{t}": log.turns[t][:a] + (replace(m, count=size),) + log.turns[t][a + 1 :]})
            v = replay(bad).violation
            assert v is not None and (v.index, v.rule) == (k, "S4")
            assert "a count is written only to split it" in v.reason.render("en")
            checked += 1
        st.push(m)
        k += m.action not in IMPLIED
    assert checked


@pytest.mark.parametrize("seed,log,state", GAMES[:6], ids=[f"seed{g[0]}" for g in GAMES[:6]])
def test_a_placement_next_to_the_placers_own_worker_is_caught_there(seed, log, state):
    # S4 (corrected): every placement, the fallback onto the fewest tiles too, keeps off the fields next
    # to the placer's own workers; each free such field, put in place of a placement, is caught there
    paths = written_paths(log)
    st = SakkaraState(log.players, log.board)
    k = caught = 0
    for m in flat_moves(log):
        if m.action == PLACE and caught < 12:
            _, t, a = paths[k]
            placer = 1 - st.mover
            near = sorted({n for w in st.workers[placer] for n in ORTH[w] if st.worker_at[n] < 0})
            for n in near[:3]:
                bad = _with_turns(
                    log, **{f"t{t}": log.turns[t][:a] + (replace(m, to=FIELDS[n]),) + log.turns[t][a + 1 :]}
                )
                v = replay(bad).violation
                assert v is not None and (v.index, v.rule) == (k, "S4"), (m, FIELDS[n])
                assert v.reason.render("en").startswith(
                    f"{FIELDS[n]} is next to a worker of {NAMES[placer]}, who places"
                )
                caught += 1
        st.push(m)
        k += m.action not in IMPLIED
    assert caught


def test_the_replay_answer_says_which_turns_went_on_without_a_step(client):
    from sakkara_games import log_to_json
    from referee.games.sakkara import notation

    _, log, state = walled_in_games(2)[0]
    body = log_to_json(log)
    turn = state.without_step[0]
    answer = client.post("/v1/games/sakkara/replay", json=body).get_json()
    assert answer["legal"] and answer["state"]["turns_without_step"] == [turn]
    assert answer["note"] == f"Turn {turn} went on without a step: neither worker of the player to move could step."
    dutch = client.post("/v1/games/sakkara/replay", json=body, headers={"Accept-Language": "nl"}).get_json()
    assert dutch["note"].startswith(f"Beurt {turn} ging verder zonder beweging")
    # the notation writes the turn without a step, and reads it back as the same log
    text = notation.write(body)
    line = text.splitlines()[text.splitlines().index("") + turn]
    assert not any("-" in token and token[0] != "-" and ":" not in token for token in line.split()[1:]), line
    assert notation.read(text).log["turns"] == body["turns"]


def test_push_accepts_exactly_the_listed_moves_around_a_walled_in_turn():
    # S6 in both codings: at each position of a walled-in turn and the turn before it, random candidates are
    # accepted exactly when listed, and every listed move is accepted
    rng = random.Random(11)
    for _, log, state in walled_in_games(2):
        turn = state.without_step[0]
        st = SakkaraState(log.players, log.board)
        for move in flat_moves(log):
            if turn - 1 <= st.turn <= turn:
                assert_push_agrees(st, [random_candidate(rng, st) for _ in range(60)] + st.legal_moves())
            st.push(move)


def test_the_moves_after_a_turn_with_nothing_to_do_are_the_next_turns():
    # seed 52 of the walling games: Bert steps in turn 348 and has nothing more to do; Anne, walled in, has
    # nothing in turn 349: the legal moves are Bert's of turn 350
    _, log, _ = walled_in_games(2)[0]
    st = SakkaraState(log.players, log.board)
    for move in flat_moves(replace(log, turns=log.turns[:348])):
        st.push(move)
    assert st.turn == 348 and st.now.stepped
    groups = st.moves_by_player()
    assert [(g.player, g.turn) for g in groups] == [("Bert", 350)]
    assert Move("step", worker="c2", to="d2") in groups[0].moves


def test_when_neither_player_can_act_no_move_is_listed_and_the_turns_go_on_empty():
    # all four workers in the corner a1-b2, walled in by c1, c2, a3, b3 (three high): nobody can step or
    # play anything; the log may only go on with empty turns, and the legal moves are none (not a loop)
    st = position({f: ["lotus"] * 3 for f in ("c1", "c2", "a3", "b3")}, workers=(("a1", "b2"), ("b1", "a2")))
    assert st.legal_moves() == [Move(END)] and st.moves_by_player() == []
    end_turn(st)
    assert st.mover == 1 and st.legal_moves() == [Move(END)] and st.moves_by_player() == []
    verdict = replay_moves(st, [Move(END), Move(CLOSE), Move(END)])
    assert verdict.legal and verdict.legal_moves == () and verdict.state["turns_without_step"] == [5, 6, 7]
