"""The request-to-answer core: every API route as a plain function of a request, free of any web framework.

    from referee.service import answer_parts
    status, headers, body = answer_parts("POST", "/v1/games/ra/score",
                                         {"Content-Type": "application/json"}, request_body_bytes)

The HTTP server (referee/api/, Flask under gunicorn) and the browser's engine (Pyodide in a Web Worker,
referee/web/engine.js) both answer through `answer_request`, so both answer the same bytes. It imports no
Flask, Werkzeug, gevent, gunicorn, click or prometheus-client, and orjson only where it is installed.
"""

from __future__ import annotations

from typing import Iterable, Mapping

from ..core.play import Positions
from .http import MAX_BODY, Answer, Context, Request
from .routes import ENDPOINTS, answer_problem, answer_request, endpoint_of, prepare

__all__ = [
    "MAX_BODY",
    "ENDPOINTS",
    "Answer",
    "Context",
    "Positions",
    "Request",
    "answer_parts",
    "answer_problem",
    "answer_request",
    "endpoint_of",
    "prepare",
]


def answer_parts(
    method: str,
    path: str,
    headers: Mapping[str, str] | Iterable[tuple[str, str]] = (),
    body: bytes | str = b"",
    positions: Positions | None = None,
) -> tuple[int, list[tuple[str, str]], bytes]:
    """`answer_request` in plain values: (status, headers, body), for a caller that is not Python (the
    browser's engine). `positions`: where the replays resume from and keep theirs (the phone's engine keeps
    one for its life; the answers are the same bytes with or without)."""
    answered = answer_request(Request.of(method, path, headers, body), Context(positions=positions))
    return answered.status, list(answered.headers), answered.body
