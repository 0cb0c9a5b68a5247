"""POST /v1/games/priests-of-ra/score and GET /v1/games/priests-of-ra over HTTP (hand-worked numbers)."""

from __future__ import annotations

import pytest

URL = "/v1/games/priests-of-ra/score"
ANNE = {
    "name": "Anne",
    "suns": {"face_down": [9, 6, 5, 2]},
    "tiles": {"warrior": 2, "farmer": 1, "merchant": 1, "scribe": 1, "priest": 1},
}
BERT = {"name": "Bert", "suns": {"face_up": [8], "face_down": [7, 4, 1]}, "tiles": {"granary": 2, "plague": 1}}


def lines(player):
    return {line["key"]: line["points"] for line in player["breakdown"]}


def test_two_player_epoch(client):
    r = client.post(URL, json={"epoch": 1, "players": [ANNE, BERT]})
    assert r.status_code == 200, r.json
    anne, bert = r.json["players"]
    # Anne: warriors 2 (most, >= 2) +5; farmers/merchants/scribes 1 each, nobody has 2: 0; priest +2.
    # All 4 people types: 2 ankhs gained. Bert: one complete granary +2, one plague -1.
    assert lines(anne) == {
        "farmers": 0,
        "warriors": 5,
        "merchants": 0,
        "scribes": 0,
        "buildings": 0,
        "priests": 2,
        "plagues": 0,
    }
    assert (anne["fame"], anne["ankhs_gained"]) == (17, 2)
    assert lines(bert)["buildings"] == 2 and lines(bert)["plagues"] == -1
    assert (bert["fame"], bert["ankhs_gained"]) == (11, 0)


def test_whole_game_carries_fame_and_ankhs(client):
    game = {"epochs": [{"players": [ANNE, BERT]}] * 3}
    r = client.post(URL, json=game)
    assert r.status_code == 200, r.json
    # Anne +7 in epochs 1 and 2 (10 -> 17 -> 24); in epoch 3 +7, ankhs 2+2 held + 2 gained = 6 -> 20,
    # suns 22 vs Bert 20 -> +5: 24 + 32 = 56. Bert +1, +1 (buildings and plague stay), then +1 - 5: 11, 12, 8.
    fames = [[p["fame"] for p in e["players"]] for e in r.json["epochs"]]
    assert fames == [[17, 11], [24, 12], [56, 8]]
    anne3 = r.json["epochs"][2]["players"][0]
    assert lines(anne3)["ankhs"] == 20 and lines(anne3)["suns"] == 5
    assert r.json["winner"] == "Anne"


def test_three_priests_return_a_plague_unless_told_not_to(client):
    bert = {**BERT, "tiles": {"priest": 3, "plague": 2}}
    # returned: 1 plague -> -1; kept: 2 plagues -> -3. Priests 3 x 2 = +6 either way.
    returned = client.post(URL, json={"epoch": 1, "players": [ANNE, bert]}).json["players"][1]
    kept = client.post(URL, json={"epoch": 1, "players": [ANNE, bert], "return_plague": False}).json["players"][1]
    assert (lines(returned)["plagues"], lines(kept)["plagues"]) == (-1, -3)
    assert lines(returned)["priests"] == 6
    assert "return" in returned["breakdown"][6]["detail"]


def test_ankhs_held_are_given_in_the_epoch_shape_and_refused_in_the_game_shape(client):
    r = client.post(URL, json={"epoch": 3, "players": [{**ANNE, "ankhs": 1}, BERT]})
    # Anne holds 1 + gains 2 = 3 ankhs -> +10
    assert lines(r.json["players"][0])["ankhs"] == 10
    r = client.post(URL, json={"epochs": [{"players": [{**ANNE, "ankhs": 1}, BERT]}]})
    assert r.status_code == 422 and [e["pointer"] for e in r.json["errors"]] == ["/epochs/0/players/0/ankhs"]


def test_problems_point_at_their_fields(client):
    anne = {**ANNE, "ankhs": 15, "tiles": {"farmer": 20, "warrior": 11, "ra": 1, "pharaoh": 1}}
    bert = {**BERT, "ankhs": 6, "suns": {"face_down": [9, 7, 4, 1]}, "tiles": {"plague": 11}}
    table_problems = {
        "/players/0/tiles/farmer",
        "/players/0/tiles/warrior",  # 31 farmer|warrior tiles > 30
        "/players/1/suns/face_down/0",  # sun 9 twice
        "/players/1/tiles/plague",  # 11 plagues > 10
        "/players/0/ankhs",
        "/players/1/ankhs",
    }  # 21 ankhs > 20
    r = client.post(URL, json={"epoch": 1, "players": [anne, bert], "return_plague": 1})
    assert r.status_code == 422
    # every problem in one answer: the fields that cannot load, and the table checks on what did
    assert {e["pointer"] for e in r.json["errors"]} == {
        "/players/0/tiles/ra",
        "/players/0/tiles/pharaoh",
        "/return_plague",
    } | table_problems
    r = client.post(URL, json={"epoch": 1, "players": [{**anne, "tiles": {"farmer": 20, "warrior": 11}}, bert]})
    assert {e["pointer"] for e in r.json["errors"]} == table_problems


@pytest.mark.parametrize("count", [1, 6])
def test_player_count_is_2_to_5(client, count):
    players = [{"name": f"P{i}", "suns": {"face_down": [i + 1]}} for i in range(count)]
    r = client.post(URL, json={"epoch": 1, "players": players})
    assert r.status_code == 422 and "/players" in {e["pointer"] for e in r.json["errors"]}


def test_dutch(client):
    r = client.post(URL, json={"epoch": 1, "players": [ANNE, BERT]}, headers={"Accept-Language": "nl"})
    assert r.json["players"][0]["breakdown"][1]["key"] == "warriors"
    assert (
        r.json["players"][0]["breakdown"][1]["detail"]
        != client.post(URL, json={"epoch": 1, "players": [ANNE, BERT]}).json["players"][0]["breakdown"][1]["detail"]
    )


def test_rules_as_data(client):
    rules = client.get("/v1/games/priests-of-ra").json
    assert rules["players"] == {"min": 2, "max": 5}
    assert sum(rules["supply"].values()) == 174 and rules["ankhs"] == 20
    assert rules["suns"]["2"]["stacks"] == [[9, 6, 5, 2], [8, 7, 4, 3]]
    assert rules["ra_track"] == {"2": 6, "3": 8, "4": 9, "5": 10}
    games = {g["slug"]: g for g in client.get("/v1/games").json["games"]}
    assert games["priests-of-ra"]["operations"] == ["rules", "score", "replay"]
