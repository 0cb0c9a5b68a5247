"""The phone form: the page at / and its static files, all served by this app and nothing else."""
from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, abort, send_from_directory

bp = Blueprint("web", __name__)
WEB = Path(__file__).resolve().parents[1] / "web"
ASSETS = {"app.js": "text/javascript", "i18n.js": "text/javascript", "style.css": "text/css"}
# The page may load and call nothing but this app: no CDN, no web fonts, no third-party script.
CSP = ("default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; "
       "frame-ancestors 'none'")


def _send(name: str, mimetype: str) -> Response:
    # max_age=0: the browser revalidates (ETag), so a new release is never hidden behind a stale script.
    response = send_from_directory(WEB, name, mimetype=mimetype, max_age=0)
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


@bp.get("/")
def index() -> Response:
    """The phone form: score Ra or Priests of Ra epoch by epoch, and the end of a game of Osiris."""
    return _send("index.html", "text/html")


@bp.get("/web/<name>")
def asset(name: str) -> Response:
    """The form's script, its own texts (en, nl) and its style sheet."""
    if name not in ASSETS:
        abort(404)
    return _send(name, ASSETS[name])
