"""bench/score_parts.py, the decomposition the README's "Speed" section quotes, times the real request: each
stage of both games' /score, and the whole request costs more than the bare one (a stage that timed nothing, or
the wrong route or body, would show here)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import score_parts  # noqa: E402


def test_score_parts_times_every_stage_of_both_games():
    report = score_parts.run(calls=30, runs=3)
    assert set(report) == {"ra", "priests-of-ra"}
    for slug, parts in report.items():
        assert set(parts["stages_us"]) == {"read", "load", "score", "dump", "encode"}
        assert all(us > 0 for us in parts["stages_us"].values()), parts
        assert parts["test_client_request_us"]["score"] > parts["test_client_request_us"]["bare"]
        assert parts["score_adds_us"] > parts["stages_us"]["score"]
        assert parts["sentences"] == {"ra": 40, "priests-of-ra": 60}[slug]  # 5 players' lines, and 5 standings
        assert 2_000 < parts["answer_bytes"] < 10_000
