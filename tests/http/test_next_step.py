"""Every error says what to do next, in English and Dutch, at its pointer: a wrong method names the one to use,
a missing field what it holds, an unknown field the fields that exist there, a body sent to the wrong game the
game (and route) it looks like."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from marshmallow import Schema, ValidationError, fields

from referee.schemas.explain import MAX_LISTED, explained
from referee.schemas.messages import render_message
from referee.schemas.common import pointers

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
NL = {"Accept-Language": "nl"}


def _errors(response) -> dict[str, str]:
    assert response.status_code == 422, response.json
    return {e["pointer"]: e["detail"] for e in response.json["errors"]}


@pytest.mark.parametrize(
    "headers,detail",
    [
        ({}, "GET is not allowed on /v1/games/ra/score: use POST."),
        (NL, "GET is niet toegestaan op /v1/games/ra/score: gebruik POST."),
    ],
)
def test_a_wrong_method_names_the_method_to_use(client, headers, detail):
    answered = client.get("/v1/games/ra/score", headers=headers)
    assert answered.status_code == 405
    assert answered.json["detail"] == detail
    assert answered.headers["Allow"] == "POST, OPTIONS"


@pytest.mark.parametrize(
    "headers,detail",
    [
        ({}, "DELETE is not allowed on /openapi.yaml: use GET."),
        (NL, "DELETE is niet toegestaan op /openapi.yaml: gebruik GET."),
    ],
)
def test_a_wrong_method_on_a_page_names_the_method_to_use_too(client, headers, detail):
    answered = client.delete("/openapi.yaml", headers=headers)
    assert (answered.status_code, answered.json["detail"]) == (405, detail)


def test_a_missing_field_says_what_it_holds_in_the_spec_s_words(client):
    assert _errors(client.post("/v1/games/ra/score", json={"epoch": 1})) == {
        "/players": "players is missing. In seating order (clockwise). Names unique."
    }
    assert _errors(client.post("/v1/games/ra/score", json={"epoch": 1}, headers=NL)) == {
        "/players": "players ontbreekt. In zitvolgorde (met de klok mee). Namen zijn uniek."
    }


@pytest.mark.parametrize(
    "headers,detail",
    [
        (
            {},
            "game is missing. A game's slug, as \"GET /v1/games\" lists them. An unknown one is that item's 404, as its "
            "own request's.",
        ),
        (
            NL,
            'game ontbreekt. De slug van een spel, zoals "GET /v1/games" ze noemt. Een onbekende geeft dit verzoek een '
            "404, net als een los verzoek.",
        ),
    ],
)
def test_a_missing_nested_field_says_what_it_holds_at_its_pointer(client, headers, detail):
    body = {"items": [{"id": 1, "operation": "score", "body": {}}]}
    answered = client.post("/v1/batch", json=body, headers=headers)
    assert _errors(answered) == {"/items/0/game": detail}


def test_a_missing_field_of_a_tournament_table_says_what_it_holds_in_dutch(client):
    body = {"rounds": [{"tables": [{"game": "ra", "body": {}}]}]}
    assert _errors(client.post("/v1/tournaments/standings", json=body, headers=NL))["/rounds/0/tables/0/operation"] == (
        'operation ontbreekt. De operatie die "answer" gaf of die "body" scoort: Ra en Priests of Ra "score" of '
        '"replay"; Osiris en Sakkara "outcome" of "replay".'
    )


def _request_schemas() -> list[Schema]:
    """Every schema a request body is loaded with: each game's operations (the notation routes take /replay's
    log), the batch, the tournament standings, and every schema nested in them."""
    from referee.schemas.batch import BatchSchema
    from referee.schemas.tournament import OPERATION
    from referee.service.games import ROUTES

    roots = [b.load for route in ROUTES.values() for b in route.operation.bindings]
    roots += [BatchSchema(), *(b.load for b in OPERATION.bindings)]
    found: dict[type, Schema] = {}
    while roots:
        schema = roots.pop()
        if type(schema) in found:
            continue
        found[type(schema)] = schema
        for field in schema.load_fields.values():
            inner = getattr(field, "inner", None) or getattr(field, "value_field", None) or field
            if isinstance(inner, fields.Nested):
                roots.append(inner.schema)
    return list(found.values())


def test_every_required_field_says_what_it_holds_in_english_and_dutch():
    schemas = _request_schemas()
    assert len(schemas) > 20  # every game's, the batch's and the standings'
    undescribed = [
        f"{type(schema).__name__}.{field.data_key or name}"
        for schema in schemas
        for name, field in schema.load_fields.items()
        if field.required and not (field.metadata.get("description") and field.metadata.get("nl"))
    ]
    assert undescribed == []


def test_a_missing_players_name_says_what_a_name_is(client):
    body = {"epoch": 1, "players": [{"tiles": {}}, {"name": "Anne"}]}
    assert _errors(client.post("/v1/games/ra/score", json=body)) == {
        "/players/0/name": "name is missing. The player's name, as the table calls them: unique at the table."
    }
    assert _errors(client.post("/v1/games/ra/score", json=body, headers=NL)) == {
        "/players/0/name": "name ontbreekt. De naam van de speler, zoals de tafel die noemt: uniek aan tafel."
    }


def test_a_missing_field_of_a_move_is_named(client):
    body = json.loads((EXAMPLES / "ra-replay-short-game.json").read_text())
    body["moves"] = [{"action": "pass"}, *body["moves"][1:]]
    assert _errors(client.post("/v1/games/ra/replay", json=body))["/moves/0/player"] == "player is missing: add it."


def test_an_unknown_field_names_the_fields_there(client):
    body = {"epoch": 1, "players": [{"name": "Anne", "colour": "red"}, {"name": "Carl"}, {"name": "Marc"}], "round": 2}
    assert _errors(client.post("/v1/games/ra/score", json=body)) == {
        "/round": "Unknown field: the fields here are middle_sun, epoch, players.",
        "/players/0/colour": "Unknown field: the fields here are name, suns, tiles, fame.",
    }
    assert _errors(client.post("/v1/games/ra/score", json=body, headers=NL)) == {
        "/round": "Onbekend veld: de velden hier zijn middle_sun, epoch, players.",
        "/players/0/colour": "Onbekend veld: de velden hier zijn name, suns, tiles, fame.",
    }


def test_the_fields_an_unknown_field_lists_are_capped():
    wide = Schema.from_dict({f"f{i:02}": fields.Integer() for i in range(MAX_LISTED + 3)})()
    try:
        wide.load({"extra": 1})
    except ValidationError as exc:
        said = dict(pointers(explained(wide, exc).messages))
    listed = ", ".join(f"f{i:02}" for i in range(MAX_LISTED))
    assert render_message(said["extra",], "en") == f"Unknown field: the fields here are {listed} and 3 others."
    assert render_message(said["extra",], "nl") == f"Onbekend veld: de velden hier zijn {listed} en 3 andere."


def test_a_ra_score_sent_to_osiris_says_where_it_belongs(client):
    body = json.loads((EXAMPLES / "ra-score-game.json").read_text())
    first = client.post("/v1/games/osiris/outcome", json=body).json["errors"][0]
    assert first == {"pointer": "", "detail": "This looks like a request for Ra: send it to /v1/games/ra/score."}
    first = client.post("/v1/games/osiris/outcome", json=body, headers=NL).json["errors"][0]
    assert first == {"pointer": "", "detail": "Dit lijkt een verzoek voor Ra: stuur het naar /v1/games/ra/score."}


def test_a_log_sent_to_the_wrong_game_names_that_game_s_replay(client):
    body = json.loads((EXAMPLES / "osiris-replay-2-players.json").read_text())
    first = client.post("/v1/games/sakkara/replay", json=body).json["errors"][0]
    assert first == {
        "pointer": "",
        "detail": "This looks like a request for Osiris: send it to /v1/games/osiris/replay.",
    }


def test_a_body_of_mostly_this_game_s_fields_is_not_sent_elsewhere(client):
    errors = _errors(client.post("/v1/games/ra/score", json={"epoch": 1, "players": [], "epochs": []}))
    assert "" not in errors
