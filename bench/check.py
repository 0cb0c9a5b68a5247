"""Benchmark `referee check`: an archive of 10,000 generated games of Ra, checked on every core.

The archive is seeded random legal games from the tests' generator (tests/ra_games.py,
`random_game(seed, players)`, 3, 4 and 5 players in turn), one bare move log per line, written once
to a cache file in /tmp (the same seeds give the same file). It then runs the `referee` command as a
user would, in a fresh process:

    referee check ARCHIVE --game ra --jobs 2 --out /dev/null

and reports the command's own figure (lines checked per second, from its summary: reading the archive,
every verdict written) and the wall time of the whole command (process start and imports included).
Target: at least 1,500 games/s with --jobs 2 on the 2-core machine.

With --long-line MB it instead checks an archive whose second line is MB megabytes long, with no newline
in it (a sparse file: a hole of zeros), and reports the time and the command's peak resident memory next
to those of the same archive without that line: a line over the body limit is read past in constant memory.

Run:  .venv/bin/python bench/check.py [--games 10000] [--jobs 2] [--rounds 3]
      .venv/bin/python bench/check.py --long-line 2048
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
TARGET = 1500.0


def _game(seed: int) -> str:
    from ra_games import random_game

    return json.dumps(random_game(seed, 3 + seed % 3)) + "\n"


def archive(games: int) -> Path:
    """The cached archive of `games` Ra logs (built on every core the first time)."""
    path = Path(tempfile.gettempdir()) / f"referee-check-ra-{games}.jsonl"
    if not path.exists():
        sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
        start = time.perf_counter()
        with Pool() as pool, open(f"{path}.part", "w") as out:
            out.writelines(pool.imap(_game, range(games), chunksize=50))
        os.replace(f"{path}.part", path)
        print(f"generated {games} games in {time.perf_counter() - start:.1f} s: {path}", file=sys.stderr)
    return path


def command() -> list[str]:
    """The installed `referee` script next to this Python, or `python -m referee` when it is not installed."""
    script = shutil.which("referee", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "referee"]


def run(path: Path, jobs: int) -> tuple[float, float, float, str]:
    """(games/s the command reports, wall seconds of the whole command, CPU seconds of it and its workers,
    its summary)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [*command(), "check", str(path), "--game", "ra", "--jobs", str(jobs), "--out", os.devnull],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)  # the command, and its workers it waited for
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    if done.returncode != 0:
        raise SystemExit(f"referee check failed ({done.returncode}):\n{done.stderr}")
    rate = re.search(r"([\d.]+) games/s", done.stderr)
    if rate is None:
        raise SystemExit(f"no games/s in the summary:\n{done.stderr}")
    return float(rate.group(1)), wall, cpu, done.stderr.strip()


def measure(games: int, jobs: int, rounds: int, say: Callable[[str], object] = print) -> dict:
    """`rounds` runs of the command on the archive of `games` logs; each round and the summary are said."""
    path = archive(games)
    size = path.stat().st_size
    say(f"archive: {games} Ra logs (3-5 players), {size / 1e6:.0f} MB, {path}")
    say(
        f"command: {' '.join(command())} check ARCHIVE --game ra --jobs {jobs} --out /dev/null  ({os.cpu_count()} cores)"
    )
    rates, walls, cpus = [], [], []
    for round_ in range(1, rounds + 1):
        rate, wall, cpu, summary = run(path, jobs)
        rates.append(rate)
        walls.append(wall)
        cpus.append(cpu)
        say(
            f"round {round_}: {rate:,.0f} games/s checking; {games / wall:,.0f} games/s for the whole "
            f"command ({wall:.2f} s); {cpu / games * 1e6:,.0f} us of CPU a game, all processes, start included"
        )
    say(summary)
    cpu = statistics.median(cpus)
    # On a machine that other work shares, the wall-clock rate is what is left over; the CPU a game costs
    # is not, and on idle cores the rate is about jobs / (CPU a game).
    return {
        "games": games,
        "jobs": jobs,
        "games_per_second": round(statistics.median(rates)),
        "whole_command_games_per_second": round(games / statistics.median(walls)),
        "cpu_us_per_game": round(cpu / games * 1e6),
        "cpu_allows_games_per_second": round(jobs * games / cpu),
        "target_games_per_second": TARGET,
    }


def peak(args: list[str]) -> tuple[float, float, int, str]:
    """(wall seconds, CPU seconds, peak resident memory in KiB, standard error) of the command with these
    arguments."""
    start = time.perf_counter()
    run = subprocess.Popen([*command(), *args], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    assert run.stderr is not None
    err = run.stderr.read()
    _, _, usage = os.wait4(run.pid, 0)
    run.returncode = 0  # waited for above
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, err


def long_line(megabytes: int, say: Callable[[str], object] = print) -> dict:
    """The command on a 3-line archive whose second line is `megabytes` MB of zeros, and on the 2 lines alone."""
    folder = Path(tempfile.mkdtemp(prefix="referee-long-line-"))
    first = json.dumps(
        {"game": "ra", "operation": "replay", "body": {"players": ["Anne", "Bert", "Carl"], "moves": []}}
    )
    try:
        short, long_ = folder / "short.jsonl", folder / "long.jsonl"
        short.write_text(f"{first}\n{first}\n")
        with open(long_, "wb") as out:
            out.write(first.encode() + b"\n")
            out.seek(megabytes * 10**6, os.SEEK_CUR)  # a hole: read as zeros, stored as nothing
            out.write(b"\n" + first.encode() + b"\n")
        result = {}
        for name, path in (("short", short), ("long", long_)):
            seconds, cpu, rss, err = peak(["check", str(path), "--jobs", "1", "--out", os.devnull])
            result[name] = {"seconds": round(seconds, 2), "cpu_seconds": round(cpu, 2), "peak_rss_kib": rss}
            say(
                f"{name}: {path.stat().st_size / 1e6:,.0f} MB in {seconds:.2f} s ({cpu:.2f} s of CPU, start "
                f"included), peak RSS {rss / 1024:.1f} MiB; " + err.splitlines()[0]
            )
        growth = result["long"]["peak_rss_kib"] - result["short"]["peak_rss_kib"]
        say(f"a {megabytes:,} MB line costs {growth / 1024:.1f} MiB more memory than none")
        return result | {"megabytes": megabytes, "growth_kib": growth}
    finally:
        shutil.rmtree(folder)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3, help="runs of the command; the median is reported")
    parser.add_argument("--long-line", type=int, metavar="MB", help="instead: the memory a line of MB megabytes takes")
    args = parser.parse_args(argv)
    if args.long_line:
        return 0 if long_line(args.long_line)["growth_kib"] < 8 * 1024 else 1

    result = measure(args.games, args.jobs, args.rounds)
    rate = result["games_per_second"]
    verdict = "meets" if rate >= TARGET else "MISSES"
    print(
        f"median: {rate:,} games/s checking, {result['whole_command_games_per_second']:,} games/s whole command;"
        f" {verdict} the target of {TARGET:,.0f} games/s with --jobs {args.jobs}"
    )
    print(
        f"CPU a game: {result['cpu_us_per_game']:,} us (median): on {args.jobs} idle cores "
        f"about {result['cpu_allows_games_per_second']:,} games/s; load average now {os.getloadavg()[0]:.1f}"
    )
    return 0 if rate >= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
