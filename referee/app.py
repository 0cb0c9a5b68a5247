"""The application factory: blueprints, limits and the one error path."""
from __future__ import annotations

import os
from typing import Any, Mapping

from flask import Flask, Response

from . import errors
from .api import games, meta, web
from .api.http import choose_language
from .core.text import register_catalogue
from .errors import register_error_handlers
from .games import register_texts
from .schemas import messages

MAX_BODY = 1024 * 1024  # 1 MiB: a whole recorded game is a few dozen KiB


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
    for blueprint in (meta.bp, games.bp, web.bp):
        app.register_blueprint(blueprint)
    if app.config.get("BENCH") or os.environ.get("REFEREE_BENCH") == "1":
        from .api import bench  # the benchmark's yardstick; never on in a normal start
        app.register_blueprint(bench.bp)
    register_error_handlers(app)
    app.after_request(_api_headers)
    return app


def _api_headers(response: Response) -> Response:
    # An answer is about one request: never cached, never sniffed as another type than it says.
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Cache-Control", "no-store")
    return response
