"""Build referee/web/engine.zip, the engine the phone form runs in the browser: `python tools/build_engine.py`.

The archive holds the engine's Python (every module of `referee` but the server's: ENGINE_EXCLUDES) and the
installed marshmallow, precompiled to sourceless .pyc files by the Python the browser runs: the vendored
Pyodide (referee/web/pyodide/), started under Node by tools/build_engine.mjs. A .pyc is only good for the
interpreter version that wrote it, so a new Pyodide means a rebuild. Each module is compiled without its
docstrings (tools/strip_docstrings.py: what `python -OO` drops, the asserts kept, line numbers unchanged), and the
archive stores its files uncompressed: the transfer is compressed (gzip or brotli), across files, which deflating
each file apart would defeat. `referee-engine.json` inside says what it
was built from (Pyodide and marshmallow versions, the sha256 of every source file); tests/package/test_engine_archive.py
fails, naming this command, as soon as a source no longer matches.

Two halves in one file: `main` runs on the host (it picks the files and starts Node), `pack` runs inside
Pyodide (it compiles and zips, so the bytes depend only on the pinned runtime and the sources).
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import importlib.metadata
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "referee"
ARCHIVE = PACKAGE / "web" / "engine.zip"
RUNTIME = PACKAGE / "web" / "pyodide"
MANIFEST = "referee-engine.json"
REBUILD = "python tools/build_engine.py"
# The server's parts, relative to referee/: the Flask app and its routes, the form's static files, the
# command line and the gunicorn runner. Everything else under referee/ is engine and goes in by itself.
ENGINE_EXCLUDES = (
    "api",
    "web",
    "app.py",
    "cli",
    "server.py",
    "__main__.py",
    "command.py",
    "gunicorn_conf.py",
    "py.typed",
    "openapi.yaml",
)
# What only the server installs: an engine module importing one of these would not import in the browser.
SERVER_ONLY = (
    "flask",
    "flask_cors",
    "flask_swagger_ui",
    "werkzeug",
    "gevent",
    "gunicorn",
    "click",
    "prometheus_client",
    "yaml",
)
# What a .pyc zip entry carries: a fixed date (zip's earliest) and mode, so a rebuild writes the same bytes.
EPOCH = (1980, 1, 1, 0, 0, 0)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def is_engine(relative: PurePosixPath) -> bool:
    """Whether a file under referee/ belongs to the engine (its first part names no server part)."""
    return relative.parts[0] not in ENGINE_EXCLUDES and "__pycache__" not in relative.parts


def engine_sources(package: Path = PACKAGE) -> dict[str, Path]:
    """Every engine module of the checkout, by its name in the archive (`referee/core/play.py`)."""
    found = (PurePosixPath(path.relative_to(package).as_posix()) for path in package.rglob("*.py"))
    return {f"referee/{rel}": package / rel for rel in sorted(found) if is_engine(rel)}


def marshmallow_files() -> dict[str, Path]:
    """The installed marshmallow: its modules, and its metadata and licence files (importlib.metadata finds
    the version in the browser too, and the licence travels with the code)."""
    dist = importlib.metadata.distribution("marshmallow")
    keep = {}
    for file in dist.files or ():
        name = PurePosixPath(str(file))
        if name.parts[0] == "marshmallow" and name.suffix == ".py" and "__pycache__" not in name.parts:
            keep[str(name)] = Path(str(dist.locate_file(file)))
        elif name.parts[0].endswith(".dist-info") and (name.name == "METADATA" or "licenses" in name.parts):
            keep[str(name)] = Path(str(dist.locate_file(file)))
    return dict(sorted(keep.items()))


def pyodide_version() -> str:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from vendor_pyodide import VERSION
    finally:
        sys.path.pop(0)
    return VERSION


def manifest() -> dict[str, object]:
    """What the archive must be built from now: compared with the committed one by the tests."""
    files = {**engine_sources(), **marshmallow_files()}
    return {
        "pyodide": pyodide_version(),
        "marshmallow": importlib.metadata.version("marshmallow"),
        "sources": {name: sha256(path.read_bytes()) for name, path in sorted(files.items())},
    }


def archived_manifest(archive: Path = ARCHIVE) -> dict[str, object]:
    with zipfile.ZipFile(archive) as zf:
        return json.loads(zf.read(MANIFEST))


def import_time_imports(source: str, module: str, is_package: bool = False) -> set[str]:
    """The absolute names of the modules a module imports when it is imported: its top level, class
    bodies and `if`/`try` blocks, not function bodies (run later, if ever) nor `if TYPE_CHECKING:`."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    names: set[str] = set()

    def resolve(level: int, name: str | None) -> str:
        base = package[: len(package) - level + 1] if level else []
        return ".".join([*base, *([name] if name else [])])

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                visit(node.orelse)
                continue
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = resolve(node.level, node.module)
                names.add(base)
                names.update(f"{base}.{alias.name}" for alias in node.names)  # `from . import app` is a module
            for field in ("body", "orelse", "finalbody", "handlers"):
                visit(getattr(node, field, []))

    visit(ast.parse(source).body)
    return names


# --- inside Pyodide ------------------------------------------------------------------------------------------


def pyc(source: bytes, name: str) -> bytes:
    """The .pyc of `source` without its docstrings: the header of an unchecked hash-based .pyc (PEP 552: it holds
    a hash of its source, not its mtime, so it does not depend on when the checkout was made, and it is never
    checked against a source: there is none), then the code compiled from the tree without docstrings."""
    import importlib.util
    import marshal

    from strip_docstrings import without_docstrings

    code = compile(without_docstrings(ast.parse(source, name)), name, "exec", dont_inherit=True)
    unchecked_hash = (1).to_bytes(4, "little")
    return importlib.util.MAGIC_NUMBER + unchecked_hash + importlib.util.source_hash(source) + marshal.dumps(code)


def pack(build: str) -> None:
    """Compile `build`/src/**.py to sourceless .pyc and zip them with the other files and the manifest into
    `build`/engine.zip. Runs in the vendored Pyodide (tools/build_engine.mjs), never on the host's Python."""
    src = Path(build, "src")
    entries: dict[str, bytes] = {MANIFEST: Path(build, MANIFEST).read_bytes()}
    for path in sorted(p for p in src.rglob("*") if p.is_file()):
        name = path.relative_to(src).as_posix()
        if path.suffix == ".py":
            entries[name + "c"] = pyc(path.read_bytes(), name)
        else:
            entries[name] = path.read_bytes()
    with zipfile.ZipFile(Path(build, "engine.zip"), "w") as zf:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=EPOCH)
            info.external_attr = 0o644 << 16
            info.create_system = 3  # Unix, whatever zipfile guesses for the platform
            zf.writestr(info, entries[name], compress_type=zipfile.ZIP_STORED)


# --- on the host ---------------------------------------------------------------------------------------------


def build(output: Path = ARCHIVE) -> dict[str, object]:
    """Stage the sources, have Pyodide compile and zip them, and check the archive before replacing `output`."""
    if not shutil.which("node"):
        raise SystemExit("node is not installed: the engine is compiled by Pyodide running under Node")
    wanted = manifest()
    files = {**engine_sources(), **marshmallow_files()}
    with tempfile.TemporaryDirectory() as tmp:
        staging = Path(tmp)
        for name, path in files.items():
            target = staging / "src" / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
        (staging / MANIFEST).write_text(json.dumps(wanted, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        subprocess.run(["node", str(ROOT / "tools" / "build_engine.mjs"), str(staging), wanted["pyodide"]], check=True)
        built = staging / "engine.zip"
        if archived_manifest(built) != wanted:
            raise SystemExit("the archive Pyodide wrote does not hold the manifest it was given")
        output.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, output)
    return wanted


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--output", type=Path, default=ARCHIVE, help="where to write the archive (default: %(default)s)"
    )
    args = parser.parse_args(argv)
    wanted = build(args.output)
    if args.output.resolve() == ARCHIVE:  # the copies the server and `referee site` send (tools/compress_runtime.py)
        from compress_runtime import write

        write(ARCHIVE)
    size = args.output.stat().st_size
    print(
        f"{args.output}: {len(wanted['sources'])} files, {size / 1024:.0f} KiB, sha256 "
        f"{sha256(args.output.read_bytes())}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
