"""`referee site` writes a `.gz` (and, for the runtime's files and engine.zip, a `.br`) beside each file it serves, and its nginx
snippet serves them by Accept-Encoding (gzip_static): a static host sends a third of the bytes. The copies decode to
the site's own files (its site.js and sw.js are not the checkout's), so the service worker's hashes hold."""

from __future__ import annotations

import gzip

import brotli
import pytest
import requests

from referee.api.site import site_files
from referee.api.web import ENGINE_FILES, FORM_FILES


@pytest.fixture(scope="module")
def files() -> dict[str, bytes]:
    return site_files()


def _served(files: dict[str, bytes]) -> list[str]:
    return sorted({"index.html" if url == "./" else url for url in {**FORM_FILES, **ENGINE_FILES}} | {"sw.js"})


def test_every_file_served_has_a_gzip_copy_that_decodes_to_it(files):
    for path in _served(files):
        assert gzip.decompress(files[path + ".gz"]) == files[path], path
    assert "web/site.js.gz" in files and b"HAS_SERVER = false" in gzip.decompress(files["web/site.js.gz"])


def test_the_runtimes_files_and_the_engine_have_brotli_copies_too_and_nothing_else_does(files):
    brotli_copies = sorted(name.removesuffix(".br") for name in files if name.endswith(".br"))
    assert brotli_copies == sorted({url for url in ENGINE_FILES if url.startswith("web/pyodide/")} | {"web/engine.zip"})
    for path in brotli_copies:
        assert brotli.decompress(files[path + ".br"]) == files[path], path


@pytest.mark.parametrize("suffixes", [(".br", ".gz", ""), (".gz", "")], ids=["brotli", "gzip only"])
def test_a_first_visit_is_at_most_5_mb_on_the_wire(files, suffixes):
    """What a browser downloads of the site, the form and the engine, from a host that sends the brotli copies (to
    every browser over HTTPS), and from one that sends only the gzip copies (nginx without ngx_brotli, or any host
    to Chromium over plain HTTP on the local network)."""
    best = {path: min(len(files.get(path + suffix, files[path])) for suffix in suffixes) for path in _served(files)}
    assert sum(best.values()) <= 5_000_000, best


def test_nginx_with_the_sites_snippet_sends_the_gzip_copies(nginx_site, files):  # noqa: F811
    url, _ = nginx_site
    for path in ("web/pyodide/pyodide.asm.wasm", "web/app.js", "sw.js"):
        r = requests.get(f"{url}/{path}", headers={"Accept-Encoding": "gzip"}, stream=True, timeout=30)
        raw = r.raw.read(decode_content=False)
        assert r.headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in r.headers["Vary"], path
        assert raw == files[path + ".gz"] and gzip.decompress(raw) == files[path]
        plain = requests.get(f"{url}/{path}", headers={"Accept-Encoding": "identity"}, timeout=30)
        assert "Content-Encoding" not in plain.headers and plain.content == files[path]
