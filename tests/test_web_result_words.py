"""What a table reads after a game and on the tabs (issue 24, items 8, 9 and 11), in a real browser."""
from __future__ import annotations

from test_web import browser, display, open_page, score, set_up, start  # noqa: F401  (fixtures)

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
        " ? e.querySelector('.short').textContent : e.querySelector('.full').textContent)")
    cut = page.locator(".tab-name").evaluate_all("els => els.map(e => e.scrollWidth > e.clientWidth + 1)")
    assert not any(cut), shown  # nothing cut by an ellipsis
    assert len(set(shown)) == 5 and shown[0] != shown[1], shown
    assert shown[0].startswith("Annel") and shown[1].startswith("Annek")
    # a screen reader hears the whole name, the fame and whether the display was opened
    assert page.locator("#tab-1 .full").text_content() == "Anneke"
    assert page.locator("#tab-1 .sr-only").text_content() == ", 10 fame points, not opened yet"
