"""The phone form's Sakkara pyramid check in a real browser: Debian's chromium, headless, driven by Playwright,
against gunicorn.

Each player's laid-out tiles go on one card (ship, grains, tier 1, tier 2, apex, tapped in with a stepper per
kind of the catalogue) and POST /v1/games/sakkara/outcome answers per tier complete or what it lacks, what
blocks it, whether the layout is possible and the winner. Every expected verdict below is worked by hand
from S1 (a pyramid is a ship, three grains, tier 1 of nine tiles, tier 2 of four, the apex; the first
complete pyramid wins) and S3 (a tier is built on a finished one, grain n+1 is laid after tier n, a tier
cannot grow without its ship and grain), with the default catalogue of GET /v1/games/sakkara (tier 1: 2
stairs, 4 hewn stones, lotus, papyrus, scarab; tier 2: ankh, eye, falcon, djed; the apex: the gold
capstone), never copied from the API's answers. The browser, the page and the screenshots are
the shared ones (conftest.py, tests/web/test_score.py); docs/sakkara-card.png and sakkara-card-dark.png are copies of tests/screenshots/sakkara-1-card.png
and sakkara-7-card-dark.png.
"""

from __future__ import annotations

import re

from a11y_steps import assert_no_violations as axe_on_screen
from device_steps import COVERED, LAYOUT_PROBLEMS, SMALL_TARGETS
from osiris_card_steps import COUNT_TAPS
from sakkara_card_steps import APEX, TIER1, TIER2, check, count, lay_out, open_card, row, set_up, tap_to, tier, verdict
from score_steps import shot


def assert_no_violations(page, screen: str) -> None:
    """axe on the whole card, with the screen as tall as the page: a stepper that scrolls under the sticky
    Check bar is half hidden only at that scroll position (axe's target-size counts it), not on the card."""
    size = page.viewport_size
    page.set_viewport_size({"width": size["width"], "height": page.evaluate("document.documentElement.scrollHeight")})
    try:
        axe_on_screen(page, screen)
    finally:
        page.set_viewport_size(size)


# --- driving the card ---------------------------------------------------------------------------


def pyramid(page, name: str) -> str:
    return page.locator(f".sk-result[data-player='{name}'] .sk-pyramid").inner_text()


def laid(page, name: str, tier_: str) -> str:
    """How many tiles lie on one line of the answer, as it says it."""
    return row(page, name, tier_).locator(".sk-laid").inner_text()


def problems(page, name: str) -> list[str]:
    """The problems of a player's layout, as the answer's box at the top lists them under 'To fix'."""
    return page.locator(f"#winner .sk-fix-player[data-player='{name}'] .sk-problems li").all_inner_texts()


# --- a winner, in English and Dutch ---------------------------------------------------------------


def test_a_complete_pyramid_wins_and_the_other_says_what_it_lacks(open_page):
    page = open_page()
    set_up(page, ["Anne", "Bert"])
    assert page.locator("#setup button[type=submit]").inner_text() == "Lay out the pyramids"
    open_card(page)
    # the catalogue's tiles, by the API's names, each bounded by what its tier holds
    assert page.locator("[data-tier='tier1'] .tile-name").all_inner_texts()[:5] == [
        "Stair",
        "Hewn stone",
        "Lotus",
        "Papyrus",
        "Scarab",
    ]
    assert page.locator("[data-field='p0-apex-capstone'] .tile-name").inner_text() == "Gold capstone"
    assert page.locator("#sk-0-tier1-hewn_stone").get_attribute("aria-label") == "Anne: hewn stone"
    tap_to(page, 0, "tier1-stair", 2)
    plus = page.locator("[data-field='p0-tier1-stair'] .plus")
    assert plus.get_attribute("aria-disabled") == "true"
    plus.click(force=True)  # a third stair does not fit tier 1
    assert count(page, 0, "tier1-stair") == 2
    # Anne: ship, 3 grains, all three tiers. Bert: ship, 1 grain, tier 1, and ankh and eye of tier 2.
    lay_out(page, 0, 1, 3, tier1=TIER1, tier2=TIER2, apex=APEX)
    lay_out(page, 1, 1, 1, tier1=TIER1, tier2={"ankh": 1, "eye": 1})
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "sakkara-1-card")  # docs/sakkara-card.png is a copy
    check(page)
    # S1: Anne's pyramid is complete, so Anne wins. S3: Bert's tier 2 has tiles but only one grain: it can
    # grow only once the second grain lies; the apex waits for its tier and the third grain.
    assert verdict(page) == "Anne has completed the pyramid and wins."
    assert pyramid(page, "Anne") == "The pyramid of Anne is complete."
    assert [tier(page, "Anne", t)[0] for t in ("tier1", "tier2", "apex")] == ["complete"] * 3
    assert pyramid(page, "Bert") == "The pyramid of Bert still lacks 5 tiles."  # falcon, djed, capstone, 2 grains
    assert tier(page, "Bert", "tier1") == ("complete", "Tier 1 is complete.")
    assert tier(page, "Bert", "tier2") == (
        "blocked",
        "Tier 2 still lacks 1 × falcon, 1 × djed; it can grow only after laying out a second grain.\nWaits for: grain",
    )
    assert tier(page, "Bert", "apex") == ("lacks", "The apex still lacks 1 × gold capstone.")
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "sakkara-2-winner")

    # A reload keeps the answer; Change goes back to the card as it was.
    page.reload()
    page.wait_for_selector("#verdict")
    page.click("#change-card")
    page.wait_for_selector("#check")
    assert count(page, 1, "tier2-eye") == 1 and count(page, 0, "grains") == 3
    # Without the capstone neither pyramid is complete: the game goes on.
    tap_to(page, 0, "apex-capstone", 0)
    check(page)
    assert verdict(page) == "No pyramid is complete yet: the game goes on."
    assert tier(page, "Anne", "apex") == ("lacks", "The apex still lacks 1 × gold capstone.")


def test_dutch_card_and_answer_then_the_switch_to_english(open_page):
    page = open_page(locale="nl-NL")
    set_up(page, ["Anne", "Bert"])
    assert page.locator("#setup button[type=submit]").inner_text() == "De piramides uitstallen"
    open_card(page)
    # no word longer than a 320 px screen holds at 200 % text ("Piramidecontrole" was 434 px)
    assert page.locator("#app h2").inner_text() == "Controle van de piramides"
    assert page.locator("[data-tier='tier1'] .tile-name").all_inner_texts()[:2] == ["Trap", "Gehouwen steen"]
    minus = page.locator("[data-field='p1-tier2-djed'] .minus")
    assert minus.get_attribute("aria-label") == "Bert: één djedzuil eraf"
    lay_out(page, 0, 1, 3, tier1=TIER1, tier2=TIER2, apex=APEX)
    lay_out(page, 1, 1, 1, tier1=TIER1, tier2={"ankh": 1, "eye": 1})
    assert page.locator("#check").inner_text() == "Piramides controleren"
    check(page)
    assert verdict(page) == "Anne heeft de piramide voltooid en wint."
    assert pyramid(page, "Bert") == "De piramide van Bert mist nog 5 kaartjes."
    assert tier(page, "Bert", "tier2") == (
        "blocked",
        "Trap 2 mist nog 1 × valk, 1 × djedzuil; verder bouwen kan pas "
        "na het uitstallen van een tweede graankaartje.\nWacht op: graan",
    )
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "sakkara-3-winner-nl")
    page.click("#lang button[data-lang=en]")
    page.wait_for_selector("text=Anne has completed the pyramid and wins.")
    assert tier(page, "Bert", "tier1") == ("complete", "Tier 1 is complete.")
    assert page.locator("#change-card").inner_text() == "Change"


# --- everything the answer counts is on the card (a count the lines must add up to)------


def check_answer(page) -> dict:
    """Check, and the referee's answer as it came."""
    with page.expect_response(lambda r: r.url.endswith("/v1/games/sakkara/outcome")) as response:
        check(page)
    return response.value.json()


def assert_every_count_shown(page, answer: dict) -> None:
    """Each line of each pyramid (the foundation, then each tier) says what lies there and what it lacks, and
    the lines lack together what the pyramid's sentence says; every standing is there with its sentence."""
    for p in answer["players"]:
        lines = [("foundation", None), *((t["tier"], t) for t in p["tiers"])]
        assert row(page, p["name"], "foundation").count() == 1
        shown = 0
        for key, check_ in lines:
            text = tier(page, p["name"], key)[1]
            shown += sum(int(n) for n in re.findall(r"(\d+) × ", text))
            if check_ is not None:
                assert text.startswith(check_["detail"]), (p["name"], key, text)
                for n in check_["lacks"].values():
                    assert f"{n} × " in text, (p["name"], key, text)
        if p["possible"] and not p["complete"]:
            assert shown == int(re.search(r"\d+", p["detail"]).group()), (p["name"], p["detail"], shown)
    for s in answer["standings"]:
        li = page.locator(f".sk-standings li[data-player='{s['name']}']")
        assert li.locator(".rank").inner_text() == str(s["rank"]) and li.locator(".detail").inner_text() == s["detail"]
        assert li.get_attribute("data-decided-by") == s["decided_by"]


def test_the_answer_lists_the_ship_the_grains_and_what_lies_on_each_line(open_page):
    page = open_page()
    set_up(page, ["Anne", "Bert"])
    open_card(page)
    lay_out(page, 0, 1, 3, tier1=TIER1, tier2=TIER2, apex=APEX)
    lay_out(page, 1, 1, 1, tier1=TIER1, tier2={"ankh": 1, "eye": 1})
    answer = check_answer(page)
    # Bert's 5 (S1: a ship, 3 grains, 9 + 4 + 1 tiles): 2 grains, falcon and djed, the capstone
    assert pyramid(page, "Bert") == "The pyramid of Bert still lacks 5 tiles."
    assert tier(page, "Bert", "foundation") == ("lacks", "Ship and grains still lack 2 × grain.")
    assert [laid(page, "Bert", t) for t in ("foundation", "tier1", "tier2", "apex")] == [
        "2 tiles laid out",
        "9 tiles laid out",
        "2 tiles laid out",
        "Nothing laid out yet",
    ]
    assert tier(page, "Anne", "foundation") == ("complete", "Ship and grains are complete.")
    assert laid(page, "Anne", "apex") == "1 tile laid out"
    # what decided it: Anne's pyramid is complete, Bert's is not
    assert page.locator(".sk-standings h3").inner_text() == "Standings"
    assert page.locator(".sk-standings li").all_inner_texts() == [
        "1\nAnne\nAnne has completed the pyramid.",
        "2\nBert\nBert has not completed the pyramid.",
    ]
    assert_every_count_shown(page, answer)
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "sakkara-8-every-count")


def test_in_dutch_a_lost_ship_and_grains_are_lines_of_their_own(open_page):
    """Anne: tier 1 finished on one grain, then her ship wrecked (S4): 8 tiles lacking, the ship, 2 grains, the 4 of
    tier 2 and the capstone; Bert: nothing laid out, 18 (S1). No winner, no standings."""
    page = open_page(locale="nl-NL")
    set_up(page, ["Anne", "Bert"])
    open_card(page)
    lay_out(page, 0, 0, 1, tier1=TIER1)
    answer = check_answer(page)
    assert pyramid(page, "Anne") == "De piramide van Anne mist nog 8 kaartjes."
    assert tier(page, "Anne", "foundation") == ("lacks", "Schip en graan missen nog 1 × schip, 2 × graan.")
    assert laid(page, "Anne", "foundation") == "1 kaartje uitgestald"
    assert pyramid(page, "Bert") == "De piramide van Bert mist nog 18 kaartjes."
    assert laid(page, "Bert", "tier1") == "Nog niets uitgestald"
    assert page.locator(".sk-standings").count() == 0
    assert_every_count_shown(page, answer)


# --- what the referee refuses or calls impossible ---------------------------------------------------


def test_a_layout_the_rules_cannot_reach_is_called_impossible_and_a_lost_ship_blocks(open_page):
    page = open_page()
    set_up(page, ["Anne", "Bert"])
    open_card(page)
    # Anne: tier 1 finished, then her ship was wrecked (S4): tier 2 has its ankh but no ship under it and
    # only one grain, so it waits for a ship and the second grain (S3). A possible position.
    lay_out(page, 0, 0, 1, tier1=TIER1, tier2={"ankh": 1})
    # Bert: two grains but only one stair of tier 1: the second grain comes only after tier 1 (S3).
    lay_out(page, 1, 1, 2, tier1={"stair": 1})
    check(page)
    assert verdict(page) == "This layout cannot come from a legal game."
    assert "impossible" in page.locator("#winner").get_attribute("class")
    assert pyramid(page, "Bert") == "The pyramid of Bert cannot come from a legal game."
    assert problems(page, "Bert") == [
        "Bert has a second grain laid out, but tier 1 is not complete: that grain is laid only after it."
    ]
    assert problems(page, "Anne") == []
    # which layout to fix, plainly, and the tap that fixes it
    assert page.locator("#sk-fix").inner_text() == "To fix: the layout of Bert."
    assert page.locator("#winner .crown").inner_text() == "⚠"
    # eye, falcon, djed, the capstone, the ship and 2 grains
    assert pyramid(page, "Anne") == "The pyramid of Anne still lacks 7 tiles."
    assert tier(page, "Anne", "tier2") == (
        "blocked",
        "Tier 2 still lacks 1 × eye, 1 × falcon, 1 × djed; it can grow only after laying out a ship "
        "and a second grain.\nWaits for: ship, grain",
    )
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "sakkara-4-impossible")
    assert_no_violations(page, "the Sakkara answer, impossible")
    page.click("#fix-card")
    page.wait_for_selector("#check")
    assert count(page, 1, "grains") == 2


def test_both_layouts_impossible_say_whose_to_fix_in_dutch_and_dark(open_page):
    """Anne: an ankh in tier 2 on an unfinished tier 1; Bert: a second grain before tier 1
    (S3). Both layouts are named, each with its problems, in Dutch; no winner crown."""
    page = open_page(locale="nl-NL", color_scheme="dark")
    set_up(page, ["Anne", "Bert"])
    open_card(page)
    lay_out(page, 0, 1, 1, tier1={"stair": 1}, tier2={"ankh": 1})
    lay_out(page, 1, 1, 2, tier1={"stair": 1})
    check(page)
    assert verdict(page) == "Deze uitstalling kan niet uit een spel volgens de regels komen."
    assert page.locator("#sk-fix").inner_text() == "Te verbeteren: de uitstallingen van Anne en Bert."
    assert len(problems(page, "Anne")) >= 1 and all("Anne" in x for x in problems(page, "Anne"))
    assert len(problems(page, "Bert")) == 1 and "Bert" in problems(page, "Bert")[0]
    assert page.locator("#winner .crown").inner_text() == "⚠"
    assert page.locator("#fix-card").inner_text() == "De uitstalling verbeteren"
    assert_no_violations(page, "the Sakkara answer, both impossible (dark)")


def test_names_that_are_one_are_shown_at_the_players(open_page):
    page = open_page()
    set_up(page, ["Anne", "anne"])
    open_card(page)
    page.click("#check")
    page.wait_for_selector(".error-summary")
    assert page.locator(".error-summary h3").inner_text() == "1 problem to fix"
    assert page.locator(".sk-layout[data-player='anne'] .field-error").inner_text().endswith("names must differ.")
    assert page.locator(".sk-layout.has-error").count() == 1
    assert_no_violations(page, "the Sakkara card with a problem")
    page.locator(".error-summary button").click()
    assert page.evaluate("document.activeElement.id") == "change-players"


# --- two taps, 320 px, 200 % text, keyboard, axe ---------------------------------------------------------


def test_two_taps_from_the_start_to_an_answer(open_page):
    page = open_page()
    page.wait_for_selector("#setup")
    page.fill("#name-0", "Anne")
    page.fill("#name-1", "Bert")
    page.evaluate(COUNT_TAPS)
    page.click("label[for=game-sakkara]")
    assert "2 players" in page.inner_text("label[for=game-sakkara]")  # a game for exactly 2: not "2–2 players"
    assert_no_violations(page, "setup, Sakkara chosen")
    page.click("#setup button[type=submit]")
    page.click("#check")
    page.wait_for_selector("#verdict")
    # Nothing laid out: nobody has a pyramid (S1), the game goes on. Game choice, Start, Check: three taps.
    assert page.evaluate("window.taps") == 3
    assert verdict(page) == "No pyramid is complete yet: the game goes on."
    # The same table again: the game and names are kept, so two taps.
    page.click("#new-game")
    page.click("dialog#confirm button[value=yes]")
    page.wait_for_selector("#setup")
    assert page.locator("#game-sakkara").is_checked()
    page.evaluate("window.taps = 0")
    page.click("#setup button[type=submit]")
    page.click("#check")
    page.wait_for_selector("#verdict")
    assert page.evaluate("window.taps") == 2


def test_320_px_at_200_percent_text_by_keyboard_with_no_axe_violation(open_page):
    page = open_page(viewport={"width": 320, "height": 640})
    set_up(page, ["Annemarie", "Bartholomeus"])
    open_card(page)
    assert_no_violations(page, "the Sakkara card")
    assert page.evaluate(LAYOUT_PROBLEMS) == [] and page.evaluate(SMALL_TARGETS) == []
    # the phone's text size at 200 % (the root font size the rem units follow), on the same 320 px screen
    page.evaluate("document.documentElement.style.fontSize = '200%'")
    assert page.evaluate(LAYOUT_PROBLEMS) == [] and page.evaluate(SMALL_TARGETS) == []
    assert page.locator(".stepper button").evaluate_all(COVERED) == []
    unlabelled = page.evaluate("""() => [...document.querySelectorAll('input, button')]
        .filter(el => !(el.labels && el.labels.length) && !el.getAttribute('aria-label') && !el.textContent.trim())
        .map(el => el.id || el.className)""")
    assert unlabelled == []
    shot(page, "sakkara-5-card-320-200")
    # By keyboard alone: Tab to Bert's ship, Enter on its +, then to the Check button.
    page.focus("#sk-1-ship")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Bartholomeus: one more ship"
    page.keyboard.press("Enter")
    assert count(page, 1, "ship") == 1
    page.focus("#sk-1-grains")
    page.keyboard.type("3")
    assert count(page, 1, "grains") == 3
    page.focus("#check")
    page.keyboard.press("Enter")
    page.wait_for_selector("#verdict")
    # Bartholomeus has 3 grains but no tier complete: grain 2 and 3 come after tiers 1 and 2 (S3).
    assert verdict(page) == "This layout cannot come from a legal game."
    assert page.evaluate(LAYOUT_PROBLEMS) == []
    shot(page, "sakkara-6-answer-320-200")
    assert_no_violations(page, "the Sakkara answer at 320 px, 200 % text")


# --- dark mode -----------------------------------------------------------------------------------------

# Each tier's colour mark (the square before its name, the stripe of its tiles) against the card it sits on:
# WCAG 1.4.11 asks 3:1 of a mark that carries meaning (the tier's name is beside it, but the mark should
# still be seen), in the phone's light and dark modes.
TIER_CONTRAST = """() => {
  const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => rgb(c).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((sum, v, k) => sum + v * [0.2126, 0.7152, 0.0722][k], 0);
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  return [...document.querySelectorAll('.sk-tier')].map((tier) => {
    const mark = getComputedStyle(tier.querySelector('legend'), '::before').backgroundColor;
    const card = getComputedStyle(tier.closest('.sk-layout')).backgroundColor;
    return [tier.dataset.tier, Math.round(ratio(mark, card) * 100) / 100];
  });
}"""


def test_the_card_and_its_answer_follow_the_dark_mode_with_no_axe_violation(open_page):
    for scheme in ("light", "dark"):
        page = open_page(color_scheme=scheme)
        set_up(page, ["Anne", "Bert"])
        open_card(page)
        card = page.evaluate("getComputedStyle(document.querySelector('.sk-layout')).backgroundColor")
        assert card == {"light": "rgb(255, 253, 248)", "dark": "rgb(34, 29, 22)"}[scheme]
        contrast = page.evaluate(TIER_CONTRAST)
        assert len(contrast) == 8 and all(r >= 3 for _, r in contrast), (scheme, contrast)
        # a line between the checks is the theme's line, not a light one on the dark card
        lay_out(page, 0, 1, 3, tier1=TIER1, tier2=TIER2, apex=APEX)
        lay_out(page, 1, 1, 1, tier1=TIER1, tier2={"ankh": 1, "eye": 1})
        assert_no_violations(page, f"the Sakkara card ({scheme})")
        if scheme == "dark":
            page.evaluate("window.scrollTo(0, 0)")
            shot(page, "sakkara-7-card-dark")  # docs/sakkara-card-dark.png is a copy
        check(page)
        assert verdict(page) == "Anne has completed the pyramid and wins."
        line = page.evaluate("getComputedStyle(document.querySelectorAll('.sk-check')[1]).borderTopColor")
        assert line == {"light": "rgb(220, 207, 182)", "dark": "rgb(90, 76, 57)"}[scheme]
        assert_no_violations(page, f"the Sakkara answer ({scheme})")
        page.close()
