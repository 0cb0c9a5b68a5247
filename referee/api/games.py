"""The games' routes, built from the list of game specs: GET /v1/games, GET /v1/games/<game>,
and POST /v1/games/<game>/<operation> for each operation a game has."""
from __future__ import annotations

import importlib
from functools import lru_cache
from typing import Any, Callable

from flask import Blueprint, Response

from ..core.spec import GameSpec
from ..games import SPECS
from ..schemas.common import Operation
from .http import answer, engine_call, load, read_json

bp = Blueprint("games", __name__)


def link(spec: GameSpec, operation: str) -> str:
    return f"/v1/games/{spec.slug}" + ("" if operation == "rules" else "/" + operation)


@bp.get("/v1/games")
def list_games() -> Response:
    """The games, their player counts and the operations each supports."""
    return answer({"games": [
        {"slug": g.slug, "name": g.name, "players": {"min": g.players.start, "max": g.players.stop - 1},
         "operations": list(g.operations), "links": {op: link(g, op) for op in g.operations}}
        for g in SPECS]})


@lru_cache(maxsize=None)
def rules_data(slug: str) -> dict[str, Any]:
    """A game's rules as data: constant, so built once per game."""
    return next(g for g in SPECS if g.slug == slug).rules()


def _rules_view(spec: GameSpec) -> Callable[[], Response]:
    def view() -> Response:
        """One game's rules as data (GET /v1/games/<game>)."""
        return answer(rules_data(spec.slug))
    return view


def _operation_view(operation: Operation) -> Callable[[], Response]:
    def view() -> Response:
        """Load the request with its schema, call the engine, dump its result with the answer schema."""
        body = read_json()
        binding = operation.binding(body)
        return answer(binding.dump.dump(engine_call(binding.call, **load(binding.load, body))))
    return view


for _spec in SPECS:
    bp.add_url_rule(link(_spec, "rules"), endpoint=f"{_spec.slug}_rules", view_func=_rules_view(_spec),
                    methods=["GET"])
    _operations: dict[str, Operation] = importlib.import_module(_spec.schemas).OPERATIONS
    for _name in _spec.operations:
        if _name != "rules":
            bp.add_url_rule(link(_spec, _name), endpoint=f"{_spec.slug}_{_name}",
                            view_func=_operation_view(_operations[_name]), methods=["POST"])
