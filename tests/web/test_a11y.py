"""axe-core on every screen of the phone form: 0 violations.

axe-core comes with the `axe-playwright-python` test dependency (its axe.min.js, nothing downloaded) and runs
inside Debian's chromium on the page as a player sees it, phone-sized, with every rule axe runs by default
(WCAG 2.0-2.2 A and AA, and its best practices). The browser, the page and the way through the form are
tests/web/test_score.py's and tests/web/test_osiris_card.py's.
"""

from __future__ import annotations

from a11y_steps import AXE, OPTIONS, assert_no_violations, open_every_display, ra_epoch_1
from score_steps import display, score, set_up, start


def test_every_ra_screen_from_the_setup_to_the_final_standings(open_page, scheme):
    page = open_page(color_scheme=scheme)
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    # the page follows the phone's choice: dark colours in dark mode
    background = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    assert background == {"light": "rgb(247, 241, 229)", "dark": "rgb(21, 18, 13)"}[scheme]
    assert_no_violations(page, "setup")
    start(page)
    assert_no_violations(page, "Ra epoch 1 entry")
    ra_epoch_1(page)
    page.click("#tab-0")
    assert_no_violations(page, "Ra epoch 1 entry, filled in")
    score(page, 1)
    assert_no_violations(page, "Ra epoch 1 result")
    page.click("#next-epoch")
    page.wait_for_selector("h2:text-is('Epoch 2 of 3')")
    assert_no_violations(page, "Ra epoch 2 entry (tiles kept)")
    open_every_display(page, 3)
    score(page, 2)
    page.click("#next-epoch")
    page.wait_for_selector("h2:text-is('Epoch 3 of 3')")
    open_every_display(page, 3)
    score(page, 3)
    assert page.locator("#winner").is_visible()
    assert_no_violations(page, "final standings")
    page.click("#new-game")
    assert page.locator("dialog#confirm").is_visible()
    assert_no_violations(page, "the new-game dialog")


def test_the_problems_screen(open_page, scheme):
    page = open_page(color_scheme=scheme)
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    start(page)
    # Sun 13 twice and 26 pharaohs of the 25 in the box: a 422 whose problems are marked at their fields.
    display(page, 0, [13, 8, 5, 2], {"pharaoh": 20})
    display(page, 1, [13, 9, 6, 3], {"pharaoh": 6})
    display(page, 2, [11, 10, 7, 4], {})
    page.click("#score")
    page.wait_for_selector(".error-summary")
    assert_no_violations(page, "problems (422)")
    page.click("#tab-1")
    assert page.locator("#panel .field-error").count() >= 2
    assert_no_violations(page, "problems (422) at another player's fields")


def test_priests_of_ra_entry_and_result(open_page, scheme):
    page = open_page(color_scheme=scheme)
    set_up(page, "priests-of-ra", ["Anne", "Bert"])
    start(page)
    assert_no_violations(page, "Priests of Ra entry")
    # 2 players: suns 1-9, 4 each, sun 1 in the middle.
    display(page, 0, [9, 6, 5, 2], {"farmer": 2, "warrior": 1, "merchant": 1, "scribe": 1, "priest": 1})
    display(page, 1, [8, 7, 4, 3], {"warrior": 3, "market": 2, "plague": 2, "priest": 3})
    assert_no_violations(page, "Priests of Ra entry, filled in")
    score(page, 1)
    assert_no_violations(page, "Priests of Ra result (ankhs)")


def test_the_osiris_card_and_its_result(open_page, scheme):
    page = open_page(color_scheme=scheme)
    page.wait_for_selector("#setup")
    page.click("label[for=game-osiris]")
    assert_no_violations(page, "setup, Osiris chosen")
    page.click("label[for=count-2]")
    page.fill("#name-0", "Anne")
    page.fill("#name-1", "Bert")
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#who-wins")
    assert_no_violations(page, "the Osiris card")
    page.select_option("#colours-0", "1")
    page.locator(".follower[data-colour='beige'] .plus").click()
    page.click("#who-wins")
    page.wait_for_selector("#god-missing")
    assert_no_violations(page, "the Osiris card, the deciding god not chosen")
    page.select_option("#god", "Isis")
    page.click("#who-wins")
    page.wait_for_selector("#winner")
    assert_no_violations(page, "the Osiris result")


def test_dutch_mode(open_page, scheme):
    page = open_page(locale="nl-NL", color_scheme=scheme)
    assert page.locator("html").get_attribute("lang") == "nl"
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    assert_no_violations(page, "setup (nl)")
    start(page)
    display(page, 0, [13, 8, 5, 2], {"pharaoh": 2})
    display(page, 1, [12, 9, 6, 3], {"pharaoh": 1})
    display(page, 2, [11, 10, 7, 13], {})
    page.click("#score")
    page.wait_for_selector(".error-summary")
    assert_no_violations(page, "problems (nl)")
    display(page, 2, [11, 10, 7, 4], {})
    assert_no_violations(page, "entry (nl)")
    page.click("#score")
    page.wait_for_selector("h2:text-is('Tijdperk 1: uitslag')")
    assert_no_violations(page, "result (nl)")


def test_axe_does_catch_a_missing_label_and_faint_text(open_page):
    # The check is not vacuous: it runs the contrast and target-size rules, and a name field whose label is
    # gone or a hint in faint grey is a violation.
    page = open_page()
    page.wait_for_selector("#setup")
    ran = AXE.run(page, options=OPTIONS).response
    assert {"color-contrast", "label", "target-size"} <= {r["id"] for r in ran["passes"] + ran["inapplicable"]}
    page.evaluate("""() => { document.querySelector('label[for=name-0]').remove();
                             document.querySelector('.hint').style.color = '#c8c8c8'; }""")
    found = {v["id"] for v in AXE.run(page, options=OPTIONS).response["violations"]}
    assert {"label", "color-contrast"} <= found
