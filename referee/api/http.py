"""The few things every view does: read a JSON body, load it with a schema, answer JSON."""
from __future__ import annotations

import json
from typing import Any

from flask import Response, request
from marshmallow import Schema, ValidationError

from ..core.problems import InvalidInput
from ..core.text import LANGUAGES, Text
from ..errors import ProblemException, invalid_request, json_pointer, problems_to_errors
from ..schemas.common import language, pointers
from ..schemas.messages import render_message


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def read_json() -> Any:
    """The request body as JSON: 415 unless it says it is JSON, 400 unless it is."""
    mimetype = request.mimetype
    if mimetype != "application/json" and not mimetype.endswith("+json"):
        raise ProblemException(415, "Unsupported Media Type",
                               "Send the body as JSON with 'Content-Type: application/json'.")
    raw = request.get_data(cache=False)  # 413 past MAX_CONTENT_LENGTH
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except UnicodeDecodeError:
        raise ProblemException(400, "Bad Request", "The body is not UTF-8 text.") from None
    except RecursionError:
        raise ProblemException(400, "Bad Request", "The JSON is nested too deeply.") from None
    except ValueError as exc:
        raise ProblemException(400, "Bad Request", f"The body is not valid JSON: {exc}.") from None


def choose_language() -> None:
    """Sentences follow Accept-Language (en by default, nl); keys and numbers never change."""
    language.set(request.accept_languages.best_match(LANGUAGES, default="en") or "en")


def load(schema: Schema, data: Any) -> Any:
    """Load with a schema; every field problem becomes a 422 with a JSON pointer."""
    if not isinstance(data, dict):
        raise invalid_request([{"pointer": "", "detail": Text("schema.body_not_object").render(language.get())}],
                              language.get())
    try:
        return schema.load(data)
    except ValidationError as exc:
        lang = language.get()
        raise invalid_request([{"pointer": json_pointer(path), "detail": render_message(msg, lang)}
                               for path, msg in pointers(exc.messages)], lang) from None


def engine_call(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """Call the engine; an impossible input (every problem) becomes a 422."""
    try:
        return fn(*args, **kwargs)
    except InvalidInput as exc:
        raise invalid_request(problems_to_errors(exc.problems, language.get()), language.get()) from None


def answer(body: Any, status: int = 200) -> Response:
    try:
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate ("\ud800") echoed from the request: send it escaped
        data = json.dumps(body).encode("ascii")
    return Response(data, status=status, mimetype="application/json", headers={"Content-Language": language.get()})
