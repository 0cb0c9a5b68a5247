"""examples/tracker.py, the README's tracker example, against a real gunicorn: a round of three tables
scored in one batch, then the event's standings; items past a batch's budget (429) and busy answers (503)
sent again, a bounded number of times."""

from __future__ import annotations

import json
import subprocess
import sys
from json import dumps
from pathlib import Path

import pytest
import requests

ROOT = Path(__file__).resolve().parents[2]
TRACKER = ROOT / "examples" / "tracker.py"


def run(live_server: str, *args: str) -> list[str]:
    out = subprocess.run(
        [sys.executable, str(TRACKER), "--url", live_server, *args], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()


def test_tracker_prints_each_tables_winner_and_the_events_standings(live_server):
    lines = run(live_server)
    assert lines[:3] == ["table-1: won by Carl", "table-2: won by Fay", "table-3: won by Kim"]
    standings = [line.split()[:3] for line in lines[3:]]
    # Placement points 5-4-3-2-1 at the five-player tables, 3-2-1 at table-3; level points are parted by
    # wins, then opponents' points, then fame: Fay won with 61 fame, Carl with 48, Kim at a 3-player table.
    assert standings == [
        ["1.", "Fay", "5"],
        ["2.", "Carl", "5"],
        ["3.", "Hal", "4"],
        ["4.", "Eve", "4"],
        ["5.", "Kim", "3"],
        ["6.", "Gus", "3"],
        ["7.", "Anne", "3"],
        ["8.", "Jan", "2"],
        ["9.", "Bert", "2"],
        ["10.", "Lou", "2"],
        ["11.", "Ida", "1"],
        ["12.", "Dora", "1"],
        ["13.", "Max", "1"],
    ]
    assert lines[3].endswith("Fay is first with 5 points and 1 win.")
    assert (
        "level with Fay on points, wins and points scored by opponents, but with 48 fame in total against 61"
        in lines[4]
    )


def test_tracker_in_dutch(live_server):
    lines = run(live_server, "--lang", "nl")
    assert lines[3].endswith("Fay staat eerste met 5 punten en 1 overwinning.")


def tracker():
    """examples/tracker.py as a module (its round runs only as a script)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("tracker", TRACKER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Counting:
    """A requests session that counts the batches it sends."""

    def __init__(self, session):
        self.session, self.batches = session, []

    def post(self, url, json, timeout):
        self.batches.append(len(json["items"]))
        return self.session.post(url, json=json, timeout=timeout)


def test_items_past_a_batchs_budget_are_sent_again_until_all_are_scored(live_server):
    # 300 Ra displays cost 300 units; a batch spends at most 250 (docs/trackers.md): the first batch answers
    # the rest 429 "Not processed", and the tracker sends those again in a second batch.
    body = json.loads((ROOT / "examples" / "ra-score-epoch.json").read_text())
    items = [{"id": f"t{k}", "game": "ra", "operation": "score", "body": body} for k in range(300)]
    session = Counting(requests.Session())
    slept = []
    results = tracker().run_batches(session, live_server, items, sleep=slept.append)
    assert sorted(results) == sorted(item["id"] for item in items)
    assert {r["status"] for r in results.values()} == {200}
    assert len(session.batches) >= 2 and session.batches[0] == 300 and sum(session.batches) > 300
    assert slept == []  # every batch processed some: no waiting


class Scripted:
    """A session that answers from a script: (status, headers, json) per POST."""

    def __init__(self, *answers):
        self.answers, self.sent = list(answers), []

    def post(self, url, json, timeout):
        self.sent.append([item["id"] for item in json["items"]])
        status, headers, body = self.answers.pop(0) if self.answers else self.last
        self.last = (status, headers, body)
        response = requests.Response()
        response.status_code, response.headers, response._content = status, headers, dumps(body).encode()
        return response


SPENT = {"status": 429, "body": {"type": "urn:referee:problem:batch-budget-spent", "status": 429}}


def test_a_busy_service_is_asked_again_after_its_retry_after_and_not_forever():
    t = tracker()
    items = [{"id": "a"}, {"id": "b"}]
    busy = (503, {"Retry-After": "2"}, {"status": 503})
    session = Scripted(
        busy,
        (200, {}, {"results": [{"id": "a", "status": 200, "body": {}}, {"id": "b", **SPENT}]}),
        (200, {}, {"results": [{"id": "b", "status": 422, "body": {}}]}),
    )
    slept = []
    results = t.run_batches(session, "http://x", items, sleep=slept.append)
    assert {k: r["status"] for k, r in results.items()} == {"a": 200, "b": 422}  # a 422 is an answer: not sent again
    assert session.sent == [["a", "b"], ["a", "b"], ["b"]] and slept == [2.0]
    # Always busy: MAX_BUSY tries, each after its Retry-After (at most MAX_WAIT), then an error, not a loop.
    session, slept = Scripted((503, {"Retry-After": "3600"}, {})), []
    with pytest.raises(Exception):  # noqa: B017  (whatever the tracker raises: it stops, it does not loop)
        t.run_batches(session, "http://x", items, sleep=slept.append)
    assert len(session.sent) == t.MAX_BUSY and slept == [t.MAX_WAIT] * t.MAX_BUSY
    # Nothing ever processed: a second's wait between batches, MAX_BATCHES of them, then what is left is left.
    session, slept = Scripted((200, {}, {"results": [{"id": "a", **SPENT}, {"id": "b", **SPENT}]})), []
    assert t.run_batches(session, "http://x", items, sleep=slept.append) == {}
    assert len(session.sent) == t.MAX_BATCHES and slept == [1.0] * t.MAX_BATCHES
