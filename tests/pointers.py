"""RFC 6901 pointers of a 422 checked against the request body they are about."""

from __future__ import annotations

from typing import Any


# A missing key this long that starts a key of the object is that key cut short: no field the API names
# is this long (the longest, `pharaoh_when_blocked`, has 20 characters).
CUT = 24


def resolves(body: Any, pointer: str) -> bool:
    """The pointer names a place in the body: every step exists, except that the last may be a key
    missing from an object (a required field left out is reported where it belongs), but never the
    start of a longer key the object has (a key cut short names no place in the body)."""
    if pointer == "":
        return True
    if not pointer.startswith("/"):
        return False
    tokens = [t.replace("~1", "/").replace("~0", "~") for t in pointer[1:].split("/")]
    node = body
    for i, token in enumerate(tokens):
        last = i == len(tokens) - 1
        if isinstance(node, dict):
            if token not in node:
                return last and not (len(token) >= CUT and any(key.startswith(token) for key in node))
            node = node[token]
        elif isinstance(node, list):
            if not token.isdigit() or int(token) >= len(node) or (token != "0" and token.startswith("0")):
                return False
            node = node[int(token)]
        else:
            return False
    return True


def assert_pointers_resolve(body: Any, problem: dict[str, Any]) -> None:
    for error in problem.get("errors", []):
        assert resolves(body, error["pointer"]), (error, body)


def paths(node: Any, path: tuple = ()) -> list[tuple]:
    """Every place in a JSON value, as a path of keys and indexes (the value itself is `()`)."""
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += paths(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found += paths(value, path + (i,))
    return found
