"""A request and its answer as plain values, and the few things every route does with them: read the body
as JSON or text, load it with a schema, call the engine, answer JSON or a problem.

No web framework: the server (referee/api/) turns its request into a `Request` and the `Answer` back into
its response; the browser's engine (referee/web/engine.js) does the same with a page's call.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, ContextManager, Iterable, Mapping, Protocol, TypeVar

from marshmallow import Schema, ValidationError

from ..core.play import Positions
from ..core.problems import InvalidInput, Problem
from ..core.text import LANGUAGES, Text
from ..errors import (
    PROBLEM_JSON,
    ProblemException,
    document_order,
    error,
    invalid_request,
    problem_error,
    too_large,
    unsupported,
)
from ..schemas import plans
from ..core.context import language, request_id
from ..schemas.common import pointers
from ..schemas.messages import render_message
from ..jsonio import JsonError, encode, parse_json

T = TypeVar("T")

MAX_BODY = 1024 * 1024  # 1 MiB: a whole recorded game is a few dozen KiB
JSON, TEXT = "application/json", "text/plain"
# A request id a caller may choose (X-Request-Id): 1-128 of letters, digits and `._:-`, a letter or digit first.
SANE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}")


class Headers(Protocol):
    """Headers as a server hands them over (a mapping, or a multi-dict such as Werkzeug's)."""

    def items(self) -> Iterable[tuple[str, str]]: ...


def _never() -> bool:
    return False


@dataclass(frozen=True)
class Request:
    """What an API call sends: its method, its path (a query is ignored), its headers and its body."""

    method: str
    path: str
    headers: Mapping[str, str] | Headers = field(default_factory=dict)
    body: bytes = b""

    def header(self, name: str, default: str = "") -> str:
        """A header's value, whatever the case of its name."""
        wanted = name.lower()
        return next((value for key, value in self.headers.items() if key.lower() == wanted), default)

    @classmethod
    def of(
        cls,
        method: str,
        path: str,
        headers: Mapping[str, str] | Iterable[tuple[str, str]] = (),
        body: bytes | str = b"",
    ) -> Request:
        pairs = headers.items() if isinstance(headers, Mapping) else headers
        return cls(
            method.upper(),
            path,
            {str(k): str(v) for k, v in pairs},
            body.encode("utf-8") if isinstance(body, str) else bytes(body),
        )


@dataclass(frozen=True)
class Answer:
    """What the service answers: status, headers (as sent, in order) and body; `route` is the template of
    the route that answered (for the server's metrics), None when no route matched."""

    status: int
    headers: tuple[tuple[str, str], ...]
    body: bytes
    route: str | None = None

    def header(self, name: str) -> str | None:
        return next((value for key, value in self.headers if key.lower() == name.lower()), None)


@dataclass(frozen=True)
class Context:
    """What the server knows of a request beyond its bytes: how to tell its client has gone (a look at the
    socket), how long a long request may run, what to tell of each batch item (its metrics), and the
    request's id (the server makes one when the caller sent none; without it, the caller's sane
    X-Request-Id, if any, is the id). The phone's engine adds the positions its replays resume from (the
    server keeps none: it stays stateless).

    `turn`: how a long request gets its turn on a server that runs a few at a time (referee/api/work.py); it
    gives the seconds the request may compute once its turn has come, or None when none came (a 503). With no
    `turn`, a long request runs at once for `long_seconds`."""

    gone: Callable[[], bool] = _never
    long_seconds: float = 10.0
    on_batch_item: Callable[[str, str, int], None] | None = None
    request_id: str | None = None
    positions: Positions | None = None
    turn: Callable[[], ContextManager[float | None]] | None = None


def id_of(request: Request, context: Context) -> str | None:
    """The request's id: the server's, else the caller's X-Request-Id when it is sane, else none."""
    if context.request_id is not None:
        return context.request_id
    sent = request.header("X-Request-Id")
    return sent if SANE_ID.fullmatch(sent) else None


def media_type(request: Request) -> tuple[str, dict[str, str]]:
    """The body's media type (lower case) and its parameters, from Content-Type."""
    kind, *params = request.header("Content-Type").split(";")
    options: dict[str, str] = {}
    for param in params:
        key, sep, value = param.partition("=")
        if sep:
            options[key.strip().lower()] = value.strip().strip('"')
    return kind.strip().lower(), options


def is_json(mimetype: str) -> bool:
    """A body that says it is JSON: application/json or any +json type."""
    return mimetype == JSON or mimetype.endswith("+json")


def choose_language(accept: str) -> str:
    """The answer's language from Accept-Language: the listed language with the highest weight that the
    service speaks (`nl-BE` is Dutch), English when none is (keys and numbers never change)."""
    best, best_q = "en", 0.0
    for item in accept.split(",")[:32]:  # a header lists a few; a long one is not read to its end
        tag, _, params = item.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        primary = tag.strip().lower().split("-")[0]
        if primary in LANGUAGES and q > best_q and q <= 1.0:
            best, best_q = primary, q
    return best


def body(request: Request) -> bytes:
    """The body, or 413 when it is over the limit."""
    if len(request.body) > MAX_BODY:
        raise too_large(language.get())
    return request.body


def read_json(request: Request) -> Any:
    """The request body as JSON: 415 unless it says it is JSON, 400 unless it is."""
    if not is_json(media_type(request)[0]):
        raise unsupported("problem.unsupported.json", language.get())
    raw = body(request)
    try:
        return parse_json(raw)
    except JsonError as exc:
        raise ProblemException(400, "Bad Request", str(exc)) from None


def load(schema: Schema, data: Any) -> Any:
    """Load with a schema; every field problem becomes a 422 with a JSON pointer, in the body's order."""
    if not isinstance(data, dict):
        raise not_an_object()
    try:
        return plans.load(schema, data)
    except ValidationError as exc:
        raise invalid(pointers(exc.messages), data) from None


def not_an_object() -> ProblemException:
    """The 422 of a body that is not a JSON object."""
    lang = language.get()
    return invalid_request([Problem((), Text("schema.body_not_object"))], lambda p: problem_error(p, lang), lang)


def invalid(problems: Iterable[tuple[tuple[Any, ...], Text | str]], body: Any) -> ProblemException:
    """The 422 of every (path, sentence) problem of `body`, in the body's order."""
    lang = language.get()
    order = document_order(body)
    return invalid_request(
        problems, lambda item: error(item[0], render_message(item[1], lang), lang), lang, lambda item: order(item[0])
    )


def engine_call(body: Any, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Call the engine on what was loaded from `body`; an impossible input (every problem) becomes a 422,
    its problems in the body's order."""
    try:
        return fn(*args, **kwargs)
    except InvalidInput as exc:
        raise engine_problem(exc, body) from None


def engine_problem(exc: InvalidInput, body: Any) -> ProblemException:
    """The 422 of the engine's problems with what was loaded from `body`, in the body's order."""
    lang = language.get()
    order = document_order(body)
    return invalid_request(exc.problems, lambda p: problem_error(p, lang), lang, lambda p: order(p.path))


def _in_language() -> tuple[tuple[str, str], ...]:
    # Every answer with sentences is in the language Accept-Language chose: it says which, and a cache keeps
    # one copy per language (the rules documents have no sentences, but say so alike).
    return ("Content-Language", language.get()), ("Vary", "Accept-Language")


def answer(body: Any, status: int = 200, headers: Iterable[tuple[str, str]] = ()) -> Answer:
    """An answer as JSON in the request's language; `body` may be written already (bytes)."""
    return Answer(
        status, (("Content-Type", JSON), *_in_language(), *headers), body if isinstance(body, bytes) else encode(body)
    )


CACHE_FOR = "public, max-age=3600"  # the rules documents: the same until the service's next version


def document(request: Request, written: bytes, tag: str) -> Answer:
    """A document that is the same for every request until the next version (a game's rules): cacheable, with
    its ETag; 304 and no body when the request's If-None-Match names it."""
    headers = (("ETag", tag), ("Cache-Control", CACHE_FOR))
    if tag in (t.strip().removeprefix("W/") for t in request.header("If-None-Match").split(",")):
        return Answer(304, (*_in_language(), *headers), b"")
    return answer(written, headers=headers)


def text_answer(text: str) -> Answer:
    return Answer(200, (("Content-Type", f"{TEXT}; charset=utf-8"),), text.encode("utf-8"))


def problem_answer(problem: ProblemException, headers: Iterable[tuple[str, str]] = ()) -> Answer:
    """A problem as problem+json (RFC 9457), in the request's language."""
    return reply(problem.status, problem.to_problem(), headers)


def reply(status: int, body: Any, headers: Iterable[tuple[str, str]] = ()) -> Answer:
    """An operation's outcome: the answer as JSON, a problem as problem+json, naming the request it answers
    as its `instance` (RFC 9457) when the request has an id."""
    if status == 200:
        return answer(body, headers=headers)
    occurrence = request_id.get()
    if occurrence is not None and isinstance(body, dict):
        body = {**body, "instance": f"urn:referee:request:{occurrence}"}
    return Answer(status, (("Content-Type", PROBLEM_JSON), *_in_language(), *headers), encode(body))
