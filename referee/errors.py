"""Problems as answers: RFC 9457 problem details (application/problem+json), the one shape of every error
(the server's error handlers, referee/app.py, and the request-to-answer core, referee/service/, both use it)."""

from __future__ import annotations

import json
from itertools import islice
from typing import Any, Callable, Iterable, Mapping, Sequence, TypeVar

from .core.problems import Problem
from .core.text import Text

T = TypeVar("T")

PROBLEM_JSON = "application/problem+json"
INVALID_TYPE = "urn:referee:problem:invalid-request"


MAX_POINTED_KEY = 100  # characters: longer than any name, tile, field or god a request may use


def json_pointer(path: Iterable[Any]) -> str:
    """RFC 6901: '/players/0/name'; '~' and '/' inside a key are escaped. A key longer than any the
    API reads (a 1 MB "name" as a key of `suns`) is not echoed: the pointer stops at the object
    that holds it, so a problem's answer stays small whatever was sent (`error` says which key)."""
    return _pointed(path)[0]


def _pointed(path: Iterable[Any]) -> tuple[str, str | None]:
    """The pointer of `json_pointer`, and the key it stops before (None when it names the whole path)."""
    parts: list[str] = []
    for part in path:
        text = str(part)
        if len(text) > MAX_POINTED_KEY:
            return "".join(parts), text
        parts.append("/" + text.replace("~", "~0").replace("/", "~1"))
    return "".join(parts), None


def error(path: Iterable[Any], detail: str, lang: str) -> dict[str, str]:
    """A 422's error: the pointer and the sentence. A pointer that stops before a key too long to echo
    (`json_pointer`) names the object that holds it, and the sentence says which of its keys it is about."""
    pointer, cut = _pointed(path)
    if cut is not None:
        detail = Text(
            "problem.long_key",
            {"start": json.dumps(cut[:12], ensure_ascii=False), "length": len(cut), "detail": detail},
        ).render(lang)
    return {"pointer": pointer, "detail": detail}


class ProblemException(Exception):
    """An answer that is a problem: status, title, detail, and optionally every field problem."""

    def __init__(
        self,
        status: int,
        title: str,
        detail: str,
        *,
        type: str = "about:blank",
        errors: Sequence[Mapping[str, str]] | None = None,
    ):
        super().__init__(detail)
        self.status, self.title, self.detail, self.type = status, title, detail, type
        self.errors = list(errors or [])
        self.extensions: dict[str, Any] = {}  # RFC 9457 extension members, snake_case

    def to_problem(self) -> dict[str, Any]:
        body: dict[str, Any] = {"type": self.type, "title": self.title, "status": self.status, "detail": self.detail}
        if self.errors:
            body["errors"] = self.errors
        body.update(self.extensions)
        return body


MAX_PROBLEMS = 100  # listed in one answer; `error_count` gives the total


def document_order(body: Any) -> Callable[[Sequence[Any]], tuple[tuple[int, ...], str]]:
    """How a 422 orders its problems, the same in every process: by where each path's keys stand in the
    body as sent (JSON objects keep their keys' order; a key the body lacks comes after its object's
    keys), then by pointer. Problems at one pointer keep the order they were found in (the sort is
    stable). Marshmallow finds unknown keys in a set's order, which follows the process's hash seed."""
    places: dict[int, dict[str, int]] = {}  # id of an object of the body -> its keys' places (the body lives on)

    def key(path: Sequence[Any]) -> tuple[tuple[int, ...], str]:
        node = body
        at: list[int] = []
        for part in path:
            if isinstance(node, dict):
                place = places.get(id(node))
                if place is None:
                    place = places[id(node)] = {str(k): i for i, k in enumerate(node)}
                at.append(place.get(str(part), len(place)))
                node = node.get(part) if isinstance(part, str) else node.get(str(part))
            elif isinstance(node, list) and type(part) is int and 0 <= part < len(node):
                at.append(part)
                node = node[part]
            else:
                at.append(0)
                node = None
        return tuple(at), json_pointer(path)

    return key


def invalid_request(
    items: Iterable[T],
    render: Callable[[T], Mapping[str, str]],
    lang: str = "en",
    order: Callable[[T], Any] | None = None,
) -> ProblemException:
    """The 422 of every problem: the first MAX_PROBLEMS made into errors (`render`) and listed, the
    rest only counted (a body can hold tens of thousands of problems; rendering each would cost
    more than a request may). `order`: the sort key that puts them in the project's order
    (`document_order`), before any is listed."""
    remaining = iter(items if order is None else sorted(items, key=order))
    listed = [render(item) for item in islice(remaining, MAX_PROBLEMS)]
    count = len(listed) + sum(1 for _ in remaining)
    if count > MAX_PROBLEMS:
        detail = Text("problem.invalid.detail.capped", {"count": count, "listed": MAX_PROBLEMS})
    else:
        detail = Text("problem.invalid.detail", {"count": count})
    problem = ProblemException(
        422, Text("problem.invalid.title").render(lang), detail.render(lang), type=INVALID_TYPE, errors=listed
    )
    problem.extensions["error_count"] = count
    return problem


def problem_error(problem: Problem, lang: str) -> dict[str, str]:
    """A problem as an answer's error."""
    return error(problem.path, problem.render(lang), lang)


def not_found(path: str, lang: str) -> ProblemException:
    """404: `path` names nothing (a batch item says it of the path it stands for)."""
    return ProblemException(
        404, Text("problem.not_found.title").render(lang), Text("problem.not_found", {"path": path}).render(lang)
    )


def not_allowed(method: str, path: str, lang: str, allow: str = "") -> ProblemException:
    """405: `path` names a route that does not take `method`; `allow` is the answer's Allow header (the methods
    it takes), and the sentence names those to use instead (HEAD and OPTIONS go without saying)."""
    methods = [m for m in (part.strip() for part in allow.split(",")) if m and m not in ("HEAD", "OPTIONS")]
    params = {"method": method, "path": path, "methods": ", ".join(methods)}
    return ProblemException(
        405,
        Text("problem.not_allowed.title").render(lang),
        Text("problem.not_allowed.use" if methods else "problem.not_allowed", params).render(lang),
    )


def too_large(lang: str) -> ProblemException:
    """413: the body is over the limit (referee.service.MAX_BODY), refused before any of it is read as JSON."""
    return ProblemException(413, Text("problem.too_large.title").render(lang), Text("problem.too_large").render(lang))


def unsupported(detail: str, lang: str) -> ProblemException:
    """415: a body of a media type (or character set) the route does not read; `detail` says what it reads."""
    return ProblemException(415, Text("problem.unsupported.title").render(lang), Text(detail).render(lang))


def unexpected(lang: str) -> ProblemException:
    """The opaque 500: nothing of what went wrong reaches the caller (it is logged)."""
    return ProblemException(500, Text("problem.unexpected.title").render(lang), Text("problem.unexpected").render(lang))


MESSAGES = {
    "en": {
        "problem.not_found.title": "Not Found",
        "problem.not_found": "There is no {path} here. GET /v1/games lists what the service offers.",
        "problem.not_allowed.title": "Method Not Allowed",
        "problem.not_allowed": "{method} is not allowed on {path}.",
        "problem.not_allowed.use": "{method} is not allowed on {path}: use {methods}.",
        "problem.too_large.title": "Request Entity Too Large",
        "problem.too_large": "The request body is larger than 1 MiB.",
        "problem.unsupported.title": "Unsupported Media Type",
        "problem.unsupported.json": "Send the body as JSON with 'Content-Type: application/json'.",
        "problem.unsupported.log": "Send a log as JSON with 'Content-Type: application/json', or the paper notation "
        "with 'Content-Type: text/plain'.",
        "problem.unsupported.charset": "Send the notation as UTF-8 text (charset=utf-8).",
        "problem.unexpected.title": "Internal Server Error",
        "problem.unexpected": "Something went wrong on our side; nothing was answered. Send the request again later, "
        "and tell the service's operator if it keeps happening.",
        "problem.invalid.title": "The request cannot be used as sent",
        "problem.long_key": "The key that starts with {start} ({length} characters): {detail}",
        "problem.invalid.detail": "{count:1 problem|# problems} in the request; "
        "{count:it names|each names} the field to fix.",
        "problem.invalid.detail.capped": "{count:# problem|# problems} in the request; "
        "{listed:the first is listed|the first # are listed}, "
        "each names the field to fix.",
    },
    "nl": {
        "problem.not_found.title": "Niet gevonden",
        "problem.not_found": "Er is hier geen {path}. GET /v1/games noemt wat de dienst aanbiedt.",
        "problem.not_allowed.title": "Methode niet toegestaan",
        "problem.not_allowed": "{method} is niet toegestaan op {path}.",
        "problem.not_allowed.use": "{method} is niet toegestaan op {path}: gebruik {methods}.",
        "problem.too_large.title": "Verzoek te groot",
        "problem.too_large": "De inhoud van het verzoek is groter dan 1 MiB.",
        "problem.unsupported.title": "Mediatype niet ondersteund",
        "problem.unsupported.json": "Stuur de inhoud als JSON met 'Content-Type: application/json'.",
        "problem.unsupported.log": "Stuur een verslag als JSON met 'Content-Type: application/json', of de "
        "papieren notatie met 'Content-Type: text/plain'.",
        "problem.unsupported.charset": "Stuur de notatie als UTF-8-tekst (charset=utf-8).",
        "problem.unexpected.title": "Interne serverfout",
        "problem.unexpected": "Er ging bij ons iets mis; er is niets beantwoord. Stuur het verzoek later opnieuw, "
        "en meld het aan de beheerder van de dienst als het blijft gebeuren.",
        "problem.invalid.title": "Het verzoek kan zo niet gebruikt worden",
        "problem.long_key": "De sleutel die begint met {start} ({length} tekens): {detail}",
        "problem.invalid.detail": "{count:1 probleem|# problemen} in het verzoek; "
        "{count:het|elk} noemt het veld dat aangepast moet worden.",
        "problem.invalid.detail.capped": "{count:# probleem|# problemen} in het verzoek; "
        "{listed:het eerste staat|de eerste # staan} in de lijst, "
        "elk noemt het veld dat aangepast moet worden.",
    },
}
