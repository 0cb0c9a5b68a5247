"""openapi.yaml is the generator's output (tools/openapi.py), valid OpenAPI 3.1, names every route of
the app, documents every field it generates, and real answers match it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest
from helpers import EXAMPLE_SUNS, ra_player, tool
from openapi_helpers import SPEC, _response_schema, _validate
from openapi_spec_validator import validate

openapi = tool("openapi")  # the generator: a contributor's tool, not part of the package

SPEC_TEXT = (Path(__file__).resolve().parents[2] / "openapi.yaml").read_text()


def test_committed_spec_is_the_generators_output():
    # The schemas are the one source: regenerate with `.venv/bin/python tools/openapi.py --write`.
    assert SPEC_TEXT == openapi.render(), "openapi.yaml is stale: run .venv/bin/python tools/openapi.py --write"


def test_the_spec_at_the_top_is_the_one_the_package_serves():
    # one file: openapi.yaml beside pyproject.toml (where generators and linters look) is the package's, linked
    root = Path(__file__).resolve().parents[2]
    assert (root / "openapi.yaml").is_file()
    assert (root / "openapi.yaml").resolve() == (root / "referee" / "openapi.yaml").resolve() == openapi.SPEC_FILE


def test_spec_is_valid_openapi_3_1():
    assert SPEC["openapi"].startswith("3.1")
    validate(SPEC)


def _untyped(schema, where):
    """Where a generated schema says nothing of a value (a custom field or a Raw field without metadata)."""
    if isinstance(schema, dict):
        says = {"type", "$ref", "oneOf", "anyOf", "allOf", "const", "enum", "not"}
        if not says & set(schema):
            yield where
        for key in ("properties", "patternProperties"):
            for name, value in schema.get(key, {}).items():
                yield from _untyped(value, f"{where}.{name}")
        for key in ("items", "additionalProperties", "propertyNames"):
            yield from _untyped(schema.get(key), f"{where}[{key}]")
        kinds = {branch.get("type") for branch in schema.get("anyOf", []) if isinstance(branch, dict)}
        if kinds >= {"object", "array", "string", "number", "boolean", "null"}:
            return  # any JSON value, said as such (a batch item's body: the route it names reads it)
        for key in ("oneOf", "anyOf", "allOf"):
            for i, value in enumerate(schema.get(key, [])):
                yield from _untyped(value, f"{where}/{key}/{i}")


def test_every_generated_field_has_a_json_schema():
    # A new custom field, or an answer's Raw field, needs a converter rule or `metadata` (see openapi.py):
    # without one the spec would let anything through there.
    missing = [w for name, schema in SPEC["components"]["schemas"].items() for w in _untyped(schema, name)]
    assert missing == []


def test_move_tiles_are_the_engines():
    from referee.games.priests_of_ra import replay as por
    from referee.games.ra import replay as ra

    for game, name in ((ra.RA, "RaMove"), (por.game(), "PriestsMove")):
        variants = SPEC["components"]["schemas"][name]["oneOf"]
        assert [v["properties"]["action"]["const"] for v in variants] == list(game.actions)
        draw = next(v for v in variants if v["properties"]["action"]["const"] == "draw")
        assert set(draw["properties"]["tile"]["enum"]) == game.tile_names


def _app_routes(app) -> set[tuple[str, str]]:
    """Flask's routes (the form, the docs) and the core's (every API route: Flask hands them all to one view)."""
    from referee.service import ENDPOINTS

    routes = {(endpoint.path, endpoint.method.lower()) for endpoint in ENDPOINTS.values()}
    for rule in app.url_map.iter_rules():
        if rule.endpoint in ("static", "api"):
            continue
        path = re.sub(r"<(?:[^:>]+:)?([^>]+)>", r"{\1}", rule.rule)
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            routes.add((path, method.lower()))
    return routes


def _spec_routes() -> set[tuple[str, str]]:
    return {
        (path, method)
        for path, ops in SPEC["paths"].items()
        for method in ops
        if method in {"get", "post", "put", "patch", "delete"}
    }


def test_every_route_of_the_app_is_in_the_spec_and_back(app):
    assert _app_routes(app) == _spec_routes()


def four(epoch=1):
    return {
        "epoch": epoch,
        "players": [ra_player(n, s, **({"pharaoh": 1} if n == "Anne" else {})) for n, s in EXAMPLE_SUNS.items()],
    }


POR_EPOCH = {
    "epoch": 1,
    "players": [
        {"name": "Anne", "suns": {"face_down": [9, 6, 5, 2]}, "tiles": {"warrior": 2, "priest": 3, "plague": 1}},
        {"name": "Bert", "suns": {"face_down": [8, 7, 4, 3]}, "tiles": {"library": 3, "pyramid": 4, "chamber_a": 3}},
    ],
}

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SHORT_GAME = json.loads((EXAMPLES / "ra-replay-short-game.json").read_text())
ILLEGAL_GAME = {**SHORT_GAME, "moves": SHORT_GAME["moves"][:21] + [{"player": "Anne", "action": "bid", "sun": 7}]}
POR_GAME = json.loads((EXAMPLES / "priests-replay-short-game.json").read_text())
POR_ILLEGAL = {**POR_GAME, "moves": POR_GAME["moves"] + [dict(POR_GAME["moves"][-1])]}

CASES = [
    ("post", "/v1/games/ra/replay", SHORT_GAME, 200, "application/json"),
    ("post", "/v1/games/ra/replay", ILLEGAL_GAME, 200, "application/json"),
    ("post", "/v1/games/ra/replay", {"players": ["A"], "suns": {}, "moves": []}, 422, "application/problem+json"),
    ("get", "/health", None, 200, "application/json"),
    ("get", "/v1/games", None, 200, "application/json"),
    ("get", "/v1/games/ra", None, 200, "application/json"),
    ("post", "/v1/games/ra/score", four(1), 200, "application/json"),
    ("post", "/v1/games/ra/score", four(3), 200, "application/json"),
    ("post", "/v1/games/ra/score", {"epochs": [{"players": four()["players"]}] * 3}, 200, "application/json"),
    ("post", "/v1/games/ra/score", {"epoch": 9, "players": []}, 422, "application/problem+json"),
    ("post", "/v1/games/ra/score", "{", 400, "application/problem+json"),
    ("get", "/v1/games/priests-of-ra", None, 200, "application/json"),
    ("post", "/v1/games/priests-of-ra/score", POR_EPOCH, 200, "application/json"),
    ("post", "/v1/games/priests-of-ra/score", {**POR_EPOCH, "epoch": 3}, 200, "application/json"),
    (
        "post",
        "/v1/games/priests-of-ra/score",
        {"epochs": [{"players": POR_EPOCH["players"]}] * 3},
        200,
        "application/json",
    ),
    ("post", "/v1/games/priests-of-ra/score", {"epoch": 1, "players": [{"name": ""}]}, 422, "application/problem+json"),
    ("post", "/v1/games/priests-of-ra/replay", POR_GAME, 200, "application/json"),
    ("post", "/v1/games/priests-of-ra/replay", POR_ILLEGAL, 200, "application/json"),
    (
        "post",
        "/v1/games/priests-of-ra/replay",
        {**POR_GAME, "rulings": {"building_tiles": 0}},
        422,
        "application/problem+json",
    ),
    ("get", "/v1/games/ra/score", None, 405, "application/problem+json"),
    ("get", "/web/nothing.js", None, 404, "application/problem+json"),
    ("post", "/v1/games/ra/score", b"epoch=1", 415, "application/problem+json"),
    ("post", "/v1/games/ra/score", "[" * 1024 * 1024 + "]", 413, "application/problem+json"),
]


@pytest.mark.parametrize("method,path,body,status,ctype", CASES)
def test_real_answers_match_the_spec(client, method, path, body, status, ctype):
    if isinstance(body, bytes):
        r = client.open(path, method=method.upper(), data=body, content_type="application/x-www-form-urlencoded")
    elif isinstance(body, str):
        r = client.open(path, method=method.upper(), data=body, content_type="application/json")
    else:
        r = client.open(path, method=method.upper(), json=body)
    assert r.status_code == status and r.content_type == ctype
    _validate(r.json, _response_schema(path, method, status, ctype))


def test_request_examples_in_the_spec_are_accepted(client):
    for path, ops in SPEC["paths"].items():
        for method, op in ops.items():
            for example in (
                op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("examples", {}).values()
            ):
                r = client.open(path, method=method.upper(), json=example["value"])
                assert r.status_code == 200, (path, r.json)


def test_spec_validation_catches_a_wrong_answer():
    # The checker itself can fail: a standing without a rank does not pass.
    with pytest.raises(jsonschema.ValidationError):
        _validate(
            {"epoch": 1, "players": [], "standings": [{"name": "A"}], "winner": None},
            SPEC["paths"]["/v1/games/ra/score"]["post"]["responses"]["200"]["content"]["application/json"]["schema"],
        )


def test_a_new_game_gets_its_routes_and_bodies_with_no_change_to_the_generator(monkeypatch):
    # Osiris and Sakkara join SPECS with their own schema module and an `outcome` operation.
    import sys
    import types

    from marshmallow import Schema, fields

    from referee.core.spec import GameSpec, LogCodec, ResultKind
    from referee.games import SPECS
    from referee.schemas.common import Binding, Name, Operation, players_list

    class BoardSchema(Schema):
        players = players_list(Name(), range(2, 3), required=True)

    class OutcomeAnswerSchema(Schema):
        winner = fields.Raw(metadata={"type": ["string", "null"]})

    module = types.ModuleType("senet_schemas")
    module.OPERATIONS = {
        "outcome": Operation((Binding(BoardSchema(), dict, OutcomeAnswerSchema()),), summary="Who won a game of Senet.")
    }
    monkeypatch.setitem(sys.modules, module.__name__, module)
    senet = GameSpec(
        slug="senet",
        name="Senet",
        players=range(2, 3),
        operations=("rules", "outcome"),
        rules=dict,
        messages=(),
        schemas=module.__name__,
        codec=LogCodec(dict, dict),
        results={"outcome": ResultKind(None)},
    )
    doc = openapi.Generator((*SPECS, senet)).document()
    validate(doc)
    assert {"/v1/games/senet", "/v1/games/senet/outcome"} <= set(doc["paths"])
    outcome = doc["paths"]["/v1/games/senet/outcome"]["post"]
    assert outcome["operationId"] == "senetOutcome" and outcome["summary"] == "Who won a game of Senet."
    assert outcome["requestBody"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/SenetBoard"
    }
    assert doc["components"]["schemas"]["SenetOutcomeAnswer"]["required"] == ["winner"]
    assert doc["components"]["schemas"]["SenetBoard"]["properties"]["players"]["minItems"] == 2
    assert doc["paths"]["/v1/games/ra/score"] == SPEC["paths"]["/v1/games/ra/score"]


@pytest.mark.parametrize(
    "status,reason", [(400, "Bad Request"), (414, "Request-URI Too Long"), (431, "Request Header Fields Too Large")]
)
def test_what_gunicorn_answers_itself_matches_the_spec(status, reason):
    from referee.server import problem_bytes

    head, body = problem_bytes(status, reason).split(b"\r\n\r\n", 1)
    assert b"Content-Type: application/problem+json" in head
    for path, method in (("/v1/games/ra/score", "post"), ("/health", "get")):
        _validate(json.loads(body), _response_schema(path, method, status, "application/problem+json"))


# --- the position and legal moves of a cut log, the paper notation ---------------------------------

REPLAYS = {
    "ra": "ra-replay-short-game",
    "priests-of-ra": "priests-replay-short-game",
    "osiris": "osiris-replay-3-players",
    "sakkara": "sakkara-replay-game",
}


def _cut(log: dict, slug: str) -> dict:
    """The log stopped halfway (Sakkara writes its moves turn by turn)."""
    key = "turns" if slug == "sakkara" else "moves"
    return {**log, key: log[key][: len(log[key]) // 2]}


@pytest.mark.parametrize("slug", REPLAYS)
def test_a_cut_log_and_the_notation_answer_as_the_spec_says(client, slug):
    log = json.loads((EXAMPLES / f"{REPLAYS[slug]}.json").read_text())
    text = (EXAMPLES / f"{REPLAYS[slug]}.txt").read_text()
    replay, notation = f"/v1/games/{slug}/replay", f"/v1/games/{slug}/notation"
    r = client.post(replay, json=_cut(log, slug))
    assert r.status_code == 200 and r.json["legal"] and not r.json["finished"] and r.json["legal_moves"]
    _validate(r.json, _response_schema(replay, "post", 200, "application/json"))
    r = client.post(replay, data=text.encode(), content_type="text/plain")
    assert r.status_code == 200 and r.json["legal"]
    _validate(r.json, _response_schema(replay, "post", 200, "application/json"))
    r = client.post(notation, json=log)
    assert r.status_code == 200 and r.mimetype == "text/plain"
    _validate(r.get_data(as_text=True), _response_schema(notation, "post", 200, "text/plain"))
    r = client.post(notation, data=text.encode(), content_type="text/plain")
    assert (
        r.status_code == 200
        and r.json == client.post(notation, data=client.post(notation, json=log).data, content_type="text/plain").json
    )
    _validate(r.json, _response_schema(notation, "post", 200, "application/json"))
    r = client.post(notation, data=b"A\nA: ???\n", content_type="text/plain")
    assert r.status_code == 422 and all("line" in e and "column" in e for e in r.json["errors"])
    _validate(r.json, _response_schema(notation, "post", 422, "application/problem+json"))
    r = client.post(notation, data=b"x", content_type="application/xml")
    assert r.status_code == 415
    _validate(r.json, _response_schema(notation, "post", 415, "application/problem+json"))


def test_the_violation_headers_of_a_text_replay_are_in_the_spec(client):
    text = (EXAMPLES / "ra-replay-short-game.txt").read_text().replace("Bb12", "Bb9", 1)
    r = client.post("/v1/games/ra/replay", data=text.encode(), content_type="text/plain")
    documented = SPEC["paths"]["/v1/games/ra/replay"]["post"]["responses"]["200"]["headers"]
    assert {"Violation-Line", "Violation-Column"} <= set(documented) and r.headers["Violation-Line"] == "8"
