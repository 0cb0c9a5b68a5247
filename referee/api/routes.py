"""The API on the server: one view hands every request for /health and /v1/... to the request-to-answer core
(`referee.service.answer_request`), which routes it and answers it; Flask routes only the form and the docs.

What only a server has stays here: the body read from the socket (413 past the limit), a long request's turn on
its worker (referee/api/work.py) and its client's socket, the metrics of a batch's items."""

from __future__ import annotations

import time
from functools import partial
from urllib.parse import quote

from flask import Flask, Response, current_app, g, request
from werkzeug.exceptions import RequestEntityTooLarge
from werkzeug.routing import Rule

from ..errors import too_large
from ..service import Answer, Context, Request, answer_problem, answer_request, endpoint_of
from . import work
from .metrics import count_batch_item, request_id

# Every path the core answers: /health and all of /v1 (a path it has no route for is its 404, a method its
# route does not take its 405). No method list: the core answers every method, HEAD and OPTIONS too.
API_PATHS = ("/health", "/v1", "/v1/<path:rest>")


def read_body() -> bytes:
    """The body, or 413 when it is over the limit (a chunked body never gets here: 411, referee/app.py)."""
    raw = request.get_data(cache=False)  # 413 when Content-Length says it is over MAX_CONTENT_LENGTH
    limit = current_app.config.get("MAX_CONTENT_LENGTH")
    if limit is not None and request.content_length is None and len(raw) >= limit:
        # No length and no chunks (a test client's stream): one more byte past the limit means it was longer.
        if request.environ["wsgi.input"].read(1):
            raise RequestEntityTooLarge()
    return raw


def response(answered: Answer) -> Response:
    """The core's answer as the server's response."""
    return Response(answered.body, status=answered.status, headers=list(answered.headers))


def as_request(body: bytes = b"") -> Request:
    """This request as the core reads it. Its path as sent: Werkzeug decodes percent-escapes and the core
    decodes them itself, as it does for the phone's engine."""
    return Request(request.method, quote(request.path, safe="/"), request.headers, body)


def context(admitted: float | None = None) -> Context:
    """What the server knows of this request beyond its bytes (referee.service.Context); with `admitted`, the
    time its view began, a long request waits for its turn on this worker."""
    app = current_app._get_current_object()  # type: ignore[attr-defined]
    gone = work.gone_check(request.environ)
    turn = None if admitted is None else partial(work.long_turn, app, gone, admitted)
    return Context(gone, float(work.setting(app, "LONG_REQUEST_SECONDS")), count_batch_item, request_id(), turn=turn)


def view(**_: str) -> Response:
    """The core's answer to this request (referee/service/routes.py lists what each route does)."""
    admitted = time.monotonic()
    call = as_request()
    endpoint = endpoint_of(call.path)
    g.api_route = None if endpoint is None else endpoint.path  # the metrics' label: the core's route, not the rule
    if endpoint is not None and request.method == endpoint.method == "POST":
        try:
            call = as_request(read_body())  # read first: a slow sender holds no turn
        except RequestEntityTooLarge:
            return response(answer_problem(call, too_large, context()))
    return response(answer_request(call, context(admitted)))


def install(app: Flask) -> None:
    """The API's view on `app`: one Werkzeug rule per start of an API path, of every method."""
    for path in API_PATHS:
        app.url_map.add(Rule(path, endpoint="api"))
    app.view_functions["api"] = view
