"""Hostile input: bounded work and answers, request contracts, names, numbers, duplicate keys.

Each test here failed before the hardening: the bodies are the ones an attacker sent, scaled down
only where the old cost made the test itself slow.
"""

from __future__ import annotations

import functools
import json
import socket
import sys
from pathlib import Path

import pytest
import requests
from helpers import EXAMPLE_SUNS, ra_player
from pointers import assert_pointers_resolve

from referee.core.problems import MAX_BAD_MOVES
from referee.errors import MAX_PROBLEMS

SCORE = "/v1/games/ra/score"
REPLAY = "/v1/games/ra/replay"
POR_REPLAY = "/v1/games/priests-of-ra/replay"
ANSWER_LIMIT = 256 * 1024
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def post(client, url, body, **headers):
    raw = body if isinstance(body, (bytes, str)) else json.dumps(body)
    return client.post(url, data=raw, content_type="application/json", headers=headers)


def table(**tiles_of):
    return {"epoch": 1, "players": [ra_player(n, list(s), **tiles_of.get(n, {})) for n, s in EXAMPLE_SUNS.items()]}


# --- 1. cost and answer size bounded by what the game allows -------------------------------------


def test_thousands_of_players_are_one_problem_not_a_quadratic_answer(client):
    body = {"epoch": 1, "players": [{"name": f"p{i}", "suns": {}, "tiles": {"gold": 1}} for i in range(4000)]}
    r = post(client, SCORE, body)
    assert r.status_code == 422
    assert r.json["errors"] == [{"pointer": "/players", "detail": "4000 players, but this game is for 3 to 5."}]
    assert len(r.data) < 1000


def test_whole_game_shape_with_thousands_of_players_is_one_problem_per_epoch(client):
    players = [{"name": f"p{i}", "suns": {}, "tiles": {"gold": 1}} for i in range(2000)]
    r = post(client, SCORE, {"epochs": [{"players": players}] * 3})
    assert r.status_code == 422
    assert {e["pointer"] for e in r.json["errors"]} == {f"/epochs/{e}/players" for e in range(3)}


def test_too_many_epochs_are_refused_before_any_is_read(client):
    epochs = [{"players": [{"name": "x"}] * 5}] * 1000
    r = post(client, SCORE, {"epochs": epochs})
    assert r.json["errors"] == [{"pointer": "/epochs", "detail": "One to 3 epochs, in order."}]


def test_a_quarter_million_bad_suns_are_one_problem(client):
    body = table()
    body["players"][0]["suns"] = {"face_up": [99] * 250_000}
    r = post(client, SCORE, body)
    assert r.status_code == 422 and len(r.data) < 2000
    assert r.json["errors"] == [{"pointer": "/players/0/suns/face_up", "detail": "At most 16 suns: no game has more."}]


def test_a_log_longer_than_any_game_is_refused_before_its_moves_are_read(client):
    body = {"players": ["Anne", "Bert", "Carl"], "suns": {}, "moves": [{"player": "Anne", "action": "x"}] * 1001}
    r = post(client, REPLAY, body)
    assert {e["pointer"]: e["detail"] for e in r.json["errors"]}[
        "/moves"
    ] == "At most 1000 moves; a real game has a few hundred."


def test_tens_of_thousands_of_unknown_tiles_are_one_problem(client):
    body = table()
    body["players"][1]["tiles"] = {f"t{i}": 1 for i in range(75_000)}  # 879 KB
    r = post(client, SCORE, body)
    assert r.status_code == 422 and len(r.data) < 2000
    assert r.json["errors"] == [
        {"pointer": "/players/1/tiles", "detail": "At most 24 entries: a display names each tile once."}
    ]


def test_problems_are_capped_with_the_total_given(client):
    # 1000 moves (the most a log may have), each with two wrong fields: far more problems than an answer lists
    body = {"players": ["Anne", "Bert", "Carl"], "suns": {}, "moves": [{"player": 1, "action": 2}] * 1000}
    r = post(client, REPLAY, body)
    problem = r.json
    assert r.status_code == 422 and len(r.data) < ANSWER_LIMIT
    assert len(problem["errors"]) == MAX_PROBLEMS
    assert problem["error_count"] > MAX_PROBLEMS
    assert problem["detail"] == (
        f"{problem['error_count']} problems in the request; the first {MAX_PROBLEMS} "
        "are listed, each names the field to fix."
    )
    assert_pointers_resolve(body, problem)


def test_a_problem_names_a_few_holders_then_how_many_more(client):
    # Gold over the box in every epoch of a whole game: 12 holders, 4 named in the sentence.
    players = [ra_player(n, s, gold=2) for n, s in EXAMPLE_SUNS.items()]
    r = post(client, SCORE, {"epochs": [{"players": players}] * 3})
    details = [e["detail"] for e in r.json["errors"] if "gold" in e["detail"] and "epoch)" not in e["detail"]]
    whole = [d for d in details if "(epoch 3)" in d or "and " in d]
    assert any(d.endswith("and 8 more), but the game has only 5.") for d in whole), details


def test_every_problem_count_is_a_right_plural(client):
    body = table()
    body["players"][0]["name"] = ""
    r = post(client, SCORE, body)
    assert r.json["detail"] == "1 problem in the request; it names the field to fix."
    assert (
        post(client, SCORE, body, **{"Accept-Language": "nl"}).json["detail"]
        == "1 probleem in het verzoek; het noemt het veld dat aangepast moet worden."
    )
    body["players"][1]["name"] = ""
    assert post(client, SCORE, body).json["detail"] == "2 problems in the request; each names the field to fix."


# --- 3. a chunked body is refused before any of it is read (tests/server/test_chunked.py: hostile chunks) ---------


def test_a_chunked_body_is_411_and_one_with_a_length_over_one_mebibyte_is_413(live_server):
    big = json.dumps({"epoch": 1, "players": [], "pad": "x" * (1024 * 1024)}).encode()

    def chunks():
        for i in range(0, len(big), 65536):
            yield big[i : i + 65536]

    r = requests.post(live_server + SCORE, data=chunks(), headers={"Content-Type": "application/json"}, timeout=10)
    assert r.status_code == 411 and r.headers["Content-Type"] == "application/problem+json"
    assert (
        requests.post(
            live_server + SCORE, data=big, headers={"Content-Type": "application/json"}, timeout=10
        ).status_code
        == 413
    )


def test_a_small_chunked_body_is_411_too(live_server):
    body = json.dumps(table()).encode()
    r = requests.post(
        live_server + SCORE,
        data=iter([body[:100], body[100:]]),
        headers={"Content-Type": "application/json"},
        timeout=10,
    )
    assert r.status_code == 411 and r.json()["type"] == "urn:referee:problem:length-required"


# --- 4. pointers name the place in the body ------------------------------------------------------


def test_pointers_of_dealt_suns_are_the_body_path(client):
    body = {
        "players": ["Anne", "Bert", "Carl"],
        "suns": {"Anne": [13, 8, "5", 2], "Bert": [12, 9, 6, 3], "Carl": [11, 10, 7, 4]},
        "moves": [],
    }
    r = post(client, REPLAY, body)
    assert r.json["errors"] == [{"pointer": "/suns/Anne/2", "detail": 'There is no sun "5": suns are 1 to 16.'}]
    assert_pointers_resolve(body, r.json)


def test_a_name_sent_with_spaces_in_the_suns_still_points_at_the_key_sent(client):
    body = {
        "players": ["Anne", "Bert", "Carl"],
        "suns": {"Anne ": [13, 8, 5, 2], "Bert": [12, 9, 6, 3], "Carl": [12, 9, 6, 3]},
        "moves": [],
    }
    r = post(client, REPLAY, body)
    assert r.status_code == 422
    assert_pointers_resolve(body, r.json)
    assert [e["pointer"] for e in r.json["errors"]] == ["/suns/Carl"]


# --- 5. answers gunicorn gives itself, and the headers of every answer ---------------------------


def _raw(live_server: str, request: bytes) -> bytes:
    host, port = live_server.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as s:
        s.sendall(request)
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    return data


@pytest.mark.parametrize(
    "request_bytes,status",
    [
        (b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
        (b"GET / HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-%d: 1\r\n" % i for i in range(150)) + b"\r\n", 431),
        (b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 9000 + b"\r\n\r\n", 431),
        (b"BAD\r\n\r\n", 400),
    ],
)
def test_gunicorns_own_refusals_are_problem_json(live_server, request_bytes, status):
    head, _, body = _raw(live_server, request_bytes).partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 %d " % status)
    assert b"Content-Type: application/problem+json" in head
    problem = json.loads(body)
    assert problem["status"] == status and problem["detail"] and "<" not in problem["detail"]


@pytest.mark.parametrize(
    "method,url,body",
    [
        ("GET", "/health", None),
        ("POST", SCORE, {"x": 1}),
        ("GET", "/nowhere", None),
    ],
)
def test_api_answers_are_not_cached_or_sniffed(client, method, url, body):
    """An answer is about one request (the rules documents, the same for every request, are cacheable:
    tests/http/test_http_manners.py)."""
    r = client.open(url, method=method, json=body)
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    assert r.headers["Cache-Control"] == "no-store"


# --- 6. names ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name,code",
    [
        ("An\x00ne", "U+0000"),
        ("Anne\r\nX", "U+000D"),
        ("\u200b", "U+200B"),
        ("\u200b\u200b", "U+200B"),
        ("Anne\u202e", "U+202E"),
        ("\u2066Bert", "U+2066"),
        ("A\tB", "U+0009"),
        ("\u200dAnne", "U+200D"),
    ],
)
def test_control_and_invisible_characters_are_refused(client, name, code):
    body = table()
    body["players"][2]["name"] = name
    r = post(client, SCORE, body)
    assert r.json["errors"] == [
        {"pointer": "/players/2/name", "detail": f"A name cannot hold control or invisible characters ({code})."}
    ]


@pytest.mark.parametrize(
    "first,second", [("Anne", "anne"), ("Anne", "ANNE"), ("Ａｎｎｅ", "Anne"), ("Zoë", "ZOË"), ("ميلاد\u200c", "ميلاد")]
)
def test_names_that_differ_only_in_case_or_invisibles_are_one_name(client, first, second):
    body = table()
    body["players"][0]["name"], body["players"][1]["name"], body["players"][2]["name"] = first, second, "Dirk"
    r = post(client, SCORE, body)
    if "\u200c" in first:  # a joiner at the end is refused outright
        assert r.json["errors"][0]["pointer"] == "/players/0/name"
        return
    assert r.json["errors"] == [
        {
            "pointer": "/players/1/name",
            "detail": (
                f"{second} and {first} count as the same name (names that differ only in capitals or invisible "
                "characters are one name); names must differ."
            ),
        }
    ]


@pytest.mark.parametrize(
    "name", ["Zoë", "Ørjan", "Сергей", "김민준", "محمد", "ميلاد\u200cزاده", "👩\u200d🔬 Ada", "José María", "Ngũgĩ"]
)
def test_names_of_any_script_are_kept(client, name):
    body = table()
    body["players"][3]["name"] = name
    r = post(client, SCORE, body)
    assert r.status_code == 200 and r.json["players"][3]["name"] == name


def test_names_are_normalised_nfc_and_trimmed(client):
    body = table()
    body["players"][0]["name"] = "  Zoe\u0308 "  # e + combining diaeresis
    r = post(client, SCORE, body)
    assert r.status_code == 200 and r.json["players"][0]["name"] == "Zoë"


def test_a_move_log_matches_names_after_normalising(client):
    log = json.loads(open("examples/ra-replay-short-game.json").read())
    log["players"][0] = "Anne"
    log["moves"][0]["player"] = " Anne "
    r = post(client, REPLAY, log)
    assert r.status_code == 200 and r.json["legal"]


def test_log_names_differing_only_in_case_are_one_name(client):
    body = {
        "players": ["Anne", "anne", "Carl"],
        "suns": {"Anne": [13, 8, 5, 2], "anne": [12, 9, 6, 3], "Carl": [11, 10, 7, 4]},
        "moves": [],
    }
    r = post(client, REPLAY, body)
    assert [e["pointer"] for e in r.json["errors"]] == ["/players/1"]


# --- 7. huge numbers and values quoted as JSON ---------------------------------------------------


def test_a_4301_digit_integer_is_a_problem_at_its_pointer(client):
    body = json.dumps(table()).replace('"pharaoh": 0', '"pharaoh": 0')
    body = body.replace('"tiles": {}', '"tiles": {"gold": ' + "7" * 4301 + "}", 1)
    r = post(client, SCORE, body)
    assert r.status_code == 422
    assert r.json["errors"] == [{"pointer": "/players/0/tiles/gold", "detail": "At most 1000: no game has that many."}]
    assert "sys." not in r.get_data(as_text=True) and "int_max" not in r.get_data(as_text=True)


@pytest.mark.parametrize(
    "field_json,detail",
    [
        ('"fame": ' + "9" * 5000, "This number is far too big for any game."),
        ('"fame": 1e999', "This number is far too big for any game."),
    ],
)
def test_huge_numbers_anywhere_are_field_problems(client, field_json, detail):
    body = json.dumps(table()).replace('"fame": 10', field_json, 1)
    if field_json not in body:
        body = body.replace('"name": "Carl"', '"name": "Carl", ' + field_json, 1)
    r = post(client, SCORE, body)
    assert r.status_code == 422 and r.json["errors"] == [{"pointer": "/players/0/fame", "detail": detail}]


@pytest.mark.parametrize(
    "sun,quoted",
    [(True, "true"), (None, "null"), ("5", '"5"'), (2.5, "2.5"), (99, "99"), ("x" * 100, '"' + "x" * 38 + "…")],
)
def test_problem_texts_quote_values_as_json(client, sun, quoted):
    body = table()
    body["players"][0]["suns"]["face_down"][0] = sun
    r = post(client, SCORE, body)
    assert r.json["errors"] == [
        {"pointer": "/players/0/suns/face_down/0", "detail": f"There is no sun {quoted}: suns are 1 to 16."}
    ]


def test_a_huge_sun_in_a_move_is_quoted_short(client):
    body = (
        '{"players": ["A", "B", "C"], "suns": {}, "moves": [{"player": "A", "action": "bid", "sun": '
        + "4" * 5000
        + "}]}"
    )
    r = post(client, REPLAY, body)
    detail = [e["detail"] for e in r.json["errors"] if e["pointer"] == "/moves/0/sun"]
    assert detail == ["There is no sun 444444444444…4444 (5000 characters): suns are 1 to 16."]


# --- 8. duplicate keys ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw,key",
    [
        ('{"epoch": 1, "epoch": 2, "players": []}', "epoch"),
        ('{"epoch": 1, "players": [{"name": "A", "name": "B"}]}', "name"),
        ('{"epoch": 1, "players": [{"tiles": {"gold": 1, "gold": 5}}]}', "gold"),
    ],
)
def test_duplicate_keys_are_refused_and_named(client, raw, key):
    r = post(client, SCORE, raw)
    assert r.status_code == 400 and r.content_type == "application/problem+json"
    assert r.json["detail"] == (
        f'The body is not valid JSON: the key "{key}" appears twice in one object; each key may appear once.'
    )


@pytest.mark.parametrize(
    "raw,detail",
    [
        ('{"epoch": 1,, }', "a key in double quotes was expected (line 1, column 13)"),
        # Python 3.11 says "Expecting value" at column 3, 3.13 "Illegal trailing comma" at column 2: neither is said
        ("[1,]", "a value was expected (line 1, column 4)"),
        ('{"epoch": 1,}', "a key in double quotes was expected (line 1, column 13)"),
        ('{"epoch" 1}', "a colon was expected after the key (line 1, column 10)"),
        ('{"epoch": 1 "players": []}', "a comma or '}' was expected (line 1, column 13)"),
        ('{"players": [1 2]}', "a comma or ']' was expected (line 1, column 16)"),
        ('{"epoch": 1}\n{}', "there is more after the end of the JSON value (line 2, column 1)"),
        ('{"name": "Zo\u00eb', "a string is not closed (line 1, column 10)"),
        (
            '{"name": "a\tb"}',
            "a control character (a line break, a tab) inside a string must be written as an escape "
            "(line 1, column 12)",
        ),
        ('{"name": "a\\qb"}', "an escape in a string is not valid (line 1, column 12)"),
        ('{"epoch": tru}', "a value was expected (line 1, column 11)"),
        ('{"epoch": ', "the JSON ends before its value is complete (line 1, column 11)"),
        ("{\n  'epoch': 1}", "a key in double quotes was expected (line 2, column 3)"),
    ],
)
def test_invalid_json_is_worded_by_the_service_whatever_the_python(client, raw, detail):
    """The sentence and its place are the service's own: the standard library's messages (and its places)
    change between Python versions, and the browser's engine runs another Python than the server."""
    r = post(client, SCORE, raw)
    assert r.status_code == 400 and r.content_type == "application/problem+json"
    assert r.json["detail"] == f"The body is not valid JSON: {detail}."


def test_invalid_json_that_is_no_syntax_error_is_named(client):
    assert (
        post(client, SCORE, '{"epoch": NaN}').json["detail"] == "The body is not valid JSON: NaN is not a JSON value."
    )
    assert post(client, SCORE, "  ").json["detail"] == "The body is empty; send a JSON object."
    assert (
        post(client, SCORE, '\ufeff{"epoch": 1}').json["detail"]
        == "The body starts with a byte order mark; send the JSON without one."
    )


@pytest.mark.parametrize("depth,status", [(64, 422), (65, 400), (5000, 400)])
def test_nesting_is_limited_by_the_service_not_by_the_python(client, depth, status):
    """64 levels at most, counted by the service (Python's own limit differs between versions and builds);
    brackets inside strings are not counted."""
    raw = '{"epoch": ' + "[" * (depth - 1) + "]" * (depth - 1) + ', "pad": "' + "[" * 100 + '"}'
    r = post(client, SCORE, raw)
    assert r.status_code == status
    if status == 400:
        assert r.json["detail"] == "The JSON is nested too deeply: at most 64 levels of arrays and objects."


# --- the worst-case bodies of bench/worst_case.py: each answered, each answer small ----------------


@functools.cache
def _worst_cases() -> list[tuple[str, str, bytes]]:
    """Built when a test first asks (70 bodies of up to 1 MiB: seconds of CPU), not when the tests are collected."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    import worst_case  # noqa: PLC0415

    return list(worst_case.bodies())


# Each worst case by what its name starts with: the route, or "any" for a body no route can read.
WORST_CASE_KINDS = [
    "ra score",
    "priests-of-ra score",
    "ra replay",
    "priests-of-ra replay",
    "osiris",
    "sakkara",
    "batch",
    "tournament",
    "any",
]


def _of_kind(what: str, kind: str) -> bool:
    return what.startswith((kind + " ", kind + ":"))


@pytest.mark.slow  # builds the 70 bodies: seconds of CPU
def test_every_worst_case_body_is_of_a_kind_below():
    assert {what for what, _, _ in _worst_cases() if not any(_of_kind(what, k) for k in WORST_CASE_KINDS)} == set()


@pytest.mark.slow  # a minute of 70 bodies of up to 1 MiB: bench/worst_case.py's, which times them
@pytest.mark.parametrize("kind", WORST_CASE_KINDS)
def test_every_worst_case_body_gets_a_small_answer(client, kind):
    """Every answer under 256 KB, a batch's under 2 MB (3.6 to 20 MB before the bounds)."""
    cases = [case for case in _worst_cases() if _of_kind(case[0], kind)]
    assert cases
    for what, url, body in cases:
        assert len(body) <= 1024 * 1024, what
        r = client.post(url, data=body, content_type="application/json")
        assert r.status_code in (200, 400, 422), what
        assert len(r.data) < (2_000_000 if url == "/v1/batch" else ANSWER_LIMIT), what
        if r.status_code == 422:
            assert len(r.json["errors"]) <= MAX_PROBLEMS, what


# --- a log with thousands of wrong moves costs what fifty cost ------------------------------------


def _osiris_log(moves: list) -> dict:
    log = json.loads((EXAMPLES / "osiris-replay-2-players.json").read_text())
    return dict(log, moves=moves)


@pytest.mark.parametrize(
    "wrong,field",
    [
        ({"player": 1, "action": "step", "to": "1-1"}, "player"),  # wrong in the schema's reading
        ({"player": "Zed", "action": "step", "priest": "beige-1", "to": "1-1"}, "player"),  # in the engine's check
    ],
)
def test_an_osiris_log_is_read_until_fifty_moves_have_problems(client, wrong, field):
    r = client.post("/v1/games/osiris/replay", json=_osiris_log([wrong] * 1500), headers={"Accept-Language": "nl"})
    problem = r.get_json()
    assert r.status_code == 422 and problem["error_count"] == MAX_BAD_MOVES + 1
    assert [e["pointer"] for e in problem["errors"]] == [f"/moves/{i}/{field}" for i in range(MAX_BAD_MOVES)] + [
        f"/moves/{MAX_BAD_MOVES}"
    ]
    assert (
        problem["errors"][-1]["detail"] == "Niet gelezen: 50 zetten hiervoor hebben al problemen; verbeter die eerst."
    )


def test_a_sakkara_log_is_read_until_fifty_actions_have_problems(client):
    log = json.loads((EXAMPLES / "sakkara-replay-game.json").read_text())
    r = client.post(
        "/v1/games/sakkara/replay", json=dict(log, turns=[[{"action": "step", "worker": "a1", "to": "z9"}]] * 1000)
    )
    problem = r.get_json()
    assert r.status_code == 422 and problem["error_count"] == MAX_BAD_MOVES + 1
    assert [e["pointer"] for e in problem["errors"]] == [f"/turns/{t}/0/to" for t in range(MAX_BAD_MOVES)] + [
        f"/turns/{MAX_BAD_MOVES}/0"
    ]
    assert (
        problem["errors"][-1]["detail"] == "Not read: 50 moves before this one have problems already; fix those first."
    )
    wrong = {"action": "spell", "tiles": ["X"], "worker": 1}  # schema problems: three each
    r = client.post("/v1/games/sakkara/replay", json=dict(log, turns=[[wrong] * 6] * 40))
    problem = r.get_json()
    assert r.status_code == 422 and len(problem["errors"]) == MAX_PROBLEMS
    assert problem["error_count"] < 4 * MAX_BAD_MOVES + 1 < 4 * 6 * 40


@pytest.mark.parametrize(
    "url,body",
    [
        (
            "/v1/games/ra/replay",
            {"players": ["Anne", "Bert", "Carl"], "suns": {"x" * 300_000: [13, 8, 5, 2]}, "moves": []},
        ),
        ("/v1/games/ra/score", {"epoch": 1, "players": [{"name": "Anne", "tiles": {"x" * 300_000: 1}}]}),
    ],
)
def test_a_huge_key_is_not_echoed_in_the_pointer(client, url, body):
    """A key longer than any the API reads: the pointer stops at the object that holds it."""
    r = client.post(url, json=body)
    assert r.status_code == 422 and len(r.data) < 2_000
    assert {e["pointer"] for e in r.json["errors"]} & {"/suns", "/players/0/tiles"}


# --- 8. names a request defines, hostile strings, pointers, UTF-8 problems ------------------

HOSTILE_NAMES = [
    ("Ho\x00rus", "U+0000"),
    ("Ho\rrus", "U+000D"),
    ("Ho\nrus", "U+000A"),
    ("Ho\trus", "U+0009"),
    ("Horus\u202eevil", "U+202E"),
    ("\ufeffHorus", "U+FEFF"),
    ("Ho\u200brus", "U+200B"),
    ("Ho\u2028rus", "U+2028"),
    ("Ho\ud800rus", "U+D800"),
]
OSIRIS = "/v1/games/osiris"


def osiris_log(board=True):
    from referee.games.osiris.board import DEFAULT_BOARD_DATA

    log = json.loads((EXAMPLES / "osiris-replay-4-players.json").read_text())
    if board:
        log["board"] = json.loads(json.dumps(DEFAULT_BOARD_DATA))
    return log


def renamed(node, old, new):
    """Every `old` in a JSON value (a key or a text) made `new`."""
    if isinstance(node, dict):
        return {(new if k == old else k): renamed(v, old, new) for k, v in node.items()}
    if isinstance(node, list):
        return [renamed(v, old, new) for v in node]
    return new if node == old else node


def character_problem(code):
    return f"A name cannot hold control or invisible characters ({code})."


@pytest.mark.parametrize("route", ["notation", "replay"])
@pytest.mark.parametrize("name,code", HOSTILE_NAMES)
def test_an_osiris_god_named_with_a_hostile_character_everywhere_is_refused_where_the_board_names_it(
    client, route, name, code
):
    # The god renamed in the board, the log's gods and its followers alike: a log otherwise consistent. A lone
    # surrogate here was a 500 (UnicodeEncodeError writing the text); the others were echoed into sentences
    # and texts that do not read back.
    log = renamed(osiris_log(), "Horus", name)
    r = post(client, f"{OSIRIS}/{route}", log)
    assert r.status_code == 422, r.data[:300]
    at = log["board"]["gods"].index(name)
    assert {"pointer": f"/board/gods/{at}", "detail": character_problem(code)} in r.json["errors"]
    assert_pointers_resolve(log, r.json)


@pytest.mark.parametrize("name,code", HOSTILE_NAMES)
def test_an_osiris_city_or_field_with_a_hostile_character_is_refused_at_its_id(client, name, code):
    for old, pointer in (("Tanis", "/board/cities/0/name"), ("1-1", "/board/fields/0/id")):
        log = renamed(osiris_log(), old, name)
        r = post(client, f"{OSIRIS}/notation", log)
        assert r.status_code == 422, r.data[:300]
        assert {"pointer": pointer, "detail": character_problem(code)} in r.json["errors"], r.json
        assert_pointers_resolve(log, r.json)


@pytest.mark.parametrize("name,code", HOSTILE_NAMES)
def test_outcome_gods_with_a_hostile_character_are_refused(client, name, code):
    from referee.games.osiris import rules

    body = json.loads((EXAMPLES / "osiris-outcome.json").read_text())
    body["gods"] = [name if g == "Horus" else g for g in rules.GODS]
    body["god"] = name
    r = post(client, f"{OSIRIS}/outcome", body)
    assert r.status_code == 422
    pointers = {e["pointer"]: e["detail"] for e in r.json["errors"]}
    assert pointers[f"/gods/{rules.GODS.index('Horus')}"] == character_problem(code)
    assert pointers["/god"] == character_problem(code)


@pytest.mark.parametrize("name,code", HOSTILE_NAMES)
def test_batch_item_ids_with_a_hostile_character_are_refused(client, name, code):
    body = {"items": [{"id": name, "game": "ra", "operation": "score", "body": {}}]}
    r = post(client, "/v1/batch", body)
    assert r.status_code == 422
    assert r.json["errors"] == [{"pointer": "/items/0/id", "detail": character_problem(code)}]


def test_a_move_naming_its_player_with_a_hostile_character_is_refused_as_a_name(client):
    log = json.loads((EXAMPLES / "ra-replay-short-game.json").read_text())
    log["moves"][2]["player"] = "Carl\u202e"
    r = post(client, REPLAY, log)
    assert r.json["errors"] == [{"pointer": "/moves/2/player", "detail": character_problem("U+202E")}]


def test_names_a_request_defines_are_normalised_like_players_names(client):
    # A god, a city and a field sent with spaces around them and decomposed accents: the same names once
    # normalised (NFC, trimmed), as the moves name them.
    log = renamed(renamed(osiris_log(), "Horus", " Ho\u0301rus "), "Tanis", "Tanis ")
    log["moves"] = [renamed(m, " Ho\u0301rus ", "Hórus") for m in log["moves"]]
    r = post(client, f"{OSIRIS}/replay", log)
    assert r.status_code == 200 and r.json["legal"], r.json
    assert "Hórus" in json.dumps(r.json, ensure_ascii=False) and " Ho\u0301rus" not in json.dumps(r.json)
    god = next(iter(log["followers"]))
    log["followers"][f" {god}"] = log["followers"][god]  # the same temple once normalised
    r = post(client, f"{OSIRIS}/replay", log)
    assert r.status_code == 422
    assert r.json["errors"] == [
        {
            "pointer": f"/followers/ {god}",
            "detail": (f"{god} is listed twice (once written with other spaces or accents): list it once."),
        }
    ]


KEY_45 = "k" * 45


@pytest.mark.parametrize(
    "url,body",
    [
        (f"{OSIRIS}/outcome", {**json.loads((EXAMPLES / "osiris-outcome.json").read_text()), "followers": {KEY_45: 1}}),
        (
            f"{OSIRIS}/outcome",
            {**json.loads((EXAMPLES / "osiris-outcome.json").read_text()), "temples": {KEY_45: {"beige": 1}}},
        ),
        (f"{OSIRIS}/replay", {**osiris_log(False), "followers": {"Horus": {KEY_45: 1}}}),
        (f"{OSIRIS}/replay", {**osiris_log(False), "gods": {KEY_45: 5}}),
        (f"{OSIRIS}/replay", {**osiris_log(False), "moves": [{"player": "Anne", "action": "end", KEY_45: 1}]}),
        ("/v1/tournaments/standings", {"rounds": [], "scheme": {"points": {KEY_45: [1, 2]}}}),
    ],
)
def test_a_key_of_45_characters_is_pointed_at_whole(client, url, body):
    r = post(client, url, body)
    assert r.status_code == 422
    assert any(e["pointer"].endswith("/" + KEY_45) for e in r.json["errors"]), r.json
    assert_pointers_resolve(body, r.json)


def test_a_key_too_long_to_echo_is_named_in_the_sentence_in_either_language(client):
    body = json.loads((EXAMPLES / "osiris-outcome.json").read_text())
    body["followers"] = {"beige": 1, "q" * 150: 1}
    r = post(client, f"{OSIRIS}/outcome", body, **{"Accept-Language": "nl"})
    assert r.json["errors"] == [
        {
            "pointer": "/followers",
            "detail": ('De sleutel die begint met "qqqqqqqqqqqq" (150 tekens): Een naam heeft 1 tot 40 tekens.'),
        }
    ]
    r = post(client, f"{OSIRIS}/outcome", body)
    assert r.json["errors"] == [
        {
            "pointer": "/followers",
            "detail": ('The key that starts with "qqqqqqqqqqqq" (150 characters): A name has 1 to 40 characters.'),
        }
    ]


def test_problem_bodies_are_utf8_like_answers(client):
    # 100 moves by a player of 40 four-byte characters not at the table: 100 sentences naming him. Escaped,
    # each character took 12 bytes (a surrogate pair): 55.5 KB; as UTF-8 4 bytes: 23 KB.
    name = "\U00013080" * 40
    log = json.loads((EXAMPLES / "ra-replay-short-game.json").read_text())
    log["moves"] = [{"player": name, "action": "pass"}] * 100
    r = post(client, REPLAY, json.dumps(log, ensure_ascii=False).encode("utf-8"))
    assert r.status_code == 422 and r.content_type == "application/problem+json"
    assert name.encode("utf-8") in r.data and b"\\u" not in r.data
    assert len(r.data) < 25_000
    r = post(client, "/nowhere", {})  # the error handlers' problems too
    assert r.status_code == 404 and r.json["status"] == 404
    lone = post(client, SCORE, '{"epoch": 1, "players": [{"name": "\\ud800"}]}')  # only an escape carries it
    assert lone.status_code == 422 and lone.json["errors"]


@pytest.mark.parametrize(
    "lang,sentence",
    [  # English last: the language of a test's request outlives it
        ("nl", "Moet een verdieping van 1 tot en met 100 zijn (steden zijn verdieping 0)."),
        ("en", "Must be a level from 1 to 100 (cities are level 0)."),
    ],
)
def test_a_level_over_100_is_refused_with_the_real_range(client, lang, sentence):
    log = osiris_log()
    log["board"]["fields"][0]["level"] = 101
    r = post(client, f"{OSIRIS}/replay", log, **{"Accept-Language": lang})
    assert r.json["errors"] == [{"pointer": "/board/fields/0/level", "detail": sentence}]


def test_reading_a_body_of_many_lists_sets_off_no_collector_pass_and_leaves_the_collector_as_it_was():
    """A body of 1 MiB of empty lists makes 260,000 objects and no cycle: the collector's passes their
    count would set off (about 300 for these 200,000) find nothing to free and cost four fifths of the reading
    (docs/limits.md)."""
    import gc

    from referee.jsonio import parse_json

    raw = b'{"turns": [' + b",".join([b"[]"] * 200_000) + b"]}"
    passes: list[str] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            passes.append(phase)

    gc.callbacks.append(count)
    try:
        assert len(parse_json(raw)["turns"]) == 200_000
        assert len(passes) <= 1 and gc.isenabled()  # at most the one pass the first object made after it sets off
        gc.disable()
        try:
            parse_json(b"[[], []]")
            assert not gc.isenabled()  # a collector someone else paused stays paused
        finally:
            gc.enable()
    finally:
        gc.callbacks.remove(count)
