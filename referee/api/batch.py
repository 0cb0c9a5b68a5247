"""POST /v1/batch: a round in one request. Each item is answered by the same call as its own request
(`games.Route.perform`), so its `status` and `body` are exactly what that request would get; one bad
item never fails the others."""
from __future__ import annotations

import logging
import time
from typing import Any, Iterator, Mapping

from flask import Blueprint, Response
from werkzeug.exceptions import NotFound

from ..errors import ProblemException, not_found_detail, unexpected
from ..schemas.batch import BATCH
from .games import ROUTES, Route
from .http import answer, load, read_json
from .metrics import count_batch_item

bp = Blueprint("batch", __name__)
log = logging.getLogger(__name__)
SLICE = 0.02     # seconds of items between two chances for the worker's other connections to run
PAUSE = 0.0001   # seconds: enough for gevent's loop to poll its sockets (0.5% of a slice)


@bp.post("/v1/batch")
def batch() -> Response:
    """Answer every item of a batch, in order."""
    items = load(BATCH, read_json())["items"]  # a malformed batch is one 422, before any item runs
    return answer({"results": [{"id": item["id"], **outcome(item)} for item in taking_turns(items)]})


def taking_turns(items: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The items, with a pause every SLICE: a batch may compute for a second, and under gunicorn's gevent
    worker (whose `time.sleep` is gevent's) the other requests of the same worker run in the pauses
    instead of waiting for the whole batch. The pause is not `sleep(0)`: under gevent that runs the
    greenlets already ready but reads no socket, so a request that just arrived would still wait."""
    turn = time.perf_counter()
    for item in items:
        yield item
        if time.perf_counter() - turn > SLICE:
            time.sleep(PAUSE)
            turn = time.perf_counter()


def outcome(item: dict[str, Any]) -> dict[str, Any]:
    """One item's status and body, as its own request would get them."""
    status, body = perform(ROUTES, item["game"], item["operation"], item["body"])
    count_batch_item(item["game"], item["operation"], status)  # a no-op unless metrics are on
    return {"status": status, "body": body}


def perform(routes: Mapping[tuple[str, str], Route], game: str, operation: str, body: Any) -> tuple[int, Any]:
    """(status, JSON) of POST /v1/games/<game>/<operation> with this body (JSON as read): its route's
    answer, the 404 of a route that does not exist, or the opaque 500 (logged) of an unexpected error.
    A batch item and a line of `referee check` are answered by this one function."""
    route = routes.get((game, operation))
    if route is None:
        problem = ProblemException(404, NotFound().name, not_found_detail(f"/v1/games/{game}/{operation}"))
        return problem.status, problem.to_problem()
    try:
        return route.perform(body)
    except Exception:  # as its own request would be: the opaque 500, logged; the other items go on
        log.exception("unexpected error on /v1/games/%s/%s", game, operation)
        return 500, unexpected().to_problem()
