"""The browser's engine as committed: the vendored Pyodide runtime (referee/web/pyodide/) is the pinned one,
and referee/web/engine.zip was built from the sources of this checkout, holds nothing but compiled engine
and marshmallow, and imports nothing only the server has. Fast: no Node (tests/package/test_engine_pyodide.py runs it) but
for the cut library's check, which strips its sources again under the vendored Pyodide (about 10 s)."""

from __future__ import annotations

import json
import zipfile

import pytest
from engine_archive_helpers import build_engine, cut_stdlib, node
from helpers import tool

vendor_pyodide = tool("vendor_pyodide")
compress_runtime = tool("compress_runtime")
NOT_BUILT = f"referee/web/engine.zip is not what this checkout builds: run `{build_engine.REBUILD}`"


def test_the_vendored_runtime_is_the_pinned_one():
    assert vendor_pyodide.mismatches() == [], "run `python tools/vendor_pyodide.py` (it fetches the pinned files)"


def test_the_runtime_directory_holds_the_five_files_their_notices_the_cut_library_and_their_compressed_copies():
    kept = {path.name for path in build_engine.RUNTIME.iterdir()}
    served = {path.name for path in compress_runtime.runtime_files()}
    cuts = {cut_stdlib.CUT.name, cut_stdlib.CUT_LOCK.name}
    assert served == {*vendor_pyodide.RUNTIME, *cuts} - {cut_stdlib.ORIGINAL.name, cut_stdlib.LOCK.name}
    assert kept == {
        *vendor_pyodide.RUNTIME,
        "SHA256SUMS",
        "LICENSES.md",
        "README.md",
        *cuts,
        *(f"{name}.br" for name in served),
        *(f"{name}.gz" for name in served),
    }


def test_the_cut_standard_library_is_what_its_tool_cuts_from_the_vendored_one():
    """Reproducible from the pinned original and the trace it records, byte for byte; the trace itself is checked
    by tests/package/test_engine_pyodide.py, which answers every parity request with the cut library."""
    node()
    record = cut_stdlib.record()
    assert record["original_sha256"] == vendor_pyodide.read_sums()["python_stdlib.zip"]
    assert record["pyodide"] == vendor_pyodide.VERSION
    assert cut_stdlib.cut(cut_stdlib.ORIGINAL.read_bytes(), record["traced"]) == cut_stdlib.CUT.read_bytes(), (
        f"run `{cut_stdlib.REBUILD}`"
    )


def test_the_package_lock_served_is_the_vendored_one_with_no_package_in_it():
    """The engine loads none of Pyodide's packages; what Pyodide checks of the lock (its `info`) is the vendored
    lock's own."""
    vendored, served = (json.loads(path.read_bytes()) for path in (cut_stdlib.LOCK, cut_stdlib.CUT_LOCK))
    assert len(vendored["packages"]) > 300 and served["packages"] == {}
    assert served["info"] == vendored["info"]
    assert cut_stdlib.CUT_LOCK.read_bytes() == cut_stdlib.cut_lock(cut_stdlib.LOCK.read_bytes()), (
        f"run `{cut_stdlib.REBUILD} --lock-only`"
    )


def test_the_cut_library_keeps_what_the_engine_imports_and_what_that_imports_and_cuts_the_rest():
    with zipfile.ZipFile(cut_stdlib.ORIGINAL) as zf:
        original = [name for name in zf.namelist() if not name.endswith("/")]
    with zipfile.ZipFile(cut_stdlib.CUT) as zf:
        kept = set(zf.namelist()) - {cut_stdlib.RECORD}
        assert {info.compress_type for info in zf.infolist()} == {zipfile.ZIP_STORED}  # the transfer compresses
    record = cut_stdlib.record()
    assert kept <= set(original) and set(record["traced"]) <= kept
    for package in cut_stdlib.WHOLE:  # the codecs, imported by their names
        assert {name for name in original if name.startswith(package + "/")} <= kept, package
    # what a traced module of the same package imports, even where no request took it (inside a function)
    assert {
        "email/parser.py",
        "email/feedparser.py",
        "json/decoder.py",
        "importlib/metadata/__init__.py",
        "concurrent/futures/thread.py",
        "asyncio/windows_events.py",
    } <= kept
    # what no kept module imports: a package's command line, its other clients
    assert {
        "json/tool.py",
        "json/__main__.py",
        "logging/handlers.py",
        "email/mime/text.py",
        "urllib/request.py",
        "pyodide/http/_pyfetch.py",
    } & kept == set()
    assert {"tkinter", "idlelib", "unittest", "test", "sqlite3", "xml", "http"} & set(record["kept"]) == set()
    assert set(record["kept"]) | set(record["cut"]) == {name.split("/")[0] for name in original}


@pytest.mark.parametrize("path", compress_runtime.committed_files(), ids=lambda path: path.name)
def test_each_runtime_file_served_has_a_brotli_copy_that_decodes_to_it(path):
    import brotli

    copy = path.with_name(path.name + ".br")
    assert brotli.decompress(copy.read_bytes()) == path.read_bytes(), f"run `{compress_runtime.REBUILD}`"
    if path.stat().st_size < 2_000_000:  # brotli's best takes a minute for the WebAssembly: decoded only, above
        assert compress_runtime.compressed(path.read_bytes()) == copy.read_bytes()


@pytest.mark.parametrize("path", compress_runtime.committed_files(), ids=lambda path: path.name)
def test_each_runtime_file_served_has_a_gzip_copy_that_decodes_to_it(path):
    """Committed, as the brotli copies are: the server never gzips a runtime file as a request waits (1.5 s of a
    worker for the WebAssembly)."""
    import gzip

    copy = path.with_name(path.name + ".gz")
    assert gzip.decompress(copy.read_bytes()) == path.read_bytes(), f"run `{compress_runtime.REBUILD}`"


def test_the_archive_was_built_from_these_sources():
    built, wanted = build_engine.archived_manifest(), build_engine.manifest()
    changed = sorted(
        name
        for name in built["sources"].keys() | wanted["sources"].keys()
        if built["sources"].get(name) != wanted["sources"].get(name)
    )
    assert changed == [], f"{NOT_BUILT}; changed since: {changed}"
    assert built == wanted, NOT_BUILT  # the Pyodide or marshmallow version changed


def test_the_archive_holds_compiled_modules_without_their_source():
    sources = build_engine.archived_manifest()["sources"]
    with zipfile.ZipFile(build_engine.ARCHIVE) as zf:
        names = set(zf.namelist())
        headers = {name: zf.read(name)[:8] for name in names if name.endswith(".pyc")}
    expected = {name + "c" if name.endswith(".py") else name for name in sources} | {build_engine.MANIFEST}
    assert names == expected
    # One interpreter wrote them all (the same magic number), and each is keyed to a hash of its source,
    # not to a date (flags 0b01: hash-based, never checked against a source file).
    assert len({header[:4] for header in headers.values()}) == 1
    assert {int.from_bytes(header[4:8], "little") for header in headers.values()} == {1}


def test_the_engine_is_every_module_but_the_servers():
    sources = build_engine.engine_sources()
    assert "referee/service/__init__.py" in sources and "referee/games/ra/scoring.py" in sources
    assert not [name for name in sources if name.split("/")[1] in build_engine.ENGINE_EXCLUDES]


def test_a_new_module_goes_in_by_itself(tmp_path):
    for name in (
        "__init__.py",
        "app.py",
        "cli/check.py",
        "api/views.py",
        "web/pyodide/x.py",
        "games/go/rules.py",
        "games/go/__pycache__/rules.cpython-311.pyc",
    ):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("")
    assert sorted(build_engine.engine_sources(tmp_path)) == ["referee/__init__.py", "referee/games/go/rules.py"]


def _module(name: str) -> tuple[str, bool]:
    dotted = name.removesuffix(".py").replace("/", ".")
    return dotted.removesuffix(".__init__"), dotted.endswith(".__init__")


@pytest.mark.parametrize("name", sorted(build_engine.engine_sources()))
def test_no_engine_module_imports_the_server_when_imported(name):
    """What a module imports as it is imported (not inside a function, not for type checking): no package
    only the server installs, and no module of the server's that the archive leaves out."""
    module, is_package = _module(name)
    imported = build_engine.import_time_imports(
        build_engine.engine_sources()[name].read_text(encoding="utf-8"), module, is_package
    )
    server = {f"referee.{part.removesuffix('.py')}" for part in build_engine.ENGINE_EXCLUDES}
    wrong = sorted(
        m
        for m in imported
        if m.split(".")[0] in build_engine.SERVER_ONLY or any(m == s or m.startswith(s + ".") for s in server)
    )
    assert wrong == []


def test_what_counts_as_imported_when_a_module_is_imported():
    source = """
from typing import TYPE_CHECKING
from .. import app
from .http import Request
import click
if TYPE_CHECKING:
    from flask import Flask
try:
    import orjson
except ImportError:
    orjson = None
class Schema:
    from ..api import views
def later():
    import gunicorn
"""
    imported = build_engine.import_time_imports(source, "referee.service.routes")
    assert {"referee.app", "referee.service.http", "click", "orjson", "referee.api.views"} <= imported
    assert not {"flask", "gunicorn"} & imported
    assert "referee.core" in build_engine.import_time_imports("from .core import play", "referee", is_package=True)
