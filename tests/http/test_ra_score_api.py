"""POST /v1/games/ra/score over HTTP: both shapes, every problem with a pointer, HTTP hygiene."""

from __future__ import annotations

import json

import pytest

from helpers import EXAMPLE_SUNS, ra_player

URL = "/v1/games/ra/score"


def four(epoch=1, tiles=None, fame=None):
    tiles = tiles or {}
    return {
        "epoch": epoch,
        "players": [ra_player(n, s, (fame or {}).get(n), **tiles.get(n, {})) for n, s in EXAMPLE_SUNS.items()],
    }


def pointers(response) -> set[str]:
    assert response.status_code == 422, response.json
    assert response.content_type == "application/problem+json"
    return {e["pointer"] for e in response.json["errors"]}


def test_epoch_answer_has_every_key_and_sentences(client):
    body = four(1, {"Carl": {"pharaoh": 3}, "Marc": {"pharaoh": 3}, "Anne": {"pharaoh": 2}, "Herman": {"pharaoh": 2}})
    r = client.post(URL, json=body)
    assert r.status_code == 200 and r.content_type == "application/json"
    carl = r.json["players"][0]
    assert carl["name"] == "Carl" and carl["fame_before"] == 10
    assert [line["key"] for line in carl["breakdown"]] == ["gods", "pharaohs", "nile", "civilizations", "gold"]
    pharaohs = carl["breakdown"][1]
    assert pharaohs == {"key": "pharaohs", "points": 5, "detail": "most pharaohs (3): +5"}
    # Carl: +5 pharaohs, -5 no civilization
    assert (carl["points"], carl["fame"]) == (0, 10)
    assert r.json["winner"] is None
    assert [s["rank"] for s in r.json["standings"]] == [1, 2, 3, 4]


def test_epoch_3_names_the_winner_and_scores_monuments_and_suns(client):
    body = four(3, {"Carl": {"pyramid": 4, "temple": 3, "fortress": 2, "sphinx": 1}})
    r = client.post(URL, json=body)
    carl = r.json["players"][0]
    lines = {line["key"]: line["points"] for line in carl["breakdown"]}
    assert lines["monuments"] == 19 and lines["suns"] == -5
    # Carl: -5 civ + 19 - 5 = +9 -> 19; Marc: -5 + 5 = 0 -> 10; Anne -5 -> 5; Herman -10 -> 0
    assert r.json["winner"] == "Carl"
    assert [(s["name"], s["fame"]) for s in r.json["standings"]] == [
        ("Carl", 19),
        ("Marc", 10),
        ("Anne", 5),
        ("Herman", 0),
    ]


def test_given_fame_is_the_fame_before_and_defaults_to_10(client):
    r = client.post(URL, json=four(2, fame={"Anne": 0, "Marc": 33}))
    fames = {p["name"]: (p["fame_before"], p["fame"]) for p in r.json["players"]}
    assert fames == {"Carl": (10, 5), "Marc": (33, 28), "Anne": (0, 0), "Herman": (10, 5)}


def test_whole_game_shape_carries_fame(client):
    epoch = four(1, {"Anne": {"gold": 1, "art": 1, "religion": 1, "writing": 1}})
    players = [{k: v for k, v in p.items() if k != "fame"} for p in epoch["players"]]
    r = client.post(URL, json={"epochs": [{"players": players}, {"players": players}]})
    assert r.status_code == 200, r.json
    anne = [e["players"][2] for e in r.json["epochs"]]
    # Anne each epoch: gold 3 + civilizations 5 = 8; others -5
    assert [(a["fame_before"], a["fame"]) for a in anne] == [(10, 18), (18, 26)]
    assert r.json["epochs"][1]["epoch"] == 2 and r.json["winner"] is None
    assert r.json["standings"][0]["name"] == "Anne"


def test_whole_game_three_epochs_names_winner(client):
    players = four()["players"]
    r = client.post(URL, json={"epochs": [{"players": players}] * 3})
    assert r.status_code == 200
    # everyone -5 per epoch -> 5, 0, then epoch 3 suns: Marc +5 -> 5; others 0
    assert r.json["winner"] == "Marc"
    assert len(r.json["epochs"]) == 3


def test_whole_game_refuses_fame(client):
    players = four(fame={"Anne": 3})["players"]
    r = client.post(URL, json={"epochs": [{"players": players}]})
    assert pointers(r) == {"/epochs/0/players/2/fame"}


def test_whole_game_players_must_stay_the_same(client):
    players = four()["players"]
    swapped = [players[1], players[0], *players[2:]]
    r = client.post(URL, json={"epochs": [{"players": players}, {"players": swapped}]})
    assert pointers(r) == {"/epochs/1/players"}


def test_dutch_sentences_follow_accept_language(client):
    r = client.post(URL, json=four(1, {"Carl": {"pharaoh": 1}}), headers={"Accept-Language": "nl-NL,nl;q=0.9"})
    assert r.headers["Content-Language"] == "nl"
    assert r.json["players"][0]["breakdown"][1]["detail"] == "meeste farao's (1): +5"
    assert r.json["players"][0]["breakdown"][1]["key"] == "pharaohs"


def test_every_problem_listed_with_its_pointer(client):
    body = {
        "epoch": 4,
        "players": [
            {
                "name": "A",
                "suns": {"face_up": [13, 99]},
                "tiles": {"ra": 1, "pharaoh": -1, "foo": 2, "gold": True, "civilization": {"art": 2.5, "music": 1}},
            },
            {"name": "", "suns": {}},
            {"suns": {}, "tiles": {"earthquake": 1}, "colour": "red"},
        ],
    }
    assert pointers(client.post(URL, json=body)) == {
        "/epoch",
        "/players/0/suns/face_up/1",
        "/players/0/tiles/ra",
        "/players/0/tiles/pharaoh",
        "/players/0/tiles/foo",
        "/players/0/tiles/gold",
        "/players/0/tiles/civilization/art",
        "/players/0/tiles/civilization/music",
        "/players/1/name",
        "/players/2/name",
        "/players/2/tiles/earthquake",
        "/players/2/colour",
    }


def test_impossible_table_every_problem(client):
    body = four(1, {"Carl": {"pharaoh": 20}, "Marc": {"pharaoh": 6}})
    body["players"][1]["name"] = "Carl"  # duplicate name
    body["players"][2]["suns"]["face_down"] = [12, 6, 9]  # 9 is Carl's
    body["players"][3]["suns"]["face_down"] = [8, 5]  # too few
    body["middle_sun"] = 2  # Marc holds 2
    assert pointers(client.post(URL, json=body)) == {
        "/players/1/name",
        "/players/2/suns/face_down/2",
        "/players/3/suns",
        "/middle_sun",
        "/players/0/tiles/pharaoh",
        "/players/1/tiles/pharaoh",
    }


def test_the_problem_sentence_names_the_numbers(client):
    r = client.post(URL, json=four(1, {"Carl": {"gold": 3}, "Anne": {"gold": 3}}))
    details = {e["detail"] for e in r.json["errors"]}
    assert details == {"6 × gold in the displays together (Carl 3, Anne 3), but the game has only 5."}


def test_middle_sun_when_given_must_complete_the_set(client):
    ok = four()
    ok["middle_sun"] = 11
    assert client.post(URL, json=ok).status_code == 200
    ok["middle_sun"] = 16  # no sun 16 with 4 players
    assert pointers(client.post(URL, json=ok)) == {"/middle_sun"}


@pytest.mark.parametrize("players", [[], [ra_player("A", [13, 8, 5, 2])] * 1])
def test_too_few_players(client, players):
    assert "/players" in pointers(client.post(URL, json={"epoch": 1, "players": players}))


def test_six_players_are_too_many(client):
    players = [ra_player(f"P{i}", [i]) for i in range(1, 7)]
    assert pointers(client.post(URL, json={"epoch": 1, "players": players})) == {"/players"}


@pytest.mark.parametrize(
    "body,expected",
    [
        ([], {""}),
        ("text", {""}),
        (None, {""}),
        (3, {""}),
        ({}, {"/epoch", "/players"}),
        ({"epoch": 1, "players": "Anne"}, {"/players"}),
        ({"epoch": 1, "players": [None]}, {"/players/0"}),
        ({"epoch": "1", "players": []}, {"/epoch", "/players"}),  # and no players: every problem at once
        ({"epoch": True, "players": []}, {"/epoch", "/players"}),
        ({"epochs": [], "x": 1}, {"/epochs", "/x"}),
        ({"epochs": "all"}, {"/epochs"}),
        ({"epochs": [{}] * 4}, {"/epochs"}),  # too many epochs: refused whole, nothing inside is read
    ],
)
def test_odd_bodies_are_422_with_pointers(client, body, expected):
    assert pointers(client.post(URL, data=json.dumps(body), content_type="application/json")) == expected


@pytest.mark.parametrize("value", [10**30, -(10**30), 1e300, 2.0, "2", [2], {"n": 2}])
def test_odd_counts_never_crash(client, value):
    body = four()
    body["players"][0]["tiles"] = {"pharaoh": value}
    r = client.post(URL, data=json.dumps(body), content_type="application/json")
    assert r.status_code == 422 and r.json["errors"][0]["pointer"] == "/players/0/tiles/pharaoh"


@pytest.mark.parametrize(
    "data,ctype,status",
    [
        ("{", "application/json", 400),
        ('{"epoch": NaN}', "application/json", 400),
        ('{"epoch": Infinity}', "application/json", 400),
        (b"\xff\xfe", "application/json", 400),
        ("[" * 50000 + "]" * 50000, "application/json", 400),
        ("{}", "text/plain", 415),
        ("{}", "application/x-www-form-urlencoded", 415),
        ("", "", 415),
    ],
)
def test_malformed_bodies(client, data, ctype, status):
    r = client.post(URL, data=data, content_type=ctype)
    assert r.status_code == status
    assert r.content_type == "application/problem+json"
    assert r.json["status"] == status and r.json["detail"]


def test_body_over_one_mebibyte_is_413(client):
    r = client.post(URL, data=b" " * (1024 * 1024 + 1), content_type="application/json")
    assert r.status_code == 413 and r.content_type == "application/problem+json"


def test_unknown_route_and_wrong_method(client):
    r = client.get("/v1/games/chess")
    assert r.status_code == 404 and r.content_type == "application/problem+json"
    r = client.get(URL)
    assert r.status_code == 405 and r.content_type == "application/problem+json" and "POST" in r.headers["Allow"]


def test_problem_json_content_type_is_accepted_as_json(client):
    r = client.post(URL, data=json.dumps(four()), content_type="application/merge-patch+json")
    assert r.status_code == 200


def test_no_traceback_on_internal_error(app):
    # An engine bug must still answer problem+json 500 with no traceback text.
    app2 = type(app)(__name__)
    from referee.app import register_error_handlers

    register_error_handlers(app2)

    @app2.get("/boom")
    def boom():
        raise RuntimeError("secret internals")

    r = app2.test_client().get("/boom")
    assert r.status_code == 500 and r.content_type == "application/problem+json"
    assert "secret" not in r.get_data(as_text=True) and "Traceback" not in r.get_data(as_text=True)


def test_catalogue(client):
    games = client.get("/v1/games").json["games"]
    ra = next(g for g in games if g["slug"] == "ra")
    assert ra["players"] == {"min": 3, "max": 5} and "score" in ra["operations"]
    rules = client.get("/v1/games/ra").json
    assert rules["supply"]["pharaoh"] == 25 and sum(rules["supply"].values()) == 180
    assert rules["suns"]["5"]["stacks"][0] == [16, 7, 2] and rules["suns"]["3"]["per_player"] == 4
    assert rules["ra_track"] == {"3": 8, "4": 9, "5": 10}
    assert rules["scoring"]["every_epoch"]["civilizations_by_distinct_types"]["0"] == -5
    assert rules["scoring"]["after_last_epoch"]["monuments_by_distinct_types"]["7"] == 10


def test_health(client):
    assert client.get("/health").json == {"status": "ok", "version": "1.1.0"}


def test_field_problems_and_table_problems_come_in_one_answer(client):
    body = four(1, {"Carl": {"gold": 3}, "Anne": {"gold": 3}})
    body["players"][0]["tiles"]["foo"] = 1  # an unknown tile (a field problem) ...
    body["players"][2]["suns"]["face_down"] = [13, 6, 3]  # ... Anne holds Marc's 13 (a table problem) ...
    # ... and 6 gold (a table problem, counted from the tiles that did load)
    assert pointers(client.post(URL, json=body)) == {
        "/players/0/tiles/foo",
        "/players/2/suns/face_down/0",
        "/players/0/tiles/gold",
        "/players/2/tiles/gold",
    }


def test_table_checks_wait_for_suns_that_cannot_load(client):
    # a sun that is not a sun makes the sun counts meaningless: only the field problem is reported
    body = four(1)
    body["players"][0]["suns"]["face_down"] = [9, 7, "one"]
    assert pointers(client.post(URL, json=body)) == {"/players/0/suns/face_down/2"}


def test_whole_game_field_and_table_problems_in_one_answer(client):
    players = four()["players"]
    bad = [dict(p) for p in players]
    bad[0] = {**bad[0], "tiles": {"gold": 3, "silver": 1}}
    bad[1] = {**bad[1], "tiles": {"gold": 3}}
    assert pointers(client.post(URL, json={"epochs": [{"players": bad}]})) == {
        "/epochs/0/players/0/tiles/silver",
        "/epochs/0/players/0/tiles/gold",
        "/epochs/0/players/1/tiles/gold",
    }


def test_a_lone_surrogate_in_a_name_is_refused_not_a_crash(client):
    body = four(1)
    body["players"][0]["name"] = "\ud800"
    r = client.post(URL, data=json.dumps(body), content_type="application/json")
    assert r.status_code == 422
    assert r.json["errors"] == [
        {"pointer": "/players/0/name", "detail": "A name cannot hold control or invisible characters (U+D800)."}
    ]


def test_counts_past_any_box_are_refused_before_they_are_summed(client):
    body = four(1)
    body["players"][0]["tiles"] = {"pharaoh": int("9" * 4000)}
    body["players"][1]["tiles"] = {"pharaoh": int("9" * 4000)}
    r = client.post(URL, data=json.dumps(body), content_type="application/json")
    assert pointers(r) == {"/players/0/tiles/pharaoh", "/players/1/tiles/pharaoh"}
    assert r.json["errors"][0]["detail"] == "At most 1000: no game has that many."


def test_a_dropped_player_does_not_renumber_the_others(client):
    body = four(1, {"Anne": {"gold": 6}})
    body["players"][0] = None
    # the table checks need every player; with one missing they wait, rather than blame the wrong one
    assert pointers(client.post(URL, json=body)) == {"/players/0"}
    game = {
        "epochs": [
            None,
            {
                "players": [
                    {k: v for k, v in p.items() if k != "fame"} for p in four(1, {"Anne": {"gold": 6}})["players"]
                ]
            },
        ]
    }
    assert pointers(client.post(URL, json=game)) == {"/epochs/0"}
