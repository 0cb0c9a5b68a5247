from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests

from referee import create_app
from referee.games import register_texts

register_texts()  # the engine's sentences, as the app registers them (engine tests render without an app)

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def app():
    return create_app({"TESTING": True})


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture(scope="module")
def live_server():
    """gunicorn exactly as the README starts it, on a free loopback port."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, REFEREE_BIND=f"127.0.0.1:{port}", REFEREE_WORKERS="2")
    proc = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                if requests.get(url + "/health", timeout=1).status_code == 200:
                    break
            except (requests.ConnectionError, requests.Timeout):  # a busy machine: workers still booting
                time.sleep(0.1)
        else:
            pytest.fail("gunicorn did not start: " + proc.stderr.read().decode(errors="replace")[-2000:])
        yield url
    finally:
        proc.terminate()
        proc.wait(10)


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
