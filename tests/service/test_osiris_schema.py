"""Osiris's request schemas: /outcome and /replay load into engine objects, every problem with its
pointer in one answer (C2); the answer schemas dump the engine's results as JSON."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from marshmallow import ValidationError

from osiris_games import random_game
from referee.core.text import Text
from referee.games.osiris import rules
from referee.games.osiris import spec as osiris_spec
from referee.games.osiris.board import DEFAULT_BOARD_DATA, check_board
from referee.games.osiris.outcome import Seat, outcome
from referee.games.osiris.state import replay
from referee.schemas.common import pointers
from referee.schemas.osiris import (
    OsirisLogSchema,
    OsirisOutcomeAnswerSchema,
    OsirisOutcomeSchema,
    OsirisReplayAnswerSchema,
)


EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ISSUE_EXAMPLE = {
    "players": [
        {"name": "Anne", "colours": ["beige"]},
        {"name": "Bert", "colours": ["red-brown"]},
        {"name": "Carl", "colours": ["yellow"]},
        {"name": "Dora", "colours": ["brown"]},
    ],
    "end": "apex",
    "ended_by": "Bert",
    "god": "Horus",
    "followers": {"beige": 2, "red-brown": 2, "brown": 1},
}


def problems(schema, body) -> dict[str, str]:
    """pointer -> message id (or marshmallow's text) of every problem in the 422."""
    with pytest.raises(ValidationError) as caught:
        schema.load(body)
    found: dict[str, str] = {}
    for path, message in pointers(caught.value.messages):
        found["/" + "/".join(map(str, path))] = message.id if isinstance(message, Text) else message
    return found


def test_the_issue_example_loads_and_scores():
    args = OsirisOutcomeSchema().load(ISSUE_EXAMPLE)
    assert args["players"][1] == Seat("Bert", ("red-brown",)) and args["check"] is False
    answer = OsirisOutcomeAnswerSchema().dump(outcome(**args))
    assert answer["pharaoh"] == "Bert" and answer["winner"] == "Bert" and answer["god"] == "Horus"
    assert [(s["rank"], s["name"], s["decided_by"]) for s in answer["standings"]] == [
        (1, "Bert", None),
        (2, "Anne", "last_turn"),
        (3, "Dora", "followers"),
        (4, "Carl", "followers"),
    ]
    assert answer["players"][0] == {
        "name": "Anne",
        "colours": ["beige"],
        "followers": 2,
        "by_colour": {"beige": 2},
        "detail": "Anne: 2 followers in the temple of Horus (beige 2).",
    }
    json.dumps(answer)


def test_outcome_problems_come_together_with_their_pointers():
    body = copy.deepcopy(ISSUE_EXAMPLE)
    body["players"][1]["colours"] = ["purple"]
    body["players"][2]["colours"] = ["brown"]
    body.update(end="tie", ended_by="Zoe", god="Zeus", followers={"beige": "2", "red-brown": 4})
    assert problems(OsirisOutcomeSchema(), body) == {  # the counts that loaded are still checked
        "/followers/beige": "schema.whole_number",
        "/followers/red-brown": "osiris.too_many_in_temple",
        "/players/1/colours/0": "osiris.unknown_colour",
        "/players/2/colours": "osiris.seat_colours",
        "/end": "osiris.unknown_end",
        "/ended_by": "osiris.ended_by_unknown",
        "/god": "osiris.unknown_god",
    }
    body["followers"] = {"beige": 2, "red-brown": 4, "pink": 1}
    assert problems(OsirisOutcomeSchema(), body) == {
        "/players/1/colours/0": "osiris.unknown_colour",
        "/players/2/colours": "osiris.seat_colours",
        "/end": "osiris.unknown_end",
        "/ended_by": "osiris.ended_by_unknown",
        "/god": "osiris.unknown_god",
        "/followers/red-brown": "osiris.too_many_in_temple",
        "/followers/pink": "osiris.unknown_colour",
    }


def test_outcome_temples_are_checked_against_the_followers():
    body = {
        **ISSUE_EXAMPLE,
        "temples": {
            "Horus": {"beige": 2, "red-brown": 1, "brown": 1},
            "Isis": {"beige": 3, "red-brown": 4, "yellow": 5},
        },
    }
    found = problems(OsirisOutcomeSchema(), body)
    assert found["/followers/red-brown"] == "osiris.followers_disagree"
    assert found["/temples/Isis/red-brown"] == "osiris.too_many_in_temple"
    assert found["/temples"] == "osiris.followers_total"


def test_lists_and_objects_are_bounded_before_any_work():
    body = {**ISSUE_EXAMPLE, "players": ISSUE_EXAMPLE["players"] * 3}
    assert problems(OsirisOutcomeSchema(), body) == {"/players": "players.count"}
    body = {**ISSUE_EXAMPLE, "followers": {f"c{i}": 1 for i in range(50)}}
    assert problems(OsirisOutcomeSchema(), body) == {"/followers": "osiris.schema.counts"}
    game = random_game(1, 2, "apex")
    game["moves"] = game["moves"] * 100
    assert len(game["moves"]) > rules.MAX_MOVES
    assert problems(OsirisLogSchema(), game) == {"/moves": "osiris.log.too_many_moves"}


def test_a_generated_game_loads_replays_and_dumps():
    game = random_game(2, 4, "blocked")
    args = OsirisLogSchema().load(game)
    verdict = replay(**args)
    answer = OsirisReplayAnswerSchema().dump(verdict)
    assert answer["legal"] and answer["finished"] and answer["violation"] is None
    assert answer["outcome"]["pharaoh"] == "Sinhaue" and answer["outcome"]["end"] == "blocked"
    json.dumps(answer)


def test_player_names_in_moves_are_read_as_the_players_are():
    game = random_game(11, 2, "apex")
    game["players"][0]["name"] = " Anne "
    for m in game["moves"]:
        if m["player"] == "Anne":
            m["player"] = "Anne\u0020"
    verdict = replay(**OsirisLogSchema().load(game))
    assert verdict.legal and verdict.finished


def test_an_illegal_move_answers_with_the_rule_the_sentence_and_the_state():
    game = random_game(3, 3, "apex")
    game["moves"] = [
        {"player": "Anne", "action": "step", "priest": "beige-2", "to": "1-2"},
        {"player": "Anne", "action": "step", "to": "1-3"},
    ]
    answer = OsirisReplayAnswerSchema().dump(replay(**OsirisLogSchema().load(game)))
    assert not answer["legal"] and answer["outcome"] is None
    assert answer["violation"] == {
        "index": 1,
        "move": {"player": "Anne", "action": "step", "to": "1-3"},
        "rule": "O3",
        "reason": "Beige 2 has 2 stones in Heliopolis but the path costs 3.",
    }
    assert answer["state"]["priests"]["beige-2"]["field"] == "1-2" and answer["state"]["turn"] == "Anne"
    json.dumps(answer)


def test_log_problems_come_together_with_their_pointers():
    game = random_game(4, 3, "apex")
    game["gods"] = {**game["gods"], "yellow-1": "Horus", "beige-1": "Zeus"}
    game["followers"] = {"Isis": {"beige": 4}, "Nut": {"beige": 1, "yellow": 1}}
    game["moves"] = [
        {"player": "Anne", "action": "step", "priest": "beige-2", "to": "1-2", "swap": "yes"},
        {"player": "Anne", "action": "fly", "wings": 2},
        {"player": "Zoe", "action": "step", "to": "9-99"},
        {"action": "end"},
    ]
    found = problems(OsirisLogSchema(), game)
    assert found["/moves/0/swap"] == "schema.true_or_false"
    assert found["/moves/1/wings"] == "osiris.log.unknown_key"
    assert found["/moves/3/player"] == "schema.required.named"
    assert found["/gods/yellow-1"] == "osiris.priest_out"
    assert found["/gods/beige-1"] == "osiris.unknown_god"
    assert found["/followers/Isis/beige"] == "osiris.too_many_in_temple"
    assert found["/followers/Nut/yellow"] == "osiris.colour_out"
    assert found["/followers"] == "osiris.followers_total"
    game["moves"] = game["moves"][2:3]
    game["gods"].pop("yellow-1")
    found = problems(OsirisLogSchema(), game)
    assert found["/moves/0/player"] == "osiris.log.unknown_player"
    assert found["/moves/0/to"] == "osiris.log.unknown_field"


def test_the_default_board_may_be_sent_and_replays_the_same():
    game = random_game(5, 2, "apex")
    with_board = {**game, "board": copy.deepcopy(DEFAULT_BOARD_DATA)}
    assert replay(**OsirisLogSchema().load(with_board)) == replay(**OsirisLogSchema().load(game))


def _board_without_join(a: str, b: str) -> dict:
    board = copy.deepcopy(DEFAULT_BOARD_DATA)
    for f in board["fields"]:
        for kind in ("sideways", "stairs"):
            if f["id"] == a and b in f[kind]:
                f[kind].remove(b)
            if f["id"] == b and a in f[kind]:
                f[kind].remove(a)
    return board


def test_a_callers_own_board_changes_the_game():
    game = random_game(6, 4, "apex")
    board = _board_without_join("1-2", "1-3")  # a wall between two fields
    assert check_board(board) == []
    game["board"] = board
    game["moves"] = [
        {"player": "Anne", "action": "step", "priest": "beige-2", "to": "1-2"},
        {"player": "Anne", "action": "end"},
        {"player": "Bert", "action": "step", "priest": "red-brown-1", "to": "1-8"},
        {"player": "Bert", "action": "step", "to": "1-7"},
        {"player": "Bert", "action": "end"},
    ]
    assert replay(**OsirisLogSchema().load(game)).legal
    game["moves"] = [
        {"player": "Anne", "action": "step", "priest": "beige-2", "to": "1-2"},
        {"player": "Anne", "action": "end"},
        {"player": "Bert", "action": "step", "priest": "red-brown-1", "to": "1-8"},
        {"player": "Bert", "action": "end"},
    ]
    assert not replay(**OsirisLogSchema().load(game)).legal


def test_a_board_that_is_not_a_board_is_a_422_with_every_problem():
    board = copy.deepcopy(DEFAULT_BOARD_DATA)
    board["fields"][0]["sideways"].append("9-9")  # unknown field
    board["fields"][1]["sideways"].remove("1-1")  # 1-1 still lists 1-2: not symmetric
    board["fields"][5]["level"] = "one"
    board["cities"][0]["colour"] = "purple"
    game = {**random_game(7, 4, "apex"), "board": board}
    found = problems(OsirisLogSchema(), game)
    assert found["/board/fields/5/level"] == "osiris.board.level"
    assert found["/board/cities/0/colour"] == "osiris.board.colour"
    board = copy.deepcopy(DEFAULT_BOARD_DATA)
    board["fields"][0]["sideways"].append("9-9")
    board["fields"][1]["sideways"].remove("1-1")
    found = problems(OsirisLogSchema(), {**game, "board": board})
    assert found == {
        "/board/fields/0/sideways/2": "osiris.board.unknown_join",
        "/board/fields/0/sideways/0": "osiris.board.not_symmetric",
    }


@pytest.mark.parametrize(
    "change, pointer, message",
    [
        (lambda b: b["cities"].pop(), "/board/cities", "osiris.board.city_count"),
        (lambda b: b.update(apex="1-1"), "/board/apex", "osiris.board.apex_not_top"),
        (lambda b: b.update(apex="top"), "/board/apex", "osiris.board.unknown_apex"),
        (lambda b: b["cities"][1].update(segments=1), "/board/cities", "osiris.board.city_colour"),
        (lambda b: b["cities"].reverse(), "/board/cities", "osiris.board.city_order"),
        (lambda b: b.update(extra=1), "/board/extra", "osiris.board.unknown_key"),
        (lambda b: b["fields"].__setitem__(slice(20, 80), []), "/board/fields", "osiris.board.too_few_fields"),
    ],
)
def test_board_problems(change, pointer, message):
    board = copy.deepcopy(DEFAULT_BOARD_DATA)
    change(board)
    found = problems(OsirisLogSchema(), {**random_game(8, 3, "blocked"), "board": board})
    assert found.get(pointer) == message, found


def test_a_board_whose_apex_cannot_be_reached():
    board = copy.deepcopy(DEFAULT_BOARD_DATA)
    for f in board["fields"]:
        f["stairs"] = [s for s in f["stairs"] if s != "apex"]
    board["fields"][-1]["stairs"] = []
    found = {p.path: p.message.id for p in check_board(board)}
    assert found == {("board", "cities", i): "osiris.board.apex_unreachable" for i in range(12)}


def test_problems_render_in_both_languages():
    body = {**ISSUE_EXAMPLE, "god": "Zeus"}
    with pytest.raises(ValidationError) as caught:
        OsirisOutcomeSchema().load(body)
    ((path, message),) = pointers(caught.value.messages)
    assert message.render("en").startswith("Unknown god; the gods are: Amun, Anubis")
    assert message.render("nl").startswith("Onbekende god; de goden zijn: Amun, Anubis")


@pytest.mark.parametrize("players, end", [(2, "apex"), (3, "blocked"), (4, "apex")])
def test_the_replay_examples_are_whole_legal_games(players, end):
    body = json.loads((EXAMPLES / f"osiris-replay-{players}-players.json").read_text())
    answer = OsirisReplayAnswerSchema().dump(replay(**OsirisLogSchema().load(body)))
    assert answer["legal"] and answer["finished"] and answer["outcome"]["end"] == end
    assert len(body["players"]) == players


def test_the_outcome_example_is_the_issue_example():
    body = json.loads((EXAMPLES / "osiris-outcome.json").read_text())
    assert body == ISSUE_EXAMPLE
    assert outcome(**OsirisOutcomeSchema().load(body)).winner == "Bert"


EDITION_GODS = [
    "Ammon",
    "Anoebis",
    "Bastet",
    "Hathor",
    "Horus",
    "Isis",
    "Chnoem",
    "Maät",
    "Noet",
    "Osiris",
    "Ptah",
    "Sobek",
    "Thot",
]


def test_a_table_may_name_the_gods_as_its_edition_does():
    """O9 is a model: the god names are overridable, in /outcome and in a replay's board."""
    body = {**ISSUE_EXAMPLE, "god": "Noet", "gods": EDITION_GODS}
    assert outcome(**OsirisOutcomeSchema().load(body)).god == "Noet"
    assert problems(OsirisOutcomeSchema(), {**ISSUE_EXAMPLE, "god": "Amun", "gods": EDITION_GODS}) == {
        "/god": "osiris.unknown_god"
    }
    assert problems(OsirisOutcomeSchema(), {**ISSUE_EXAMPLE, "gods": EDITION_GODS[:12] + ["Horus"]}) == {
        "/gods": "osiris.god_names"
    }
    game = random_game(9, 2, "apex")
    rename = dict(zip(rules.GODS, EDITION_GODS))
    game["gods"] = {k: rename[g] for k, g in game["gods"].items()}
    game["followers"] = {rename[g]: c for g, c in game["followers"].items()}
    for m in game["moves"]:
        for key in ("from", "to"):
            if m["action"] == "follower":
                m[key] = rename[m[key]]
    assert "osiris.unknown_god" in problems(OsirisLogSchema(), game).values()  # not with the default names
    game["board"] = {**copy.deepcopy(DEFAULT_BOARD_DATA), "gods": EDITION_GODS}
    verdict = replay(**OsirisLogSchema().load(game))
    assert verdict.legal and verdict.finished and verdict.outcome.god in EDITION_GODS


def test_the_rules_as_data_serve_the_default_board_in_the_request_form():
    data = osiris_spec.rules_data()
    json.dumps(data)
    assert data["gods"] == list(rules.GODS) and data["colours"] == ["beige", "red-brown", "yellow", "brown"]
    assert data["players"] == {"min": 2, "max": 4}
    assert set(data["optional_rules"]) == {"rebellion", "relief"}
    assert check_board(data["board"]) == []
    game = {**random_game(10, 3, "apex"), "board": data["board"]}
    assert replay(**OsirisLogSchema().load(game)).legal


JUNK = [None, True, 0, -1, 2.5, "x", "", [], [1], {}, {"x": 1}, [{"x": None}], "a" * 300, 10**30]


@pytest.mark.parametrize(
    "schema, body", [(OsirisOutcomeSchema, ISSUE_EXAMPLE), (OsirisLogSchema, random_game(12, 2, "apex"))]
)
def test_any_junk_in_any_field_is_a_422_never_a_crash(schema, body):
    paths: list[tuple] = [(k,) for k in body] + [
        ("players", 0, "name"),
        ("players", 0, "colours"),
        ("players", 1, "colours", 0),
    ]
    if "moves" in body:
        paths += [("moves", 0, k) for k in ("player", "action", "priest", "to", "swap", "field")] + [("moves", 1)]
        paths += [("gods", "apex"), ("followers", "Amun")]
    else:
        paths += [("followers", "beige")]
    for path in paths:
        for junk in JUNK:
            mutated = copy.deepcopy(body)
            node = mutated
            for part in path[:-1]:
                node = node[part]
            node[path[-1]] = junk
            try:
                loaded = schema().load(mutated)
            except ValidationError as exc:
                assert all(isinstance(m, (Text, str)) for _, m in pointers(exc.messages))
                continue
            if schema is OsirisLogSchema:
                replay(**loaded)
            else:
                outcome(**loaded)


@pytest.mark.slow  # property-based, seconds of CPU
def test_any_junk_in_a_board_is_a_422_never_a_crash():
    rng = __import__("random").Random(3)
    game = random_game(13, 4, "apex")
    for _ in range(300):
        board = copy.deepcopy(DEFAULT_BOARD_DATA)
        for _ in range(rng.randint(1, 3)):
            part = rng.choice(["cities", "fields", "apex", "gods"])
            if part in ("apex", "gods"):
                board[part] = rng.choice(JUNK)
                continue
            item = rng.choice(board[part])
            key = rng.choice(list(item))
            item[key] = rng.choice(JUNK + [["1-1"], ["apex", "apex"], ["Tanis"], 0, 5])
        try:
            replay(**OsirisLogSchema().load({**game, "board": board}))
        except ValidationError as exc:
            assert all(isinstance(m, (Text, str)) for _, m in pointers(exc.messages))


@pytest.mark.parametrize(
    "key, items",
    [
        ("fields", [{"id": f"f{i}", "level": 1, "sideways": [], "stairs": []} for i in range(40_000)]),
        ("cities", [{"name": f"c{i}", "colour": "beige", "segments": 1, "stairs": []} for i in range(40_000)]),
    ],
)
def test_a_board_with_more_fields_or_cities_than_any_board_is_refused_before_any_is_read(monkeypatch, key, items):
    import referee.schemas.osiris as schema

    read: list[str] = []

    def counted(name: str) -> str:
        read.append(name)
        return name

    monkeypatch.setattr(schema, "normalize_name", counted)
    log = json.loads(json.dumps(random_game(1)))
    log["board"] = dict(DEFAULT_BOARD_DATA, **{key: items})
    with pytest.raises(ValidationError) as caught:
        OsirisLogSchema().load(log)
    assert list(caught.value.messages["board"]) == [key]
    ours = {item.get("id", item.get("name")) for item in items}
    assert not ours & set(read)  # not one name of the 40,000 read
