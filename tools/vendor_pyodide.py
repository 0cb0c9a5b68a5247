"""Vendor the Pyodide runtime the phone form's engine runs on: `python tools/vendor_pyodide.py`.

Downloads the npm package `pyodide@VERSION` with npm's own client (which checks the tarball against the
registry's integrity hash), keeps exactly the five files a browser loads, and checks each against
referee/web/pyodide/SHA256SUMS, so a refresh of the same version can only ever write the same bytes.

A new version: change VERSION, run with `--update-sums`, then rebuild the engine (tools/build_engine.py:
its .pyc files belong to the runtime's Python), cut the standard library from the new one and write the brotli
copies of what is served (tools/cut_stdlib.py, then tools/compress_runtime.py), and review the licence notices
(referee/web/pyodide/LICENSES.md) against what the new runtime bundles.
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

VERSION = "314.0.7"  # Pyodide's own version: 314 is CPython 3.14 (its lock file says 3.14.2)
ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "referee" / "web" / "pyodide"
SUMS = TARGET / "SHA256SUMS"
# What loadPyodide() fetches, and nothing else: the loader, the Emscripten glue and the interpreter, the
# standard library, and the package lock it reads at start (it names packages we never load).
RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_sums(path: Path = SUMS) -> dict[str, str]:
    """SHA256SUMS as `sha256sum` writes it (`HASH  NAME` a line), so `sha256sum -c SHA256SUMS` checks it too."""
    sums = {}
    for line in path.read_text(encoding="ascii").splitlines():
        digest, name = line.split(maxsplit=1)
        sums[name.lstrip("*")] = digest
    return sums


def mismatches(directory: Path = TARGET) -> list[str]:
    """The runtime files that are missing or differ from SHA256SUMS, as sentences; empty when all match."""
    sums = read_sums(directory / "SHA256SUMS")
    problems = (
        [f"SHA256SUMS names {sorted(set(sums) ^ set(RUNTIME))}, not exactly the runtime files"]
        if set(sums) != set(RUNTIME)
        else []
    )
    for name in RUNTIME:
        path = directory / name
        if not path.is_file():
            problems.append(f"{name} is missing")
        elif sums.get(name) != sha256(path):
            problems.append(f"{name} has sha256 {sha256(path)}, SHA256SUMS says {sums.get(name)}")
    return problems


def fetch(version: str, workdir: Path) -> Path:
    """The package's files, unpacked from the tarball `npm pack` downloads."""
    subprocess.run(
        ["npm", "pack", "--silent", f"pyodide@{version}", "--pack-destination", str(workdir)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    with tarfile.open(workdir / f"pyodide-{version}.tgz") as tar:
        tar.extractall(workdir, filter="data")
    return workdir / "package"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--version", default=VERSION, help=f"the npm package's version (default {VERSION})")
    parser.add_argument(
        "--update-sums",
        action="store_true",
        help="write SHA256SUMS from the downloaded files (for a new version) instead of checking",
    )
    args = parser.parse_args(argv)
    TARGET.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        package = fetch(args.version, Path(tmp))
        for name in RUNTIME:
            shutil.copyfile(package / name, TARGET / name)
    if args.update_sums:
        SUMS.write_text("".join(f"{sha256(TARGET / name)}  {name}\n" for name in RUNTIME), encoding="ascii")
    problems = mismatches()
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print(f"referee/web/pyodide: pyodide {args.version}, {len(RUNTIME)} files match SHA256SUMS")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
