"""Odd input never crashes: valid requests of every route, mutated at random places, get 200 or a 4xx problem.

schemathesis (test_schemathesis.py) fuzzes from the spec; this fuzzes from real requests, so the
mutations land deep inside valid structures (a sun in the third player's face-down list, a move's
tile in the middle of a game, a god of an Osiris board, a batch item's id, a tournament table's body)
where the engine's checks run on nearly valid data. Values and keys are replaced with odd values and
hostile strings (a lone surrogate, NUL, CR, LF, tab, bidi overrides, BOM, zero-width space, U+2028,
keys of 45 and 150 characters): never a 500, every pointer names a place in the body sent, and a log
the notation route takes is written as a text that reads back.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from fuzz_helpers import CLIENT, HOSTILE, ODD_VALUES, _mutate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pointers import assert_pointers_resolve, paths

from referee.games.osiris import rules as osiris_rules
from referee.games.osiris.board import DEFAULT_BOARD_DATA
from referee.games.sakkara import rules as sakkara_rules
from referee.schemas.batch import BatchSchema
from referee.schemas.tournament import TournamentEventSchema

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def example(name: str) -> Any:
    return json.loads((EXAMPLES / name).read_text())


def _osiris_log() -> Any:
    log = example("osiris-replay-4-players.json")
    log["board"] = json.loads(json.dumps(DEFAULT_BOARD_DATA))  # its cities, fields and gods to mutate too
    return log


def _osiris_outcome() -> Any:
    return {
        **example("osiris-outcome.json"),
        "gods": list(osiris_rules.GODS),
        "temples": {
            "Horus": {"beige": 2, "red-brown": 2, "brown": 1},
            "Isis": {"beige": 3, "red-brown": 3, "yellow": 3, "brown": 3},
            "Nut": {"yellow": 2, "brown": 1},
        },
    }


def _sakkara_log() -> Any:
    return {**example("sakkara-replay-game.json"), "catalogue": sakkara_rules.DEFAULT.as_data()}  # its kinds too


def _tournament() -> Any:
    event = copy.deepcopy(TournamentEventSchema.Meta.examples["two_rounds"]["value"])
    event["rounds"].append(
        {"tables": [{"game": "osiris", "operation": "outcome", "body": example("osiris-outcome.json")}]}
    )
    event["scheme"] = {"points": {"3": [3, 2, 1]}, "tie_breaks": ["points", "wins"]}
    return event


# Every POST route, each with a body it answers 200.
CASES = {
    "ra score epoch": ("/v1/games/ra/score", example("ra-score-epoch.json")),
    "ra score game": ("/v1/games/ra/score", example("ra-score-game.json")),
    "ra replay": ("/v1/games/ra/replay", example("ra-replay-short-game.json")),
    "ra notation": ("/v1/games/ra/notation", example("ra-replay-short-game.json")),
    "priests score": ("/v1/games/priests-of-ra/score", example("priests-score-epoch3-5-players.json")),
    "priests replay": ("/v1/games/priests-of-ra/replay", example("priests-replay-short-game.json")),
    "priests notation": ("/v1/games/priests-of-ra/notation", example("priests-replay-short-game.json")),
    "osiris outcome": ("/v1/games/osiris/outcome", _osiris_outcome()),
    "osiris replay": ("/v1/games/osiris/replay", _osiris_log()),
    "osiris notation": ("/v1/games/osiris/notation", _osiris_log()),
    "sakkara outcome": ("/v1/games/sakkara/outcome", example("sakkara-outcome.json")),
    "sakkara replay": ("/v1/games/sakkara/replay", _sakkara_log()),
    "sakkara notation": ("/v1/games/sakkara/notation", _sakkara_log()),
    "batch": ("/v1/batch", BatchSchema.Meta.examples["round"]["value"]),
    "tournament": ("/v1/tournaments/standings", _tournament()),
}

ODD_KEYS = st.one_of(st.sampled_from(HOSTILE), st.text(max_size=8))


def _check(url: str, sent: Any, r: Any) -> None:
    assert r.status_code in (200, 400, 422), (r.status_code, r.get_data(as_text=True)[:500])
    if r.status_code == 200:
        if url.endswith("/notation"):  # the text written reads back, and replays as the log does
            assert r.content_type.startswith("text/plain")
            back = CLIENT.post(url, data=r.data, content_type="text/plain")
            assert back.status_code == 200, (r.get_data(as_text=True)[:500], back.get_data(as_text=True)[:500])
            replay = url.replace("/notation", "/replay")
            assert (
                CLIENT.post(replay, data=r.data, content_type="text/plain").json
                == CLIENT.post(replay, data=json.dumps(sent), content_type="application/json").json
            )
        else:
            assert r.content_type == "application/json"
            if url == "/v1/batch":
                assert all(result["status"] != 500 for result in r.json["results"]), r.json
        return
    assert r.content_type == "application/problem+json"
    problem = r.json
    assert problem["status"] == r.status_code and problem["detail"]
    for error in problem.get("errors", []):
        assert error["detail"] and "Traceback" not in error["detail"]
    if r.status_code == 422:
        assert_pointers_resolve(sent, problem)  # every pointer names a place in the body sent


@settings(max_examples=900, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(case=st.sampled_from(sorted(CASES)), data=st.data())
@pytest.mark.slow  # property-based, seconds of CPU
def test_mutated_requests_get_an_answer_or_a_problem_never_a_crash(case, data):
    url, body = CASES[case]
    mutated = body
    for _ in range(data.draw(st.integers(min_value=1, max_value=3), label="mutations")):
        path = data.draw(st.sampled_from(paths(mutated)), label="path")
        how = data.draw(
            st.sampled_from(["replace", "replace", "delete", "duplicate", "rename"]) if path else st.just("replace"),
            label="how",
        )
        mutated = _mutate(mutated, path, how, data.draw(ODD_VALUES, label="value"), data.draw(ODD_KEYS, label="key"))
    r = CLIENT.post(url, data=json.dumps(mutated), content_type="application/json")
    _check(url, mutated, r)


def test_every_post_route_is_fuzzed():
    from referee.service import ENDPOINTS

    posted = {rule.rule for rule in CLIENT.application.url_map.iter_rules() if "POST" in (rule.methods or ())}
    posted |= {endpoint.path for endpoint in ENDPOINTS.values() if endpoint.method == "POST"}
    assert posted == {url for url, _ in CASES.values()}


def test_every_case_is_answered_as_sent():
    for case, (url, body) in CASES.items():
        r = CLIENT.post(url, json=body)
        assert r.status_code == 200, (case, r.get_data(as_text=True)[:300])


@pytest.mark.slow  # property-based, seconds of CPU
def test_every_hostile_string_in_texts_of_every_route_is_refused_or_survived():
    """Texts of each body (six of them, spread over it: names, ids, kinds, a move's fields) made each hostile
    string in turn: never a 500, pointers resolve, and a notation written reads back."""
    for url, body in CASES.values():
        texts = [path for path in paths(body) if path and isinstance(_at(body, path), str)]
        for path in texts[:: max(1, len(texts) // 6)]:
            for hostile in HOSTILE[:11]:
                mutated = _mutate(body, path, "replace", hostile, "")
                _check(url, mutated, CLIENT.post(url, data=json.dumps(mutated), content_type="application/json"))


def _at(body: Any, path: tuple) -> Any:
    for part in path:
        body = body[part]
    return body
