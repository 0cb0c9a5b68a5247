"""A 422's problems come in one order in every process: the body's document order, then the
pointer (referee.errors.document_order). Marshmallow finds unknown keys in a set's order, which follows Python's
string-hash seed: the same requests are answered under two seeds, in two processes, and compared byte for byte."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from parity_requests import ROOT, unknown_key_requests

from referee.errors import document_order

SCRIPT = """
import hashlib, json, sys
sys.path[:0] = [sys.argv[1] + "/tests"]
from parity_requests import unknown_key_requests
from referee.service import answer_parts
for method, path, headers, body in unknown_key_requests():
    status, _, answer = answer_parts(method, path, {**headers, "X-Request-Id": "order"}, body)
    print(json.dumps([status, answer.decode("utf-8")]))
"""


def answers_under(seed: int) -> list[tuple[int, str]]:
    env = {**os.environ, "PYTHONHASHSEED": str(seed)}
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(ROOT)], env=env, capture_output=True, text=True, check=True, timeout=300
    ).stdout
    return [tuple(json.loads(line)) for line in out.splitlines()]


def test_the_same_problems_in_the_same_order_under_two_hash_seeds():
    one, two = answers_under(1), answers_under(2)
    assert len(one) == len(unknown_key_requests())
    assert [status for status, _ in one] == [422] * len(one)
    assert one == two


def test_unknown_keys_are_listed_in_the_order_the_body_has_them(client):
    def post(body: dict) -> dict:  # the bytes as written (the test client's json= would sort the keys)
        return client.post("/v1/games/ra/score", data=json.dumps(body), content_type="application/json").get_json()

    answer = post({"epoch": 1, "players": [], "x": 1, "y": 2, "z": 3})
    assert [e["pointer"] for e in answer["errors"]] == ["/players", "/x", "/y", "/z"]
    body = {"z": 1, "epoch": 1, "players": [{"name": "A", "q": 1, "b": 2}, {"name": "B"}, {"name": "C"}], "a": 2}
    answer = post(body)
    pointers = [e["pointer"] for e in answer["errors"]]
    assert pointers.index("/z") < pointers.index("/players/0/q") < pointers.index("/players/0/b") < pointers.index("/a")


def test_document_order_puts_a_missing_key_after_its_objects_keys_then_orders_by_pointer():
    order = document_order({"b": {"y": 1, "x": [0, {"k": 1}]}, "a": 1})
    paths = [("a",), ("missing",), ("b", "x", 1, "k"), ("b", "x", 1, "gone"), ("b", "y"), ("another",), ("b",)]
    assert sorted(paths, key=order) == [
        ("b",),
        ("b", "y"),
        ("b", "x", 1, "k"),
        ("b", "x", 1, "gone"),
        ("a",),
        ("another",),
        ("missing",),
    ]
