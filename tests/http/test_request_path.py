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
        404,
        "Niet gevonden",
        "Er is hier geen /v1/nothing. GET /v1/games noemt wat de dienst aanbiedt.",
    )
    assert _problem(client.get("/nothing.html", headers=NL)) == (  # a path of no page of the form, the same
        404,
        "Niet gevonden",
        "Er is hier geen /nothing.html. GET /v1/games noemt wat de dienst aanbiedt.",
    )


def test_a_wrong_method_is_answered_in_dutch(client):
    answered = client.post("/v1/games", headers=NL)
    assert _problem(answered) == (405, "Methode niet toegestaan", "POST is niet toegestaan op /v1/games: gebruik GET.")
    assert set(answered.headers["Allow"].split(", ")) == {"GET", "HEAD", "OPTIONS"}
    answered = client.post("/openapi.yaml", headers=NL)  # a page's wrong method: worded by the core all the same
    assert _problem(answered) == (
        405,
        "Methode niet toegestaan",
        "POST is niet toegestaan op /openapi.yaml: gebruik GET.",
    )


def test_a_body_over_the_limit_is_answered_in_dutch(client):
    answered = client.post(
        "/v1/games/ra/score", data=b" " * (1024 * 1024 + 1), headers=NL, content_type="application/json"
    )
    assert _problem(answered) == (413, "Verzoek te groot", "De inhoud van het verzoek is groter dan 1 MiB.")


def test_the_english_wording_is_as_it_was(client):
    assert _problem(client.get("/v1/nothing")) == (
        404,
        "Not Found",
        "There is no /v1/nothing here. GET /v1/games lists what the service offers.",
    )
    assert _problem(client.post("/v1/games")) == (
        405,
        "Method Not Allowed",
        "POST is not allowed on /v1/games: use GET.",
    )


# --- one load -> call -> dump: an event's tables sent as bodies are their games' own requests ----------------


def _event_with_a_body() -> dict:
    from pathlib import Path

    examples = Path(__file__).resolve().parents[2] / "examples"
    game = json.loads((examples / "ra-replay-short-game.json").read_text(encoding="utf-8"))
    return game


def test_loading_an_event_runs_no_game(monkeypatch):
    from referee.schemas import tournament
    from referee.service import games

    ran = []
    monkeypatch.setattr(games.Route, "answer", lambda self, body, index=None: ran.append(self.name))
    body = {"game": "ra", "operation": "score", "body": {"epoch": 3, "players": []}}
    loaded = tournament.TournamentEventSchema().load({"rounds": [{"tables": [body]}]})
    ((table,),) = loaded["rounds"]
    assert isinstance(table, tournament.TableRequest) and table.body == body["body"]
    assert ran == []


def test_a_table_sent_as_a_body_is_scored_by_its_games_route(client, monkeypatch):
    from referee.service import games

    scored = []
    real = games.Route.answer
    monkeypatch.setattr(
        games.Route,
        "answer",
        lambda self, body, index=None: scored.append((self.game, self.name)) or real(self, body, index),
    )
    answer = {
        "epoch": 3,
        "standings": [
            {"rank": 1, "name": "Anne", "fame": 41},
            {"rank": 2, "name": "Bert", "fame": 33},
            {"rank": 3, "name": "Carl", "fame": 20},
        ],
    }
    game = _event_with_a_body()
    event = {
        "rounds": [
            {
                "tables": [
                    {"game": "ra", "operation": "score", "answer": answer},
                    {"game": "ra", "operation": "replay", "body": game},
                ]
            }
        ]
    }
    r = client.post("/v1/tournaments/standings", json=event)
    assert scored == [("ra", "replay")]
    assert r.status_code == 422  # its players sit at the first table too: found in its route's answer
    assert r.json["errors"] and all(e["pointer"].startswith("/rounds/0/tables/1/body/") for e in r.json["errors"])


def test_a_body_of_another_type_is_answered_in_dutch(client):
    answered = client.post("/v1/games/ra/score", data=b"{}", headers=NL, content_type="text/plain")
    assert _problem(answered) == (
        415,
        "Mediatype niet ondersteund",
        "Stuur de inhoud als JSON met 'Content-Type: application/json'.",
    )
    answered = client.post("/v1/games/ra/notation", data=b"x", headers=NL, content_type="image/png")
    assert _problem(answered)[:2] == (415, "Mediatype niet ondersteund")
