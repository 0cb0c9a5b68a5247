"""openapi.yaml, generated: the routes from the list of game specs, every request and answer body
from the marshmallow schemas (apispec's MarshmallowPlugin), and here, written by hand, only what is
no schema: the service's own routes, the problem details, the list of games and the rules as data.

    .venv/bin/python tools/openapi.py --write     # writes referee/openapi.yaml; --check says if it is stale

tests/http/test_openapi.py fails when the committed openapi.yaml is not exactly this output. A contributor's tool,
not part of the package (the wheel carries only the file it writes): it needs the `test` extra (apispec, PyYAML)
and a clone (it reads examples/); the service itself only serves the committed file.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path
from typing import Any, Sequence

import yaml
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from apispec.ext.marshmallow.common import get_fields, resolve_schema_cls, resolve_schema_instance
from apispec.ext.marshmallow.field_converter import DEFAULT_FIELD_MAPPING
from apispec.ext.marshmallow.openapi import OpenAPIConverter
from marshmallow import EXCLUDE, INCLUDE, Schema, fields

from referee.core.spec import OPERATIONS, GameSpec
from referee.games import SPECS
from referee.schemas.common import MAX_NAME, BoundedList, Forbidden, Name, Operation, StrictBool, WholeNumber
from referee.schemas.sun_auction import (
    MAX_COUNT,
    MAX_MOVE_TILES,
    MAX_MOVES,
    MAX_SUN,
    Moves,
    SunHandField,
    SunsDealt,
    TileCounts,
)
from referee.api import docs, web
from referee.schemas.batch import (
    BATCH,
    BUDGET_DOC,
    ID_LIMIT,
    MAX_ID,
    MAX_ITEMS,
    NOT_PROCESSED_STATUS,
    NOT_PROCESSED_TYPE,
)
from referee.service.games import link
from referee.service.provenance import DEFAULT, REQUEST, SERVICE, VERSION, Choice, Provenance

ROOT = Path(__file__).resolve().parents[1]  # the clone this tool is in
SPEC_FILE = ROOT / "referee" / "openapi.yaml"  # what GET /openapi.yaml serves (openapi.yaml at the top links to it)
EXAMPLES = ROOT / "examples"
SCHEMAS = "#/components/schemas/"

# --- the project's own fields, as JSON schema -------------------------------------------------

SUN = {"type": "integer", "minimum": 1, "maximum": MAX_SUN}
COUNT = {
    "type": "integer",
    "minimum": 0,
    "maximum": MAX_COUNT,
    "description": f"A number of tiles (the box never has more than 30 of a kind; above {MAX_COUNT} is refused "
    "outright).",
}
PLAYER_NAME = {
    "type": "string",
    "minLength": 1,
    "maxLength": MAX_NAME,
    "description": "Any script; normalised (NFC, trimmed); no control or invisible characters (zero-width joiners "
    "only inside a name). Names that differ only in capitals, width or joiners count as the same name.",
}


def tile_counts(field: TileCounts) -> dict[str, Any]:
    """`{tile: count}`, some tiles in groups (`{"civilization": {"art": 1}}`); no other key."""
    groups = {
        group: {
            "type": "object",
            "additionalProperties": False,
            "properties": {tile: {"$ref": SCHEMAS + "Count"} for tile in sorted(tiles)},
        }
        for group, tiles in sorted(field.groups.items())
    }
    return {
        "type": "object",
        "additionalProperties": False,
        "properties": {**{tile: {"$ref": SCHEMAS + "Count"} for tile in sorted(field.tiles)}, **groups},
    }


def sun_hand(field: SunHandField) -> dict[str, Any]:
    side = {"type": "array", "maxItems": MAX_SUN, "items": SUN}
    return {"type": "object", "additionalProperties": False, "properties": {s: side for s in field.SIDES}}


def move(field: Moves) -> dict[str, Any]:
    """One move: for each action of the game (the field's metadata `actions`), the fields it needs and
    no other (`FIELDS_FOR`; the engine answers 422 for a move without them); tiles by the game's names
    (metadata `tiles`); metadata `move` describes a move."""
    tile: dict[str, Any] = {"type": "string"}
    if "tiles" in field.metadata:
        tile["enum"] = list(field.metadata["tiles"])
    values = {
        "tile": tile,
        "sun": SUN,
        **{
            key: {"type": "array", "minItems": 1, "maxItems": MAX_MOVE_TILES, "items": tile}
            for key in field.LIST_FIELDS
        },
    }
    variants = [
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["player", "action", *field.FIELDS_FOR[action]],
            "properties": {
                "player": {"type": "string"},
                "action": {"const": action},
                **{key: values[key] for key in field.FIELDS_FOR[action]},
            },
        }
        for action in field.metadata.get("actions", field.FIELDS_FOR)
    ]
    return {**({"description": field.metadata["move"]} if "move" in field.metadata else {}), "oneOf": variants}


class Converter(OpenAPIConverter):
    """MarshmallowPlugin's converter, taught the project's fields and two rules of its schemas:
    a `Forbidden` field is a key the body may not have (so it is left out, as any unknown key), and an
    answer writes every field its schema has (so each is required)."""

    game = ""  # the game whose bodies are being converted: their names' prefix
    game_modules: frozenset[str] = frozenset()  # the games' schema modules (the rest are shared)
    answer = False  # converting an answer's schemas

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.field_mapping = {**DEFAULT_FIELD_MAPPING, WholeNumber: ("integer", None), StrictBool: ("boolean", None)}

    def init_attribute_functions(self) -> None:
        super().init_attribute_functions()
        self.attribute_functions.append(self.project_field2properties)  # last: sees what the others found

    def project_field2properties(self, field: fields.Field, ret: dict[str, Any]) -> dict[str, Any]:
        if isinstance(field, WholeNumber):
            return {} if "minimum" in ret else {"minimum": 0}  # never negative; a range says more
        if isinstance(field, BoundedList):
            return {"maxItems": field.max_length}
        if isinstance(field, Name):
            return self.component("PlayerName", PLAYER_NAME)
        if isinstance(field, SunHandField):
            return self.component("SunHand", sun_hand(field))
        if isinstance(field, TileCounts):
            self.component("Count", COUNT)
            return self.component(self.game + "Tiles", tile_counts(field))
        if isinstance(field, SunsDealt):
            return {
                "type": "object",
                "maxProperties": field.max_players,
                "propertyNames": self.component("PlayerName", PLAYER_NAME),
                "additionalProperties": {"type": "array", "maxItems": MAX_SUN, "items": SUN},
            }
        if isinstance(field, Moves):
            return {"type": "array", "maxItems": MAX_MOVES, "items": self.component(self.game + "Move", move(field))}
        return {}

    def component(self, name: str, schema: dict[str, Any]) -> dict[str, str]:
        """A $ref to the named schema, added the first time; a second, different schema of that name is a bug."""
        known = self.spec.components.schemas.get(name)
        if known is None:
            self.spec.components.schema(name, schema)
        elif known != schema:
            raise ValueError(f"two different schemas would be called {name}")
        return {"$ref": SCHEMAS + name}

    def schema2jsonschema(self, schema: Any) -> dict[str, Any]:
        instance = resolve_schema_instance(schema)
        declared = {name: f for name, f in get_fields(schema).items() if not isinstance(f, Forbidden)}
        body = self.fields2jsonschema(declared, partial=getattr(schema, "partial", None))
        out: dict[str, Any] = {"type": "object"}
        description = getattr(getattr(instance, "Meta", None), "description", None)
        if description:
            out["description"] = description
        if instance.unknown != EXCLUDE:
            out["additionalProperties"] = instance.unknown == INCLUDE
        required = sorted(body["properties"]) if self.answer else body.get("required")
        if required:
            out["required"] = required
        out["properties"] = {name: plain_types(prop) for name, prop in body["properties"].items()}
        return out

    def schema_name(self, schema: Any) -> str:
        """`RaEpochPlayer`: the class name without `Schema`, prefixed by the game's first word unless it
        is a shared schema (a class of a module that is no game's, not made inside a function)."""
        resolved = resolve_schema_cls(schema)
        cls = resolved[0] if isinstance(resolved, list) else resolved
        name = cls.__name__.replace("Schema", "").lstrip("_")
        shared = (
            cls.__module__ not in self.game_modules
            and cls.__module__.startswith("referee.")
            and "<locals>" not in cls.__qualname__
        )
        return name if shared or name.startswith(self.game) else self.game + name


ANY_JSON = {"object", "array", "string", "number", "integer", "boolean", "null"}
KEYWORDS = {
    "string": ("minLength", "maxLength", "pattern", "format"),
    "integer": ("minimum", "maximum"),
    "number": ("minimum", "maximum"),
    "array": ("items", "minItems", "maxItems", "uniqueItems"),
    "object": ("properties", "required", "additionalProperties"),
}


def plain_types(prop: dict[str, Any]) -> dict[str, Any]:
    """A property whose `type` is a list, as generators read it: any JSON value is no `type` at all; a few
    types are `anyOf` one schema per type, each with its own keywords (client generators refuse a union type
    carrying another type's keywords)."""
    kinds = prop.get("type")
    if not isinstance(kinds, list):
        return prop
    rest = {k: v for k, v in prop.items() if k != "type" and k != "default"}
    if set(kinds) == ANY_JSON:  # any JSON value: said as such (`{}` would read as a value not described)
        return {
            "anyOf": [
                {"type": "object"},
                {"type": "array", "items": {}},
                {"type": "string"},
                {"type": "number"},
                {"type": "boolean"},
                {"type": "null"},
            ],
            **rest,
        }
    owned = {k for kind in kinds for k in KEYWORDS.get(kind, ())}
    return {
        "anyOf": [{"type": kind, **{k: rest[k] for k in KEYWORDS.get(kind, ()) if k in rest}} for kind in kinds],
        **{k: v for k, v in rest.items() if k not in owned},
    }


class Plugin(MarshmallowPlugin):
    Converter = Converter


# --- what is no marshmallow schema, by hand ----------------------------------------------------

HAND = yaml.safe_load("""
parameters:
  AcceptLanguage:
    name: Accept-Language
    in: header
    required: false
    description: Language of the sentences (`en` default, `nl`).
    schema: {type: string}
schemas:
  Problem:
    type: object
    description: RFC 9457 problem details. Open to extension members, as RFC 9457 allows (a client ignores the ones it does not know).
    additionalProperties: true
    required: [type, title, status, detail]
    properties:
      type: {type: string, description: "`about:blank` for plain HTTP errors, `urn:referee:problem:invalid-request` for 422."}
      title: {type: string}
      status: {type: integer, minimum: 400, maximum: 599}
      detail: {type: string}
      errors:
        type: array
        items:
          type: object
          additionalProperties: false
          required: [pointer, detail]
          properties:
            pointer: {type: string, description: "RFC 6901 JSON pointer into the request body (a text body: into the log it stands for)."}
            detail: {type: string}
            line: {type: integer, minimum: 1, description: "A text body (the paper notation): the line the problem is on."}
            column: {type: integer, minimum: 1, description: "A text body: the column (in characters) where it starts."}
        maxItems: 100
        description: Every problem, up to the first 100 (`error_count` gives the total).
      error_count: {type: integer, minimum: 1, description: "422 only: how many problems the request has (the first 100 are in `errors`)."}
      instance: {type: string, format: uri-reference, description: "The request this problem answers, `urn:referee:request:` and its id (the `X-Request-Id` header of the answer). An item of a batch has none."}
  InvalidRequest:
    description: "A 422 lists every problem of the request, each with a JSON pointer to the field to fix: a Problem whose `type` is `urn:referee:problem:invalid-request`, with `errors` (at least one) and `error_count`."
    allOf:
      - $ref: "#/components/schemas/Problem"
      - type: object
        required: [errors, error_count]
  PlayerRange:
    type: object
    required: [min, max]
    properties:
      min: {type: integer}
      max: {type: integer}
  TilePaths:
    type: object
    description: |
      Every display tile, with where its count sits in a display request's `tiles`:
      `{"pharaoh": ["pharaoh"], "art": ["civilization", "art"]}`.
    additionalProperties:
      type: array
      minItems: 1
      items: {type: string}
  TileNames:
    type: object
    description: |
      By language (`en`, `nl`): the name a player reads for every display tile and for each group of
      `tile_paths` (Ra's `civilization`, `monument`). Names only; the keys never change. Today `en` and `nl`;
      a client reads the languages it finds (one added later is one more key).
    additionalProperties:
      type: object
      additionalProperties: {type: string}
  CountedTileNames:
    type: object
    description: |
      By language, the same names as they go with a count, by plural category (`one`, `other`, as
      Intl.PluralRules names them): `{"en": {"civilization": {"one": "civilization", "other": "civilizations"}}}`;
      a name that is no count noun reads "... tile(s)". The languages are those of `TileNames`.
    additionalProperties:
      type: object
      additionalProperties:
        type: object
        required: [one, other]
        properties: {one: {type: string}, other: {type: string}}
""")

# The rules as data (GET /v1/games/<game>) are built by each game's rules.as_data(), not by a schema.
RULES = yaml.safe_load("""
sun-auction: &sun_auction  # what the rules of Ra and Priests of Ra both have
  tile_paths: {$ref: "#/components/schemas/TilePaths"}
  names: {$ref: "#/components/schemas/TileNames"}
  counted_names: {$ref: "#/components/schemas/CountedTileNames"}
  name: {type: string}
  players: {$ref: "#/components/schemas/PlayerRange"}
  epochs: {type: integer}
  start_fame: {type: integer}
  auction_track: {type: integer}
  tie_break: {type: string}
ra:
  summary: Ra's rules as data (supply, sun sets per player count, tracks, scoring tables).
  schema:
    type: object
    required: [slug, name, players, epochs, start_fame, supply, tiles, tile_paths, names, suns, ra_track, auction_track, disasters, scoring, tie_break]
    properties:
      <<: *sun_auction
      slug: {const: ra}
      supply:
        type: object
        description: Tiles in the box, by flat tile name.
        additionalProperties: {type: integer}
      tiles:
        type: object
        description: The tiles by kind, each a list of flat tile names.
        required: [display, civilizations, monuments, disasters, stay_after_epoch, leave_after_epoch]
        properties:
          display: &names {type: array, items: {type: string}}
          civilizations: *names
          monuments: *names
          disasters: *names
          stay_after_epoch: *names
          leave_after_epoch: *names
        additionalProperties: *names
      suns:
        type: object
        description: By player count ("3", "4", "5").
        additionalProperties:
          type: object
          required: [stacks, middle, per_player, all]
          properties:
            stacks:
              type: array
              items:
                type: array
                items: {type: integer}
            middle: {type: integer}
            per_player: {type: integer}
            all:
              type: array
              items: {type: integer}
      ra_track:
        type: object
        description: The Ra tile that ends an epoch, by player count.
        additionalProperties: {type: integer}
      disasters:
        type: object
        additionalProperties:
          type: object
          required: [discards, count]
          properties:
            discards:
              type: array
              items:
                type: array
                items: {type: string}
            count: {type: integer}
      scoring:
        type: object
        required: [every_epoch, after_last_epoch, keys]
        properties:
          every_epoch: {type: object}
          after_last_epoch: {type: object}
          keys: {type: object}
priests-of-ra:
  summary: Priests of Ra's rules as data (supply, double-sided tiles, sun sets, tracks, scoring tables).
  schema:
    type: object
    required: [slug, name, players, epochs, start_fame, supply, ankhs, tiles, tile_paths, names, suns, ra_track, auction_track, scoring, tie_break, rulings]
    properties:
      rulings:
        allOf: [{$ref: "#/components/schemas/PriestsRulings"}]
        description: The defaults of the model rulings P3 and P4, which a request's `rulings` overrides.
      <<: *sun_auction
      slug: {const: priests-of-ra}
      supply:
        type: object
        description: Physical tiles in the box; `a+b` is one double-sided tile.
        additionalProperties: {type: integer}
      ankhs: {type: integer}
      tiles: {type: object}
      suns: {type: object}
      ra_track:
        type: object
        additionalProperties: {type: integer}
      scoring: {type: object}
""")
del RULES["sun-auction"]

# Every error is problem+json. 400, 414 and 431 may come from gunicorn itself, before the app (server.py).
PROBLEMS = {
    400: (
        "BadRequest",
        "The body is not JSON (or not UTF-8, or nested too deeply), or the request is not valid "
        "HTTP (answered by the server before the app).",
    ),
    404: ("NotFound", "No such route."),
    405: ("MethodNotAllowed", "The path does not take this method; `Allow` names those it takes."),
    411: (
        "LengthRequired",
        "The body was sent in chunks (`Transfer-Encoding`): send it with a `Content-Length`. "
        "The connection is closed after this answer. Type `urn:referee:problem:length-required`.",
    ),
    413: ("TooLarge", "The body is larger than 1 MiB."),
    414: ("UriTooLong", "The request line (method and path) is too long (answered by the server before the app)."),
    415: (
        "UnsupportedMediaType",
        "The body was not sent as `application/json` (or `text/plain`, where a route reads the paper notation).",
    ),
    422: ("Unprocessable", "The request cannot be scored; `errors` lists every problem with a JSON pointer."),
    431: (
        "HeadersTooLarge",
        "Too many headers, a header too long, or more than 32 KB of them in all (answered by the "
        "server before the app).",
    ),
    500: ("ServerError", "Something went wrong on our side; nothing of the request was kept."),
    503: (
        "Busy",
        "A long request (a batch, an event's standings) found every turn of its worker taken, or could not "
        "finish in time: send it again after `Retry-After` seconds. Type `urn:referee:problem:busy`.",
    ),
}
GET_PROBLEMS = (400, 405, 414, 431, 500)
POST_PROBLEMS = (400, 405, 411, 413, 414, 415, 422, 431, 500)
LONG_PROBLEMS = POST_PROBLEMS + (503,)  # the long requests (api/work.py)
CONTENT_LANGUAGE = {
    "Content-Language": {
        "description": "The language of the sentences.",
        "schema": {"type": "string", "enum": ["en", "nl"]},
    }
}


def problem_responses() -> dict[str, Any]:
    out = {}
    for status, (name, description) in PROBLEMS.items():
        schema = {"$ref": SCHEMAS + "InvalidRequest" if status == 422 else SCHEMAS + "Problem"}  # `status`: this one
        out[name] = {"description": description, "content": {"application/problem+json": {"schema": schema}}}
        if status == 405:
            out[name]["headers"] = {
                "Allow": {"description": "The methods the path takes.", "schema": {"type": "string"}}
            }
        if status == 503:
            out[name]["headers"] = {
                "Retry-After": {
                    "description": "Seconds to wait before sending the request again.",
                    "schema": {"type": "integer", "minimum": 1},
                }
            }
    return out


def problems(statuses: tuple[int, ...]) -> dict[str, Any]:
    return {str(s): {"$ref": "#/components/responses/" + PROBLEMS[s][0]} for s in statuses}


def get(
    operation_id: str,
    summary: str,
    answer: str,
    content: dict[str, Any],
    errors: tuple[int, ...] = GET_PROBLEMS,
    **extra: Any,
) -> dict[str, Any]:
    """A GET operation: `extra` adds a description or parameters."""
    op: dict[str, Any] = {"operationId": operation_id, "summary": summary, **extra}
    op["responses"] = {"200": {"description": answer, "content": content}, **problems(errors)}
    return {"get": op}


def service_paths() -> dict[str, Any]:
    """The service's own routes (service/routes.py, api/meta.py, api/web.py) and the list of games (service/games.py)."""
    text = {"schema": {"type": "string"}}
    games = {
        "type": "object",
        "additionalProperties": False,
        "required": ["games"],
        "properties": {
            "games": {
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["slug", "name", "players", "operations", "links"],
                    "properties": {
                        "slug": {"type": "string"},
                        "name": {"type": "string"},
                        "players": {"$ref": SCHEMAS + "PlayerRange"},
                        "operations": {"type": "array", "items": {"type": "string", "enum": list(OPERATIONS)}},
                        "links": {
                            "type": "object",
                            "description": (
                                "By operation: its path; and `notation`: the path that converts a log to the paper "
                                "notation and back."
                            ),
                            "additionalProperties": {"type": "string"},
                        },
                    },
                },
            }
        },
    }
    return {
        "/health": get(
            "health",
            "Liveness check, and the version that answers.",
            "The service is up.",
            {
                "application/json": {
                    "schema": {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["status", "version"],
                        "properties": {
                            "status": {"const": "ok"},
                            "version": {
                                "const": VERSION,
                                "description": "The service's version (semantic versioning).",
                            },
                        },
                    }
                }
            },
            description=(
                "Answers 200 as long as the process serves requests; it reads nothing and "
                "keeps nothing, so it is cheap enough for a probe every few seconds."
            ),
        ),
        "/docs": get(
            "apiReference",
            "This API reference to try in a browser (Swagger UI over this document).",
            "The page.",
            {"text/html": text},
            description=(
                'Every route with its examples ready to send ("Try it out", then "Execute"). Swagger '
                "UI's files are served by this server too (`/docs/{name}`): the page loads nothing from "
                "any other host."
            ),
        ),
        "/docs/{name}": get(
            "apiReferenceAsset",
            "The API reference's script and style sheet (Swagger UI's), and the script that starts it.",
            "The file.",
            {ctype: text for ctype in dict.fromkeys(docs.ASSETS.values())},
            (404, *GET_PROBLEMS),
            parameters=[
                {
                    "name": "name",
                    "in": "path",
                    "required": True,
                    "schema": {"type": "string", "enum": list(docs.ASSETS)},
                }
            ],
            description="Swagger UI's files, vendored with their licence, and the page's own script.",
        ),
        "/metrics": get(
            "metrics",
            "Counts and latencies in the Prometheus text format, when metrics are on (REFEREE_METRICS=1).",
            "The metrics.",
            {"text/plain": text},
            (404, *GET_PROBLEMS),
            description=(
                "Requests by route template, game and status; latency histograms by route and game; "
                "batch items by game, operation and status; problem answers by kind. Added up over "
                "every worker of the server. Off by default: then 404."
            ),
        ),
        "/openapi.yaml": get(
            "openapi",
            "This document.",
            "The OpenAPI description of the API.",
            {"application/yaml": text},
            description=(
                "OpenAPI 3.1, the same file as `openapi.yaml` at the top of the repository: for "
                "client generators, linters and the API reference (`/docs`)."
            ),
        ),
        "/": get(
            "phoneForm",
            "The phone form, a page that scores a game of Ra or Priests of Ra epoch by epoch through this API.",
            "The page.",
            {"text/html": text},
            description=(
                "Builds itself from `GET /v1/games` and `GET /v1/games/{game}`, keeps the game in progress in "
                "the browser (localStorage), speaks English and Dutch. It loads nothing from any other host."
            ),
        ),
        "/web/{name}": get(
            "phoneFormAsset",
            "The phone form's script, its own texts (en, nl), its style sheet and "
            "its icon; the engine's scripts and archive (engine.zip).",
            "The file.",
            {ctype: text for ctype in dict.fromkeys([*web.ASSETS.values(), *web.ENGINE.values()])},
            (404, *GET_PROBLEMS),
            parameters=[
                {
                    "name": "name",
                    "in": "path",
                    "required": True,
                    "schema": {"type": "string", "enum": [n for n in [*web.ASSETS, *web.ENGINE] if "/" not in n]},
                }
            ],
            description=(
                "engine.js, engine-worker.js, engine-boot.mjs and engine.zip are the referee's "
                "engine as the phone form runs it in the browser (Pyodide in a Web Worker), "
                "loaded once the form is usable; it answers the form's requests when this "
                "service does not."
            ),
        ),
        "/web/{folder}/{name}": get(
            "phoneFormModule",
            "A module of the phone form's kit or of one game's screens.",
            "The script.",
            {"text/javascript": text},
            (404, *GET_PROBLEMS),
            parameters=[
                {"name": "folder", "in": "path", "required": True, "schema": {"type": "string", "pattern": "^[a-z]+$"}},
                {
                    "name": "name",
                    "in": "path",
                    "required": True,
                    "schema": {"type": "string", "pattern": "^[a-z-]+\\.js$"},
                },
            ],
            description=(
                "The form's own modules, a folder each: kit (what every screen uses) and one per game. "
                "A module not among the form's is not found (404)."
            ),
        ),
        "/web/pyodide/{name}": get(
            "phoneFormRuntime",
            "Pyodide's runtime, vendored: the Python the phone form's engine runs in the browser.",
            "The file.",
            {
                ctype: {"schema": {"type": "object"}} if ctype == "application/json" else text
                for ctype in dict.fromkeys(web.RUNTIME.values())
            },
            (404, *GET_PROBLEMS),
            parameters=[
                {
                    "name": "name",
                    "in": "path",
                    "required": True,
                    "schema": {"type": "string", "enum": list(web.RUNTIME)},
                }
            ],
            description="Cacheable for a week: the files change only with a new Pyodide.",
        ),
        f"/{web.MANIFEST}": get(
            "phoneFormManifest",
            "The phone form's web app manifest (add to home screen).",
            "The manifest.",
            {"application/manifest+json": {"schema": {"type": "object"}}},
            description="Its name, icon and colours, for a phone that adds the form to its home screen.",
        ),
        "/sw.js": get(
            "phoneFormServiceWorker",
            "The phone form's service worker: it keeps the form's own files so the page opens offline.",
            "The script.",
            {"text/javascript": text},
            description=(
                "Served from / so that its scope is the form. It answers only the form's files "
                "(from its cache at once; a new release installs a new worker) and the engine's "
                "(a cache of their own); the API's answers are never cached."
            ),
        ),
        "/v1/games": get(
            "listGames",
            "The games the service knows, with player counts and the operations each supports.",
            "The games.",
            {"application/json": {"schema": games}},
            description=(
                "Each game's `links` give the path of each of its operations, so a client need not build them."
            ),
        ),
    }


# --- how an answer was reached (service/provenance.py) ----------------------------------------------


def provenance_schema(specs: tuple[GameSpec, ...]) -> dict[str, Any]:
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["service", "version", "game", "operation", "rulings", "overrides"],
        "description": (
            "How the answer was reached, for a tracker that stores it: the service and its version, the game and "
            "the operation, and every rule choice the request could make with the one applied (the request's, "
            "else the default). A choice that is a number or true/false is given by its value; one that is a "
            f"whole structure (a board, god names, a catalogue) by where it came from, `{DEFAULT}` or "
            f"`{REQUEST}`; a choice inside the request's `rulings` object by its own name. At the top of every "
            "200 answer of a game's operation; never inside a nested answer (a replay's epochs or outcome)."
        ),
        "properties": {
            "service": {"const": SERVICE},
            "version": {"type": "string", "description": "The service's version (its package's)."},
            "game": {"type": "string", "enum": [spec.slug for spec in specs]},
            "operation": {"type": "string", "enum": [op for op in OPERATIONS if op != "rules"]},
            "rulings": {
                "type": "object",
                "additionalProperties": {"type": ["boolean", "integer", "string"]},
                "description": "Every rule choice the request could make -> the one applied ({} for Ra: "
                "its rulings are RULINGS.md's, always).",
            },
            "overrides": {
                "type": "array",
                "uniqueItems": True,
                "items": {"type": "string"},
                "description": "The choices the request made itself; the others are the defaults.",
            },
        },
    }


def choice_schema(choice: Choice) -> dict[str, Any]:
    described = choice.field.metadata.get("description", "")
    if not choice.is_value:
        return {
            "type": "string",
            "enum": [DEFAULT, REQUEST],
            "description": f"`{REQUEST}` when the request sent its own `{choice.name}`. {described}".strip(),
        }
    kind = "boolean" if isinstance(choice.default, bool) else "integer" if isinstance(choice.default, int) else "string"
    return {"type": kind, "default": choice.default, **({"description": described} if described else {})}


def rulings_schema(game: str, name: str, operation: Operation) -> tuple[dict[str, Any], dict[str, Any]]:
    """What an operation's provenance says of its rulings and overrides: the choices its request shapes declare."""
    shapes = [Provenance.of_schema(game, name, binding.load).choices for binding in operation.bindings]
    properties = {c.name: choice_schema(c) for choices in shapes for c in choices}
    required = [n for n in properties if all(any(c.name == n for c in choices) for choices in shapes)]
    rulings = {
        "type": "object",
        "additionalProperties": False,
        **({"required": required} if required else {}),
        "properties": properties,
    }
    overrides = {
        "type": "array",
        **(
            {"items": {"type": "string", "enum": list(properties)}}
            if properties
            else {"items": {"type": "string"}, "maxItems": 0}
        ),
    }
    return rulings, overrides


def tournament_paths(generator: Generator) -> dict[str, Any]:
    """POST /v1/tournaments/standings (service/tournaments.py): its request and answer from its schemas."""
    from referee.schemas.tournament import OPERATION, PATH, TournamentEventSchema

    binding = OPERATION.bindings[0]
    generator.converter.game = ""  # shared schemas: no game's prefix
    request = {"schema": generator.body([binding.load], answer=False), "examples": TournamentEventSchema.Meta.examples}
    answer = {"schema": generator.body([binding.dump], answer=True)}
    return {
        PATH: {
            "post": {
                "operationId": "tournamentStandings",
                "summary": OPERATION.summary,
                "description": OPERATION.description,
                "parameters": [{"$ref": "#/components/parameters/AcceptLanguage"}],
                "requestBody": {"required": True, "content": {"application/json": request}},
                "responses": {
                    "200": {
                        "description": OPERATION.answer,
                        "headers": CONTENT_LANGUAGE,
                        "content": {"application/json": answer},
                    },
                    **problems(LONG_PROBLEMS),
                },
            }
        }
    }


def notation_paths(generator: Generator, paths: dict[str, Any]) -> dict[str, Any]:
    """POST /v1/games/<game>/notation (service/notation.py), a log as the paper notation and back, and the
    `text/plain` body of each game's /replay (added to its operation in `paths`)."""
    import json

    from referee.service.notation import NOTATIONS
    from referee.service.notation import path as notation_path

    out: dict[str, Any] = {}
    position = {
        "description": "A text body whose log breaks a rule: where the violation's move is written (1-based; "
        "the column in characters).",
        "schema": {"type": "integer", "minimum": 1},
    }
    for spec in generator.specs:
        if spec.slug not in NOTATIONS or "replay" not in spec.operations:
            continue
        write = NOTATIONS[spec.slug].write
        log = json.loads((EXAMPLES / next(e for e in spec.examples if "-replay-" in e)).read_text())
        for key in ("moves", "turns"):  # a log may stop anywhere: its opening is example enough
            if key in log:
                log[key] = log[key][: 12 if key == "moves" else 4]
        text = {
            "schema": {"type": "string", "description": (f"{spec.name}'s paper notation (docs/notation.md), UTF-8.")},
            "examples": {
                "opening": {"summary": f"The opening of a game of {spec.name}", "value": write(log)},
                **text_examples(spec),
            },
        }
        replay = paths[link(spec, "replay")]["post"]
        replay["requestBody"]["content"]["text/plain"] = text
        ok = replay["responses"]["200"]
        replay["responses"]["200"] = {
            **ok,
            "headers": {**ok["headers"], "Violation-Line": position, "Violation-Column": position},
        }
        schema = replay["requestBody"]["content"]["application/json"]["schema"]
        out[notation_path(spec.slug)] = {
            "post": {
                "operationId": camel(spec.slug) + "Notation",
                "summary": f"A log of {spec.name} as the paper notation, or the notation as its log.",
                "description": (
                    "`application/json`: a log, exactly the body /replay takes (checked by the same schema: its 422s "
                    "are /replay's), answered with its paper notation as `text/plain`. `text/plain`: the notation, "
                    "answered with its log as JSON. A text that is not the notation is a 422 listing every problem "
                    "with the `line` and `column` where it is written and a `pointer` into the log it stands for; "
                    "the log it reads is then checked like a JSON log, each problem also placed in the text."
                ),
                "parameters": [{"$ref": "#/components/parameters/AcceptLanguage"}],
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": schema}, "text/plain": text},
                },
                "responses": {
                    "200": {
                        "description": "The notation (for a log) or the log (for a text).",
                        "content": {
                            "text/plain": {"schema": {"type": "string"}},
                            "application/json": {"schema": schema},
                        },
                    },
                    **problems(POST_PROBLEMS),
                },
            }
        }
    return out


# --- the games' routes, from their specs and schemas -------------------------------------------


def file_examples(spec: GameSpec, operation: str) -> dict[str, Any]:
    """The request files of examples/ for this operation (GameSpec.examples), as OpenAPI examples: the API
    reference (GET /docs) offers each, ready to send."""
    import json

    return {
        example.removesuffix(".json"): {
            "summary": f"examples/{example}",
            "value": json.loads((EXAMPLES / example).read_text()),
        }
        for example in spec.examples
        if spec.example_operation(example) == operation
    }


def text_examples(spec: GameSpec) -> dict[str, Any]:
    """The paper notation files of examples/ (each beside a replay example: `<name>.txt`), as OpenAPI examples."""
    out = {}
    for example in spec.examples:
        text = EXAMPLES / (example.removesuffix(".json") + ".txt")
        if spec.example_operation(example) == "replay" and text.is_file():
            out[text.stem] = {"summary": f"examples/{text.name}", "value": text.read_text(encoding="utf-8")}
    return out


def camel(words: str) -> str:
    parts = words.replace("-", " ").split()
    return parts[0].lower() + "".join(p.capitalize() for p in parts[1:])


class Generator:
    """The document for a list of games (the service's, or a test's)."""

    def __init__(self, specs: tuple[GameSpec, ...] = SPECS) -> None:
        self.specs = specs
        self.plugin = Plugin(schema_name_resolver=lambda schema: self.converter.schema_name(schema))
        self.spec = APISpec("referee", VERSION, "3.1.0", plugins=[self.plugin])
        assert self.plugin.converter is not None
        self.converter: Converter = self.plugin.converter  # type: ignore[assignment]
        self.converter.game_modules = frozenset(spec.schemas for spec in specs)
        # each game operation's path, request body and 200 answer, for /v1/batch's items and results
        self.operations: list[tuple[str, str, str, dict[str, Any], dict[str, str]]] = []

    def body(self, schemas: list[Schema], answer: bool) -> dict[str, Any]:
        """The JSON schema of a body: a $ref to its schema, or oneOf the shapes it may have."""
        self.converter.answer = answer
        refs: list[dict[str, Any]] = []
        for schema in schemas:
            ref = self.converter.resolve_nested_schema(schema)
            if ref not in refs:
                refs.append(ref)
        return refs[0] if len(refs) == 1 else {"oneOf": refs}

    def game_paths(self, spec: GameSpec) -> dict[str, Any]:
        self.converter.game = spec.name.split()[0]
        module = importlib.import_module(spec.schemas)
        operations: dict[str, Operation] = module.OPERATIONS
        # the rules route's answer: the schema module's RULES, else the table below, else the bare minimum
        rules = getattr(module, "RULES", None) or RULES.get(
            spec.slug,
            {
                "summary": f"{spec.name}'s rules as data.",
                "schema": {
                    "type": "object",
                    "required": ["slug", "name", "players"],
                    "properties": {
                        "slug": {"const": spec.slug},
                        "name": {"type": "string"},
                        "players": {"$ref": SCHEMAS + "PlayerRange"},
                    },
                },
            },
        )
        paths = {
            link(spec, "rules"): get(
                camel(spec.slug) + "Rules",
                rules["summary"],
                f"The rules of {spec.name}.",
                {"application/json": {"schema": rules["schema"]}},
                description=(
                    f"What a client needs to build a form for {spec.name} without "
                    "writing its rules down again: the engine's own data, the "
                    "same for every request to one release."
                ),
            )
        }
        for name in spec.operations:
            if name != "rules":
                paths[link(spec, name)] = {"post": self.post(spec, name, operations[name])}
        return paths

    def post(self, spec: GameSpec, name: str, operation: Operation) -> dict[str, Any]:
        loads = [b.load for b in operation.bindings]
        request: dict[str, Any] = {"schema": self.body(loads, answer=False)}
        examples = {k: v for schema in loads for k, v in getattr(getattr(schema, "Meta", None), "examples", {}).items()}
        examples.update(file_examples(spec, name))
        if examples:
            request["examples"] = examples
        answer = self.result(spec, name, operation)
        self.operations.append((spec.slug, name, link(spec, name), request["schema"], answer))
        op: dict[str, Any] = {
            "operationId": camel(spec.slug) + name.capitalize(),
            "summary": operation.summary or f"{spec.name}: {name}.",
        }
        if operation.description:
            op["description"] = operation.description
        op["parameters"] = [{"$ref": "#/components/parameters/AcceptLanguage"}]
        op["requestBody"] = {"required": True, "content": {"application/json": request}}
        op["responses"] = {
            "200": {
                "description": operation.answer,
                "headers": CONTENT_LANGUAGE,
                "content": {"application/json": {"schema": answer}},
            },
            **problems(POST_PROBLEMS),
        }
        return op

    def result(self, spec: GameSpec, name: str, operation: Operation) -> dict[str, str]:
        """The 200 answer of a game's operation, a component (`RaScoreResult`) that /v1/batch names too: its
        answer schema(s), which may hold a `provenance` (written once here, for every answer), and the
        provenance that the top of the answer must hold, narrowed to this operation's game and rulings."""
        answer = self.body([b.dump for b in operation.bindings], answer=True)
        provenance = self.converter.component("Provenance", provenance_schema(self.specs))
        for ref in answer.get("oneOf", [answer]):
            # optional in the schema itself: the same schema may be nested in another answer (a replay's epochs)
            self.spec.components.schemas[ref["$ref"].rsplit("/", 1)[1]]["properties"]["provenance"] = provenance
        rulings, overrides = rulings_schema(spec.slug, name, operation)
        narrowed = {
            "type": "object",
            "properties": {
                "game": {"const": spec.slug},
                "operation": {"const": name},
                "rulings": rulings,
                "overrides": overrides,
            },
        }
        op_id = camel(spec.slug) + name.capitalize()
        ref = self.converter.component(
            op_id[0].upper() + op_id[1:] + "Result",
            {
                "description": operation.answer,
                "allOf": [
                    answer,
                    {"type": "object", "required": ["provenance"], "properties": {"provenance": narrowed}},
                ],
            },
        )
        return ref

    def batch_paths(self) -> dict[str, Any]:
        """POST /v1/batch (service/batch.py): its request from its schema, each item narrowed by its game and
        operation where it names one of the games' operations (named so far); its answer, each result tagged
        the same way: the operation's answer when `status` is 200, else a problem."""
        request = {"schema": self.body([BATCH], answer=False), "examples": BATCH.Meta.examples}
        item_id = {
            "anyOf": [
                {"type": "string", "minLength": 1, "maxLength": MAX_ID},
                {"type": "integer", "minimum": -ID_LIMIT, "maximum": ID_LIMIT},
            ],
            "description": "The item's `id`, as sent.",
        }
        status_doc = (
            "422: `body` is an `InvalidRequest`; 404, "
            f"500: a `Problem`; {NOT_PROCESSED_STATUS}: a `Problem` of type "
            f"`{NOT_PROCESSED_TYPE}`, the item not run, whose extension member `budget` says what one "
            "batch may spend (`units`, `answer_bytes`), so a tracker can size its next "
            "batch. " + BUDGET_DOC
        )
        items: list[dict[str, str]] = []
        results: list[dict[str, str]] = []
        sent_id = self.spec.components.schemas["BatchItem"]["properties"]["id"]
        for game, operation, path, body, answered in self.operations:
            name = answered["$ref"].rsplit("/", 1)[1].removesuffix("Result")  # RaScore
            tag = {"game": {"const": game}, "operation": {"const": operation}}
            # an item's tags default to their one value: a generated client's constructor need not be given them
            fixed = {key: {**value, "default": value["const"]} for key, value in tag.items()}
            items.append(
                self.converter.component(
                    name + "BatchItem",
                    {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["id", "game", "operation", "body"],
                        "description": f"An item of `{game}`'s `{operation}`: its body is what `POST {path}` takes.",
                        "properties": {"id": sent_id, **fixed, "body": body},
                    },
                )
            )
            results.append(
                self.converter.component(
                    name + "BatchResult",
                    {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["id", "game", "operation", "status", "body"],
                        "description": f"The result of an item of `{game}`'s `{operation}` answered 200: its body "
                        "is the operation's answer.",
                        "properties": {"id": item_id, **tag, "status": {"const": 200}, "body": answered},
                    },
                )
            )
        # the items as the batch's schema has them (any game, operation and body): the last, catch-all shape
        batch = self.spec.components.schemas["Batch"]["properties"]["items"]
        batch["items"] = {
            "anyOf": [*items, batch["items"]],
            "description": "An item of a game's operation, its body that operation's; or any other item, answered "
            "in its result as its own request would be (a 404 for a game or operation the service does not have, "
            "a 422 for a body its route refuses).",
        }
        problem = self.converter.component(
            "BatchProblemResult",
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["id", "game", "operation", "status", "body"],
                "description": "The result of an item not answered 200: its problem, exactly what its own request "
                f"would answer (a 422, a 404 for a game or operation the service does not have, a 500), or "
                f"{NOT_PROCESSED_STATUS} for an item the batch did not run (its budget spent).",
                "properties": {
                    "id": item_id,
                    "game": {"type": "string", "description": "The item's `game`, as sent."},
                    "operation": {"type": "string", "description": "The item's `operation`, as sent."},
                    "status": {
                        "type": "integer",
                        "enum": [404, 422, NOT_PROCESSED_STATUS, 500],
                        "description": status_doc,
                    },
                    "body": {"$ref": SCHEMAS + "Problem"},
                },
            },
        )
        result = self.converter.component(
            "BatchResult",
            {
                "description": "One item's result, tagged by the item's `game` and `operation` (as sent) and its "
                "`status`: with status 200, the answer of that game's operation (one shape per operation); "
                "otherwise a problem. `status` and `body` are exactly what the item's own request would answer.",
                "oneOf": [*results, problem],
            },
        )
        answer = {
            "type": "object",
            "additionalProperties": False,
            "required": ["results"],
            "properties": {
                "results": {
                    "type": "array",
                    "maxItems": MAX_ITEMS,
                    "items": result,
                    "description": "One per item, in the items' order.",
                }
            },
        }
        return {
            "/v1/batch": {
                "post": {
                    "operationId": "batch",
                    "summary": f"A round in one request: up to {MAX_ITEMS} requests of the games' operations.",
                    "description": (
                        "Each item names a game, one of its POST operations and the body that operation's route takes. "
                        "Every item is answered, in order, with exactly the status and body its own request would get: "
                        "an item that cannot be used is a 422 problem inside the 200 answer, and one bad item never "
                        "fails the others. Each result gives back the item's `id`, `game` and `operation`: with its "
                        "`status`, they say which shape its `body` has. `Accept-Language` applies to every item. The body limit (1 MiB) is the "
                        "batch's. " + BUDGET_DOC
                    ),
                    "parameters": [{"$ref": "#/components/parameters/AcceptLanguage"}],
                    "requestBody": {"required": True, "content": {"application/json": request}},
                    "responses": {
                        "200": {
                            "description": "Every item's result.",
                            "headers": CONTENT_LANGUAGE,
                            "content": {"application/json": {"schema": answer}},
                        },
                        **problems(LONG_PROBLEMS),
                    },
                }
            }
        }

    def document(self) -> dict[str, Any]:
        paths = {**service_paths(), **tournament_paths(self)}
        for spec in self.specs:
            paths.update(self.game_paths(spec))
        paths.update(notation_paths(self, paths))
        paths.update(self.batch_paths())
        tags = tag_operations(paths, self.specs)
        generated = self.spec.to_dict()["components"]["schemas"]
        return {
            "openapi": "3.1.0",
            "info": {
                "title": "referee",
                "version": VERSION,
                "summary": "Scoring and referee API for Ra, Priests of Ra, Osiris and Sakkara.",
                "description": (
                    "A stateless service. Send what happened at the table; it answers who scored what, why, and who "
                    "won. Every error is `application/problem+json` (RFC 9457). A request that cannot be scored gets "
                    "422 with **every** problem, each with a JSON pointer (`errors[].pointer`) to the field to fix. "
                    "Sentences (`detail`) follow `Accept-Language` (`en` default, `nl`); keys and numbers never "
                    "change. Every answer carries an `X-Request-Id` header: the request's own when it is 1-128 "
                    "letters, digits or `._:-`, else a new one.\n\nThe API is open on purpose: it keeps nothing and "
                    "scores only what a request sends, so it asks for no credentials (`security: []`). An operator "
                    "who wants it closed puts it behind a proxy that does.\n\nGenerated by `python tools/openapi.py` from the marshmallow schemas: do not "
                    "edit by hand."
                ),
                "license": {"name": "MIT", "identifier": "MIT"},
                "contact": {"name": "referee maintainers"},
            },
            "security": [],  # open on purpose (info.description says why)
            "tags": tags,
            "servers": [
                {"url": "/", "description": "The server that serves this document"},
                {"url": "http://127.0.0.1:8000", "description": "The service started as the README says"},
            ],
            "paths": paths,
            "components": {
                "parameters": HAND["parameters"],
                "responses": problem_responses(),
                "schemas": {**HAND["schemas"], **generated},
            },
        }


SERVICE_PATHS = ("/health", "/metrics", "/openapi.yaml", "/v1/games")
TRACKER_PATHS = ("/v1/batch", "/v1/tournaments/")


def tag_operations(paths: dict[str, Any], specs: Sequence[GameSpec]) -> list[dict[str, str]]:
    """Each operation's tag, so a generated client and the reference group them: one per game, `trackers`
    (a round or an event in one request), `service` (health, metrics, the spec, the games list) and `pages`
    (the phone form's and the reference's files: for browsers, not part of the API a client calls)."""
    by_game = {f"/v1/games/{spec.slug}": spec.name for spec in specs}
    for path, item in paths.items():
        game = by_game.get(path) or next(
            (name for prefix, name in by_game.items() if path.startswith(prefix + "/")), None
        )
        tag = game or (
            "trackers" if path.startswith(TRACKER_PATHS) else "service" if path in SERVICE_PATHS else "pages"
        )
        for operation in item.values():
            operation["tags"] = [tag]
    return [
        *({"name": spec.name, "description": f"{spec.name}: its rules as data and what it scores."} for spec in specs),
        {
            "name": "trackers",
            "description": "A round of several tables (`/v1/batch`) or an event's standings in one request.",
        },
        {"name": "service", "description": "The service itself: health, metrics, this document, the games."},
        {
            "name": "pages",
            "description": "The phone form and the API reference: files for browsers, not operations a client calls.",
        },
    ]


class _Dumper(yaml.SafeDumper):
    def ignore_aliases(self, data: Any) -> bool:  # a shared dict (SUN) is written out each time, never &id001
        return True


def _text(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="|" if "\n" in value else None)


def _list(dumper: yaml.SafeDumper, value: list[Any]) -> yaml.SequenceNode:
    # a list of names or numbers on one line ([name, suns]); a list of schemas one per line
    flow = all(not isinstance(item, (dict, list)) for item in value)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", value, flow_style=flow)


_Dumper.add_representer(str, _text)
_Dumper.add_representer(list, _list)


def render() -> str:
    """openapi.yaml as it must be committed."""
    return yaml.dump(Generator().document(), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=120)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/openapi.py", description=__doc__.split("  ")[0])
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--write", action="store_true", help="write referee/openapi.yaml")
    action.add_argument("--check", action="store_true", help="exit 1 if referee/openapi.yaml is not the output")
    args = parser.parse_args(argv)
    text = render()
    if args.write:
        SPEC_FILE.write_text(text)
    elif args.check:
        if SPEC_FILE.read_text() != text:
            print(f"{SPEC_FILE.name} is stale: run python tools/openapi.py --write", file=sys.stderr)
            return 1
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
