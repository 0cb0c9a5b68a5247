"""What tests of several layers share and is not a fixture: the repository's root, a free port, a server's
readiness, the static site, the tools/ scripts as modules, and Ra request bodies.

Fixtures live in conftest.py; a test module imports plain helpers from here, never from another conftest.py
(pytest imports every folder's conftest.py under the one module name `conftest`).
"""

from __future__ import annotations

import functools
import importlib.util
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
import requests
import yaml

ROOT = Path(__file__).resolve().parent.parent

# Debian's chromium, never a downloaded browser (`playwright install` is never run), headless, phone-sized.
CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {"width": 390, "height": 844}
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"  # Debian's, in /usr/sbin: not on every PATH

# Four players with suns that are a legal 4-player table (1-13, middle 11): Carl 17, Marc 25, Anne 21,
# Herman 17 -- the rulebook's sun example.
EXAMPLE_SUNS = {
    "Carl": [9, 7, 1],
    "Marc": [13, 10, 2],
    "Anne": [12, 6, 3],
    "Herman": [8, 5, 4],
}


def ra_player(name: str, suns: list[int], fame: int | None = None, **tiles: int) -> dict:
    """A Ra display in request form; tile keywords are flat names, grouped here like the API wants."""
    from referee.games.ra import rules

    grouped: dict = {}
    for tile, n in tiles.items():
        path = rules.tile_path(tile)
        if len(path) == 2:
            grouped.setdefault(path[0], {})[path[1]] = n
        else:
            grouped[tile] = n
    player = {"name": name, "suns": {"face_up": [], "face_down": suns}, "tiles": grouped}
    if fame is not None:
        player["fame"] = fame
    return player


@functools.cache
def openapi_spec() -> dict:
    """openapi.yaml at the repository's top (a link to the package's referee/openapi.yaml), read once a run with libyaml's loader (the pure-Python one takes over half a second);
    shared: never change it."""
    return yaml.load((ROOT / "openapi.yaml").read_text(), Loader=yaml.CSafeLoader)


def tool(name: str) -> ModuleType:
    """tools/NAME.py as a module (tools/ is no package: its scripts run from the repository's root)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_served(url: str, proc: subprocess.Popen) -> None:
    for _ in range(300):
        try:
            if requests.get(url, timeout=1).status_code == 200:
                return
        except (requests.ConnectionError, requests.Timeout):  # a busy machine: the server still booting
            pass
        if proc.poll() is not None:
            pytest.fail(f"{proc.args} stopped: " + proc.stderr.read().decode(errors="replace")[-2000:])
        time.sleep(0.1)
    pytest.fail(f"{url} was not served")


def write_site(folder) -> None:
    written = subprocess.run(
        [sys.executable, "-m", "referee", "site", str(folder)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert written.returncode == 0, written.stderr
    assert f"written to {folder}" in written.stdout


def serve(
    argv: list[str], port: int, ready: str = "/", env: dict | None = None
) -> Iterator[tuple[str, subprocess.Popen]]:
    """A server started from the repository's root, once it answers `ready` with a 200: its URL and its process,
    until the generator is closed (then stopped, unless the test stopped it)."""
    proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_served(url + ready, proc)
        yield url, proc
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait(10)


def gunicorn(workers: int) -> Iterator[tuple[str, subprocess.Popen]]:
    """gunicorn exactly as the README starts it, on a free loopback port."""
    port = free_port()
    env = dict(os.environ, REFEREE_BIND=f"127.0.0.1:{port}", REFEREE_WORKERS=str(workers))
    yield from serve(
        [sys.executable, "-m", "gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"],
        port,
        "/health",
        env,
    )


def serve_folder(folder) -> Iterator[str]:
    """`python3 -m http.server` serving a folder on a free loopback port: its URL, until the generator is closed."""
    port = free_port()
    for url, _ in serve(
        [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(folder), str(port)], port
    ):
        yield url
