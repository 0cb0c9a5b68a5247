"""Dependencies point down: the engine (rules and games) below the request-to-answer core (schemas, service,
the JSON reader), below the HTTP server, below the app and the command line. Read from the source with `ast`
(every import, a lazy one inside a function too), nothing imported."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "referee"
# Bottom first; a module belongs to the longest unit its name starts with.
LAYERS = (
    ("engine", ("referee._version", "referee.core", "referee.sun_auction", "referee.games", "referee.tournament")),
    ("service", ("referee.jsonio", "referee.errors", "referee.schemas", "referee.service")),
    ("http", ("referee.api", "referee.server", "referee.gunicorn_conf")),
    ("app", ("referee", "referee.app", "referee.cli", "referee.command", "referee.__main__")),
)


def _name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, modules: set[str]) -> set[str]:
    """The package's modules that `path` imports (`from .x import name` counts as `.x.name` when that is a module)."""
    name = _name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            found.update(
                f"{target}.{alias.name}" if f"{target}.{alias.name}" in modules else target for alias in node.names
            )
    return {m for m in found if m in modules and m != name}


def _graph() -> dict[str, set[str]]:
    paths = {_name(p): p for p in PACKAGE.rglob("*.py")}
    return {name: _imports(path, set(paths)) for name, path in paths.items()}


def _unit(module: str) -> str:
    return max((u for _, units in LAYERS for u in units if module == u or module.startswith(u + ".")), key=len)


def _layer(module: str) -> int:
    return next(i for i, (_, units) in enumerate(LAYERS) if _unit(module) in units)


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(edges.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = []
            while True:
                other = stack.pop()
                part.append(other)
                if other == node:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_every_module_is_in_a_layer():
    assert [m for m in _graph() if not any(m == u or m.startswith(u + ".") for _, us in LAYERS for u in us)] == []


def test_no_module_imports_a_layer_above_its_own():
    upward = [(a, b) for a, outs in _graph().items() for b in sorted(outs) if _layer(b) > _layer(a)]
    assert upward == []


def test_no_two_parts_of_the_package_import_each_other():
    """No cycle between the package's parts (the JSON reader and the schemas, say), nor between two modules."""
    graph = _graph()
    units: dict[str, set[str]] = {}
    for a, outs in graph.items():
        units.setdefault(_unit(a), set()).update(_unit(b) for b in outs if _unit(b) != _unit(a))
    assert _cycles(units) == []
    assert _cycles(graph) == []


def test_the_walk_finds_an_upward_edge_and_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert (
        _layer("referee.games.ra.rules")
        < _layer("referee.schemas.ra")
        < _layer("referee.api.routes")
        < _layer("referee.cli")
    )
