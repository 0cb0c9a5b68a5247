"""The model rulings P3 and P4 of Priests of Ra can be overridden per request (RULINGS.md: every
**model** ruling must be), in /score and /replay; the defaults are the rulings."""

from __future__ import annotations

import json
from pathlib import Path


SCORE = "/v1/games/priests-of-ra/score"
REPLAY = "/v1/games/priests-of-ra/replay"
SHORT = json.loads((Path(__file__).resolve().parents[2] / "examples" / "priests-replay-short-game.json").read_text())
ANNE = {"name": "Anne", "suns": {"face_down": [9, 6, 5, 2]}, "tiles": {"granary": 3, "fortress": 4}}
BERT = {"name": "Bert", "suns": {"face_down": [8, 7, 4, 1]}, "tiles": {"library": 2}}


def buildings(client, body) -> int:
    r = client.post(SCORE, json=body)
    assert r.status_code == 200, r.json
    return next(line["points"] for line in r.json["players"][0]["breakdown"] if line["key"] == "buildings")


def test_a_complete_building_is_two_tiles_by_default(client):
    # P4: 3 granaries -> 1 complete, 4 fortresses -> 2 complete: 3 x 2 = 6 (2 types, no bonus)
    assert buildings(client, {"epoch": 1, "players": [ANNE, BERT]}) == 6


def test_building_tiles_override(client):
    # three tiles a building: 3 granaries -> 1, 4 fortresses -> 1: 2 x 2 = 4
    assert buildings(client, {"epoch": 1, "players": [ANNE, BERT], "rulings": {"building_tiles": 3}}) == 4


def test_single_sided_chambers_have_seven_of_each_colour(client):
    anne = {**ANNE, "tiles": {"chamber_a": 8}}
    ok = client.post(SCORE, json={"epoch": 1, "players": [anne, BERT]})
    assert ok.status_code == 200  # 8 <= 14 double-sided chamber tiles
    r = client.post(SCORE, json={"epoch": 1, "players": [anne, BERT], "rulings": {"chambers_double_sided": False}})
    assert r.status_code == 422 and [e["pointer"] for e in r.json["errors"]] == ["/players/0/tiles/chamber_a"]


def test_buildings_leaving_count_against_the_box_over_a_whole_game(client):
    anne = {"name": "Anne", "suns": ANNE["suns"], "tiles": {"granary": 8}}
    game = {"epochs": [{"players": [anne, BERT]}, {"players": [anne, BERT]}]}
    assert client.post(SCORE, json=game).status_code == 200  # buildings stay: the same 8 granaries
    r = client.post(SCORE, json={**game, "rulings": {"buildings_stay": False}})
    # they leave after each epoch, so 8 + 8 granary|fortress tiles over the game > 15
    assert r.status_code == 422
    assert {e["pointer"] for e in r.json["errors"]} == {
        "/epochs/0/players/0/tiles/granary",
        "/epochs/1/players/0/tiles/granary",
    }


def test_bad_rulings_are_422(client):
    r = client.post(
        SCORE,
        json={
            "epoch": 1,
            "players": [ANNE, BERT],
            "rulings": {"building_tiles": 0, "buildings_stay": "no", "colour": 1},
        },
    )
    assert r.status_code == 422
    assert {e["pointer"] for e in r.json["errors"]} == {
        "/rulings/building_tiles",
        "/rulings/buildings_stay",
        "/rulings/colour",
    }


def test_replay_with_buildings_leaving_changes_the_later_epochs_only(client):
    default = client.post(REPLAY, json=SHORT).json
    leaving = client.post(REPLAY, json={**SHORT, "rulings": {"buildings_stay": False}}).json
    assert default["legal"] and leaving["legal"]
    assert default["epochs"][0] == leaving["epochs"][0]  # epoch 1 is scored before anything leaves
    assert default["epochs"][1:] != leaving["epochs"][1:]


def test_replay_flipping_a_chamber_is_illegal_when_chambers_are_single_sided(client):
    # Anne (sun 9) starts; she wins a chamber and a priest, and flips the chamber with the priest (P8).
    log = {
        "players": ["Anne", "Bert"],
        "suns": {"Anne": [9, 6, 5, 2], "Bert": [8, 7, 4, 3]},
        "moves": [
            {"player": "Anne", "action": "draw", "tile": "chamber_a"},
            {"player": "Bert", "action": "draw", "tile": "priest"},
            {"player": "Anne", "action": "draw", "tile": "ra"},
            {"player": "Bert", "action": "pass"},
            {"player": "Anne", "action": "bid", "sun": 9},
            {"player": "Anne", "action": "flip", "tiles": ["chamber_a"]},
            {"player": "Bert", "action": "draw", "tile": "pyramid"},
        ],
    }
    default = client.post(REPLAY, json=log).json
    assert default["legal"] is True and default["finished"] is False
    single = client.post(REPLAY, json={**log, "rulings": {"chambers_double_sided": False}}).json
    assert single["legal"] is False
    assert (single["violation"]["index"], single["violation"]["rule"]) == (5, "P8")
    # with single-sided chambers Anne's display holds nothing to flip: the position offers no flip
    assert single["state"]["flip"] is None


def test_rules_data_names_the_defaults(client):
    data = client.get("/v1/games/priests-of-ra").json
    assert data["rulings"] == {"building_tiles": 2, "buildings_stay": True, "chambers_double_sided": True}
