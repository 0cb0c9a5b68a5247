"""Benchmark the phone form's boards (Osiris, Sakkara, Ra recording): a tap to the redrawn board, in Chromium.

Starts gunicorn on loopback (bench/bench.py's server), opens Debian's Chromium at 320 x 640 with Playwright,
taps whole seeded generated games through the boards exactly as tests/test_web_osiris_board.py and
tests/test_web_sakkara_board.py do (Osiris: 2 players, 3 players with the optional rules, 4 players; Sakkara: a
whole game) and a seeded Ra game on the recording screen as tests/test_web_record.py does, and measures in the page the time from the tap that completes a move to the board redrawn for it
(the referee's answer included): the median and the 95th percentile per game. Target: p95 under 150 ms with the
server on loopback. The machine's load average (1 minute) is reported at the start and the end: on a loaded
machine the p95 is the scheduler's, not the page's. `--profile` adds the page's JavaScript CPU profile of the 2-player Osiris game, its ten
heaviest functions by self time.

Run:  .venv/bin/python bench/boards.py [--profile]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent / "tests"))
sys.path.insert(0, str(ROOT.parent))
sys.path.insert(0, str(ROOT))

from bench import free_port, start_server  # noqa: E402
from osiris_games import random_game  # noqa: E402
from ra_games import random_game as ra_game  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from test_web_osiris_board import TAP_TIMES, begin, play_through  # noqa: E402
from test_web_sakkara_board import begin as sakkara_begin  # noqa: E402
from test_web_sakkara_board import game as sakkara_game  # noqa: E402
from test_web_sakkara_board import tap as sakkara_tap  # noqa: E402
from test_web_sakkara_board import written  # noqa: E402
from test_web_record import begin as record_begin  # noqa: E402
from test_web_record import tap as record_tap  # noqa: E402

GAMES = ((2, 1, False), (3, 2, True), (4, 3, False))
TARGET_MS = 150


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * q))]


def spread(times: list[float]) -> dict:
    """Where the slow taps are: the median of the game's first and last third (the referee replays the whole log on
    every move, so a late move costs more) and the share of the slowest 5 % that fall in the last third."""
    third = max(1, len(times) // 3)
    slow = sorted(range(len(times)), key=times.__getitem__)[-max(1, len(times) // 20):]
    return {"median_first_third_ms": round(statistics.median(times[:third]), 1),
            "median_last_third_ms": round(statistics.median(times[-third:]), 1),
            "slowest_5pct_in_last_third": round(sum(k >= len(times) - third for k in slow) / len(slow), 2)}


def heaviest(profile: dict, n: int = 10) -> list[tuple[str, float]]:
    """The profile's functions by self time (ms), heaviest first."""
    nodes = {node["id"]: node for node in profile["nodes"]}
    deltas = profile.get("timeDeltas", [])
    self_ms: Counter[str] = Counter()
    for sample, delta in zip(profile.get("samples", []), deltas):
        f = nodes[sample]["callFrame"]
        self_ms[f"{f['functionName'] or '(anonymous)'} {Path(f['url']).name}:{f['lineNumber'] + 1}"] += delta / 1000
    return self_ms.most_common(n)


def sakkara(browser, port: int) -> dict:
    """The Sakkara board's whole game: the page's own trace (User Timing `sb-redraw`, from the move's last tap to
    the board redrawn from the referee's answer)."""
    log = sakkara_game()
    context = browser.new_context(viewport={"width": 320, "height": 640}, locale="en-GB", device_scale_factor=1)
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{port}/")
    sakkara_begin(page, log)
    page.evaluate("() => performance.clearMeasures('sb-redraw')")
    for n, (player, move) in enumerate(written(log), start=5):
        sakkara_tap(page, player, move, n)
    times = page.evaluate("() => performance.getEntriesByName('sb-redraw').map((e) => e.duration)")
    context.close()
    return {"game": "sakkara", "players": 2, "moves": len(written(log)), "measured": len(times),
            "median_ms": round(statistics.median(times), 1), "p95_ms": round(percentile(times, 0.95), 1),
            "max_ms": round(max(times), 1), **spread(times)}


def ra(browser, port: int, seed: int = 0, players: int = 3) -> dict:
    """A seeded Ra game tapped on the recording screen: from the tap that completes a move to the position redrawn
    for it (`#app[data-recorded]`, the referee's answer included), as for the Osiris board."""
    log = ra_game(seed, players)
    context = browser.new_context(viewport={"width": 320, "height": 640}, locale="en-GB", device_scale_factor=1)
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{port}/")
    record_begin(page, "ra", log)
    page.evaluate(TAP_TIMES)
    for n, move in enumerate(log["moves"], start=1):
        record_tap(page, move, n)
    times = page.evaluate("window.tapTimes")
    context.close()
    return {"game": "ra", "players": players, "moves": len(log["moves"]), "measured": len(times),
            "median_ms": round(statistics.median(times), 1), "p95_ms": round(percentile(times, 0.95), 1),
            "max_ms": round(max(times), 1), **spread(times)}


def load() -> float:
    return round(os.getloadavg()[0], 2)


def run(profile: bool = False) -> dict:
    port = free_port()
    server = start_server(port)
    report: dict = {"target_p95_ms": TARGET_MS, "load_at_start": load(), "cores": os.cpu_count(), "games": []}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            for players, seed, optional in GAMES:
                log = random_game(seed, players, rebellion=optional, relief=optional)
                context = browser.new_context(viewport={"width": 320, "height": 640}, locale="en-GB", device_scale_factor=1)
                page = context.new_page()
                page.goto(f"http://127.0.0.1:{port}/")
                begin(page, log)
                cdp = None
                if profile and players == 2:
                    cdp = context.new_cdp_session(page)
                    cdp.send("Profiler.enable")
                    cdp.send("Profiler.start")
                page.evaluate(TAP_TIMES)
                play_through(page, log)
                times = page.evaluate("window.tapTimes")
                game = {"game": "osiris", "players": players, "optional_rules": optional, "moves": len(times),
                        "median_ms": round(statistics.median(times), 1), "p95_ms": round(percentile(times, 0.95), 1),
                        "max_ms": round(max(times), 1), **spread(times)}
                if cdp is not None:
                    game["heaviest_self_ms"] = [[name, round(ms, 1)] for name, ms in heaviest(cdp.send("Profiler.stop")["profile"])]
                report["games"].append(game)
                context.close()
            report["games"].append(sakkara(browser, port))
            report["games"].append(ra(browser, port))
            browser.close()
    finally:
        server.terminate()
        server.wait()
    report["load_at_end"] = load()
    report["met"] = all(g["p95_ms"] < TARGET_MS for g in report["games"])
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", action="store_true", help="the 2-player Osiris game's JavaScript CPU profile")
    args = parser.parse_args()
    print(json.dumps(run(args.profile), indent=2))


if __name__ == "__main__":
    main()
