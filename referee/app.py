"""The application factory: the API (one view, referee/api/routes.py, that the request-to-answer core
referee/service/ answers), the form, the docs, limits and the error handlers for what never reaches the API."""

from __future__ import annotations

import logging
import os
from functools import partial
from typing import Any, Callable, Iterable, Mapping

from flask import Flask, Response, request
from flask_cors import CORS
from werkzeug.exceptions import HTTPException
from werkzeug.middleware.proxy_fix import ProxyFix

from .api import docs, meta, metrics, routes, web
from .api.work import give_memory_back
from .api.routes import as_request, context, response
from .core.text import Text, register_catalogue
from .errors import ProblemException, not_allowed, too_large, unexpected
from .service import MAX_BODY, answer_problem, answer_request, prepare

log = logging.getLogger(__name__)
# What a page of another origin may call (CORS): the API and its description; the phone form is same-origin.
CORS_PATHS = (r"/v1/.*", r"/openapi\.yaml")


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the referee app; `config` overrides Flask settings (tests pass TESTING=True)."""
    app = Flask(__name__)
    app.config.update(MAX_CONTENT_LENGTH=MAX_BODY, JSON_SORT_KEYS=False)
    if config:
        app.config.update(config)
    app.url_map.strict_slashes = False
    app.before_request(_refuse_transfer_codings)
    prepare()
    register_catalogue(MESSAGES)
    routes.install(app)
    for blueprint in (meta.bp, web.bp, docs.bp):
        app.register_blueprint(blueprint)
    _allow_other_origins(app)
    if app.config.get("BENCH") or os.environ.get("REFEREE_BENCH") == "1":
        from .api import bench  # the benchmark's yardstick; never on in a normal start

        app.register_blueprint(bench.bp)
    register_error_handlers(app)
    metrics.install(app)  # X-Request-Id on every answer; GET /metrics and the counts when REFEREE_METRICS=1
    app.after_request(_api_headers)
    app.after_request(give_memory_back)  # a long request or a big body gives the heap's free pages back
    _trust_proxies(app)
    return app


def _trust_proxies(app: Flask) -> None:
    """The client's address from X-Forwarded-For, as the last REFEREE_TRUSTED_PROXIES proxies in front of the
    service wrote it (werkzeug's ProxyFix); with none (the default) the header is ignored, since any client
    can send one."""
    raw = os.environ.get("REFEREE_TRUSTED_PROXIES", "0").strip() or "0"
    if not raw.isdigit():
        raise ValueError(f"REFEREE_TRUSTED_PROXIES must be a whole number of proxies, not {raw!r}")
    if int(raw):
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=int(raw))  # type: ignore[method-assign]


LENGTH_REQUIRED_TYPE = "urn:referee:problem:length-required"
MESSAGES = {
    "en": {
        "length_required.title": "Length Required",
        "length_required": "Send the body with a Content-Length header: a body in chunks "
        "(Transfer-Encoding) is not accepted.",
    },
    "nl": {
        "length_required.title": "Lengte vereist",
        "length_required": "Stuur de inhoud met een Content-Length-kop: een inhoud in stukken "
        "(Transfer-Encoding) wordt niet aangenomen.",
    },
}


def _refuse_transfer_codings() -> Response | None:
    """411 for any request that comes with Transfer-Encoding (chunked), before a byte of its body is read: every
    client of this API knows its body's length, and a chunked body's framing (chunk sizes, extensions, trailers)
    is parsed by the server with no bound on its cost. referee/gunicorn_conf.py closes such a connection after the answer,
    so the rest of the body is never read either."""
    if "HTTP_TRANSFER_ENCODING" not in request.environ:
        return None
    return problem_response(_length_required)


def _length_required(lang: str) -> ProblemException:
    return ProblemException(
        411, Text("length_required.title").render(lang), Text("length_required").render(lang), type=LENGTH_REQUIRED_TYPE
    )


def problem_response(problem: Callable[[str], ProblemException], headers: Iterable[tuple[str, str]] = ()) -> Response:
    """A problem the app answers itself, worded in the request's language by the core, as it words its own."""
    return response(answer_problem(as_request(), problem, context(), headers))


def register_error_handlers(app: Flask) -> None:
    """What never reaches the API's view: a path of no page (the core's 404, as for a path under /v1), a wrong
    method on a page, a body over the limit, and the unexpected (logged, answered with the opaque 500)."""

    @app.errorhandler(ProblemException)
    def _problem(exc: ProblemException) -> Response:
        return problem_response(lambda _lang: exc)

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException) -> Response:
        status = exc.code or 500
        if status == 404:
            return response(answer_request(as_request(), context()))
        if status == 405:
            allow = exc.get_response().headers.get("Allow")
            return problem_response(
                partial(not_allowed, request.method, request.path, allow=allow or ""),
                (("Allow", allow),) if allow else (),
            )
        if status == 413:
            return problem_response(too_large)
        return problem_response(lambda _lang: ProblemException(status, exc.name, exc.description or ""))

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Response:
        # Never a traceback to the caller: log it, answer an opaque 500.
        log.exception("unexpected error on %s %s", request.method, request.path)
        return problem_response(unexpected)


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
    # Headers a page reads only when they are exposed: the line and column of a violation in a text log
    # (/replay of the paper notation), the request id, a busy 503's Retry-After, a rules document's ETag;
    # Content-Language needs no exposing (CORS lists it as safe).
    origins = cors_origins(app.config)
    CORS(
        app,
        resources={path: {"origins": origins} for path in CORS_PATHS},
        methods=["GET", "POST"],
        supports_credentials=False,
        send_wildcard=origins == "*",
        always_send=False,
        max_age=3600,
        expose_headers=["Violation-Line", "Violation-Column", "X-Request-Id", "Retry-After", "ETag"],
    )


def _api_headers(response: Response) -> Response:
    # An answer is about one request: never cached, never sniffed as another type than it says.
    if (
        request.method == "OPTIONS"
        and response.status_code == 200
        and not response.is_streamed
        and not response.get_data()
    ):
        # an empty answer has no content to type: not Flask's default text/html (the core, and so the phone's
        # engine, says none)
        response.headers.pop("Content-Type", None)
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Cache-Control", "no-store")
    return response
