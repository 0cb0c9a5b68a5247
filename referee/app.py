"""The application factory: the API's routes (answered by referee/service/), the form, the docs, limits and
the error handlers for what never reaches a route."""
from __future__ import annotations

import logging
import os
from typing import Any, Mapping

from flask import Flask, Response, g, request
from flask_cors import CORS
from werkzeug.exceptions import HTTPException
from werkzeug.middleware.proxy_fix import ProxyFix

from .api import docs, meta, metrics, routes, web
from .api.work import give_memory_back
from .api.routes import response
from .core.text import Text, register_catalogue
from .errors import ProblemException, not_found_detail, unexpected
from .schemas.common import language
from .service import MAX_BODY, prepare
from .service.http import choose_language, problem_answer
from .service.http import request_id as service_request_id

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
    app.before_request(_choose_language)
    app.teardown_request(_forget_language)
    app.before_request(_refuse_transfer_codings)
    prepare()
    register_catalogue(MESSAGES)
    for blueprint in (meta.bp, routes.bp, web.bp, docs.bp):
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


def _choose_language() -> None:
    """The language and request id of what the app itself says (its problems: a 404, a busy 503), as the core
    sets them for its answers."""
    g.context_tokens = (language.set(choose_language(request.headers.get("Accept-Language", ""))),
                        service_request_id.set(metrics.request_id()))


def _forget_language(_error: BaseException | None) -> None:
    """The request's language and id end with it: what the same thread says next (another request, a library
    call after a test client's request) is not in the last client's language."""
    tokens = g.pop("context_tokens", None)
    if tokens is not None:
        language.reset(tokens[0])
        service_request_id.reset(tokens[1])


LENGTH_REQUIRED_TYPE = "urn:referee:problem:length-required"
MESSAGES = {
    "en": {"length_required.title": "Length Required",
           "length_required": "Send the body with a Content-Length header: a body in chunks "
                              "(Transfer-Encoding) is not accepted."},
    "nl": {"length_required.title": "Lengte vereist",
           "length_required": "Stuur de inhoud met een Content-Length-kop: een inhoud in stukken "
                              "(Transfer-Encoding) wordt niet aangenomen."},
}


def _refuse_transfer_codings() -> Response | None:
    """411 for any request that comes with Transfer-Encoding (chunked), before a byte of its body is read: every
    client of this API knows its body's length, and a chunked body's framing (chunk sizes, extensions, trailers)
    is parsed by the server with no bound on its cost. referee/gunicorn_conf.py closes such a connection after the answer,
    so the rest of the body is never read either."""
    if "HTTP_TRANSFER_ENCODING" not in request.environ:
        return None
    lang = language.get()
    return problem_response(ProblemException(411, Text("length_required.title").render(lang),
                                             Text("length_required").render(lang), type=LENGTH_REQUIRED_TYPE))


def problem_response(problem: ProblemException) -> Response:
    """A problem the app answers itself, as the core answers its own (referee/service/http.py)."""
    return response(problem_answer(problem))


def register_error_handlers(app: Flask) -> None:
    """What never reaches a route: an unknown path, a wrong method, a body over the limit, and the
    unexpected (logged, answered with the opaque 500)."""
    @app.errorhandler(ProblemException)
    def _problem(exc: ProblemException) -> Response:
        return problem_response(exc)

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException) -> Response:
        status = exc.code or 500
        detail = {
            404: not_found_detail(request.path),
            405: f"{request.method} is not allowed on {request.path}.",
            413: "The request body is larger than 1 MiB.",
        }.get(status, exc.description or "")
        response = problem_response(ProblemException(status, exc.name, detail))
        if status == 405 and exc.get_response().headers.get("Allow"):
            response.headers["Allow"] = exc.get_response().headers["Allow"]
        return response

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Response:
        # Never a traceback to the caller: log it, answer an opaque 500.
        log.exception("unexpected error on %s %s", request.method, request.path)
        return problem_response(unexpected())


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
    CORS(app, resources={path: {"origins": origins} for path in CORS_PATHS}, methods=["GET", "POST"],
         supports_credentials=False, send_wildcard=origins == "*", always_send=False, max_age=3600,
         expose_headers=["Violation-Line", "Violation-Column", "X-Request-Id", "Retry-After", "ETag"])


def _api_headers(response: Response) -> Response:
    # An answer is about one request: never cached, never sniffed as another type than it says.
    if request.method == "OPTIONS" and response.status_code == 200 and not response.is_streamed \
            and not response.get_data():
        # an empty answer has no content to type: not Flask's default text/html (the core, and so the phone's
        # engine, says none)
        response.headers.pop("Content-Type", None)
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Cache-Control", "no-store")
    return response
