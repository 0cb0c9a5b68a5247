"""POST /v1/tournaments/standings: an event's standings from its tables' results.

A long request (core/work.py): one at a time per worker, the tables it scores charged to its budget
(schemas/tournament.py, BUDGET), a pause between two tables, stopped when its client has gone or its time
is up (503), and an answer cut to MAX_ANSWER bytes."""
from __future__ import annotations

from ..core import work as core_work
from ..schemas.tournament import OPERATION
from .http import Answer, Context, Request, answer, engine_call, load, read_json
from .long import time_up


def standings(request: Request, context: Context) -> Answer:
    """Load the rounds and the scheme (scoring any table sent as a body), rank the event, dump its standings."""
    body = read_json(request)
    binding = OPERATION.binding(body)
    try:
        loaded = load(binding.load, body)
    except core_work.Stopped:
        return time_up()
    return answer(engine_call(body, lambda: binding.dump.dump(binding.call(**loaded))))
