"""POST /v1/games/ra/replay over HTTP: verdicts, the first violation, /replay == /score, 422s."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from ra_games import log_from_json, random_game
from referee.games.ra import rules
from referee.games.ra.replay import replay

URL = "/v1/games/ra/replay"
SHORT = json.loads((Path(__file__).resolve().parents[2] / "examples" / "ra-replay-short-game.json").read_text())


def test_short_game_example_is_legal_and_finished(client):
    r = client.post(URL, json=SHORT)
    assert r.status_code == 200
    body = r.json
    assert (body["legal"], body["finished"], body["violation"], body["legal_moves"]) == (True, True, None, [])
    assert body["state"]["phase"] == "game_over" and body["state"]["to_move"] is None
    # Epoch 1 by hand: Anne won a pharaoh and a god, took the flood with the god, won art:
    # most pharaohs +5, 0 Nile + 1 flood +1, one civilization 0 -> 16. Bert won gold, the funeral
    # (no pharaoh to lose) and a Nile: fewest pharaohs -2, no civilization -5, gold +3 -> 6.
    # Carl won nothing: -2 - 5 -> 3. The 8th Ra tile ended the epoch (3 players).
    assert [p["fame"] for p in body["epochs"][0]["players"]] == [16, 6, 3]
    assert len(body["epochs"]) == 3 and body["winner"] == body["standings"][0]["name"]


def _score_request(displays) -> dict:
    """The whole-game /score request for the displays a replay scored."""
    epochs = []
    for epoch in displays:
        players = []
        for p in epoch.players:
            tiles: dict = {}
            for tile, n in p.tiles.items():
                path = rules.tile_path(tile)
                if len(path) == 2:
                    tiles.setdefault(path[0], {})[path[1]] = n
                else:
                    tiles[tile] = n
            players.append(
                {
                    "name": p.name,
                    "tiles": tiles,
                    "suns": {"face_up": list(p.suns.face_up), "face_down": list(p.suns.face_down)},
                }
            )
        epochs.append({"players": players, "middle_sun": epoch.middle_sun})
    return {"epochs": epochs}


@pytest.mark.parametrize("seed", range(24))
def test_generated_games_replay_legal_and_equal_score_over_http(client, seed):
    game = random_game(seed, 3 + seed % 3)
    r = client.post(URL, json=game)
    assert r.status_code == 200 and r.json["legal"] and r.json["finished"], r.json.get("violation")
    displays = replay(log_from_json(game)).displays
    scored = client.post("/v1/games/ra/score", json=_score_request(displays))
    assert scored.status_code == 200, scored.json
    assert r.json["epochs"] == scored.json["epochs"]
    assert (r.json["standings"], r.json["winner"]) == (scored.json["standings"], scored.json["winner"])


def test_first_illegal_move_with_rule_reason_and_state(client):
    log = copy.deepcopy(SHORT)
    assert log["moves"][21] == {"player": "Anne", "action": "bid", "sun": 13}
    log["moves"][21]["sun"] = 7  # Carl's sun, not Anne's
    r = client.post(URL, json=log)
    body = r.json
    assert r.status_code == 200 and body["legal"] is False and body["finished"] is False
    assert body["violation"]["index"] == 21 and body["violation"]["rule"] == "R12"
    assert body["violation"]["move"] == {"player": "Anne", "action": "bid", "sun": 7}
    assert "Anne" in body["violation"]["reason"] and "7" in body["violation"]["reason"]
    state = body["state"]
    assert (state["phase"], state["to_move"], state["epoch"]) == ("auction", "Anne", 1)
    assert state["auction"]["ra_player"] == "Carl" and state["auction_track"] == ["art"]
    anne = next(p for p in state["players"] if p["name"] == "Anne")
    assert sorted(anne["suns"]["face_up"]) == [2, 8, 13] and anne["suns"]["face_down"] == [1]
    assert body["epochs"] == [] and body["winner"] is None


def test_reason_in_dutch(client):
    log = copy.deepcopy(SHORT)
    log["moves"][21]["sun"] = 7
    en = client.post(URL, json=log).json["violation"]["reason"]
    nl = client.post(URL, json=log, headers={"Accept-Language": "nl"}).json["violation"]["reason"]
    assert en != nl and "Anne" in nl


def test_a_log_that_stops_mid_game_is_checked_as_far_as_it_goes(client):
    r = client.post(URL, json={**SHORT, "moves": SHORT["moves"][:30]})
    assert (r.json["legal"], r.json["finished"], r.json["epochs"], r.json["winner"]) == (True, False, [], None)


def test_a_move_after_the_end(client):
    log = {**SHORT, "moves": SHORT["moves"] + [{"player": "Anne", "action": "draw", "tile": "gold"}]}
    body = client.post(URL, json=log).json
    assert body["legal"] is False and body["violation"]["index"] == len(SHORT["moves"])
    assert body["violation"]["rule"] == "R16"


def test_malformed_logs_are_422_with_pointers(client):
    log = {
        "players": ["Anne", "Bert", "Bert"],
        "suns": {"Anne": [13, 8, 5, 2], "Bert": [12, 9, 6, 4]},
        "moves": [
            {"player": "Zed", "action": "draw", "tile": "pharaoh"},
            {"player": "Anne", "action": "bid"},
            {"player": "Anne", "action": "draw", "tile": "sphynx"},
            {"player": "Anne", "action": "fly"},
            {"player": "Anne", "action": "god", "take": []},
            {"player": "Anne", "action": "draw", "tile": 3},
        ],
    }
    r = client.post(URL, json=log)
    assert r.status_code == 422 and r.content_type == "application/problem+json"
    pointers = {e["pointer"] for e in r.json["errors"]}
    # the move that cannot load (a tile must be a string), and the seating and stacks all the same
    assert pointers == {"/moves/5/tile", "/players/2", "/suns/Bert"}
    del log["moves"][5]
    pointers = {e["pointer"] for e in client.post(URL, json=log).json["errors"]}
    assert pointers == {
        "/players/2",
        "/suns/Bert",
        "/moves/0/player",
        "/moves/1/sun",
        "/moves/2/tile",
        "/moves/3/action",
        "/moves/4/take",
    }


@pytest.mark.parametrize(
    "body", [{}, {"players": "x", "suns": [], "moves": {}}, [], {"players": [], "suns": {}, "moves": [None]}]
)
def test_odd_logs_never_crash(client, body):
    r = client.post(URL, json=body)
    assert r.status_code == 422 and r.json["errors"]


def test_each_action_takes_only_its_own_fields_and_real_suns(client):
    log = copy.deepcopy(SHORT)
    log["moves"][0]["tiles"] = ["bogus"]  # a draw has no tiles
    log["moves"][13]["tile"] = "x"  # an invoke has no tile
    log["moves"][3]["sun"] = 99  # there is no sun 99
    r = client.post(URL, json=log)
    assert r.status_code == 422
    details = {e["pointer"]: e["detail"] for e in r.json["errors"]}
    assert details == {
        "/moves/0/tiles": "Draw moves have no tiles; they have: player, action, tile.",
        "/moves/13/tile": "Invoke moves have no tile; they have: player, action.",
        "/moves/3/sun": "There is no sun 99: suns are 1 to 16.",
    }


@pytest.mark.parametrize(
    "lang, own, other",
    [
        (
            "en",
            "Anne cannot pass: no auction is running.",
            "Bert cannot pass: no auction is running; it is Anne's turn.",
        ),
        (
            "nl",
            "Anne kan niet passen: er loopt geen veiling.",
            "Bert kan niet passen: er loopt geen veiling; Anne is aan de beurt.",
        ),
    ],
)
def test_a_pass_with_no_auction_names_whose_turn_it_is_only_when_it_is_another_players(client, lang, own, other):
    body = json.loads((Path(__file__).parents[2] / "examples" / "ra-replay-short-game.json").read_text())
    said = []
    for player in ("Anne", "Bert"):
        answer = client.post(
            "/v1/games/ra/replay",
            headers={"Accept-Language": lang},
            json=dict(body, moves=[{"player": player, "action": "pass"}]),
        ).json
        assert (answer["legal"], answer["violation"]["index"]) == (False, 0)
        said.append(answer["violation"]["reason"])
    assert said == [own, other]
