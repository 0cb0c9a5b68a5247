"""The README's first command installs only the runtime dependencies (`pip install -e .`): everything the
server imports when it starts, gunicorn's configured worker class included, must come with them."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]

# What a started worker imports: the config, the worker class it names, and the app.
PROBE = r"""
import json, sys, runpy
from importlib import metadata
config = runpy.run_module("referee.gunicorn_conf")
from gunicorn.util import load_class
load_class(config["worker_class"], default="gunicorn.workers.sync.SyncWorker", section="gunicorn.workers")
from referee import create_app
create_app()
owners = metadata.packages_distributions()
used = {d for name in list(sys.modules) for d in owners.get(name.partition(".")[0], ())}
print(json.dumps(sorted(used)))
"""


def runtime_closure(root: str = "referee") -> set[str]:
    """Every distribution `pip install` of the project brings on this machine, without optional extras."""
    seen: set[str] = set()
    todo: list[tuple[str, frozenset[str]]] = [(root, frozenset())]
    while todo:
        name, extras = todo.pop()
        key = canonicalize_name(name)
        if key in seen:
            continue
        seen.add(key)
        for line in metadata.requires(name) or []:
            requirement = Requirement(line)
            marker = requirement.marker
            if marker is not None and not any(marker.evaluate({"extra": e}) for e in extras | {""}):
                continue  # another platform's, or an extra nobody asked for
            todo.append((requirement.name, frozenset(requirement.extras)))
    return seen


def test_the_started_server_imports_nothing_the_runtime_dependencies_do_not_bring():
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    used = {canonicalize_name(d) for d in json.loads(out.stdout.strip().splitlines()[-1])}
    missing = used - runtime_closure() - {"pip", "setuptools"}
    assert not missing, f"imported at start but not a runtime dependency: {sorted(missing)}"


# Modules of the package that import something no runtime dependency brings, and what (none today: the spec's
# generator, which needs apispec and PyYAML, is tools/openapi.py, outside the package).
NOT_RUNTIME: dict[str, set[str]] = {}
BROWSER_ONLY = {"js", "pyodide", "pyodide_js"}  # the engine under Pyodide (referee/web/engine.zip) imports these there


def imported_top_modules(path: Path) -> set[str]:
    import ast

    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names |= {alias.name.partition(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.partition(".")[0])
    return names


def test_the_declared_dependencies_are_exactly_what_the_package_imports():
    owners = metadata.packages_distributions()
    used: set[str] = set()
    for path in sorted((ROOT / "referee").rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        for name in imported_top_modules(path) - NOT_RUNTIME.get(relative, set()) - BROWSER_ONLY:
            if name == "referee" or name in sys.stdlib_module_names:
                continue
            assert name in owners, f"{relative} imports {name}, which no installed distribution provides"
            used |= {canonicalize_name(d) for d in owners[name]}
    declared: set[str] = set()
    for line in metadata.requires("referee") or []:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
            declared.add(canonicalize_name(requirement.name))
            # an extra of a dependency that brings a package we import (gunicorn[gevent]: gevent) declares it
            for extra in requirement.extras:
                for sub in metadata.requires(requirement.name) or []:
                    inner = Requirement(sub)
                    if (
                        inner.marker is not None
                        and inner.marker.evaluate({"extra": extra})
                        and canonicalize_name(inner.name) in used
                    ):
                        declared.add(canonicalize_name(inner.name))
    assert used == declared, (
        f"imported, not declared: {sorted(used - declared)}; declared, not imported: {sorted(declared - used)}"
    )


def test_no_calendar_cap_and_each_dependency_once():
    names = [
        canonicalize_name(Requirement(line).name)
        for line in metadata.requires("referee") or []
        if Requirement(line).marker is None
    ]
    assert len(names) == len(set(names))
    for line in metadata.requires("referee") or []:
        requirement = Requirement(line)
        if canonicalize_name(requirement.name) in {"gevent", "gunicorn", "orjson", "prometheus-client"}:
            assert not any(spec.operator in ("<", "<=", "==", "~=") for spec in requirement.specifier), line
