"""The request-to-answer core (referee.service) alone: imported with the web framework, the server and
orjson blocked, it answers every request exactly as the server does, byte for byte."""

from __future__ import annotations

import base64
import json
import math
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from parity_requests import ROOT, all_requests

from referee.jsonio import _stdlib, encode

BLOCKED = (
    "flask",
    "werkzeug",
    "gevent",
    "gunicorn",
    "click",
    "prometheus_client",
    "orjson",
    "flask_cors",
    "flask_swagger_ui",
)
COMPARED_HEADERS = ("content-type", "content-language", "violation-line", "violation-column", "retry-after", "allow")

# Answers the requests on its standard input (JSON lines) with every package in BLOCKED refused at import.
ALONE = f"""
import base64, importlib.abc, json, sys
class Refuse(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] in {BLOCKED!r}:
            raise ImportError("blocked: " + name)
sys.meta_path.insert(0, Refuse())
from referee.service import answer_parts
for line in sys.stdin:
    method, path, headers, body = json.loads(line)
    status, answer_headers, answer = answer_parts(method, path, headers, base64.b64decode(body))
    print(json.dumps([status, answer_headers, base64.b64encode(answer).decode()]))
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in {BLOCKED!r})))
"""


def _headers(pairs) -> dict[str, object]:
    """The headers that say what an answer is (Allow's methods in any order: the server's order varies)."""
    kept = {k.lower(): v for k, v in pairs if k.lower() in COMPARED_HEADERS}
    if "allow" in kept:
        kept["allow"] = set(kept["allow"].split(", "))
    return kept


def test_the_core_alone_answers_every_request_as_the_server_does(client):
    requests = all_requests(games=3)
    lines = "".join(json.dumps([m, p, h, base64.b64encode(b).decode()]) + "\n" for m, p, h, b in requests)
    out = subprocess.run(
        [sys.executable, "-c", ALONE], input=lines, capture_output=True, text=True, cwd=ROOT, timeout=600
    )
    assert out.returncode == 0, out.stderr[-3000:]
    *answers, imported = out.stdout.splitlines()
    assert json.loads(imported) == [], "the core imported a blocked package"
    assert len(answers) == len(requests)
    statuses = set()
    for (method, path, headers, body), line in zip(requests, answers):
        status, answer_headers, answer = json.loads(line)
        served = client.open(path, method=method, headers=headers, data=body)
        where = f"{method} {path} {headers} {body[:80]!r}"
        assert status == served.status_code, where
        assert base64.b64decode(answer) == served.data, where
        assert _headers(answer_headers) == _headers(served.headers.items()), where
        statuses.add(status)
    assert {200, 400, 404, 405, 413, 415, 422} <= statuses  # every kind of answer was compared


def test_the_server_answers_through_the_core(client, monkeypatch):
    """One path from a body to its answer: the server's views call the core, nothing else answers."""
    from referee.api import routes

    seen = []
    real = routes.answer_request
    monkeypatch.setattr(routes, "answer_request", lambda *a, **k: seen.append(a[0].path) or real(*a, **k))
    assert client.post("/v1/games/ra/score", data=b"{}", content_type="application/json").status_code == 422
    assert client.get("/v1/games/osiris").status_code == 200
    assert seen == ["/v1/games/ra/score", "/v1/games/osiris"]


# --- the JSON written without orjson: the same bytes --------------------------------------------------

_KEYS = st.text(max_size=6)
_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**63), 2**64 - 1),
    st.text(max_size=8),
    st.sampled_from(["Zoë", "🐫", "\x00\x1f\x7f", 'a"b\\c', "\u2028\u2029", "\n\t\r\b\f"]),
    # the floats an answer holds: an event's averages, rounded to two decimals
    st.floats(-(10**6), 10**6, allow_nan=False).map(lambda x: round(x, 2)),
)
_JSON = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(_KEYS, inner, max_size=4)),
    max_leaves=20,
)


@settings(max_examples=500, deadline=None)
@given(value=_JSON)
def test_the_standard_library_writes_the_bytes_orjson_writes(value):
    assert _stdlib(value) == encode(value)


@pytest.mark.parametrize("value", [{"n": 2**70}, {"name": "\ud800"}, [1.5, -0.25, 12.33, 1e-3]])
def test_what_orjson_refuses_is_written_alike_either_way(value):
    assert encode(value) == _stdlib(value)
    assert json.loads(encode(value)) == value or math.isnan(0)
