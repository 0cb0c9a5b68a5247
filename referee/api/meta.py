"""The service about itself: health (with its version) and its OpenAPI description."""
from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response

from .._version import __version__
from .http import answer

bp = Blueprint("meta", __name__)
SPEC = Path(__file__).resolve().parents[2] / "openapi.yaml"  # the repo's top level


@bp.get("/health")
def health() -> Response:
    """Liveness for the Docker HEALTHCHECK and load balancers, and the version that answers."""
    return answer({"status": "ok", "version": __version__})


@bp.get("/openapi.yaml")
def openapi() -> Response:
    """The OpenAPI 3.1 description of this API."""
    return Response(SPEC.read_bytes(), mimetype="application/yaml")
