"""POST /v1/batch: a round in one request. Each item is answered by the same call as its own request
(`games.Route.perform`), so its `status` and `body` are exactly what that request would get; one bad
item never fails the others."""
from __future__ import annotations

import logging
import time
from typing import Any, Iterator

from flask import Blueprint, Response
from werkzeug.exceptions import NotFound

from ..errors import ProblemException, not_found_detail, unexpected
from ..schemas.batch import BATCH
from .games import ROUTES
from .http import answer, load, read_json

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
    """One item's status and body: its route's answer, or the 404 of a route that does not exist."""
    route = ROUTES.get((item["game"], item["operation"]))
    if route is None:
        path = f"/v1/games/{item['game']}/{item['operation']}"
        problem = ProblemException(404, NotFound().name, not_found_detail(path))
        return {"status": problem.status, "body": problem.to_problem()}
    try:
        status, body = route.perform(item["body"])
    except Exception:  # as its own request would be: the opaque 500, logged; the other items go on
        log.exception("unexpected error in a batch item on /v1/games/%s/%s", route.game, route.name)
        status, body = 500, unexpected().to_problem()
    return {"status": status, "body": body}
