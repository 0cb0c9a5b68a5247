"""Every API route, and `answer`: one request in, its answer out. The server's views call it (referee/api/),
and so does the browser's engine (referee/web/engine.js): one path from a body to its answer."""

from __future__ import annotations

import hashlib
import logging
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Callable, Iterable, Iterator
from urllib.parse import unquote

from .._version import __version__
from ..core.play import resuming
from ..core.text import register_catalogue
from ..errors import MESSAGES as ERROR_MESSAGES
from ..errors import ProblemException, not_allowed, not_found, unexpected
from ..games import SPECS, register_texts
from ..schemas import batch as batch_schema
from ..schemas import messages as schema_messages
from ..schemas import tournament
from ..core.context import language, request_id
from ..tournament.messages import MESSAGES as TOURNAMENT_MESSAGES
from . import batch, notation
from .games import ROUTES, Route, games_list, link, rules_data
from ..jsonio import encode
from .http import (
    Answer,
    Context,
    Request,
    answer,
    body,
    choose_language,
    document,
    id_of,
    problem_answer,
    read_json,
    reply,
)
from .long import MESSAGES as LONG_MESSAGES
from .long import busy, run_long
from .tournaments import standings

log = logging.getLogger(__name__)
Handler = Callable[[Request, Context], Answer]


@dataclass(frozen=True)
class Endpoint:
    """A route: its path, its method, what answers it, and the budget of a long request (None for others)."""

    path: str
    method: str
    handle: Handler
    budget: int | None = None

    @property
    def allow(self) -> str:
        """The methods a 405 lists, as the server lists them."""
        return "HEAD, GET, OPTIONS" if self.method == "GET" else f"{self.method}, OPTIONS"


def _health(request: Request, context: Context) -> Answer:
    """Liveness for health checks and load balancers, and the version that answers."""
    return answer({"status": "ok", "version": __version__})


@lru_cache(maxsize=None)
def _written(slug: str | None) -> tuple[bytes, str]:
    """A rules document as sent, and its ETag: the games (None) or one game's rules, the same until the next
    version."""
    written = encode(games_list(notation.NOTATIONS) if slug is None else rules_data(slug))
    return written, '"' + hashlib.sha256(__version__.encode() + b"\0" + written).hexdigest()[:24] + '"'


def _games(request: Request, context: Context) -> Answer:
    return document(request, *_written(None))


def _rules(slug: str) -> Handler:
    return lambda request, context: document(request, *_written(slug))


def _operation(route: Route) -> Handler:
    def handle(request: Request, context: Context) -> Answer:
        if route.name == "replay" and route.game in notation.NOTATIONS:
            return notation.replay(route, request)
        return reply(*route.perform(read_json(request)))

    return handle


def _notation(slug: str) -> Handler:
    return lambda request, context: notation.convert(slug, request)


def _endpoints() -> dict[str, Endpoint]:
    found = [Endpoint("/health", "GET", _health), Endpoint("/v1/games", "GET", _games)]
    for spec in SPECS:
        found.append(Endpoint(link(spec, "rules"), "GET", _rules(spec.slug)))
        found += [
            Endpoint(link(spec, name), "POST", _operation(ROUTES[spec.slug, name]))
            for name in spec.operations
            if name != "rules"
        ]
        if spec.slug in notation.NOTATIONS and "replay" in spec.operations:
            found.append(Endpoint(notation.path(spec.slug), "POST", _notation(spec.slug)))
    found.append(Endpoint("/v1/batch", "POST", batch.batch, batch_schema.BUDGET))
    found.append(Endpoint(tournament.PATH, "POST", standings, tournament.BUDGET))
    return {endpoint.path: endpoint for endpoint in found}


ENDPOINTS = _endpoints()


@lru_cache(maxsize=1)
def prepare() -> None:
    """Register every sentence the answers use (en, nl), once per process."""
    register_texts()
    for catalogue in (
        ERROR_MESSAGES,
        schema_messages.MESSAGES,
        batch_schema.MESSAGES,
        TOURNAMENT_MESSAGES,
        LONG_MESSAGES,
    ):
        register_catalogue(catalogue)


def endpoint_of(path: str) -> Endpoint | None:
    """The route a path names: percent-escapes decoded, a query and one trailing slash ignored."""
    path = unquote(path.split("?", 1)[0])
    return ENDPOINTS.get(path[:-1] if len(path) > 1 and path.endswith("/") else path)


def answer_request(request: Request, context: Context | None = None) -> Answer:
    """What the service answers to `request`: never an exception (an unexpected one is logged and answered
    with the opaque 500)."""
    context = context or Context()
    with answering(request, context) as lang, resuming(context.positions, lang):
        return _answer(request, context)


def answer_problem(
    request: Request,
    problem: Callable[[str], ProblemException],
    context: Context | None = None,
    headers: Iterable[tuple[str, str]] = (),
) -> Answer:
    """The answer to a request that no route gets to answer (the server refuses it before: a body in chunks, a
    wrong method on a page of the form, an error of its own), as the routes answer theirs: `problem` worded in
    the request's language, naming the request."""
    with answering(request, context or Context()) as lang:
        return problem_answer(problem(lang), headers)


@contextmanager
def answering(request: Request, context: Context) -> Iterator[str]:
    """The time of answering `request`: its language (chosen here, from Accept-Language, and nowhere else) and
    its id are what every sentence and problem of the answer reads."""
    prepare()
    lang = choose_language(request.header("Accept-Language"))
    token = language.set(lang)
    id_token = request_id.set(id_of(request, context))
    try:
        yield lang
    finally:
        request_id.reset(id_token)
        language.reset(token)


def _answer(request: Request, context: Context) -> Answer:
    path = unquote(request.path.split("?", 1)[0])
    endpoint = endpoint_of(path)
    lang = language.get()
    if endpoint is None:
        return problem_answer(not_found(path, lang))
    method = "GET" if request.method == "HEAD" else request.method
    if method == "OPTIONS":
        return Answer(200, (("Allow", endpoint.allow),), b"", endpoint.path)
    if method != endpoint.method:
        return _routed(
            problem_answer(not_allowed(request.method, path, lang, endpoint.allow), (("Allow", endpoint.allow),)),
            endpoint,
        )
    try:
        if method == "POST":
            body(request)  # over the limit: 413 before its route reads it (a 415 too), as the server refuses it
        if endpoint.budget is None:
            answered = endpoint.handle(request, context)
        else:
            answered = _long(endpoint, request, context)
    except ProblemException as problem:
        answered = problem_answer(problem)
    except Exception:  # never a traceback to the caller: logged, answered with the opaque 500
        log.exception("unexpected error on %s %s", request.method, path)
        answered = problem_answer(unexpected(lang))
    if request.method == "HEAD":
        answered = Answer(answered.status, answered.headers, b"")
    return _routed(answered, endpoint)


def _long(endpoint: Endpoint, request: Request, context: Context) -> Answer:
    """A long request, in its turn when the server gives turns (a 503 when none comes)."""
    assert endpoint.budget is not None
    if context.turn is None:
        return run_long(endpoint.budget, endpoint.handle, request, context)
    with context.turn() as seconds:
        if seconds is None:
            return busy()
        return run_long(endpoint.budget, endpoint.handle, request, replace(context, long_seconds=seconds))


def _routed(answered: Answer, endpoint: Endpoint) -> Answer:
    return Answer(answered.status, answered.headers, answered.body, endpoint.path)
