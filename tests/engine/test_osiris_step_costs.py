"""What each legal step costs, as the referee says it (`state.step_costs`): the prices of O3
(sideways 1, a stair 2) and the stones a move has left after the step, worked out by hand on the default
board (O9) from the rulebook's worked example and positions arranged at the edges of O3, O4 and O8."""

from __future__ import annotations

from osiris_replay_engine_helpers import position, push_all, setup_for

from referee.games.osiris.state import OsirisState, Table


def cost(c: int, left: int) -> dict[str, int]:
    return {"cost": c, "left": left}


REPLAY = "/v1/games/osiris/replay"
PLAYERS = [
    {"name": "Anne", "colours": ["beige"]},
    {"name": "Bert", "colours": ["red-brown"]},
    {"name": "Carl", "colours": ["yellow"]},
    {"name": "Dora", "colours": ["brown"]},
]


def worked_example_log(moves: list[dict]) -> dict:
    setup = setup_for(4)
    return {
        "players": PLAYERS,
        "gods": dict(setup.gods),
        "followers": {g: dict(c) for g, c in setup.followers.items()},
        "moves": moves,
    }


def test_the_replay_answer_prices_every_legal_step_of_the_worked_example(client):
    """The rulebook's example: after Heliopolis's climb, Giseh has 3 stones, Memphis 3, Sakkara 2. Each
    red-brown priest may climb the stair in front of its city (2 stones): Giseh's and Memphis's keep 1,
    Sakkara's 0. Once Giseh's priest stands on 1-8 with 1 stone left, only the sideways steps (1) remain:
    the stair up and the stair home cost 2."""
    first = [
        {"player": "Anne", "action": "step", "priest": "beige-2", "to": "1-2"},
        {"player": "Anne", "action": "end"},
    ]
    answer = client.post(REPLAY, json=worked_example_log(first)).get_json()
    assert answer["state"]["step_costs"] == {
        "red-brown-1": {"1-8": cost(2, 1)},
        "red-brown-3": {"1-9": cost(2, 1)},
        "red-brown-2": {"1-10": cost(2, 0)},
    }
    climbed = first + [{"player": "Bert", "action": "step", "priest": "red-brown-1", "to": "1-8"}]
    answer = client.post(REPLAY, json=worked_example_log(climbed)).get_json()
    assert answer["state"]["step_costs"] == {"red-brown-1": {"1-7": cost(1, 0), "1-9": cost(1, 0)}}
    steps = {m["to"] for m in answer["legal_moves"][0]["moves"] if m["action"] == "step"}
    assert steps == set(answer["state"]["step_costs"]["red-brown-1"])  # the costs are those of the legal steps
    # the moves stay moves: sent back as written, one is taken
    again = client.post(REPLAY, json=worked_example_log(climbed + [answer["legal_moves"][0]["moves"][0]])).get_json()
    assert again["legal"]


def test_a_blockade_is_entered_sideways_only_and_the_cap_bounds_the_stones_left():
    """O4: a blockade field is entered only sideways (1-3 sideways is priced, 2-1 up the stair is not
    offered). O3: Heliopolis with 5 stones moves on all 5; with 13 the move spends at most 11 (4 players),
    with 10 and 3 players at most 8."""
    st = position(setup_for(4), stones={"Heliopolis": 5}, blockades=["1-3", "2-1"])
    assert st.snapshot()["step_costs"]["beige-2"] == {"1-2": cost(2, 3)}
    push_all(st, "Anne step beige-2 1-2")
    assert st.snapshot()["step_costs"] == {"beige-2": {"1-1": cost(1, 2), "1-3": cost(1, 2), "Heliopolis": cost(2, 1)}}
    assert position(setup_for(4), stones={"Heliopolis": 13}).snapshot()["step_costs"]["beige-2"] == {"1-2": cost(2, 9)}
    assert position(setup_for(3), stones={"Heliopolis": 10}).snapshot()["step_costs"]["beige-2"] == {"1-2": cost(2, 6)}


def test_a_relief_stone_in_hand_pays_for_another_priests_step():
    """O8 relief: no beige priest can climb on 1 stone; beige-1 relieves the blockade on 2-5, and the freed
    stone lets beige-2 and beige-3 each climb their stair (1 + 1 = 2, none left); beige-1 may not step."""
    st = position(setup_for(relief=True), stones={"Tanis": 1, "Buto": 1, "Heliopolis": 1}, blockades=["2-5"])
    assert st.snapshot()["step_costs"] == {}
    push_all(st, "Anne relief beige-1 2-5")
    assert st.snapshot()["step_costs"] == {"beige-2": {"1-2": cost(2, 0)}, "beige-3": {"1-1": cost(2, 0)}}


def test_no_step_is_priced_after_the_move_is_spent_or_the_game_is_over():
    st = push_all(OsirisState(Table(setup_for(4))), "Anne step beige-2 1-2")
    assert st.snapshot()["step_costs"] == {}  # 2 of 2 spent: the end or a follower is left
    over = position(setup_for(4), priests={"beige-2": "4-2"}, stones={"Heliopolis": 2})
    push_all(over, "Anne step beige-2 apex")
    assert over.is_over() and over.snapshot()["step_costs"] == {}


def test_a_step_into_a_fight_names_its_winner_as_the_step_decides_it():
    """O5: a step onto another player's priest is priced with `winner`, the priest who wins the fight
    (more followers in his god's temple; a tie lost by the priest not moving), exactly as pushing the step
    decides it: the winner stands on the field, the loser is back in his birth city. Every fight of generated
    games with 2, 3 and 4 players, both winners seen, ties included."""
    from osiris_games import random_game  # noqa: PLC0415

    from referee.games.osiris.state import log_from_json  # noqa: PLC0415

    seen = {"mover": 0, "defender": 0, "tie": 0}
    for players, seed in ((2, 1), (3, 2), (4, 3), (4, 9), (4, 11), (3, 12)):
        game = log_from_json(random_game(seed, players))
        st = OsirisState(Table(game.setup))
        for m in game.moves:
            snap = st.snapshot()
            if m.action == "step" and m.swap is not None:
                mover = m.priest or snap["moving"]["priest"]
                defender = next(p for p, at in snap["priests"].items() if at["field"] == m.to)
                said = snap["step_costs"][mover][m.to]["winner"]
                count = {
                    p: sum(snap["followers"].get(snap["priests"][p]["god"], {}).values()) for p in (mover, defender)
                }
                if count[mover] == count[defender]:
                    seen["tie"] += 1
                    assert said == mover  # O5: the tie is lost by the priest not moving
                st.push(m)
                after = st.snapshot()["priests"]
                assert after[said]["field"] == m.to
                seen["mover" if said == mover else "defender"] += 1
            else:
                st.push(m)
            # a winner is named exactly for the steps onto a field another priest holds
            held = {at["field"] for at in snap["priests"].values()}
            assert all(
                ("winner" in e) == (f in held) for fields in snap["step_costs"].values() for f, e in fields.items()
            )
    assert all(seen.values()), seen
