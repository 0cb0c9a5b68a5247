"""The `referee` console script's entry point (pyproject.toml): the command group of referee/cli/."""

from __future__ import annotations

from .cli import main

__all__ = ["main"]
