"""JSON as the API reads and writes it, the same bytes on any Python and with or without orjson.

- **Writing** (`encode`): compact (no spaces), UTF-8 as sent (a 4-byte character stays 4 bytes, not a
  12-byte escape pair). orjson writes it where it is installed, ten times quicker than the standard
  library on a score's ~5 KB; elsewhere (the browser's engine, a plain Python) the standard library writes
  the very same bytes (tests/service/test_without_flask.py compares them). What orjson refuses is written by the standard
  library in both places: an integer past 64 bits, and a lone surrogate ("\\ud800") echoed from the
  request, which only an escape can carry. The floats an answer holds (an event's averages, two decimals)
  are written alike by both; an exponent (`1e+16` against `1e16`) would not be, and no answer has one.
- **Reading** (`parse_json`): RFC 8259's JSON and no more: no NaN or Infinity, no key twice, numbers too
  long for any count kept as markers (a 422 at their pointer), nesting at most MAX_DEPTH levels. Every
  sentence of a body that is not JSON is the project's own (`JsonError`): the standard library's own
  messages and its nesting limit change between Python versions, and the answer must not.
"""

from __future__ import annotations

import functools
import json
import math
import re
import sys
from typing import Any

from .core.work import collector_paused

try:  # the server's dependency; optional for the engine alone (the browser has none)
    import orjson
except ImportError:  # pragma: no cover - exercised by tests/service/test_without_flask.py with orjson blocked
    orjson = None  # type: ignore[assignment]

MAX_DIGITS = 18  # a JSON integer longer than this is read as a BigNumber: no game counts that high
MAX_DEPTH = 64  # levels of arrays and objects: a game's deepest body (a batch of Sakkara logs) has about 10


class BigNumber:
    """A JSON number too big for any field (a 5000-digit integer, 1e999): read as this marker, so that
    every field refuses it with a normal problem at its pointer instead of the JSON reader failing."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text


class JsonError(ValueError):
    """A body that is not JSON as the API reads it; `str()` is the sentence that says what is wrong."""


# --- writing ---------------------------------------------------------------------------------------------

_compact = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False)
_compact_ascii = json.JSONEncoder(separators=(",", ":"), allow_nan=False)


def _stdlib(body: Any) -> bytes:
    try:
        return _compact.encode(body).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: only an escape carries it
        return _compact_ascii.encode(body).encode("ascii")


def encode(body: Any) -> bytes:
    """An answer or a problem as the bytes sent."""
    if orjson is not None:
        try:
            return orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS)
        except TypeError:  # orjson.JSONEncodeError is a TypeError
            pass
    return _stdlib(body)


_sized = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), default=lambda marker: getattr(marker, "text", ""))
_sized_ascii = json.JSONEncoder(separators=(",", ":"), default=lambda marker: getattr(marker, "text", ""))


def json_size(value: Any) -> int:
    """Bytes of a value as `encode` writes it, a huge number's marker (BigNumber) as its digits: what a batch
    item's body weighs, and what an answer will take."""
    if orjson is not None:
        try:
            return len(orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS))
        except TypeError:
            pass
    try:
        return len(_sized.encode(value).encode("utf-8"))
    except UnicodeEncodeError:
        return len(_sized_ascii.encode(value))


# --- reading ---------------------------------------------------------------------------------------------


class _NotJson(ValueError):
    """Parses, but is not JSON as RFC 8259 means it (NaN, a repeated key)."""


def _reject_constant(name: str) -> Any:
    raise _NotJson(f"{name} is not a JSON value")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object; the same key twice is refused (parsers disagree on which one wins)."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        key = next(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
        raise _NotJson(
            f"the key {json.dumps(key[:40], ensure_ascii=False)} appears twice in one object; each key may appear once"
        )
    return obj


def _int(digits: str) -> Any:
    # Python refuses to read integers past 4300 digits; no count in any game needs more than a few.
    return int(digits) if len(digits) <= MAX_DIGITS else BigNumber(digits)


def _float(text: str) -> Any:
    number = float(text)
    return number if math.isfinite(number) else BigNumber(text)  # 1e999: no float holds it


def parse_json(raw: bytes) -> Any:
    """The body as JSON, or JsonError with the sentence that says what is wrong and where."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise JsonError("The body is not UTF-8 text.") from None
    if _too_deep(raw):
        raise JsonError(f"The JSON is nested too deeply: at most {MAX_DEPTH} levels of arrays and objects.")
    with collector_paused():
        try:
            return _read(raw, text)
        except _NotJson as exc:
            raise JsonError(f"The body is not valid JSON: {exc}.") from None
        except (ValueError, RecursionError):
            raise JsonError(_syntax_error(text)) from None


def _read(raw: bytes, text: str) -> Any:
    plain = _plain_json(raw, text)
    if plain is not _UNREAD:
        return plain
    return json.loads(
        text, parse_constant=_reject_constant, object_pairs_hook=_object, parse_int=_int, parse_float=_float
    )


_UNREAD: Any = object()
_DIGITS = bytes.maketrans(b"0123456789", b"0000000000")  # every digit as 0: a run of digits is a run of 0s
_LONG_NUMBER = b"0" * MAX_DIGITS


def _plain_json(raw: bytes, text: str | None = None) -> Any:
    """A body read by orjson, a few times quicker than the standard library with the checks above, when it
    is plain enough for orjson's reading to be exactly the checked one; else `_UNREAD`, and the standard
    library reads it (and finds what is wrong). Plain: orjson reads it (it refuses NaN, Infinity, 1e999, a
    lone surrogate, text that is not UTF-8), no backslash (so no string holds a quotation mark or an escaped
    character), no run of MAX_DIGITS digits (a number that may be a marker), and as many colons as the
    objects read have keys (with no quotation mark inside a string, each colon outside one is a key's and
    orjson's own writing puts one `":` after each key: fewer keys read than written means a key came twice;
    a colon inside a string makes the counts differ too, and is read the slow way)."""
    if b"\\" in raw or _LONG_NUMBER in raw.translate(_DIGITS):
        return _UNREAD
    if orjson is None:
        return _plain_stdlib(raw, raw.decode("utf-8") if text is None else text)
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return _UNREAD
    if raw.count(b":") != orjson.dumps(value).count(b'":'):
        return _UNREAD
    return value


# Without orjson (the browser's engine), the standard library's C scanner reads a plain body with no hook
# per object or per integer: a float still goes through `_float` (1e999 is a marker, as the careful way
# reads it), NaN and Infinity are refused, and the colons are counted against the keys read, as above.
_plain_decoder = json.JSONDecoder(parse_constant=_reject_constant, parse_float=_float)


def _plain_stdlib(raw: bytes, text: str) -> Any:
    try:
        value = _plain_decoder.decode(text)
    except (ValueError, RecursionError):  # _NotJson and JSONDecodeError are ValueErrors
        return _UNREAD
    return value if raw.count(b":") == _keys(value) else _UNREAD


def _keys(value: Any) -> int:
    """How many keys the objects of a value read hold (a walk is quicker than writing it again)."""
    keys, stack = 0, [value]
    pop, extend = stack.pop, stack.extend
    while stack:
        item = pop()
        if type(item) is dict:
            keys += len(item)
            extend(item.values())
        elif type(item) is list:
            extend(item)
    return keys


# Nesting, counted by the project (the standard library's limit is Python's recursion limit, which differs
# between versions and builds), in a few passes of C code over the body whatever it holds (1 MiB of "[" or of
# quotation marks included), never a step of Python per byte. The brackets are read as a reader reads them: an
# escaped quotation mark or backslash ends no string, a string's brackets are text, `{` counts as `[`, and the
# count goes from the start up to the first closing bracket with nothing open or the end of the body (a body
# with a stray closing bracket, or an unclosed string, is not JSON there: the reader's sentence says so).
_BRACES_AS_BRACKETS = bytes.maketrans(b"{}", b"[]")
_NOT_BRACKET_OR_QUOTE = bytes(b for b in range(256) if b not in b'[]{}"')
_CLOSE_ALL = b"]" * MAX_DEPTH  # closes every level left open at the end (more is a stray: the count stops)


@functools.cache
def _within_depth(strings: bool) -> re.Pattern[bytes]:
    """The longest start of a text of brackets (and of quoted strings, when `strings`) whose nesting stays
    within MAX_DEPTH: a level is its brackets and strings in any order, each bracket holding the next level,
    MAX_DEPTH levels deep. Possessive repeats never go back over what they took, so each byte is read once
    (Python 3.10 has none: the plain repeats read the same start, keeping their places to go back to)."""
    again = "+" if sys.version_info >= (3, 11) else ""
    string = f'|"[^"]*{again}"' if strings else ""
    level = f'(?:"[^"]*{again}")*{again}' if strings else ""
    for _ in range(MAX_DEPTH):
        level = rf"(?:\[{level}\]{string})*{again}"
    return re.compile(level.encode("ascii"))


def _too_deep(raw: bytes) -> bool:
    if b"\\" in raw:  # escapes by pairs, from the left, as a reader takes them
        raw = raw.replace(b"\\\\", b"").replace(b'\\"', b"")
    # only the brackets and the quotation marks matter; two marks side by side are a string with no bracket (or
    # the end of one and the start of the next): dropped, every other byte stays inside or outside its string
    text = raw.translate(_BRACES_AS_BRACKETS, _NOT_BRACKET_OR_QUOTE).replace(b'""', b"")
    strings = b'"' in text
    if strings:  # an unclosed string is closed, then the levels left open
        text += _CLOSE_ALL + b'"'
    text += _CLOSE_ALL
    end = _within_depth(strings).match(text).end()  # type: ignore[union-attr]  # matches at least ""
    return end < len(text) and text[end] == ord("[")  # a level past MAX_DEPTH (else the end, or a stray)


# What is wrong with text the standard library could not read, found by a small scan of our own: the
# sentence and its place (line and column, 1-based, as an editor counts them).
_WS = re.compile(r"[ \t\n\r]*")
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")
_STRING_TEXT = re.compile(r'"(?:[^"\\\x00-\x1f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"')
_LITERALS = ("true", "false", "null", "NaN", "Infinity", "-Infinity")


def _syntax_error(text: str) -> str:
    if text.startswith("\ufeff"):
        return "The body starts with a byte order mark; send the JSON without one."
    if not text.strip(" \t\n\r"):
        return "The body is empty; send a JSON object."
    pos, what = _first_error(text)
    if not what:  # pragma: no cover - the scan finds what the standard library refused
        return "The body is not valid JSON."
    line = text.count("\n", 0, pos) + 1
    column = pos - text.rfind("\n", 0, pos)
    return f"The body is not valid JSON: {what} (line {line}, column {column})."


def _first_error(s: str) -> tuple[int, str]:
    """(position, what) of the first thing that makes `s` not JSON ("" when the scan finds nothing)."""
    closers: list[str] = []  # the brackets still open, as the closer each wants
    i, need_value = 0, True
    while True:
        i = _WS.match(s, i).end()  # type: ignore[union-attr]
        if need_value:
            opener = s[i : i + 1]
            if opener in ("[", "{"):
                closers.append("]" if opener == "[" else "}")
                i = _WS.match(s, i + 1).end()  # type: ignore[union-attr]
                if s.startswith(closers[-1], i):  # [] or {}
                    closers.pop()
                    i, need_value = i + 1, False
                elif opener == "{":
                    i, problem = _key(s, i)
                    if problem:
                        return i, problem
                continue
            i, problem = _scalar(s, i)
            if problem:
                return i, problem
            need_value = False
            continue
        if not closers:
            return (i, "there is more after the end of the JSON value") if i < len(s) else (i, "")
        if s.startswith(closers[-1], i):
            closers.pop()
            i += 1
        elif s.startswith(",", i):
            i, need_value = _WS.match(s, i + 1).end(), True  # type: ignore[union-attr]
            if closers[-1] == "}":
                i, problem = _key(s, i)
                if problem:
                    return i, problem
        else:
            return i, f"a comma or '{closers[-1]}' was expected"


def _scalar(s: str, i: int) -> tuple[int, str]:
    """Past a string, number or literal at i; else the problem."""
    if s.startswith('"', i):
        return _string(s, i)
    for literal in _LITERALS:
        if s.startswith(literal, i):
            return i + len(literal), ""
    number = _NUMBER.match(s, i)
    if number:
        return number.end(), ""
    return i, "a value was expected" if i < len(s) else "the JSON ends before its value is complete"


def _key(s: str, i: int) -> tuple[int, str]:
    """Past a key and its colon (the value is read next); else the problem."""
    if not s.startswith('"', i):
        return i, "a key in double quotes was expected"
    i, problem = _string(s, i)
    if problem:
        return i, problem
    i = _WS.match(s, i).end()  # type: ignore[union-attr]
    if not s.startswith(":", i):
        return i, "a colon was expected after the key"
    return i + 1, ""


def _string(s: str, i: int) -> tuple[int, str]:
    whole = _STRING_TEXT.match(s, i)
    if whole:
        return whole.end(), ""
    j = i + 1
    while j < len(s):
        char = s[j]
        if char == '"':
            break
        if char < " ":
            return j, "a control character (a line break, a tab) inside a string must be written as an escape"
        if char == "\\":
            if not re.match(r'\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})', s[j : j + 6]):
                return j, "an escape in a string is not valid"
            j += 6 if s[j + 1] == "u" else 2
            continue
        j += 1
    return i, "a string is not closed"
