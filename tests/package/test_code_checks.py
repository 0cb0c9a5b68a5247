"""The package is mypy-clean (STYLE: typed code), checked on every run so it stays that way."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_finds_no_issue_in_the_package():
    out = subprocess.run([sys.executable, "-m", "mypy", "referee", "--ignore-missing-imports"],
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-1000:]
