"""POST /v1/batch: a round in one request, each item answered exactly as its own request would be."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from helpers import openapi_spec
from openapi_helpers import _response_schema, _validate

from referee.errors import unexpected
from referee.games import SPECS
from referee.schemas.batch import (
    BATCH,
    BUDGET,
    DISPLAY,
    ID_LIMIT,
    LOG_BYTES_PER_UNIT,
    MAX_ANSWER,
    MAX_ITEMS,
    WHOLE_GAME,
)
from referee.service import games

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
MIB = 1024 * 1024


def example(name: str):
    return json.loads((EXAMPLES / name).read_text())


def every_example() -> list[tuple[str, str, object]]:
    """(game, operation, body) of every example file each game's spec names."""
    return [(spec.slug, spec.example_operation(name), example(name)) for spec in SPECS for name in spec.examples]


RA_EPOCH = example("ra-score-epoch.json")
BATCH_EXAMPLE = BATCH.Meta.examples["round"]["value"]
RA_LOG = example("ra-replay-short-game.json")
OSIRIS = example("osiris-outcome.json")
SAKKARA = example("sakkara-outcome.json")

# (game, operation, body) whose own requests are answered with a problem, or with a 200 that says little
BAD = [
    ("ra", "score", {"epoch": 9, "players": []}),  # field problems
    ("ra", "score", {**RA_EPOCH, "players": RA_EPOCH["players"] * 2}),  # table problems
    ("ra", "score", {"epochs": [{"players": "x"}] * 4}),  # the whole-game shape
    ("ra", "score", [RA_EPOCH]),  # not an object
    ("ra", "score", "epoch"),
    ("ra", "score", 3),
    ("ra", "score", 2.5),
    ("ra", "score", True),
    ("ra", "score", None),
    ("ra", "score", {}),
    ("ra", "score", {**RA_EPOCH, "players": [{**RA_EPOCH["players"][0], "name": "An\ud800ne"}]}),
    ("ra", "replay", {**RA_LOG, "moves": RA_LOG["moves"][:21] + [{"player": "Anne", "action": "bid", "sun": 7}]}),
    ("ra", "replay", {**RA_LOG, "moves": [{"player": "Zed", "action": "fly"}] * 300}),  # capped at 100 problems
    ("priests-of-ra", "score", {"epoch": 1, "players": [], "rulings": {"building_tiles": 0}}),
    ("osiris", "outcome", {**OSIRIS, "followers": {"beige": 9}}),
    ("osiris", "replay", {"players": [], "moves": "no"}),
    ("sakkara", "outcome", {**SAKKARA, "catalogue": {"tiles": {}}}),
    ("sakkara", "replay", {"board": []}),
    ("chess", "score", RA_EPOCH),  # unknown game
    ("ra", "outcome", RA_EPOCH),  # an operation Ra lacks
    ("sakkara", "score", SAKKARA),
    ("ra", "rules", {}),  # GET-only: no POST route
    ("", "score", {}),
    ("RA", "score", RA_EPOCH),
]


def single(client, game: str, operation: str, body, **headers) -> tuple[int, object]:
    """The answer to the item as its own request, less the `instance` of a problem (it names that request;
    an item is no request of its own)."""
    r = client.post(
        f"/v1/games/{game}/{operation}", data=json.dumps(body), content_type="application/json", headers=headers
    )
    return r.status_code, without_instance(r.json)


def without_instance(answer):
    if isinstance(answer, dict) and "instance" in answer:
        assert answer["instance"].startswith("urn:referee:request:")
        return {k: v for k, v in answer.items() if k != "instance"}
    return answer


def batch(client, items: list[tuple[str, str, object]], **headers):
    # the bodies' keys in their order, as `single` sends them (the test client's json= sorts them, and a 422
    # lists its problems in the body's order)
    r = client.post(
        "/v1/batch",
        data=json.dumps(
            {"items": [{"id": k, "game": g, "operation": o, "body": b} for k, (g, o, b) in enumerate(items)]}
        ),
        content_type="application/json",
        headers=headers,
    )
    assert r.status_code == 200, r.json
    return r


@pytest.mark.parametrize("language", ["en", "nl"])
def test_every_item_is_answered_exactly_as_its_own_request(client, language):
    items = every_example() + BAD
    results = batch(client, items, **{"Accept-Language": language}).json["results"]
    assert len(results) == len(items)
    for k, ((game, operation, body), result) in enumerate(zip(items, results)):
        status, answer = single(client, game, operation, body, **{"Accept-Language": language})
        assert result == {"id": k, "game": game, "operation": operation, "status": status, "body": answer}
    assert {r["status"] for r in results} == {200, 404, 422}


def test_the_examples_all_succeed_and_the_bad_inputs_all_fail(client):
    results = batch(client, every_example() + BAD).json["results"]
    assert [r["status"] for r in results[: len(every_example())]] == [200] * len(every_example())
    statuses = [r["status"] for r in results[len(every_example()) :]]
    assert statuses.count(404) == 6 and statuses.count(200) == 1  # the illegal replay is a 200 verdict


def test_accept_language_applies_to_every_item(client):
    r = batch(
        client, [("ra", "score", RA_EPOCH), ("ra", "score", {"epoch": 9, "players": []})], **{"Accept-Language": "nl"}
    )
    assert r.headers["Content-Language"] == "nl"
    ok, bad = r.json["results"]
    assert "farao" in json.dumps(ok["body"], ensure_ascii=False)
    assert bad["body"]["title"] == "Het verzoek kan zo niet gebruikt worden"


def test_a_404_item_is_the_single_routes_404(client):
    (result,) = batch(client, [("chess", "score", {})]).json["results"]
    assert result["body"] == {
        "type": "about:blank",
        "title": "Not Found",
        "status": 404,
        "detail": ("There is no /v1/games/chess/score here. GET /v1/games lists what the service offers."),
    }


def test_ids_come_back_as_sent_in_order(client):
    ids = ["table-1", 7, "Tafel 3 — ronde 2", -ID_LIMIT, ID_LIMIT, "x" * 100]
    body = {"items": [{"id": i, "game": "ra", "operation": "score", "body": RA_EPOCH} for i in ids]}
    r = client.post("/v1/batch", json=body)
    assert [result["id"] for result in r.json["results"]] == ids


def test_an_empty_batch_is_an_empty_answer(client):
    r = client.post("/v1/batch", json={"items": []})
    assert (r.status_code, r.json) == (200, {"results": []})


def test_one_broken_item_never_fails_the_others(client, monkeypatch):
    class Broken:
        game, name, operation = "ra", "score", games.ROUTES["ra", "score"].operation

        def perform(self, body):
            raise RuntimeError("a bug in the engine")

    monkeypatch.setitem(games.ROUTES, ("ra", "score"), Broken())
    r = batch(client, [("osiris", "outcome", OSIRIS), ("ra", "score", RA_EPOCH), ("sakkara", "outcome", SAKKARA)])
    first, broken, last = r.json["results"]
    assert (first["status"], last["status"]) == (200, 200)
    assert broken == {"id": 1, "game": "ra", "operation": "score", "status": 500, "body": unexpected("en").to_problem()}
    assert "a bug" not in r.text


def test_the_answers_match_the_spec(client):
    r = batch(client, every_example() + BAD)
    _validate(r.json, _response_schema("/v1/batch", "post", 200, "application/json"))


def test_each_result_gives_back_its_items_game_and_operation_as_sent_in_order_before_its_answer(client):
    items = [("ra", "score", RA_EPOCH), ("RA", "score", RA_EPOCH), ("osiris", "replay", {}), ("ra", "rules", {})]
    results = batch(client, items).json["results"]
    assert [(r["game"], r["operation"], r["status"]) for r in results] == [
        ("ra", "score", 200),
        ("RA", "score", 404),
        ("osiris", "replay", 422),
        ("ra", "rules", 404),
    ]
    assert all(list(r) == ["id", "game", "operation", "status", "body"] for r in results)


def _matches(instance, schema) -> bool:
    try:
        _validate(instance, schema)
    except jsonschema.ValidationError:
        return False
    return True


def _camel(game: str, operation: str) -> str:
    return "".join(w.capitalize() for w in game.split("-")) + operation.capitalize()  # PriestsOfRaScore


def test_the_spec_gives_each_result_exactly_one_shape_told_by_its_game_operation_and_status(client):
    """BatchResult is oneOf: each answer of a game's operation (tagged by `game`, `operation` and status 200) and
    a problem (any other status): every result of the examples and the bad inputs matches exactly one of them, the
    one its tags name."""
    shapes = openapi_spec()["components"]["schemas"]["BatchResult"]["oneOf"]
    names = [s["$ref"].rsplit("/", 1)[1] for s in shapes]
    assert len(names) == sum(len(s.operations) - 1 for s in SPECS) + 1  # each POST operation of each game, a problem
    for result in batch(client, every_example() + BAD).json["results"]:
        matched = [name for name, shape in zip(names, shapes) if _matches(result, shape)]
        if result["status"] == 200:
            assert matched == [_camel(result["game"], result["operation"]) + "BatchResult"], result["game"]
        else:
            assert matched == ["BatchProblemResult"], result["status"]


def test_the_spec_narrows_an_items_body_by_its_game_and_operation_and_still_takes_every_batch_it_took():
    """An item of a game's operation has the shape of its own (its body that route's); any other item the batch
    takes (a bad body, an unknown game or operation) is still a batch the spec describes."""
    spec = openapi_spec()
    shapes = spec["components"]["schemas"]["Batch"]["properties"]["items"]["items"]["anyOf"]
    names = [s["$ref"].rsplit("/", 1)[1] for s in shapes]
    assert names[-1] == "BatchItem"  # the catch-all, last
    for k, (game, operation, body) in enumerate(every_example()):
        item = {"id": k, "game": game, "operation": operation, "body": body}
        assert [n for n, shape in zip(names, shapes) if _matches(item, shape)] == [
            _camel(game, operation) + "BatchItem",
            "BatchItem",
        ]
    every = {
        "items": [{"id": k, "game": g, "operation": o, "body": b} for k, (g, o, b) in enumerate(every_example() + BAD)]
    }
    _validate(every, {"$ref": "#/components/schemas/Batch"})
    _validate(BATCH_EXAMPLE, {"$ref": "#/components/schemas/Batch"})


NOT_PROCESSED = {
    "en": {
        "type": "urn:referee:problem:batch-budget-spent",
        "title": "Not processed",
        "status": 429,
        "detail": ("Not processed: the batch's budget is spent; send this item again in another batch."),
        "budget": {"units": 250, "answer_bytes": 1_500_000},
    },
    "nl": {
        "type": "urn:referee:problem:batch-budget-spent",
        "title": "Niet verwerkt",
        "status": 429,
        "detail": ("Niet verwerkt: het budget van de batch is op; stuur dit verzoek opnieuw in een volgende batch."),
        "budget": {"units": 250, "answer_bytes": 1_500_000},
    },
}


@pytest.mark.parametrize("language", ["en", "nl"])
def test_500_displays_fit_the_body_limit_and_those_past_the_budget_are_answered_not_processed(client, language):
    display = example("ra-score-epoch3-5-players.json")
    body = json.dumps(
        {"items": [{"id": k, "game": "ra", "operation": "score", "body": display} for k in range(MAX_ITEMS)]}
    )
    assert len(body) < MIB
    r = client.post("/v1/batch", data=body, content_type="application/json", headers={"Accept-Language": language})
    assert r.status_code == 200
    results = r.json["results"]
    assert [x["id"] for x in results] == list(range(MAX_ITEMS))  # every item answered, in order
    assert [x["status"] for x in results] == [200] * (BUDGET // DISPLAY) + [429] * (MAX_ITEMS - BUDGET // DISPLAY)
    assert results[0]["body"] == single(client, "ra", "score", display, **{"Accept-Language": language})[1]
    assert all(x["body"] == NOT_PROCESSED[language] for x in results[BUDGET // DISPLAY :])


def test_the_body_limit_is_the_batchs(client):
    item = {"id": 0, "game": "ra", "operation": "replay", "body": RA_LOG}
    body = json.dumps({"items": [item] * 250})
    assert len(body) > MIB
    r = client.post("/v1/batch", data=body, content_type="application/json")
    assert r.status_code == 413 and r.content_type == "application/problem+json"


# --- a malformed batch is one 422, with pointers, before any item runs --------------------------

ITEM = {"id": "t1", "game": "ra", "operation": "score", "body": RA_EPOCH}
ITEM_FIELDS = "Unknown field: the fields here are id, game, operation, body."
NO_BODY = (
    "body is missing. The body the operation's own route takes. Whatever it holds, the item's result is what that "
    "route would answer, a 422 included."
)
NO_ID = (
    "id is missing. Your name for the item (a table, a game), given back with its result: a whole number, or text "
    "as a player's name is (normalised: NFC, trimmed; no control or invisible characters)."
)
NO_GAME = (
    "game is missing. A game's slug, as \"GET /v1/games\" lists them. An unknown one is that item's 404, as its own "
    "request's."
)
NO_OPERATION = (
    'operation is missing. One of the game\'s POST operations ("score", "outcome", "replay"). An unknown one is that '
    "item's 404."
)
MALFORMED = [
    ([ITEM], {"": "The body must be a JSON object."}),
    ("items", {"": "The body must be a JSON object."}),
    ({}, {"/items": "items is missing. At most 500 items, answered in this order."}),
    ({"items": {"0": ITEM}}, {"/items": "Not a valid list."}),
    ({"items": None}, {"/items": "Field may not be null."}),
    ({"items": [ITEM], "round": 2}, {"/round": "Unknown field: the fields here are items."}),
    ({"items": [ITEM, 3]}, {"/items/1": "Must be an object."}),
    (
        {"items": [ITEM, {"id": 2, "game": "ra", "operation": "score"}]},
        {"/items/1/body": NO_BODY},
    ),
    (
        {"items": [{"body": {}}]},
        {
            "/items/0/id": NO_ID,
            "/items/0/game": NO_GAME,
            "/items/0/operation": NO_OPERATION,
        },
    ),
    (
        {"items": [{**ITEM, "game": 1, "operation": ["score"]}]},
        {"/items/0/game": "Not a valid string.", "/items/0/operation": "Not a valid string."},
    ),
    ({"items": [{**ITEM, "path": "/v1/games/ra/score"}]}, {"/items/0/path": ITEM_FIELDS}),
]
BAD_IDS = [1.5, True, None, "", "x" * 101, ID_LIMIT + 1, -ID_LIMIT - 1, 10**30, [1], {"table": 1}]
ID_PROBLEM = "An id is text of 1 to 100 characters, or a whole number from -9007199254740991 to 9007199254740991."


@pytest.mark.parametrize("body,problems", MALFORMED)
def test_a_malformed_batch_is_a_422_with_every_problem_pointed_at(client, body, problems, monkeypatch):
    monkeypatch.setattr(games.Route, "perform", lambda *_: pytest.fail("an item ran"))
    r = client.post("/v1/batch", json=body)
    assert r.status_code == 422 and r.content_type == "application/problem+json"
    assert {e["pointer"]: e["detail"] for e in r.json["errors"]} == problems


NAME_PROBLEM = "A game's or an operation's name has at most 100 characters."


@pytest.mark.parametrize("field", ["game", "operation"])
@pytest.mark.parametrize("length", [101, 500_000])
def test_a_game_or_operation_name_past_100_characters_is_refused_before_any_item_runs(
    client, field, length, monkeypatch
):
    """Both are echoed in the item's result and its 404: an unknown name costs the answer what a known one does."""
    monkeypatch.setattr(games.Route, "perform", lambda *_: pytest.fail("an item ran"))
    r = client.post("/v1/batch", json={"items": [ITEM, {**ITEM, field: "x" * length}]})
    assert r.status_code == 422 and len(r.data) < 1_000
    assert r.json["errors"] == [{"pointer": f"/items/1/{field}", "detail": NAME_PROBLEM}]


def test_an_unknown_game_of_100_characters_is_still_that_items_404(client):
    r = client.post("/v1/batch", json={"items": [{**ITEM, "game": "x" * 100}]})
    assert r.status_code == 200
    [result] = r.json["results"]
    assert (result["game"], result["status"]) == ("x" * 100, 404)


@pytest.mark.parametrize("bad", BAD_IDS, ids=repr)
def test_an_id_is_text_or_a_whole_number_a_browser_keeps(client, bad):
    r = client.post("/v1/batch", json={"items": [ITEM, {**ITEM, "id": bad}]})
    assert r.status_code == 422
    expected = "Field may not be null." if bad is None else ID_PROBLEM
    assert r.json["errors"] == [{"pointer": "/items/1/id", "detail": expected}]


def test_more_than_500_items_are_one_problem_and_no_item_is_read(client, monkeypatch):
    monkeypatch.setattr(games.Route, "perform", lambda *_: pytest.fail("an item ran"))
    r = client.post("/v1/batch", json={"items": ["not an item"] * (MAX_ITEMS + 1)}, headers={"Accept-Language": "nl"})
    assert r.status_code == 422
    assert r.json["errors"] == [
        {
            "pointer": "/items",
            "detail": ("501 verzoeken, maar een batch bevat er hoogstens 500: stuur de rest in een volgende."),
        }
    ]
    r = client.post("/v1/batch", json={"items": ["not an item"] * 10_000})
    assert r.json["errors"] == [
        {"pointer": "/items", "detail": ("10000 items, but a batch holds at most 500: send the rest in another.")}
    ]


def test_a_malformed_batch_answers_in_dutch_too(client):
    r = client.post("/v1/batch", json={"items": [{"body": {}, "id": 1.5}]}, headers={"Accept-Language": "nl"})
    assert {e["pointer"]: e["detail"] for e in r.json["errors"]} == {
        "/items/0/id": "Een id is tekst van 1 tot 100 tekens, of een geheel getal van -9007199254740991 tot "
        "9007199254740991.",
        "/items/0/game": 'game ontbreekt. De slug van een spel, zoals "GET /v1/games" ze noemt. Een onbekende geeft '
        "dit verzoek een 404, net als een los verzoek.",
        "/items/0/operation": 'operation ontbreekt. Een van de POST-operaties van het spel ("score", "outcome", '
        '"replay"). Een onbekende geeft dit verzoek een 404.',
    }


def test_the_batch_is_json_like_every_route(client):
    r = client.post("/v1/batch", data="{", content_type="application/json")
    assert r.status_code == 400
    r = client.post("/v1/batch", data="items=1", content_type="application/x-www-form-urlencoded")
    assert r.status_code == 415
    r = client.get("/v1/batch")
    assert r.status_code == 405 and {m.strip() for m in r.headers["Allow"].split(",")} == {"OPTIONS", "POST"}


# --- a long batch does not hold up the other requests of its gunicorn worker -----------------------


@pytest.fixture(scope="module")
def one_worker():
    """gunicorn as the README starts it, with one (gevent) worker, so that every request meets the batch."""
    import os
    import socket
    import subprocess
    import sys
    import time

    import requests

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, REFEREE_BIND=f"127.0.0.1:{port}", REFEREE_WORKERS="1", REFEREE_LOG_LEVEL="warning")
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                if requests.get(url + "/health", timeout=2).status_code == 200:
                    break
            except requests.RequestException:
                time.sleep(0.1)
        else:
            pytest.fail("gunicorn did not start")
        yield url
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.mark.slow  # starts gunicorn
def test_a_long_batch_lets_its_workers_other_requests_through(one_worker):
    import threading
    import time

    import requests

    # the costliest batch under 1 MiB: Ra whole games with every tile at the box's count, 62 of them run (the
    # budget), about a third of a second of work in one request
    body = dict(_worst_case().batch_bodies())["whole-games"]
    assert len(body) < MIB
    took: dict = {}

    def send_batch():
        t = time.perf_counter()
        r = requests.post(one_worker + "/v1/batch", data=body, headers={"Content-Type": "application/json"})
        took["batch"] = (r.status_code, time.perf_counter() - t)

    sender = threading.Thread(target=send_batch)
    sender.start()
    time.sleep(0.1)
    waits = []
    while sender.is_alive():
        t = time.perf_counter()
        assert requests.get(one_worker + "/health", timeout=10).status_code == 200
        waits.append(time.perf_counter() - t)
    sender.join()
    status, seconds = took["batch"]
    assert status == 200 and seconds > 0.2
    # answered in the batch's pauses, not after it: several times while it ran, each well under its time
    assert len(waits) >= 3 and max(waits) < seconds / 2, (waits, seconds)


# --- bounded by its work and its answer -----------------------------------------------------------------------


def _worst_case():
    import sys

    sys.path.insert(0, str(ROOT / "bench"))
    import worst_case

    return worst_case


def _fill(item: dict) -> list[dict]:
    """As many copies of an item as a batch takes under 1 MiB."""
    count = min(MAX_ITEMS, (MIB - 100) // (len(json.dumps(item, ensure_ascii=False).encode()) + 2))
    return [dict(item, id=k) for k in range(count)]


def _counting(monkeypatch) -> list:
    ran: list = []
    perform = games.Route.perform
    monkeypatch.setattr(games.Route, "perform", lambda self, body: ran.append(1) or perform(self, body))
    return ran


@pytest.mark.parametrize("kind", ["whole games", "displays", "displays, 4-byte names", "whole games, 4-byte names"])
@pytest.mark.slow  # bench/worst_case.py's costliest batches, seconds of CPU
def test_the_worst_batches_run_what_their_budget_allows_and_answer_under_the_cap(client, monkeypatch, kind):
    wc = _worst_case()
    names = wc.FIVE_FOUR_BYTES if "4-byte" in kind else wc.FIVE
    body = (
        {"epoch": 3, "players": wc._players(names, wc.RA_TILES_ALL)}
        if "displays" in kind
        else {"epochs": [{"players": wc._players(names, wc.RA_TILES_ALL, fame=False)}] * 3}
    )
    items = _fill({"id": 0, "game": "ra", "operation": "score", "body": body})
    raw = json.dumps({"items": items}, ensure_ascii=False).encode()
    assert len(raw) < MIB
    ran = _counting(monkeypatch)
    r = client.post("/v1/batch", data=raw, content_type="application/json")
    assert r.status_code == 200 and len(r.data) <= MAX_ANSWER  # 3.6, 7.4, 20 and 7.5 MB before
    results = r.json["results"]
    assert [x["id"] for x in results] == list(range(len(items)))
    done = [x for x in results if x["status"] != 429]
    assert {x["status"] for x in done} == {422}  # every tile at the box's count: supply problems
    assert results[len(done) :] == [
        {"id": k, "game": "ra", "operation": "score", "status": 429, "body": NOT_PROCESSED["en"]}
        for k in range(len(done), len(items))
    ]
    assert len(ran) <= BUDGET // (WHOLE_GAME if "whole" in kind else DISPLAY) and len(ran) <= len(done) + 1
    assert len(ran) < len(items)


@pytest.mark.parametrize("log", ["ra-replay-short-game.json", "sakkara-replay-game.json"])
def test_a_replay_weighs_one_and_one_per_started_6_kib_of_its_body(client, log):
    game = example(log)
    size = len(json.dumps(game, separators=(",", ":"), ensure_ascii=False).encode())
    weight = 1 + -(-size // LOG_BYTES_PER_UNIT)
    count = (BUDGET // weight) + 10
    assert count * size < MIB
    results = batch(client, [(log.split("-")[0], "replay", game)] * count).json["results"]
    assert [x["status"] for x in results] == [200] * (BUDGET // weight) + [429] * 10


def test_a_batch_past_its_time_runs_no_item(monkeypatch):
    from referee import create_app

    client = create_app({"TESTING": True, "LONG_REQUEST_SECONDS": 0}).test_client()
    ran = _counting(monkeypatch)
    results = batch(client, [("ra", "score", RA_EPOCH)] * 3, **{"Accept-Language": "nl"}).json["results"]
    assert ran == [] and [x["body"] for x in results] == [NOT_PROCESSED["nl"]] * 3


def test_a_batch_stops_between_items_once_its_client_has_gone(app, monkeypatch):
    from referee.core import work
    from referee.schemas.batch import BATCH
    from referee.service import batch as batch_api

    checks: list = []
    gone = lambda: checks.append(1) or len(checks) > 5  # noqa: E731 - the client leaves after 5 items
    items = BATCH.load({"items": [{"id": k, "game": "ra", "operation": "score", "body": RA_EPOCH} for k in range(20)]})[
        "items"
    ]
    with app.test_request_context():
        answer = json.loads(b"".join(batch_api.results(items, work.Work(BUDGET, 60, gone))))
    assert [x["status"] for x in answer["results"]] == [200] * 5 + [429] * 15


def test_the_client_check_reads_the_socket():
    import socket

    from referee.api.work import client_gone

    ours, theirs = socket.socketpair()
    try:
        assert not client_gone(ours)  # connected, nothing sent
        theirs.sendall(b"GET /health HTTP/1.1\r\n")
        assert not client_gone(ours)  # a next request waiting: still there
        assert ours.recv(100)
        theirs.shutdown(socket.SHUT_WR)
        assert client_gone(ours)  # end-of-file: the client closed its side
    finally:
        theirs.close()
    assert client_gone(ours)
    ours.close()
    assert client_gone(ours)  # a socket shut down or closed (the request's deadline)


@pytest.mark.parametrize("url", ["/v1/batch", "/v1/tournaments/standings"])
def test_past_the_long_requests_of_a_worker_a_request_waits_then_gets_503_with_retry_after(url):
    from referee import create_app
    from referee.api.work import _slots

    app = create_app({"TESTING": True, "LONG_REQUEST_WAIT": 0.2})
    client = app.test_client()
    slots = _slots(app)
    assert slots.acquire(timeout=1)  # another long request has the worker's one turn
    try:
        r = client.post(url, json={"items": []}, headers={"Accept-Language": "nl"})
        assert r.status_code == 503 and r.content_type == "application/problem+json"
        assert r.headers["Retry-After"] == "1"
        assert without_instance(r.json) == {
            "type": "urn:referee:problem:busy",
            "title": "Bezet",
            "status": 503,
            "detail": ("De server is bezig met andere lange verzoeken; stuur dit verzoek zo opnieuw."),
        }
    finally:
        slots.release()
    assert client.post("/v1/batch", json={"items": []}).status_code == 200


@pytest.mark.slow  # bench/worst_case.py's costliest batches, seconds of CPU
def test_a_worker_gives_back_the_memory_of_its_biggest_batches(client):
    """RSS after the costliest batches, each sent twice, within 20 MB of where it was after one of each (before the
    bounds an answer alone was up to 20 MB, and the heap kept what the biggest ones took)."""
    wc = _worst_case()
    bodies = [body for _, body in wc.batch_bodies()]

    def send_all() -> None:
        for body in bodies:
            r = client.post("/v1/batch", data=body, content_type="application/json")
            assert r.status_code == 200 and len(r.get_data()) <= MAX_ANSWER
            r.close()  # as the server does once the answer is written

    send_all()
    import gc

    gc.collect()
    start = wc.rss()
    send_all()
    send_all()
    gc.collect()
    assert wc.rss() - start < 20 * 2**20
