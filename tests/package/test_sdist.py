"""The sdist carries what its own tests read beside the package (MANIFEST.in): the tests and their data, the
examples, the docs, the spec at the top, the changelog and the pinned versions. Built, installed in a clean venv
outside the repository, a sample of its tests runs from the unpacked sdist against the installed package (the
`pytest` script puts tests/ on the path, never the unpacked folder, so `referee` is the installed one), and the
installed `referee serve` serves. Slow: a build, an install of the test extra and some 40 s of tests."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
import requests

from helpers import free_port, wait_until_served

ROOT = Path(__file__).resolve().parents[2]
CONSTRAINTS = str(ROOT / "constraints.txt")
# Tests that read examples/, docs/ and the spec at the top, from each in-process layer.
SAMPLE = [
    "tests/engine/test_notation.py",
    "tests/engine/test_texts.py",
    "tests/service/test_plans.py",
    "tests/http/test_api_reference.py",
    "tests/http/test_request_path.py",
    "tests/cli/test_site.py",
    "tests/cli/test_serve.py",
]


def clean_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "PIP_"))}


def run(argv: list[str], cwd: Path, timeout: int = 900) -> subprocess.CompletedProcess:
    done = subprocess.run(argv, cwd=cwd, env=clean_env(), capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{argv}: {done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


@pytest.fixture(scope="module")
def venv(tmp_path_factory) -> Path:
    """A fresh venv outside the repository with the build backend at its pinned version."""
    home = tmp_path_factory.mktemp("sdist-venv") / "venv"
    assert ROOT not in home.parents
    run([sys.executable, "-m", "venv", str(home)], ROOT, timeout=300)
    run([str(home / "bin" / "pip"), "install", "-q", "-c", CONSTRAINTS, "setuptools"], ROOT)
    return home


@pytest.fixture(scope="module")
def sdist(venv, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("sdist")
    build = "import sys; from setuptools import build_meta; print(build_meta.build_sdist(sys.argv[1]))"
    name = run([str(venv / "bin" / "python"), "-c", build, str(out)], ROOT).stdout.strip().splitlines()[-1]
    return out / name


@pytest.fixture(scope="module")
def unpacked(sdist, tmp_path_factory) -> Path:
    where = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(sdist) as archive:
        if hasattr(tarfile, "data_filter"):
            archive.extractall(where, filter="data")
        else:  # Python before 3.10.12 and 3.11.4
            archive.extractall(where)  # our own archive, just built
    (top,) = where.iterdir()
    return top


def test_the_sdist_carries_what_its_tests_read(unpacked):
    for wanted in (
        "CHANGELOG.md",
        "constraints.txt",
        "openapi.yaml",
        "examples/ra-score-game.json",
        "examples/archive.jsonl",
        "docs/deployment.md",
        "docs/phone-form.md",
        "tests/conftest.py",
        "tests/helpers.py",
        "tests/engine/test_notation.py",
        "tests/package/pyodide",
        "tools/build_engine.py",
        "bench/bench.py",
        "referee/gunicorn_conf.py",
        "referee/web/engine.zip",
    ):
        assert (unpacked / wanted).exists(), wanted
    assert (unpacked / "openapi.yaml").read_bytes() == (ROOT / "referee" / "openapi.yaml").read_bytes()
    left_out = [p for p in unpacked.rglob("*") if p.name in {"__pycache__", "node_modules"} or p.suffix == ".pyc"]
    assert left_out == []


@pytest.fixture(scope="module")
def installed(venv, sdist) -> Path:
    """The venv with the sdist installed (a wheel built from it), its test extra too."""
    pip = str(venv / "bin" / "pip")
    run([pip, "install", "-q", "--no-build-isolation", "-c", CONSTRAINTS, f"{sdist}[test]"], venv)
    where = run([str(venv / "bin" / "python"), "-c", "import referee; print(referee.__file__)"], venv).stdout
    assert Path(where.strip()).is_relative_to(venv)
    return venv


def test_a_sample_of_its_tests_passes_from_the_unpacked_sdist(installed, unpacked):
    done = subprocess.run(
        [str(installed / "bin" / "pytest"), "-q", "-p", "no:cacheprovider", "-m", "not slow and not browser", *SAMPLE],
        cwd=unpacked,
        env=clean_env(),
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " passed" in done.stdout.splitlines()[-1] and "failed" not in done.stdout.splitlines()[-1]


def test_the_installed_referee_serve_serves(installed):
    """`referee serve` of the installed package, from a folder that holds no sources: the packaged settings and
    spec serve, and SIGTERM stops gunicorn's master (the process started) with its status 0."""
    port = free_port()
    proc = subprocess.Popen(
        [str(installed / "bin" / "referee"), "serve", "--bind", f"127.0.0.1:{port}", "--workers", "1"],
        cwd=installed,
        env=clean_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_served(url + "/health", proc)
        spec = requests.get(url + "/openapi.yaml", timeout=30)
        assert spec.status_code == 200 and spec.content == (ROOT / "openapi.yaml").read_bytes()
        proc.terminate()
        assert proc.wait(60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
