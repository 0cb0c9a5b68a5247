"""The games' routes, built from the list of game specs: GET /v1/games, GET /v1/games/<game>,
and POST /v1/games/<game>/<operation> for each operation a game has."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable

from flask import Blueprint, Response

from ..core.spec import GameSpec
from ..errors import ProblemException
from ..games import SPECS
from ..schemas.common import Operation
from . import notation
from .http import answer, engine_call, load, read_json, reply
from .provenance import Provenance

bp = Blueprint("games", __name__)


def link(spec: GameSpec, operation: str) -> str:
    return f"/v1/games/{spec.slug}" + ("" if operation == "rules" else "/" + operation)


@bp.get("/v1/games")
def list_games() -> Response:
    """The games, their player counts and the operations each supports; the links add the paper notation."""
    return answer({"games": [
        {"slug": g.slug, "name": g.name, "players": {"min": g.players.start, "max": g.players.stop - 1},
         "operations": list(g.operations), "links": {**{op: link(g, op) for op in g.operations},
                                                     **({"notation": notation.path(g.slug)}
                                                        if g.slug in notation.NOTATIONS else {})}}
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


@dataclass(frozen=True)
class Route:
    """POST /v1/games/<game>/<operation>: the operation and the provenance of each of its request shapes."""

    game: str
    name: str
    operation: Operation
    provenance: tuple[Provenance, ...]  # by binding

    @classmethod
    def of(cls, game: str, name: str, operation: Operation) -> Route:
        return cls(game, name, operation,
                   tuple(Provenance.of_schema(game, name, binding.load) for binding in operation.bindings))

    def perform(self, body: Any) -> tuple[int, dict[str, Any]]:
        """What the route answers to a body (JSON as read): (200, the answer) or (4xx, the problem).
        Load the body with its schema, call the engine, dump its result with the answer schema and
        say how it was reached. The single request and each item of a batch are this one call."""
        index = self.operation.choose(body)
        binding = self.operation.bindings[index]
        try:
            result = binding.dump.dump(engine_call(binding.call, **load(binding.load, body)))
        except ProblemException as problem:
            return problem.status, problem.to_problem()
        result["provenance"] = self.provenance[index].of(body)
        return 200, result


def _operation_view(route: Route) -> Callable[[], Response]:
    def view() -> Response:
        """One game's operation on the body sent (Route.perform); a replay also reads the paper notation."""
        if route.name == "replay" and route.game in notation.NOTATIONS:
            return notation.replay(route)
        return reply(*route.perform(read_json()))
    return view


ROUTES: dict[tuple[str, str], Route] = {}  # (game, operation) -> its route; /v1/batch looks items up here
for _spec in SPECS:
    bp.add_url_rule(link(_spec, "rules"), endpoint=f"{_spec.slug}_rules", view_func=_rules_view(_spec),
                    methods=["GET"])
    _operations: dict[str, Operation] = importlib.import_module(_spec.schemas).OPERATIONS
    for _name in _spec.operations:
        if _name != "rules":
            ROUTES[_spec.slug, _name] = Route.of(_spec.slug, _name, _operations[_name])
            bp.add_url_rule(link(_spec, _name), endpoint=f"{_spec.slug}_{_name}",
                            view_func=_operation_view(ROUTES[_spec.slug, _name]), methods=["POST"])
