"""The phone form on real devices: offline after a first visit, and on small screens, zoomed and in landscape.

Debian's chromium, headless, driven by Playwright against gunicorn (the browser, the page and the screenshots
are tests/conftest.py's, tests/web/conftest.py's and tests/web/test_score.py's): the page itself opens offline, and
fits small screens and zoom.

How each device is emulated:
- 320 x 568: the smallest phone still sold (iPhone SE 1st generation, small Androids), CSS pixels.
- 200 % zoom: a browser's page zoom divides the CSS viewport by the zoom factor (and doubles devicePixelRatio,
  which only sharpens the picture: the form has no resolution media query). A 390 x 844 phone at 200 % lays
  the page out exactly as a 195 x 422 viewport does, so that is the viewport used.
- 200 % text size: the phone's font-size setting, which raises the root font size the rem units follow; set
  here on <html> as an inline style (the page's CSP forbids a style sheet added by the test).
- landscape: a 390 x 844 phone turned, 844 x 390.

docs/small-320.png and docs/offline.png are copies of tests/screenshots/small-320.png and offline.png.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from device_steps import CONTROLLED, COVERED, LAYOUT_PROBLEMS, SMALL_TARGETS, STICKY
from score_steps import count, display, fames, page_top, score, set_up, shot, start, tile

from referee.api.web import ICONS, MODULES

ROOT = Path(__file__).resolve().parents[2]
FIVE = ["Anne", "Bert", "Carl", "Dora", "Evelien"]


def type_count(page, name: str, n: int) -> None:
    field = tile(page, name).locator("input")
    field.fill(str(n))
    field.press("Tab")


def five_players(open_page, viewport: dict):
    page = open_page(viewport=viewport)
    set_up(page, "ra", FIVE)
    start(page)
    type_count(page, "pharaoh", 12)
    assert count(page, "pharaoh") == 12
    return page


# --- small screens and zoom --------------------------------------------------------------------------


def test_at_320_px_five_player_tabs_fit_and_count_boxes_show_two_digits(open_page):
    page = five_players(open_page, {"width": 320, "height": 568})
    assert page.evaluate(LAYOUT_PROBLEMS) == []
    assert page.evaluate(SMALL_TARGETS) == []
    page.click("#tab-4")
    assert page.locator("#tab-4 .tab-sub").inner_text().startswith("10")
    type_count(page, "gold", 12)
    assert page.evaluate(LAYOUT_PROBLEMS) == []
    page.click("#tab-0")
    page_top(page)
    shot(page, "small-320-screen")
    # the same 320 px layout on a taller screen, from the tabs down to the first tiles (docs/small-320.png)
    page.set_viewport_size({"width": 320, "height": 980})
    page_top(page)
    shot(page, "small-320")


def test_the_osiris_card_fits_320_px(open_page):
    page = open_page(viewport={"width": 320, "height": 568})
    page.wait_for_selector("#setup")
    page.click("label[for=game-osiris]")
    page.click("label[for=count-2]")
    page.fill("#name-0", "Anne")
    page.fill("#name-1", "Bertolt")
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#who-wins")
    field = page.locator("#count-beige")
    field.fill("12")
    field.press("Tab")
    assert page.evaluate(LAYOUT_PROBLEMS) == []
    assert page.evaluate(SMALL_TARGETS) == []


def test_at_200_percent_zoom_every_stepper_button_can_be_tapped(open_page):
    page = five_players(open_page, {"width": 195, "height": 422})
    assert page.evaluate(LAYOUT_PROBLEMS) == []
    assert page.evaluate(SMALL_TARGETS) == []
    assert page.locator(".stepper button").evaluate_all(COVERED) == []
    tile(page, "gold").locator(".plus").click(trial=True, timeout=2000)  # nothing else takes the tap
    tile(page, "gold").locator(".plus").click()
    assert count(page, "gold") == 1
    page_top(page)
    shot(page, "zoom-200")


def test_at_200_percent_text_size_tab_lines_stay_apart(open_page):
    page = open_page()
    page.evaluate("document.documentElement.style.fontSize = '200%'")
    set_up(page, "ra", FIVE)
    start(page)
    type_count(page, "pharaoh", 12)
    assert page.evaluate("getComputedStyle(document.documentElement).fontSize") == "32px"
    assert page.evaluate(LAYOUT_PROBLEMS) == []
    assert page.locator(".stepper button").evaluate_all(COVERED) == []
    page_top(page)
    shot(page, "text-200")


def test_in_landscape_the_sticky_bars_leave_the_game_on_screen(open_page):
    page = open_page(viewport={"width": 844, "height": 390})
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    start(page)
    limit = 0.15 * 390
    tile(page, "gold").scroll_into_view_if_needed()
    bars = page.evaluate(STICKY)
    assert bars and sum(h for _, h in bars) <= limit, bars
    assert page.locator("#score").is_visible()
    page_top(page)
    shot(page, "landscape-entry")
    display(page, 0, [13, 8, 5, 2], {"pharaoh": 2, "gold": 1})
    display(page, 1, [12, 9, 6, 3], {"pharaoh": 1})
    display(page, 2, [11, 10, 7, 4], {})
    score(page, 1)
    page.locator(".player-result").last.scroll_into_view_if_needed()
    bars = page.evaluate(STICKY)
    assert sum(h for _, h in bars) <= limit, bars
    assert page.evaluate(LAYOUT_PROBLEMS) == []


# --- the page opens offline -------------------------------------------------------------------------


CACHED = """async () => {
  const urls = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
  }
  return urls;
}"""


def test_after_one_visit_the_form_opens_offline_with_the_kept_game_and_scores_once_back(open_page, live_server):
    page = open_page()
    assert page.evaluate(CONTROLLED), "no service worker took the page"
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    start(page)
    display(page, 0, [13, 8, 5, 2], {"pharaoh": 2, "gold": 1})
    display(page, 1, [12, 9, 6, 3], {"pharaoh": 1})
    display(page, 2, [11, 10, 7, 4], {})
    form = {"/", *(f"/web/{name}" for name in [*MODULES, *ICONS]), "/web/style.css", "/manifest.webmanifest"}
    assert {urlsplit(url).path for url in page.evaluate(CACHED)} == form

    # The Wi-Fi drops and the phone reloads the tab: the form and the game are there.
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector("#panel")
    assert page.locator("h2").first.inner_text() == "Epoch 1 of 3"
    assert page.locator("#tab-2").get_attribute("aria-selected") == "true"
    page.click("#tab-0")
    assert (count(page, "pharaoh"), count(page, "gold")) == (2, 1)
    assert page.evaluate("getComputedStyle(document.querySelector('.bar')).backgroundColor") == "rgb(29, 79, 122)"
    # ... but the API is never answered from a cache.
    assert page.evaluate("fetch('v1/games').then(() => 'answered', () => 'no connection')") == "no connection"
    assert all("/v1/" not in url for url in page.evaluate(CACHED))
    # Score says there is no connection (the form's own message, not the browser's error page).
    page.click("#score")
    page.wait_for_selector("#score:enabled")
    assert page.locator("h2").first.inner_text() == "Epoch 1 of 3"
    page_top(page)
    shot(page, "offline")  # docs/offline.png

    # Back online, the kept game scores. Pharaohs 2/1/0: Anne +5, Carl -2; no civilization -5 each.
    page.context.set_offline(False)
    score(page, 1)
    assert fames(page) == {"Anne": 13, "Bert": 5, "Carl": 3}


def test_the_manifest_names_the_form_and_the_browser_reads_it_without_errors(open_page, live_server):
    page = open_page()
    assert page.locator("link[rel=manifest]").get_attribute("href") == "manifest.webmanifest"
    cdp = page.context.new_cdp_session(page)
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["url"] == live_server + "/manifest.webmanifest"
    assert manifest["errors"] == []
    data = json.loads(manifest["data"])
    assert (data["start_url"], data["scope"], data["display"]) == ("./", "./", "standalone")


# --- the service worker and the manifest, as served ---------------------------------------------------


def _form(client) -> dict:
    script = client.get("/sw.js").get_data(as_text=True)
    return json.loads(re.search(r"^const FORM = (.*);$", script, re.MULTILINE).group(1))


def test_the_service_worker_is_served_from_the_root_with_the_form_files_and_their_hash(client):
    r = client.get("/sw.js")
    assert r.status_code == 200 and r.mimetype == "text/javascript"
    assert "default-src 'self'" in r.headers["Content-Security-Policy"]
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    assert "no-cache" in r.headers["Cache-Control"]
    assert client.get("/sw.js", headers={"If-None-Match": r.headers["ETag"]}).status_code == 304
    form = _form(client)
    assert re.fullmatch(r"[0-9a-f]{16}", form["version"])
    for file in form["files"]:
        assert client.get("/" + file.removeprefix("./")).status_code == 200, file
    assert {"web/osiris/card.js", "web/sakkara/card.js"} <= set(form["files"])
    assert not any(file.startswith("v1") for file in form["files"])


def test_a_changed_form_file_gives_a_new_cache_version(client, monkeypatch, tmp_path):
    from referee.api import web

    before = _form(client)["version"]
    copy = tmp_path / "web"
    shutil.copytree(web.WEB, copy)
    monkeypatch.setattr(web, "WEB", copy)
    assert _form(client)["version"] == before
    (copy / "style.css").write_text((copy / "style.css").read_text() + "\n/* a release */\n")
    assert _form(client)["version"] != before


def test_the_manifest_is_served_as_a_manifest_with_an_icon_of_the_form(client):
    r = client.get("/manifest.webmanifest")
    assert r.status_code == 200 and r.mimetype == "application/manifest+json"
    assert "default-src 'self'" in r.headers["Content-Security-Policy"]
    manifest = json.loads(r.data)
    assert manifest["short_name"] and manifest["theme_color"] == "#1d4f7a"
    for icon in manifest["icons"]:
        answer = client.get("/" + icon["src"])
        assert answer.status_code == 200 and answer.mimetype == icon["type"]


@pytest.mark.parametrize("name", ["sw.js", "manifest.webmanifest"])
def test_the_offline_files_name_no_other_host(name):
    text = (ROOT / "referee" / "web" / name).read_text()
    assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", text)
