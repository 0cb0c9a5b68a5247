"""What gunicorn answers by itself, before the app sees a request, made problem+json too.

gunicorn refuses a request line that is too long (414), too many or too large headers (431) and
malformed requests (400) on its own, with an HTML page. `use_problem_errors()` (called from
referee/gunicorn_conf.py) makes those answers RFC 9457 problem details like every other error of the
service. gunicorn has no setting for this page; its one writer, `gunicorn.util.write_error`, is
replaced (the workers call it through the module, so the replacement reaches every worker).
"""
from __future__ import annotations

import json
from typing import Any

SENTENCES = {
    400: "The request is not valid HTTP; the server could not read it.",
    403: "The request is refused.",
    414: "The request line (method and path) is too long.",
    417: "The Expect header asks for something this server does not do.",
    431: "The request has too many headers, or a header that is too long.",
    500: "Something went wrong on our side.",
    501: "The request uses a transfer coding this server does not support.",
}


def problem_bytes(status: int, reason: str) -> bytes:
    """The whole HTTP answer: status line, headers and a problem+json body (no detail of the
    parser's own words, which may echo raw request bytes)."""
    body = json.dumps({"type": "about:blank", "title": reason, "status": status,
                       "detail": SENTENCES.get(status, reason)}).encode("ascii")
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n"
            f"Content-Length: {len(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n\r\n")
    return head.encode("latin-1") + body


def use_problem_errors() -> None:
    from gunicorn import util

    def write_error(sock: Any, status_int: int, reason: str, mesg: str) -> None:
        util.write_nonblock(sock, problem_bytes(int(status_int), reason))

    util.write_error = write_error
