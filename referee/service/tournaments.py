"""POST /v1/tournaments/standings: an event's standings from its tables' results.

A long request (core/work.py): one at a time per worker, each table sent as a body scored by its game's own
route (`games.Route.answer`, the call of its own request) and charged to the request's budget first
(schemas/tournament.py, BUDGET), a pause between two tables, stopped when its client has gone or its time is up
(503), and an answer cut to MAX_ANSWER bytes. Field problems, the tables' own problems and the event's come in
one 422, each at its pointer."""

from __future__ import annotations

from typing import Any, Iterator

from marshmallow import ValidationError

from ..core import work as core_work
from ..core.context import budget as current_budget
from ..core.problems import InvalidInput, PathPart, Problem
from ..core.text import Text
from ..schemas.batch import weight
from ..schemas.common import pointers
from ..schemas.explain import explained
from ..schemas.tournament import BUDGET, OPERATION, Table, TableRequest, event_problems, loaded_rounds, table_of_body
from .games import ROUTES
from .http import Answer, Context, Request, answer, engine_call, invalid, not_an_object, read_json
from .long import time_up

Found = tuple[tuple[PathPart, ...], Any]  # a problem: its path and its sentence (a Text, or marshmallow's words)


def standings(request: Request, context: Context) -> Answer:
    """Load the rounds and the scheme, score every table sent as a body, check and rank the event, dump its
    standings."""
    body = read_json(request)
    if not isinstance(body, dict):
        raise not_an_object()
    binding = OPERATION.binding(body)
    found: list[Found] = []
    try:
        loaded = binding.load.load(body)
    except ValidationError as raised:
        exc = explained(binding.load, raised)
        found += pointers(exc.messages)
        loaded = exc.valid_data
    rounds = loaded_rounds(loaded, body)
    try:
        if rounds is not None:
            found += _scored(rounds, current_budget.get())
            found += [(p.path, p.message) for p in event_problems(rounds, body)]
    except core_work.Stopped:
        return time_up()
    if found:
        raise invalid(found, body)
    event = {**loaded, "rounds": tuple(tuple(tables) for tables in rounds or ())}
    return answer(engine_call(body, lambda: binding.dump.dump(binding.call(**event))))


def _scored(rounds: list[Any], budget: core_work.Work | None) -> Iterator[Found]:
    """Each table sent as a body made a `Table` in place, in the order the event lists them; the problems of
    those that do not give one, at their pointers. Between two tables the worker's other requests run, and a
    client gone stops it (`core_work.Stopped`)."""
    for r, tables in enumerate(rounds):
        scored = list(tables)
        for t, table in enumerate(tables):
            if not isinstance(table, (Table, TableRequest)):
                continue  # a table that did not load: its problems are the load's
            if budget is not None:
                budget.pause()
                if budget.stopped():
                    raise core_work.Stopped()
            if isinstance(table, TableRequest):
                made, problems = _score(table, budget)
                scored[t] = made
                yield from ((("rounds", r, "tables", t) + p.path, p.message) for p in problems)
        rounds[r] = tuple(scored) if isinstance(tables, tuple) else scored


def _score(table: TableRequest, budget: core_work.Work | None) -> tuple[Table | None, list[Problem]]:
    """The table a body gives: its route's answer to it, read; or why it gives none."""
    route = ROUTES[table.spec.slug, table.operation]
    body = table.body
    if budget is not None and not budget.charge(weight(table.operation, route.operation.choose(body), body)):
        return None, [Problem(("body",), Text("tournament.budget_spent", {"max": BUDGET}))]
    if not isinstance(body, dict):
        return None, [Problem(("body",), Text("schema.body_not_object"))]
    try:
        answered = route.answer(body)
    except ValidationError as exc:
        return None, [Problem(("body",) + tuple(path), message) for path, message in pointers(exc.messages)]
    except InvalidInput as exc:
        return None, [Problem(("body",) + p.path, p.message) for p in exc.problems]
    return table_of_body(table, answered)
