"""The `referee` command: check an archive of requests on every core; print one score as a table.

    referee check ARCHIVE.jsonl [--jobs N] [--out FILE] [--game SLUG] [--lang en|nl] [--full]
    referee score REQUEST.json --game ra [--lang en|nl]

A verdict is what the HTTP API answers for the same request, by the same call: each line is answered
by its route's `Route.perform` (referee/api/games.py), as the single request and a /v1/batch item
are. A line that never reaches a route (not JSON, over the body limit) gets the app's own answer to
that body, through its test client; a line that is not a request is refused as a batch item would be.
"""
from __future__ import annotations

import gc
import json
import logging
import multiprocessing
import os
import sys
import time
from collections import Counter, deque
from contextlib import ExitStack
from dataclasses import dataclass, replace
from typing import IO, Any, Iterable, Iterator, Mapping

import click
from marshmallow import Schema

from ._version import __version__
from .api import http
from .api.batch import perform
from .api.games import ROUTES, Route
from .app import MAX_BODY, create_app
from .core.text import LANGUAGES, Text, register_catalogue, signed
from .errors import ProblemException
from .games import SPECS
from .schemas.batch import BatchItemSchema
from .schemas.common import language


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
        self.app = create_app()
        self.client = self.app.test_client()
        self.routes = dict(ROUTES) if setup.full else {key: digest_route(r) for key, r in ROUTES.items()}

    def answer(self, game: str, operation: str, body: Any) -> tuple[int, Any]:
        """(status, JSON) of POST /v1/games/<game>/<operation> with this body (JSON as read)."""
        return perform(self.routes, game, operation, body)

    def answer_raw(self, game: str, operation: str, raw: bytes) -> tuple[int, Any]:
        """(status, JSON) of POST /v1/games/<game>/<operation> with this body as sent."""
        body = read(raw)
        if body is UNREAD:  # not JSON, or too long: the app words it, as over HTTP
            response = self.client.post(f"/v1/games/{game}/{operation}", data=raw, content_type="application/json",
                                        headers={"Accept-Language": self.setup.lang})
            return response.status_code, response.get_json()
        return self.answer(game, operation, body)

    def respond(self, raw: bytes, verdict: dict[str, Any]) -> tuple[str | None, str | None, int, Any]:
        """(game, operation, status, answer) for one line; the line's `id`, if any, goes in the verdict."""
        if self.setup.game is not None:
            return (self.setup.game, "replay", *self.answer_raw(self.setup.game, "replay", raw))
        parsed = read(raw)
        if parsed is UNREAD:  # any route: the body is read (and refused) before its schema is looked at
            return (None, None, *self.answer_raw(*next(iter(self.routes)), raw))
        try:
            line = http.load(ARCHIVE_LINE, parsed)
        except ProblemException as exc:
            return None, None, exc.status, exc.to_problem()
        if "id" in line:
            verdict["id"] = line["id"]
        game, operation = line["game"], line["operation"]
        return (game, operation, *self.answer(game, operation, line["body"]))

    def check_line(self, raw: bytes, number: int) -> tuple[dict[str, Any], str, str]:
        """The verdict of one line, its kind (legal, illegal, answered, malformed, failed) and the detail
        the summary counts it by (the rule broken, the status)."""
        verdict: dict[str, Any] = {"line": number}
        game, operation, status, answer = self.respond(raw, verdict)
        verdict.update(game=game, operation=operation, status=status)
        return judge(verdict, answer, self.setup.full)

    def check_chunk(self, first: int, lines: Iterable[bytes]) -> tuple[bytes, Counter[tuple[str, str]]]:
        """The verdicts of consecutive lines (JSON Lines, UTF-8, one a line) and what they count."""
        language.set(self.setup.lang)
        out: list[str] = []
        counts: Counter[tuple[str, str]] = Counter()
        for number, raw in enumerate(lines, first):
            raw = raw.rstrip(b"\r\n")
            if raw and not raw.isspace():  # a blank line is no request (its number still counts)
                verdict, kind, detail = self.check_line(raw, number)
                counts[kind, detail] += 1
                out.append(json.dumps(verdict, ensure_ascii=False))
        out.append("")
        try:
            text = "\n".join(out).encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate echoed from a line: escaped, as the API answers it
            text = "\n".join(_ascii_if_needed(line) for line in out).encode("utf-8")
        return text, counts


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
    ValueError where the API answers 400 (its words for it come from the app: `Checker.answer_raw`)."""
    return http.parse_json(raw)


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
    `size`): only these few numbers cross to it, not the lines. From a pipe they come along (`data`)."""

    first: int                # the number of its first line
    size: int                 # in bytes
    data: bytes = b""
    path: str | None = None
    offset: int = 0

    def lines(self) -> list[bytes]:
        data = self.data
        if self.path is not None:
            with open(self.path, "rb") as archive:
                archive.seek(self.offset)
                data = archive.read(self.size)
        lines = data.split(b"\n")
        return lines[:-1] if not lines[-1] else lines  # nothing after the last line's newline


def chunks(stream: IO[bytes], path: str | None = None, size: int | None = None) -> Iterator[Chunk]:
    """The archive in chunks of whole lines, about `size` bytes each; `path` when the workers can read
    the file themselves."""
    size = size or CHUNK_BYTES
    first = 1
    offset = 0
    while data := stream.read(size):
        if not data.endswith(b"\n"):
            data += stream.readline()  # to the end of its last line
        yield Chunk(first, len(data), path=path, offset=offset) if path else Chunk(first, len(data), data)
        first += data.count(b"\n")
        offset += len(data)


def _check_chunk(chunk: Chunk) -> tuple[bytes, Counter[tuple[str, str]]]:
    assert _checker is not None
    return _checker.check_chunk(chunk.first, chunk.lines())


def check_all(work: Iterable[Chunk], setup: Setup, jobs: int
              ) -> Iterator[tuple[bytes, Counter[tuple[str, str]], int]]:
    """Each chunk's verdicts, in input order, from `jobs` processes: (verdicts, what they count, its bytes)."""
    if jobs == 1:
        _prepare(setup)
        for chunk in work:
            yield (*_check_chunk(chunk), chunk.size)
        return
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    if context.get_start_method() == "fork":
        _prepare(setup)  # built once, here; every worker inherits it
    with context.Pool(jobs, initializer=_start_worker, initargs=(setup,)) as pool:
        pending: deque[tuple[Any, int]] = deque()
        for chunk in work:
            pending.append((pool.apply_async(_check_chunk, (chunk,)), chunk.size))
            if len(pending) >= IN_FLIGHT * jobs:
                result, size = pending.popleft()
                yield (*result.get(), size)
        while pending:
            result, size = pending.popleft()
            yield (*result.get(), size)


# --- the command ---------------------------------------------------------------------------------------

REPLAY_SLUGS = [spec.slug for spec in SPECS if "replay" in spec.operations]
SCORE_SLUGS = [spec.slug for spec in SPECS if {"score", "outcome"} & set(spec.operations)]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="referee", message="%(prog)s %(version)s")
def main() -> None:
    """Referee Ra, Priests of Ra, Osiris and Sakkara from the command line: the same answers as the API."""
    logging.basicConfig(level=logging.WARNING, format="referee: %(message)s")


@main.command(short_help="Check an archive of requests (JSON Lines) on every core.")
@click.argument("archive", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None,
              help="Processes to check with (default: every core).")
@click.option("--out", "-o", type=click.Path(dir_okay=False, writable=True, allow_dash=True), default="-",
              help="Write the verdicts here (default: standard output).")
@click.option("--game", "-g", type=click.Choice(REPLAY_SLUGS),
              help="Every line is a bare move log of this game (its /replay body).")
@click.option("--lang", type=click.Choice(LANGUAGES), default="en", show_default=True,
              help="The language of the answers' sentences (as Accept-Language).")
@click.option("--full", is_flag=True, help="Put the whole answer in each verdict of a 200.")
def check(archive: str, jobs: int | None, out: str, game: str | None, lang: str, full: bool) -> None:
    """Check an archive: one request per line, one verdict per line, in order.

    A line of ARCHIVE (JSON Lines; - reads standard input) is {"game", "operation", "body"} (and
    optionally "id"), or with --game a bare move log. Its verdict is one JSON line: the line number,
    game, operation and status the API answers for that body, and for a 200 whether the game is legal
    and finished, the winner and the first violation (index, rule, reason), or else the problem as the
    API words it. A summary follows on standard error. Exit status 1 when any line is illegal,
    malformed or failed.
    """
    jobs = jobs or os.cpu_count() or 1
    register_catalogue(MESSAGES)
    tally: Counter[tuple[str, str]] = Counter()
    start = time.perf_counter()
    try:
        with click.open_file(archive, "rb") as source, click.open_file(out, "wb") as sink, ExitStack() as stack:
            size = _size(source)
            bar = stack.enter_context(click.progressbar(
                length=size, file=sys.stderr, label=Text("cli.checking").render(lang))) \
                if size and sys.stderr.isatty() else None
            path = os.path.abspath(archive) if archive != "-" and os.path.isfile(archive) else None
            for verdicts, counts, done in check_all(chunks(source, path), Setup(lang, game, full), jobs):
                sink.write(verdicts)
                tally.update(counts)
                if bar is not None:
                    bar.update(done)
    except BrokenPipeError:  # `referee check … | head`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
    click.echo(summary(tally, time.perf_counter() - start, jobs, lang), err=True)
    if any(kind not in ("legal", "answered") for kind, _ in tally):
        sys.exit(1)


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
    games = sum(tally.values())

    def line(kind: str, parts: Mapping[str, int]) -> str:
        total = sum(parts.values())
        label = Text(f"cli.summary.{kind}").render(lang)
        split = ", ".join(f"{detail} {n}" for detail, n in sorted(parts.items(), key=_by_rule) if detail)
        return f"  {label:<12}{total:>7}" + (f"  ({split})" if split and total else "")

    legal = by_kind.get("legal", Counter())
    out = [Text("cli.summary.head", {"games": games, "seconds": f"{seconds:.2f}", "jobs": jobs,
                                     "rate": f"{games / seconds:.0f}" if seconds > 0 else "-"}).render(lang),
           line("legal", {Text(f"cli.summary.{k}").render(lang): n for k, n in legal.items()}),
           line("illegal", by_kind.get("illegal", Counter())),
           line("malformed", by_kind.get("malformed", Counter()))]
    for kind in ("answered", "failed"):
        if kind in by_kind:
            out.append(line(kind, by_kind[kind]))
    return "\n".join(out)


def _by_rule(item: tuple[str, int]) -> tuple[str, int, str]:
    # R9 before R12: the letters, then the number
    detail = item[0]
    digits = detail.lstrip("".join(c for c in detail if not c.isdigit()))
    head = detail[: len(detail) - len(digits)]
    return head, int(digits) if digits.isdigit() else 0, detail


@main.command(short_help="Print a /score or /outcome answer as a table.")
@click.argument("request", type=click.File("rb"))
@click.option("--game", "-g", type=click.Choice(SCORE_SLUGS), required=True,
              help="The game: its /score body (Ra, Priests of Ra) or /outcome body (Osiris, Sakkara).")
@click.option("--lang", type=click.Choice(LANGUAGES), default="en", show_default=True,
              help="The language of the sentences (as Accept-Language).")
def score(request: IO[bytes], game: str, lang: str) -> None:
    """Score REQUEST (a /score or /outcome body; - reads standard input) and print it as a table."""
    register_catalogue(MESSAGES)
    language.set(lang)
    spec = next(s for s in SPECS if s.slug == game)
    operation = "score" if "score" in spec.operations else "outcome"
    checker = Checker(Setup(lang=lang, full=True))
    status, answer = checker.answer_raw(game, operation, request.read())
    if status != 200:
        click.echo(problem_text(answer), err=True)
        sys.exit(1)
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
    width = max([len(total), *(len(line["key"]) for player in epoch["players"] for line in player["breakdown"])])
    out = [Text("cli.epoch", {"game": game, "epoch": epoch["epoch"]}).render(lang)]
    for player in epoch["players"]:
        out += ["", player["name"]]
        out += [f"  {line['key']:<{width}}  {signed(line['points']):>4}  {line['detail']}" for line in player["breakdown"]]
        out.append(f"  {total:<{width}}  {signed(player['points']):>4}  " + Text("cli.fame", {
            "before": player["fame_before"], "after": player["fame"]}).render(lang))
    return out


def _standings_table(standings: list[Mapping[str, Any]], lang: str) -> list[str]:
    """Rank, name and the sentence that placed each (or what decided it, where there is no sentence)."""
    width = max(len(s["name"]) for s in standings)
    out = [Text("cli.standings").render(lang)]
    for s in standings:
        why = s.get("detail") or (f"({s['decided_by']})" if s.get("decided_by") else "")
        out.append(f"  {s['rank']:>2}. {s['name']:<{width}}  {why}".rstrip())
    return out


MESSAGES = {
    "en": {
        "cli.checking": "checking",
        "cli.summary.head": "{games:# line|# lines} in {seconds} s: {rate} games/s ({jobs:# process|# processes})",
        "cli.summary.legal": "legal",
        "cli.summary.finished": "finished",
        "cli.summary.unfinished": "unfinished",
        "cli.summary.illegal": "illegal",
        "cli.summary.malformed": "malformed",
        "cli.summary.answered": "answered",
        "cli.summary.failed": "failed",
        "cli.epoch": "{game}, epoch {epoch}",
        "cli.total": "total",
        "cli.fame": "fame {before} -> {after}",
        "cli.standings": "Standings",
        "cli.winner": "Winner: {name}",
        "cli.no_winner": "No winner yet.",
    },
    "nl": {
        "cli.checking": "controleren",
        "cli.summary.head": "{games:# regel|# regels} in {seconds} s: {rate} spellen/s ({jobs:# proces|# processen})",
        "cli.summary.legal": "legaal",
        "cli.summary.finished": "uitgespeeld",
        "cli.summary.unfinished": "niet uitgespeeld",
        "cli.summary.illegal": "illegaal",
        "cli.summary.malformed": "onbruikbaar",
        "cli.summary.answered": "beantwoord",
        "cli.summary.failed": "mislukt",
        "cli.epoch": "{game}, tijdperk {epoch}",
        "cli.total": "totaal",
        "cli.fame": "roem {before} -> {after}",
        "cli.standings": "Stand",
        "cli.winner": "Winnaar: {name}",
        "cli.no_winner": "Nog geen winnaar.",
    },
}
