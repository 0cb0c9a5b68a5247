"""The phone form's side of the app, without a browser: its routes, and the data it builds itself from."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.api.web import MODULES

WEB = Path(__file__).resolve().parent.parent / "referee" / "web"


@pytest.mark.parametrize("path,ctype", [("/", "text/html"), *((f"/web/{name}", "text/javascript") for name in MODULES),
                                        ("/web/style.css", "text/css")])
def test_the_page_and_its_files_are_served_with_a_same_origin_policy(client, path, ctype):
    r = client.get(path)
    assert r.status_code == 200 and r.mimetype == ctype
    assert "default-src 'self'" in r.headers["Content-Security-Policy"]
    assert r.headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize("path", ["/web/index.html", "/web/nope.js", "/web/..%2Fapi%2Fweb.py", "/web/"])
def test_nothing_else_is_served_from_the_web_folder(client, path):
    r = client.get(path)
    assert r.status_code == 404 and r.content_type == "application/problem+json"


@pytest.mark.parametrize("name", ["index.html", *MODULES, "style.css"])
def test_the_form_names_no_other_host(name):
    # no CDN, web font or script from elsewhere: every URL in the files is relative to the app
    assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", (WEB / name).read_text())


def test_the_form_has_every_label_in_english_and_dutch():
    text = (WEB / "i18n.js").read_text()
    en, nl = text.split("\n  nl: {")
    keys = [set(re.findall(r"^    (\w+):", part, re.MULTILINE)) for part in (en, nl)]
    assert keys[0] == keys[1] and len(keys[0]) > 40


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


@pytest.mark.parametrize("priests,plagues,returned", [(3, 2, {"plague": 1}), (4, 1, {"plague": 1}),
                                                      (2, 2, {}), (3, 0, {})])
def test_priests_answer_names_the_returned_plague(client, priests, plagues, returned):
    # P5: 3 or more priests return one plague; the next epoch's display keeps the others.
    body = {"epoch": 1, "players": [
        {"name": "Anne", "suns": {"face_down": [9, 6, 5, 2]}, "tiles": {"priest": priests, "plague": plagues}},
        {"name": "Bert", "suns": {"face_down": [8, 7, 4, 3]}}]}
    r = client.post("/v1/games/priests-of-ra/score", json=body)
    assert r.status_code == 200
    assert [p["returned"] for p in r.json["players"]] == [returned, {}]


def test_no_return_when_asked_to_keep_the_plague(client):
    body = {"epoch": 1, "return_plague": False, "players": [
        {"name": "Anne", "suns": {"face_down": [9, 6, 5, 2]}, "tiles": {"priest": 3, "plague": 2}},
        {"name": "Bert", "suns": {"face_down": [8, 7, 4, 3]}}]}
    assert client.post("/v1/games/priests-of-ra/score", json=body).json["players"][0]["returned"] == {}
