"""GET /docs: the API reference to try (Swagger UI over openapi.yaml), served by the app alone, under the
phone form's Content-Security-Policy, with the request files of examples/ ready to send; a real browser
sends one request from it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from helpers import openapi_spec

from referee.api import web
from referee.games import SPECS

ROOT = Path(__file__).resolve().parents[2]
SPEC = openapi_spec()


def test_docs_page_and_its_files_are_served_under_the_forms_csp(client):
    page = client.get("/docs")
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert page.headers["Content-Security-Policy"] == web.CSP
    # scripts from this app only, none inline, no code made from strings: only WebAssembly (the form's engine)
    assert "script-src 'self' 'wasm-unsafe-eval';" in web.CSP
    assert "'unsafe-inline'" not in web.CSP and "'unsafe-eval'" not in web.CSP
    assert not re.search(r"<script(?![^>]*\bsrc=)", html), "no inline script: the CSP would block it"
    loaded = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert loaded and all(u.startswith("/") and not u.startswith("//") for u in loaded), loaded  # this host only
    for url in loaded:
        r = client.get(url)
        assert r.status_code == 200, url
        if url.startswith("/docs/"):
            assert r.headers["Content-Security-Policy"] == web.CSP
    bundle = client.get("/docs/swagger-ui-bundle.js")
    assert bundle.mimetype == "text/javascript" and len(bundle.data) > 500_000  # Swagger UI itself, from the package


@pytest.mark.parametrize("name", ["docs.html", "docs.js"])
def test_the_reference_page_names_no_other_host(name):
    assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", (ROOT / "referee" / "web" / name).read_text())


def test_docs_serves_only_its_own_files(client):
    for name in ("index.html", "../app.py", "oauth2-redirect.html", "swagger-initializer.js", "favicon-32x32.png"):
        r = client.get("/docs/" + name)
        assert r.status_code == 404 and r.mimetype == "application/problem+json", name


def test_docs_script_points_swagger_ui_at_this_servers_spec_and_no_validator():
    script = (ROOT / "referee" / "web" / "docs.js").read_text()
    assert 'url: "/openapi.yaml"' in script
    assert "validatorUrl: null" in script  # the default would load a badge from another host


def test_every_example_file_is_a_ready_request_example_of_its_route():
    for spec in SPECS:
        for example in spec.examples:
            operation = spec.example_operation(example)
            content = SPEC["paths"][f"/v1/games/{spec.slug}/{operation}"]["post"]["requestBody"]["content"]
            sent = content["application/json"]["examples"][example.removesuffix(".json")]
            assert sent["value"] == json.loads((ROOT / "examples" / example).read_text()), example


def test_every_paper_notation_file_is_a_text_example_of_replay_and_notation():
    texts = sorted(p.name for p in (ROOT / "examples").glob("*.txt"))
    assert texts
    for name in texts:
        spec = next(s for s in SPECS if name.removesuffix(".txt") + ".json" in s.examples)
        for route in ("replay", "notation"):
            content = SPEC["paths"][f"/v1/games/{spec.slug}/{route}"]["post"]["requestBody"]["content"]
            example = content["text/plain"]["examples"][name.removesuffix(".txt")]
            assert example["value"] == (ROOT / "examples" / name).read_text(encoding="utf-8"), (name, route)


def test_every_example_of_the_spec_is_answered_200(client):
    # "ready to send": what Swagger UI fills in is a request the API accepts.
    sent = 0
    for path, ops in SPEC["paths"].items():
        post = ops.get("post")
        if not post:
            continue
        for ctype, content in post["requestBody"]["content"].items():
            for name, example in content.get("examples", {}).items():
                body = (
                    {"json": example["value"]}
                    if ctype == "application/json"
                    else {"data": example["value"].encode(), "content_type": ctype}
                )
                r = client.post(path, **body)
                assert r.status_code == 200, (path, ctype, name, r.get_json())
                sent += 1
    assert sent >= len([e for s in SPECS for e in s.examples]) + 2 * len(list((ROOT / "examples").glob("*.txt")))


def test_spec_names_the_documented_server_relative_to_itself():
    # Swagger UI sends "Try it out" to the first server: the one that serves the document, whatever its address
    # (behind a proxy, in a container), so the CSP's connect-src 'self' lets it through.
    assert SPEC["servers"][0]["url"] == "/"


# --- in a real browser --------------------------------------------------------------------------


def test_docs_in_a_browser_sends_an_example_and_shows_the_200(browser, live_server):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(20_000)
    page = context.new_page()
    urls: list[str] = []
    errors: list[str] = []
    page.on("request", lambda r: urls.append(r.url))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    try:
        page.goto(live_server + "/docs")
        operation = page.locator("#operations-Ra-raScore")
        operation.locator(".opblock-summary").click()
        # tryItOutEnabled: the request body is already the first example, editable; Execute sends it
        body = operation.locator("textarea.body-param__text")
        assert json.loads(body.input_value())["players"]  # an example is filled in, ready to send
        operation.locator("button.execute").click()
        status = operation.locator(".live-responses-table .response .response-col_status").first
        status.wait_for()
        assert status.inner_text().strip().startswith("200")
        answer = operation.locator(".live-responses-table .response-col_description pre").first.inner_text()
        assert '"provenance"' in answer and '"version": "1.1.0"' in answer
        assert any(u == live_server + "/v1/games/ra/score" for u in urls), urls
        assert {urlsplit(u).netloc for u in urls if not u.startswith("data:")} == {urlsplit(live_server).netloc}
        assert errors == [], errors  # a CSP violation is logged as an error
    finally:
        context.close()
