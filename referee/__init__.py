"""referee: a stateless scoring and referee REST API for Ra, Priests of Ra, Osiris and Sakkara."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ._version import __version__

if TYPE_CHECKING:
    from flask import Flask

__all__ = ["__version__", "create_app"]


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """The Flask app (referee.app.create_app), imported only when asked for: the engine and the
    request-to-answer core (referee.service) import without Flask."""
    from .app import create_app as build

    return build(config)
