"""POST /v1/games/priests-of-ra/replay over HTTP: verdicts, flips, the first violation, /replay == /score, 422s."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from openapi_helpers import _response_schema, _validate
from priests_of_ra_games import log_from_json, random_game

from referee.games.priests_of_ra.replay import replay

URL = "/v1/games/priests-of-ra/replay"
SHORT = json.loads((Path(__file__).resolve().parents[2] / "examples" / "priests-replay-short-game.json").read_text())


def fames(body: dict) -> list[list[int]]:
    return [[p["fame"] for p in e["players"]] for e in body["epochs"]]


def test_short_game_example_is_legal_and_finished(client):
    r = client.post(URL, json=SHORT)
    assert r.status_code == 200
    body = r.json
    assert (body["legal"], body["finished"], body["violation"], body["legal_moves"]) == (True, True, None, [])
    assert body["state"]["phase"] == "game_over" and body["state"]["to_move"] is None
    # Epoch 1 by hand. Anne won farmer, farmer, priest, scribe (sun 9) and flipped a farmer to a warrior
    # with the priest, then won a plague (sun 6): 1 farmer, 1 warrior, 1 scribe - nobody has 2 of a
    # people type, so 0 - priest +2, plague -1 -> 11; three people types: 1 ankh. Bert won two
    # merchants (sun 8, on the drawn Ra tile) and two granaries (sun 7): most merchants +5, one
    # complete granary +2 -> 17. The 6th Ra tile (2 players) ended the epoch.
    assert fames(body)[0] == [11, 17]
    assert [p["ankhs_gained"] for p in body["epochs"][0]["players"]] == [1, 0]
    # Epochs 2 and 3: only Ra tiles; people and priests left, the plague and the granaries stayed.
    # Epoch 2: Anne plague -1 -> 10, Bert granaries +2 -> 19. Epoch 3: suns Anne 8+5+2+1 = 16, Bert
    # 9+6+4+3 = 22: Anne -1 -5 (1 ankh scores nothing) -> 4, Bert +2 +5 -> 26.
    assert fames(body)[1:] == [[10, 19], [4, 26]]
    assert body["winner"] == "Bert" and body["standings"][0]["name"] == "Bert"
    _validate(body, _response_schema(URL, "post", 200, "application/json"))


def test_the_flip_in_the_example_is_what_keeps_annes_farmers_from_scoring(client):
    log = copy.deepcopy(SHORT)
    assert log["moves"][7] == {"player": "Anne", "action": "flip", "tiles": ["farmer"]}
    del log["moves"][7]
    body = client.post(URL, json=log).json
    assert body["legal"]
    assert fames(body)[0] == [16, 17]  # 2 farmers: most farmers +5; still three people types
    assert body["epochs"][0]["players"][0]["ankhs_gained"] == 0  # farmer, scribe: two types


def test_first_illegal_move_with_rule_reason_and_state(client):
    log = copy.deepcopy(SHORT)
    log["moves"][7]["tiles"] = ["priest"]
    r = client.post(URL, json=log)
    body = r.json
    assert r.status_code == 200 and body["legal"] is False and body["finished"] is False
    assert body["violation"] == {
        "index": 7,
        "move": {"player": "Anne", "action": "flip", "tiles": ["priest"]},
        "rule": "P8",
        "reason": "Anne cannot flip priest: pyramids, priests and plagues have only one side.",
    }
    state = body["state"]
    assert (state["phase"], state["to_move"], state["epoch"]) == ("turn", "Bert", 1)
    assert state["flip"] == {"player": "Anne", "flips": 1}
    anne = next(p for p in state["players"] if p["name"] == "Anne")
    assert anne["tiles"] == {"farmer": 2, "priest": 1, "scribe": 1}
    assert anne["suns"] == {"face_up": [6, 5, 2], "face_down": [1]}
    assert state["bag"]["farmer+warrior"] == 28 and state["ankhs"] == {"Anne": 0, "Bert": 0}
    assert body["epochs"] == [] and body["winner"] is None
    _validate(body, _response_schema(URL, "post", 200, "application/json"))


def test_a_late_flip(client):
    log = copy.deepcopy(SHORT)
    log["moves"][7], log["moves"][8] = log["moves"][8], log["moves"][7]
    body = client.post(URL, json=log).json
    assert body["violation"]["index"] == 8 and body["violation"]["rule"] == "P8"
    assert "right after" in body["violation"]["reason"]
    assert body["state"]["flip"] is None and body["state"]["to_move"] == "Anne"


def test_the_epoch_end_waits_for_the_flips_of_the_last_auction(client):
    # Anne spends her last three suns, then Bert his four: his last auction brings a priest.
    moves = [
        ("Anne", "invoke"),
        ("Bert", "pass"),
        ("Anne", "bid", 2),
        ("Bert", "invoke"),
        ("Anne", "pass"),
        ("Bert", "bid", 3),
        ("Anne", "invoke"),
        ("Bert", "pass"),
        ("Anne", "bid", 5),
        ("Bert", "invoke"),
        ("Anne", "pass"),
        ("Bert", "bid", 4),
        ("Anne", "invoke"),
        ("Bert", "pass"),
        ("Anne", "bid", 6),
        ("Bert", "invoke"),
        ("Anne", "pass"),
        ("Bert", "bid", 7),
        ("Anne", "invoke"),
        ("Bert", "pass"),
        ("Anne", "bid", 9),
        ("Bert", "draw", "priest"),
        ("Bert", "draw", "warrior"),
        ("Bert", "invoke"),
        ("Bert", "bid", 8),
    ]
    log = {
        **SHORT,
        "moves": [
            {
                "player": m[0],
                "action": m[1],
                **({"sun": m[2]} if m[1] == "bid" else {}),
                **({"tile": m[2]} if m[1] == "draw" else {}),
            }
            for m in moves
        ],
    }
    body = client.post(URL, json=log).json
    assert body["legal"] and len(body["epochs"]) == 1  # the log ends: no flip, the epoch is scored
    bad = {**log, "moves": log["moves"] + [{"player": "Bert", "action": "flip", "tiles": ["farmer"]}]}
    body = client.post(URL, json=bad).json
    assert body["violation"]["rule"] == "P8" and body["epochs"] == []
    assert (body["state"]["phase"], body["state"]["to_move"], body["state"]["epoch"]) == ("flip", "Bert", 1)
    _validate(body, _response_schema(URL, "post", 200, "application/json"))
    good = {**log, "moves": log["moves"] + [{"player": "Bert", "action": "flip", "tiles": ["warrior"]}]}
    body = client.post(URL, json=good).json
    assert body["legal"] and len(body["epochs"]) == 1


def test_reason_in_dutch(client):
    log = copy.deepcopy(SHORT)
    log["moves"][7]["tiles"] = ["farmer", "scribe"]
    en = client.post(URL, json=log).json["violation"]["reason"]
    nl = client.post(URL, json=log, headers={"Accept-Language": "nl"}).json["violation"]["reason"]
    assert en == "Anne flips 2 tiles, but won 1 × priest in this auction: one flip per priest."
    assert nl == "Anne draait 2 kaartjes om, maar won in deze biedronde 1 × priester: één kaartje per priester."


def test_a_log_that_stops_mid_game_is_checked_as_far_as_it_goes(client):
    r = client.post(URL, json={**SHORT, "moves": SHORT["moves"][:30]})
    assert (r.json["legal"], r.json["finished"], r.json["epochs"], r.json["winner"]) == (True, False, [], None)


def test_a_move_after_the_end(client):
    log = {**SHORT, "moves": SHORT["moves"] + [{"player": "Bert", "action": "draw", "tile": "farmer"}]}
    body = client.post(URL, json=log).json
    assert body["legal"] is False and body["violation"]["index"] == len(SHORT["moves"])
    assert body["violation"]["rule"] == "R16"
    assert body["state"]["phase"] == "game_over"


def _score_request(displays) -> dict:
    """The whole-game /score request for the displays a replay scored (ankhs and fame are carried there)."""
    return {
        "epochs": [
            {
                "players": [
                    {
                        "name": p.name,
                        "tiles": dict(p.tiles),
                        "suns": {"face_up": list(p.suns.face_up), "face_down": list(p.suns.face_down)},
                    }
                    for p in epoch.players
                ],
                "middle_sun": epoch.middle_sun,
            }
            for epoch in displays
        ]
    }


@pytest.mark.parametrize("seed", range(24))
def test_generated_games_replay_legal_and_equal_score_over_http(client, seed):
    game = random_game(seed, 2 + seed % 4)
    r = client.post(URL, json=game)
    assert r.status_code == 200 and r.json["legal"] and r.json["finished"], r.json.get("violation")
    displays = replay(log_from_json(game)).displays
    scored = client.post("/v1/games/priests-of-ra/score", json=_score_request(displays))
    assert scored.status_code == 200, scored.json
    assert r.json["epochs"] == scored.json["epochs"]
    assert (r.json["standings"], r.json["winner"]) == (scored.json["standings"], scored.json["winner"])
    if seed < 4:
        _validate(r.json, _response_schema(URL, "post", 200, "application/json"))


def test_malformed_logs_are_422_with_pointers(client):
    log = {
        "players": ["Anne", "Bert", "Bert"],
        "suns": {"Anne": [9, 6, 5, 2], "Bert": [8, 7, 4, 4]},
        "moves": [
            {"player": "Zed", "action": "draw", "tile": "farmer"},
            {"player": "Anne", "action": "bid"},
            {"player": "Anne", "action": "draw", "tile": "farmer+warrior"},
            {"player": "Anne", "action": "god", "tiles": ["farmer"]},
            {"player": "Anne", "action": "flip"},
            {"player": "Anne", "action": "flip", "tiles": ["farmer", "god"]},
            {"player": "Anne", "action": "flip", "take": ["farmer"]},
        ],
    }
    r = client.post(URL, json=log)
    assert r.status_code == 422 and r.content_type == "application/problem+json"
    # a move that cannot load, and the seating and stacks checked all the same (the other moves wait:
    # with one move missing they would be renumbered)
    assert {e["pointer"] for e in r.json["errors"]} == {"/moves/6/take", "/players/2", "/suns/Anne", "/suns/Bert"}
    _validate(r.json, _response_schema(URL, "post", 422, "application/problem+json"))
    del log["moves"][6]
    pointers = {e["pointer"] for e in client.post(URL, json=log).json["errors"]}
    assert pointers == {
        "/players/2",
        "/suns/Anne",
        "/suns/Bert",
        "/moves/0/player",
        "/moves/1/sun",
        "/moves/2/tile",
        "/moves/3/action",
        "/moves/4/tiles",
        "/moves/5/tiles/1",
    }


def test_two_to_five_players(client):
    one = {"players": ["Anne"], "suns": {"Anne": [9, 6, 5, 2]}, "moves": []}
    assert client.post(URL, json=one).status_code == 422
    ra_stacks = {
        "players": ["Anne", "Bert", "Carl"],
        "suns": {"Anne": [13, 8, 5, 2], "Bert": [12, 9, 6, 3], "Carl": [11, 10, 7, 4]},
        "moves": [],
    }
    assert client.post(URL, json=ra_stacks).json["legal"]


@pytest.mark.parametrize(
    "body", [{}, {"players": "x", "suns": [], "moves": {}}, [], {"players": [], "suns": {}, "moves": [None]}]
)
def test_odd_logs_never_crash(client, body):
    r = client.post(URL, json=body)
    assert r.status_code == 422 and r.json["errors"]
