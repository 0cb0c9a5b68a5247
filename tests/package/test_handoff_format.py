"""The format of a game handed to another phone (referee/web/kit/handoff.js), tested under node (node --test on
tests/package/handoff/*.test.mjs): a round trip for each game and kind, every refusal, the caps on hostile input,
parts in any order, and the size of the code of the generators' largest game of each kind (printed, and a recorded
Ra game of 300 moves asserted to fit one code of version 25 or less)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from handoff_games import largest_games

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> Path:
    data = largest_games()
    path = tmp_path_factory.mktemp("handoff") / "games.json"
    path.write_text(json.dumps(data))
    return path


def test_handoff_format_under_node(games: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    tests = sorted(str(p) for p in (ROOT / "tests" / "package" / "handoff").glob("*.test.mjs"))
    done = subprocess.run(
        [node, "--test", "--test-reporter=tap", *tests],
        capture_output=True,
        text=True,
        timeout=300,
        env={"HANDOFF_GAMES": str(games), "PATH": "/usr/bin:/bin"},
        cwd=ROOT,
    )
    sizes = re.findall(r"SIZE .*", done.stdout)
    print("\n".join(sizes))
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    assert re.search(r"^# fail 0$", done.stdout, re.M), done.stdout[-3000:]
    # every game and kind measured, and the 300 moves of Ra in one code of version 25 or less
    assert {line.split()[1] + " " + line.split()[2] for line in sizes} >= {
        "ra record",
        "priests-of-ra record",
        "osiris record",
        "sakkara record",
        "ra score",
        "priests-of-ra score",
        "osiris card",
        "sakkara card",
        "ra record-300",
    }
    version = int(re.search(r"SIZE ra record-300 .* version=(\d+)", done.stdout).group(1))
    assert version <= 25
