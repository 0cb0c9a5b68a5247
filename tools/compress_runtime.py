"""Write the brotli and gzip copies of the runtime's files the server and `referee site` send: `python tools/compress_runtime.py`.

Beside each file referee/web/pyodide/ serves (the vendored runtime, and the standard library cut by
tools/cut_stdlib.py) a `.br` and a `.gz`: brotli at its best quality takes about a minute for the 9.6 MB
WebAssembly and gzip's best 1.5 s, far too long to make as a request is answered (a worker would spend that on the
first gzip-only client of every process), so both are made here once per runtime and committed. The `.gz` is
written by Zopfli (PyPI `zopfli`), which searches much longer for the same gzip format that every client reads:
3-5 % smaller than `gzip -9` (the WebAssembly 3.41 MB instead of 3.53), 20-30 s for the WebAssembly. The same
input and library versions give the same bytes; tests/package/test_engine_archive.py checks that every copy decodes to its
file.
engine.zip's copies are written by tools/build_engine.py as it builds it. The form's own files are small: the
server gzips them once a process, `referee site` as it writes the folder.
Run after tools/vendor_pyodide.py and tools/cut_stdlib.py (which runs it for the file it writes).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import brotli
import zopfli.gzip

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "referee" / "web"
REBUILD = "python tools/compress_runtime.py"


def runtime_files() -> list[Path]:
    """The runtime's files as they are served (referee.api.web.ENGINE_FILES under web/pyodide/)."""
    sys.path.insert(0, str(ROOT))
    try:
        from referee.api.web import ENGINE_FILES
    finally:
        sys.path.pop(0)
    return sorted(WEB / name for url, name in ENGINE_FILES.items() if url.startswith("web/pyodide/"))


def committed_files() -> list[Path]:
    """Every file served from committed copies: the runtime's, and engine.zip (tools/build_engine.py writes its
    copies as it builds it: brotli's best is 0.40 MB against gzip's 0.54, and gzip's best a second)."""
    return [*runtime_files(), WEB / "engine.zip"]


def compressed(data: bytes) -> bytes:
    return brotli.compress(data, mode=brotli.MODE_GENERIC, quality=11, lgwin=22)


def gzipped(data: bytes) -> bytes:
    return zopfli.gzip.compress(data)  # its header's date is 0: the same bytes for the same file


def write(path: Path) -> list[Path]:
    """`path`'s brotli and gzip copies beside it (`pyodide.asm.wasm.br`, `pyodide.asm.wasm.gz`)."""
    data = path.read_bytes()
    targets = []
    for suffix, encode in ((".br", compressed), (".gz", gzipped)):
        target = path.with_name(path.name + suffix)
        target.write_bytes(encode(data))
        targets.append(target)
    return targets


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="only these (default: every file served from copies)")
    args = parser.parse_args(argv)
    for path in [file.resolve() for file in args.files] or committed_files():
        for target in write(path):
            print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes ({path.stat().st_size} decoded)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
