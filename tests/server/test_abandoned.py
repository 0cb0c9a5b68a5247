"""Abandoned and maximal batches against the real gunicorn config: a batch whose client has gone
stops at once, and a prober's /score is answered every time while 4 clients send the costliest batches and 6
more are abandoned; every batch ends with an answer (200, or 503 when its worker is busy), never a reset. The
prober's p99 (under 100 ms on an idle machine) is bench/abandoned.py's to report, not this test's.

A smaller run of bench/abandoned.py (README, "A round in one request"). Before batches were bounded, the six abandoned batches
kept both cores busy for a minute, the prober's p99 was 590 ms and every live batch timed out.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
_spec = importlib.util.spec_from_file_location("abandoned", ROOT / "bench" / "abandoned.py")
assert _spec and _spec.loader
abandoned = importlib.util.module_from_spec(_spec)
sys.modules["abandoned"] = abandoned
_spec.loader.exec_module(abandoned)


def test_abandoned_batches_stop_and_the_prober_keeps_its_p99_under_maximal_batches():
    result = abandoned.run(live=4, abandoned=6, seconds=5, idle=1.5)
    report = abandoned.report(result)
    # six batches of ~0.35 s of CPU each: gone within the first item, so the workers are idle again at once
    assert result["abandoned_alone"]["workers_cpu_s"] < 0.5, report
    load = result["under_load"]
    # every probe answered (how fast belongs to bench/abandoned.py: on a shared machine it is the load's to say)
    assert load["prober"]["errors"] == 0 and load["prober"]["requests"] > 10, report
    assert not [k for k in load["batches"] if k not in ("200", "503")], report  # an answer, never a reset
    assert load["batches"].get("200", 0) >= 4, report
    assert result["workers_cpu_s_in_the_idle_window_after_the_load"] < 0.5, report
