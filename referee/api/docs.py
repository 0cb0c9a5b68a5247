"""GET /docs: the API reference to try, Swagger UI over GET /openapi.yaml, served by this app alone.

Swagger UI's files are vendored in referee/api/swagger_ui/: swagger-ui-dist's build, unchanged, with its
licence (Apache-2.0: LICENSE, NOTICE; SOURCE says which version). No Python package ships Swagger UI 5 (the one
that reads OpenAPI 3.1) as its purpose; flask-swagger-ui only carries it in a private folder. The page and the script that starts Swagger UI are this project's
(referee/web/docs.html, docs.js), so the page runs under the phone form's Content-Security-Policy with no
inline script and loads nothing from another host.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, abort, send_from_directory

from .web import CSP, WEB

bp = Blueprint("docs", __name__)
# Swagger UI's own files that the page loads, and their types.
SWAGGER_UI = {"swagger-ui-bundle.js": "text/javascript", "swagger-ui.css": "text/css"}
OWN = {"docs.js": "text/javascript"}  # referee/web/docs.js: starts Swagger UI on /openapi.yaml
ASSETS = {**SWAGGER_UI, **OWN}


SWAGGER_UI_DIR = Path(__file__).resolve().parent / "swagger_ui"  # swagger-ui-dist, vendored


def swagger_ui_dir() -> Path | None:
    """The folder of Swagger UI's built files, or None if an install left them out."""
    return SWAGGER_UI_DIR if (SWAGGER_UI_DIR / "swagger-ui-bundle.js").is_file() else None


def _send(folder: Path, name: str, mimetype: str) -> Response:
    response = send_from_directory(folder, name, mimetype=mimetype, max_age=0)  # revalidated by ETag
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


@bp.get("/docs")
def reference() -> Response:
    """The interactive API reference: every route of openapi.yaml, each with examples ready to send."""
    return _send(WEB, "docs.html", "text/html")


@bp.get("/docs/<name>")
def asset(name: str) -> Response:
    """Swagger UI's script and style sheet, and the script that starts it."""
    if name in OWN:
        return _send(WEB, name, OWN[name])
    folder = swagger_ui_dir()
    if name not in SWAGGER_UI or folder is None:
        abort(404)
    return _send(folder, name, SWAGGER_UI[name])
