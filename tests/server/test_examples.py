"""The examples a newcomer pastes work: each request file, and the script against a real gunicorn."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import requests

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def test_whole_game_example_golden(client):
    # Worked by hand from R4/R5 (see the epoch-by-epoch arithmetic below).
    # Epoch 1: Anne god 2 + Nile 2+1 flood 3 + 3 civilizations 5 = 10 -> 20; Bert fewest pharaohs -2,
    #   one civilization 0, gold 3 = 1 -> 11; Carl most pharaohs 5, Nile without flood 0, no civilization -5 -> 10.
    # Epoch 2: Anne Nile 3+2 = 5, gold 3, one civilization 0 -> 28; Bert gods 4, fewest -2, 4 civilizations 10
    #   -> 23; Carl +5 -5 -> 10.
    # Epoch 3: suns Anne 28, Bert 28, Carl 34. Anne: most pharaohs 5, Nile 5, 4 civilizations 10, monuments
    #   3 types + three fortresses 5 = 8, lowest suns -5 -> 51. Bert: -2, no civilization -5, gold 6,
    #   monuments 4 + four pyramids 10 = 14, suns -5 -> 31. Carl: god 2, monuments 4 + three temples 5 = 9,
    #   highest suns 5 -> 26.
    r = client.post("/v1/games/ra/score", json=json.loads((EXAMPLES / "ra-score-game.json").read_text()))
    assert r.status_code == 200
    fames = [[p["fame"] for p in e["players"]] for e in r.json["epochs"]]
    assert fames == [[20, 11, 10], [28, 23, 10], [51, 31, 26]]
    assert r.json["winner"] == "Anne"


@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("ra-score-*.json")))
def test_score_examples_are_accepted(client, name):
    r = client.post("/v1/games/ra/score", json=json.loads((EXAMPLES / name).read_text()))
    assert r.status_code == 200, r.json


def test_example_script_scores_a_game_over_http(live_server):
    out = subprocess.run(
        [sys.executable, str(EXAMPLES / "score_game.py"), "--url", live_server],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert "Winner: Anne" in out.stdout
    assert "most pharaohs (5): +5" in out.stdout


def test_example_script_in_dutch(live_server):
    out = subprocess.run(
        [sys.executable, str(EXAMPLES / "score_game.py"), "--url", live_server, "--lang", "nl"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "meeste farao's (5): +5" in out.stdout


def test_live_server_answers_problems_not_tracebacks(live_server):
    r = requests.post(live_server + "/v1/games/ra/score", data="{", headers={"Content-Type": "application/json"})
    assert r.status_code == 400 and r.headers["Content-Type"] == "application/problem+json"
    r = requests.post(
        live_server + "/v1/games/ra/score", data=b"x" * (2 * 1024 * 1024), headers={"Content-Type": "application/json"}
    )
    assert r.status_code == 413
