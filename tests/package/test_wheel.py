"""The project as a user installs it: a built wheel (not the source tree, not `-e`) installed in a fresh venv
outside the repository serves its spec, its API reference, its form and its scores, and carries what a
package is expected to (py.typed, its licence, classifiers). Slow (a build and an install): about a minute."""

from __future__ import annotations

import email
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest
import requests

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel of the files git has (tracked, or new and not ignored), built in a copy of them: setuptools packs
    whatever an earlier build left in the checkout's build/lib (a module since moved or removed) with the rest."""
    source = tmp_path_factory.mktemp("source")
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
        timeout=60,
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        if os.path.lexists(ROOT / name):  # not a tracked file deleted in the working tree
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name, follow_symlinks=False)
    out = tmp_path_factory.mktemp("dist")
    env = dict(os.environ, PIP_CONSTRAINT=str(ROOT / "constraints.txt"))
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "--wheel-dir", str(out), str(source)],
        capture_output=True,
        text=True,
        env=env,
        timeout=900,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    (found,) = out.glob("referee-*.whl")
    return found


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh venv, outside the repository, with the wheel and its dependencies (pip's usual index)."""
    home = tmp_path_factory.mktemp("installed")
    assert ROOT not in home.parents
    subprocess.run([sys.executable, "-m", "venv", str(home / "venv")], check=True, timeout=300)
    done = subprocess.run(
        [str(home / "venv" / "bin" / "pip"), "install", "-q", "-c", str(ROOT / "constraints.txt"), str(wheel)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return home


def test_the_wheel_carries_the_spec_the_server_settings_types_and_licence(wheel):
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        meta = email.message_from_bytes(archive.read(next(n for n in names if n.endswith(".dist-info/METADATA"))))
    assert {
        "referee/openapi.yaml",
        "referee/gunicorn_conf.py",
        "referee/py.typed",
        "referee/api/swagger_ui/swagger-ui-bundle.js",
        "referee/api/swagger_ui/LICENSE",
        "referee/web/vendor/README.md",
        "referee/web/vendor/jsqr.js",
        "referee/web/vendor/jsqr.LICENSE",
        "referee/sbom.cdx.json",
    } <= names
    assert not any(n == "openapi.yaml" or n == "gunicorn.conf.py" for n in names)  # nothing at site-packages' top
    # the spec's generator is a contributor's tool (tools/openapi.py): no module of the wheel imports what it needs
    with zipfile.ZipFile(wheel) as archive:
        sources = {n: archive.read(n).decode() for n in names if n.endswith(".py")}
    assert "referee/api/openapi.py" not in names
    assert [n for n, text in sources.items() if re.search(r"^\s*(import|from) (apispec|yaml)\b", text, re.M)] == []
    # the runtime as it is served: the standard library cut, each file's brotli copy; not the whole library
    pyodide = {n.removeprefix("referee/web/pyodide/") for n in names if n.startswith("referee/web/pyodide/")}
    assert {"python_stdlib.cut.zip", "python_stdlib.cut.zip.br", "pyodide.asm.wasm", "pyodide.asm.wasm.br"} <= pyodide
    assert "python_stdlib.zip" not in pyodide and "pyodide-lock.json" not in pyodide  # served cut (tools/cut_stdlib.py)
    assert "pyodide-lock.cut.json" in pyodide
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert meta["License-Expression"] == "MIT"
    assert "Typing :: Typed" in meta.get_all("Classifier")
    assert any(req.startswith("click") for req in meta.get_all("Requires-Dist"))


def test_the_installed_command_answers(installed):
    import referee

    done = subprocess.run(
        [str(installed / "venv" / "bin" / "referee"), "--version"],
        capture_output=True,
        text=True,
        cwd=installed,
        timeout=120,
    )
    assert done.returncode == 0 and done.stdout.strip() == f"referee {referee.__version__}", done.stderr


def test_the_installed_wheel_serves(installed):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(REFEREE_BIND=f"127.0.0.1:{port}", REFEREE_WORKERS="1")
    # The README's command, from the venv, in a folder that is not the repository: only the wheel's files serve.
    proc = subprocess.Popen(
        [str(installed / "venv" / "bin" / "gunicorn"), "-c", "python:referee.gunicorn_conf", "referee:create_app()"],
        cwd=installed,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(600):  # a hang guard on a loaded machine, not a speed check
            try:
                if requests.get(url + "/health", timeout=2).status_code == 200:
                    break
            except (requests.ConnectionError, requests.Timeout):
                time.sleep(0.1)
        else:
            pytest.fail("the installed server did not start: " + proc.stderr.read().decode(errors="replace")[-2000:])
        spec = requests.get(url + "/openapi.yaml", timeout=30)
        assert spec.status_code == 200 and spec.content == (ROOT / "openapi.yaml").read_bytes()
        docs = requests.get(url + "/docs", timeout=30)
        assert docs.status_code == 200 and "text/html" in docs.headers["Content-Type"]
        bundle = requests.get(url + "/docs/swagger-ui-bundle.js", timeout=30)
        assert bundle.status_code == 200 and "SwaggerUIBundle" in bundle.text
        form = requests.get(url + "/", timeout=30)
        assert form.status_code == 200 and "text/html" in form.headers["Content-Type"]
        body = (ROOT / "examples" / "ra-score-game.json").read_bytes()
        score = requests.post(
            url + "/v1/games/ra/score", data=body, headers={"Content-Type": "application/json"}, timeout=60
        )
        assert score.status_code == 200, score.text
        assert score.json()["winner"] and score.json()["standings"]
    finally:
        proc.terminate()
        proc.wait(30)
