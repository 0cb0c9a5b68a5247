"""bench/boards.py --cpu-throttle: the page's CPU is throttled by Chromium (CDP Emulation.setCPUThrottlingRate),
the same is asked of the engine's worker, and the report says what Chromium answered for it and how much slower a
fixed loop ran in the page and in the worker (the figures docs/speed.md gives at x1, x4 and x6)."""

from __future__ import annotations

import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import boards  # noqa: E402


def test_a_throttled_page_asks_the_same_of_the_engines_worker_and_reports_what_chromium_answered(live_server, browser):
    # the run's one Chromium (a second Playwright in the same process refuses to start while it runs)
    port = int(live_server.rsplit(":", 1)[1])
    context, page, throttle = boards.open_page(browser, port, 4)
    try:
        assert throttle is not None
        for _ in range(600):  # the engine's worker starts with the page
            if throttle.workers:
                break
            page.wait_for_timeout(100)
        throttle.throttle_workers()
        report = throttle.report()
        assert report["rate"] == 4
        assert len(report["workers"]) == 1 and report["workers"][0]  # Chromium's answer for the engine's worker
        assert set(report["slowdown"]) == {"page", "worker"}
        assert all(isinstance(times, float) for times in report["slowdown"].values()), report
    finally:
        context.close()
    context, page, throttle = boards.open_page(browser, port, 1)
    try:
        assert throttle is None  # unthrottled: no CDP session at all
    finally:
        context.close()
