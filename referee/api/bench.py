"""A bare endpoint for the benchmark only (REFEREE_BENCH=1): same app, same body, no scoring."""
from __future__ import annotations

from flask import Blueprint, Response

from .http import answer, read_json

bp = Blueprint("bench", __name__)


@bp.post("/bench/bare")
def bare() -> Response:
    """Read the JSON body like /score does and answer {}: the yardstick for /score's overhead."""
    read_json()
    return answer({})
