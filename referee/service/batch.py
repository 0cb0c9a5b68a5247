"""POST /v1/batch: a round in one request. Each item is answered by the same call as its own request
(`games.Route.perform`), so its `status` and `body` are exactly what that request would get; one bad
item never fails the others. Each result echoes its item's `game` and `operation`, as sent: with `status`, they
say what `body` holds (openapi.yaml's BatchResult: one shape per game's operation answered 200, and a problem).

Bounded by its work and its answer (schemas/batch.py, BUDGET_DOC): each item is charged its weight before it
runs, the answer is written item by item and never passes MAX_ANSWER bytes, and the items stop when the
client has gone or the batch's time is up (core/work.py); the items not run are answered "not processed".
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Iterator, Mapping

from ..core import work
from ..core.text import Text
from ..errors import ProblemException, not_found, unexpected
from ..schemas.batch import BATCH, BUDGET, MAX_ANSWER, NOT_PROCESSED_STATUS, NOT_PROCESSED_TYPE, weight
from ..core.context import budget as current_budget
from ..core.context import language
from .games import ROUTES, Route
from .http import Answer, Context, Request, answer, load, read_json
from ..jsonio import encode

log = logging.getLogger(__name__)
OPEN, CLOSE, COMMA = b'{"results":[', b"]}", b","
ItemSeen = Callable[[str, str, int], None]


def batch(request: Request, context: Context) -> Answer:
    """Answer every item of a batch, in order, as far as its budget goes (a long request: core/work.py)."""
    items = load(BATCH, read_json(request))["items"]  # a malformed batch is one 422, before any item runs
    return answer(
        b"".join(results(items, current_budget.get() or work.Work(BUDGET, float("inf")), context.on_batch_item))
    )


def _no_count(game: str, operation: str, status: int) -> None:
    pass


def results(items: list[dict[str, Any]], budget: work.Work, seen: ItemSeen | None = None) -> Iterator[bytes]:
    """The answer's bytes, item by item: each item's result while the budget, the answer's bytes and the time
    last, then every remaining item's "not processed". Only the encoded results are kept, never the items'
    answers, and the whole stays under MAX_ANSWER (the "not processed" of the items after each one is reserved
    before it is written)."""
    count_batch_item = seen or _no_count  # the server's metrics, when on
    skipped = not_processed(language.get())
    tails = [0] * (len(items) + 1)  # bytes of "not processed" for items k.. (with their commas)
    for k in range(len(items) - 1, -1, -1):
        tails[k] = tails[k + 1] + len(_result(items[k], *skipped)) + 1
    size = len(OPEN) + len(CLOSE)
    yield OPEN
    k = 0
    while k < len(items):
        item = items[k]
        route = ROUTES.get((item["game"], item["operation"]))
        shape = route.operation.choose(item["body"]) if route is not None else 0
        if budget.stopped() or not budget.charge(weight(route.name if route else None, shape, item["body"])):
            break
        status, body = perform_route(route, item["game"], item["operation"], item["body"])
        count_batch_item(item["game"], item["operation"], status)  # a no-op unless metrics are on
        chunk = _result(item, status, body)
        if size + len(chunk) + 1 + tails[k + 1] > MAX_ANSWER:
            break
        yield (COMMA + chunk) if k else chunk
        size += len(chunk) + 1
        items[k] = {}  # its body is not needed any more
        k += 1
        budget.pause()
    for j in range(k, len(items)):
        count_batch_item(items[j]["game"], items[j]["operation"], skipped[0])
        chunk = _result(items[j], *skipped)
        yield (COMMA + chunk) if j else chunk
    yield CLOSE


def _result(item: dict[str, Any], status: int, body: Any) -> bytes:
    """One item's result: its id, game and operation as sent, then what its own request would answer."""
    return encode(
        {"id": item["id"], "game": item["game"], "operation": item["operation"], "status": status, "body": body}
    )


NOT_PROCESSED_BUDGET = {"units": BUDGET, "answer_bytes": MAX_ANSWER}


def not_processed(lang: str) -> tuple[int, dict[str, Any]]:
    """(status, problem) of an item the batch did not run."""
    problem = ProblemException(
        NOT_PROCESSED_STATUS,
        Text("batch.not_processed.title").render(lang),
        Text("batch.not_processed").render(lang),
        type=NOT_PROCESSED_TYPE,
    )
    problem.extensions["budget"] = NOT_PROCESSED_BUDGET  # what a batch may spend: a tracker sizes its next one
    return NOT_PROCESSED_STATUS, problem.to_problem()


def perform(routes: Mapping[tuple[str, str], Route], game: str, operation: str, body: Any) -> tuple[int, Any]:
    """(status, JSON) of POST /v1/games/<game>/<operation> with this body (JSON as read): its route's
    answer, the 404 of a route that does not exist, or the opaque 500 (logged) of an unexpected error.
    A batch item and a line of `referee check` are answered by this one function."""
    return perform_route(routes.get((game, operation)), game, operation, body)


def perform_route(route: Route | None, game: str, operation: str, body: Any) -> tuple[int, Any]:
    if route is None:
        problem = not_found(f"/v1/games/{game}/{operation}", language.get())
        return problem.status, problem.to_problem()
    try:
        return route.perform(body)
    except Exception:  # as its own request would be: the opaque 500, logged; the other items go on
        log.exception("unexpected error on /v1/games/%s/%s", game, operation)
        return 500, unexpected(language.get()).to_problem()
