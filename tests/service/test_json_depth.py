"""How deep a body is nested, counted by the service before anything reads it (referee/jsonio.py): the verdict a
reader would give on any JSON, and a cost bounded by a few passes over the body whatever it holds."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.jsonio import MAX_DEPTH, JsonError, _too_deep, parse_json

ROOT = Path(__file__).resolve().parents[2]
MIB = 1024 * 1024
TOO_DEEP = "The JSON is nested too deeply: at most 64 levels of arrays and objects."
SCORE = "/v1/games/ra/score"


def nesting(value: object) -> int:
    if isinstance(value, list):
        return 1 + max(map(nesting, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(nesting, value.values()), default=0)
    return 0


# strings that look like structure: brackets, quotation marks, backslashes, escapes
_TEXT = st.text(alphabet='[]{}"\\:,a\u00e9\U0001f600\n', max_size=6)
_LEAF = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), _TEXT)


_SHALLOW = st.recursive(
    _LEAF, lambda kids: st.lists(kids, max_size=2) | st.dictionaries(_TEXT, kids, max_size=2), max_leaves=4
)
# a level of the deepest path: an array or an object, what stands before it there, and its key
_LEVEL = st.tuples(st.booleans(), st.lists(_SHALLOW, max_size=2), _TEXT)


def _nest(levels: list[tuple[bool, list[object], str]], leaf: object) -> object:
    """A value nested exactly len(levels) levels: each level an array or object with siblings of any smaller depth
    beside the path down."""
    value = leaf
    for is_array, siblings, key in reversed(levels):
        value = [*siblings, value] if is_array else {**{f"{key}{k}": v for k, v in enumerate(siblings)}, key: value}
    return value


@settings(max_examples=300, deadline=None)
@given(levels=st.lists(_LEVEL, min_size=MAX_DEPTH - 3, max_size=MAX_DEPTH + 3), leaf=_LEAF, ascii_only=st.booleans())
@pytest.mark.slow  # property-based, seconds of CPU
def test_any_json_is_too_deep_exactly_when_it_nests_more_than_64_levels(levels, leaf, ascii_only):
    value = _nest(levels, leaf)
    raw = json.dumps(value, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")
    assert _too_deep(raw) == (nesting(value) > MAX_DEPTH)


def _read_as_documented(raw: bytes) -> bool:
    """The reading referee/jsonio.py describes, a byte at a time: a backslash escapes a backslash or a quotation
    mark after it, a string's brackets are text, and the count stops at a closing bracket with nothing open."""
    i, depth, inside = 0, 0, False
    while i < len(raw):
        byte = raw[i]
        if byte == ord("\\") and raw[i + 1 : i + 2] in (b"\\", b'"'):
            i += 2
            continue
        if byte == ord('"'):
            inside = not inside
        elif not inside and byte in b"[{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif not inside and byte in b"]}":
            if depth == 0:
                return False
            depth -= 1
        i += 1
    return False


@settings(max_examples=500, deadline=None)
@given(head=st.integers(0, 70), raw=st.binary(max_size=300).map(lambda b: bytes(b'[]{}"\\a'[x % 7] for x in b)))
@pytest.mark.slow  # property-based, seconds of CPU
def test_any_body_is_counted_as_the_reading_describes(head, raw):
    body = b"[" * head + raw
    assert _too_deep(body) == _read_as_documented(body)


@pytest.mark.parametrize(
    "raw,deep",
    [
        (b"[" * 64 + b"]" * 64, False),
        (b"[" * 65 + b"]" * 65, True),
        (b"[" * 64 + b'"[[[[\\"[[["' + b"]" * 64, False),  # an escaped quotation mark ends no string
        (b"[" * 64 + b'"\\\\"[' + b"]" * 65, True),  # an escaped backslash does not escape the mark after it
        (b"[" * 64, False),  # left open: the reader says the JSON ends too soon
        (b"[" * 65, True),
        (b"[" * 60 + b'"' + b"[" * 100, False),  # an unclosed string holds all the rest
        (b'{"a":' * 65, True),
        (b"[]]" + b"[" * 100, False),  # a stray closing bracket: the count stops there
    ],
)
def test_what_counts_as_a_level(raw, deep):
    assert _too_deep(raw) is deep


def test_a_stray_closing_bracket_is_answered_as_the_reader_sees_it(client):
    r = client.post(SCORE, data=b"[]]" + b"[" * 100, content_type="application/json")
    assert r.status_code == 400
    assert (
        r.json["detail"]
        == "The body is not valid JSON: there is more after the end of the JSON value (line 1, column 3)."
    )


@pytest.mark.parametrize(
    "raw", [b"[" * MIB, b'{"a":' * (MIB // 5), b"[" * 63 + b"[]" * (MIB // 2 - 70) + b"[[" + b"]" * 65]
)
def test_a_mebibyte_too_deep_is_refused_with_the_problem(client, raw):
    r = client.post(SCORE, data=raw, content_type="application/json")
    assert (r.status_code, r.content_type, r.json["detail"]) == (400, "application/problem+json", TOO_DEEP)


def test_the_depth_of_a_mebibyte_is_counted_in_bounded_work():
    """1 MiB of escaped quotation marks after 65 brackets: a regular expression that blanks strings by trying each
    mark goes back over the rest of the body from each one (some 40 minutes of CPU); a few passes read it in
    milliseconds. Here the
    check runs in a process allowed 20 s of CPU, thousands of times what it needs."""
    body = "b'[' * 65 + b'\"' + b'\\\\\"' * (1024 * 1024 // 2 - 40)"
    code = (
        f"import resource; resource.setrlimit(resource.RLIMIT_CPU, (20, 20)); from referee.jsonio import _too_deep; "
        f"print(_too_deep({body}))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300, check=False
    )
    assert (done.returncode, done.stdout.strip()) == (0, "True"), done.stderr[-500:]


def test_a_body_that_is_not_too_deep_is_read():
    raw = b"[" * 63 + b"[1]," * (MIB // 4 - 40) + b"[]" + b"]" * 63
    assert not _too_deep(raw)
    value = parse_json(raw)
    assert nesting(value) == MAX_DEPTH
    with pytest.raises(JsonError, match="nested too deeply"):
        parse_json(b"[" + raw + b"]")
