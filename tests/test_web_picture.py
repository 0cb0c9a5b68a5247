"""The result as a picture (issue 33, item 9), in a real browser: a chart of each player's fame epoch by epoch on the
final screen of Ra and Priests of Ra, drawn from the referee's answers, with a text alternative; shared as a PNG
through the share sheet with the result's text, or downloaded where the phone cannot share a file; light and dark,
English and Dutch, as wide as a 320 px screen. docs/result-picture.png is a copy of
tests/screenshots/result-picture-dark.png.
"""
from __future__ import annotations

import base64

import pytest

from test_web import browser, display, open_page, set_up, shot, start  # noqa: F401  (fixtures)
from test_web_a11y import assert_no_violations

PNG = b"\x89PNG\r\n\x1a\n"
# Epoch 1: Anne 2 pharaohs (+5) and 1 gold (+3) and art (0); Bert 1 pharaoh, Carl none (-2); Bert and Carl no
# civilization (-5). Fame 10 -> Anne 18, Bert 5, Carl 3. Epochs 2 and 3: no tiles but the pharaohs that stay
# (R6): Anne +5, Carl -2, everyone -5 for no civilization; in epoch 3 the suns (R5): Anne 13+10+7+2 = 32 and Bert
# 32: +5 each, Carl 26: -5. Anne 18 -> 18 -> 23; Bert 5 -> 0 -> 0; Carl 3 -> 0 -> 0.
EPOCH_1 = {0: ([13, 8, 5, 2], {"pharaoh": 2, "gold": 1, "art": 1}), 1: ([12, 9, 6, 3], {"pharaoh": 1}),
           2: ([11, 10, 7, 4], {})}
SUNS_3 = {0: [13, 10, 7, 2], 1: [12, 11, 6, 3], 2: [9, 8, 5, 4]}
ALT = {"en-GB": "Ra: Fame after each epoch. Anne: 18, 18, 23; Bert: 5, 0, 0; Carl: 3, 0, 0.",
       "nl-NL": "Ra: Roem na elk tijdperk. Anne: 18, 18, 23; Bert: 5, 0, 0; Carl: 3, 0, 0."}

# The picture's pixel at (x, y), read from the image on screen.
PIXEL = """([x, y]) => { const img = document.querySelector('#result-picture img'); const c = document.createElement('canvas');
  c.width = img.naturalWidth; c.height = img.naturalHeight; const g = c.getContext('2d'); g.drawImage(img, 0, 0);
  return [...g.getImageData(x, y, 1, 1).data]; }"""


def final_screen(page) -> None:
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    start(page)
    for seat, (suns, tiles) in EPOCH_1.items():
        display(page, seat, suns, tiles)
    for epoch in (1, 2):
        if epoch == 2:
            for seat in range(3):
                page.click(f"#tab-{seat}")
        page.click("#score")
        page.wait_for_selector("#next-epoch")
        page.click("#next-epoch")
        page.wait_for_selector("#panel")
    for seat, suns in SUNS_3.items():
        display(page, seat, suns, {})
    page.click("#score")
    page.wait_for_selector("#result-picture img")


@pytest.mark.parametrize(("locale", "scheme"), [("en-GB", "light"), ("nl-NL", "dark")])
def test_the_final_screen_shows_the_fame_chart_and_shares_it_as_a_png_with_the_text(open_page, locale, scheme):
    page = open_page(locale=locale, viewport={"width": 320, "height": 640}, color_scheme=scheme)
    final_screen(page)
    img = page.locator("#result-picture img")
    assert img.get_attribute("alt") == ALT[locale]
    assert img.evaluate("i => i.complete && i.naturalWidth") == 720
    box = img.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 320
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    # the page's colours: a light card in light mode, a dark one in dark mode
    r, g, b, _ = page.evaluate(PIXEL, [3, 3])
    assert (r + g + b > 600) if scheme == "light" else (r + g + b < 150), (r, g, b)
    img.scroll_into_view_if_needed()
    shot(page, f"result-picture-{scheme}")
    assert_no_violations(page, f"the result's picture, {locale}, {scheme}")

    # A phone that shares files: the PNG and the result's text go to the share sheet together.
    page.evaluate("""() => { navigator.canShare = (d) => Boolean(d.files);
      navigator.share = async (d) => { const f = d.files[0]; const bytes = new Uint8Array(await f.arrayBuffer());
        window.shared = { name: f.name, type: f.type, head: [...bytes.slice(0, 8)], text: d.text, title: d.title }; }; }""")
    page.click("#share-picture")
    shared = page.wait_for_function("() => window.shared").json_value()
    assert (shared["name"], shared["type"], bytes(shared["head"])) == ("ra.png", "image/png", PNG)
    assert shared["text"].split("\n")[1].startswith("1. Anne: 23 ")
    assert shared["title"] == ALT[locale].split(".")[0]


def test_a_phone_that_cannot_share_files_downloads_the_picture(open_page):
    page = open_page()
    final_screen(page)
    page.evaluate("navigator.share = undefined; navigator.canShare = undefined")
    with page.expect_download() as download:
        page.click("#share-picture")
    assert download.value.suggested_filename == "ra.png"
    with open(download.value.path(), "rb") as f:
        assert f.read(8) == PNG
    # the picture on screen is the same PNG
    src = page.locator("#result-picture img").get_attribute("src")
    assert base64.b64decode(src.split(",", 1)[1])[:8] == PNG
