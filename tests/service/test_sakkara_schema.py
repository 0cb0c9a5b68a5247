"""Sakkara's request schemas: the examples load and answer, and every caller error (C2) is reported
at once, each at its path, in both languages."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from marshmallow import ValidationError

from referee.core.text import Text
from referee.games.sakkara import rules
from referee.games.sakkara.scoring import check_outcome
from referee.games.sakkara.state import Move, replay
from referee.schemas.common import pointers
from referee.core.context import language
from referee.schemas.sakkara import (
    OutcomeAnswerSchema,
    ReplayAnswerSchema,
    SakkaraOutcomeSchema,
    SakkaraReplaySchema,
    move_notation,
)

from sakkara_games import play_game

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
OUTCOME = json.loads((EXAMPLES / "sakkara-outcome.json").read_text())
GAME = json.loads((EXAMPLES / "sakkara-replay-game.json").read_text())


def problems(schema: Any, body: Any) -> list[tuple[tuple, str]]:
    with pytest.raises(ValidationError) as err:
        schema.load(body)
    out = []
    for path, message in pointers(err.value.messages):
        assert isinstance(message, Text), (path, message)
        if message.id.startswith("sakkara."):  # the shared schema texts are the house's to register
            message.render("nl")
        out.append((path, message.id))
    return out


def dumped(schema, value, lang: str = "en") -> dict:
    """An answer dumped as the app dumps it, sentences in `lang`."""
    token = language.set(lang)
    try:
        return schema.dump(value)
    finally:
        language.reset(token)


def outcome_answer(result, lang: str = "en") -> dict:
    return dumped(OutcomeAnswerSchema(), result, lang)


def replay_answer(verdict, lang: str = "en") -> dict:
    return dumped(ReplayAnswerSchema(), verdict, lang)


def edited(body: dict, **changes: Any) -> dict:
    out = copy.deepcopy(body)
    out.update(changes)
    return out


# --- the examples --------------------------------------------------------------------------------


def test_outcome_example_answers_per_player_and_the_winner():
    result = check_outcome(**SakkaraOutcomeSchema().load(OUTCOME))
    answer = outcome_answer(result, "en")
    assert answer["winner"] == "Anne" and answer["possible"]
    assert answer["standings"] == [
        {"rank": 1, "name": "Anne", "decided_by": None, "detail": "Anne has completed the pyramid."},
        {"rank": 2, "name": "Bert", "decided_by": "complete_pyramid", "detail": "Bert has not completed the pyramid."},
    ]
    assert [s["detail"] for s in outcome_answer(result, "nl")["standings"]] == [
        "Anne heeft de piramide voltooid.",
        "Bert heeft de piramide niet voltooid.",
    ]
    bert = answer["players"][1]
    assert bert["tiers"][1]["blocked_by"] == ["grain"]
    assert bert["tiers"][1]["detail"] == (
        "Tier 2 still lacks 1 × falcon, 1 × djed; it can grow only after laying out a second grain."
    )
    assert outcome_answer(result, "nl")["detail"] == "Anne heeft de piramide voltooid en wint."
    json.dumps(answer)


def test_replay_example_is_a_whole_legal_game():
    kwargs = SakkaraReplaySchema().load(GAME)
    verdict = replay(**kwargs)
    assert verdict.legal and verdict.finished
    answer = replay_answer(verdict)
    assert answer["winner"] == "Bert" and answer["violation"] is None
    json.dumps(answer)


def test_notation_round_trips():
    log, _ = play_game(3)
    body = {
        "players": list(log.players),
        "board": {f: list(s) for f, s in log.board.items()},
        "workers": list(log.workers),
        "turns": [[move_notation(m) for m in t] for t in log.turns],
    }
    loaded = SakkaraReplaySchema().load(json.loads(json.dumps(body)))["log"]
    assert loaded.turns == log.turns and loaded.board == log.board


def test_an_illegal_move_is_answered_with_its_path_and_the_state_before_it():
    body = copy.deepcopy(GAME)
    body["turns"][0].insert(0, {"action": "step", "worker": "a1", "to": "a2", "stair": True})
    kwargs = SakkaraReplaySchema().load(body)
    verdict = replay(**kwargs)
    answer = replay_answer(verdict, "nl")
    assert not answer["legal"]
    v = answer["violation"]
    assert v["index"] == 4 and v["path"] == ["turns", 0, 0] and v["rule"] == "S2"
    assert v["move"] == {"action": "step", "worker": "a1", "to": "a2", "stair": True}
    assert answer["state"]["pending"]["turn"]["player"] == "Anne"
    assert set(answer["state"]) >= {"board", "workers", "holders", "pyramids", "to_move", "pending"}


def test_an_implied_end_is_answered_at_its_turn():
    body = copy.deepcopy(GAME)
    body["turns"][0] = [{"action": "build", "tile": "ship"}]  # and no step
    kwargs = SakkaraReplaySchema().load(body)
    answer = replay_answer(replay(**kwargs))
    assert answer["violation"]["path"] == ["turns", 0] and answer["violation"]["move"] == {"action": "end"}
    assert answer["violation"]["reason"] == (
        "Anne ends the turn without a step, but a worker of Anne could step "
        "throughout the turn: a turn goes on without its step only when "
        "neither worker can step."
    )


# --- caller errors of a replay (422) -------------------------------------------------------------


def board_with(**stacks: list[str]) -> dict:
    board = copy.deepcopy(GAME["board"])
    board.update(stacks)
    return board


def test_a_board_that_is_not_49_stacks():
    board = board_with()
    del board["g7"]
    board["h9"] = ["lotus"]
    found = problems(SakkaraReplaySchema(), edited(GAME, board=board))
    assert (("board", "h9"), "sakkara.log.unknown_field") in found
    assert (("board",), "sakkara.setup.missing_fields") in found


def test_unknown_kinds_and_more_than_the_catalogue():
    a1 = GAME["board"]["a1"]
    found = problems(SakkaraReplaySchema(), edited(GAME, board=board_with(a1=[a1[0], "obelisk"], b1=["ship"] * 2)))
    assert (("board", "a1", 1), "sakkara.log.unknown_kind") in found
    assert (("board",), "sakkara.setup.too_many") in found


def test_an_unreadable_stack_is_one_problem():
    found = problems(SakkaraReplaySchema(), edited(GAME, board=board_with(c4=["lotus", 7], d4="eye")))
    assert sorted(found) == sorted(
        [(("board", "c4", 1), "sakkara.schema.text"), (("board", "d4"), "sakkara.schema.list")]
    )


def test_stacks_above_two_and_too_few_ships_at_setup():
    board = {f: [k for k in s if k != "ship"] or ["lotus"] for f, s in GAME["board"].items()}
    board["c4"] = ["lotus", "eye", "ankh"]
    found = problems(SakkaraReplaySchema(), edited(GAME, board=board))
    assert (("board", "c4"), "sakkara.setup.too_high") in found
    assert (("board",), "sakkara.setup.ships") in found


def test_unknown_fields_in_placements_and_moves_each_at_its_path():
    body = edited(GAME, workers=["a1", "z9", "c3", "d4"])
    body["turns"] = copy.deepcopy(GAME["turns"])
    body["turns"][1][0] = {"action": "step", "worker": "a1", "to": "a8"}
    body["turns"][2][0] = {"action": "fly", "to": "a2"}
    body["turns"][3][0] = {"action": "build", "tile": "ship", "to": "a2"}
    body["turns"][4][0] = {"action": "horse", "steps": "2"}
    found = problems(SakkaraReplaySchema(), body)
    assert sorted(found) == sorted(
        [
            (("workers", 1), "sakkara.log.unknown_field"),
            (("turns", 1, 0, "to"), "sakkara.log.unknown_field"),
            (("turns", 2, 0, "action"), "sakkara.log.unknown_action"),
            (("turns", 3, 0, "to"), "sakkara.log.not_for_action"),
            (("turns", 4, 0, "steps"), "schema.whole_number"),
        ]
    )


def test_players_are_two_with_different_names():
    assert problems(SakkaraReplaySchema(), edited(GAME, players=["Anne"])) == [(("players",), "sakkara.schema.players")]
    assert problems(SakkaraReplaySchema(), edited(GAME, players=["Anne", "Anne"])) == [
        (("players", 1), "players.duplicate_name")
    ]
    # as in every game, names that differ only in capitals are one name (C1)
    assert problems(SakkaraReplaySchema(), edited(GAME, players=["Anne", "ANNE"])) == [
        (("players", 1), "players.same_name")
    ]


def test_lists_are_bounded_before_they_are_read():
    found = problems(SakkaraReplaySchema(), edited(GAME, turns=[[]] * 1001))
    assert found == [(("turns",), "sakkara.log.too_many_turns")]
    found = problems(SakkaraReplaySchema(), edited(GAME, turns=[[{"action": "discard", "tile": "x"}] * 301]))
    assert found == [(("turns", 0), "sakkara.log.too_many_actions")]
    found = problems(SakkaraReplaySchema(), edited(GAME, board={f"x{i}": [] for i in range(100)}))
    assert found == [(("board",), "sakkara.schema.too_many")]


def catalogue(**changes: Any) -> dict:
    cat = rules.DEFAULT.as_data()
    for key, value in changes.items():
        cat[key] = {**cat[key], **value}
    return cat


def test_a_catalogue_may_be_sent_and_is_held_to_the_text():
    good = catalogue()
    assert replay(**SakkaraReplaySchema().load(edited(GAME, catalogue=good))).legal
    found = problems(SakkaraReplaySchema(), edited(GAME, catalogue=catalogue(tiles={"ship": 2, "lotus": 3})))
    assert found == [(("catalogue", "tiles", "ship"), "sakkara.catalogue.ships")]
    found = problems(SakkaraReplaySchema(), edited(GAME, catalogue={"tiles": {"Ship!": 1}, "tiers": [], "oops": 1}))
    assert sorted(found) == sorted(
        [
            (("catalogue", "tiles", "Ship!"), "sakkara.schema.kind"),
            (("catalogue", "tiers"), "sakkara.schema.object"),
            (("catalogue", "oops"), "sakkara.schema.unknown_key"),
            (("catalogue", "spells"), "schema.required.named"),
        ]
    )


# --- caller errors of an outcome (422) -----------------------------------------------------------


def test_outcome_caller_errors():
    body = copy.deepcopy(OUTCOME)
    body["players"][0]["tier1"]["ankh"] = 1
    body["players"][1]["tier2"]["obelisk"] = 1
    body["players"][1]["grains"] = -1
    found = problems(SakkaraOutcomeSchema(), body)
    assert sorted(found) == sorted([(("players", 1, "grains"), "schema.not_negative")])
    body["players"][1]["grains"] = 1
    found = problems(SakkaraOutcomeSchema(), body)
    assert found == [
        (("players", 0, "tier1", "ankh"), "sakkara.layout.wrong_tier"),
        (("players", 1, "tier2", "obelisk"), "sakkara.layout.unknown_kind"),
    ]
    assert problems(SakkaraOutcomeSchema(), {"players": [OUTCOME["players"][0]]}) == [
        (("players",), "sakkara.schema.players")
    ]


def test_outcome_with_a_caller_catalogue():
    cat = catalogue(tiles={"djed": 0, "obelisk": 2}, tiers={"tier2": ["ankh", "eye", "falcon", "obelisk"]})
    body = edited(OUTCOME, catalogue=cat)
    body["players"] = copy.deepcopy(OUTCOME["players"])
    body["players"][0]["tier2"] = {"ankh": 1, "eye": 1, "falcon": 1, "obelisk": 1}
    result = check_outcome(**SakkaraOutcomeSchema().load(body))
    assert result.winner == "Anne"


def test_move_notation_of_every_action():
    assert move_notation(Move("place", to="c4", count=3)) == {"action": "place", "field": "c4", "count": 3}
    assert move_notation(Move("ox", source="c4", to="c5", count=2)) == {
        "action": "ox",
        "from": "c4",
        "to": "c5",
        "count": 2,
    }
    assert move_notation(Move("snake", tile="moon")) == {"action": "snake", "take": "moon"}
    assert move_notation(Move("horse", count=2, stairs=(False, True))) == {
        "action": "horse",
        "steps": 2,
        "stairs": [False, True],
    }
    assert move_notation(Move("place_worker", to="d4")) == {"action": "place_worker", "field": "d4"}


@pytest.mark.parametrize("steps,stairs", [(1, [False, False]), (2, [False]), (1, [True, False])])
def test_horse_stair_flags_of_the_wrong_length_are_refused_even_when_all_false(client, steps, stairs):
    """One flag per step of the horse: `[false, false]` for one step (or `[false]` for two) is a problem at
    `stairs`, as `[true, false]` for one step already was, not read as "no stair"."""
    body = copy.deepcopy(GAME)
    body["turns"] = [[{"action": "horse", "steps": steps, "stairs": stairs}]]
    r = client.post("/v1/games/sakkara/replay", json=body)
    assert r.status_code == 422, r.get_json()
    assert [e["pointer"] for e in r.get_json()["errors"]] == ["/turns/0/0/stairs"]
    assert f"{steps} flag" in r.get_json()["errors"][0]["detail"]


def test_horse_notation_with_too_many_dots_is_refused(client):
    """The paper notation's `ho:1..` is two flags for one step."""
    text = client.post("/v1/games/sakkara/notation", json=GAME).get_data(as_text=True)
    head, _, _ = text.partition("\nA:")
    r = client.post("/v1/games/sakkara/replay", data=head + "\nA: ho:1..\n", content_type="text/plain")
    assert r.status_code == 422, r.get_data(as_text=True)
