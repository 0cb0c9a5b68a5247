"""The result as a picture, in a real browser: a chart of each player's fame epoch by epoch on the
final screen of Ra and Priests of Ra, the two pyramids side by side at the end of Sakkara, the final board of Osiris,
each player's followers colour by colour on the Osiris card's answer, drawn from the referee's answers, with a text alternative; shared as a PNG
through the share sheet with the result's text, or downloaded where the phone cannot share a file; light and dark,
English and Dutch, as wide as a 320 px screen. docs/result-picture.png is a copy of
tests/screenshots/result-picture-dark.png.
"""

from __future__ import annotations

import base64

import pytest
from a11y_steps import assert_no_violations
from osiris_board_steps import STORE, load_moves
from osiris_board_steps import begin as osiris_begin
from osiris_card_steps import fill_card, who_wins
from osiris_card_steps import open_card as open_osiris_card
from osiris_card_steps import set_up as osiris_set_up
from osiris_games import random_game as osiris_game
from result_picture_steps import final_screen
from sakkara_board_steps import begin as sakkara_begin
from sakkara_board_steps import game as sakkara_game
from sakkara_card_steps import APEX, TIER1, TIER2, lay_out, open_card
from sakkara_card_steps import check as check_card
from sakkara_card_steps import set_up as sakkara_set_up
from score_steps import shot

PNG = b"\x89PNG\r\n\x1a\n"
ALT = {
    "en-GB": "Ra: Fame after each epoch. Anne: 18, 18, 23; Bert: 5, 0, 0; Carl: 3, 0, 0.",
    "nl-NL": "Ra: Roem na elk tijdperk. Anne: 18, 18, 23; Bert: 5, 0, 0; Carl: 3, 0, 0.",
}

# The picture's pixel at (x, y), read from the image on screen.
PIXEL = """([x, y]) => { const img = document.querySelector('#result-picture img'); const c = document.createElement('canvas');
  c.width = img.naturalWidth; c.height = img.naturalHeight; const g = c.getContext('2d'); g.drawImage(img, 0, 0);
  return [...g.getImageData(x, y, 1, 1).data]; }"""


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


def downloaded_picture(page) -> tuple[str, bytes]:
    """On a phone that cannot share files, the share button downloads the picture: its name and first 8 bytes."""
    page.evaluate("navigator.share = undefined; navigator.canShare = undefined")
    with page.expect_download() as download:
        page.click("#share-picture")
    with open(download.value.path(), "rb") as f:
        return download.value.suggested_filename, f.read(8)


def test_a_phone_that_cannot_share_files_downloads_the_picture(open_page):
    page = open_page()
    final_screen(page)
    assert downloaded_picture(page) == ("ra.png", PNG)
    # the picture on screen is the same PNG
    src = page.locator("#result-picture img").get_attribute("src")
    assert base64.b64decode(src.split(",", 1)[1])[:8] == PNG


# --- Sakkara: the two pyramids side by side; Osiris: the final board ------------------------------------------------

# How many pixels of each colour the picture has, in the columns [x0, x1) (exact colours: the fills, not their edges).
COLOURS = """([colours, x0, x1]) => { const img = document.querySelector('#result-picture img');
  const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
  const g = c.getContext('2d'); g.drawImage(img, 0, 0); const d = g.getImageData(x0, 0, x1 - x0, c.height).data;
  const n = Object.fromEntries(colours.map((k) => [k, 0]));
  for (let i = 0; i < d.length; i += 4) { const k = '#' + [d[i], d[i + 1], d[i + 2]].map((v) => v.toString(16).padStart(2, '0')).join('');
    if (k in n) n[k] += 1; }
  return n; }"""
BLUE, RED, GOLD = "#1d5fa8", "#b3261e", "#c99a06"  # the tiers as the picture draws them: tier 1, tier 2, the apex


def stub_share(page) -> None:
    """A phone that shares files: what goes to the share sheet is kept in window.shared."""
    page.evaluate("""() => { navigator.canShare = (d) => Boolean(d.files);
      navigator.share = async (d) => { const f = d.files[0]; const bytes = new Uint8Array(await f.arrayBuffer());
        window.shared = { name: f.name, type: f.type, head: [...bytes.slice(0, 8)], text: d.text, title: d.title }; }; }""")


def picture_checks(page, scheme: str, name: str) -> None:
    """On screen at 320 px without a sideways scroll, in the page's colours; axe finds nothing."""
    img = page.locator("#result-picture img")
    assert img.evaluate("i => i.complete && i.naturalWidth") == 720
    img.scroll_into_view_if_needed()
    box = img.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 320
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    r, g, b, _ = page.evaluate(PIXEL, [3, 3])
    assert (r + g + b > 600) if scheme == "light" else (r + g + b < 150), (r, g, b)
    shot(page, name)
    assert_no_violations(page, name)


# Seed 52: Bert completes his pyramid (ship, 3 grains, 9 + 4 tiles and the capstone); Anne has laid 1 grain.
SAKKARA_ALT = {
    "en-GB": "Sakkara: the pyramids. Bert has completed the pyramid and wins. Anne: no ship, 1 of 3 grains, 0 of 9 tiles in "
    "tier 1, 0 of 4 in tier 2, 0 of 1 on the apex; Bert: ship laid, 3 of 3 grains, 9 of 9 tiles in tier 1, 4 of 4 in "
    "tier 2, 1 of 1 on the apex.",
    "nl-NL": "Sakkara: de piramides. Bert heeft de piramide voltooid en wint. Anne: geen schip, 1 van 3 graan, 0 van 9 "
    "kaartjes in trap 1, 0 van 4 in trap 2, 0 van 1 op de spits; Bert: schip gelegd, 3 van 3 graan, 9 van 9 kaartjes "
    "in trap 1, 4 van 4 in trap 2, 1 van 1 op de spits.",
}


def sakkara_final(page, lang: str) -> dict:
    """The workers tapped, then the rest of the game kept on the phone as if tapped before a reload."""
    log = sakkara_game()
    sakkara_begin(page, log, lang)
    page.evaluate(
        """([key, turns]) => { dispatchEvent(new Event('pagehide')); const s = JSON.parse(localStorage.getItem(key));
        Object.assign(s.sakkara, { at: -1, answers: {} }); s.sakkara.log.turns = turns;
        localStorage.setItem(key, JSON.stringify(s)); }""",
        [STORE, log["turns"]],
    )
    page.reload()
    page.wait_for_selector("#result-picture img", timeout=60_000)  # a whole game's answer, on a busy machine
    return log


@pytest.mark.parametrize(("locale", "scheme"), [("en-GB", "light"), ("nl-NL", "dark")])
def test_a_finished_sakkara_game_shows_the_two_pyramids_and_shares_them(open_page, locale, scheme):
    page = open_page(locale=locale, viewport={"width": 320, "height": 640}, color_scheme=scheme)
    sakkara_final(page, locale[:2])
    img = page.locator("#result-picture img")
    # the referee's sentence of the winner (POST /outcome) comes after the position: the text waits for it
    page.wait_for_function(
        "(alt) => document.querySelector('#result-picture img').alt === alt", arg=SAKKARA_ALT[locale]
    )
    assert img.get_attribute("alt") == SAKKARA_ALT[locale]
    # two pyramids side by side: Anne's (left) has no tile laid, Bert's (right) every one of its 9 + 4 + 1
    left = page.evaluate(COLOURS, [[BLUE, RED, GOLD], 0, 360])
    right = page.evaluate(COLOURS, [[BLUE, RED, GOLD], 360, 720])
    assert left == {BLUE: 0, RED: 0, GOLD: 0}, left
    assert all(n > 1000 for n in right.values()), right
    # Bert's 9 tiles of tier 1 take more room than his 4 of tier 2, which take more than the apex
    assert right[BLUE] > right[RED] > right[GOLD]
    picture_checks(page, scheme, f"result-picture-sakkara-{scheme}")

    stub_share(page)
    page.click("#share-picture")
    shared = page.wait_for_function("() => window.shared").json_value()
    assert (shared["name"], shared["type"], bytes(shared["head"])) == ("sakkara.png", "image/png", PNG)
    assert shared["title"] == SAKKARA_ALT[locale].split(".")[0]
    assert shared["text"].split("\n")[:2] == [shared["title"], SAKKARA_ALT[locale].split(". ")[1] + "."]
    assert len(shared["text"].split("\n")) == 4  # the title, the winner, a line for each pyramid


def test_the_pyramids_checked_on_the_card_are_the_same_picture_in_dutch(open_page):
    page = open_page(locale="nl-NL", viewport={"width": 320, "height": 640})
    sakkara_set_up(page, ["Anne", "Bert"])
    open_card(page)
    lay_out(page, 0, 1, 3, tier1=TIER1, tier2=TIER2, apex=APEX)
    lay_out(page, 1, 1, 1, tier1=TIER1, tier2={"ankh": 1, "eye": 1})
    check_card(page)
    img = page.locator("#result-picture img")
    assert img.get_attribute("alt") == (
        "Sakkara: de piramides. Anne heeft de piramide voltooid en wint. Anne: schip gelegd, 3 van 3 graan, 9 van 9 kaartjes "
        "in trap 1, 4 van 4 in trap 2, 1 van 1 op de spits; Bert: schip gelegd, 1 van 3 graan, 9 van 9 kaartjes in trap 1, "
        "2 van 4 in trap 2, 0 van 1 op de spits."
    )
    # Anne's apex (left) is laid, Bert's (right) is not; both have their 9 tiles of tier 1
    left = page.evaluate(COLOURS, [[BLUE, RED, GOLD], 0, 360])
    right = page.evaluate(COLOURS, [[BLUE, RED, GOLD], 360, 720])
    assert left[GOLD] > 1000 and right[GOLD] == 0, (left, right)
    assert left[BLUE] == right[BLUE] and left[RED] > right[RED] > 0, (left, right)
    picture_checks(page, "light", "result-picture-sakkara-card")
    # a layout no legal game reaches has no picture: the answer says what to fix (a second grain before tier 1, S3)
    page.click("#change-card")
    page.wait_for_selector("#check")
    lay_out(page, 1, 1, 2, tier1={"stair": 1}, tier2={})
    check_card(page)
    assert page.locator("#winner .crown").inner_text() == "⚠"
    assert page.locator("#result-picture").count() == 0


# Seed 1, 3 players: yellow is out of play (O1); the game ends blocked, Carl wins with the one follower of Horus.
OSIRIS_ALT = {
    "en-GB": (
        "Osiris: the final board. Carl wins.",
        (
            "Pharaoh: Sinhaue, as nobody reached the apex. Deciding god: Horus. "
            "1. Carl: 1 follower; 2. Bert: 0 followers; 3. Anne: 0 followers."
        ),
    ),
    "nl-NL": (
        "Osiris: het eindbord. Carl wint.",
        (
            "Farao: Sinhaue, want niemand bereikte de spits. Beslissende god: Horus. "
            "1. Carl: 1 volgeling; 2. Bert: 0 volgelingen; 3. Anne: 0 volgelingen."
        ),
    ),
}
CITY = {"beige": "#ead9b0", "red-brown": "#9b3d2b", "brown": "#5c3b1c", "yellow": "#f0c419", "out": "#bdbdbd"}


def osiris_final(page) -> dict:
    log = osiris_game(1, 3)
    osiris_begin(page, log)
    load_moves(page, log["moves"])
    page.wait_for_selector("#result-picture img", timeout=60_000)  # a whole game's answer, on a busy machine
    return log


@pytest.mark.parametrize(("locale", "scheme"), [("en-GB", "light"), ("nl-NL", "dark")])
def test_a_finished_osiris_game_shows_the_final_board_and_shares_it(open_page, locale, scheme):
    page = open_page(locale=locale, viewport={"width": 320, "height": 640}, color_scheme=scheme)
    osiris_final(page)
    alt = page.locator("#result-picture img").get_attribute("alt")
    start, end = OSIRIS_ALT[locale]
    assert alt.startswith(f"{start} ") and alt.endswith(f" {end}"), alt
    # the winner's sentence as the referee wrote it (its standings' detail) between them
    detail = page.locator("#winner .tie-break").inner_text()
    assert alt == f"{start} {detail.rstrip('.')}. {end}"
    # the board: the three colours in play (their cities and priests), yellow's cities drawn out of play
    seen = page.evaluate(COLOURS, [list(CITY.values()), 0, 720])
    assert all(seen[CITY[c]] > 500 for c in ("beige", "red-brown", "brown", "out")), seen
    assert seen[CITY["yellow"]] == 0, seen
    # the board is square under the title, the standings under it: taller than wide
    assert page.locator("#result-picture img").evaluate("i => i.naturalHeight") > 720
    picture_checks(page, scheme, f"result-picture-osiris-{scheme}")
    shares_osiris_png(page, start, end, facts=2)


def shares_osiris_png(page, start: str, end: str, facts: int) -> None:
    """Shared as osiris.png with the result's text: the title, the winner, ..., a line a standing (the alt text's
    `start`, then its `end` after as many sentences as `facts`)."""
    stub_share(page)
    page.click("#share-picture")
    shared = page.wait_for_function("() => window.shared").json_value()
    assert (shared["name"], shared["type"], bytes(shared["head"])) == ("osiris.png", "image/png", PNG)
    assert shared["title"] == start.split(".")[0]
    lines = shared["text"].split("\n")
    assert lines[:2] == [shared["title"], start.split(". ")[1]]
    ranks = end.split(". ", facts)[facts].rstrip(".").split("; ")
    assert lines[-len(ranks) :] == ranks


def test_a_phone_that_cannot_share_files_downloads_the_osiris_board(open_page):
    page = open_page()
    osiris_final(page)
    assert downloaded_picture(page) == ("osiris.png", PNG)


# --- the Osiris card: each player's followers colour by colour, from the referee's /outcome ----------------------------

# Bert's priest reached the apex: he is the pharaoh, and Horus decides. Anne (beige) and Carl (yellow) have 2 followers
# each, Bert (red-brown) 1, Dora (brown) none. Bert ended the game; counter-clockwise before red-brown comes beige, so
# Anne's last turn is more recent than Carl's: Anne wins (O2).
CARD_ALT = {
    "en-GB": (
        "Osiris: the followers. Anne wins.",
        (
            "Bert's priest reached the apex. Pharaoh: Bert. Deciding god: Horus. "
            "1. Anne: 2 followers (beige 2); 2. Carl: 2 followers (yellow 2); 3. Bert: 1 follower (red-brown 1); "
            "4. Dora: 0 followers (brown 0)."
        ),
    ),
    "nl-NL": (
        "Osiris: de volgelingen. Anne wint.",
        (
            "De priester van Bert bereikte de spits. Farao: Bert. Beslissende god: "
            "Horus. 1. Anne: 2 volgelingen (beige 2); 2. Carl: 2 volgelingen (geel 2); 3. Bert: 1 volgeling (roodbruin 1); "
            "4. Dora: 0 volgelingen (bruin 0)."
        ),
    ),
}


@pytest.mark.parametrize(("locale", "scheme"), [("en-GB", "light"), ("nl-NL", "dark")])
def test_the_osiris_card_shows_each_players_followers_by_colour_and_shares_them(open_page, locale, scheme):
    page = open_page(locale=locale, viewport={"width": 320, "height": 640}, color_scheme=scheme)
    osiris_set_up(page, ["Anne", "Bert", "Carl", "Dora"])
    open_osiris_card(page)
    fill_card(page, "apex", 1, "Horus", {"beige": 2, "red-brown": 1, "yellow": 2})
    assert page.locator("#result-picture").count() == 0
    who_wins(page)
    img = page.locator("#result-picture img")
    start, end = CARD_ALT[locale]
    # the winner's sentence as the referee wrote it (its standings' detail) between the winner and the end
    detail = page.locator("#winner .tie-break").inner_text()
    assert img.get_attribute("alt") == f"{start} {detail.rstrip('.')}. {end}"
    # a cell a follower in its colour: Anne's 2 beige and Carl's 2 yellow, Bert's 1 red-brown, no brown
    seen = page.evaluate(COLOURS, [list(CITY.values()), 0, 720])
    assert seen[CITY["brown"]] == 0, seen
    assert seen[CITY["beige"]] > seen[CITY["red-brown"]] > 1000 and seen[CITY["yellow"]] > seen[CITY["red-brown"]], seen
    picture_checks(page, scheme, f"result-picture-osiris-card-{scheme}")
    shares_osiris_png(page, start, end, facts=3)
    # a phone that cannot share files downloads it
    assert downloaded_picture(page) == ("osiris.png", PNG)
