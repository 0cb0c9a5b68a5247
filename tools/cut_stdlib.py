"""Cut Python's standard library to what the engine imports: `python tools/cut_stdlib.py`.

The vendored runtime's `python_stdlib.zip` (2.5 MB, pinned by SHA256SUMS) holds all of CPython's library; the
engine imports a small part of it. This command runs the engine at work under the vendored Pyodide in Node (the
harness tests/package/pyodide/answer.mjs, which boots it exactly as the browser's worker does): every parity request
(tests/parity_requests.py: every example and generated games of all four games, every route, the problems), a few
more that reach rare paths (other encodings of JSON, a charset refused), each start the browser makes (with and
without a memory snapshot), a Python error crossing into JavaScript, and an import of every standard module the
engine's and marshmallow's sources name anywhere, inside functions too. It records which files of the zip the
loaded modules came from, and writes `python_stdlib.cut.zip` beside the original: every file traced, every file of
a traced package that a kept file of the same package imports anywhere (inside functions too: a package's modules
are often imported lazily), and `encodings` whole (its codecs are imported by their names, which no source says);
each source without its docstrings and comments (tools/strip_docstrings.py, which also reads the imports). The
server and `referee site` serve it as `web/pyodide/python_stdlib.zip`; its brotli copy (tools/compress_runtime.py)
is written with it.

The cut zip stores its files uncompressed (the transfer is compressed, across files, which deflating each file
apart would defeat) in a fixed order with fixed dates, plus `referee-stdlib.json`: the original's sha256, the
traced files, what was kept and what was cut. `cut(original, traced)` gives the same bytes from the same inputs;
tests/package/test_engine_archive.py checks the committed file against it, tests/package/test_engine_pyodide.py answers every
parity request with the cut library.
"""

from __future__ import annotations

import argparse
import ast
import base64
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path, PurePosixPath
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RUNTIME = ROOT / "referee" / "web" / "pyodide"
ORIGINAL = RUNTIME / "python_stdlib.zip"
CUT = RUNTIME / "python_stdlib.cut.zip"
LOCK = RUNTIME / "pyodide-lock.json"
CUT_LOCK = RUNTIME / "pyodide-lock.cut.json"
RECORD = "referee-stdlib.json"
HARNESS = ROOT / "tests" / "package" / "pyodide" / "answer.mjs"
STRIPPER = ROOT / "tools" / "strip_stdlib.mjs"  # tools/strip_docstrings.py under the vendored Pyodide
REBUILD = "python tools/cut_stdlib.py"
EPOCH = (1980, 1, 1, 0, 0, 0)  # zip's earliest date: the bytes do not depend on when they were written
WHOLE = ("encodings",)  # packages kept whole: a codec's module is imported by its name, which no source says
# The starts the browser's worker makes, as the harness names them: without a snapshot, and a first visit's
# (Python started ready to be snapshotted). A restored start imports nothing the snapshot did not hold.
STARTS = ({}, {"FIRST_VISIT": "1"})


def _tool(name: str) -> Any:  # a module of tools/
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        return __import__(name)
    finally:
        sys.path.pop(0)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def named_imports() -> list[str]:
    """Every module the engine's and marshmallow's sources import anywhere (functions and `TYPE_CHECKING` blocks
    too), as absolute names: the trace imports those of the standard library, so a lazy import on a path no
    request took is kept all the same."""
    build_engine = _tool("build_engine")
    names: set[str] = set()
    for path in {**build_engine.engine_sources(), **build_engine.marshmallow_files()}.values():
        if path.suffix != ".py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return sorted(name for name in names if name.split(".")[0] not in ("referee", "marshmallow"))


def trace_requests(games: int) -> list[tuple[str, str, dict[str, str], bytes]]:
    """The parity set, and requests on rarer paths: JSON in UTF-16 and UTF-32 (the json module decodes them by
    their codec), a notation in a charset the API refuses, a body that is not text, a 1,001-digit number."""
    sys.path.insert(0, str(ROOT / "tests"))
    try:
        from parity_requests import JSON, all_requests
    finally:
        sys.path.pop(0)
    body = json.dumps({"epoch": 1, "players": []})
    rare = [("POST", "/v1/games/ra/score", JSON, body.encode(codec)) for codec in ("utf-16", "utf-16-be", "utf-32")]
    rare += [
        ("POST", "/v1/games/osiris/notation", {"Content-Type": f"text/plain; charset={charset}"}, b"x")
        for charset in ("latin-1", "utf-16", "cp1252", "shift_jis")
    ]
    rare.append(("POST", "/v1/games/sakkara/replay", JSON, bytes(range(256))))
    rare.append(("POST", "/v1/games/ra/score", JSON, b'{"epoch": 1%s, "players": []}' % (b"0" * 1000)))
    return [*all_requests(games=games), *rare]


def _node() -> str:
    node = shutil.which("node")
    if node is None:
        raise SystemExit("node is not installed: the engine is traced, and the library stripped, under Pyodide in Node")
    return node


def trace(games: int = 3, runtime: Path = RUNTIME) -> list[str]:
    """The files of `runtime`'s standard library zip that the engine at work loaded modules from."""
    node = _node()
    lines = "".join(
        json.dumps({"method": method, "path": path, "headers": headers, "body_b64": base64.b64encode(body).decode()})
        + "\n"
        for method, path, headers, body in trace_requests(games)
    )
    files: set[str] = set()
    modules: set[str] = set()
    for start in STARTS:
        env = {
            **os.environ,
            **start,
            "PYODIDE_DIR": str(runtime),
            "TRACE_STDLIB": "1",
            "ALSO_IMPORT": json.dumps(named_imports()),
        }
        out = subprocess.run(
            [node, str(HARNESS)],
            input=lines,
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=env,
            check=False,
            timeout=900,
        )
        if out.returncode != 0:
            raise SystemExit(f"the traced engine failed: {out.stderr[-2000:]}")
        last = json.loads(out.stdout.splitlines()[-1])
        files.update(last["stdlib"])
        modules.update(last["modules"])
    return sorted(files | _files_of(modules, runtime / ORIGINAL.name))


def _files_of(modules: set[str], archive: Path) -> set[str]:
    """The zip's files of modules the interpreter holds frozen (os, codecs, io, site, ...): loaded from their
    frozen copies, so no origin names them, but they are the fallback where freezing is off."""
    with zipfile.ZipFile(archive) as zf:
        names = set(zf.namelist())
    candidates = {f"{m.replace('.', '/')}{suffix}" for m in modules for suffix in (".py", "/__init__.py")}
    return candidates & names


def candidate_files(names: list[str], traced: list[str]) -> list[str]:
    """The original's files that may stay: each traced top-level module, and every file of each traced package."""
    traced_set = set(traced)
    packages = {PurePosixPath(name).parts[0] for name in traced if "/" in name}
    return sorted(
        name
        for name in names
        if not name.endswith("/") and (name in traced_set or PurePosixPath(name).parts[0] in packages)
    )


def kept_files(names: list[str], traced: list[str], imports: dict[str, list[str]]) -> list[str]:
    """The files that stay, of the `candidate_files`: the traced ones, `WHOLE` packages whole, and, transitively, each
    file of a traced package that a kept file of the same package imports (`imports`: a source's modules)."""
    pool = candidate_files(names, traced)
    files = {
        name.removesuffix(".py").removesuffix("/__init__").replace("/", "."): name
        for name in pool
        if name.endswith(".py")
    }
    kept = {name for name in pool if name in traced or PurePosixPath(name).parts[0] in WHOLE}
    todo = sorted(kept)
    while todo:
        name = todo.pop()
        top = PurePosixPath(name).parts[0]
        for module in imports.get(name, ()):
            found = files.get(module)
            if found is not None and found not in kept and "/" in found and PurePosixPath(found).parts[0] == top:
                kept.add(found)
                todo.append(found)
    # a package's data beside its modules (py.typed) stays with the package's __init__
    return sorted(
        name
        for name in pool
        if name in kept or (not name.endswith(".py") and str(PurePosixPath(name).parent / "__init__.py") in kept)
    )


def _tops(names: list[str]) -> list[str]:
    return sorted({PurePosixPath(name).parts[0] for name in names if not name.endswith("/")})


def stripped(sources: dict[str, bytes], runtime: Path = RUNTIME) -> dict[str, tuple[bytes, list[str]]]:
    """Each of `sources` (.py files) without its docstrings and comments, and the modules it imports:
    tools/strip_docstrings.py, run by the runtime's own Python (the host's may not parse its library), checks that
    each is the same code."""
    named = json.dumps({name: base64.b64encode(data).decode() for name, data in sorted(sources.items())})
    out = subprocess.run(
        [_node(), str(STRIPPER)],
        input=named,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYODIDE_DIR": str(runtime)},
        check=False,
        timeout=900,
    )
    if out.returncode != 0:
        raise SystemExit(f"stripping the library failed: {out.stderr[-2000:]}")
    return {name: (base64.b64decode(read["source"]), read["imports"]) for name, read in json.loads(out.stdout).items()}


def cut(original: bytes, traced: list[str]) -> bytes:
    """The cut zip's bytes: the kept files, their sources without docstrings and comments, stored, sorted, with
    fixed dates, and the record of the cut."""
    with zipfile.ZipFile(io.BytesIO(original)) as source:
        names = source.namelist()
        pool = {name: source.read(name) for name in candidate_files(names, traced)}
    read = stripped({name: data for name, data in pool.items() if name.endswith(".py")})
    kept = kept_files(names, traced, {name: imports for name, (_, imports) in read.items()})
    entries = {name: read[name][0] if name in read else pool[name] for name in kept}
    record = {
        "pyodide": _tool("vendor_pyodide").VERSION,
        "original_sha256": sha256(original),
        "traced": traced,
        "kept": _tops(kept),
        "cut": sorted(set(_tops(names)) - set(_tops(kept))),
        "stripped": "every .py file's docstrings and comments (tools/strip_docstrings.py)",
    }
    entries[RECORD] = (json.dumps(record, indent=1, sort_keys=True) + "\n").encode("utf-8")
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=EPOCH)
            info.external_attr = 0o644 << 16
            info.create_system = 3  # Unix, whatever zipfile guesses for the platform
            zf.writestr(info, entries[name], compress_type=zipfile.ZIP_STORED)
    return out.getvalue()


def cut_lock(original: bytes) -> bytes:
    """The runtime's package lock with no package in it: Pyodide reads the lock at every start, and the engine
    loads none of the 357 packages it lists (engine-boot.mjs: `packages: []`), 24 KB of a first visit gzipped.
    What Pyodide checks of it (`info`: the Python, the platform, the ABI) is kept as it is."""
    lock = json.loads(original)
    return (json.dumps({**lock, "packages": {}}, indent=1, sort_keys=True) + "\n").encode()


def record(archive: Path = CUT) -> dict[str, Any]:
    """The record the cut zip holds: what it was cut from, what the trace found, what was kept and cut."""
    with zipfile.ZipFile(archive) as zf:
        return json.loads(zf.read(RECORD))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="generated games of each game traced (default 10)")
    parser.add_argument("--lock-only", action="store_true", help="write the cut package lock only (no trace)")
    args = parser.parse_args(argv)
    CUT_LOCK.write_bytes(cut_lock(LOCK.read_bytes()))
    _tool("compress_runtime").write(CUT_LOCK)
    if args.lock_only:
        return 0
    traced = trace(args.games)
    data = cut(ORIGINAL.read_bytes(), traced)
    CUT.write_bytes(data)
    _tool("compress_runtime").write(CUT)  # the brotli copy the server and the site send
    kept = record()
    print(
        f"{CUT.relative_to(ROOT)}: {len(traced)} files traced, {len(kept['kept'])} of "
        f"{len(kept['kept']) + len(kept['cut'])} top-level names kept, {len(data)} bytes "
        f"(the original: {ORIGINAL.stat().st_size})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
