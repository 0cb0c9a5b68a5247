"""The service's OpenAPI description (its health, GET /health, is a route of referee/service/)."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response


bp = Blueprint("meta", __name__)
SPEC = Path(__file__).resolve().parents[1] / "openapi.yaml"  # referee/openapi.yaml: package data, in the wheel too


@bp.get("/openapi.yaml")
def openapi() -> Response:
    """The OpenAPI 3.1 description of this API."""
    return Response(SPEC.read_bytes(), mimetype="application/yaml")
