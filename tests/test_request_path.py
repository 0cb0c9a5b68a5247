"""One request path on the server: Flask hands every API request to the core, which routes it and words every
problem it answers (404, 405, 413, the opaque 500) in the request's language, for the form's paths too."""
from __future__ import annotations

import json

NL = {"Accept-Language": "nl"}


def test_flask_hands_the_whole_api_to_one_view(app):
    api = [rule for rule in app.url_map.iter_rules() if rule.rule == "/health" or rule.rule.startswith("/v1")]
    assert {rule.endpoint for rule in api} == {"api"}
    assert all(rule.methods is None for rule in api)  # the core answers every method, and refuses those it must


def _problem(response) -> tuple[int, str, str]:
    body = json.loads(response.data)
    return response.status_code, body["title"], body["detail"]


def test_a_path_of_nothing_is_answered_in_dutch(client):
    assert _problem(client.get("/v1/nothing", headers=NL)) == (
        404, "Niet gevonden", "Er is hier geen /v1/nothing. GET /v1/games noemt wat de dienst aanbiedt.")
    assert _problem(client.get("/nothing.html", headers=NL)) == (  # a path of no page of the form, the same
        404, "Niet gevonden", "Er is hier geen /nothing.html. GET /v1/games noemt wat de dienst aanbiedt.")


def test_a_wrong_method_is_answered_in_dutch(client):
    answered = client.post("/v1/games", headers=NL)
    assert _problem(answered) == (405, "Methode niet toegestaan", "POST is niet toegestaan op /v1/games.")
    assert set(answered.headers["Allow"].split(", ")) == {"GET", "HEAD", "OPTIONS"}
    answered = client.post("/openapi.yaml", headers=NL)  # a page's wrong method: worded by the core all the same
    assert _problem(answered) == (405, "Methode niet toegestaan", "POST is niet toegestaan op /openapi.yaml.")


def test_a_body_over_the_limit_is_answered_in_dutch(client):
    answered = client.post("/v1/games/ra/score", data=b" " * (1024 * 1024 + 1), headers=NL,
                           content_type="application/json")
    assert _problem(answered) == (413, "Verzoek te groot", "De inhoud van het verzoek is groter dan 1 MiB.")


def test_the_english_wording_is_as_it_was(client):
    assert _problem(client.get("/v1/nothing")) == (
        404, "Not Found", "There is no /v1/nothing here. GET /v1/games lists what the service offers.")
    assert _problem(client.post("/v1/games")) == (405, "Method Not Allowed", "POST is not allowed on /v1/games.")
