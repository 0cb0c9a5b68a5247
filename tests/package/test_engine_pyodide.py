"""The browser's engine answers what the server answers: every parity request
(tests/parity_requests.py) sent through referee/web/engine.zip in the vendored Pyodide under Node, loaded
exactly as the browser's worker loads it, compared byte for byte with the Flask app's answer. The runtime is the
one the server serves: Python's standard library cut to what the engine imports (tools/cut_stdlib.py), so a
module the engine needs and the cut left out fails here.

One Node process answers them all (starting Pyodide takes seconds). Without `node` the test skips, saying
so; under CI (`CI` set) it fails instead: CI must run it."""

from __future__ import annotations

import base64
import json
import os
import subprocess

import pytest
from engine_archive_helpers import build_engine, cut_stdlib, node
from parity_requests import ROOT, all_requests

from referee.api.web import ENGINE_FILES, WEB

HARNESS = ROOT / "tests" / "package" / "pyodide" / "answer.mjs"
# The headers that say what an answer is: both must say these alike. Beyond them the server adds its own
# (Content-Length, the request id, CORS, no-store on what no cache should keep); the engine may leave those
# out, but whatever else it says, the server says too.
COMPARED = ("content-type", "content-language", "allow", "retry-after", "violation-line", "violation-column")


@pytest.fixture(scope="module")
def served_runtime(tmp_path_factory):
    """The runtime's folder as the server serves it, each URL's name linked to the file behind it: its
    python_stdlib.zip is the cut library."""
    folder = tmp_path_factory.mktemp("pyodide")
    for url, name in ENGINE_FILES.items():
        if url.startswith("web/pyodide/"):
            (folder / url.removeprefix("web/pyodide/")).symlink_to(WEB / name)
    assert (folder / "python_stdlib.zip").resolve() == cut_stdlib.CUT
    return folder


def _named(pairs, names=None) -> dict[str, object]:
    kept = {name.lower(): value for name, value in pairs if names is None or name.lower() in names}
    if "allow" in kept:  # the methods in any order: the server's order varies
        kept["allow"] = set(kept["allow"].split(", "))
    return kept


@pytest.fixture(scope="module", params=["started", "saved", "restored"])
def engine_answers(request, served_runtime):
    """(ready line, [(request, answer)]) from one run of the Node harness over every parity request, the engine
    started in one of three ways: where no snapshot can be kept; as on a first visit (started ready to be
    snapshotted, its snapshot kept, then answering); restored from that snapshot (as on a later visit)."""
    found = node()
    requests = all_requests(games=3)
    lines = "".join(
        json.dumps({"method": method, "path": path, "headers": headers, "body_b64": base64.b64encode(body).decode()})
        + "\n"
        for method, path, headers, body in requests
    )
    env = {**os.environ, "SERVER_ONLY": json.dumps(build_engine.SERVER_ONLY), "PYODIDE_DIR": str(served_runtime)}
    if request.param == "restored":
        env["FROM_SNAPSHOT"] = "1"
    elif request.param == "saved":
        env["FIRST_VISIT"] = "1"
    out = subprocess.run(
        [found, str(HARNESS)], input=lines, capture_output=True, text=True, cwd=ROOT, env=env, timeout=900
    )
    assert out.returncode == 0, out.stderr[-3000:]
    ready, *answers = (json.loads(line) for line in out.stdout.splitlines())
    assert len(answers) == len(requests), out.stderr[-3000:]
    assert ready["ready"]["snapshot"] == {"started": "none"}.get(request.param, request.param)
    return ready["ready"], list(zip(requests, answers))


def test_a_first_start_whose_snapshot_cannot_be_kept_answers_all_the_same(served_runtime):
    """Keeping the snapshot failed (no room): the engine answers with the interpreter it started, says "none"."""
    body = json.dumps({"method": "GET", "path": "/health", "headers": {}, "body_b64": ""}) + "\n"
    out = subprocess.run(
        [node(), str(HARNESS)],
        check=False,
        input=body,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "SNAPSHOT_FAILS": "1", "PYODIDE_DIR": str(served_runtime)},
        timeout=600,
    )
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


HUGE = 64 * 1024 * 1024  # a body far over the API's 1 MiB


def _harness(lines: list[dict], env: dict[str, str] | None = None) -> list[dict]:
    """The Node harness's lines out for these lines in, the engine started with no snapshot to keep."""
    body = "".join(json.dumps(line) + "\n" for line in lines)
    out = subprocess.run(
        [node(), str(HARNESS)],
        check=False,
        input=body,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        timeout=600,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return [json.loads(line) for line in out.stdout.splitlines()]


def test_a_huge_body_is_refused_by_its_length_before_it_is_copied_into_the_engines_memory(client, served_runtime):
    """64 MiB, as bytes and as a string, to routes that take a body: the engine answers what the server answers
    (413 by its length, whatever its type says; 404 on no route), and its interpreter's memory, which a
    WebAssembly heap never gives back, does not grow by the body: no more than the 1 MiB the API reads."""
    asked = [
        ("/v1/games/ra/score", {"Content-Type": "text/plain", "Accept-Language": "nl"}),
        ("/v1/batch", {"Content-Type": "application/json"}),
        ("/v1/nothing", {"Content-Type": "application/json"}),
    ]
    lines = [
        {
            "method": "POST",
            "path": path,
            "headers": {**headers, "X-Request-Id": f"huge-{n}"},
            "body_size": HUGE,
            "body_as": body_as,
        }
        for n, (path, headers) in enumerate(asked)
        for body_as in ("bytes", "string")
    ]
    # first a body one byte over the limit: the most any body may now cost the heap, its room made once
    warm = {
        "method": "POST",
        "path": "/v1/games/ra/score",
        "headers": {"Content-Type": "application/json"},
        "body_size": 1024 * 1024 + 1,
    }
    ready, first, *answers = _harness([warm, *lines], {"PYODIDE_DIR": str(served_runtime)})
    assert first["status"] == 413 and ready["ready"]["failed"] == {}
    for line, answer in zip(lines, answers):
        served = client.post(line["path"], headers=line["headers"], data=b"x" * HUGE)
        assert (answer["status"], base64.b64decode(answer["body_b64"])) == (served.status_code, served.data), line
    assert {answer["status"] for answer in answers} == {413, 404}
    grown = answers[-1]["heap"][1] - answers[0]["heap"][0]
    assert grown < 4 * 1024 * 1024, f"the engine's memory grew by {grown} bytes for bodies it refuses"


PAGE = ROOT / "tests" / "package" / "pyodide" / "page.mjs"


def test_the_page_gives_the_engine_a_deadline_and_hands_it_no_more_of_a_body_than_the_limit(client):
    """engine.js, where the form's requests go through, its worker in a thread: a cheap request queued behind a
    costly batch with a deadline shorter than the batch is given up at its deadline (a TimeoutError, which the
    form treats as no answer) and never run by the worker; the batch is still answered, and so is a request
    after both. A 64 MiB string is refused as the server refuses it, with no more than one character past the
    limit handed to the worker."""
    epoch = json.loads((ROOT / "examples" / "ra-score-epoch3-5-players.json").read_text(encoding="utf-8"))
    batch = {"items": [{"id": n, "game": "ra", "operation": "score", "body": epoch} for n in range(400)]}
    out = subprocess.run(
        [node(), str(PAGE)], check=False, input=json.dumps(batch), capture_output=True, text=True, cwd=ROOT, timeout=600
    )
    assert out.returncode == 0, out.stderr[-3000:]
    seen = json.loads(out.stdout)
    deadline = seen["deadline"]
    assert deadline["rejected"] == "TimeoutError"
    assert deadline["worker"]["error"] == "its deadline passed before its turn came"
    assert (deadline["batch"], deadline["after"]) == (200, 200)
    served = client.post(
        "/v1/games/ra/score", headers={"Content-Type": "application/json", "X-Request-Id": "huge"}, data=b"x" * HUGE
    )
    assert (seen["huge"]["status"], seen["huge"]["body"].encode()) == (413, served.data)
    assert seen["huge"]["posted"] == seen["limit"] + 1 == 1024 * 1024 + 1


def test_a_trace_of_the_engine_at_work_finds_nothing_the_cut_library_lacks():
    """tools/cut_stdlib.py's trace run again (fewer generated games): every file it finds is one the committed cut
    was made from, so the cut is not stale; and what the engine always loads is among them."""
    node()
    traced = cut_stdlib.trace(games=1)
    assert {"json/decoder.py", "re/_parser.py", "dataclasses.py", "decimal.py", "traceback.py"} <= set(traced)
    missing = sorted(set(traced) - set(cut_stdlib.record()["traced"]))
    assert missing == [], f"the engine now loads {missing}: run `{cut_stdlib.REBUILD}`"
