"""Long requests (a batch, an event's standings): the work of many requests in one, run under a
`core.work.Work` of a budget in units, a deadline and a check that its client is still there; and their
503s, which ask the client to come back in RETRY_AFTER seconds. The server gives each its turn first
(referee/api/work.py: one at a time per worker)."""

from __future__ import annotations

from typing import Callable

from ..core import work
from ..core.text import Text
from ..errors import ProblemException
from ..core.context import budget as current_budget
from ..core.context import language
from .http import Answer, Context, Request, problem_answer

BUSY_TYPE = "urn:referee:problem:busy"
RETRY_AFTER = 1  # seconds a 503 asks the client to wait

Handler = Callable[[Request, Context], Answer]


def run_long(budget: int, handle: Handler, request: Request, context: Context) -> Answer:
    """`handle` under a Work of `budget` units and the context's deadline and client check."""
    token = current_budget.set(work.Work(budget, context.long_seconds, context.gone))
    try:
        return handle(request, context)
    finally:
        current_budget.reset(token)


def busy() -> Answer:
    """503: every turn for long requests is taken; try again in RETRY_AFTER seconds."""
    return _retry_later("work.busy")


def time_up() -> Answer:
    """503: a request that cannot be answered in part stopped before its end (its time up, or its client gone)."""
    return _retry_later("work.time_up")


def _retry_later(detail: str) -> Answer:
    lang = language.get()
    problem = ProblemException(503, Text("work.busy.title").render(lang), Text(detail).render(lang), type=BUSY_TYPE)
    return problem_answer(problem, (("Retry-After", str(RETRY_AFTER)),))


MESSAGES = {
    "en": {
        "work.busy.title": "Busy",
        "work.busy": "The server is busy with other long requests; send this one again in a moment.",
        "work.time_up": "The server is too busy to finish this request in time; send it again in a moment.",
    },
    "nl": {
        "work.busy.title": "Bezet",
        "work.busy": "De server is bezig met andere lange verzoeken; stuur dit verzoek zo opnieuw.",
        "work.time_up": "De server is te druk om dit verzoek op tijd af te maken; stuur het zo opnieuw.",
    },
}
