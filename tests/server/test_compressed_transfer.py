"""The form's and the engine's files compressed on the wire through the deployed stack: gunicorn (sendfile for the
committed brotli copies, gzip made in the process) behind deploy/nginx.conf, which passes Accept-Encoding on and
compresses nothing again. The same bytes as the app's test client sends (tests/http/test_form_routes.py checks those)."""

from __future__ import annotations

import gzip
import os
import shutil
import sys
from pathlib import Path

import pytest
import requests

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "referee" / "web"
sys.path.insert(0, str(ROOT / "bench"))

import instances  # noqa: E402

if not (shutil.which("nginx") or os.path.exists("/usr/sbin/nginx")):
    if os.environ.get("CI"):
        pytest.fail("nginx is missing; CI must install Debian's nginx: apt-get install nginx", pytrace=False)
    pytest.skip("install Debian's nginx: apt-get install nginx", allow_module_level=True)


def _raw(url: str, accept: str) -> requests.Response:
    r = requests.get(url, headers={"Accept-Encoding": accept}, stream=True, timeout=60)
    r.raw_bytes = r.raw.read(decode_content=False)  # the bytes on the wire, not decoded
    return r


def test_through_nginx_and_gunicorn_the_runtime_goes_out_in_brotli_and_the_form_in_gzip():
    with instances.Cluster(1, workers=1) as cluster:
        wasm = _raw(cluster.url + "/web/pyodide/pyodide.asm.wasm", "gzip, deflate, br, zstd")
        assert wasm.headers["Content-Encoding"] == "br" and "Accept-Encoding" in wasm.headers["Vary"]
        assert wasm.raw_bytes == (WEB / "pyodide" / "pyodide.asm.wasm.br").read_bytes()
        assert int(wasm.headers["Content-Length"]) == len(wasm.raw_bytes)
        stdlib = _raw(cluster.url + "/web/pyodide/python_stdlib.zip", "br")
        assert stdlib.raw_bytes == (WEB / "pyodide" / "python_stdlib.cut.zip.br").read_bytes()
        form = _raw(cluster.url + "/web/app.js", "gzip, deflate")
        assert form.headers["Content-Encoding"] == "gzip"
        assert gzip.decompress(form.raw_bytes) == (WEB / "app.js").read_bytes()
        plain = _raw(cluster.url + "/web/app.js", "identity")
        assert "Content-Encoding" not in plain.headers and plain.raw_bytes == (WEB / "app.js").read_bytes()
