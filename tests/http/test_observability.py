"""What an operator watches: the version everywhere, X-Request-Id on every answer, GET /metrics (off by default,
counting in-process and across gunicorn's workers) and one JSON access-log line per request."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest
import requests
import yaml
from prometheus_client.parser import text_string_to_metric_families

import referee
from referee import create_app

ROOT = Path(__file__).resolve().parents[2]
RA_EPOCH = json.loads((ROOT / "examples" / "ra-score-epoch.json").read_text())


# --- the version ----------------------------------------------------------------------------------


def test_one_version_everywhere(client):
    assert re.fullmatch(r"\d+\.\d+\.\d+", referee.__version__) and referee.__version__ == "1.1.0"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" not in project["project"] and project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "referee._version.__version__"}
    assert yaml.safe_load((ROOT / "openapi.yaml").read_text())["info"]["version"] == referee.__version__
    assert client.get("/health").json == {"status": "ok", "version": referee.__version__}
    answer = client.post("/v1/games/ra/score", json=RA_EPOCH).json
    assert answer["provenance"]["version"] == referee.__version__
    out = subprocess.run(
        [sys.executable, "-m", "referee", "--version"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert (out.returncode, out.stdout) == (0, f"referee {referee.__version__}\n")


@pytest.mark.slow  # builds the package
def test_a_source_tree_build_reads_the_version_without_importing_the_package():
    # setuptools' attr: reads the assignment statically; a package import would need every dependency.
    from setuptools.config.expand import read_attr

    assert read_attr("referee._version.__version__", root_dir=ROOT) == referee.__version__


# --- X-Request-Id ---------------------------------------------------------------------------------


def test_a_sane_request_id_is_echoed(client):
    for sent in ("abc", "0f8e2b7c-1d2a-4c3e-9f00-123456789abc", "trace.1:span_2-x", "a" * 128):
        for r in (
            client.get("/health", headers={"X-Request-Id": sent}),
            client.post("/v1/games/ra/score", json={}, headers={"X-Request-Id": sent}),
        ):
            assert r.headers["X-Request-Id"] == sent


@pytest.mark.parametrize(
    "hostile",
    [
        "",
        "a" * 129,
        "-starts-with-dash",
        "has space",
        'quote"d',
        "<script>",
        "semi;colon",
        "ümlaut",
        "a\tb",
        '{"json":1}',
    ],
)
def test_a_hostile_request_id_is_replaced_by_a_fresh_one(client, hostile):
    r = client.get("/health", headers={"X-Request-Id": hostile})
    assert r.status_code == 200
    assert r.headers["X-Request-Id"] != hostile and re.fullmatch(r"[0-9a-f]{32}", r.headers["X-Request-Id"])


def test_without_a_request_id_each_answer_gets_its_own(client):
    ids = {client.get("/health").headers["X-Request-Id"] for _ in range(5)}
    assert len(ids) == 5 and all(re.fullmatch(r"[0-9a-f]{32}", i) for i in ids)


def test_other_origins_may_read_the_request_id(client):
    r = client.post("/v1/games/ra/score", json=RA_EPOCH, headers={"Origin": "https://club.example"})
    assert "X-Request-Id" in r.headers["Access-Control-Expose-Headers"]


# --- /metrics in-process --------------------------------------------------------------------------


def samples(text: str) -> dict[tuple[str, frozenset], float]:
    return {
        (s.name, frozenset(s.labels.items())): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def value(found: dict, name: str, **labels: str) -> float:
    return found.get((name, frozenset(labels.items())), 0.0)


def test_metrics_are_off_by_default(client, monkeypatch):
    monkeypatch.delenv("REFEREE_METRICS", raising=False)
    r = create_app({"TESTING": True}).test_client().get("/metrics")
    assert r.status_code == 404 and r.mimetype == "application/problem+json"


@pytest.fixture(scope="module")
def metered():
    return create_app({"TESTING": True, "METRICS": True}).test_client()


def test_metrics_count_a_request_by_route_game_and_status(metered):
    before = samples(metered.get("/metrics").get_data(as_text=True))
    assert metered.post("/v1/games/ra/score", json=RA_EPOCH).status_code == 200
    assert metered.post("/v1/games/ra/score", json={"epoch": 9}).status_code == 422
    assert metered.get("/v1/games/no-such-game").status_code == 404
    r = metered.get("/metrics")
    assert r.status_code == 200 and r.content_type.startswith("text/plain; version=")
    after = samples(r.get_data(as_text=True))
    route = {"route": "/v1/games/ra/score", "method": "POST", "game": "ra"}
    for status in ("200", "422"):
        assert (
            value(after, "referee_requests_total", **route, status=status)
            == value(before, "referee_requests_total", **route, status=status) + 1
        )
    # an unknown path is counted under one label, never its raw path
    assert (
        value(after, "referee_requests_total", route="unmatched", method="GET", game="", status="404")
        == value(before, "referee_requests_total", route="unmatched", method="GET", game="", status="404") + 1
    )
    assert not any("no-such-game" in str(labels) for _, labels in after)
    latency = {"route": "/v1/games/ra/score", "game": "ra"}
    assert (
        value(after, "referee_request_duration_seconds_count", **latency)
        == value(before, "referee_request_duration_seconds_count", **latency) + 2
    )
    assert value(after, "referee_request_duration_seconds_bucket", **latency, le="+Inf") == value(
        after, "referee_request_duration_seconds_count", **latency
    )
    assert (
        value(after, "referee_problems_total", kind="invalid-request", route="/v1/games/ra/score")
        == value(before, "referee_problems_total", kind="invalid-request", route="/v1/games/ra/score") + 1
    )
    assert (
        value(after, "referee_problems_total", kind="not-found", route="unmatched")
        == value(before, "referee_problems_total", kind="not-found", route="unmatched") + 1
    )


def test_metrics_count_batch_items_by_game_operation_and_status(metered):
    before = samples(metered.get("/metrics").get_data(as_text=True))
    items = [
        {"id": 1, "game": "ra", "operation": "score", "body": RA_EPOCH},
        {"id": 2, "game": "ra", "operation": "score", "body": {}},
        {"id": 3, "game": "ra", "operation": "score", "body": RA_EPOCH},
        {"id": 4, "game": "chess' OR 1=1", "operation": "score", "body": {}},
    ]
    assert metered.post("/v1/batch", json={"items": items}).status_code == 200
    after = samples(metered.get("/metrics").get_data(as_text=True))
    for labels, more in (
        ({"game": "ra", "operation": "score", "status": "200"}, 2),
        ({"game": "ra", "operation": "score", "status": "422"}, 1),
        ({"game": "unknown", "operation": "unknown", "status": "404"}, 1),
    ):
        assert (
            value(after, "referee_batch_items_total", **labels)
            == value(before, "referee_batch_items_total", **labels) + more
        )
    assert not any("chess" in str(labels) for _, labels in after)


def test_an_invented_method_is_counted_as_other(metered):
    assert metered.open("/v1/games/ra/score", method="BREW").status_code == 405
    found = samples(metered.get("/metrics").get_data(as_text=True))
    assert not any("BREW" in str(labels) for _, labels in found)
    assert any(dict(labels).get("method") == "other" for name, labels in found if name == "referee_requests_total")


def test_counting_that_fails_never_fails_the_answer(metered, monkeypatch):
    from referee.api import metrics as module

    def broken(*args, **kwargs):
        raise FileNotFoundError("the metrics folder is gone")

    monkeypatch.setattr(module.metrics().requests, "labels", broken)
    monkeypatch.setattr(module.metrics().batch_items, "labels", broken)
    assert metered.post("/v1/games/ra/score", json=RA_EPOCH).status_code == 200
    item = {"id": 1, "game": "ra", "operation": "score", "body": RA_EPOCH}
    assert metered.post("/v1/batch", json={"items": [item]}).json["results"][0]["status"] == 200


# --- under gunicorn: several workers, the access log ----------------------------------------------


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def gunicorn_metered(tmp_path_factory):
    """gunicorn as the README starts it, 2 workers, metrics on, the access log in a file."""
    log = tmp_path_factory.mktemp("access") / "access.log"
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k != "PROMETHEUS_MULTIPROC_DIR"}
    env.update(REFEREE_BIND=f"127.0.0.1:{port}", REFEREE_WORKERS="2", REFEREE_METRICS="1", REFEREE_ACCESS_LOG=str(log))
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(150):
            try:
                if requests.get(url + "/health", timeout=1).status_code == 200:
                    break
            except (requests.ConnectionError, requests.Timeout):
                time.sleep(0.1)
        else:
            pytest.fail("gunicorn did not start: " + proc.stderr.read().decode(errors="replace")[-2000:])
        yield url, log
    finally:
        proc.terminate()
        proc.wait(15)


@pytest.mark.slow  # starts gunicorn
def test_metrics_under_gunicorn_add_up_every_workers_counts(gunicorn_metered):
    url, log = gunicorn_metered

    def pids() -> set[int]:
        return {e["pid"] for e in map(json.loads, log.read_text().splitlines()) if e["path"] == "/v1/games/ra/score"}

    labels = {"route": "/v1/games/ra/score", "method": "POST", "game": "ra", "status": "200"}
    before = value(samples(requests.get(url + "/metrics", timeout=10).text), "referee_requests_total", **labels)
    sent = 0
    while sent < 400 and (sent < 40 or len(pids()) < 2):  # bounded: a loaded machine may favour one worker
        for _ in range(20):  # a new connection each time: the kernel hands them to either worker
            r = requests.post(url + "/v1/games/ra/score", json=RA_EPOCH, headers={"Connection": "close"}, timeout=10)
            assert r.status_code == 200
            sent += 1
    assert len(pids()) == 2, "both workers answered (otherwise this test shows nothing about adding up)"
    found = samples(requests.get(url + "/metrics", timeout=10).text)
    assert value(found, "referee_requests_total", **labels) == before + sent


@pytest.mark.slow  # starts gunicorn
def test_access_log_is_one_json_line_per_request_without_body(gunicorn_metered):
    url, log = gunicorn_metered
    secret = "Zebedeus-not-to-be-logged"
    body = json.loads(json.dumps(RA_EPOCH).replace("Carl", secret))
    r = requests.post(
        url + "/v1/games/ra/score?q=1",
        json=body,
        timeout=10,
        headers={"X-Request-Id": "log-test-1", "User-Agent": "test-agent"},
    )
    assert r.status_code == 200 and r.headers["X-Request-Id"] == "log-test-1"
    bad = requests.get(url + "/health", headers={"X-Request-Id": 'evil"}\\ninjected'}, timeout=10)
    fresh = bad.headers["X-Request-Id"]
    time.sleep(0.3)
    text = log.read_text()
    assert secret not in text and "q=1" not in text and "evil" not in text
    entries = [json.loads(line) for line in text.splitlines()]  # every line is one JSON object
    mine = [e for e in entries if e["request_id"] == "log-test-1"]
    assert len(mine) == 1
    entry = mine[0]
    assert set(entry) == {
        "time",
        "request_id",
        "remote",
        "method",
        "path",
        "status",
        "bytes_in",
        "bytes_out",
        "duration_ms",
        "user_agent",
        "pid",
    }
    assert (entry["method"], entry["path"], entry["status"], entry["remote"], entry["user_agent"]) == (
        "POST",
        "/v1/games/ra/score",
        200,
        "127.0.0.1",
        "test-agent",
    )
    assert entry["bytes_in"] == len(r.request.body) and entry["bytes_out"] == len(r.content)
    assert 0 < entry["duration_ms"] < 10_000 and re.match(r"\d{4}-\d\d-\d\dT", entry["time"])
    assert [e["status"] for e in entries if e["request_id"] == fresh] == [200]


# --- a wrong method, the version, recycled workers ----------------------------------------------------


def test_a_wrong_method_on_a_real_route_is_counted_with_that_route(metered):
    before = samples(metered.get("/metrics").get_data(as_text=True))
    assert metered.get("/v1/games/ra/score").status_code == 405
    after = samples(metered.get("/metrics").get_data(as_text=True))
    route = {"route": "/v1/games/ra/score", "method": "GET", "game": "ra", "status": "405"}
    assert value(after, "referee_requests_total", **route) == value(before, "referee_requests_total", **route) + 1
    assert (
        value(after, "referee_problems_total", kind="method-not-allowed", route="/v1/games/ra/score")
        == value(before, "referee_problems_total", kind="method-not-allowed", route="/v1/games/ra/score") + 1
    )


def test_the_version_is_a_metric(metered):
    after = samples(metered.get("/metrics").get_data(as_text=True))
    assert value(after, "referee_build_info", version=referee.__version__) == 1


@pytest.mark.slow  # starts gunicorn
def test_recycled_workers_leave_a_bounded_folder_and_their_counts(tmp_path):
    """Workers recycled every 10 requests (`--max-requests`): the metrics folder keeps the live workers' files
    and one per kind for the workers that ended, and no count is lost."""
    sys.path.insert(0, str(ROOT / "bench"))
    import slow_clients

    folder = tmp_path / "metrics"
    folder.mkdir()
    env = {
        "REFEREE_WORKERS": "2",
        "REFEREE_METRICS": "1",
        "PROMETHEUS_MULTIPROC_DIR": str(folder),
        "GUNICORN_CMD_ARGS": "--max-requests 10 --max-requests-jitter 0",
    }
    sent = 0
    with slow_clients.server(env, start_timeout=120) as srv:
        hang_guard = time.monotonic() + 300
        while srv.log_text().count("Booting worker") < 2 + 6:  # until six workers were recycled and replaced
            assert slow_clients.request(srv.port, "GET", "/v1/games")[0] == 200
            sent += 1
            assert time.monotonic() < hang_guard
        status, text = slow_clients.request(srv.port, "GET", "/metrics")
        files = sorted(p.name for p in folder.glob("*.db"))
    assert status == 200
    assert len(files) <= 2 * 2 + 2, files  # counter and histogram of 2 live workers, and of the ended ones
    found = samples(text.decode())
    assert value(found, "referee_requests_total", route="/v1/games", method="GET", game="", status="200") == sent
    assert value(found, "referee_build_info", version=referee.__version__) == 1
