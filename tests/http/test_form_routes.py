"""The phone form's side of the app, without a browser: its routes, and the data it builds itself from."""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import zipfile
from pathlib import Path

import pytest

from referee.api import web
from referee.api.web import MODULES

WEB = Path(__file__).resolve().parents[2] / "referee" / "web"


@pytest.mark.parametrize(
    "path,ctype",
    [("/", "text/html"), *((f"/web/{name}", "text/javascript") for name in MODULES), ("/web/style.css", "text/css")],
)
def test_the_page_and_its_files_are_served_with_a_same_origin_policy(client, path, ctype):
    r = client.get(path)
    assert r.status_code == 200 and r.mimetype == ctype
    assert "default-src 'self'" in r.headers["Content-Security-Policy"]
    assert r.headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize(
    "path",
    [
        "/web/index.html",
        "/web/nope.js",
        "/web/..%2Fapi%2Fweb.py",
        "/web/",
        "/web/kit/nope.js",
        "/web/nope/app.js",
        "/web/kit/",
        "/web/vendor/README.md",
        "/web/vendor/jsqr.LICENSE",
        "/web/vendor/nope.js",
    ],
)
def test_nothing_else_is_served_from_the_web_folder(client, path):
    r = client.get(path)
    assert r.status_code == 404 and r.content_type == "application/problem+json"


@pytest.mark.parametrize("name", ["index.html", *MODULES, "style.css"])
def test_the_form_names_no_other_host(name):
    # no CDN, web font or script from elsewhere: every URL in the files is relative to the app
    assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", (WEB / name).read_text())


def test_the_form_has_every_label_in_english_and_dutch():
    # every folder's words.js (the shell's in kit/, each game's in its own) says each of its texts in both languages,
    # and no two folders say the same one (kit/i18n.js merges them into one table)
    seen: dict[str, str] = {}
    for words in sorted(WEB.glob("*/words.js")):
        en, nl = words.read_text().split("\n  nl: {")
        keys = [re.findall(r"^    (\w+):", part, re.MULTILINE) for part in (en, nl)]
        assert keys[0] == keys[1], words
        for key in keys[0]:
            assert key not in seen, f"{key} in {seen.get(key)} and {words}"
            seen[key] = words.parent.name
    assert {"kit", "auction", "osiris", "sakkara"} <= set(seen.values()) and len(seen) > 400


@pytest.mark.parametrize("slug", ["ra", "priests-of-ra"])
def test_rules_name_every_display_tile_in_both_languages(client, slug):
    rules = client.get(f"/v1/games/{slug}").json
    display = rules["tiles"]["display"]
    assert set(rules["tile_paths"]) == set(display)
    groups = {path[0] for path in rules["tile_paths"].values() if len(path) > 1}
    for lang in ("en", "nl"):
        assert set(rules["names"][lang]) == set(display) | groups
        # the same names as they go with a count, for a form that writes "2 civilizations"
        assert set(rules["counted_names"][lang]) == set(display) | groups
        assert all(set(forms) == {"one", "other"} for forms in rules["counted_names"][lang].values())


def test_ra_tile_paths_group_civilizations_and_monuments(client):
    rules = client.get("/v1/games/ra").json
    assert rules["tile_paths"]["art"] == ["civilization", "art"]
    assert rules["tile_paths"]["step_pyramid"] == ["monument", "step_pyramid"]
    assert rules["tile_paths"]["pharaoh"] == ["pharaoh"]
    assert (rules["names"]["nl"]["pharaoh"], rules["names"]["nl"]["civilization"]) == ("farao", "beschaving")
    assert rules["counted_names"]["en"]["civilization"] == {"one": "civilization", "other": "civilizations"}
    assert rules["counted_names"]["nl"]["pharaoh"] == {"one": "farao", "other": "farao's"}
    assert rules["counted_names"]["en"]["gold"] == {"one": "gold tile", "other": "gold tiles"}


@pytest.mark.parametrize(
    "priests,plagues,returned", [(3, 2, {"plague": 1}), (4, 1, {"plague": 1}), (2, 2, {}), (3, 0, {})]
)
def test_priests_answer_names_the_returned_plague(client, priests, plagues, returned):
    # P5: 3 or more priests return one plague; the next epoch's display keeps the others.
    body = {
        "epoch": 1,
        "players": [
            {"name": "Anne", "suns": {"face_down": [9, 6, 5, 2]}, "tiles": {"priest": priests, "plague": plagues}},
            {"name": "Bert", "suns": {"face_down": [8, 7, 4, 3]}},
        ],
    }
    r = client.post("/v1/games/priests-of-ra/score", json=body)
    assert r.status_code == 200
    assert [p["returned"] for p in r.json["players"]] == [returned, {}]


def test_no_return_when_asked_to_keep_the_plague(client):
    body = {
        "epoch": 1,
        "return_plague": False,
        "players": [
            {"name": "Anne", "suns": {"face_down": [9, 6, 5, 2]}, "tiles": {"priest": 3, "plague": 2}},
            {"name": "Bert", "suns": {"face_down": [8, 7, 4, 3]}},
        ],
    }
    assert client.post("/v1/games/priests-of-ra/score", json=body).json["players"][0]["returned"] == {}


# --- the engine the form runs in the browser --------------------------------------------------------------


@pytest.mark.parametrize(
    "path,ctype",
    [
        ("/web/engine.js", "text/javascript"),
        ("/web/engine-worker.js", "text/javascript"),
        ("/web/engine-boot.mjs", "text/javascript"),
        ("/web/engine.zip", "application/zip"),
        ("/web/pyodide/pyodide.mjs", "text/javascript"),
        ("/web/pyodide/pyodide.asm.mjs", "text/javascript"),
        ("/web/pyodide/pyodide.asm.wasm", "application/wasm"),
        ("/web/pyodide/python_stdlib.zip", "application/zip"),
        ("/web/pyodide/pyodide-lock.json", "application/json"),
    ],
)
def test_the_engine_and_its_runtime_are_served_with_their_types_under_the_forms_policy(client, path, ctype):
    r = client.get(path)
    assert r.status_code == 200 and r.mimetype == ctype
    assert r.headers["Content-Security-Policy"] == web.CSP
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    # Pyodide's files change only with its version; the engine's with every release (revalidated)
    assert r.cache_control.max_age == (web.RUNTIME_MAX_AGE if "/pyodide/" in path else 0)


@pytest.mark.parametrize(
    "path",
    [
        "/web/pyodide/SHA256SUMS",
        "/web/pyodide/",
        "/web/pyodide/nope.wasm",
        "/web/pyodide/..%2Fengine.zip",
        "/web/pyodide/pyodide.asm.js",
        "/web/pyodide.mjs",
        "/pyodide/pyodide.mjs",
        "/web/site.json",
    ],
)
def test_nothing_else_is_served_from_the_engines_folders(client, path):
    assert client.get(path).status_code == 404


def test_the_policy_allows_webassembly_and_nothing_else_new():
    directives = dict(d.strip().split(" ", 1) for d in web.CSP.split(";"))
    assert directives["script-src"] == "'self' 'wasm-unsafe-eval'"
    assert directives["default-src"] == "'self'"  # the worker, its imports and its fetches: this app only
    assert not {"worker-src", "child-src", "connect-src"} & set(directives)
    assert "blob:" not in web.CSP and "'unsafe-eval'" not in web.CSP and "'unsafe-inline'" not in web.CSP


def test_the_service_worker_names_the_engines_files_with_their_hashes(client):
    script = client.get("/sw.js").get_data(as_text=True)
    form = json.loads(re.search(r"^const FORM = (.*);$", script, re.MULTILINE).group(1))
    engine = form["engine"]
    assert re.fullmatch(r"[0-9a-f]{16}", engine["version"])
    assert set(engine["files"]) == set(web.ENGINE_FILES)
    for url, sha in engine["files"].items():
        assert hashlib.sha256(client.get("/" + url).data).hexdigest() == sha, url
    assert not set(engine["files"]) & set(form["files"])  # two caches: the form's and the engine's


def test_a_site_is_the_form_and_its_engine_with_no_server(tmp_path):
    """`referee site DIR`: the files a static host serves; site.js says no server answers there, and the service
    worker's form version is the site's own (its site.js differs from the server's)."""
    from click.testing import CliRunner

    from referee import cli

    result = CliRunner().invoke(cli.main, ["site", str(tmp_path / "site"), "--lang", "nl"])
    assert result.exit_code == 0, result.output
    assert "bestanden" in result.output and str(tmp_path / "site") in result.output
    site = tmp_path / "site"
    for url, name in {**web.FORM_FILES, **web.ON_DEMAND_FILES, **web.ENGINE_FILES}.items():
        target = site / ("index.html" if url == "./" else url)
        if name != "site.js":
            assert target.read_bytes() == (WEB / name).read_bytes(), url
    assert "HAS_SERVER = false" in (site / "web" / "site.js").read_text()
    assert "HAS_SERVER = true" in (WEB / "site.js").read_text()
    script = (site / "sw.js").read_text()
    form = json.loads(re.search(r"^const FORM = (.*);$", script, re.MULTILINE).group(1))
    assert form["version"] != web.form_version()
    # the form's files, and the answers written beside them (kept offline too: tests/test_site_answers.py)
    assert form["files"] == sorted(form["files"]) and set(web.FORM_FILES) <= set(form["files"])
    assert all(f.startswith("web/answers/") for f in set(form["files"]) - set(web.FORM_FILES))
    assert form["engine"]["version"] == web.engine_version()
    for notice in web.VENDOR_NOTICES:  # a vendored library goes with its licence
        assert (site / "web" / notice).read_bytes() == (WEB / notice).read_bytes(), notice


def test_a_file_loaded_on_demand_is_served_and_kept_by_the_service_worker_but_not_installed_with_the_form(client):
    """The camera reader's decoder (jsQR): served as JavaScript under the form's policy, named with its sha256 in the
    service worker's FORM.onDemand (kept once fetched), never among the files it installs for the offline copy."""
    r = client.get("/web/vendor/jsqr.js")
    assert r.status_code == 200 and r.content_type.startswith("text/javascript")
    assert r.headers["Content-Security-Policy"] == web.CSP
    script = client.get("/sw.js").get_data(as_text=True)
    form = json.loads(re.search(r"^const FORM = (.*);$", script, re.MULTILINE).group(1))
    sha = hashlib.sha256((WEB / "vendor" / "jsqr.js").read_bytes()).hexdigest()
    assert form["onDemand"] == {"web/vendor/jsqr.js": sha}
    assert "web/vendor/jsqr.js" not in form["files"] and "web/vendor/jsqr.js" not in web.FORM_FILES


def test_a_site_that_cannot_be_written_says_why_and_exits_2(tmp_path):
    from click.testing import CliRunner

    from referee import cli

    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = CliRunner().invoke(cli.main, ["site", str(blocker / "site")])
    assert result.exit_code == 2
    assert result.output.startswith("referee: Cannot write")


# --- compressed transfer ---------------------------------------------------------------------------------------


def _served(name: str) -> bytes:
    """The bytes a URL's file holds (python_stdlib.zip's are the cut library's)."""
    return (WEB / web.ENGINE_FILES.get(name, name.removeprefix("web/"))).read_bytes()


@pytest.mark.parametrize(
    "path",
    [
        "/web/pyodide/pyodide.asm.wasm",
        "/web/pyodide/python_stdlib.zip",
        "/web/pyodide/pyodide.asm.mjs",
        "/web/app.js",
        "/web/style.css",
        "/",
    ],
)
@pytest.mark.parametrize(
    "accept,encoding",
    [
        ("gzip, deflate, br, zstd", None),
        ("gzip, deflate", "gzip"),
        ("br;q=0, gzip", "gzip"),
        ("gzip;q=0.5, br", None),
        ("identity", "identity"),
        ("", "identity"),
        ("gzip;q=0", "identity"),
    ],
)
def test_a_file_goes_out_in_the_best_encoding_the_client_accepts(client, path, accept, encoding):
    """brotli where a .br is committed (the runtime's files), else gzip; the file as it is for a client that
    accepts neither. Whatever the encoding, the bytes decode to the file, and Vary tells caches apart."""
    import gzip

    import brotli

    original = (WEB / "index.html").read_bytes() if path == "/" else _served(path.lstrip("/"))
    has_br = "/pyodide/" in path
    expected = encoding or ("br" if has_br else "gzip")
    r = client.get(path, headers={"Accept-Encoding": accept} if accept else {})
    assert r.status_code == 200
    assert r.headers.get("Content-Encoding", "identity") == expected
    assert "Accept-Encoding" in r.vary
    assert int(r.headers["Content-Length"]) == len(r.data)
    decode = {"br": brotli.decompress, "gzip": gzip.decompress, "identity": bytes}[expected]
    assert decode(r.data) == original
    if expected != "identity":
        assert len(r.data) < len(original) * 0.8


def test_the_standard_library_served_is_the_one_cut_to_what_the_engine_imports(client):
    r = client.get("/web/pyodide/python_stdlib.zip")
    assert r.headers["Content-Disposition"] == "inline; filename=python_stdlib.zip"
    served = r.data
    assert served == (WEB / "pyodide" / "python_stdlib.cut.zip").read_bytes()
    assert served != (WEB / "pyodide" / "python_stdlib.zip").read_bytes()


@pytest.mark.parametrize("path", ["/web/pyodide/pyodide.asm.wasm", "/web/app.js"])
def test_each_encoding_has_its_own_etag_and_answers_conditional_head_and_range_requests(client, path):
    etags = {}
    for accept in ("br", "gzip", "identity"):
        whole = client.get(path, headers={"Accept-Encoding": accept})
        etags[whole.headers.get("Content-Encoding", "identity")] = whole.headers["ETag"]
        head = client.head(path, headers={"Accept-Encoding": accept})
        assert head.status_code == 200 and head.data == b""
        assert head.headers["Content-Length"] == whole.headers["Content-Length"]
        assert head.headers.get("Content-Encoding") == whole.headers.get("Content-Encoding")
        assert whole.headers["Content-Disposition"] == f"inline; filename={path.rsplit('/', 1)[-1]}"
        again = client.get(path, headers={"Accept-Encoding": accept, "If-None-Match": whole.headers["ETag"]})
        assert again.status_code == 304 and "Accept-Encoding" in again.vary
        part = client.get(path, headers={"Accept-Encoding": accept, "Range": "bytes=10-29"})
        assert part.status_code == 206 and part.data == whole.data[10:30]  # a range of the bytes sent, encoded
        assert part.headers["Content-Range"] == f"bytes 10-29/{len(whole.data)}"
    assert len(set(etags.values())) == len(etags)  # a cache never takes one encoding's bytes for another's
    # the ETag of one encoding never matches a request for another
    other = client.get(path, headers={"Accept-Encoding": "identity", "If-None-Match": etags["gzip"]})
    assert other.status_code == 200 and "Content-Encoding" not in other.headers


def test_the_engines_archive_stores_its_files_and_goes_out_in_brotli_or_gzip(client):
    """Its files are stored, not deflated one by one: the encoding on the wire compresses across them (brotli's
    best to a third, from the copy tools/build_engine.py writes beside it)."""
    import brotli

    archive = (WEB / "engine.zip").read_bytes()
    with zipfile.ZipFile(WEB / "engine.zip") as zf:
        assert {info.compress_type for info in zf.infolist()} == {zipfile.ZIP_STORED}
    r = client.get("/web/engine.zip", headers={"Accept-Encoding": "gzip, br"})
    assert r.status_code == 200 and r.headers["Content-Encoding"] == "br" and "Accept-Encoding" in r.vary
    assert brotli.decompress(r.data) == archive and len(r.data) < len(archive) / 3
    r = client.get("/web/engine.zip", headers={"Accept-Encoding": "gzip"})
    assert r.status_code == 200 and r.headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in r.vary
    assert gzip.decompress(r.data) == archive
    plain = client.get("/web/engine.zip", headers={"Accept-Encoding": "identity"})
    assert "Content-Encoding" not in plain.headers and plain.data == (WEB / "engine.zip").read_bytes()


def test_the_service_worker_checks_the_decoded_bytes_of_an_encoded_file(client):
    """The browser hands the worker the bytes decoded: the hashes it checks are the files' own, whatever is sent."""
    import brotli

    script = client.get("/sw.js").get_data(as_text=True)
    files = json.loads(re.search(r"^const FORM = (.*);$", script, re.MULTILINE).group(1))["engine"]["files"]
    wasm = client.get("/web/pyodide/pyodide.asm.wasm", headers={"Accept-Encoding": "br"})
    assert wasm.headers["Content-Encoding"] == "br"
    assert hashlib.sha256(brotli.decompress(wasm.data)).hexdigest() == files["web/pyodide/pyodide.asm.wasm"]


@pytest.mark.parametrize("accepted", ["gzip, deflate, br, zstd", "gzip, deflate"])
def test_a_first_visit_from_the_server_is_at_most_5_mb_on_the_wire(client, accepted):
    """Every file a first visit fetches (the form's, the service worker, the engine's), as a browser that accepts
    brotli (every one over HTTPS) is sent them, and one that accepts only gzip (Chromium over plain HTTP to an
    address on the local network): at most 5 MB, a third of the files as they are."""
    urls = (
        ["/" + ("" if url == "./" else url) for url in web.FORM_FILES]
        + ["/sw.js"]
        + [f"/{url}" for url in web.ENGINE_FILES]
    )
    sent = {url: len(client.get(url, headers={"Accept-Encoding": accepted}).data) for url in urls}
    decoded = sum(len(client.get(url).data) for url in urls)
    assert sum(sent.values()) <= 5_000_000, sent
    assert sum(sent.values()) < decoded / 3


@pytest.mark.parametrize("path", ["web/pyodide/pyodide.asm.wasm", "web/pyodide/python_stdlib.zip"])
def test_a_gzip_only_client_gets_the_runtimes_committed_copy_never_one_made_as_it_waits(client, path, monkeypatch):
    """gzip's best takes 1.5 s of a worker for the WebAssembly: the runtime goes out from its committed `.gz`."""
    monkeypatch.setattr(web, "_gzip", lambda data: pytest.fail("a runtime file was gzipped as a request waited"))
    web._gzipped.cache_clear()
    answer = client.get(f"/{path}", headers={"Accept-Encoding": "gzip"})
    served = web.ENGINE_FILES[path]
    assert answer.status_code == 200 and answer.headers["Content-Encoding"] == "gzip"
    assert answer.get_data() == (web.WEB / (served + ".gz")).read_bytes()
