"""Problem texts follow Accept-Language like the sentences do: the schema's own and marshmallow's.
English stays word for word what it was; pointers never change with the language."""

from __future__ import annotations

import pytest

from helpers import EXAMPLE_SUNS, ra_player

URL = "/v1/games/ra/score"
ODD = {
    "epoch": 4,
    "colour": "red",
    "players": [
        {
            "name": "A",
            "suns": {"face_up": [13, 99]},
            "tiles": {"ra": 1, "pharaoh": -1, "gold": True, "earthquake": 1, "civilization": {"music": 1}},
        },
        {"name": "", "suns": {}, "fame": 99999},
        {"suns": {}},
    ],
}

ENGLISH = {
    "/epoch": "The epoch is 1, 2 or 3.",
    "/colour": "Unknown field: the fields here are middle_sun, epoch, players.",
    "/players/0/suns/face_up/1": "There is no sun 99: suns are 1 to 16.",
    "/players/0/tiles/ra": "Ra tiles never lie in a display: they stay on the Ra track until the epoch ends.",
    "/players/0/tiles/pharaoh": "Must be 0 or more.",
    "/players/0/tiles/gold": "Must be a whole number of tiles (0 or more).",
    "/players/0/tiles/earthquake": "The earthquake tile is a disaster: it is resolved at once and leaves the game, "
    "so it is never in a display.",
    "/players/0/tiles/civilization/music": "Not a civilization tile; they are: agriculture, art, astronomy, "
    "religion, writing.",
    "/players/1/name": "A name has 1 to 40 characters.",
    "/players/1/fame": "Must be greater than or equal to 0 and less than or equal to 10000.",
    "/players/2/name": "name is missing. The player's name, as the table calls them: unique at the table.",
}
DUTCH = {
    "/epoch": "Het tijdperk is 1, 2 of 3.",
    "/colour": "Onbekend veld: de velden hier zijn middle_sun, epoch, players.",
    "/players/0/suns/face_up/1": "Zon 99 bestaat niet: de zonnen zijn 1 tot 16.",
    "/players/0/tiles/ra": "Ra-kaartjes liggen nooit in een etalage: ze blijven op het Ra-spoor tot het tijdperk "
    "eindigt.",
    "/players/0/tiles/pharaoh": "Moet 0 of meer zijn.",
    "/players/0/tiles/gold": "Moet een geheel aantal kaartjes zijn (0 of meer).",
    "/players/0/tiles/earthquake": "Een aardbeving is een ramp: die wordt meteen afgehandeld en verlaat het spel, "
    "dus ligt nooit in een etalage.",
    "/players/0/tiles/civilization/music": "Geen kaartje van civilization; dat zijn: agriculture, art, astronomy, "
    "religion, writing.",
    "/players/1/name": "Een naam heeft 1 tot 40 tekens.",
    "/players/1/fame": "Moet tussen 0 en 10000 liggen.",
    "/players/2/name": "name ontbreekt. De naam van de speler, zoals de tafel die noemt: uniek aan tafel.",
}


@pytest.mark.parametrize("lang,expected", [(None, ENGLISH), ("en-GB", ENGLISH), ("nl-BE,nl;q=0.9", DUTCH)])
def test_schema_problems_follow_accept_language(client, lang, expected):
    r = client.post(URL, json=ODD, headers={"Accept-Language": lang} if lang else {})
    assert r.status_code == 422
    assert {e["pointer"]: e["detail"] for e in r.json["errors"]} == expected


def test_whole_game_shape_problems_in_dutch(client):
    players = [ra_player(n, s, fame=10) for n, s in EXAMPLE_SUNS.items()]
    r = client.post(URL, json={"epochs": [{"players": players}] * 4}, headers={"Accept-Language": "nl"})
    assert {e["pointer"]: e["detail"] for e in r.json["errors"]} == {"/epochs": "Eén tot 3 tijdperken, in volgorde."}
    r = client.post(URL, json={"epochs": [{"players": players}] * 2}, headers={"Accept-Language": "nl"})
    details = {e["pointer"]: e["detail"] for e in r.json["errors"]}
    assert details["/epochs/0/players/0/fame"].startswith("In de vorm voor een heel spel worden de roempunten")


def test_engine_and_schema_problems_of_priests_of_ra_in_dutch(client):
    body = {
        "epoch": 1,
        "players": [
            {"name": "Anne", "suns": {"face_down": [9, 9, 5, 2]}, "tiles": {"gold": 1}},
            {"name": "Bert", "suns": {"face_down": [8, 7, 4, 3]}},
        ],
    }
    r = client.post("/v1/games/priests-of-ra/score", json=body, headers={"Accept-Language": "nl"})
    # In the body's order: the suns stand before the tiles.
    assert [e["pointer"] for e in r.json["errors"]] == ["/players/0/suns/face_down/1", "/players/0/tiles/gold"]
    assert r.json["errors"][0]["detail"] == "Zon 9 ligt twee keer op tafel; elke zon bestaat maar één keer."
    assert r.json["errors"][1]["detail"].startswith("Geen kant van een Priests of Ra-kaartje; de kanten zijn: farmer")
    body["players"][0]["tiles"] = {}
    r = client.post("/v1/games/priests-of-ra/score", json=body, headers={"Accept-Language": "nl"})
    assert {e["detail"] for e in r.json["errors"]} == {"Zon 9 ligt twee keer op tafel; elke zon bestaat maar één keer."}


def test_a_body_that_is_not_an_object_in_dutch(client):
    r = client.post(URL, json=[1], headers={"Accept-Language": "nl"})
    assert r.json["errors"] == [{"pointer": "", "detail": "De body moet een JSON-object zijn."}]


def test_the_422_summary_follows_accept_language_too(client):
    body = {"epoch": 9, "players": []}
    en = client.post("/v1/games/ra/score", json=body).json
    nl = client.post("/v1/games/ra/score", json=body, headers={"Accept-Language": "nl"}).json
    assert en["title"] == "The request cannot be used as sent"
    assert nl["title"] == "Het verzoek kan zo niet gebruikt worden"
    # the epoch, and no players (the table check runs on what loaded)
    assert nl["detail"].startswith("2 problemen") and en["detail"].startswith("2 problems")
    assert [e["pointer"] for e in en["errors"]] == [e["pointer"] for e in nl["errors"]]


def test_whole_game_supply_problems_name_the_epoch_in_dutch_too(client):
    from helpers import EXAMPLE_SUNS, ra_player

    players = [ra_player(n, s, **({"gold": 3} if n == "Anne" else {})) for n, s in EXAMPLE_SUNS.items()]
    body = {"epochs": [{"players": players}, {"players": players}]}
    en = client.post("/v1/games/ra/score", json=body).json["errors"][0]["detail"]
    nl = client.post("/v1/games/ra/score", json=body, headers={"Accept-Language": "nl"}).json["errors"][0]["detail"]
    assert "(Anne (epoch 1) 3, Anne (epoch 2) 3)" in en
    assert "(Anne (tijdperk 1) 3, Anne (tijdperk 2) 3)" in nl


def test_a_request_in_dutch_leaves_no_dutch_behind_it(client):
    """The language of a request ends with it: the engine's sentences asked for in the same thread afterwards
    (a library call, the next request without Accept-Language) are English again."""
    from referee.core.context import language  # noqa: PLC0415

    answer = client.post("/v1/games/ra/score", json={"epoch": 4}, headers={"Accept-Language": "nl"})
    assert answer.status_code == 422 and answer.headers["Content-Language"] == "nl"
    assert language.get() == "en"
    assert client.post("/v1/games/ra/score", json={"epoch": 4}).headers["Content-Language"] == "en"
