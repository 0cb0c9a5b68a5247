"""The code keeps its own rules, checked on every run so it stays that way: mypy over the whole package (STYLE:
typed code), ruff's lint and format over the whole tree (pyproject.toml, [tool.ruff]), and ESLint over the
form's JavaScript (tools/lint/: a check run here, nothing the form loads or the package ships)."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from helpers import ROOT

LINT = ROOT / "tools" / "lint"


def _run(*argv: str, timeout: int = 300) -> subprocess.CompletedProcess:
    return subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=timeout)


def test_mypy_finds_no_issue_in_the_package():
    out = _run(sys.executable, "-m", "mypy")  # what and how: pyproject.toml, [tool.mypy]
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-1000:]


def test_ruff_finds_no_issue_in_the_tree():
    out = _run(sys.executable, "-m", "ruff", "check", "--no-fix", ".")
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-1000:]


def test_the_tree_is_as_ruff_formats_it():
    out = _run(sys.executable, "-m", "ruff", "format", "--check", ".")
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-1000:]


def test_eslint_finds_no_issue_in_the_forms_javascript():
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail("npm is needed (Node's package manager): .ci/run installs it")
    if not (LINT / "node_modules" / ".bin" / "eslint").exists():
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=LINT, check=True, timeout=600)
    out = _run(
        str(LINT / "node_modules" / ".bin" / "eslint"), "-c", str(LINT / "eslint.config.js"), "--max-warnings", "0"
    )
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-1000:]
