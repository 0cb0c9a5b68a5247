"""Long requests (a batch, an event's standings) on the server: one at a time per worker, each under a
`core.work.Work` (referee/service/long.py runs it; this module gives it its turn and its client check).

- **In flight**: a worker runs at most `LONG_REQUESTS` of them at once (default 1: a batch computes, so two at
  once on one worker only take twice as long each, and hold twice the memory). Another one waits up to
  `LONG_REQUEST_WAIT` seconds for its turn (leaving at once if its client goes), then gets 503 with
  `Retry-After`. Its body is read before it waits (at most 1 MiB): a client that sends its body slowly holds
  no turn.
- **Memory given back**: after a long request, or any request whose body is over TRIM_AFTER bytes, the C
  library's free memory is returned to the system (glibc's `malloc_trim`, a millisecond or less): without
  it the heap keeps the pages a big body's reading used, and a worker's RSS grows by tens of MB after the
  worst requests, though nothing is kept (bench/worst_case.py reports it).
- **Stopped**: between two items the request stops when its client has closed the connection (the socket
  reads end-of-file or an error; gunicorn's request deadline in referee/gunicorn_conf.py shuts the socket down, so
  it ends there too) or when `LONG_REQUEST_SECONDS` have passed since its turn came, and in any case
  `ANSWER_MARGIN` seconds before the request deadline (REFEREE_REQUEST_DEADLINE), so that it always answers.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import select
import socket
import threading
import time
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from flask import Flask, Response, g, request

DEFAULTS = {
    "LONG_REQUESTS": 1,
    "LONG_REQUEST_WAIT": 3.0,
    "LONG_REQUEST_SECONDS": 10.0,
    "REQUEST_DEADLINE": float(os.environ.get("REFEREE_REQUEST_DEADLINE", 30)),
}
ANSWER_MARGIN = (
    2.0  # seconds kept before the request deadline (referee/gunicorn_conf.py) to write a long request's answer
)
_POLL_GONE = select.POLLHUP | select.POLLERR | select.POLLNVAL | getattr(select, "POLLRDHUP", 0)
_slots_lock = threading.Lock()
TRIM_AFTER = 256 * 1024  # bytes of a body whose reading is worth giving the memory back for


def _malloc_trim() -> Callable[[], Any] | None:
    """glibc's malloc_trim(0); None where the C library has none (musl, macOS)."""
    try:
        trim = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return lambda: trim(0)


_trim = _malloc_trim()


def give_memory_back(response: Response) -> Response:
    """After a long request or a big body: once the answer is written (the request's objects are gone by
    then), the heap's free pages go back to the system."""
    if _trim is not None and (g.get("long_request") or (request.content_length or 0) >= TRIM_AFTER):
        response.call_on_close(_trim)
    return response


def _poll() -> Any:
    """select.poll as the kernel has it: gevent's monkey-patching removes it from `select` (and poll, unlike
    select, takes any descriptor number, past 1024 too)."""
    try:
        from gevent.monkey import get_original  # type: ignore[import-untyped,unused-ignore]

        return get_original("select", "poll")()
    except (ImportError, AttributeError):  # pragma: no cover - gevent is a dependency
        return select.poll()


def client_gone(sock: Any) -> bool:
    """The client has closed its side (end-of-file), reset the connection, or the socket was shut down
    (referee/gunicorn_conf.py's deadline); data waiting to be read (a next request) means it is still there."""
    try:
        fd = sock.fileno()
    except (OSError, ValueError):
        return True
    if fd < 0:
        return True
    poller = _poll()
    poller.register(fd, select.POLLIN | _POLL_GONE)
    events = poller.poll(0)
    if not events:
        return False
    if events[0][1] & _POLL_GONE:
        return True
    try:
        return sock.recv(1, socket.MSG_PEEK) == b""
    except (BlockingIOError, InterruptedError):
        return False
    except OSError:
        return True


def gone_check(environ: dict[str, Any]) -> Callable[[], bool]:
    """How to tell this request's client has gone: its socket under gunicorn; never otherwise (a test client)."""
    sock = environ.get("gunicorn.socket")
    if sock is None:
        return lambda: False
    return lambda: client_gone(sock)


def setting(app: Flask, key: str) -> Any:
    return app.config.get(key, DEFAULTS[key])


def seconds_left(app: Flask, admitted: float) -> float:
    """Seconds a long request whose turn came now may compute: LONG_REQUEST_SECONDS, but never past the
    request deadline (counted from `admitted`, time.monotonic() when its view began, just after its headers)
    less ANSWER_MARGIN, so that it stops with an answer (its items "not processed", or a 503) before
    referee/gunicorn_conf.py's deadline shuts its socket."""
    deadline = float(setting(app, "REQUEST_DEADLINE") or 0)
    own = float(setting(app, "LONG_REQUEST_SECONDS"))
    if not deadline:
        return own
    return max(0.0, min(own, admitted + deadline - ANSWER_MARGIN - time.monotonic()))


def _slots(app: Flask) -> threading.BoundedSemaphore:
    """The app's turns for long requests (under gevent's monkey-patching a gevent semaphore)."""
    slots = app.extensions.get("referee.long_requests")
    if slots is None:
        with _slots_lock:
            slots = app.extensions.setdefault(
                "referee.long_requests", threading.BoundedSemaphore(setting(app, "LONG_REQUESTS"))
            )
    return slots


def _wait_for_turn(slots: threading.BoundedSemaphore, wait: float, gone: Callable[[], bool]) -> bool:
    """A turn, waiting up to `wait` seconds by the clock (a busy worker wakes its waiters late: counting the
    steps instead made six waiters wait 25 s); False when none came or the client left meanwhile."""
    step = 0.05
    until = time.monotonic() + wait
    while True:
        left = until - time.monotonic()
        if slots.acquire(timeout=min(step, max(left, 0.0))):
            if gone():
                slots.release()
                return False
            return True
        if time.monotonic() >= until or gone():
            return False


@contextmanager
def turn(app: Flask, gone: Callable[[], bool], admitted: float) -> Iterator[bool]:
    """A turn for a long request (True), or False when none came within LONG_REQUEST_WAIT seconds, nor
    before the time it would have left to compute ran out (`seconds_left`: a wait never outlasts the request
    deadline, so the 503 is written before the socket is shut), or the client left meanwhile; the turn is
    given back at the end of the block."""
    g.long_request = True
    slots = _slots(app)
    wait = min(float(setting(app, "LONG_REQUEST_WAIT")), seconds_left(app, admitted))
    if not _wait_for_turn(slots, wait, gone):
        yield False
        return
    try:
        yield True
    finally:
        slots.release()


@contextmanager
def long_turn(app: Flask, gone: Callable[[], bool], admitted: float) -> Iterator[float | None]:
    """`turn` as the core asks for it (referee.service.Context.turn): the seconds the request may compute once
    its turn has come (`seconds_left`), or None when none came."""
    with turn(app, gone, admitted) as has_turn:
        yield seconds_left(app, admitted) if has_turn else None
