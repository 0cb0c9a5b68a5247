"""Endpoints for the benchmark only (REFEREE_BENCH=1): same app, same body, no scoring."""

from __future__ import annotations

import time

from flask import Blueprint, Response, request

from ..service import Request
from ..service.http import answer, read_json
from .routes import read_body, response

bp = Blueprint("bench", __name__)
MAX_SPIN_US = 10_000


@bp.post("/bench/bare")
def bare() -> Response:
    """Read the JSON body like /score does and answer {}: the yardstick for /score's overhead."""
    return _bare()


def _bare() -> Response:
    read_json(Request(request.method, request.path, request.headers, read_body()))
    return response(answer({}))


@bp.post("/bench/spin")
def spin() -> Response:
    """The bare request plus `?us=` microseconds of the worker's CPU (at most 10 ms): what a request may
    add to the bare one and keep a given share of its throughput (bench/bench.py, part "budget")."""
    bare = _bare()
    us = min(max(request.args.get("us", 0, type=int), 0), MAX_SPIN_US)
    end = time.process_time() + us / 1e6
    while time.process_time() < end:
        pass
    return bare
