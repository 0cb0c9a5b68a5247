"""examples/tracker.py, the README's tracker example, against a real gunicorn: a round of three tables
scored in one batch, then the event's standings."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRACKER = ROOT / "examples" / "tracker.py"


def run(live_server: str, *args: str) -> list[str]:
    out = subprocess.run([sys.executable, str(TRACKER), "--url", live_server, *args],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()


def test_tracker_prints_each_tables_winner_and_the_events_standings(live_server):
    lines = run(live_server)
    assert lines[:3] == ["table-1: won by Carl", "table-2: won by Fay", "table-3: won by Kim"]
    standings = [line.split()[:3] for line in lines[3:]]
    # Placement points 5-4-3-2-1 at the five-player tables, 3-2-1 at table-3; level points are parted by
    # wins, then opponents' points, then fame: Fay won with 61 fame, Carl with 48, Kim at a 3-player table.
    assert standings == [
        ["1.", "Fay", "5"], ["2.", "Carl", "5"], ["3.", "Hal", "4"], ["4.", "Eve", "4"], ["5.", "Kim", "3"],
        ["6.", "Gus", "3"], ["7.", "Anne", "3"], ["8.", "Jan", "2"], ["9.", "Bert", "2"], ["10.", "Lou", "2"],
        ["11.", "Ida", "1"], ["12.", "Dora", "1"], ["13.", "Max", "1"]]
    assert lines[3].endswith("Fay is first with 5 points and 1 win.")
    assert "level with Fay on points, wins and points scored by opponents, but with 48 fame in total against 61" \
        in lines[4]


def test_tracker_in_dutch(live_server):
    lines = run(live_server, "--lang", "nl")
    assert lines[3].endswith("Fay staat eerste met 5 punten en 1 overwinning.")
