"""The form's pure parts under Node's own test runner (`node --test`, no npm package): the recording kit
(kit/recording.js: the log, its queue, send and answered, Undo, back to a move, the export) and the stored state built
from the modes' slices. The tests are tests/package/form_units/*.test.mjs; the browser's globals they need are stubbed
in form_units/dom-stub.mjs."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

UNITS = Path(__file__).resolve().parent / "form_units"


def test_the_form_units_pass_under_node():
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not installed (apt-get install nodejs): the form's unit tests run under Node 20")
    files = sorted(UNITS.glob("*.test.mjs"))
    assert files, UNITS
    run = subprocess.run(
        [node, "--test", "--test-reporter=tap", *map(str, files)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    summary = dict(re.findall(r"^# (tests|pass|fail|cancelled|skipped|todo) (\d+)$", run.stdout, re.MULTILINE))
    failures = "\n".join(line for line in run.stdout.splitlines() if line.startswith("not ok")) or run.stderr[-3000:]
    assert run.returncode == 0, f"{failures}\n{run.stdout[-4000:]}"
    assert int(summary.get("tests", 0)) > 0, run.stdout[-2000:]
    assert summary.get("pass") == summary.get("tests"), summary
    assert {summary.get(k, "0") for k in ("fail", "cancelled", "skipped", "todo")} == {"0"}, summary
