"""Odd input never crashes: valid requests, mutated at random places, get 200 or a 4xx problem.

schemathesis (test_schemathesis.py) fuzzes from the spec; this fuzzes from real requests, so the
mutations land deep inside valid structures (a sun in the third player's face-down list, a move's
tile in the middle of a game) where the engine's checks run on nearly valid data.
"""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee import create_app

from pointers import assert_pointers_resolve, paths

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
CASES = [
    ("/v1/games/ra/score", "ra-score-epoch.json"),
    ("/v1/games/ra/score", "ra-score-game.json"),
    ("/v1/games/ra/replay", "ra-replay-short-game.json"),
    ("/v1/games/priests-of-ra/score", "priests-score-epoch3-5-players.json"),
    ("/v1/games/priests-of-ra/replay", "priests-replay-short-game.json"),
]
BODIES = {name: json.loads((EXAMPLES / name).read_text()) for _, name in CASES}
CLIENT = create_app({"TESTING": True}).test_client()

ODD_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10 ** 20), max_value=10 ** 20),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12),
    st.sampled_from(["", "ra", "god", "pharaoh", "warrior", "chamber_a", "Anne", "bid", "flip", "a/b~c", "ü"]),
    st.sampled_from([0, 1, 2, 13, 16, 17, -1]),
    st.lists(st.integers(min_value=-2, max_value=20), max_size=4),
    st.dictionaries(st.text(max_size=6), st.integers(max_value=30), max_size=3),
)




def _mutate(body: Any, path: tuple, how: str, value: Any) -> Any:
    body = copy.deepcopy(body)
    if not path:
        return value
    parent = body
    for part in path[:-1]:
        parent = parent[part]
    last = path[-1]
    if how == "delete":
        del parent[last]
    elif how == "duplicate" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    else:
        parent[last] = value
    return body


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(case=st.sampled_from(CASES), data=st.data())
def test_mutated_requests_get_an_answer_or_a_problem_never_a_crash(case, data):
    url, name = case
    body = BODIES[name]
    mutated = body
    for _ in range(data.draw(st.integers(min_value=1, max_value=3), label="mutations")):
        path = data.draw(st.sampled_from(paths(mutated)), label="path")
        how = data.draw(st.sampled_from(["replace", "delete", "duplicate"]) if path else st.just("replace"),
                        label="how")
        mutated = _mutate(mutated, path, how, data.draw(ODD_VALUES, label="value"))
    r = CLIENT.post(url, data=json.dumps(mutated), content_type="application/json")
    assert r.status_code in (200, 400, 422), (r.status_code, r.get_data(as_text=True)[:500])
    if r.status_code == 200:
        assert r.content_type == "application/json"
    else:
        assert r.content_type == "application/problem+json"
        problem = r.json
        assert problem["status"] == r.status_code and problem["detail"]
        for error in problem.get("errors", []):
            assert error["detail"] and "Traceback" not in error["detail"]
        if r.status_code == 422:
            assert_pointers_resolve(mutated, problem)  # every pointer names a place in the body sent
