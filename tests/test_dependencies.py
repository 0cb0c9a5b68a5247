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

ROOT = Path(__file__).resolve().parent.parent

# What a started worker imports: the config, the worker class it names, and the app.
PROBE = r"""
import json, sys, runpy
from importlib import metadata
config = runpy.run_path("gunicorn.conf.py")
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
