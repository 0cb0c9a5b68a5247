"""The phone form: the page at / and its static files, all served by this app and nothing else.

The form also carries the referee's engine: the same Python, run in the browser by Pyodide in a Web
Worker, which answers the form's requests when no server does. Its files (the runtime and engine.zip) are served
here too, and `referee site` (api/site.py) writes the whole form with the engine as static files for a host
without this app.
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.metadata
import io
import json
import zipfile
from functools import lru_cache
from pathlib import Path
from typing import Callable, Mapping

from flask import Blueprint, Response, abort, request, send_file, send_from_directory

bp = Blueprint("web", __name__)
WEB = Path(__file__).resolve().parents[1] / "web"
# The engine in the browser: engine.js (the page's handle) starts engine-worker.js, which boots Pyodide's runtime
# (pyodide/, vendored) with engine-boot.mjs and unpacks engine.zip (the engine's precompiled Python). Loaded only
# once the form is usable, and kept by the service worker in a cache of its own (ENGINE_FILES' hash names it).
ENGINE = {
    "engine.js": "text/javascript",
    "engine-worker.js": "text/javascript",
    "engine-boot.mjs": "text/javascript",
    "engine.zip": "application/zip",
}
# The form's ES modules, one job each, found in web/ rather than listed: index.html loads app.js (<script
# type="module">), which imports the rest; the kit (kit/) and each game's screens (auction/, osiris/, sakkara/) in a
# folder of their own. A module must be served as JavaScript, or the browser refuses it. site.js says whether a
# server answers beside the form (this app's copy) or not (the one `referee site` writes). Not among them: the
# service worker (served from /), the API reference's script (api/docs.py) and the engine's scripts (ENGINE).
NOT_MODULES = {"sw.js", "docs.js", *ENGINE}
# Files loaded on demand: a vendored library (vendor/<name>.js, its licence and README.md beside it) that only one
# screen needs, fetched when that screen opens (the camera reader's QR decoder, kit/scan.js), never by a first visit.
# The service worker does not fetch them as it installs the offline copy, but keeps each one the first time the page
# asks for it (its sha256 checked, as a form file's), and carries it over to the next release's cache when its bytes
# are the same: once opened online, the screen opens offline.
ON_DEMAND = {"vendor/jsqr.js": "text/javascript"}
# What a site carries of the vendored libraries beside the files it serves: their licences and what they are.
VENDOR_NOTICES = ("vendor/README.md", *(f"vendor/{p.name}" for p in sorted((WEB / "vendor").glob("*.LICENSE"))))
# The folders of the form's modules (served at /web/<folder>/<name>); pyodide/ is the engine's runtime.
FOLDERS = tuple(sorted(p.name for p in WEB.iterdir() if p.is_dir() and p.name != "pyodide" and any(p.glob("*.js"))))
MODULES = (
    "app.js",
    *sorted(p.name for p in WEB.glob("*.js") if p.name not in NOT_MODULES and p.name != "app.js"),
    *(
        f"{folder}/{p.name}"
        for folder in FOLDERS
        for p in sorted((WEB / folder).glob("*.js"))
        if f"{folder}/{p.name}" not in ON_DEMAND
    ),
)
ON_DEMAND_FILES = {f"web/{name}": name for name in ON_DEMAND}
# The icons: the SVG drawing and its PNG renderings (tools/render_icons.py) for home screens that take no SVG.
ICONS = {
    "icon.svg": "image/svg+xml",
    "icon-192.png": "image/png",
    "icon-512.png": "image/png",
    "icon-maskable-512.png": "image/png",
    "apple-touch-icon.png": "image/png",
}
ASSETS = {**{name: "text/javascript" for name in MODULES}, "style.css": "text/css", **ICONS}
MANIFEST = "manifest.webmanifest"
# What the service worker keeps for offline use, as URLs relative to / (its scope): the page and every
# file it loads. The API's answers are never among them.
FORM_FILES = {"./": "index.html", **{f"web/{name}": name for name in ASSETS}, MANIFEST: MANIFEST}
RUNTIME = {
    "pyodide.mjs": "text/javascript",
    "pyodide.asm.mjs": "text/javascript",
    "pyodide.asm.wasm": "application/wasm",
    "python_stdlib.zip": "application/zip",
    "pyodide-lock.json": "application/json",
}
# The file each of the runtime's URLs is served from: the vendored file itself, but for Python's standard library,
# cut to what the engine imports (tools/cut_stdlib.py: 0.42 MB on the wire with brotli instead of 2.5).
RUNTIME_SOURCES = {
    **{name: name for name in RUNTIME},
    "python_stdlib.zip": "python_stdlib.cut.zip",
    "pyodide-lock.json": "pyodide-lock.cut.json",
}
# What a site carries of the runtime's folder beside the files it serves: the licences, and what the files are.
NOTICES = ("LICENSES.md", "README.md")
ENGINE_FILES = {
    **{f"web/{name}": name for name in ENGINE},
    **{f"web/pyodide/{name}": f"pyodide/{RUNTIME_SOURCES[name]}" for name in RUNTIME},
}
# Pyodide's files change only with its version (a new vendored runtime): a browser may keep them a week without
# asking. The engine's own files change with every release and are revalidated (ETag) like the form's.
RUNTIME_MAX_AGE = 7 * 24 * 3600
# The page may load and call nothing but this app: no CDN, no web fonts, no third-party script. WebAssembly (the
# engine's Python) may be compiled ('wasm-unsafe-eval'); no other code is ever made from a string.
# No other page may frame it. One policy: the server's header and the header files of a static site (api/site.py)
# are made from these directives, and tests hold the page's own copy in index.html to them.
CSP_DIRECTIVES = (
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
)
CSP = "; ".join(CSP_DIRECTIVES)
# index.html's <meta http-equiv="Content-Security-Policy">, for a host that sends no header: the same policy but
# for frame-ancestors, which a browser ignores in a page (only a header can say who may frame it).
PAGE_CSP = "; ".join(d for d in CSP_DIRECTIVES if not d.startswith("frame-ancestors "))
# The type each file is served with, by its URL: the page, the manifest, the service worker, the form's files and
# the engine's.
TYPES = {
    "./": "text/html",
    MANIFEST: "application/manifest+json",
    "sw.js": "text/javascript",
    **{f"web/{name}": ctype for name, ctype in {**ASSETS, **ENGINE, **ON_DEMAND}.items()},
    **{f"web/pyodide/{name}": ctype for name, ctype in RUNTIME.items()},
}


# Compressed transfer: each file is also served brotli- or gzip-encoded to a client that accepts it (Accept-Encoding),
# the ETag and length those of the encoded bytes. The runtime's and engine.zip's from copies committed beside each
# file (`.br`, `.gz`, written by tools/compress_runtime.py and tools/build_engine.py: brotli's best takes a minute for
# the WebAssembly and seconds for engine.zip, never to be spent as a request waits; engine.zip stores its files, so
# the transfer compresses across them: 1.3 MB, 0.40 MB in brotli); the form's own files gzipped here once a process
# (milliseconds) and kept. A file with no committed copy above GZIP_HERE_AT_MOST goes out as it is. The browser hands
# the page and the service worker the decoded bytes: the hashes stay the files' own.
SUFFIXES = {"br": ".br", "gzip": ".gz"}
GZIP_HERE_AT_MOST = 2 * 1024 * 1024  # engine.zip is 1.3 MB, the form's largest file 64 KB


def _secure(response: Response) -> Response:
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


def _gzip(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=9, mtime=0)  # mtime 0: the same bytes for the same file


@lru_cache(maxsize=32)
def _gzipped(path: Path, mtime_ns: int, size: int) -> tuple[bytes, str]:
    data = _gzip(path.read_bytes())
    return data, hashlib.sha256(data).hexdigest()[:32]


def _committed_copy(name: str, encoding: str) -> Path | None:
    """The committed copy of the file `name` (relative to referee/web/) in `encoding`, if there is one."""
    path = WEB / name
    copy = path.with_name(path.name + SUFFIXES[encoding])
    return copy if copy.is_file() else None


def encodings_of(name: str, data: bytes) -> dict[str, bytes]:
    """`data`, the bytes of the file `name` (relative to referee/web/) or a site's own version of it (site.js,
    sw.js), in each encoding it is sent in: a committed copy where one encodes these very bytes, else gzip made
    here."""
    encoded: dict[str, bytes] = {}
    for encoding in SUFFIXES:
        copy = _committed_copy(name, encoding)
        if copy is not None and data == _read(name):
            encoded[encoding] = copy.read_bytes()
    if "gzip" not in encoded:
        encoded["gzip"] = _gzip(data)
    return encoded


def site_encodings(files: dict[str, bytes]) -> dict[str, bytes]:
    """The `.br` and `.gz` copies a site's files get beside them (`web/app.js.gz`), by their paths in the site:
    a static host that serves them by Accept-Encoding (nginx's gzip_static and brotli_static) sends a third of the
    bytes. The licence notices and anything else not served by this app get none."""
    sources = {
        ("index.html" if url == "./" else url): name
        for url, name in {**FORM_FILES, **ON_DEMAND_FILES, **ENGINE_FILES}.items()
    }
    out: dict[str, bytes] = {}
    for relative, data in files.items():
        name = "sw.js" if relative == "sw.js" else sources.get(relative)
        if name is not None:
            out.update({relative + SUFFIXES[encoding]: body for encoding, body in encodings_of(name, data).items()})
    return out


def _negotiated(name: str) -> tuple[str, Path | tuple[bytes, str]] | None:
    """The encoding to send `name` in, with the committed file or the bytes made here (and their ETag); None for
    the file as it is (the client accepts neither encoding, or the file is too large to encode here)."""
    path = WEB / name
    for encoding in sorted(SUFFIXES, key=lambda e: -request.accept_encodings[e]):  # the client's preference
        if not request.accept_encodings[encoding]:
            continue
        copy = _committed_copy(name, encoding)
        if copy is not None:
            return encoding, copy
        if encoding == "gzip":
            stat = path.stat()
            if stat.st_size <= GZIP_HERE_AT_MOST:
                return encoding, _gzipped(path, stat.st_mtime_ns, stat.st_size)
    return None


def _send(name: str, mimetype: str, max_age: int = 0, url_name: str | None = None) -> Response:
    """The file `name` (relative to referee/web/) in the encoding negotiated, named as its URL names it."""
    # max_age=0: the browser revalidates (ETag), so a new release is never hidden behind a stale script.
    named = url_name or Path(name).name
    chosen = _negotiated(name)
    if chosen is None:
        response = send_from_directory(WEB, name, mimetype=mimetype, max_age=max_age, download_name=named)
    else:
        encoding, body = chosen
        if isinstance(body, Path):  # its ETag is werkzeug's for that file: never the original's
            response = send_file(body, mimetype=mimetype, max_age=max_age, download_name=named, conditional=True)
        else:
            data, etag = body
            response = send_file(
                io.BytesIO(data),
                mimetype=mimetype,
                max_age=max_age,
                download_name=named,
                conditional=True,
                etag=f"{etag}-{encoding}",
                last_modified=(WEB / name).stat().st_mtime,
            )
        response.headers["Content-Encoding"] = encoding  # werkzeug leaves it out of a 304, as HTTP allows
    response.vary.add("Accept-Encoding")  # a cache keeps one answer per encoding
    return _secure(response)


def _read(name: str) -> bytes:
    return site_module() if name == "site.js" else (WEB / name).read_bytes()


# What engine.zip says it was built from (tools/build_engine.py writes it): the sha256 of every source.
ENGINE_MANIFEST = "referee-engine.json"
REBUILD = "python tools/build_engine.py"


@lru_cache(maxsize=1)
def stale_sources() -> tuple[str, ...]:
    """The engine's sources whose Python differs from this package's (read once a process, about a hundred small
    files): each module engine.zip was built from that is no longer as it was, or gone, and marshmallow where
    another version is installed. Empty when the engine is this package's own, so the phone's answers are the
    server's; engine.zip itself missing or unreadable counts as all of it."""
    try:
        with zipfile.ZipFile(WEB / "engine.zip") as archive:
            built = json.loads(archive.read(ENGINE_MANIFEST))
    except (OSError, KeyError, ValueError, zipfile.BadZipFile):
        return ("engine.zip",)
    package = WEB.parent
    stale = []
    for name, sha in sorted(built.get("sources", {}).items()):
        if not name.startswith("referee/"):
            continue
        path = package / name.removeprefix("referee/")
        if not path.is_file() or hashlib.sha256(path.read_bytes()).hexdigest() != sha:
            stale.append(name)
    if built.get("marshmallow") != importlib.metadata.version("marshmallow"):
        stale.append("marshmallow")
    return tuple(stale)


def site_module() -> bytes:
    """site.js as this server serves it: a server answers beside the form, and whether the engine on the phone is
    refused, its Python not this package's (stale_sources): the form then asks this server alone and says why."""
    module = (WEB / "site.js").read_bytes()
    if stale_sources():
        module = module.replace(b"export const ENGINE_STALE = false;", b"export const ENGINE_STALE = true;", 1)
    return module


def _digest(names: list[str], read: Callable[[str], bytes] = _read) -> str:
    digest = hashlib.sha256()
    for name in sorted(names):
        digest.update(name.encode() + b"\0" + read(name) + b"\0")
    return digest.hexdigest()[:16]


def form_version(read: Callable[[str], bytes] = _read, answers: Mapping[str, bytes] | None = None) -> str:
    """A hash of the form's files, its service worker and the answers kept beside them (a static site's): any
    change in a release gives a new one."""
    version = _digest([*FORM_FILES.values(), *ON_DEMAND, "sw.js"], read)
    if not answers:
        return version
    return _digest([version, *answers], lambda name: answers.get(name, b""))


@lru_cache(maxsize=32)
def _file_sha256(path: Path, mtime_ns: int, size: int) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def engine_hashes() -> dict[str, str]:
    """Each engine file's sha256 by its URL, read again only when the file changed (17 MB: sw.js is asked for
    on every visit)."""
    hashes: dict[str, str] = {}
    for url, name in sorted(ENGINE_FILES.items()):
        stat = (WEB / name).stat()
        hashes[url] = _file_sha256(WEB / name, stat.st_mtime_ns, stat.st_size)
    return hashes


def engine_version() -> str:
    """A hash of the engine's files (the runtime, engine.zip and the scripts that start them): it names the
    service worker's cache of them, apart from the form's."""
    return hashlib.sha256(json.dumps(engine_hashes()).encode()).hexdigest()[:16]


def service_worker_script(read: Callable[[str], bytes] = _read, answers: Mapping[str, bytes] | None = None) -> str:
    """sw.js with its FORM filled in: the form's files, their hash and each one's sha256; the engine's files, their
    hash, each one's sha256 and size (the worker keeps no bytes that are not this release's, and the page tells
    how much of the engine is kept from the sizes); the files kept on demand (ON_DEMAND) and their sha256.
    `answers`: the files a static site holds beside the form (the answers that are pure data, by their paths in the
    site), kept and checked as the form's own files are, so the site opened offline sets a game up without the
    engine."""
    offered = {} if stale_sources() else ENGINE_FILES  # an engine not this package's is never kept
    answers = answers or {}
    sha256 = {url: hashlib.sha256(read(name)).hexdigest() for url, name in FORM_FILES.items()}
    sha256.update({path: hashlib.sha256(body).hexdigest() for path, body in answers.items()})
    form = {
        "version": form_version(read, answers),
        "files": sorted(sha256),
        "sha256": dict(sorted(sha256.items())),
        "onDemand": {url: hashlib.sha256(read(name)).hexdigest() for url, name in sorted(ON_DEMAND_FILES.items())},
        "engine": {
            "version": engine_version(),
            "files": {url: sha for url, sha in engine_hashes().items() if url in offered},
            "sizes": {url: (WEB / name).stat().st_size for url, name in sorted(offered.items())},
        },
    }
    return _read("sw.js").decode("utf-8").replace("__FORM__", json.dumps(form), 1)


@bp.before_request
def refuse_a_stale_engine() -> None:
    """No file of the engine is served while its Python is not this package's (stale_sources)."""
    if request.path.removeprefix("/") in ENGINE_FILES and stale_sources():
        abort(404)


@bp.get("/")
def index() -> Response:
    """The phone form: score or record Ra and Priests of Ra, and the end of a game of Osiris."""
    return _send("index.html", TYPES["./"])


@bp.get("/web/<name>")
def asset(name: str) -> Response:
    """The form's script, its own texts (en, nl), its style sheet and its icon; the engine's scripts and archive."""
    if name == "site.js":  # made, not read: it says whether the engine is offered (site_module)
        return _revalidated(site_module(), ASSETS[name])
    if name in ASSETS:
        return _send(name, ASSETS[name])
    if name in ENGINE:
        return _send(name, ENGINE[name])
    abort(404)


@bp.get("/web/<folder>/<name>")
def folder_asset(folder: str, name: str) -> Response:
    """A module of the form's kit (kit/) or of one game's screens (auction/, osiris/, sakkara/)."""
    path = f"{folder}/{name}"
    types = {**ASSETS, **ON_DEMAND}  # a vendored library loaded on demand too (the camera reader's QR decoder)
    if path not in types:
        abort(404)
    return _send(path, types[path])


@bp.get("/web/pyodide/<name>")
def runtime(name: str) -> Response:
    """Pyodide's runtime, vendored (referee/web/pyodide/): the Python the engine runs in the browser."""
    if name not in RUNTIME:
        abort(404)
    return _send(f"pyodide/{RUNTIME_SOURCES[name]}", RUNTIME[name], RUNTIME_MAX_AGE, name)


@bp.get(f"/{MANIFEST}")
def manifest() -> Response:
    """The web app manifest: the form can be added to a phone's home screen."""
    return _send(MANIFEST, TYPES[MANIFEST])


@bp.get("/sw.js")
def service_worker() -> Response:
    """The service worker that keeps the form's files for offline use; served from / so its scope is the form."""
    return _revalidated(service_worker_script(), TYPES["sw.js"])


def _revalidated(body: str | bytes, mimetype: str) -> Response:
    """A file this app makes as it serves it, revalidated at every visit: 304 when the browser holds these bytes."""
    response = Response(body, mimetype=mimetype)
    response.cache_control.no_cache = True
    response.add_etag()
    response.make_conditional(request)
    return _secure(response)
