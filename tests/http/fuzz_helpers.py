"""Helpers shared by test_fuzz.py and other tests (not collected: no test_ prefix)."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import strategies as st

from referee import create_app

CLIENT = create_app({"TESTING": True}).test_client()


HOSTILE = [
    "\ud800",
    "Ho\x00rus",
    "Ho\rrus",
    "Ho\nrus",
    "Ho\trus",
    "Horus\u202eevil",
    "\u2066Bert",
    "\ufeffHorus",
    "Ho\u200brus",
    "Ho\u2028rus",
    "Ho\u0000rus\n\u202eevil",
    " Anne ",
    "k" * 45,
    "q" * 150,
]


ODD_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(
        [
            "",
            "ra",
            "god",
            "pharaoh",
            "warrior",
            "chamber_a",
            "Anne",
            "bid",
            "flip",
            "a/b~c",
            "ü",
            "Horus",
            "beige",
            "1-1",
            "a1",
            "stair",
        ]
    ),
    st.sampled_from(HOSTILE),
    st.sampled_from(HOSTILE),
    st.sampled_from([0, 1, 2, 13, 16, 17, 101, -1]),
    st.lists(st.integers(min_value=-2, max_value=20), max_size=4),
    st.dictionaries(st.text(max_size=6), st.integers(max_value=30), max_size=3),
)


def _mutate(body: Any, path: tuple, how: str, value: Any, key: str = "") -> Any:
    body = copy.deepcopy(body)
    if not path:
        return value
    parent = body
    for part in path[:-1]:
        parent = parent[part]
    last = path[-1]
    if how == "delete":
        del parent[last]
    elif how == "duplicate" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    elif how == "rename" and isinstance(parent, dict):
        renamed = {(key if k == last else k): v for k, v in parent.items()}
        parent.clear()
        parent.update(renamed)
    else:
        parent[last] = value
    return body
