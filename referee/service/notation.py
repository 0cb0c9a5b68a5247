"""The paper notation over HTTP: POST /v1/games/<game>/notation turns a log into the notation and the
notation into a log, and /replay takes the notation as its body too (`replay`).

A text's problems are 422s like a JSON body's, each error with the `line` and `column` (1-based) where
the text says it: first the notation's own (a letter no player has, an unknown tile code), then, once
the text reads, what the game's log schema finds in the log it stands for (its pointers, placed in
the text by `Reading.locate`).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from marshmallow import Schema

from ..core.notation import InvalidNotation, NotationProblem, Reading, pointer
from ..errors import ProblemException, invalid_request, unsupported
from ..core.spec import Notation
from ..games import SPECS
from ..core.context import language
from .games import ROUTES, Route
from .http import TEXT, Answer, Request, answer, body, is_json, load, media_type, read_json, reply, text_answer

# Each game's writer and reader (its spec's), by slug: the games that have a paper notation.
NOTATIONS: dict[str, Notation] = {spec.slug: spec.notation for spec in SPECS if spec.notation is not None}


def path(slug: str) -> str:
    return f"/v1/games/{slug}/notation"


def log_schema(slug: str) -> Schema:
    """The game's log schema: what its /replay loads."""
    return ROUTES[slug, "replay"].operation.bindings[0].load


def unsupported_log() -> ProblemException:
    return unsupported("problem.unsupported.log", language.get())


def read_text(request: Request) -> str:
    """The body as UTF-8 text: 413 over the limit (as JSON), 415 in another character set, 400 unless UTF-8."""
    charset = media_type(request)[1].get("charset", "utf-8").lower()
    if charset not in ("utf-8", "utf8", "us-ascii"):
        raise unsupported("problem.unsupported.charset", language.get())
    try:
        return body(request).decode("utf-8")
    except UnicodeDecodeError:
        raise ProblemException(400, "Bad Request", "The body is not UTF-8 text.") from None


def read_notation(slug: str, request: Request) -> Reading:
    """The body as the game's notation: its log and where each part was written, or a 422 with every
    problem at its line and column."""
    try:
        return NOTATIONS[slug].read(read_text(request))
    except InvalidNotation as exc:
        lang = language.get()
        # in the text's order: by line and column, then pointer (a body's document order, errors.document_order)
        raise invalid_request(
            exc.problems, lambda p: _error(p, lang), lang, lambda p: (p.line, p.column, pointer(p.path))
        ) from None


def _error(problem: NotationProblem, lang: str) -> dict[str, Any]:
    return {
        "pointer": pointer(problem.path),
        "detail": problem.render(lang),
        "line": problem.line,
        "column": problem.column,
    }


def placed(errors: Iterable[Mapping[str, Any]], reading: Reading) -> list[Any]:
    """The errors of a 422 about the log a text stands for, each with the line and column of its pointer."""
    return [
        {**error, **dict(zip(("line", "column"), reading.locate(str(error.get("pointer", "")))))} for error in errors
    ]


def convert(slug: str, request: Request) -> Answer:
    """POST /v1/games/<game>/notation: a log (JSON) as the notation (text/plain), or the notation as its log,
    checked by the log schema."""
    mimetype = media_type(request)[0]
    schema = log_schema(slug)
    if mimetype == TEXT:
        reading = read_notation(slug, request)
        try:
            load(schema, reading.log)
        except ProblemException as exc:
            exc.errors = placed(exc.errors, reading)
            raise
        return answer(reading.log)
    if not is_json(mimetype):
        raise unsupported_log()
    log = read_json(request)
    load(schema, log)
    return text_answer(NOTATIONS[slug].write(log))


def replay(route: Route, request: Request) -> Answer:
    """/replay on its body: JSON as always, or the notation, answered exactly as its log would be; a
    422 then places each problem in the text, and a violation's move is named by the headers
    Violation-Line and Violation-Column."""
    mimetype = media_type(request)[0]
    if mimetype != TEXT:
        if not is_json(mimetype):
            raise unsupported_log()
        return reply(*route.perform(read_json(request)))
    reading = read_notation(route.game, request)
    status, body = route.perform(reading.log)
    if status != 200:
        return reply(status, {**body, "errors": placed(body.get("errors", ()), reading)})
    violation = body.get("violation")
    if not violation:
        return reply(status, body)
    at = violation.get("path") or ("moves", violation["index"])
    line, column = reading.locate(pointer(at))
    return answer(body, headers=(("Violation-Line", str(line)), ("Violation-Column", str(column))))
