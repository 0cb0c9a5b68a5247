"""openapi.yaml passes the spec linters a tracker's CI would run on it: redocly's and spectral's recommended rules,
nothing switched off, with no error and no warning (tools/spec/: the versions pinned in its lock file; a check run
here, nothing of it ships). openapi-spec-validator's check is tests/http/test_openapi.py's."""

from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest

from helpers import ROOT

SPEC_FILE = ROOT / "openapi.yaml"
TOOLS = ROOT / "tools" / "spec"
# redocly asks no server for anything: no usage data, no check for a newer version
QUIET = {**os.environ, "REDOCLY_TELEMETRY": "off", "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true", "NO_COLOR": "1"}


@pytest.fixture(scope="module")
def bin_() -> object:
    """tools/spec/node_modules/.bin, installed from the lock file when it is not yet (`npm ci`)."""
    npm = shutil.which("npm")
    if npm is None or shutil.which("node") is None:
        if os.environ.get("CI"):
            pytest.fail("Node and npm are needed: .ci/run installs them", pytrace=False)
        pytest.skip("the spec linters need Node and npm (apt-get install nodejs npm)")
    if not all((TOOLS / "node_modules" / ".bin" / b).exists() for b in ("redocly", "spectral")):
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=TOOLS, check=True, timeout=600)
    return TOOLS / "node_modules" / ".bin"


def test_redocly_recommended_rules_find_nothing(bin_):
    done = subprocess.run(
        [str(bin_ / "redocly"), "lint", "--config", str(TOOLS / "redocly.yaml"), "--format", "json", str(SPEC_FILE)],
        cwd=TOOLS,
        capture_output=True,
        text=True,
        timeout=300,
        env=QUIET,
    )
    report = json.loads(done.stdout)
    found = [f"{p['ruleId']}: {p['message']} ({p['location'][0]['pointer']})" for p in report["problems"]]
    assert report["totals"] == {"errors": 0, "warnings": 0, "ignored": 0} and not found, "\n".join(found[:20])
    assert done.returncode == 0, done.stderr[-2000:]


def test_spectral_recommended_rules_find_nothing(bin_, tmp_path):
    out = tmp_path / "spectral.json"
    done = subprocess.run(
        [
            str(bin_ / "spectral"),
            "lint",
            "--ruleset",
            str(TOOLS / ".spectral.yaml"),
            "--fail-severity",
            "hint",
            "--format",
            "json",
            "--output",
            str(out),
            str(SPEC_FILE),
        ],
        cwd=TOOLS,
        capture_output=True,
        text=True,
        timeout=300,
        env=QUIET,
    )
    found = [f"{r['code']}: {r['message']} ({'.'.join(map(str, r['path']))})" for r in json.loads(out.read_text())]
    assert not found, "\n".join(found[:20])
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
