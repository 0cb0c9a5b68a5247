"""The fast path of /score (load and dump plans, orjson) answers exactly what marshmallow and the standard
library answered: the same JSON values for generated displays of every player count, both request shapes,
in English and Dutch; and every problem is still marshmallow's own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from marshmallow import Schema, ValidationError

from auction_games import log_from_json
from snapshot_answers import score_body
from referee.service.games import ROUTES
from referee.jsonio import encode
from referee.schemas import plans
from referee.schemas.explain import explained
from referee.core.context import language
import priests_of_ra_games
import ra_games

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"ra": (ra_games, range(3, 6)), "priests-of-ra": (priests_of_ra_games, range(2, 6))}
SEEDS = range(24)


def _replay(slug: str) -> Any:
    if slug == "ra":
        from referee.games.ra.replay import replay
    else:
        from referee.games.priests_of_ra.replay import replay  # type: ignore[no-redef]
    return replay


def requests(slug: str) -> list[dict[str, Any]]:
    """Score requests of generated games: each game whole, and each of its epochs alone (with the fame,
    and in Priests of Ra the ankhs, its players held before it)."""
    module, counts = GAMES[slug]
    out = []
    for seed in SEEDS:
        log = module.random_game(seed, counts[seed % len(counts)])
        whole = score_body(slug, log)
        if whole is None:
            continue
        if slug == "priests-of-ra" and seed % 3 == 0:
            whole["return_plague"] = False
        out.append(whole)
        result = _replay(slug)(log_from_json(log))
        for number, (epoch, scored) in enumerate(zip(whole["epochs"], result.epochs), start=1):
            players = []
            for sent, display, score in zip(epoch["players"], result.displays[number - 1].players, scored.players):
                player = dict(sent, fame=score.fame_before)
                if slug == "priests-of-ra":
                    player["ankhs"] = display.counters.get("ankhs", 0)
                players.append(player)
            out.append({"epoch": number, "players": players, "middle_sun": epoch["middle_sun"]})
    return out


def marshmallow_answer(slug: str, body: dict[str, Any]) -> dict[str, Any]:
    """The answer as it was made before the plans: marshmallow's load, the engine, marshmallow's dump."""
    route = ROUTES[slug, "score"]
    index = route.operation.choose(body)
    binding = route.operation.bindings[index]
    result = Schema.dump(binding.dump, binding.call(**Schema.load(binding.load, body)))
    result["provenance"] = route.provenance[index].of(body)
    return result


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("slug", list(GAMES))
@pytest.mark.slow  # generated games, seconds of CPU: the examples and golden bodies stay quick
def test_generated_displays_answer_exactly_what_marshmallow_answered(app, client, slug, lang):
    bodies = requests(slug)
    assert sum("epochs" in b for b in bodies) >= 20 and sum("epoch" in b for b in bodies) >= 40
    for body in bodies:
        token = language.set(lang)
        try:
            expected = marshmallow_answer(slug, body)
            assert ROUTES[slug, "score"].perform(body) == (200, expected)
        finally:
            language.reset(token)
        r = client.post(f"/v1/games/{slug}/score", json=body, headers={"Accept-Language": lang})
        assert r.status_code == 200 and r.headers["Content-Language"] == lang
        assert r.json == json.loads(json.dumps(expected))


def test_the_score_schemas_have_plans():
    # otherwise the fast path silently falls back to marshmallow: right answers, old speed
    for slug in GAMES:
        for binding in ROUTES[slug, "score"].operation.bindings:
            assert plans.load_plan(binding.load) is not None
            assert plans.dump_plan(binding.dump) is not None


def _broken(body: dict[str, Any]) -> list[dict[str, Any]]:
    """Bodies a plan must leave to marshmallow: each wrong in one way."""
    players = body["players"]
    first = players[0]
    return [
        dict(body, extra=1),  # an unknown key
        dict(body, epoch="3"),  # a number as text
        dict(body, epoch=None),  # null where none is allowed
        dict(body, middle_sun=99),  # a validator's range
        {k: v for k, v in body.items() if k != "epoch"},  # a required field missing
        dict(body, players=players + players),  # a list over its bound
        dict(body, players=[None] + players[1:]),  # an item that is not an object
        dict(body, players=[dict(first, name="")] + players[1:]),  # a field's own check
        dict(body, players=[dict(first, tiles={"ra": 1})] + players[1:]),  # a tile never in a display
        dict(body, players=[dict(first, colour="red")] + players[1:]),  # an unknown key, nested
        dict(body, players=[dict(first, suns={"face_down": [1, 1, 1]})] + players[1:]),  # the table check
        dict(body, players=[dict(p, name="Same") for p in players]),  # names: the table check
        [body],  # not an object at all
    ]


@pytest.mark.parametrize("slug", list(GAMES))
def test_every_problem_is_marshmallows_own(slug):
    """marshmallow's own problems, with its missing and unknown fields said in the project's words."""
    schema = ROUTES[slug, "score"].operation.bindings[0].load
    body = next(b for b in requests(slug) if "epoch" in b)
    for broken in _broken(body):
        with pytest.raises(ValidationError) as expected:
            schema.load(broken)
        with pytest.raises(ValidationError) as got:
            plans.load(schema, broken)
        assert got.value.messages == explained(schema, expected.value).messages, broken


def test_a_schema_a_plan_cannot_follow_loads_through_marshmallow():
    from marshmallow import fields, pre_load

    class Trimmed(Schema):
        name = fields.String()

        @pre_load
        def trim(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
            return {k: v.strip() for k, v in data.items()}

    assert plans.load_plan(Trimmed()) is None
    assert plans.load(Trimmed(), {"name": " Anne "}) == {"name": "Anne"}


def test_encode_writes_what_the_standard_library_wrote():
    body = {"name": "Zoë 🐫", "points": -5, "ratio": 2.5, "none": None, "ok": True, "list": [1, (2, 3)], 3: "key"}
    assert json.loads(encode(body)) == json.loads(json.dumps(body, ensure_ascii=False))
    # what orjson refuses, the standard library writes
    assert json.loads(encode({"n": 2**70})) == {"n": 2**70}
    assert encode({"name": "\ud800"}) == b'{"name":"\\ud800"}'


# --- a log's moves: the plain path (`Moves._plain_moves`) against the move-by-move reading ---------

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from referee.schemas.priests_of_ra import PriestsMoves  # noqa: E402
from referee.schemas.sun_auction import Moves  # noqa: E402
from referee.sun_auction.codec import move_from_notation  # noqa: E402

_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-2, 20),
    st.sampled_from(["Anne", " Anne ", "Zoë", "gold", ""]),
    st.lists(st.sampled_from(["gold", "flood", 3]), max_size=3),
)
_MOVE = st.dictionaries(st.sampled_from(["player", "tile", "sun", "take", "tiles", "what"]), _VALUES, max_size=3)
_ACTION = st.one_of(st.none(), st.sampled_from(["draw", "bid", "pass", "invoke", "god", "discard", "flip", "jump", 4]))
FIELDS = {"ra": Moves(), "priests-of-ra": PriestsMoves()}


def _read_one_by_one(field: Moves, value: list[Any]) -> tuple[Any, ...] | None:
    """The moves read one by one (what a log that is not plain gets): None when any has a problem."""
    if any(type(m) is not dict or field._problems(m) for m in value):
        return None
    return tuple(move_from_notation(m) for m in value)


@pytest.mark.parametrize("slug", FIELDS)
@settings(max_examples=500, deadline=None)
@given(moves=st.lists(st.tuples(_MOVE, _ACTION), max_size=4))
@pytest.mark.slow  # generated games, seconds of CPU: the examples and golden bodies stay quick
def test_the_plain_path_reads_a_log_as_the_move_by_move_reading_does(slug, moves):
    field = FIELDS[slug]
    value = [m if action is None else {**m, "action": action} for m, action in moves]
    expected = _read_one_by_one(field, value)
    plain = field._plain_moves(value)
    assert plain is None or plain == expected  # it takes only what reads cleanly, and reads it the same
    try:
        loaded = field.deserialize(value)
    except ValidationError:
        loaded = None
    assert loaded == expected


@pytest.mark.parametrize("slug", FIELDS)
def test_every_generated_log_takes_the_plain_path(slug):
    module, counts = GAMES[slug]
    for seed in range(10):
        moves = module.random_game(seed, counts[seed % len(counts)])["moves"]
        assert FIELDS[slug]._plain_moves(moves) == _read_one_by_one(FIELDS[slug], moves) is not None


# --- a body's JSON: orjson's plain reading against the standard library's checked one --------------

import math  # noqa: E402

from referee import jsonio as http  # noqa: E402

_KEYS = st.sampled_from(["a", "b", "a:b", "Zoë", 'q"', "\\", ""])
_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**20), 10**20),
    st.floats(allow_nan=False),
    st.sampled_from(["Anne", "x:y", "\ud800", "é", "\\u0041", '"']),
)
_JSON = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.lists(st.tuples(_KEYS, inner), max_size=4)),
    max_leaves=12,
)


def _text(value: Any) -> str:
    """JSON text of a value, where a list of pairs is an object that may repeat a key; spaces here and there."""
    if isinstance(value, list) and value and all(isinstance(v, tuple) for v in value):
        return "{" + " , ".join(f"{json.dumps(k, ensure_ascii=False)} :{_text(v)}" for k, v in value) + "}"
    if isinstance(value, list):
        return "[" + ",".join(_text(v) for v in value) + "]"
    if isinstance(value, tuple):
        return _text(list(value))
    if isinstance(value, float) and math.isinf(value):
        return "1e999" if value > 0 else "-1e999"
    return json.dumps(value, ensure_ascii=False)


def _checked(raw: bytes) -> Any:
    """The standard library's reading with every check, or the kind of error it raises."""
    try:
        return json.loads(
            raw.decode("utf-8"),
            parse_constant=http._reject_constant,
            object_pairs_hook=http._object,
            parse_int=http._int,
            parse_float=http._float,
        )
    except Exception as exc:  # noqa: BLE001 - the kind is what is compared
        return type(exc)


def _read(raw: bytes) -> Any:
    """The API's reading; a refusal as the standard library's kind of error (the API words every refusal
    itself, as a JsonError, where the standard library would raise another kind)."""
    try:
        return http.parse_json(raw)
    except http.JsonError:
        return _checked(raw) if isinstance(_checked(raw), type) else http.JsonError
    except Exception as exc:  # noqa: BLE001
        return type(exc)


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, http.BigNumber) or isinstance(b, http.BigNumber):
        return type(a) is type(b) and a.text == b.text
    if isinstance(a, dict) and isinstance(b, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


@settings(max_examples=600, deadline=None)
@given(value=_JSON)
@pytest.mark.slow  # property-based, seconds of CPU
def test_a_body_is_read_exactly_as_the_checked_reading_reads_it(value):
    raw = _text(value).encode("utf-8", "surrogatepass")
    assert _same(_read(raw), _checked(raw))


@pytest.mark.parametrize(
    "raw",
    [
        b'{"a":1,"a":2}',
        b'{"a" : 1 , "b":{"a":1,"a":1}}',
        b"[NaN]",
        b"[1e999]",
        b"[-123456789012345678]",
        b"[12345678901234567890]",
        b'["\\ud800"]',
        b"\xef\xbb\xbf{}",
        b'{"a":"x:y","a":1}',
        b"[1,]",
        b"",
        b'{"a":"\xff"}',
    ],
)
def test_the_bodies_the_checks_exist_for_are_read_the_checked_way(raw):
    assert _same(_read(raw), _checked(raw))


def test_a_plain_log_and_a_plain_score_are_read_by_orjson():
    for raw in (
        json.dumps(ra_games.random_game(1, 5), ensure_ascii=False).encode(),
        (ROOT / "examples" / "priests-score-epoch3-5-players.json").read_bytes(),
    ):
        assert http._plain_json(raw) is not http._UNREAD and _same(_read(raw), _checked(raw))


# Without orjson (the browser's engine) the standard library's C scanner reads plain bodies with no hooks:
# it must read exactly what the checked reading reads, and leave to it everything it would refuse.
_TRICKY = [
    b'{"a":1,"a":2}',
    b'{"a" : 1 , "b":{"a":1,"a":1}}',
    b'{"a:b":1,"a":2}',
    b'{"a:":1,"a":1}',
    b'{"a\\":":1,"a\\":":2}',
    b'{"x":"\\":","x":1}',
    b'{"\\u0061":1,"a":2}',
    b'["a\\"b", "\\u00e9"]',
    b"[NaN]",
    b"[Infinity]",
    b"[-Infinity]",
    b'{"a":"NaN"}',
    b"[1e999]",
    b"[-1e999]",
    b"[1E400]",
    b"[-0]",
    b"[-0.0]",
    b"[0e0]",
    b"[123456789012345678]",
    b"[-123456789012345678]",
    b"[1234567890123456789]",
    b"[12345678901234567890]",
    b"[" + b"9" * 5000 + b"]",
    b"[1" + b"0" * 400 + b".0]",
    b"[2.5e-400]",
    b'{"a":1,"b":[{"c":1,"c":2}]}',
    b'{"a":{},"a":[]}',
    b"[1,]",
    b'{"a":1,}',
    b"",
    b'{"a":"\xff"}',
    b'["\\ud800"]',
    b"\xef\xbb\xbf{}",
    b'{"a":1} x',
    b'{"a":"t\tab"}',
    b"[" * 70 + b"]" * 70,
    b'{"Zo\xc3\xab":1,"Zo\xc3\xab":2}',
]


@pytest.fixture
def no_orjson(monkeypatch):
    monkeypatch.setattr(http, "orjson", None)


@pytest.mark.parametrize("raw", _TRICKY)
def test_without_orjson_the_fast_reading_never_takes_what_the_checked_one_refuses(raw, no_orjson):
    checked = _checked(raw)
    try:
        plain = http._plain_json(raw)
    except UnicodeDecodeError:
        plain = http._UNREAD  # parse_json refuses text that is not UTF-8 before it reads
    assert plain is http._UNREAD or (not isinstance(checked, type) and _same(plain, checked))
    assert _same(_read(raw), http.JsonError if http._too_deep(raw) else checked)  # depth is checked first


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=_JSON)
@pytest.mark.slow  # property-based, seconds of CPU
def test_without_orjson_a_body_is_read_exactly_as_the_checked_reading_reads_it(value, no_orjson):
    raw = _text(value).encode("utf-8", "surrogatepass")
    assert _same(_read(raw), _checked(raw))


def test_without_orjson_a_plain_log_and_a_plain_score_are_read_by_the_c_scanner(no_orjson):
    for raw in (
        json.dumps(ra_games.random_game(1, 5), ensure_ascii=False).encode(),
        (ROOT / "examples" / "priests-score-epoch3-5-players.json").read_bytes(),
    ):
        assert http._plain_json(raw) is not http._UNREAD and _same(_read(raw), _checked(raw))
