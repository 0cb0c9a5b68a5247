"""POST /v1/tournaments/standings: an event's standings from its tables' results (issue 13)."""
from __future__ import annotations

from flask import Blueprint, Response
from flask.blueprints import BlueprintSetupState

from ..core.text import register_catalogue
from ..schemas.tournament import OPERATION, PATH
from ..tournament.messages import MESSAGES
from .http import answer, engine_call, load, read_json

bp = Blueprint("tournaments", __name__)


@bp.record_once
def _register_texts(_: BlueprintSetupState) -> None:
    # the tournament's sentences, registered with the app that serves them (not on import)
    register_catalogue(MESSAGES)


@bp.post(PATH)
def standings() -> Response:
    """Load the rounds and the scheme (scoring any table sent as a body), rank the event, dump its standings."""
    body = read_json()
    binding = OPERATION.binding(body)
    return answer(binding.dump.dump(engine_call(binding.call, **load(binding.load, body))))
