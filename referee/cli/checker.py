"""A line of an archive answered as the API answers it (`Checker`, by its route's `Route.perform`), and
every core answering chunks of lines (`check_all`)."""

from __future__ import annotations

import gc
import json
import multiprocessing
import signal
from collections import Counter, deque
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, Iterable, Iterator

from marshmallow import Schema

from ..core.context import language
from ..errors import ProblemException
from ..jsonio import parse_json
from ..schemas.batch import BatchItemSchema
from ..service import MAX_BODY, Request, answer_request, http, prepare
from ..service.batch import perform
from ..service.games import ROUTES, Route
from .archive import Chunk

# What a verdict keeps of a 200 answer (the whole answer is there with --full). An answer that nests its
# outcome (Osiris's /replay) names the winner there.
DIGEST = ("legal", "finished", "winner", "possible", "violation")
IN_FLIGHT = 4  # chunks queued per worker: it never waits, and the archive is never all in memory

# A line of an archive is a /v1/batch item whose `id` may be left out: {"id"?, "game", "operation", "body"}.
ARCHIVE_LINE = BatchItemSchema(partial=("id",))


@dataclass(frozen=True)
class Setup:
    lang: str = "en"
    game: str | None = None  # every line is a bare /replay log of this game
    full: bool = False  # each 200 verdict carries the whole answer


def digest_route(route: Route) -> Route:
    """The route with its answer schemas restricted to the DIGEST fields: the same call, the same fields
    dumped the same way, without the breakdowns and the position a verdict does not show."""

    def restricted(schema: Schema) -> Schema:
        only = [name for name in DIGEST if name in schema.fields]
        if "outcome" in schema.fields:
            only.append("outcome.winner")
        return type(schema)(only=only)

    bindings = tuple(replace(b, dump=restricted(b.dump)) for b in route.operation.bindings)
    return replace(route, operation=replace(route.operation, bindings=bindings))


class Checker:
    """Answers requests exactly as the app does; one per process."""

    def __init__(self, setup: Setup):
        self.setup = setup
        prepare()  # the sentences the answers use
        self.routes = dict(ROUTES) if setup.full else {key: digest_route(r) for key, r in ROUTES.items()}

    def answer(self, game: str, operation: str, body: Any) -> tuple[int, Any]:
        """(status, JSON) of POST /v1/games/<game>/<operation> with this body (JSON as read)."""
        return perform(self.routes, game, operation, body)

    def answer_raw(self, game: str, operation: str, raw: bytes) -> tuple[int, Any]:
        """(status, JSON) of POST /v1/games/<game>/<operation> with this body as sent."""
        body = read(raw)
        if body is UNREAD:  # not JSON, or too long: answered by the service's own words, as over HTTP
            answered = answer_request(
                Request(
                    "POST",
                    f"/v1/games/{game}/{operation}",
                    {"Content-Type": "application/json", "Accept-Language": self.setup.lang},
                    raw,
                )
            )
            return answered.status, json.loads(answered.body)
        return self.answer(game, operation, body)

    @cached_property
    def over_the_limit(self) -> bytes:
        """A body one byte over the limit: what a line too long to keep is answered as (any body over the
        limit gets the same 413, whatever it holds)."""
        return bytes(MAX_BODY + 1)

    def respond(self, raw: bytes | None, verdict: dict[str, Any]) -> tuple[str | None, str | None, int, Any]:
        """(game, operation, status, answer) for one line (None: a line over the body limit, not kept);
        the line's `id`, if any, goes in the verdict."""
        if raw is None:
            raw = self.over_the_limit
        if self.setup.game is not None:
            return (self.setup.game, "replay", *self.answer_raw(self.setup.game, "replay", raw))
        parsed = read(raw)
        if parsed is UNREAD:  # any route: the body is read (and refused) before its schema is looked at
            return (None, None, *self.answer_raw(*next(iter(self.routes)), raw))
        try:
            line = http.load(ARCHIVE_LINE, parsed)
        except ProblemException as exc:  # the game and operation the line names, if it names them as text
            named = parsed if isinstance(parsed, dict) else {}
            return (_named(named.get("game")), _named(named.get("operation")), exc.status, exc.to_problem())
        if "id" in line:
            verdict["id"] = line["id"]
        game, operation = line["game"], line["operation"]
        return (game, operation, *self.answer(game, operation, line["body"]))

    def check_line(self, raw: bytes | None, number: int) -> tuple[dict[str, Any], str, str]:
        """The verdict of one line, its kind (legal, illegal, answered, malformed, failed) and the detail
        the summary counts it by (the rule broken, the status)."""
        verdict: dict[str, Any] = {"line": number}
        game, operation, status, answer = self.respond(raw, verdict)
        verdict.update(game=game, operation=operation, status=status)
        return judge(verdict, answer, self.setup.full)

    def check_chunk(self, first: int, lines: Iterable[bytes | None]) -> tuple[bytes, Counter[tuple[str, str]]]:
        """The verdicts of consecutive lines (JSON Lines, UTF-8, one a line; None for a line over the body
        limit) and what they count."""
        language.set(self.setup.lang)
        out: list[str] = []
        counts: Counter[tuple[str, str]] = Counter()
        for number, raw in enumerate(lines, first):
            if raw is not None:
                raw = raw.rstrip(b"\r\n")
            if raw is None or (raw and not raw.isspace()):
                verdict, kind, detail = self.check_line(raw, number)
                counts[kind, detail] += 1
                out.append(json.dumps(verdict, ensure_ascii=False))
            else:  # a blank line is no request and gets no verdict; the summary counts it as blank
                counts["blank", ""] += 1
        out.append("")
        try:
            text = "\n".join(out).encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate echoed from a line: escaped, as the API answers it
            text = "\n".join(_ascii_if_needed(line) for line in out).encode("utf-8")
        return text, counts


def _named(value: Any) -> str | None:
    """What a refused line says its game or operation is: text, or nothing."""
    return value if isinstance(value, str) else None


UNREAD: Any = object()  # what `read` gives for a body the API does not read


def read(raw: bytes) -> Any:
    """The body as the API reads it, or UNREAD where the API answers 400 or 413."""
    if len(raw) > MAX_BODY:
        return UNREAD
    try:
        return parse(raw)
    except (ValueError, RecursionError):
        return UNREAD


def parse(raw: bytes) -> Any:
    """JSON exactly as the API reads a body (no NaN, no key twice, huge numbers kept as markers); raises
    ValueError where the API answers 400 (its words for it come from the service: `Checker.answer_raw`)."""
    return parse_json(raw)


def judge(verdict: dict[str, Any], answer: Any, full: bool) -> tuple[dict[str, Any], str, str]:
    """The verdict with what it keeps of the answer; its kind and the detail the summary counts it by."""
    status = verdict["status"]
    if status != 200:
        verdict["problem"] = answer
        return verdict, "malformed" if status < 500 else "failed", str(status)
    if "legal" in answer:
        verdict["legal"], verdict["finished"] = answer["legal"], answer["finished"]
    if "winner" in answer or "outcome" in answer:
        verdict["winner"] = answer["winner"] if "winner" in answer else (answer["outcome"] or {}).get("winner")
    if "possible" in answer:
        verdict["possible"] = answer["possible"]
    if "violation" in answer:
        violation = answer["violation"]
        verdict["violation"] = violation and {k: v for k, v in violation.items() if k != "move"}
    if full:
        verdict["answer"] = answer
    if "legal" not in answer:
        return verdict, "answered", ""
    if answer["legal"]:
        return verdict, "legal", "finished" if answer["finished"] else "unfinished"
    return verdict, "illegal", answer["violation"]["rule"]


def _ascii_if_needed(line: str) -> str:
    try:
        line.encode("utf-8")
        return line
    except UnicodeEncodeError:
        return json.dumps(json.loads(line))


# --- every core --------------------------------------------------------------------------------------

_checker: Checker | None = None


def _prepare(setup: Setup) -> Checker:
    global _checker
    if _checker is None or _checker.setup != setup:
        _checker = Checker(setup)
    return _checker


def _start_worker(setup: Setup) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the whole group: the command stops its workers
    _prepare(setup)
    # What was built before the work (the app, its schemas and catalogues) lives as long as the worker:
    # the collector need not walk it again. And a game's objects are freed by their reference counts when
    # it is answered (a few dozen outlive it): the collector's pass every 700 new objects, several a game,
    # finds nothing; every 20,000 it still collects what cycles there are. About 3% of the time.
    gc.freeze()
    gc.set_threshold(20_000, 10, 10)


def _check_chunk(chunk: Chunk) -> tuple[bytes, Counter[tuple[str, str]]]:
    assert _checker is not None
    return _checker.check_chunk(chunk.first, chunk.lines())


def check_all(
    work: Iterable[Chunk], setup: Setup, jobs: int
) -> Iterator[tuple[bytes, Counter[tuple[str, str]], Chunk]]:
    """Each chunk's verdicts, in input order, from `jobs` processes: (verdicts, what they count, the chunk)."""
    if jobs == 1:
        _prepare(setup)
        for chunk in work:
            yield (*_check_chunk(chunk), chunk)
        return
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    if context.get_start_method() == "fork":
        _prepare(setup)  # built once, here; every worker inherits it
    with context.Pool(jobs, initializer=_start_worker, initargs=(setup,)) as pool:
        pending: deque[tuple[Any, Chunk]] = deque()
        for chunk in work:
            pending.append((pool.apply_async(_check_chunk, (chunk,)), chunk))
            if len(pending) >= IN_FLIGHT * jobs:
                result, done = pending.popleft()
                yield (*result.get(), done)
        while pending:
            result, done = pending.popleft()
            yield (*result.get(), done)
