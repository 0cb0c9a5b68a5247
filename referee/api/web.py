"""The phone form: the page at / and its static files, all served by this app and nothing else."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from flask import Blueprint, Response, abort, request, send_from_directory

bp = Blueprint("web", __name__)
WEB = Path(__file__).resolve().parents[1] / "web"
# The form's ES modules, one job each; index.html loads app.js (<script type="module">), which imports the
# rest. A module must be served as JavaScript, or the browser refuses it.
MODULES = ("app.js", "dom.js", "i18n.js", "store.js", "api.js", "ui.js", "score.js", "record.js", "auction-cards.js",
           "osiris-card.js", "sakkara-card.js", "sakkara-board.js", "osiris-board.js")
ASSETS = {**{name: "text/javascript" for name in MODULES}, "style.css": "text/css", "icon.svg": "image/svg+xml"}
MANIFEST = "manifest.webmanifest"
# What the service worker keeps for offline use, as URLs relative to / (its scope): the page and every
# file it loads. The API's answers are never among them.
FORM_FILES = {"./": "index.html", **{f"web/{name}": name for name in ASSETS}, MANIFEST: MANIFEST}
# The page may load and call nothing but this app: no CDN, no web fonts, no third-party script.
CSP = ("default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; "
       "frame-ancestors 'none'")


def _secure(response: Response) -> Response:
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


def _send(name: str, mimetype: str) -> Response:
    # max_age=0: the browser revalidates (ETag), so a new release is never hidden behind a stale script.
    return _secure(send_from_directory(WEB, name, mimetype=mimetype, max_age=0))


def form_version() -> str:
    """A hash of the form's files and its service worker: any change in a release gives a new one."""
    digest = hashlib.sha256()
    for name in sorted({*FORM_FILES.values(), "sw.js"}):
        digest.update(name.encode() + b"\0" + (WEB / name).read_bytes() + b"\0")
    return digest.hexdigest()[:16]


@bp.get("/")
def index() -> Response:
    """The phone form: score or record Ra and Priests of Ra, and the end of a game of Osiris."""
    return _send("index.html", "text/html")


@bp.get("/web/<name>")
def asset(name: str) -> Response:
    """The form's script, its own texts (en, nl), its style sheet and its icon."""
    if name not in ASSETS:
        abort(404)
    return _send(name, ASSETS[name])


@bp.get(f"/{MANIFEST}")
def manifest() -> Response:
    """The web app manifest: the form can be added to a phone's home screen."""
    return _send(MANIFEST, "application/manifest+json")


@bp.get("/sw.js")
def service_worker() -> Response:
    """The service worker that keeps the form's files for offline use; served from / so its scope is the form."""
    form = {"version": form_version(), "files": sorted(FORM_FILES)}
    script = (WEB / "sw.js").read_text(encoding="utf-8").replace("__FORM__", json.dumps(form), 1)
    response = Response(script, mimetype="text/javascript")
    response.cache_control.no_cache = True  # the browser checks for a new worker on every visit
    response.add_etag()
    response.make_conditional(request)  # 304 when the browser holds this very worker
    return _secure(response)
