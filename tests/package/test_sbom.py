"""The software bill of materials (referee/sbom.cdx.json, CycloneDX 1.6, made by tools/sbom.py) is current, valid,
and lists every vendored file with its sha256, every Python distribution inside the engine archive and every
Python package the service runs on, each with a version and a licence; the wheel and the sdist carry it."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import tarfile
import zipfile

import pytest
from cyclonedx.schema import SchemaVersion
from cyclonedx.validation.json import JsonStrictValidator

from helpers import ROOT, tool

sbom = tool("sbom")
TEXT = sbom.OUT.read_text()
DOC = json.loads(TEXT)


def components(items=None):
    """Every component, nested ones too."""
    for item in DOC["components"] if items is None else items:
        yield item
        yield from components(item.get("components", []))


BY_NAME = {c["name"]: c for c in components()}


def test_the_committed_sbom_is_the_tools_output():
    assert TEXT == sbom.render(), "referee/sbom.cdx.json is stale: run .venv/bin/python tools/sbom.py"


def test_it_is_valid_cyclonedx_1_6():
    assert DOC["specVersion"] == "1.6" and DOC["bomFormat"] == "CycloneDX"
    assert JsonStrictValidator(SchemaVersion.V1_6).validate_str(TEXT) is None


def test_every_component_has_a_licence_and_every_library_a_version_or_a_word_on_it():
    for item in components():
        assert item.get("licenses"), item["name"]
        if item["type"] != "file":
            assert (
                item.get("version")
                or "Version:" in item.get("description", "")
                or item["name"].startswith(("HACL*", "libffi", "mimalloc", "Mersenne", "http.cookies"))
            ), item["name"]


def test_every_vendored_file_is_listed_with_its_sha256():
    for folder in sbom.VENDORED:
        for path in sorted(folder.iterdir()):
            if path.name in sbom.NOTES:
                continue
            name = path.relative_to(ROOT).as_posix()
            assert name in BY_NAME, f"{name} is vendored but not in the SBOM: add it to tools/sbom.py"
            assert BY_NAME[name]["hashes"] == [
                {"alg": "SHA-256", "content": hashlib.sha256(path.read_bytes()).hexdigest()}
            ]


def test_nothing_is_vendored_outside_the_folders_the_sbom_reads():
    # a vendored copy comes with its licence: a licence file anywhere else in the package is a new vendored thing
    tracked = subprocess.run(
        ["git", "ls-files", "referee"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    notices = [n for n in tracked.split() if re.search(r"(^|/)(LICEN[CS]E|NOTICE|COPYING)[^/]*$", n, re.I)]
    assert notices and all(any((ROOT / n).is_relative_to(f) for f in sbom.VENDORED) for n in notices), notices


def test_every_distribution_inside_the_engine_archive_is_listed():
    with zipfile.ZipFile(sbom.ENGINE) as archive:
        tops = {name.split("/")[0] for name in archive.namelist()}
    foreign = {t for t in tops if t not in ("referee", "referee-engine.json")}
    listed = {
        f"{c['name']}-{c['version']}.dist-info" for c in components() if c.get("bom-ref", "").startswith("engine:")
    }
    assert {t for t in foreign if t.endswith(".dist-info")} == listed
    packages = {t for t in foreign if not t.endswith(".dist-info")}
    assert packages == {c["name"] for c in components() if c.get("bom-ref", "").startswith("engine:")}


def test_every_runtime_dependency_is_listed_at_the_constraints_version():
    pins = sbom.pins()
    listed = {
        c["purl"].removeprefix("pkg:pypi/").partition("@")[0]: c["version"]
        for c in components()
        if c.get("bom-ref", "").startswith("pypi:")
    }
    assert {"flask", "gunicorn", "gevent", "marshmallow", "orjson", "prometheus-client", "werkzeug"} <= set(listed)
    assert set(listed) == set(sbom.dependency_graph()) - {"referee"}
    assert all(pins[name] == version for name, version in listed.items())


@pytest.fixture(scope="module")
def sdist(tmp_path_factory):
    """The sdist as the build backend makes it, the backend at constraints.txt's version in a venv of its own."""
    out, venv = tmp_path_factory.mktemp("sdist"), tmp_path_factory.mktemp("backend") / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    subprocess.run(
        [str(venv / "bin" / "pip"), "install", "-q", "-c", str(ROOT / "constraints.txt"), "setuptools"],
        check=True,
        capture_output=True,
        timeout=600,
    )
    done = subprocess.run(
        [
            str(venv / "bin" / "python"),
            "-c",
            "import sys; from setuptools import build_meta; print(build_meta.build_sdist(sys.argv[1]))",
            str(out),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return out / done.stdout.split()[-1]


def test_the_sdist_carries_it(sdist):
    with tarfile.open(sdist) as archive:
        member = next(m for m in archive.getmembers() if m.name.endswith("/referee/sbom.cdx.json"))
        assert archive.extractfile(member).read() == sbom.OUT.read_bytes()
