"""The clients generated from openapi.yaml, committed so a tracker installs one instead of generating it:

    .venv/bin/python tools/make_clients.py            # writes clients/python/ and clients/typescript/referee.d.ts
    .venv/bin/python tools/make_clients.py --check    # exit 1 if either is not the generators' output

clients/python/ is a package (`referee-client`, module `referee_client`) made by openapi-python-client (the `test`
extra), clients/typescript/referee.d.ts the types openapi-typescript makes (tools/clients/, `npm ci` there).
Never edit them by hand: regenerate them after regenerating openapi.yaml. tests/package/test_clients.py fails
while they are stale, and calls every route through them.
"""

from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "openapi.yaml"
OUT = ROOT / "clients"
NPM = ROOT / "tools" / "clients"
BIN = Path(sys.executable).parent  # openapi-python-client and ruff, from the venv that runs this


def generate(out: Path) -> str:
    """Both clients under `out` (python/, typescript/referee.d.ts); what the Python generator said."""
    if not (NPM / "node_modules" / ".bin" / "openapi-typescript").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--silent"], cwd=NPM, check=True, timeout=600)
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}  # its hooks call ruff
    done = subprocess.run(
        [
            str(BIN / "openapi-python-client"),
            "generate",
            "--path",
            str(SPEC),
            "--meta",
            "pdm",
            "--config",
            str(NPM / "python.yaml"),
            "--output-path",
            str(out / "python"),
            "--overwrite",
        ],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )
    if done.returncode:
        raise SystemExit(done.stdout[-3000:] + done.stderr[-3000:])
    (out / "typescript").mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [
            str(NPM / "node_modules" / ".bin" / "openapi-typescript"),
            str(SPEC),
            "--output",
            str(out / "typescript" / "referee.d.ts"),
        ],
        check=True,
        capture_output=True,
        timeout=600,
    )
    return done.stdout + done.stderr


def differences(a: Path, b: Path) -> list[str]:
    """The files that differ between two trees (relative paths), either side's extra files included."""
    found: list[str] = []

    def walk(cmp: filecmp.dircmp[str], prefix: str) -> None:
        found.extend(prefix + n for n in cmp.left_only + cmp.right_only + cmp.diff_files + cmp.funny_files)
        for name, sub in cmp.subdirs.items():
            walk(sub, f"{prefix}{name}/")

    walk(filecmp.dircmp(a, b, ignore=["__pycache__", ".ruff_cache"]), "")
    return sorted(found)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/make_clients.py", description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if clients/ is not the generators' output")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "clients"
        generate(fresh)
        if args.check:
            stale = differences(fresh, OUT) if OUT.exists() else ["clients/"]
            if stale:
                print(
                    "clients/ is stale (" + ", ".join(stale[:10]) + "): run python tools/make_clients.py",
                    file=sys.stderr,
                )
                return 1
            return 0
        for part in ("python", "typescript"):
            shutil.rmtree(OUT / part, ignore_errors=True)
            shutil.copytree(fresh / part, OUT / part)
    return 0


if __name__ == "__main__":
    sys.exit(main())
