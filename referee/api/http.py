"""The few things every view does: read a JSON body, load it with a schema, answer JSON."""
from __future__ import annotations

import json
import math
from typing import Any

import orjson
from flask import Response, current_app, request
from marshmallow import Schema, ValidationError
from werkzeug.exceptions import RequestEntityTooLarge

from ..core.problems import InvalidInput, Problem
from ..core.text import LANGUAGES, Text
from ..core.work import collector_paused
from ..errors import PROBLEM_JSON, ProblemException, encode, error, invalid_request, problem_error
from ..schemas import plans
from ..schemas.common import MAX_DIGITS, BigNumber, language, pointers
from ..schemas.messages import render_message


class _NotJson(ValueError):
    """A body that parses, but is not JSON as RFC 8259 means it (NaN, a repeated key)."""


def _reject_constant(name: str) -> Any:
    raise _NotJson(f"{name} is not a JSON value")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object; the same key twice is refused (parsers disagree on which one wins)."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        key = next(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
        raise _NotJson(f"the key {json.dumps(key[:40], ensure_ascii=False)} appears twice in one object; "
                       "each key may appear once")
    return obj


def _int(digits: str) -> Any:
    # Python refuses to read integers past 4300 digits; no count in any game needs more than a few.
    return int(digits) if len(digits) <= MAX_DIGITS else BigNumber(digits)


def _float(text: str) -> Any:
    number = float(text)
    return number if math.isfinite(number) else BigNumber(text)  # 1e999: no float holds it


def _body() -> bytes:
    """The body, or 413 when it is over the limit, whether it came with a length or chunked."""
    raw = request.get_data(cache=False)  # 413 when Content-Length says it is over MAX_CONTENT_LENGTH
    limit = current_app.config.get("MAX_CONTENT_LENGTH")
    if limit is not None and request.content_length is None and len(raw) >= limit:
        # A chunked body is cut at the limit by the stream wrapper: one more byte means it was longer.
        if request.environ["wsgi.input"].read(1):
            raise RequestEntityTooLarge()
    return raw


def parse_json(raw: bytes) -> Any:
    """JSON as the API reads a body: no NaN or Infinity, no key twice, huge numbers kept as markers
    (for a 422 at their pointer); raises ValueError (UnicodeDecodeError, JSONDecodeError, ...) otherwise."""
    with collector_paused():
        return _read_json(raw)


def _read_json(raw: bytes) -> Any:
    plain = _plain_json(raw)
    if plain is not _UNREAD:
        return plain
    return json.loads(raw.decode("utf-8"), parse_constant=_reject_constant, object_pairs_hook=_object,
                      parse_int=_int, parse_float=_float)


_UNREAD: Any = object()
_DIGITS = bytes.maketrans(b"0123456789", b"0000000000")  # every digit as 0: a run of digits is a run of 0s
_LONG_NUMBER = b"0" * MAX_DIGITS


def _plain_json(raw: bytes) -> Any:
    """A body read by orjson, a few times quicker than the standard library with the checks above, when it
    is plain enough for orjson's reading to be exactly the checked one; else `_UNREAD`, and the standard
    library reads it (and words what is wrong). Plain: orjson reads it (it refuses NaN, Infinity, 1e999, a
    lone surrogate, text that is not UTF-8), no backslash (so no string holds a quotation mark or an escaped
    character), no run of MAX_DIGITS digits (a number that may be a marker), and as many colons as the
    objects read have keys (with no quotation mark inside a string, each colon outside one is a key's and
    orjson's own writing puts one `":` after each key: fewer keys read than written means a key came twice;
    a colon inside a string makes the counts differ too, and is read the slow way)."""
    if b"\\" in raw or _LONG_NUMBER in raw.translate(_DIGITS):
        return _UNREAD
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return _UNREAD
    if raw.count(b":") != orjson.dumps(value).count(b'":'):
        return _UNREAD
    return value


def is_json(mimetype: str) -> bool:
    """A body that says it is JSON: application/json or any +json type."""
    return mimetype == "application/json" or mimetype.endswith("+json")


def read_json() -> Any:
    """The request body as JSON: 415 unless it says it is JSON, 400 unless it is."""
    mimetype = request.mimetype
    if not is_json(mimetype):
        raise ProblemException(415, "Unsupported Media Type",
                               "Send the body as JSON with 'Content-Type: application/json'.")
    raw = _body()
    try:
        return parse_json(raw)
    except UnicodeDecodeError:
        raise ProblemException(400, "Bad Request", "The body is not UTF-8 text.") from None
    except RecursionError:
        raise ProblemException(400, "Bad Request", "The JSON is nested too deeply.") from None
    except _NotJson as exc:
        raise ProblemException(400, "Bad Request", f"The body is not valid JSON: {exc}.") from None
    except json.JSONDecodeError as exc:
        raise ProblemException(400, "Bad Request", f"The body is not valid JSON: {exc.msg} "
                                                   f"(line {exc.lineno}, column {exc.colno}).") from None
    except ValueError:
        raise ProblemException(400, "Bad Request", "The body is not valid JSON.") from None


def choose_language() -> None:
    """Sentences follow Accept-Language (en by default, nl); keys and numbers never change."""
    language.set(request.accept_languages.best_match(LANGUAGES, default="en") or "en")


def load(schema: Schema, data: Any) -> Any:
    """Load with a schema; every field problem becomes a 422 with a JSON pointer."""
    if not isinstance(data, dict):
        lang = language.get()
        raise invalid_request([Problem((), Text("schema.body_not_object"))], lambda p: problem_error(p, lang), lang)
    try:
        return plans.load(schema, data)
    except ValidationError as exc:
        lang = language.get()
        raise invalid_request(pointers(exc.messages), lambda item: error(item[0], render_message(item[1], lang), lang),
                              lang) from None


def engine_call(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """Call the engine; an impossible input (every problem) becomes a 422."""
    try:
        return fn(*args, **kwargs)
    except InvalidInput as exc:
        lang = language.get()
        raise invalid_request(exc.problems, lambda p: problem_error(p, lang), lang) from None


def reply(status: int, body: Any) -> Response:
    """An operation's outcome as its response: the answer as JSON, a problem as problem+json (as the
    error handlers send it)."""
    if status == 200:
        return answer(body)
    return Response(encode(body), status=status, mimetype=PROBLEM_JSON)


def answer(body: Any, status: int = 200) -> Response:
    """An answer as JSON; `body` may be written already (bytes)."""
    return Response(body if isinstance(body, bytes) else encode(body), status=status, mimetype="application/json",
                    headers={"Content-Language": language.get()})
