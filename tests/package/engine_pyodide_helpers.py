"""Helpers shared by test_engine_pyodide.py and other tests (not collected: no test_ prefix)."""

from __future__ import annotations

from engine_archive_helpers import node

_node = node  # other tests start Node through this name
