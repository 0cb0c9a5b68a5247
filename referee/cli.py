"""The `referee` command: check an archive of requests on every core; print one score as a table.

    referee check ARCHIVE.jsonl [--jobs N] [--out FILE] [--game SLUG] [--lang en|nl] [--full]
    referee score REQUEST.json --game ra [--lang en|nl]

A verdict is what the HTTP API answers for the same request, by the same call: each line is answered
by its route's `Route.perform` (referee/service/games.py), as the single request and a /v1/batch item
are. A line that never reaches a route (not JSON, over the body limit) gets the app's own answer to
that body, through its test client; a line that is not a request is refused as a batch item would be.
"""
from __future__ import annotations

import errno
import gc
import json
import multiprocessing
import os
import signal
import stat
import sys
import tempfile
import time
from collections import Counter, deque
from contextlib import contextmanager, suppress
from dataclasses import dataclass, replace
from functools import cached_property
from itertools import chain, islice
from typing import IO, Any, Callable, Iterable, Iterator, Mapping, Sequence

import click
from marshmallow import Schema

from .command import main as command_main
from .service import MAX_BODY, Request, answer_request, prepare
from .service import http
from .service.batch import perform
from .service.games import ROUTES, Route
from .jsonio import parse_json
from .core.text import LANGUAGES, Text, register_catalogue, signed
from .errors import ProblemException
from .games import SPECS
from .schemas.batch import BatchItemSchema
from .core.context import language


# What a verdict keeps of a 200 answer (the whole answer is there with --full). An answer that nests its
# outcome (Osiris's /replay) names the winner there.
DIGEST = ("legal", "finished", "winner", "possible", "violation")
CHUNK_BYTES = 256 * 1024  # lines a worker takes at once: few round trips, and a steady progress bar
IN_FLIGHT = 4             # chunks queued per worker: it never waits, and the archive is never all in memory

# A line of an archive is a /v1/batch item whose `id` may be left out: {"id"?, "game", "operation", "body"}.
ARCHIVE_LINE = BatchItemSchema(partial=("id",))


@dataclass(frozen=True)
class Setup:
    lang: str = "en"
    game: str | None = None  # every line is a bare /replay log of this game
    full: bool = False       # each 200 verdict carries the whole answer


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
            answered = answer_request(Request("POST", f"/v1/games/{game}/{operation}",
                                              {"Content-Type": "application/json", "Accept-Language": self.setup.lang},
                                              raw))
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


@dataclass(frozen=True)
class Chunk:
    """Consecutive whole lines of an archive. A worker reads them from the file itself (`path`, `offset`,
    `size`): only these few numbers cross to it, not the lines. From a pipe they come along (`data`).
    A line over the body limit is a chunk of its own (`too_long`), its bytes not kept."""

    first: int                # the number of its first line
    size: int                 # in bytes
    count: int = 0            # lines
    data: bytes = b""
    path: str | None = None
    offset: int = 0
    too_long: bool = False

    def lines(self) -> Sequence[bytes | None]:
        if self.too_long:
            return [None]
        data = self.data
        if self.path is not None:
            with open(self.path, "rb") as archive:
                archive.seek(self.offset)
                data = archive.read(self.size)
        lines = data.split(b"\n")
        return lines[:-1] if not lines[-1] else lines  # nothing after the last line's newline


SKIP_BYTES = 1024 * 1024  # the rest of a line over the body limit is read past this much at a time


def chunks(stream: IO[bytes], path: str | None = None, size: int | None = None) -> Iterator[Chunk]:
    """The archive in chunks of whole lines, about `size` bytes each; `path` when the workers can read
    the file themselves. No line is read past the body limit and its line end: the rest of a longer line
    is read past, never kept (a file with no newline, /dev/zero, is read in constant memory)."""
    size = size or CHUNK_BYTES
    first = 1       # the number of the pending chunk's first line
    offset = 0      # where the pending chunk starts in the archive
    count = taken = 0
    pending: list[bytes] = []
    while line := stream.readline(MAX_BODY + 1):
        whole, end = line.endswith(b"\n") or len(line) <= MAX_BODY, b""
        if not whole and line.endswith(b"\r"):  # a line of just the limit, then CR LF (or CR at the end)?
            end = stream.read(1)
            if end in (b"\n", b""):
                whole, line, end = True, line + end, b""
        if whole:
            count, taken = count + 1, taken + len(line)
            if path is None:
                pending.append(line)
            if taken >= size:
                yield Chunk(first, taken, count, b"".join(pending), path, offset)
                first, offset, count, taken, pending = first + count, offset + taken, 0, 0, []
            continue
        if count:  # the lines before it
            yield Chunk(first, taken, count, b"".join(pending), path, offset)
            first, offset, count, taken, pending = first + count, offset + taken, 0, 0, []
        blank, skipped = True, 0
        for piece in _rest_of_line(stream, line + end):
            blank = blank and not piece.strip()  # all blank: no request, as a short blank line
            skipped += len(piece)
        yield Chunk(first, skipped, 1, too_long=not blank)
        first, offset = first + 1, offset + skipped
    if count:
        yield Chunk(first, taken, count, b"".join(pending), path, offset)


def _rest_of_line(stream: IO[bytes], start: bytes) -> Iterator[bytes]:
    """A line from `start` on, a piece of at most SKIP_BYTES at a time, to its newline or the end of the file."""
    piece = start
    peek = getattr(stream, "peek", None)
    while piece:
        yield piece
        if piece.endswith(b"\n"):
            return
        if peek is None:
            piece = stream.readline(SKIP_BYTES)
        else:  # what is buffered, up to its newline: no copying in pieces of a few KiB as readline does
            ahead = peek(SKIP_BYTES)[:SKIP_BYTES]
            newline = ahead.find(b"\n")
            piece = stream.read(len(ahead) if newline < 0 else newline + 1)


def _check_chunk(chunk: Chunk) -> tuple[bytes, Counter[tuple[str, str]]]:
    assert _checker is not None
    return _checker.check_chunk(chunk.first, chunk.lines())


def check_all(work: Iterable[Chunk], setup: Setup, jobs: int
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


# --- the command ---------------------------------------------------------------------------------------

REPLAY_SLUGS = [spec.slug for spec in SPECS if "replay" in spec.operations]
SCORE_SLUGS = [spec.slug for spec in SPECS if {"score", "outcome"} & set(spec.operations)]


CHECK_STATUSES = """\b
Exit status:
  0  every line legal (or answered: a score, an outcome)
  1  some line illegal, malformed or failed
  2  a usage or input error: the archive cannot be read, the output cannot be
     written or is the archive itself"""
SCORE_STATUSES = """\b
Exit status:
  0  the table is printed
  1  the service failed on the request
  2  a usage or input error: the file cannot be read, or the API refuses the
     request (its problem is printed)"""


# The group is referee/command.py's (the console script's entry point, quick to start): these subcommands join it.
main = command_main


class InputError(Exception):
    """A file the command cannot read or write: one line on standard error, exit status 2."""

    def __init__(self, text: Text):
        super().__init__(text)
        self.text = text


REASONS = {errno.ENOENT: "missing", errno.EISDIR: "directory", errno.ELOOP: "loop", errno.EACCES: "denied",
           errno.EPERM: "denied", errno.ENOTDIR: "not_directory", errno.ENOSPC: "full", errno.EROFS: "read_only"}


def file_error(action: str, path: str, exc: OSError) -> InputError:
    """`action` ("read", "write") of `path` failed: the sentence for it, its reason in words."""
    reason = REASONS.get(exc.errno or 0)
    if reason == "missing" and action == "write":
        reason = "no_folder"
    words = Text(f"cli.reason.{reason}") if reason else exc.strerror.lower() if exc.strerror else \
        Text("cli.reason.other")
    name = Text(f"cli.std.{action}") if path == "-" else click.format_filename(path)
    return InputError(Text(f"cli.error.{action}", {"path": name, "reason": words}))


def open_archive(path: str) -> IO[bytes]:
    """The archive to read (- is standard input), or InputError."""
    if path == "-":
        return sys.stdin.buffer
    try:
        return open(path, "rb", buffering=SKIP_BYTES)
    except OSError as exc:
        raise file_error("read", path, exc) from None


def _identity(stats: os.stat_result) -> tuple[int, int]:
    return stats.st_dev, stats.st_ino


@contextmanager
def output(path: str, source: IO[bytes]) -> Iterator[IO[bytes]]:
    """Where the verdicts go (- is standard output). A regular file is written as a temporary file next to
    it, renamed over it at the end: an interrupted run leaves it as it was. The archive itself (by any name,
    a link included) is refused, so the verdicts never overwrite it as it is read. A failure to write is an
    InputError (a broken pipe stays one: the reader has gone)."""
    archive = _regular_identity(source)
    if path == "-":
        sink = sys.stdout.buffer
        if archive is not None and archive == _regular_identity(sink):  # `referee check a.jsonl >> a.jsonl`
            raise InputError(Text("cli.error.same_stdout"))
        with _writing(sink, path, close=False):
            yield sink
        return
    try:
        existing: os.stat_result | None = os.stat(path)
    except FileNotFoundError:
        existing = None
    except OSError as exc:
        raise file_error("write", path, exc) from None
    if existing is not None and archive == _identity(existing):
        raise InputError(Text("cli.error.same", {"path": click.format_filename(path)}))
    if existing is not None and stat.S_ISDIR(existing.st_mode):
        raise file_error("write", path, IsADirectoryError(errno.EISDIR, "a directory"))
    if existing is not None and not stat.S_ISREG(existing.st_mode):  # /dev/null, a terminal, a pipe
        try:
            sink = open(path, "wb")
        except OSError as exc:
            raise file_error("write", path, exc) from None
        with _writing(sink, path):
            yield sink
        return
    target = os.path.realpath(path)  # through a symbolic link: the file it names is replaced, the link kept
    folder, name = os.path.split(target)
    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise file_error("write", path, exc) from None
    try:
        os.fchmod(fd, stat.S_IMODE(existing.st_mode) if existing is not None else 0o666 & ~_umask())
        with _writing(open(fd, "wb"), path, sync=True) as sink:
            yield sink
        try:
            os.replace(temporary, target)
        except OSError as exc:
            raise file_error("write", path, exc) from None
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise


@contextmanager
def _writing(sink: IO[bytes], path: str, close: bool = True, sync: bool = False) -> Iterator[IO[bytes]]:
    """The sink, flushed (and synced to the disk) once the work is done, a failure to as InputError; closed
    however the work ends."""
    try:
        yield sink
        try:
            sink.flush()
            if sync:
                os.fsync(sink.fileno())
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise file_error("write", path, exc) from None
    finally:
        if close:
            with suppress(OSError):
                sink.close()


def _regular_identity(stream: IO[bytes]) -> tuple[int, int] | None:
    """(device, inode) of the regular file behind a stream; None for a pipe, a terminal, a device."""
    try:
        stats = os.fstat(stream.fileno())
    except (OSError, ValueError, AttributeError):  # a test's in-memory stream
        return None
    return _identity(stats) if stat.S_ISREG(stats.st_mode) else None


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def available_cores() -> int:
    """The cores this process may run on (its affinity where the system says, else all of them)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def capped_jobs(asked: int | None, work: Iterator[Chunk]) -> tuple[int, Iterator[Chunk], Text | None]:
    """The processes to check with: `asked` (default: every core), no more than the cores and the archive's
    lines; the work as before (its first chunks read ahead to count them), and the sentence saying so when
    `asked` was cut."""
    cores = available_cores()
    jobs = min(asked or cores, cores)
    head = list(islice(work, jobs))  # fewer than `jobs` chunks: the whole archive, its lines counted
    lines = sum(chunk.count for chunk in head) if len(head) < jobs else jobs
    if asked is None:  # by default a process per chunk (CHUNK_BYTES) at most: a small archive is checked in
        # this one, since starting workers and building their engine costs more than its few lines take
        return max(min(jobs, len(head)), 1), chain(head, work), None
    note = None
    if asked is not None and asked > cores and cores <= max(lines, 1):
        note = Text("cli.capped.cores", {"cores": cores, "jobs": cores, "asked": asked})
    jobs = min(jobs, max(lines, 1))
    if asked is not None and asked > jobs and note is None:
        note = Text("cli.capped.lines", {"lines": lines, "jobs": jobs, "asked": asked})
    return jobs, chain(head, work), note


class Progress:
    """A line on a terminal, redrawn at most every `every` seconds: the lines done, games/s and, when the
    archive's size is known, the share done and the time left (from the bytes read).

    Not click.progressbar: it measures progress and the time left in the unit it counts, where this bar's
    share is in bytes (the file's size is known, its lines are not) while it counts lines; and its info has no
    place for the rate (games/s) nor for words in the user's language (en, nl), which this line needs."""

    WIDTH = 20  # of the bar

    def __init__(self, stream: IO[str], total: int | None, lang: str, every: float = 0.25,
                 clock: Callable[[], float] = time.monotonic):
        self.stream, self.total, self.lang, self.every, self.clock = stream, total, lang, every, clock
        self.start = clock()
        self.drawn = -float("inf")
        self.lines = self.done = self.width = 0

    def update(self, lines: int, size: int) -> None:
        self.lines += lines
        self.done += size
        if self.clock() - self.drawn >= self.every:
            self.draw()

    def draw(self) -> None:
        now = self.clock()
        self.drawn = now
        seconds = now - self.start
        rate = f"{self.lines / seconds:.0f}" if seconds > 0 else "-"
        if self.total:
            share = min(self.done / self.total, 1.0)
            left = seconds * (self.total - self.done) / self.done if self.done else None
            filled = round(share * self.WIDTH)
            text = f"[{'#' * filled}{'-' * (self.WIDTH - filled)}] " + Text("cli.progress", {
                "percent": f"{share * 100:3.0f}", "lines": self.lines, "rate": rate,
                "left": _clock(left)}).render(self.lang)
        else:
            text = Text("cli.progress.open", {"lines": self.lines, "rate": rate}).render(self.lang)
        text = text[:_columns(self.stream) - 1]
        self.stream.write("\r" + text.ljust(self.width))
        self.stream.flush()
        self.width = len(text)

    def close(self) -> None:
        self.draw()
        self.stream.write("\n")
        self.stream.flush()


def _clock(seconds: float | None) -> str:
    if seconds is None:
        return "-:--"
    minutes, secs = divmod(round(max(seconds, 0)), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def _columns(stream: IO[str]) -> int:
    try:
        return os.get_terminal_size(stream.fileno()).columns or 80
    except (OSError, ValueError, AttributeError):
        return 80


@main.command(short_help="Check an archive of requests (JSON Lines) on every core.", epilog=CHECK_STATUSES)
@click.argument("archive", type=click.Path(readable=False, allow_dash=True))
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None,
              help="Processes to check with (default: one per 256 KiB of archive, up to every core; never more than "
                   "the cores or the lines).")
@click.option("--out", "-o", type=click.Path(readable=False, allow_dash=True), default="-", metavar="FILE",
              help="Write the verdicts here (default: standard output), never over the archive; a file is "
                   "replaced only once all is written.")
@click.option("--game", "-g", type=click.Choice(REPLAY_SLUGS),
              help="Every line is a bare move log of this game (its /replay body).")
@click.option("--lang", type=click.Choice(LANGUAGES), default="en", show_default=True,
              help="The language of the answers' sentences (as Accept-Language).")
@click.option("--full", is_flag=True, help="Put the whole answer in each verdict of a 200.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar (shown only on a terminal anyway).")
def check(archive: str, jobs: int | None, out: str, game: str | None, lang: str, full: bool, quiet: bool) -> None:
    """Check an archive: one request per line, one verdict per line, in order.

    A line of ARCHIVE (JSON Lines; - reads standard input) is {"game", "operation", "body"} (and
    optionally "id"), or with --game a bare move log. Its verdict is one JSON line: the line number,
    game, operation and status the API answers for that body, and for a 200 whether the game is legal
    and finished, the winner and the first violation (index, rule, reason), or else the problem as the
    API words it. A line over the API's body limit (1 MiB) is answered 413 without being kept. A summary
    follows on standard error, and while it runs on a terminal a progress bar (lines, games/s, time left).
    """
    register_catalogue(MESSAGES)
    tally: Counter[tuple[str, str]] = Counter()
    start = time.perf_counter()
    bar: Progress | None = None
    try:
        source = open_archive(archive)
        with source, output(out, source) as sink:
            regular = _regular_identity(source) is not None
            path = os.path.abspath(archive) if archive != "-" and regular else None
            jobs, work, note = capped_jobs(jobs, _reading(chunks(source, path), archive))
            if note is not None:
                click.echo(note.render(lang), err=True)
            stderr = sys.stderr
            shown = not quiet and stderr.isatty() and not (out == "-" and sys.stdout.isatty())
            bar = Progress(stderr, _size(source) if regular else None, lang) if shown else None
            for verdicts, counts, chunk in check_all(work, Setup(lang, game, full), jobs):
                try:
                    sink.write(verdicts)
                except BrokenPipeError:
                    raise
                except OSError as exc:
                    raise file_error("write", out, exc) from None
                tally.update(counts)
                if bar is not None:
                    bar.update(chunk.count, chunk.size)
            if bar is not None:
                bar.close()
    except InputError as exc:
        click.echo(f"referee: {exc.text.render(lang)}", err=True)
        sys.exit(2)
    except BrokenPipeError:  # `referee check … | head`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
    except KeyboardInterrupt:  # Ctrl-C: the output file is left as it was
        if bar is not None:
            click.echo("", err=True)  # below the bar
        sys.exit(130)
    click.echo(summary(tally, time.perf_counter() - start, jobs, lang), err=True)
    if any(kind not in ("legal", "answered", "blank") for kind, _ in tally):
        sys.exit(1)


def _reading(work: Iterator[Chunk], archive: str) -> Iterator[Chunk]:
    """The chunks, a failure to read the archive (a disk error) as InputError."""
    try:
        yield from work
    except OSError as exc:
        raise file_error("read", archive, exc) from None


def _size(stream: IO[bytes]) -> int | None:
    try:
        return os.fstat(stream.fileno()).st_size or None
    except (OSError, ValueError, AttributeError):  # a pipe, or a test's in-memory stream
        return None


def summary(tally: Mapping[tuple[str, str], int], seconds: float, jobs: int, lang: str = "en") -> str:
    """Games, legal, illegal by rule, malformed, time and games/s, one line each."""
    by_kind: dict[str, Counter[str]] = {}
    for (kind, detail), n in tally.items():
        by_kind.setdefault(kind, Counter())[detail] += n
    lines = sum(tally.values())
    games = lines - tally.get(("blank", ""), 0)  # requests: a blank line is none

    def line(kind: str, parts: Mapping[str, int]) -> str:
        total = sum(parts.values())
        label = Text(f"cli.summary.{kind}").render(lang)
        split = ", ".join(f"{detail} {n}" for detail, n in sorted(parts.items(), key=_by_rule) if detail)
        return f"  {label:<12}{total:>7}" + (f"  ({split})" if split and total else "")

    legal = by_kind.get("legal", Counter())
    out = [Text("cli.summary.head", {"games": lines, "seconds": f"{seconds:.2f}", "jobs": jobs,
                                     "rate": f"{games / seconds:.0f}" if seconds > 0 else "-"}).render(lang),
           line("legal", {Text(f"cli.summary.{k}").render(lang): n for k, n in legal.items()}),
           line("illegal", by_kind.get("illegal", Counter())),
           line("malformed", by_kind.get("malformed", Counter()))]
    for kind in ("answered", "failed", "blank"):
        if kind in by_kind:
            out.append(line(kind, by_kind[kind]))
    return "\n".join(out)


def _by_rule(item: tuple[str, int]) -> tuple[str, int, str]:
    # R9 before R12: the letters, then the number
    detail = item[0]
    digits = detail.lstrip("".join(c for c in detail if not c.isdigit()))
    head = detail[: len(detail) - len(digits)]
    return head, int(digits) if digits.isdigit() else 0, detail


@main.command(short_help="Print a /score or /outcome answer as a table.", epilog=SCORE_STATUSES)
@click.argument("request", type=click.Path(readable=False, allow_dash=True))
@click.option("--game", "-g", type=click.Choice(SCORE_SLUGS), required=True,
              help="The game: its /score body (Ra, Priests of Ra) or /outcome body (Osiris, Sakkara).")
@click.option("--lang", type=click.Choice(LANGUAGES), default="en", show_default=True,
              help="The language of the sentences (as Accept-Language).")
def score(request: str, game: str, lang: str) -> None:
    """Score REQUEST (a /score or /outcome body; - reads standard input) and print it as a table."""
    register_catalogue(MESSAGES)
    language.set(lang)
    spec = next(s for s in SPECS if s.slug == game)
    operation = "score" if "score" in spec.operations else "outcome"
    try:
        with open_archive(request) as source:
            body = source.read(MAX_BODY + 1)  # no more than the API reads: one byte over is its 413
    except InputError as exc:
        click.echo(f"referee: {exc.text.render(lang)}", err=True)
        sys.exit(2)
    except OSError as exc:
        click.echo(f"referee: {file_error('read', request, exc).text.render(lang)}", err=True)
        sys.exit(2)
    checker = Checker(Setup(lang=lang, full=True))
    status, answer = checker.answer_raw(game, operation, body)
    if status != 200:
        click.echo(problem_text(answer), err=True)
        sys.exit(2 if status < 500 else 1)
    click.echo(score_table(spec.name, answer, lang))


def problem_text(problem: Mapping[str, Any]) -> str:
    lines = [f"{problem['title']}: {problem['detail']}"]
    lines += [f"  {error['pointer'] or '/'}: {error['detail']}" for error in problem.get("errors", [])]
    return "\n".join(lines)


def score_table(game: str, answer: Mapping[str, Any], lang: str = "en") -> str:
    """A /score answer (one epoch or a whole game) or an /outcome answer, as a table to read."""
    if "epochs" in answer or "epoch" in answer:
        blocks = [_epoch_table(game, epoch, lang) for epoch in answer.get("epochs", [answer])]
    else:
        blocks = [[game, *(f"  {player['detail']}" for player in answer.get("players", []) if player.get("detail"))]]
    if answer.get("standings"):
        blocks.append(_standings_table(answer["standings"], lang))
    if answer.get("detail"):
        blocks.append([answer["detail"]])
    winner = answer.get("winner")
    blocks.append([Text("cli.winner", {"name": winner}).render(lang) if winner else Text("cli.no_winner").render(lang)])
    return "\n\n".join("\n".join(block) for block in blocks)


def _epoch_table(game: str, epoch: Mapping[str, Any], lang: str) -> list[str]:
    total = Text("cli.total").render(lang)
    rows = {line["key"]: _row_name(line["key"], lang) for player in epoch["players"] for line in player["breakdown"]}
    width = max([len(total), *(len(name) for name in rows.values())])
    out = [Text("cli.epoch", {"game": game, "epoch": epoch["epoch"]}).render(lang)]
    for player in epoch["players"]:
        out += ["", player["name"]]
        out += [f"  {rows[line['key']]:<{width}}  {signed(line['points']):>4}  {line['detail']}"
                for line in player["breakdown"]]
        out.append(f"  {total:<{width}}  {signed(player['points']):>4}  " + Text("cli.fame", {
            "before": player["fame_before"], "after": player["fame"]}).render(lang))
    return out


def _row_name(key: str, lang: str) -> str:
    """A breakdown line's name in the table's language (the answer's `key` is the same in every language)."""
    name = f"cli.row.{key}"
    return Text(name).render(lang) if name in MESSAGES.get(lang, {}) else key


def _standings_table(standings: list[Mapping[str, Any]], lang: str) -> list[str]:
    """Rank, name and the sentence that placed each (every game's standings carry one)."""
    width = max(len(s["name"]) for s in standings)
    out = [Text("cli.standings").render(lang)]
    for s in standings:
        out.append(f"  {s['rank']:>2}. {s['name']:<{width}}  {s.get('detail', '')}".rstrip())
    return out


MESSAGES = {
    "en": {
        "cli.progress": "{percent}% {lines:# line|# lines} checked, {rate} games/s, {left} left",
        "cli.progress.open": "{lines:# line|# lines} checked, {rate} games/s",
        "cli.capped.cores": "This machine lets the command use {cores:# core|# cores}: "
                            "checking with {jobs:# process|# processes}, not {asked}.",
        "cli.capped.lines": "The archive has {lines:# line|# lines}: checking with {jobs:# process|# processes}, "
                            "not {asked}.",
        "cli.error.read": "Cannot read {path}: {reason}.",
        "cli.error.write": "Cannot write {path}: {reason}.",
        "cli.error.same": "--out {path} is the archive itself: the verdicts would overwrite it. "
                          "Write them to another file.",
        "cli.error.same_stdout": "Standard output is the archive itself: the verdicts would overwrite it. "
                                 "Write them to another file.",
        "cli.std.read": "standard input",
        "cli.std.write": "standard output",
        "cli.reason.other": "the system gives no reason",
        "cli.reason.missing": "there is no such file",
        "cli.reason.no_folder": "there is no such folder",
        "cli.reason.directory": "it is a directory",
        "cli.reason.loop": "its symbolic links go round in a loop",
        "cli.reason.denied": "permission denied",
        "cli.reason.not_directory": "a part of its path is not a directory",
        "cli.reason.full": "the disk is full",
        "cli.reason.read_only": "the file system is read-only",
        "cli.summary.head": "{games:# line|# lines} in {seconds} s: {rate} games/s ({jobs:# process|# processes})",
        "cli.summary.legal": "legal",
        "cli.summary.finished": "finished",
        "cli.summary.unfinished": "unfinished",
        "cli.summary.illegal": "illegal",
        "cli.summary.malformed": "malformed",
        "cli.summary.answered": "answered",
        "cli.summary.failed": "failed",
        "cli.summary.blank": "blank",
        "cli.epoch": "{game}, epoch {epoch}",
        "cli.total": "total",
        "cli.fame": "fame {before} -> {after}",
        "cli.standings": "Standings",
        "cli.winner": "Winner: {name}",
        "cli.no_winner": "No winner yet.",
        "cli.row.gods": "gods",
        "cli.row.pharaohs": "pharaohs",
        "cli.row.nile": "nile",
        "cli.row.civilizations": "civilizations",
        "cli.row.gold": "gold",
        "cli.row.monuments": "monuments",
        "cli.row.suns": "suns",
        "cli.row.ankhs": "ankhs",
        "cli.row.scribes": "scribes",
        "cli.row.warriors": "warriors",
        "cli.row.priests": "priests",
        "cli.row.merchants": "merchants",
        "cli.row.chambers": "chambers",
        "cli.row.farmers": "farmers",
        "cli.row.buildings": "buildings",
        "cli.row.pyramid": "pyramid",
        "cli.row.plagues": "plagues",
    },
    "nl": {
        "cli.progress": "{percent}% {lines:# regel|# regels} gecontroleerd, {rate} spellen/s, nog {left}",
        "cli.progress.open": "{lines:# regel|# regels} gecontroleerd, {rate} spellen/s",
        "cli.capped.cores": "Deze machine geeft de opdracht {cores:# kern|# kernen}: "
                            "controle met {jobs:# proces|# processen}, niet {asked}.",
        "cli.capped.lines": "Het archief heeft {lines:# regel|# regels}: controle met {jobs:# proces|# processen}, "
                            "niet {asked}.",
        "cli.error.read": "Kan {path} niet lezen: {reason}.",
        "cli.error.write": "Kan {path} niet schrijven: {reason}.",
        "cli.error.same": "--out {path} is het archief zelf: de uitspraken zouden het overschrijven. "
                          "Schrijf ze naar een ander bestand.",
        "cli.error.same_stdout": "De standaarduitvoer is het archief zelf: de uitspraken zouden het overschrijven. "
                                 "Schrijf ze naar een ander bestand.",
        "cli.std.read": "de standaardinvoer",
        "cli.std.write": "de standaarduitvoer",
        "cli.reason.other": "het systeem zegt niet waarom",
        "cli.reason.missing": "dat bestand bestaat niet",
        "cli.reason.no_folder": "die map bestaat niet",
        "cli.reason.directory": "het is een map",
        "cli.reason.loop": "de symbolische koppelingen vormen een kring",
        "cli.reason.denied": "geen toestemming",
        "cli.reason.not_directory": "een deel van het pad is geen map",
        "cli.reason.full": "de schijf is vol",
        "cli.reason.read_only": "het bestandssysteem is alleen-lezen",
        "cli.summary.head": "{games:# regel|# regels} in {seconds} s: {rate} spellen/s ({jobs:# proces|# processen})",
        "cli.summary.legal": "legaal",
        "cli.summary.finished": "uitgespeeld",
        "cli.summary.unfinished": "niet uitgespeeld",
        "cli.summary.illegal": "illegaal",
        "cli.summary.malformed": "onbruikbaar",
        "cli.summary.answered": "beantwoord",
        "cli.summary.failed": "mislukt",
        "cli.summary.blank": "leeg",
        "cli.epoch": "{game}, tijdperk {epoch}",
        "cli.total": "totaal",
        "cli.fame": "roem {before} -> {after}",
        "cli.standings": "Stand",
        "cli.winner": "Winnaar: {name}",
        "cli.no_winner": "Nog geen winnaar.",
        "cli.row.gods": "goden",
        "cli.row.pharaohs": "farao's",
        "cli.row.nile": "Nijl",
        "cli.row.civilizations": "beschavingen",
        "cli.row.gold": "goud",
        "cli.row.monuments": "monumenten",
        "cli.row.suns": "zonnen",
        "cli.row.ankhs": "ankerkruisen",
        "cli.row.scribes": "schrijvers",
        "cli.row.warriors": "krijgers",
        "cli.row.priests": "priesters",
        "cli.row.merchants": "handelaars",
        "cli.row.chambers": "kamers",
        "cli.row.farmers": "boeren",
        "cli.row.buildings": "gebouwen",
        "cli.row.pyramid": "piramide",
        "cli.row.plagues": "plagen",
    },
}


@main.command(short_help="Write the phone form with its engine as static files: a referee with no server.")
@click.argument("folder", type=click.Path())
@click.option("--force", is_flag=True,
              help="Write into a folder that holds other files too, replacing those of the same names.")
@click.option("--lang", type=click.Choice(LANGUAGES), default="en", show_default=True,
              help="The language of what the command says.")
def site(folder: str, force: bool, lang: str) -> None:
    """Write the phone form and the referee's engine into FOLDER as static files (about 15 MB): served by any
    static web server, the form referees every game in the browser with no referee server, offline too once
    opened. FOLDER must be empty (or new), or hold a site written before: its files are replaced and those the
    new one no longer has removed, and nothing else is touched. Never the top of the disk, the home folder or
    through a symbolic link. Exit status: 0 written; 2 the folder cannot or may not be written. Nothing is
    written with an engine built from other Python than this package's: it says so, names the command that rebuilds
    it and exits 2 too."""
    from .api.site import SITE_MESSAGES, SiteRefused, write_site  # noqa: PLC0415 (Flask is imported for this command only)

    register_catalogue(MESSAGES)
    register_catalogue(SITE_MESSAGES)
    try:
        written = write_site(folder, force=force)
    except SiteRefused as refused:
        click.echo(f"referee: {refused.text.render(lang)}", err=True)
        sys.exit(2)
    except OSError as exc:
        click.echo(f"referee: {file_error('write', exc.filename or folder, exc).text.render(lang)}", err=True)
        sys.exit(2)
    if written.removed:
        click.echo(Text("site.removed", {"files": len(written.removed)}).render(lang))
    click.echo(Text("site.written", {"files": len(written.files), "megabytes": round(written.size / 1e6),
                                     "folder": click.format_filename(folder)}).render(lang))
