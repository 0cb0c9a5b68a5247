"""Helpers shared by test_engine_archive.py and other tests (not collected: no test_ prefix)."""

from __future__ import annotations

import os
import shutil

import pytest
from helpers import tool

build_engine = tool("build_engine")


cut_stdlib = tool("cut_stdlib")


def node() -> str:
    """Node's path; without it the test skips, saying so, but under CI (`CI` set) fails: CI must run it."""
    found = shutil.which("node")
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("node is not installed: CI must run the browser's engine (apt-get install nodejs)")
        pytest.skip("node is not installed (apt-get install nodejs): the browser's engine runs under Node here")
    return found
