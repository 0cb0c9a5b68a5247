"""The browser's engine answers what the server answers (issue 30, test 5b): every parity request
(tests/parity_requests.py) sent through referee/web/engine.zip in the vendored Pyodide under Node, loaded
exactly as the browser's worker loads it, compared byte for byte with the Flask app's answer.

One Node process answers them all (starting Pyodide takes seconds). Without `node` the test skips, saying
so; under CI (`CI` set) it fails instead: CI must run it."""
from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess

import pytest
from parity_requests import ROOT, all_requests
from test_engine_archive import build_engine

HARNESS = ROOT / "tests" / "pyodide" / "answer.mjs"
# The headers that say what an answer is: both must say these alike. Beyond them the server adds its own
# (Content-Length, the request id, CORS, no-store on what no cache should keep); the engine may leave those
# out, but whatever else it says, the server says too.
COMPARED = ("content-type", "content-language", "allow", "retry-after", "violation-line", "violation-column")


def _node() -> str:
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node is not installed: CI must run the browser's engine (apt-get install nodejs)")
        pytest.skip("node is not installed (apt-get install nodejs): the browser's engine runs under Node here")
    return node


def _named(pairs, names=None) -> dict[str, object]:
    kept = {name.lower(): value for name, value in pairs if names is None or name.lower() in names}
    if "allow" in kept:  # the methods in any order: the server's order varies
        kept["allow"] = set(kept["allow"].split(", "))
    return kept


@pytest.fixture(scope="module", params=["started", "saved", "restored"])
def engine_answers(request):
    """(ready line, [(request, answer)]) from one run of the Node harness over every parity request, the engine
    started in one of three ways: where no snapshot can be kept; as on a first visit (started ready to be
    snapshotted, its snapshot kept, then answering); restored from that snapshot (as on a later visit)."""
    node = _node()
    requests = all_requests(games=3)
    lines = "".join(json.dumps({"method": method, "path": path, "headers": headers,
                                "body_b64": base64.b64encode(body).decode()}) + "\n"
                    for method, path, headers, body in requests)
    env = {**os.environ, "SERVER_ONLY": json.dumps(build_engine.SERVER_ONLY)}
    if request.param == "restored":
        env["FROM_SNAPSHOT"] = "1"
    elif request.param == "saved":
        env["FIRST_VISIT"] = "1"
    out = subprocess.run([node, str(HARNESS)], input=lines, capture_output=True, text=True, cwd=ROOT, env=env,
                         timeout=900)
    assert out.returncode == 0, out.stderr[-3000:]
    ready, *answers = (json.loads(line) for line in out.stdout.splitlines())
    assert len(answers) == len(requests), out.stderr[-3000:]
    assert ready["ready"]["snapshot"] == {"started": "none"}.get(request.param, request.param)
    return ready["ready"], list(zip(requests, answers))


def test_a_first_start_whose_snapshot_cannot_be_kept_answers_all_the_same():
    """Keeping the snapshot failed (no room): the engine answers with the interpreter it started, says "none"."""
    body = json.dumps({"method": "GET", "path": "/health", "headers": {}, "body_b64": ""}) + "\n"
    out = subprocess.run([_node(), str(HARNESS)], check=False, input=body, capture_output=True, text=True, cwd=ROOT,
                         env={**os.environ, "SNAPSHOT_FAILS": "1"}, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    ready, answer = (json.loads(line) for line in out.stdout.splitlines())
    assert ready["ready"]["snapshot"] == "none" and ready["ready"]["failed"] == {}
    assert answer["status"] == 200 and json.loads(base64.b64decode(answer["body_b64"]))["status"] == "ok"


def test_every_module_of_the_archive_imports_in_pyodide(engine_answers):
    ready, _ = engine_answers
    assert ready["python"].startswith("3.14.")
    assert ready["failed"] == {}
    assert ready["imported"] == sum(name.endswith(".py") for name in build_engine.archived_manifest()["sources"])
    assert ready["serverOnly"] == [], "an engine module imported a package only the server has"


def test_the_engine_answers_every_request_as_the_server_does(engine_answers, client):
    _, pairs = engine_answers
    statuses = set()
    for (method, path, headers, body), answer in pairs:
        where = f"{method} {path} {headers} {body[:80]!r}"
        assert "error" not in answer, f"{where}: Python raised in the engine: {answer.get('error')}"
        served = client.open(path, method=method, headers=headers, data=body)
        assert answer["status"] == served.status_code, where
        assert base64.b64decode(answer["body_b64"]) == served.data, where
        said, server_said = _named(answer["headers"]), _named(served.headers.items())
        assert _named(answer["headers"], COMPARED) == _named(served.headers.items(), COMPARED), where
        assert {name: server_said.get(name) for name in said} == said, where
        statuses.add(answer["status"])
    assert {200, 400, 404, 405, 413, 415, 422} <= statuses  # every kind of answer was compared
