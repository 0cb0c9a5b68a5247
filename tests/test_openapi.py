"""openapi.yaml is valid OpenAPI 3.1, names every route of the app, and real answers match it."""
from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest
import yaml
from openapi_spec_validator import validate
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from conftest import EXAMPLE_SUNS, ra_player

SPEC = yaml.safe_load((Path(__file__).resolve().parent.parent / "openapi.yaml").read_text())


def test_spec_is_valid_openapi_3_1():
    assert SPEC["openapi"].startswith("3.1")
    validate(SPEC)


def _app_routes(app) -> set[tuple[str, str]]:
    routes = set()
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        path = re.sub(r"<(?:[^:>]+:)?([^>]+)>", r"{\1}", rule.rule)
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            routes.add((path, method.lower()))
    return routes


def _spec_routes() -> set[tuple[str, str]]:
    return {(path, method) for path, ops in SPEC["paths"].items() for method in ops
            if method in {"get", "post", "put", "patch", "delete"}}


def test_every_route_of_the_app_is_in_the_spec_and_back(app):
    assert _app_routes(app) == _spec_routes()


def _response_schema(path: str, method: str, status: int, ctype: str):
    op = SPEC["paths"][path][method]
    response = op["responses"][str(status)]
    if "$ref" in response:
        response = SPEC["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
    return response["content"][ctype]["schema"]


def _validate(instance, schema):
    registry = Registry().with_resource("urn:spec", Resource(contents=SPEC, specification=DRAFT202012))
    wrapped = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:check",
               "allOf": [_rebase(schema)]}
    jsonschema.Draft202012Validator(wrapped, registry=registry).validate(instance)


def _rebase(schema):
    """Point the spec's local '#/components/..' refs at the registered spec resource."""
    if isinstance(schema, dict):
        return {k: ("urn:spec" + v if k == "$ref" and v.startswith("#") else _rebase(v)) for k, v in schema.items()}
    if isinstance(schema, list):
        return [_rebase(v) for v in schema]
    return schema


def four(epoch=1):
    return {"epoch": epoch, "players": [ra_player(n, s, **({"pharaoh": 1} if n == "Anne" else {}))
                                        for n, s in EXAMPLE_SUNS.items()]}


POR_EPOCH = {"epoch": 1, "players": [
    {"name": "Anne", "suns": {"face_down": [9, 6, 5, 2]}, "tiles": {"warrior": 2, "priest": 3, "plague": 1}},
    {"name": "Bert", "suns": {"face_down": [8, 7, 4, 3]}, "tiles": {"library": 3, "pyramid": 4, "chamber_a": 3}}]}

SHORT_GAME = json.loads((Path(__file__).resolve().parent.parent / "examples" / "ra-replay-short-game.json").read_text())
ILLEGAL_GAME = {**SHORT_GAME, "moves": SHORT_GAME["moves"][:21] + [{"player": "Anne", "action": "bid", "sun": 7}]}

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
    ("post", "/v1/games/priests-of-ra/score", {"epochs": [{"players": POR_EPOCH["players"]}] * 3}, 200,
     "application/json"),
    ("post", "/v1/games/priests-of-ra/score", {"epoch": 1, "players": [{"name": ""}]}, 422,
     "application/problem+json"),
]


@pytest.mark.parametrize("method,path,body,status,ctype", CASES)
def test_real_answers_match_the_spec(client, method, path, body, status, ctype):
    if isinstance(body, str):
        r = client.open(path, method=method.upper(), data=body, content_type="application/json")
    else:
        r = client.open(path, method=method.upper(), json=body)
    assert r.status_code == status and r.content_type == ctype
    _validate(r.json, _response_schema(path, method, status, ctype))


def test_request_examples_in_the_spec_are_accepted(client):
    for path, ops in SPEC["paths"].items():
        for method, op in ops.items():
            for example in op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("examples", {}).values():
                r = client.open(path, method=method.upper(), json=example["value"])
                assert r.status_code == 200, (path, r.json)


def test_spec_validation_catches_a_wrong_answer():
    # The checker itself can fail: a standing without a rank does not pass.
    with pytest.raises(jsonschema.ValidationError):
        _validate({"epoch": 1, "players": [], "standings": [{"name": "A"}], "winner": None},
                  SPEC["paths"]["/v1/games/ra/score"]["post"]["responses"]["200"]["content"]["application/json"]["schema"])
