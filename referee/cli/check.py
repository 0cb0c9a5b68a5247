"""`referee check`: an archive of requests checked on every core, one verdict a line, and a summary."""

from __future__ import annotations

import os
import sys
import time
from collections import Counter
from itertools import chain, islice
from typing import IO, Iterator, Mapping

import click

from ..core.text import LANGUAGES, Text, register_catalogue
from ..games import SPECS
from .archive import Chunk, chunks
from .checker import Setup, check_all
from .files import (
    InputError,
    file_error,
    open_archive,
    output,
    refuse,
    regular_identity,
)
from .messages import MESSAGES
from .progress import Progress

REPLAY_SLUGS = [spec.slug for spec in SPECS if "replay" in spec.operations]

CHECK_STATUSES = """\b
Exit status:
  0  every line legal (or answered: a score, an outcome)
  1  some line illegal, malformed or failed
  2  a usage or input error: the archive cannot be read, the output cannot be
     written or is the archive itself"""


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


@click.command(epilog=CHECK_STATUSES)
@click.argument("archive", type=click.Path(readable=False, allow_dash=True))
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    default=None,
    help="Processes to check with (default: one per 256 KiB of archive, up to every core; never more than "
    "the cores or the lines).",
)
@click.option(
    "--out",
    "-o",
    type=click.Path(readable=False, allow_dash=True),
    default="-",
    metavar="FILE",
    help="Write the verdicts here (default: standard output), never over the archive; a file is "
    "replaced only once all is written.",
)
@click.option(
    "--game",
    "-g",
    type=click.Choice(REPLAY_SLUGS),
    help="Every line is a bare move log of this game (its /replay body).",
)
@click.option(
    "--lang",
    type=click.Choice(LANGUAGES),
    default="en",
    show_default=True,
    help="The language of the answers' sentences (as Accept-Language).",
)
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
            regular = regular_identity(source) is not None
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
        refuse(exc.text, lang)
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
    out = [
        Text(
            "cli.summary.head",
            {
                "games": lines,
                "seconds": f"{seconds:.2f}",
                "jobs": jobs,
                "rate": f"{games / seconds:.0f}" if seconds > 0 else "-",
            },
        ).render(lang),
        line("legal", {Text(f"cli.summary.{k}").render(lang): n for k, n in legal.items()}),
        line("illegal", by_kind.get("illegal", Counter())),
        line("malformed", by_kind.get("malformed", Counter())),
    ]
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
