"""The work one request may do: a budget of units, a deadline, and a stop when its client has gone.

A batch (`POST /v1/batch`) and an event's standings (`POST /v1/tournaments/standings`) do the work of many
requests in one. Each runs under a `Work`: every item (a batch item, a table's body) is charged its weight
in units before it runs (`charge`), and between two items `pause` lets the other connections of the same
worker run and says whether to go on (`stopped`: the client has gone or the deadline passed).

Pure Python, like the engines: the HTTP layer (referee.api.work) gives it the check of its client's socket;
the service finds the current request's `Work` in `core.context.budget`.
"""

from __future__ import annotations

import gc
import time
from contextlib import contextmanager
from typing import Callable, Iterator

# Seconds of items between two pauses, and the pause itself. Under gunicorn's gevent worker `time.sleep` is
# gevent's: the pause lets the worker's other greenlets run (a /score that arrived meanwhile is answered in
# it). Not `sleep(0)`: under gevent that runs the greenlets already ready but polls no socket, so a request
# that just arrived would still wait. 5 ms of items at a time keeps another request's wait for its worker
# within a few tens of ms even when every worker computes on a busy machine (README, "Slow clients").
SLICE = 0.005
PAUSE = 0.0001


class Stopped(Exception):
    """A request that cannot be answered in part stopped between two items (its client gone, its time up)."""


class Work:
    """A request's units of work (`budget`), its deadline (time.monotonic()), and how to tell that its
    client has gone (`gone`, e.g. a look at the socket; never, by default)."""

    def __init__(self, budget: int, seconds: float, gone: Callable[[], bool] = lambda: False):
        self.budget = budget
        self.spent = 0
        self.deadline = time.monotonic() + seconds
        self.gone = gone
        self._turn = time.perf_counter()

    def charge(self, units: int) -> bool:
        """Take `units` from the budget: False (and nothing taken) when that would overspend it."""
        if self.spent + units > self.budget:
            return False
        self.spent += units
        return True

    def stopped(self) -> bool:
        """The deadline passed or the client has gone: no further item is worth running."""
        return time.monotonic() > self.deadline or self.gone()

    def pause(self) -> None:
        """Between two items: after SLICE seconds of them, let the worker's other requests run."""
        if time.perf_counter() - self._turn > SLICE:
            time.sleep(PAUSE)
            self._turn = time.perf_counter()


@contextmanager
def collector_paused() -> Iterator[None]:
    """No garbage-collector pass meanwhile. Reading a JSON body makes up to a few hundred thousand objects
    and no cycle, so the passes their count sets off find nothing to free: they took four fifths of
    reading the body with the most lists (bench/worst_case.py, docs/limits.md)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
