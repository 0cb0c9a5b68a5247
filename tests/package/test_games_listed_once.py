"""A game is defined in its own package: no module outside it lists the games (a table keyed by game, a tuple of
their names), so adding a game is a new package and a line in `referee/games/__init__.py`'s SPECS."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from referee.core.spec import GameSpec, LogCodec
from referee.games import SPECS

ROOT = Path(__file__).resolve().parents[2] / "referee"
SLUGS = {spec.slug for spec in SPECS}
# where the games are listed on purpose: the one list, and each game's own package and schemas
OWN = {ROOT / "games" / "__init__.py"}


def own(path: Path) -> bool:
    rel = path.relative_to(ROOT).parts
    return path in OWN or (rel[0] == "games" and len(rel) > 2) or (rel[0] == "schemas" and len(rel) == 2)


def lists_of_games(tree: ast.AST) -> list[int]:
    """The lines of literals (a dict's keys, a tuple, list or set) that name two games or more."""
    found = []
    for node in ast.walk(tree):
        items = (
            node.keys
            if isinstance(node, ast.Dict)
            else node.elts
            if isinstance(node, ast.Tuple | ast.List | ast.Set)
            else []
        )
        names = set()
        for item in items:
            if isinstance(item, ast.Tuple) and item.elts:
                item = item.elts[0]  # a key (game, operation)
            if isinstance(item, ast.Constant) and item.value in SLUGS:
                names.add(item.value)
        if len(names) >= 2:
            found.append(node.lineno)
    return found


def test_no_module_outside_a_games_package_lists_the_games():
    listed = {
        str(path.relative_to(ROOT)): lines
        for path in sorted(ROOT.rglob("*.py"))
        if not own(path) and (lines := lists_of_games(ast.parse(path.read_text(), str(path))))
    }
    assert listed == {}


def test_the_check_finds_a_table_keyed_by_game():
    tree = ast.parse('KINDS = {("ra", "score"): 1, ("osiris", "outcome"): 2}\nFIELDS = {"sakkara": ()}\n')
    assert lists_of_games(tree) == [1]


def test_a_spec_says_how_each_operation_gives_a_tables_result():
    codec = LogCodec(log_to_json=dict, move_to_json=dict)
    with pytest.raises(ValueError, match="results"):
        GameSpec("x", "X", range(2, 3), ("rules", "outcome"), dict, (), "x", codec)
