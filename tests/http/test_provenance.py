"""Every scoring, outcome and replay answer says how it was reached: the service and its version, the game
and the operation, and every rule choice the request could make with the one applied (docs/rulings.md, "Provenance")."""

from __future__ import annotations

import json
from referee import __version__
from pathlib import Path

import pytest
import yaml

from referee.games import SPECS
from referee.games.priests_of_ra import rules as por_rules
from referee.games.ra.spec import SPEC as RA

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = [(spec.slug, spec.example_operation(name), name) for spec in SPECS for name in spec.examples]
POR_DEFAULTS = {
    "building_tiles": por_rules.RULINGS.building_tiles,
    "buildings_stay": por_rules.RULINGS.buildings_stay,
    "chambers_double_sided": por_rules.RULINGS.chambers_double_sided,
}


def example(name: str) -> dict:
    return json.loads((ROOT / "examples" / name).read_text())


def provenance(client, game: str, operation: str, body) -> dict:
    r = client.post(f"/v1/games/{game}/{operation}", json=body)
    assert r.status_code == 200, r.json
    return r.json["provenance"]


@pytest.mark.parametrize("game,operation,name", EXAMPLES, ids=[e[2] for e in EXAMPLES])
def test_every_answer_names_the_service_its_version_the_game_and_the_operation(client, game, operation, name):
    got = provenance(client, game, operation, example(name))
    assert {k: got[k] for k in ("service", "version", "game", "operation")} == {
        "service": "referee",
        "version": __version__,
        "game": game,
        "operation": operation,
    }
    assert set(got["overrides"]) <= set(got["rulings"])


def test_ra_has_no_rule_choice(client):
    for name in RA.examples:
        got = provenance(client, "ra", RA.example_operation(name), example(name))
        assert (got["rulings"], got["overrides"]) == ({}, [])


def test_priests_of_ra_score_reports_the_model_rulings_and_the_returned_plague_all_defaults(client):
    got = provenance(client, "priests-of-ra", "score", example("priests-score-epoch3-5-players.json"))
    assert got["rulings"] == {**POR_DEFAULTS, "return_plague": True}
    assert got["overrides"] == []


def test_priests_of_ra_overrides_are_merged_with_the_defaults_and_named(client):
    body = {
        **example("priests-score-epoch3-5-players.json"),
        "rulings": {"building_tiles": 3, "chambers_double_sided": False},
        "return_plague": False,
    }
    got = provenance(client, "priests-of-ra", "score", body)
    assert got["rulings"] == {
        "building_tiles": 3,
        "buildings_stay": True,
        "chambers_double_sided": False,
        "return_plague": False,
    }
    assert got["overrides"] == ["building_tiles", "chambers_double_sided", "return_plague"]


def test_a_stored_answers_rulings_sent_again_reproduce_it(client):
    # What provenance is for: the rulings it reports are enough to get the same answer again.
    body = {**example("priests-score-epoch3-5-players.json"), "rulings": {"building_tiles": 1}}
    first = client.post("/v1/games/priests-of-ra/score", json=body).json
    rulings = dict(first["provenance"]["rulings"])
    again = {
        **example("priests-score-epoch3-5-players.json"),
        "return_plague": rulings.pop("return_plague"),
        "rulings": rulings,
    }
    second = client.post("/v1/games/priests-of-ra/score", json=again).json

    def without(answer: dict) -> dict:
        return {k: v for k, v in answer.items() if k != "provenance"}

    assert without(first) == without(second)
    assert second["provenance"]["rulings"] == first["provenance"]["rulings"]
    default = client.post("/v1/games/priests-of-ra/score", json=example("priests-score-epoch3-5-players.json")).json
    assert default["players"] != first["players"]  # the ruling changed the scores, so the record matters


def test_priests_of_ra_replay_reports_the_model_rulings(client):
    body = {**example("priests-replay-short-game.json"), "rulings": {"buildings_stay": False}}
    got = provenance(client, "priests-of-ra", "replay", body)
    assert got["rulings"] == {**POR_DEFAULTS, "buildings_stay": False}  # P5's plague is no choice in a replay
    assert got["overrides"] == ["buildings_stay"]


def test_osiris_replay_reports_its_optional_rules_and_whose_board(client):
    rules = client.get("/v1/games/osiris").json
    body = {k: v for k, v in example("osiris-replay-2-players.json").items() if k not in ("rebellion", "relief")}
    got = provenance(client, "osiris", "replay", body)
    assert got["rulings"] == {"rebellion": False, "relief": False, "board": "default"}
    assert got["overrides"] == []  # the log's `gods` (which god lies where) is the setup, not a choice
    got = provenance(client, "osiris", "replay", {**body, "rebellion": True, "board": rules["board"]})
    assert got["rulings"] == {"rebellion": True, "relief": False, "board": "request"}
    assert got["overrides"] == ["rebellion", "board"]


def test_osiris_outcome_reports_whose_god_names(client):
    body = example("osiris-outcome.json")
    assert provenance(client, "osiris", "outcome", body)["rulings"] == {"gods": "default"}
    gods = client.get("/v1/games/osiris").json["gods"]
    got = provenance(client, "osiris", "outcome", {**body, "gods": gods})
    assert (got["rulings"], got["overrides"]) == ({"gods": "request"}, ["gods"])


@pytest.mark.parametrize(
    "operation,name", [("outcome", "sakkara-outcome.json"), ("replay", "sakkara-replay-game.json")]
)
def test_sakkara_reports_whose_catalogue(client, operation, name):
    body = example(name)
    got = provenance(client, "sakkara", operation, body)
    assert (got["rulings"], got["overrides"]) == ({"catalogue": "default"}, [])
    catalogue = client.get("/v1/games/sakkara").json["catalogue"]
    got = provenance(client, "sakkara", operation, {**body, "catalogue": catalogue})
    assert (got["rulings"], got["overrides"]) == ({"catalogue": "request"}, ["catalogue"])
    got = provenance(client, "sakkara", operation, {**body, "catalogue": None})  # null: the default
    assert (got["rulings"], got["overrides"]) == ({"catalogue": "default"}, [])


def test_provenance_is_at_the_top_only(client):
    ra = client.post("/v1/games/ra/replay", json=example("ra-replay-short-game.json")).json
    assert "provenance" in ra and all("provenance" not in epoch for epoch in ra["epochs"])
    game = client.post("/v1/games/ra/score", json=example("ra-score-game.json")).json
    assert all("provenance" not in epoch for epoch in game["epochs"])
    osiris = client.post("/v1/games/osiris/replay", json=example("osiris-replay-4-players.json")).json
    assert osiris["outcome"] is not None and "provenance" not in osiris["outcome"]


def test_a_problem_has_no_provenance(client):
    r = client.post("/v1/games/priests-of-ra/score", json={"epoch": 1, "players": [], "rulings": {"building_tiles": 0}})
    assert r.status_code == 422 and "provenance" not in r.json


def test_the_spec_requires_provenance_in_every_answer_and_documents_each_operations_rulings(client):
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    schemas = spec["components"]["schemas"]
    for game in SPECS:
        for operation in game.operations:
            if operation == "rules":
                continue
            ok = spec["paths"][f"/v1/games/{game.slug}/{operation}"]["post"]["responses"]["200"]
            result = schemas[ok["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]]
            narrowed = result["allOf"][1]
            assert narrowed["required"] == ["provenance"]
            assert narrowed["properties"]["provenance"]["properties"]["game"] == {"const": game.slug}
    por = schemas["PriestsOfRaScoreResult"]["allOf"][1]["properties"]["provenance"]["properties"]["rulings"]
    defaults = client.get("/v1/games/priests-of-ra").json["rulings"]
    assert {k: v["default"] for k, v in por["properties"].items()} == {**defaults, "return_plague": True}
    assert spec["info"]["version"] == __version__
