"""A tracker in a browser on another origin may call the API (CORS, without credentials); a deployment
narrows the origins with REFEREE_CORS_ORIGINS; the phone form is same-origin and unaffected."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import requests

from referee import create_app

ROOT = Path(__file__).resolve().parents[2]
BODY = json.loads((ROOT / "examples" / "ra-score-epoch3-5-players.json").read_text())
TRACKER = "https://tracker.example"


def preflight(client, path: str, origin: str = TRACKER):
    return client.options(
        path,
        headers={
            "Origin": origin,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type, accept-language",
        },
    )


@pytest.fixture()
def any_origin(monkeypatch):
    monkeypatch.delenv("REFEREE_CORS_ORIGINS", raising=False)
    return create_app({"TESTING": True}).test_client()


@pytest.fixture()
def narrowed(monkeypatch):
    monkeypatch.setenv("REFEREE_CORS_ORIGINS", f" {TRACKER}, https://club.example/ ,")
    return create_app({"TESTING": True}).test_client()


# --- the headers, with Flask's test client ---------------------------------------------------------


@pytest.mark.parametrize("path", ["/v1/games/ra/score", "/v1/batch", "/v1/games/osiris/replay"])
def test_a_preflight_from_any_origin_is_answered(any_origin, path):
    r = preflight(any_origin, path)
    assert r.status_code == 200
    assert r.headers["Access-Control-Allow-Origin"] == "*"
    assert {m.strip() for m in r.headers["Access-Control-Allow-Methods"].split(",")} == {"GET", "POST"}
    assert {h.strip() for h in r.headers["Access-Control-Allow-Headers"].split(",")} == {
        "content-type",
        "accept-language",
    }
    assert "Access-Control-Allow-Credentials" not in r.headers


@pytest.mark.parametrize(
    "method,path,body,status",
    [
        ("POST", "/v1/games/ra/score", BODY, 200),
        ("POST", "/v1/games/ra/score", {"epoch": 9}, 422),  # a problem is readable by the page too
        ("POST", "/v1/batch", {"items": []}, 200),
        ("GET", "/v1/games", None, 200),
        ("GET", "/v1/games/priests-of-ra", None, 200),
        ("GET", "/v1/games/chess", None, 404),
        ("GET", "/openapi.yaml", None, 200),
    ],
)
def test_every_api_answer_allows_any_origin_without_credentials(any_origin, method, path, body, status):
    r = any_origin.open(path, method=method, json=body, headers={"Origin": TRACKER})
    assert r.status_code == status
    assert r.headers["Access-Control-Allow-Origin"] == "*"
    assert "Access-Control-Allow-Credentials" not in r.headers


def test_a_page_of_another_origin_may_read_where_a_text_log_breaks_a_rule(any_origin):
    text = (ROOT / "examples" / "ra-replay-short-game.txt").read_text().replace("Bb12", "Bb9", 1)
    r = any_origin.post(
        "/v1/games/ra/replay",
        data=text.encode(),
        headers={"Origin": TRACKER, "Content-Type": "text/plain; charset=utf-8"},
    )
    assert r.status_code == 200 and r.json["legal"] is False
    assert r.headers["Violation-Line"] == "8"
    exposed = {h.strip().lower() for h in r.headers["Access-Control-Expose-Headers"].split(",")}
    assert exposed == {"violation-line", "violation-column", "x-request-id", "retry-after", "etag"}


@pytest.mark.parametrize("path", ["/", "/web/app.js", "/health"])
def test_the_phone_form_and_the_services_own_routes_stay_same_origin(any_origin, path):
    r = any_origin.get(path, headers={"Origin": TRACKER})
    assert r.status_code == 200
    assert not [h for h in r.headers.keys() if h.startswith("Access-Control-")]


def test_a_request_without_an_origin_gets_no_cors_headers(any_origin):
    r = any_origin.post("/v1/games/ra/score", json=BODY)
    assert not [h for h in r.headers.keys() if h.startswith("Access-Control-")]


def test_the_narrowed_origins_are_allowed_by_name(narrowed):
    for origin in (TRACKER, "https://club.example"):
        r = narrowed.post("/v1/games/ra/score", json=BODY, headers={"Origin": origin})
        assert r.headers["Access-Control-Allow-Origin"] == origin
        assert r.headers.getlist("Vary") == ["Accept-Language", "Origin"]  # the answer's language, and the origin
        assert preflight(narrowed, "/v1/batch", origin).headers["Access-Control-Allow-Origin"] == origin


@pytest.mark.parametrize(
    "origin", ["https://elsewhere.example", "https://tracker.example.evil", "null", "http://tracker.example"]
)
def test_with_narrowed_origins_another_origin_is_refused(narrowed, origin):
    r = narrowed.post("/v1/games/ra/score", json=BODY, headers={"Origin": origin})
    assert "Access-Control-Allow-Origin" not in r.headers
    r = preflight(narrowed, "/v1/games/ra/score", origin)
    assert not [h for h in r.headers.keys() if h.startswith("Access-Control-")]


def test_an_empty_setting_means_any_origin(monkeypatch):
    monkeypatch.setenv("REFEREE_CORS_ORIGINS", " , ")
    r = create_app({"TESTING": True}).test_client().post("/v1/games/ra/score", json=BODY, headers={"Origin": TRACKER})
    assert r.headers["Access-Control-Allow-Origin"] == "*"


# --- a real browser: a page of another origin calls a real gunicorn ---------------------------------

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A tracker</title></head><body>
<script>
// What a tracker's page does: POST a table's displays as JSON (which needs a preflight) and read the answer.
window.called = (async () => {
  const api = %(api)s, body = %(body)s, out = {};
  const headers = {"Content-Type": "application/json", "Accept-Language": "nl"};
  const post = (path, data) => fetch(api + path, {method: "POST", body: JSON.stringify(data), headers});
  let r = await post("/v1/games/ra/score", body);
  out.score = {status: r.status, language: r.headers.get("Content-Language"), body: await r.json()};
  r = await post("/v1/games/ra/score", {epoch: 9});
  out.problem = {status: r.status, type: r.headers.get("Content-Type"), body: await r.json()};
  r = await post("/v1/batch", {items: [{id: "table-1", game: "ra", operation: "score", body: body}]});
  out.batch = {status: r.status, body: await r.json()};
  return out;
})();
</script></body></html>"""


@pytest.fixture()
def tracker_page(live_server):
    """A page served from another loopback port (another origin) that calls the live server."""
    html = (PAGE % {"api": json.dumps(live_server), "body": json.dumps(BODY)}).encode()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - http.server's name
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(html)))
            self.end_headers()
            self.wfile.write(html)

        def log_message(self, *args):  # quiet
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def test_a_page_on_another_origin_scores_a_table_with_fetch(browser, live_server, tracker_page):
    assert urlsplit(tracker_page).port != urlsplit(live_server).port  # another origin
    expected = requests.post(live_server + "/v1/games/ra/score", json=BODY, headers={"Accept-Language": "nl"}).json()
    context = browser.new_context()
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(tracker_page)
        out = page.evaluate("window.called")
    finally:
        context.close()
    assert errors == []
    assert out["score"] == {"status": 200, "language": "nl", "body": expected}
    assert out["problem"]["status"] == 422 and out["problem"]["type"] == "application/problem+json"
    assert out["problem"]["body"]["errors"][0]["pointer"] == "/epoch"
    result = {"id": "table-1", "game": "ra", "operation": "score", "status": 200, "body": expected}
    assert out["batch"] == {"status": 200, "body": {"results": [result]}}
