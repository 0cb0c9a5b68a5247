"""The board (O9, a model: the rulebook lost its picture) as data, and the check of a caller's board.

The default board: 12 cities around a square stepped pyramid, three per colour at the corners,
clockwise beige (top left), red-brown, yellow, brown; four square rings of fields around the apex.
Level 1 is the outer ring (9 x 9, 32 fields), level 4 the ring around the apex (8 fields), the
apex is level 5. A field is `<level>-<n>`, n counted clockwise from the ring's top-left corner.
Fields of one ring sharing an edge are joined sideways (cost 1); fields of neighbouring rings
sharing an edge are joined by a stair (cost 2); each city is joined by a stair to the level-1
field in front of it. So the apex has four neighbours (4-2, 4-4, 4-6, 4-8) and corner fields
have no stair up (a stepped pyramid's corners).

The picture, the cities and their fields are in docs/osiris.md.

A request may send its own board in the same form as `DEFAULT_BOARD_DATA`; `check_board` lists
every reason it is not a board (C2: a 422), `load_board` builds it. Its names (cities, fields, gods)
are checked like players' names (`core.seating.name_problem`); the schema normalises them first.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any, Mapping

from ...core.problems import PathPart, Problem
from ...core.seating import name_problem
from ...core.text import Text
from . import rules

RINGS = 4
APEX_ID = "apex"
# O9: the text's Heliopolis is the last beige city before red-brown's, then Giseh, Memphis, Sakkara.
# Per corner, clockwise: the city on the side before the corner, the corner city, the one after.
CITY_NAMES = (
    "Tanis",
    "Buto",
    "Heliopolis",
    "Giseh",
    "Memphis",
    "Sakkara",
    "Abydos",
    "Thebe",
    "Edfu",
    "Esna",
    "Philae",
    "Assuan",
)
# The circles on each city (= the segments of the priest born there): the corner city has 3.
CITY_SEGMENTS = (1, 3, 2) * 4

# Bounds on a caller's board (C2: bounded work).
MAX_FIELDS = 400
MAX_JOINS = 12
MAX_ID = 20
MAX_LEVEL = 100  # a pyramid of 100 levels already needs far more fields than MAX_FIELDS
# Priests (12) and blockades (at most the 24 stones) can never fill this many fields, so a
# blockade always finds an empty field and a move can always be completed by stepping back and
# forth (see state.py): the engine needs no look-ahead.
MIN_PYRAMID_FIELDS = 37


@dataclass(frozen=True, eq=False)
class Board:
    """A checked board, as indices: nodes 0..11 are the cities (clockwise from beige's first),
    the rest the pyramid's fields and the apex."""

    ids: tuple[str, ...]
    index: Mapping[str, int]
    level: tuple[int, ...]
    joins: tuple[Mapping[int, int], ...]  # node -> {neighbour: cost}
    city_colour: tuple[str, ...]
    city_segments: tuple[int, ...]
    apex: int
    apex_neighbours: tuple[int, ...]
    fields: tuple[int, ...]  # the pyramid's fields a blockade may lie on (not the apex)
    gods: tuple[str, ...] = rules.GODS  # the 13 gods' names (O9: neutral defaults, or the caller's)
    home: Mapping[str, int] = field(default_factory=dict)  # priest name -> its birth city
    data: Mapping[str, Any] = field(default_factory=dict)  # the board as the request wrote it

    @property
    def cities(self) -> int:
        return len(self.city_colour)


def _ring(d: int) -> list[tuple[int, int]]:
    """The coordinates of ring d (Chebyshev distance d from the apex), clockwise from the
    top-left corner (x to the right, y down)."""
    out = [(x, -d) for x in range(-d, d)]
    out += [(d, y) for y in range(-d, d)]
    out += [(x, d) for x in range(d, -d, -1)]
    out += [(-d, y) for y in range(d, -d, -1)]
    return out


def _default_board_data() -> dict[str, Any]:
    level_of = {d: RINGS + 1 - d for d in range(1, RINGS + 1)}
    name: dict[tuple[int, int], str] = {(0, 0): APEX_ID}
    for d in range(1, RINGS + 1):
        for n, xy in enumerate(_ring(d), start=1):
            name[xy] = f"{level_of[d]}-{n}"
    sideways: dict[str, list[str]] = {v: [] for v in name.values()}
    stairs: dict[str, list[str]] = {v: [] for v in name.values()}
    for (x, y), here in name.items():
        d = max(abs(x), abs(y))
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            there = name.get((x + dx, y + dy))
            if there is None:
                continue
            e = max(abs(x + dx), abs(y + dy))
            (sideways if e == d else stairs)[here].append(there)
    o = RINGS  # the outer ring
    # per corner (clockwise from top left): the level-1 fields in front of its three cities
    fronts = [
        (-o, -o + 1),
        (-o, -o),
        (-o + 1, -o),
        (o - 1, -o),
        (o, -o),
        (o, -o + 1),
        (o, o - 1),
        (o, o),
        (o - 1, o),
        (-o + 1, o),
        (-o, o),
        (-o, o - 1),
    ]
    cities = []
    for i, (city, xy) in enumerate(zip(CITY_NAMES, fronts)):
        stairs[name[xy]].append(city)
        cities.append(
            {"name": city, "colour": rules.COLOURS[i // 3], "segments": CITY_SEGMENTS[i], "stairs": [name[xy]]}
        )
    ordered = sorted(
        name.values(),
        key=lambda v: (v != APEX_ID, v == APEX_ID or int(v.split("-")[0]), 0 if v == APEX_ID else int(v.split("-")[1])),
    )
    fields = [
        {
            "id": v,
            "level": RINGS + 1 if v == APEX_ID else int(v.split("-")[0]),
            "sideways": sideways[v],
            "stairs": stairs[v],
        }
        for v in ordered
        if v != APEX_ID
    ]
    fields.append({"id": APEX_ID, "level": RINGS + 1, "sideways": sideways[APEX_ID], "stairs": stairs[APEX_ID]})
    return {"cities": cities, "fields": fields, "apex": APEX_ID, "gods": list(rules.GODS)}


# --- the check of a caller's board -------------------------------------------------------------


def _problem(path: tuple[PathPart, ...], key: str, **params: Any) -> Problem:
    return Problem(path, Text("osiris.board." + key, params))


def check_board(data: Any, base: tuple[PathPart, ...] = ("board",)) -> list[Problem]:
    """Every reason `data` is not an Osiris board (O9), each with its path."""
    problems = check_board_shape(data, base)
    if problems:
        return problems
    return _check_board_nodes(data, base)


def check_board_shape(data: Any, base: tuple[PathPart, ...] = ("board",)) -> list[Problem]:
    """What is wrong with a board before any of its cities or fields is read: its keys, its gods and apex,
    and its lists' kinds and lengths (no board has more than MAX_FIELDS fields or more cities than one per
    colour and segment). A board these hold for costs a bounded amount to read further."""
    if not isinstance(data, dict):
        return [_problem(base, "object")]
    problems: list[Problem] = []
    for key in data:
        if key not in ("cities", "fields", "apex", "gods"):
            problems.append(_problem(base + (key,), "unknown_key"))
    if "gods" in data:
        gods = data["gods"]
        if (
            not isinstance(gods, list)
            or len(gods) != len(rules.GODS)
            or any(type(g) is not str for g in gods)
            or len(set(gods)) != len(gods)
        ):
            problems.append(Problem(base + ("gods",), Text("osiris.god_names", {"count": len(rules.GODS)})))
        else:  # a god is named like a player (no control or invisible character)
            problems += [
                Problem(base + ("gods", j), problem)
                for j, god in enumerate(gods)
                if (problem := name_problem(god, MAX_ID * 2))
            ]
    cities, fields_, apex = data.get("cities"), data.get("fields"), data.get("apex")
    for key, value in (("cities", cities), ("fields", fields_)):
        if not isinstance(value, list):
            problems.append(_problem(base + (key,), "list"))
    if not isinstance(apex, str):
        problems.append(_problem(base + ("apex",), "apex"))
    elif problem := name_problem(apex, MAX_ID):
        problems.append(Problem(base + ("apex",), problem))
    if problems:
        return problems
    assert isinstance(cities, list) and isinstance(fields_, list) and isinstance(apex, str)
    if len(fields_) > MAX_FIELDS:
        return [_problem(base + ("fields",), "too_many_fields", max=MAX_FIELDS)]
    if len(cities) > len(rules.COLOURS) * len(rules.SEGMENTS):
        return [_problem(base + ("cities",), "city_count", count=len(cities))]
    return []


def _check_board_nodes(data: dict[str, Any], base: tuple[PathPart, ...]) -> list[Problem]:
    cities, fields_, apex = data["cities"], data["fields"], data["apex"]
    problems: list[Problem] = []

    # nodes: id -> (path, level, sideways, stairs)
    nodes: dict[str, tuple[tuple[PathPart, ...], int, list[str], list[str]]] = {}

    def joins(item: dict[str, Any], key: str, path: tuple[PathPart, ...]) -> list[str]:
        value = item.get(key, [])
        if not isinstance(value, list) or any(type(v) is not str for v in value):
            problems.append(_problem(path + (key,), "joins"))
            return []
        if len(value) > MAX_JOINS:
            problems.append(_problem(path + (key,), "too_many_joins", max=MAX_JOINS))
            return []
        if len(set(value)) != len(value):
            problems.append(_problem(path + (key,), "join_twice"))
        named = [(j, problem) for j, v in enumerate(value) if (problem := name_problem(v, MAX_ID))]
        problems.extend(Problem(path + (key, j), problem) for j, problem in named)
        return [] if named else value

    def node_id(item: dict[str, Any], key: str, path: tuple[PathPart, ...]) -> str | None:
        value = item.get(key)
        if type(value) is not str or not 1 <= len(value) <= MAX_ID:
            problems.append(_problem(path + (key,), "id", max=MAX_ID))
            return None
        problem = name_problem(value, MAX_ID)  # an id is named like a player (no control or invisible character)
        if problem:
            problems.append(Problem(path + (key,), problem))
            return None
        if value in nodes:
            problems.append(_problem(path + (key,), "id_twice", id=value))
            return None
        return value

    per_colour: dict[str, list[int]] = {c: [] for c in rules.COLOURS}
    if len(cities) != len(rules.COLOURS) * len(rules.SEGMENTS):
        problems.append(_problem(base + ("cities",), "city_count", count=len(cities)))
    for i, city in enumerate(cities):
        path = base + ("cities", i)
        if not isinstance(city, dict):
            problems.append(_problem(path, "object"))
            continue
        for key in city:
            if key not in ("name", "colour", "segments", "stairs"):
                problems.append(_problem(path + (key,), "unknown_key"))
        name = node_id(city, "name", path)
        colour, segments = city.get("colour"), city.get("segments")
        if colour not in rules.COLOURS:
            problems.append(_problem(path + ("colour",), "colour", colours=", ".join(rules.COLOURS)))
        if type(segments) is not int or segments not in rules.SEGMENTS:
            problems.append(_problem(path + ("segments",), "segments"))
        elif isinstance(colour, str) and colour in per_colour:
            per_colour[colour].append(segments)
        stairs = joins(city, "stairs", path)
        if "sideways" in city:
            problems.append(_problem(path + ("sideways",), "city_sideways"))
        if name is not None:
            nodes[name] = (path, 0, [], stairs)
    expected = [c for c in rules.COLOURS for _ in rules.SEGMENTS]
    if len(cities) == len(expected) and [c.get("colour") if isinstance(c, dict) else None for c in cities] != expected:
        problems.append(_problem(base + ("cities",), "city_order"))
    for colour, segs in per_colour.items():
        if sorted(segs) != list(rules.SEGMENTS) and len(cities) == len(expected):
            problems.append(_problem(base + ("cities",), "city_colour", colour=colour))

    levels: list[int] = []
    for i, item in enumerate(fields_):
        path = base + ("fields", i)
        if not isinstance(item, dict):
            problems.append(_problem(path, "object"))
            continue
        for key in item:
            if key not in ("id", "level", "sideways", "stairs"):
                problems.append(_problem(path + (key,), "unknown_key"))
        fid = node_id(item, "id", path)
        level = item.get("level")
        if type(level) is not int or not 1 <= level <= MAX_LEVEL:
            problems.append(_problem(path + ("level",), "level", max=MAX_LEVEL))
            level = None
        sideways, stairs = joins(item, "sideways", path), joins(item, "stairs", path)
        if fid is not None and level is not None:
            nodes[fid] = (path, level, sideways, stairs)
            levels.append(level)
    if problems:
        return problems

    if apex not in nodes or nodes[apex][1] == 0:
        return [_problem(base + ("apex",), "unknown_apex", id=apex)]
    top = nodes[apex][1]
    if any(lv >= top for fid, (_, lv, _, _) in nodes.items() if fid != apex):
        problems.append(_problem(base + ("apex",), "apex_not_top"))
    if nodes[apex][2]:
        problems.append(_problem(nodes[apex][0] + ("sideways",), "apex_sideways"))
    if len(nodes) - len(cities) - 1 < MIN_PYRAMID_FIELDS:
        problems.append(_problem(base + ("fields",), "too_few_fields", min=MIN_PYRAMID_FIELDS))

    for fid, (path, level, sideways, stairs) in nodes.items():
        for kind, targets in (("sideways", sideways), ("stairs", stairs)):
            for j, other in enumerate(targets):
                where = path + (kind, j)
                if other not in nodes:
                    problems.append(_problem(where, "unknown_join", id=other))
                    continue
                if other == fid:
                    problems.append(_problem(where, "self_join"))
                    continue
                o_level = nodes[other][1]
                if kind == "sideways" and o_level != level:
                    problems.append(_problem(where, "sideways_level", id=other))
                elif kind == "stairs" and abs(o_level - level) != 1:
                    problems.append(_problem(where, "stairs_level", id=other))
                elif fid not in (nodes[other][2] if kind == "sideways" else nodes[other][3]):
                    problems.append(_problem(where, "not_symmetric", id=other, kind=kind))
                elif kind == "stairs" and level == 0 and o_level == 0:
                    problems.append(_problem(where, "city_to_city"))
    if problems:
        return problems
    # every city reaches the apex
    graph = {fid: sideways + stairs for fid, (_, _, sideways, stairs) in nodes.items()}
    seen = {apex}
    queue = deque([apex])
    while queue:
        for nxt in graph[queue.popleft()]:
            if nxt not in seen and nodes[nxt][1] > 0:  # paths run over the pyramid, never through a city
                seen.add(nxt)
                queue.append(nxt)
    for i, city in enumerate(cities):
        if not any(f in seen for f in graph[city["name"]]):
            problems.append(_problem(base + ("cities", i), "apex_unreachable", city=city["name"]))
    return problems


def load_board(data: Mapping[str, Any]) -> Board:
    """A board from its data form (already checked by `check_board`)."""
    cities = data["cities"]
    fields_ = [f for f in data["fields"]]
    ids = tuple([c["name"] for c in cities] + [f["id"] for f in fields_])
    index = {v: i for i, v in enumerate(ids)}
    level = tuple([0] * len(cities) + [f["level"] for f in fields_])
    joins: list[dict[int, int]] = [{} for _ in ids]
    for c in cities:
        for other in c["stairs"]:
            joins[index[c["name"]]][index[other]] = rules.STAIR_COST
    for f in fields_:
        here = index[f["id"]]
        for other in f.get("sideways", []):
            joins[here][index[other]] = rules.SIDEWAYS_COST
        for other in f.get("stairs", []):
            joins[here][index[other]] = rules.STAIR_COST
    apex = index[data["apex"]]
    home = {f"{c['colour']}-{c['segments']}": i for i, c in enumerate(cities)}
    return Board(
        ids=ids,
        index=index,
        level=level,
        joins=tuple(joins),
        city_colour=tuple(c["colour"] for c in cities),
        city_segments=tuple(c["segments"] for c in cities),
        apex=apex,
        apex_neighbours=tuple(sorted(joins[apex])),
        fields=tuple(i for i in range(len(cities), len(ids)) if i != apex),
        gods=tuple(data["gods"]) if "gods" in data else rules.GODS,
        home=home,
        data=data,
    )


DEFAULT_BOARD_DATA = _default_board_data()
DEFAULT_BOARD = load_board(DEFAULT_BOARD_DATA)
