"""The API's routes on the server: each view hands its request to the request-to-answer core
(`referee.service.answer_request`) and sends back what it answers; nothing else decides an answer.

What only a server has stays here: the body read from the socket (413 past the limit), a long request's turn on its worker (referee/api/work.py) and its client's socket, the metrics
of a batch's items."""
from __future__ import annotations

import time
from dataclasses import replace
from typing import Callable

from flask import Blueprint, Response, current_app, request
from werkzeug.exceptions import RequestEntityTooLarge

from ..service import ENDPOINTS, Answer, Context, Request, answer_request
from ..service.long import busy
from . import work
from .metrics import count_batch_item, request_id

bp = Blueprint("api", __name__)


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


def _view(budget: int | None) -> Callable[[], Response]:
    def view() -> Response:
        """The core's answer to this request (referee/service/routes.py lists what each route does)."""
        admitted = time.monotonic()
        call = Request(request.method, request.path, request.headers, read_body() if request.method == "POST" else b"")
        app = current_app._get_current_object()  # type: ignore[attr-defined]
        gone = work.gone_check(request.environ)
        context = Context(gone, float(work.setting(app, "LONG_REQUEST_SECONDS")), count_batch_item, request_id())
        if budget is None:
            return response(answer_request(call, context))
        with work.turn(app, gone, admitted) as has_turn:  # the body is read first: a slow sender holds no turn
            if not has_turn:
                return response(busy())
            context = replace(context, long_seconds=work.seconds_left(app, admitted))
            return response(answer_request(call, context))
    return view


for _endpoint in ENDPOINTS.values():
    # OPTIONS too: the core answers it (its Allow, no body), as the phone's engine does, not Flask's own
    bp.add_url_rule(_endpoint.path, endpoint=_endpoint.path, view_func=_view(_endpoint.budget),
                    methods=[_endpoint.method, "OPTIONS"])
