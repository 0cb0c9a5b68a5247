"""The games' operations, built from the list of game specs: what GET /v1/games and GET /v1/games/<game>
answer, and the route of each POST /v1/games/<game>/<operation> (`ROUTES`)."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from marshmallow import ValidationError

from ..core.problems import InvalidInput
from ..core.spec import GameSpec
from ..core.text import Text
from ..errors import ProblemException
from ..games import SPECS
from ..schemas import plans
from ..schemas.common import Operation, pointers
from ..schemas.explain import top_level_fields
from .http import engine_problem, invalid, not_an_object
from .provenance import Provenance


def link(spec: GameSpec, operation: str) -> str:
    return f"/v1/games/{spec.slug}" + ("" if operation == "rules" else "/" + operation)


def games_list(notations: Any) -> dict[str, Any]:
    """The games, their player counts and the operations each supports; the links add the paper notation
    of the games in `notations`."""
    return {
        "games": [
            {
                "slug": g.slug,
                "name": g.name,
                "players": {"min": g.players.start, "max": g.players.stop - 1},
                "operations": list(g.operations),
                "links": {
                    **{op: link(g, op) for op in g.operations},
                    **({"notation": f"/v1/games/{g.slug}/notation"} if g.slug in notations else {}),
                },
            }
            for g in SPECS
        ]
    }


@lru_cache(maxsize=None)
def rules_data(slug: str) -> dict[str, Any]:
    """A game's rules as data: constant, so built once per game."""
    return next(g for g in SPECS if g.slug == slug).rules()


@dataclass(frozen=True)
class Route:
    """POST /v1/games/<game>/<operation>: the operation and the provenance of each of its request shapes."""

    game: str
    name: str
    operation: Operation
    provenance: tuple[Provenance, ...]  # by binding
    keys: tuple[frozenset[str], ...]  # by binding: the top-level fields its body may have

    @classmethod
    def of(cls, game: str, name: str, operation: Operation) -> Route:
        return cls(
            game,
            name,
            operation,
            tuple(Provenance.of_schema(game, name, binding.load) for binding in operation.bindings),
            tuple(top_level_fields(binding.load) for binding in operation.bindings),
        )

    def perform(self, body: Any) -> tuple[int, dict[str, Any]]:
        """What the route answers to a body (JSON as read): (200, the answer) or (4xx, the problem): its
        `answer`, and how it was reached. The single request, each item of a batch, a line of `referee check`
        and each table of an event sent as a body are this one call."""
        index = self.operation.choose(body)
        try:
            if not isinstance(body, dict):
                raise not_an_object()
            try:
                result = self.answer(body, index)
            except ValidationError as exc:
                raise invalid([*self.elsewhere(body, index), *pointers(exc.messages)], body) from None
            except InvalidInput as exc:
                raise engine_problem(exc, body) from None
        except ProblemException as problem:
            return problem.status, problem.to_problem()
        result["provenance"] = self.provenance[index].of(body)
        return 200, result

    def elsewhere(self, body: dict[str, Any], index: int) -> list[tuple[tuple[()], Text]]:
        """A body most of whose top-level fields are not this route's but are all another game's (the same
        operation first): the problem that names that game's route, else none. Key sets only: cheap."""
        sent = frozenset(key for key in body if isinstance(key, str))
        if len(sent - self.keys[index]) * 2 <= len(body):
            return []
        others = sorted((r for r in ROUTES.values() if r.game != self.game), key=lambda r: r.name != self.name)
        for route in others:
            if any(sent <= keys for keys in route.keys):
                spec = next(g for g in SPECS if g.slug == route.game)
                return [((), Text("schema.wrong_game", {"game": spec.name, "path": link(spec, route.name)}))]
        return []

    def answer(self, body: dict[str, Any], index: int | None = None) -> dict[str, Any]:
        """Load the body with its schema, call the engine, dump its result with the answer schema; what is
        wrong with the body is raised as it is found (marshmallow's ValidationError, the engine's
        InvalidInput), for `perform` (or an event's standings) to answer. `index`: the binding, if chosen."""
        binding = self.operation.bindings[self.operation.choose(body) if index is None else index]
        loaded = plans.load(binding.load, body)
        result: dict[str, Any] = binding.dump.dump(binding.call(**loaded))
        return result


ROUTES: dict[tuple[str, str], Route] = {}  # (game, operation) -> its route; /v1/batch looks items up here
for _spec in SPECS:
    _operations: dict[str, Operation] = importlib.import_module(_spec.schemas).OPERATIONS
    for _name in _spec.operations:
        if _name != "rules":
            ROUTES[_spec.slug, _name] = Route.of(_spec.slug, _name, _operations[_name])
