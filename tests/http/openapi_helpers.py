"""Helpers shared by test_openapi.py and other tests (not collected: no test_ prefix)."""

from __future__ import annotations

import re

import jsonschema
from helpers import openapi_spec
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC = openapi_spec()


def _spec_path(path: str) -> str:
    """The spec's path for a request path: itself, or the template it fills (/web/{name})."""
    if path in SPEC["paths"]:
        return path
    return next(t for t in SPEC["paths"] if re.fullmatch(re.sub(r"\{[^}]+\}", "[^/]+", t), path))


def _response_schema(path: str, method: str, status: int, ctype: str):
    ops = SPEC["paths"][_spec_path(path)]
    # a 405 answers a method the path does not take: the path's operations document it
    op = ops[method] if status != 405 else next(iter(ops.values()))
    response = op["responses"][str(status)]
    if "$ref" in response:
        response = SPEC["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
    return response["content"][ctype]["schema"]


def _validate(instance, schema):
    registry = Registry().with_resource("urn:spec", Resource(contents=SPEC, specification=DRAFT202012))
    wrapped = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "urn:check",
        "allOf": [_rebase(schema)],
    }
    jsonschema.Draft202012Validator(wrapped, registry=registry).validate(instance)


def _rebase(schema):
    """Point the spec's local '#/components/..' refs at the registered spec resource."""
    if isinstance(schema, dict):
        return {k: ("urn:spec" + v if k == "$ref" and v.startswith("#") else _rebase(v)) for k, v in schema.items()}
    if isinstance(schema, list):
        return [_rebase(v) for v in schema]
    return schema
