"""What gunicorn answers by itself, before the app sees a request, made problem+json too; and a bound on the
header block it reads.

gunicorn refuses a request line that is too long (414), too many or too large headers (431) and
malformed requests (400) on its own, with an HTML page. `use_problem_errors()` (called from
referee/gunicorn_conf.py) makes those answers RFC 9457 problem details like every other error of the
service. gunicorn has no setting for this page; its one writer, `gunicorn.util.write_error`, is
replaced (the workers call it through the module, so the replacement reaches every worker).

gunicorn bounds the header block only by its field count times the size of one field (100 x 8 KB: some 800 KB),
and it searches the whole block again for its end after each read of 8 KB: 780 KB of headers would cost a worker
some 100 ms of CPU. `bound_header_block()` makes that bound the one given (the block as nginx takes it by default, 4
buffers of 8 KB: 32 KB), checked after each read as gunicorn checks its own: past it, the 431 above.
"""

from __future__ import annotations

import json
from http import HTTPStatus
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
    parser's own words, which may echo raw request bytes). The reason is the status's own: gunicorn says "Bad
    Request" for some errors it answers with another status."""
    reason = HTTPStatus(status).phrase if status in HTTPStatus._value2member_map_ else reason
    body = json.dumps(
        {"type": "about:blank", "title": reason, "status": status, "detail": SENTENCES.get(status, reason)}
    ).encode("ascii")
    head = (
        f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n"
        f"Content-Length: {len(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n\r\n"
    )
    return head.encode("latin-1") + body


def use_problem_errors() -> None:
    from gunicorn import util

    def write_error(sock: Any, status_int: int, reason: str, mesg: str) -> None:
        util.write_nonblock(sock, problem_bytes(int(status_int), reason))

    util.write_error = write_error


def bound_header_block(limit: int) -> None:
    """At most `limit` bytes of headers (after the request line) are read before a request is refused with 431."""
    from gunicorn.http.message import Request

    parse = Request.parse
    if getattr(parse, "header_block_limit", None) == limit:
        return

    def parse_bounded(self: Request, unreader: Any) -> Any:
        # gunicorn's own bound of the header block, set in Message.__init__ just before it calls parse()
        self.max_buffer_headers = min(self.max_buffer_headers, limit)
        return parse(self, unreader)

    parse_bounded.header_block_limit = limit  # type: ignore[attr-defined]
    Request.parse = parse_bounded  # type: ignore[method-assign]
