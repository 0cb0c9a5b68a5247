"""The application factory: blueprints, limits and the one error path."""
from __future__ import annotations

import os
from typing import Any, Mapping

from flask import Flask, Response
from flask_cors import CORS

from . import errors
from .api import batch, docs, games, meta, metrics, notation, tournaments, web
from .api.http import choose_language
from .core.text import register_catalogue
from .errors import register_error_handlers
from .games import register_texts
from .schemas import batch as batch_schema
from .schemas import messages

MAX_BODY = 1024 * 1024  # 1 MiB: a whole recorded game is a few dozen KiB
# What a page of another origin may call (CORS): the API and its description; the phone form is same-origin.
CORS_PATHS = (r"/v1/.*", r"/openapi\.yaml")


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the referee app; `config` overrides Flask settings (tests pass TESTING=True)."""
    app = Flask(__name__)
    app.config.update(MAX_CONTENT_LENGTH=MAX_BODY, JSON_SORT_KEYS=False)
    if config:
        app.config.update(config)
    app.url_map.strict_slashes = False
    app.before_request(choose_language)
    register_texts()
    register_catalogue(errors.MESSAGES)
    register_catalogue(messages.MESSAGES)
    register_catalogue(batch_schema.MESSAGES)
    for blueprint in (meta.bp, games.bp, notation.bp, batch.bp, web.bp, tournaments.bp, docs.bp):
        app.register_blueprint(blueprint)
    _allow_other_origins(app)
    if app.config.get("BENCH") or os.environ.get("REFEREE_BENCH") == "1":
        from .api import bench  # the benchmark's yardstick; never on in a normal start
        app.register_blueprint(bench.bp)
    register_error_handlers(app)
    metrics.install(app)  # X-Request-Id on every answer; GET /metrics and the counts when REFEREE_METRICS=1
    app.after_request(_api_headers)
    return app


def cors_origins(config: Mapping[str, Any]) -> list[str] | str:
    """The origins whose pages may call the API: `CORS_ORIGINS` in the config, else REFEREE_CORS_ORIGINS
    (comma-separated, e.g. `https://club.example,https://event.example`), else any ("*")."""
    origins = config.get("CORS_ORIGINS", os.environ.get("REFEREE_CORS_ORIGINS", ""))
    if isinstance(origins, str):
        origins = [o.strip().rstrip("/") for o in origins.split(",") if o.strip()]
    return list(origins) or "*"


def _allow_other_origins(app: Flask) -> None:
    # The API is stateless and has no cookies, so any page may call it without credentials (a tracker in a
    # browser); a deployment narrows that with REFEREE_CORS_ORIGINS. flask-cors answers the preflight
    # (OPTIONS) and adds the headers to every answer of these paths, problems included.
    # Any origin: the header is `*` (no credentials, nothing to vary by); a list: the caller's origin if listed.
    # The line and column of a violation in a text log (/replay of the paper notation) are headers a page
    # reads only when they are exposed; Content-Language needs no exposing (CORS lists it as safe).
    origins = cors_origins(app.config)
    CORS(app, resources={path: {"origins": origins} for path in CORS_PATHS}, methods=["GET", "POST"],
         supports_credentials=False, send_wildcard=origins == "*", always_send=False, max_age=3600,
         expose_headers=["Violation-Line", "Violation-Column", "X-Request-Id"])


def _api_headers(response: Response) -> Response:
    # An answer is about one request: never cached, never sniffed as another type than it says.
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Cache-Control", "no-store")
    return response
