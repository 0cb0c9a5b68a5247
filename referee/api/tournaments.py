"""POST /v1/tournaments/standings: an event's standings from its tables' results (issue 13).

A long request (api/work.py): one at a time per worker, the tables it scores charged to its budget
(schemas/tournament.py, BUDGET), a pause between two tables, stopped when its client has gone or its time
is up (503), and an answer cut to MAX_ANSWER bytes."""
from __future__ import annotations

from flask import Blueprint, Response
from flask.blueprints import BlueprintSetupState

from ..core import work as core_work
from ..core.text import register_catalogue
from ..schemas.tournament import BUDGET, OPERATION, PATH
from ..tournament.messages import MESSAGES
from .http import answer, engine_call, load, read_json
from .work import MESSAGES as WORK_MESSAGES
from .work import long_request, time_up

bp = Blueprint("tournaments", __name__)


@bp.record_once
def _register_texts(_: BlueprintSetupState) -> None:
    # the tournament's sentences, registered with the app that serves them (not on import)
    register_catalogue(MESSAGES)
    register_catalogue(WORK_MESSAGES)


@bp.post(PATH)
@long_request(BUDGET)
def standings() -> Response:
    """Load the rounds and the scheme (scoring any table sent as a body), rank the event, dump its standings."""
    body = read_json()
    binding = OPERATION.binding(body)
    with core_work.frozen():
        try:
            loaded = load(binding.load, body)
        except core_work.Stopped:
            return time_up()
        return answer(engine_call(lambda: binding.dump.dump(binding.call(**loaded))))
