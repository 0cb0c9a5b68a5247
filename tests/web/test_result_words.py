"""What a table reads after a game and on the tabs, in a real browser."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from score_steps import display, score, set_up, start

# Suns 2-13 dealt to three players (the middle sun is 1): Anne and Bert hold 32 each and share the most
# suns, Carl holds 26; no tiles. Every epoch takes 5 from everyone for no civilization, so Anne and Bert
# end level on fame and the highest sun (Anne's 13) puts Anne first.
SUNS = {0: [13, 10, 7, 2], 1: [12, 11, 6, 3], 2: [9, 8, 5, 4]}


def three_epochs_with_a_tie_for_first(page) -> None:
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    start(page)
    for epoch in (1, 2):
        for seat in range(3):
            page.click(f"#tab-{seat}")
        score(page, epoch)
        page.click("#next-epoch")
        page.wait_for_selector("#panel")
    for seat, suns in SUNS.items():
        display(page, seat, suns, {})
    score(page, 3)


def test_the_shared_text_and_the_finished_games_give_the_tie_break(open_page):
    page = open_page()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=page.url.split("/?")[0].rstrip("/"))
    three_epochs_with_a_tie_for_first(page)
    tie = page.locator("#winner .tie-break").inner_text()
    assert tie.startswith("Tie-break: ") and "13" in tie
    page.evaluate("navigator.share = undefined")
    page.click("#share")
    page.wait_for_selector("#share-note")
    text = page.evaluate("navigator.clipboard.readText()").split("\n")
    assert text[4:6] == [page.locator("#winner .winner-line").inner_text(), tie]
    page.click("#new-game")
    page.click("dialog [value=yes]")
    page.wait_for_selector("#history")
    assert page.locator("#history li .history-tie").first.inner_text() == tie


def test_at_320_px_five_tabs_tell_annelies_and_anneke_apart(open_page):
    page = open_page(viewport={"width": 320, "height": 640})
    names = ["Annelies", "Anneke", "Bertolomeus", "Carl", "Dirk"]
    set_up(page, "ra", names)
    start(page)
    shown = page.locator(".tab-name").evaluate_all(
        "els => els.map(e => getComputedStyle(e.querySelector('.short')).display !== 'none'"
        " ? e.querySelector('.short').textContent : e.querySelector('.full').textContent)"
    )
    cut = page.locator(".tab-name").evaluate_all("els => els.map(e => e.scrollWidth > e.clientWidth + 1)")
    assert not any(cut), shown  # nothing cut by an ellipsis
    assert len(set(shown)) == 5 and shown[0] != shown[1], shown
    assert shown[0].startswith("Annel") and shown[1].startswith("Annek")
    # a screen reader hears the whole name, the fame and whether the display was opened
    assert page.locator("#tab-1 .full").text_content() == "Anneke"
    assert page.locator("#tab-1 .sr-only").text_content() == ", 10 fame points, not opened yet"


def test_at_320_px_the_sun_chips_tell_annemarie_and_annemieke_apart(open_page):
    page = open_page(viewport={"width": 320, "height": 640})
    names = ["Annemarie", "Annemieke", "Bertolomeus", "Carl", "Dirk"]
    set_up(page, "ra", names)
    start(page)
    # 5 players (R2): Annemarie's stack 16, 7, 2 and Annemieke's 15, 8, 3; their suns seen from Carl's display
    display(page, 0, [16, 7, 2], {})
    display(page, 1, [15, 8, 3], {})
    display(page, 3, [12, 11, 6], {})
    shown = page.locator(".sun-owner").evaluate_all(
        "els => els.map(e => [e.closest('.sun').dataset.sun, getComputedStyle(e.querySelector('.short')).display !== 'none'"
        " ? e.querySelector('.short').textContent : e.querySelector('.full').textContent])"
    )
    owners = dict(shown)
    cut = page.locator(".sun-owner").evaluate_all("els => els.map(e => e.scrollWidth > e.clientWidth + 1)")
    assert not any(cut), shown  # nothing cut by an ellipsis
    # the whole name does not fit the chip (it was "Annem…" for both), its distinct start does
    assert page.locator(".sun[data-sun='16'] .sun-owner.cut").count() == 1
    assert owners["16"] == owners["7"] == owners["2"] and owners["15"] == owners["8"] == owners["3"]
    assert owners["16"] == "Annema…" and owners["15"] == "Annemi…", owners
    # a screen reader hears the whole name
    assert page.locator(".sun[data-sun='16']").get_attribute("aria-label").endswith("Annemarie")


def test_small_things_a_table_sees(open_page):
    from score_steps import display as show

    # "3 of 3 picked" is green only while no sun of them is held twice
    page = open_page()
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    start(page)
    show(page, 0, [13, 8, 5, 2], {"pharaoh": 1})
    show(page, 1, [13, 9, 6, 3], {})
    count = page.locator("#panel .suns legend .count")
    assert count.inner_text() == "4 of 4 picked" and "ok" not in count.get_attribute("class")
    show(page, 1, [12, 9, 6, 3], {})
    assert "ok" in count.get_attribute("class")
    show(page, 0, [13, 8, 5, 2], {})
    show(page, 2, [11, 10, 7, 4], {"nile": 9, "flood": 1})  # Nile and flood: +10
    score(page, 1)
    # the points are one column: "+10" as wide as "-5" (it stuck out of it)
    widths = page.locator("#this-epoch .breakdown .pts").evaluate_all(
        "els => els.map(e => [e.textContent, Math.round(e.getBoundingClientRect().right), Math.round(e.getBoundingClientRect().width)])"
    )
    assert "+10" in [w[0] for w in widths]
    assert len({w[2] for w in widths}) == 1 and len({w[1] for w in widths}) == 1, widths
    page.click("#next-epoch")
    page.wait_for_selector("#panel")
    # a tile kept from the epoch before: the arrow is a picture, a screen reader hears "kept"
    kept = page.locator("#panel .tile[data-field$='-tile-pharaoh'] .kept")
    page.click("#tab-0")
    assert kept.locator("[aria-hidden=true]").inner_text().strip() == "↻"
    expect(page.locator("#count-pharaoh")).to_have_accessible_name("Pharaoh kept")  # was "Pharaoh ↻ kept"
    # the Dutch title is whole at 390 px with New game in the header
    page = open_page(locale="nl-NL", viewport={"width": 390, "height": 844})
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    start(page)
    assert page.evaluate("(e => e.scrollWidth <= e.clientWidth)(document.getElementById('title'))"), page.evaluate(
        "document.getElementById('title').getBoundingClientRect().width"
    )


def test_dates_are_written_as_the_phone_writes_them(open_page):
    page = open_page(locale="en-GB")
    page.wait_for_selector("#setup")
    assert page.evaluate("import('./web/kit/ui.js').then((m) => m.dateOf('2026-11-26T10:00:00Z'))") == "26 Nov 2026"
    page = open_page(locale="en-US")
    page.wait_for_selector("#setup")
    assert page.evaluate("import('./web/kit/ui.js').then((m) => m.dateOf('2026-11-26T10:00:00Z'))") == "Nov 26, 2026"


def test_the_fame_table_fits_390_px_in_dutch_and_320_px_in_english(open_page):
    for locale, width in (("nl-NL", 390), ("en-GB", 320)):
        page = open_page(locale=locale, viewport={"width": width, "height": 800})
        if locale == "nl-NL":
            page.wait_for_selector("#setup")
            page.click("label[for=game-ra]")
            page.click("label[for=count-3]")
            for k, name in enumerate(["Annelies", "Bertolomeus", "Carl"]):
                page.fill(f"#name-{k}", name)
            page.click("#setup button[type=submit]")
            page.wait_for_selector("#panel")
            for _epoch, title in ((1, "Tijdperk 1: uitslag"), (2, "Tijdperk 2: uitslag")):
                for seat in range(3):
                    page.click(f"#tab-{seat}")
                page.click("#score")
                page.wait_for_selector(f"h2:text-is('{title}')")
                page.click("#next-epoch")
                page.wait_for_selector("#panel")
            for seat, suns in SUNS.items():
                display(page, seat, suns, {})
            page.click("#score")
            page.wait_for_selector("h2:text-is('Eindstand')")
        else:
            three_epochs_with_a_tie_for_first(page)
        wrap = page.locator(".table-wrap")
        assert wrap.evaluate("e => e.scrollWidth <= e.clientWidth"), (locale, width)


# --- every adjacent pair's tie-break, not just first place's --------------------------------------------

# Epochs 1 and 2 take everyone to 0 (no civilization: -5 each). Epoch 3: Anne alone holds the most suns (32: +5),
# Bert and Carl the fewest (29 each: -5); Anne 2 pharaohs (the most: +5), 1 gold (+3) and one art tile (one
# civilization type: 0); Bert and Carl 1 pharaoh each (the fewest: -2), 2 gold (+6) and three civilization types
# (+5). Anne 0 + 5 + 3 + 5 = 13; Bert and Carl 0 - 2 + 6 + 5 - 5 = 4, level: Bert's highest sun (12) beats Carl's
# (11), so Bert is second (R4, R5, R7, C3).
THREE_TYPES = {"pharaoh": 1, "gold": 2, "art": 1, "writing": 1, "religion": 1}
TIED_BELOW = {
    0: ([13, 10, 7, 2], {"pharaoh": 2, "gold": 1, "art": 1}),
    1: ([12, 8, 6, 3], THREE_TYPES),
    2: ([11, 9, 5, 4], THREE_TYPES),
}
WORDS = {
    "en-GB": [
        "1. Anne: 13 fame",
        "2. Bert: 4 fame",
        "3. Carl: 4 fame",
        "Anne wins with 13 fame",
        "Tie-break for Carl: 4 fame, tied with Bert, whose highest sun (12) beats 11",
    ],
    "nl-NL": [
        "1. Anne: 13 roempunten",
        "2. Bert: 4 roempunten",
        "3. Carl: 4 roempunten",
        "Anne wint met 13 roempunten",
        "Bij gelijke stand voor Carl: 4 roempunten, gelijk met Bert, die de hogere zon heeft (12 tegen 11)",
    ],
}


@pytest.mark.parametrize("locale", WORDS)
def test_the_shared_text_and_the_finished_games_give_a_tie_break_below_first_place(open_page, locale):
    page = open_page(locale=locale)
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    start(page)
    for _epoch in (1, 2):
        for seat in range(3):
            page.click(f"#tab-{seat}")
        page.click("#score")
        page.wait_for_selector("#next-epoch")
        page.click("#next-epoch")
        page.wait_for_selector("#panel")
    for seat, (suns, tiles) in TIED_BELOW.items():
        display(page, seat, suns, tiles)
    page.click("#score")
    page.wait_for_selector("#share")
    page.evaluate("navigator.share = (data) => { window.shared = data; return Promise.resolve(); }")
    page.click("#share")
    text = page.wait_for_function("() => window.shared && window.shared.text").json_value().split("\n")
    assert text[1:6] == WORDS[locale], text
    page.click("#new-game")
    page.click("dialog [value=yes]")
    page.wait_for_selector("#history")
    assert page.locator("#history li").first.locator(".history-tie").all_inner_texts() == WORDS[locale][4:]
