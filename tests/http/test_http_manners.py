"""What HTTP clients and caches rely on: the language of every answer said and varied on, the rules documents
cacheable and revalidated by their ETag, and the headers a browser tracker needs exposed by CORS."""

from __future__ import annotations

import pytest

from referee import create_app

SCORE = "/v1/games/ra/score"


@pytest.mark.parametrize(
    "method,url,body,status",
    [
        ("POST", SCORE, {"epoch": 9}, 422),
        ("POST", SCORE, None, 415),
        ("GET", "/nowhere", None, 404),
        ("GET", SCORE, None, 405),
        ("POST", "/v1/games/ra/replay", {"players": []}, 422),
    ],
)
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_problems_say_their_language_and_vary_by_it(client, method, url, body, status, lang):
    r = client.open(url, method=method, json=body, headers={"Accept-Language": lang})
    assert r.status_code == status and r.content_type == "application/problem+json"
    assert r.headers["Content-Language"] == lang
    assert "Accept-Language" in r.headers["Vary"]


def test_answers_vary_by_accept_language(client):
    r = client.post(SCORE, json={"epoch": 9}, headers={"Accept-Language": "nl-BE, en;q=0.5"})
    assert r.headers["Content-Language"] == "nl" and r.headers["Vary"] == "Accept-Language"


@pytest.mark.parametrize(
    "url", ["/v1/games", "/v1/games/ra", "/v1/games/priests-of-ra", "/v1/games/osiris", "/v1/games/sakkara"]
)
def test_rules_documents_are_cacheable_and_revalidated_by_their_etag(client, url):
    first = client.get(url)
    assert first.status_code == 200 and first.headers["Cache-Control"] == "public, max-age=3600"
    tag = first.headers["ETag"]
    assert tag.startswith('"') and tag.endswith('"') and len(tag) > 10
    again = client.get(url, headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == tag
    weak = client.get(url, headers={"If-None-Match": f'"other", W/{tag}'})
    assert weak.status_code == 304
    other = client.get(url, headers={"If-None-Match": '"something-else"'})
    assert other.status_code == 200 and other.data == first.data


def test_each_rules_document_has_its_own_etag(client):
    tags = {client.get(url).headers["ETag"] for url in ("/v1/games", "/v1/games/ra", "/v1/games/osiris")}
    assert len(tags) == 3


def test_a_browser_tracker_may_read_retry_after_and_the_etag():
    client = create_app({"TESTING": True}).test_client()
    r = client.post(SCORE, json={"epoch": 9}, headers={"Origin": "https://tracker.example"})
    exposed = {h.strip().lower() for h in r.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"retry-after", "etag", "x-request-id", "violation-line", "violation-column"} <= exposed


# --- OPTIONS: one empty answer, no content type -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/v1/games/ra/score",
        "/v1/games",
        "/v1/games/sakkara",
        "/health",
        "/v1/batch",
        "/v1/tournaments/standings",
        "/v1/games/osiris/notation",
    ],
)
def test_options_is_the_cores_empty_answer_without_a_content_type(client, path):
    from referee.service import answer_parts

    status, headers, body = answer_parts("OPTIONS", path, {}, b"")
    r = client.options(path)
    assert (r.status_code, r.data) == (status, body) == (200, b"")
    assert "Content-Type" not in r.headers and "Content-Type" not in dict(headers)
    assert r.headers["Allow"] == dict(headers)["Allow"]  # the same methods in the same order


@pytest.mark.parametrize("path", ["/", "/openapi.yaml"])
def test_options_on_a_page_has_no_content_type_either(client, path):
    r = client.options(path)
    assert r.status_code == 200 and r.data == b"" and "Content-Type" not in r.headers
