"""The software bill of materials of what the package ships: referee/sbom.cdx.json, CycloneDX 1.6 JSON.

    .venv/bin/python tools/sbom.py           # writes referee/sbom.cdx.json
    .venv/bin/python tools/sbom.py --check   # exit 1 if the committed file is not this output

It lists, each with its version, its licence and (for a file) its sha256:
- the Python packages the service runs on: referee's dependencies and theirs, on every Python it supports, at the
  versions of constraints.txt, each licence as its installed metadata declares it (run it in the venv the suite uses);
- Pyodide's runtime (referee/web/pyodide/): its five files as published (checked against SHA256SUMS), the files
  the project makes from them, and what the runtime bundles (CPython, Emscripten, the C libraries), read from
  the table of LICENSES.md;
- Swagger UI (referee/api/swagger_ui/: swagger-ui-dist, as SOURCE names it), file by file;
- the phone form's JavaScript libraries (referee/web/vendor/: each row of its README's table, checked against the
  sha256 the table gives), file by file;
- every Python distribution inside the phone's engine archive (referee/web/engine.zip: marshmallow), from its
  dist-info.

Made by cyclonedx-python-lib (the `test` extra). The same tree and the same installed versions give the same bytes.
tests/package/test_sbom.py fails when the committed file is stale or a vendored file has no entry.
"""

from __future__ import annotations

import argparse
import email
import hashlib
import importlib.metadata
import json
import re
import sys
import uuid
import zipfile
from pathlib import Path
from typing import Any, Iterable

from cyclonedx.contrib.license.factories import LicenseFactory
from cyclonedx.model import HashAlgorithm, HashType, Property
from cyclonedx.model.bom import Bom
from cyclonedx.model.component import Component, ComponentScope, ComponentType
from cyclonedx.model.license import DisjunctiveLicense, LicenseExpression
from cyclonedx.output.json import JsonV1Dot6
from packageurl import PackageURL
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "referee" / "sbom.cdx.json"
PYODIDE = ROOT / "referee" / "web" / "pyodide"
SWAGGER_UI = ROOT / "referee" / "api" / "swagger_ui"
ENGINE = ROOT / "referee" / "web" / "engine.zip"
WEB_VENDOR = ROOT / "referee" / "web" / "vendor"
# Every file in these folders is vendored, made by the project's tools from what is, or one of the project's notes.
VENDORED = (PYODIDE, SWAGGER_UI, WEB_VENDOR)
LICENSES = "see referee/web/pyodide/LICENSES.md"
NOTES = {"README.md", "LICENSES.md", "SHA256SUMS", "SOURCE"}  # the project's own words about what is vendored
PYTHONS = ("3.10", "3.11", "3.12", "3.13")  # pyproject.toml's classifiers: the dependencies on each
# What the project makes from the published runtime (the wheel serves these; python_stdlib.zip stays in the repository)
MADE = {
    ".br": "tools/compress_runtime.py (brotli)",
    ".gz": "tools/compress_runtime.py (zopfli)",
    "python_stdlib.cut.zip": "tools/cut_stdlib.py and tools/strip_docstrings.py",
    "pyodide-lock.cut.json": "tools/cut_stdlib.py --lock-only",
}
NOT_IN_WHEEL = {"python_stdlib.zip", "pyodide-lock.json"}
# LICENSES.md names some licences in words; their SPDX identifiers
SPDX = {
    "PSF License Agreement": "PSF-2.0",
    "MIT / University of Illinois NCSA": "MIT OR NCSA",
    "bzip2 (BSD-style)": "bzip2-1.0.6",
}
# Trove classifiers a package may declare instead of an SPDX expression
CLASSIFIERS = {
    "MIT License": "MIT",
    "Apache Software License": "Apache-2.0",
    "ISC License (ISCL)": "ISC",
    "Python Software Foundation License": "PSF-2.0",
    "Mozilla Public License 2.0 (MPL 2.0)": "MPL-2.0",
}

License = LicenseExpression | DisjunctiveLicense


def licence(text: str) -> License:
    return LicenseFactory().make_from_string(SPDX.get(text, text))


def sha256(path: Path) -> HashType:
    return HashType(alg=HashAlgorithm.SHA_256, content=hashlib.sha256(path.read_bytes()).hexdigest())


def repo_path(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def file_component(path: Path, licences: Iterable[License], note: str = "") -> Component:
    properties = [Property(name="referee:in-wheel", value="false")] if path.name in NOT_IN_WHEEL else []
    return Component(
        type=ComponentType.FILE,
        name=repo_path(path),
        bom_ref="file:" + repo_path(path),
        hashes=[sha256(path)],
        licenses=licences,
        description=note or None,
        properties=properties,
    )


# --- the Python packages ------------------------------------------------------------------------


def pins() -> dict[str, str]:
    """constraints.txt: name -> version."""
    out: dict[str, str] = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        name, sep, version = line.split("#")[0].strip().partition("==")
        if sep:
            out[canonicalize_name(name)] = version.strip()
    return out


def dependency_graph() -> dict[str, set[str]]:
    """referee and every package it needs at run time (extras it asks for included), on each Python it supports:
    name -> the names it needs."""
    graph: dict[str, set[str]] = {}
    for python in PYTHONS:
        env = {
            "python_version": python,
            "python_full_version": python + ".0",
            "sys_platform": "linux",
            "platform_system": "Linux",
            "platform_python_implementation": "CPython",
            "implementation_name": "cpython",
            "os_name": "posix",
        }
        todo: list[tuple[str, frozenset[str]]] = [("referee", frozenset())]
        done: set[tuple[str, frozenset[str]]] = set()
        while todo:
            name, extras = todo.pop()
            if (name, extras) in done:
                continue
            done.add((name, extras))
            for line in importlib.metadata.requires(name) or []:
                req = Requirement(line)
                if req.marker and not any(req.marker.evaluate({**env, "extra": e}) for e in (*extras, "")):
                    continue
                needed = canonicalize_name(req.name)
                graph.setdefault(name, set()).add(needed)
                graph.setdefault(needed, set())
                todo.append((needed, frozenset(req.extras)))
    return graph


def declared_licences(dist: importlib.metadata.Distribution) -> list[License]:
    """The licence a distribution declares: its SPDX expression, else its short licence field, else its classifiers
    (a bare "BSD License" told apart by its licence file)."""
    meta = dist.metadata
    expression, short = ((meta.get_all(key) or [""])[0] for key in ("License-Expression", "License"))
    if expression:
        return [licence(expression)]
    if short and "\n" not in short and len(short) < 60:
        return [licence(short)]
    out = []
    for classifier in meta.get_all("Classifier") or []:
        kind = classifier.removeprefix("License :: OSI Approved :: ")
        if kind == classifier:
            continue
        if kind == "BSD License":
            texts = " ".join(f.read_text() for f in dist.files or [] if re.search(r"LICEN[CS]E", f.name, re.I))
            kind = (
                "BSD-3-Clause" if "Neither the name" in texts else "BSD-2-Clause" if "Redistribution" in texts else kind
            )
        out.append(licence(CLASSIFIERS.get(kind, kind)))
    if not out:
        raise SystemExit(f"{meta['Name']} declares no licence: say it in tools/sbom.py")
    return out


def python_packages(graph: dict[str, set[str]]) -> list[Component]:
    pinned = pins()
    out = []
    for name in sorted(graph):
        if name == "referee":
            continue
        dist = importlib.metadata.distribution(name)
        version = pinned.get(name)
        if version is None or version != dist.version:
            raise SystemExit(
                f"{name}: installed {dist.version}, constraints.txt pins {version}: install with "
                "pip install -c constraints.txt -e '.[test]'"
            )
        out.append(
            Component(
                type=ComponentType.LIBRARY,
                name=dist.metadata["Name"],
                version=version,
                bom_ref="pypi:" + name,
                purl=PackageURL("pypi", name=name, version=version),
                licenses=declared_licences(dist),
                scope=ComponentScope.REQUIRED,
            )
        )
    return out


# --- what is vendored ---------------------------------------------------------------------------


def pyodide() -> Component:
    version = re.search(r"\*\*([\d.]+)\*\*", (PYODIDE / "README.md").read_text())
    if version is None:
        raise SystemExit("referee/web/pyodide/README.md no longer names the version in bold")
    mpl = [licence("MPL-2.0")]
    sums = {
        name: digest for digest, name in (line.split() for line in (PYODIDE / "SHA256SUMS").read_text().splitlines())
    }
    files = []
    for path in sorted(PYODIDE.iterdir()):
        if path.name in NOTES:
            continue
        made = next((tool for suffix, tool in MADE.items() if path.name.endswith(suffix)), None)
        if made is None and path.name not in sums:
            raise SystemExit(f"{repo_path(path)}: neither in SHA256SUMS nor made by a tool (tools/sbom.py's MADE)")
        if made is None and hashlib.sha256(path.read_bytes()).hexdigest() != sums[path.name]:
            raise SystemExit(f"{repo_path(path)} differs from SHA256SUMS")
        stdlib = path.name.startswith("python_stdlib")
        files.append(
            file_component(
                path,
                [licence("PSF-2.0")] if stdlib else mpl,
                f"Made by {made} from the published runtime." if made else "As published.",
            )
        )
    bundled = []
    rows = re.findall(r"^\| (.+?) \| (.+?) \| (.+?) \| (.+?) \|$", (PYODIDE / "LICENSES.md").read_text(), re.M)
    for component, version_text, where, licence_text in rows[2:]:  # after the header and its rule
        if component.startswith("Pyodide "):
            continue  # the runtime itself
        known = re.fullmatch(r"[\d.]+", version_text)
        note = f"Inside the runtime: {where.replace('`', '')}." + (
            "" if known or version_text == "—" else f" Version: {version_text}."
        )
        bundled.append(
            Component(
                type=ComponentType.LIBRARY,
                name=component.replace("`", ""),
                version=version_text if known else None,
                description=note,
                bom_ref="pyodide:" + re.sub(r"[^a-z0-9]+", "-", component.lower()).strip("-"),
                licenses=[licence(licence_text.replace("see below", LICENSES))],
            )
        )
    return Component(
        type=ComponentType.FRAMEWORK,
        name="pyodide",
        version=version[1],
        bom_ref="npm:pyodide",
        purl=PackageURL("npm", name="pyodide", version=version[1]),
        licenses=mpl,
        description="The Python the phone form's engine runs in the browser (referee/web/pyodide/).",
        components=[*files, *bundled],
    )


def swagger_ui() -> Component:
    source = re.match(r"(\S+) ([\d.]+) \(npm\)", (SWAGGER_UI / "SOURCE").read_text())
    if source is None:
        raise SystemExit("referee/api/swagger_ui/SOURCE no longer starts with `name version (npm)`")
    name, version = source[1], source[2]
    text = (SWAGGER_UI / "LICENSE").read_text()
    if "Apache License" not in text or "Version 2.0" not in text:
        raise SystemExit(
            "referee/api/swagger_ui/LICENSE is no longer the Apache License 2.0: say which in tools/sbom.py"
        )
    apache = [licence("Apache-2.0")]
    files = [
        file_component(path, apache, "As published.") for path in sorted(SWAGGER_UI.iterdir()) if path.name not in NOTES
    ]
    return npm_component(
        ComponentType.FRAMEWORK,
        name,
        version,
        apache,
        "GET /docs, the API reference (referee/api/swagger_ui/). swagger-ui-bundle.js "
        "bundles libraries whose notices are swagger-ui-bundle.js.LICENSE.txt.",
        files,
    )


def npm_component(
    kind: ComponentType, name: str, version: str, licences: list[License], description: str, files: list[Component]
) -> Component:
    """A package from the npm registry, vendored file by file."""
    return Component(
        type=kind,
        name=name,
        version=version,
        bom_ref="npm:" + name,
        purl=PackageURL("npm", name=name, version=version),
        licenses=licences,
        description=description,
        components=files,
    )


def web_libraries() -> list[Component]:
    """The form's JavaScript libraries from npm (referee/web/vendor/README.md's table): <name>.js and its licence."""
    rows = re.findall(
        r"^\| ([a-z0-9@/._-]+) \| ([\d.]+) \| ([A-Za-z0-9.-]+) \| (https://registry\.npmjs\.org/\S+) .*?\| ([0-9a-f]{64}) \|$",
        (WEB_VENDOR / "README.md").read_text(),
        re.M,
    )
    out = []
    for name, version, spdx, tarball, digest in rows:
        code = WEB_VENDOR / f"{name}.js"
        if hashlib.sha256(code.read_bytes()).hexdigest() != digest:
            raise SystemExit(f"referee/web/vendor/{name}.js is not the file its README's table names (sha256)")
        licences = [licence(spdx)]
        files = [file_component(p, licences, "As published.") for p in sorted(WEB_VENDOR.glob(f"{name}.*"))]
        description = f"The phone form's (referee/web/vendor/), from {tarball}."
        out.append(npm_component(ComponentType.LIBRARY, name, version, licences, description, files))
    if not out:
        raise SystemExit("referee/web/vendor/README.md has no table of libraries")
    return out


def engine_distributions() -> list[Component]:
    """Each Python distribution inside the engine archive, from its METADATA."""
    out = []
    with zipfile.ZipFile(ENGINE) as archive:
        for entry in sorted(n for n in archive.namelist() if re.fullmatch(r"[^/]+\.dist-info/METADATA", n)):
            meta = email.message_from_bytes(archive.read(entry))
            name, version = canonicalize_name(meta["Name"]), meta["Version"]
            declared = meta["License-Expression"] or meta["License"]
            if not declared:
                raise SystemExit(f"{entry} in referee/web/engine.zip declares no licence expression")
            out.append(
                Component(
                    type=ComponentType.LIBRARY,
                    name=meta["Name"],
                    version=version,
                    bom_ref="engine:" + name,
                    purl=PackageURL("pypi", name=name, version=version),
                    licenses=[licence(declared)],
                    description="Compiled for Pyodide inside referee/web/engine.zip (the phone's engine).",
                    properties=[Property(name="referee:path", value=repo_path(ENGINE))],
                )
            )
    return out


# --- the document -------------------------------------------------------------------------------


def bom() -> Bom:
    sys.path.insert(0, str(ROOT))  # the version of the checkout, not of an installed copy
    from referee import __version__

    graph = dependency_graph()
    packages = python_packages(graph)
    vendored = [pyodide(), swagger_ui(), *web_libraries(), *engine_distributions()]
    root = Component(
        type=ComponentType.APPLICATION,
        name="referee",
        version=__version__,
        bom_ref="referee",
        purl=PackageURL("pypi", name="referee", version=__version__),
        licenses=[licence("MIT")],
        description="A stateless scoring and referee REST API for Ra, Priests of Ra, Osiris and Sakkara",
    )
    document = Bom(components=[*packages, *vendored])
    document.metadata.component = root
    document.metadata.timestamp = None  # type: ignore[assignment]  # none: the same tree gives the same bytes
    by_ref = {c.bom_ref.value: c for c in [root, *packages, *vendored]}
    for name, needs in graph.items():
        ref = "referee" if name == "referee" else "pypi:" + name
        document.register_dependency(by_ref[ref], [by_ref["pypi:" + n] for n in sorted(needs)])
    document.register_dependency(root, vendored)
    return document


def render() -> str:
    """referee/sbom.cdx.json as it must be committed: the library's JSON, keys sorted, its serial number made
    from the content (the same content, the same number)."""
    document = bom()
    data: dict[str, Any] = json.loads(JsonV1Dot6(document).output_as_string())
    data.pop("serialNumber", None)
    body = json.dumps(data, sort_keys=True)
    serial = f"urn:uuid:{uuid.uuid5(uuid.NAMESPACE_URL, 'referee-sbom:' + hashlib.sha256(body.encode()).hexdigest())}"
    return json.dumps({**data, "serialNumber": serial}, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/sbom.py", description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if referee/sbom.cdx.json is not the output")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        if not OUT.exists() or OUT.read_text() != text:
            print(f"{repo_path(OUT)} is stale: run python tools/sbom.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
