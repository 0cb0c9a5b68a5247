"""Every screen of the phone form at 200 % text size, in a real browser.

The phone's text size setting raises the root font size the rem units follow (set here on <html> as an inline
style, as tests/web/test_device.py does). At 200 % on a 390 x 844 phone the sticky header and bottom bar took
251 of 844 px and covered "Bert to move": on every screen (set-up, scoring entry, result, correction,
recording, the Osiris card, the Sakkara card, the New game dialog) what the screen is about (whose turn,
whose display, the thing being done) must be on the screen and under no bar that sticks, the bars that
still stick take at most 15 % of the height, the page is no wider than the phone, and the Ra track's
squares grow with the text.
"""

from __future__ import annotations

from a11y_steps import open_every_display, ra_epoch_1
from device_steps import STICKY
from ra_games import random_game as ra_game
from record_auction_steps import begin, load_moves, move_key, recorded
from score_steps import page_top, score, set_count, set_up, shot, start

PHONE = {"width": 390, "height": 844}

# Where an element is, against every bar that sticks (position sticky or fixed, a dialog aside): off the
# screen, or under a bar.
COVERED = """(sel) => {
  const el = document.querySelector(sel);
  if (!el) return `${sel}: not on the page`;
  const r = el.getBoundingClientRect();
  if (r.height === 0) return `${sel}: not shown`;
  if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) {
    return `${sel}: off the screen (${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight})`;
  }
  for (const bar of document.querySelectorAll('body *')) {
    if (bar.contains(el) || el.contains(bar) || bar.closest('dialog')) continue;
    if (!['sticky', 'fixed'].includes(getComputedStyle(bar).position)) continue;
    const b = bar.getBoundingClientRect();
    if (b.height && b.top < r.bottom && b.bottom > r.top && b.left < r.right && b.right > r.left) {
      return `${sel}: under ${bar.id || bar.className}`;
    }
  }
  return null;
}"""


def big_text(page) -> None:
    page.evaluate("document.documentElement.style.fontSize = '200%'")
    assert page.evaluate("getComputedStyle(document.documentElement).fontSize") == "32px"
    page.wait_for_timeout(200)  # a frame or two for the page to see the new size


def check_screen(page, name: str, *selectors: str) -> None:
    """The screen as it opens: what it is about on screen and uncovered; the bars that stick small."""
    # the header scrolls with the page at this size, on every screen (at 100 % it sticks)
    assert page.evaluate("getComputedStyle(document.querySelector('header.bar')).position") == "static", name
    problems = [p for p in (page.evaluate(COVERED, sel) for sel in selectors) if p]
    bars = [(bar, h) for bar, h in page.evaluate(STICKY) if bar != "confirm"]
    assert sum(h for _, h in bars) <= 0.15 * PHONE["height"], (name, bars)
    assert problems == [], (name, problems)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], name
    # scrolled to its end, the sticking bars still leave the screen to the game
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    bars = [(bar, h) for bar, h in page.evaluate(STICKY) if bar != "confirm"]
    assert sum(h for _, h in bars) <= 0.15 * PHONE["height"], (name, "scrolled", bars)
    page_top(page)


def test_every_scoring_screen_at_200_percent_text(open_page):
    page = open_page(viewport=PHONE)
    page.wait_for_selector("#setup")
    big_text(page)
    check_screen(page, "set-up", "#app h2")
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    page.locator("#setup button[type=submit]").scroll_into_view_if_needed()
    assert page.evaluate(COVERED, "#setup button[type=submit]") is None
    start(page)
    check_screen(page, "scoring entry", "#app h2", "#tab-0", ".player-head")
    ra_epoch_1(page)
    page.click("#tab-1")
    page_top(page)
    check_screen(page, "scoring entry, Bert's display", "#tab-1[aria-selected=true]")
    shot(page, "text-200-entry")
    score(page, 1)
    check_screen(page, "result", "#app h2")
    page.click("#next-epoch")
    page.wait_for_selector("h2:text-is('Epoch 2 of 3')")
    open_every_display(page, 3)
    score(page, 2)
    # a correction: epoch 1 again, one more pharaoh for Anne, epoch 2 scored again from it
    page.click("#change-1")
    page.wait_for_selector("h2:text-is('Epoch 1 of 3')")
    check_screen(page, "correction entry", "#app h2", "#rescore-hint")
    page.click("#tab-0")
    set_count(page, "pharaoh", 3)
    page.click("#score")
    page.wait_for_selector("#correction")
    check_screen(page, "correction result", "#app h2")
    page.locator("#correction").scroll_into_view_if_needed()
    assert page.evaluate(COVERED, "#correction h3") is None
    page.click("#new-game")
    page.wait_for_selector("dialog#confirm[open]")
    # the dialog: its question and both answers on the screen
    for sel in ("dialog#confirm h2", "dialog#confirm [value=yes]", "dialog#confirm [value=no]"):
        page.locator(sel).scroll_into_view_if_needed()
        assert page.evaluate(COVERED, sel) is None, sel
    shot(page, "text-200-dialog")


def test_recording_at_200_percent_text_keeps_whose_turn_uncovered_after_every_tap(open_page):
    log = ra_game(0, 3)
    page = open_page(viewport=PHONE)
    begin(page, "ra", log)
    load_moves(page, log["moves"][:20])
    big_text(page)
    check_screen(page, "recording", ".move-group.now h3")
    # the Ra track's squares grow with the text: 0.875 rem, 28 px at 32 px a rem (14 at 16)
    sizes = page.locator(".pip").evaluate_all("els => els.map(e => e.getBoundingClientRect().width)")
    assert sizes and all(s >= 28 for s in sizes), sizes
    for k, move in enumerate(log["moves"][20:40], start=20):
        if move["action"] == "god" and page.locator("#gods-open").count():
            page.click("#gods-open")
        page.click(f"#moves button.move[data-move='{move_key(move)}']")
        recorded(page, k + 1)
        title = ".move-group.now h3" if page.locator(".move-group.now").count() else "#moves"
        assert page.evaluate(COVERED, title) is None, (k, move)
    shot(page, "text-200-record")


def test_the_osiris_and_sakkara_cards_at_200_percent_text(open_page):
    page = open_page(viewport=PHONE)
    page.wait_for_selector("#setup")
    big_text(page)
    page.click("label[for=game-osiris]")
    page.click("label[for=count-2]")
    page.fill("#name-0", "Anne")
    page.fill("#name-1", "Bert")
    page_top(page)
    check_screen(page, "set-up, Osiris", "#app h2")
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#who-wins")
    check_screen(page, "the Osiris card", "#app h2")
    page.locator("#who-wins").scroll_into_view_if_needed()
    assert page.evaluate(COVERED, "#who-wins") is None
    page.click("#new-game")
    page.click("dialog#confirm button[value=yes]")
    page.wait_for_selector("#setup")
    page.click("label[for=game-sakkara]")
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#check")
    check_screen(page, "the Sakkara card", "#app h2", ".sk-layout > h3")
    page.locator("#check").scroll_into_view_if_needed()
    assert page.evaluate(COVERED, "#check") is None
    page.click("#check")
    page.wait_for_selector("#verdict")
    check_screen(page, "the Sakkara answer", "#app h2", "#verdict")


# --- the fame table's final column on the screen at 200 % text ------------------------------------------


def test_at_200_percent_text_on_320_px_the_fame_tables_final_column_is_on_the_screen(open_page):
    from result_picture_steps import final_screen  # noqa: PLC0415

    for locale in ("en-GB", "nl-NL"):
        page = open_page(locale=locale, viewport={"width": 320, "height": 640})
        big_text(page)
        final_screen(page)
        table = page.locator("table.by-epoch")
        table.scroll_into_view_if_needed()
        last = table.locator("tbody tr td:last-child")
        assert last.all_inner_texts() == ["23", "0", "0"]
        for k in range(last.count()):
            box = last.nth(k).bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 320, (locale, k, box)
        assert table.evaluate("t => t.parentElement.scrollWidth <= t.parentElement.clientWidth"), locale
        # a screen reader still hears which epoch a column is
        assert table.locator("thead th").evaluate_all("ths => ths.map((th) => th.getAttribute('aria-label'))")[1:] == [
            f"{'Epoch' if locale == 'en-GB' else 'Tijdperk'} {n}" for n in (1, 2, 3)
        ]


# --- the boards' letters grow with the text size, and still fit at 320 px ------------------

# Each letter of a board (its height on the screen) by its class and place; and whether all are inside the board.
BOARD_LETTERS = """(svg) => [...document.querySelectorAll(`${svg} text`)].filter((t) => t.textContent.trim())
  .map((t, k) => [`${t.getAttribute('class') || t.parentElement.getAttribute('class')}:${k}:${t.textContent}`,
    t.getBoundingClientRect().height])"""
INSIDE = """(svg) => { const box = document.querySelector(svg).getBoundingClientRect();
  return [...document.querySelectorAll(`${svg} text`)].filter((t) => { const b = t.getBoundingClientRect();
    return b.left < box.left - 1 || b.right > box.right + 1 || b.top < box.top - 1 || b.bottom > box.bottom + 1; })
    .map((t) => t.textContent); }"""


def letters_grow(page, svg: str, least: float, name: str) -> dict:
    before = dict(page.evaluate(BOARD_LETTERS, svg))
    big_text(page)
    after = dict(page.evaluate(BOARD_LETTERS, svg))
    shrunk = {
        k: (round(before[k], 1), round(after[k], 1)) for k in before if k in after and after[k] < least * before[k]
    }
    assert len(after) > 20 and shrunk == {}, (name, shrunk)
    assert page.evaluate(INSIDE, svg) == [], name
    assert page.evaluate("document.documentElement.scrollWidth") <= 320, name
    return {k: after[k] / before[k] for k in before if k in after}


def test_at_200_percent_text_the_boards_letters_grow_and_fit_at_320_px(open_page):
    """The Sakkara board's files and ranks at its edge grew with nothing (28 units at any text size): now every
    letter of both boards is sized from the root font, at least 1.45 times taller at 200 % (the Osiris fields
    hold no more at 320 px: 26 px), all inside the board on a 320 px phone."""
    from osiris_board_steps import begin, load_moves  # noqa: PLC0415
    from osiris_games import random_game  # noqa: PLC0415
    from sakkara_board_steps import begin as sakkara_begin  # noqa: PLC0415
    from sakkara_board_steps import game as sakkara_game  # noqa: PLC0415

    page = open_page(viewport={"width": 320, "height": 640})
    sakkara_begin(page, sakkara_game())
    # a worker's mark shares its field's corner with the height: it grows least
    grown = letters_grow(page, "svg.sb-board", 1.25, "Sakkara")
    edge = [k for k in grown if k.startswith("sb-edge")]
    assert len(edge) == 14 and all(grown[k] >= 1.7 for k in edge), {k: grown[k] for k in edge}
    assert all(grown[k] >= 1.45 for k in grown if k.startswith(("sb-top", "sb-height"))), grown
    log = random_game(1, 2)
    page = open_page(viewport={"width": 320, "height": 640})
    begin(page, log)
    load_moves(page, log["moves"][:80])
    letters_grow(page, "svg.ob-svg", 1.45, "Osiris")


# --- every recording screen at 200 % text on a 320 px phone, in English and Dutch --------------

NARROW = {"width": 320, "height": 640}
# What is cut or squeezed on the screen as it is: the page wider than the phone; an element off its sides; text cut
# by its box (hidden overflow or an ellipsis: scrollWidth over clientWidth); a word wider than the box it is set in
# (squeezed: "Laatste:" a letter a line beside Undo, or sticking out of its button), a line breaking only at a space
# or after a hyphen. The boards' SVG letters have
# their own test above; what screen readers alone hear is left out.
CUT_OR_SQUEEZED = """() => {
  const problems = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  const measure = document.createElement('canvas').getContext('2d');
  const named = (el) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${[...el.classList].join('.')} "${el.textContent.trim().slice(0, 40)}"`;
  const inline = (el) => ['inline', 'contents'].includes(getComputedStyle(el).display);
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('svg, .sr-only, script, style, noscript') || !el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden') continue;
    const box = el.getBoundingClientRect();
    if (box.width && (box.left < -0.5 || box.right > width + 0.5)) {
      problems.push(`${named(el)}: ${Math.round(box.left)}..${Math.round(box.right)} px on a ${width} px screen`);
    }
    const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join(' ').trim();
    if (!own && !el.matches('input, select')) continue;
    if ((style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`${named(el)}: cut (${el.scrollWidth} px in ${el.clientWidth})`);
    }
    if (!own) continue;
    let block = el;
    while (inline(block) && block.parentElement) block = block.parentElement;
    measure.font = style.font;
    for (const word of own.split(/\\s+|(?<=-)/)) {  // a line may break after a hyphen ("red-brown")
      const shown = style.textTransform === 'uppercase' ? word.toUpperCase() : word;
      const needs = measure.measureText(shown).width + (parseFloat(style.letterSpacing) || 0) * word.length;
      if (needs > block.clientWidth + 1) problems.push(`${named(el)}: "${word}" needs ${Math.round(needs)} px, has ${block.clientWidth}`);
    }
  }
  return problems;
}"""


def both_languages(page, screen: str, about: str) -> None:
    """The screen as it is, in English and then in Dutch at 200 % text: nothing cut or squeezed, and what it is
    about (`about`) on the screen, under no bar, once scrolled to it."""
    big_text(page)
    for lang in ("en", "nl"):
        page.click(f"#lang button[data-lang={lang}]")
        page.wait_for_selector(f"html[lang={lang}]")
        page_top(page)
        assert page.evaluate(CUT_OR_SQUEEZED) == [], (screen, lang)
        page.locator(about).first.scroll_into_view_if_needed()
        assert page.evaluate(COVERED, about) is None, (screen, lang)
        if lang == "nl":
            page_top(page)
            shot(page, f"text-200-320-{screen}")


def test_at_200_percent_text_on_320_px_ra_and_priests_of_ra_recorded_move_by_move(open_page):
    from priests_of_ra_games import random_game as priests_game  # noqa: PLC0415

    for game, log in (("ra", ra_game(1, 5)), ("priests-of-ra", priests_game(1, 5))):
        page = open_page(viewport=NARROW)
        page.wait_for_selector("#setup")
        begin(page, game, log)
        both_languages(page, f"{game}-first-move", ".move-group.now h3")
        for n in (30, 60):
            load_moves(page, log["moves"][:n])
            both_languages(page, f"{game}-move-{n}", ".move-group.now h3")
            if page.locator("#gods-open").count():
                page.click("#gods-open")
                both_languages(page, f"{game}-move-{n}-gods", ".move-group.now h3")
        load_moves(page, log["moves"])  # the end card: the final standings
        both_languages(page, f"{game}-end", "#winner")
        page.close()


def test_at_200_percent_text_on_320_px_the_osiris_board_from_its_colours_to_its_end(open_page):
    from osiris_board_steps import begin as osiris_begin  # noqa: PLC0415
    from osiris_board_steps import load_moves as osiris_moves  # noqa: PLC0415
    from osiris_board_steps import names_typed  # noqa: PLC0415
    from osiris_games import random_game  # noqa: PLC0415

    log = random_game(1, 4)
    page = open_page(viewport=NARROW)
    names_typed(page, [p["name"] for p in log["players"]])
    both_languages(page, "osiris-colours", "#app h2")
    page.click("#ob-to-gods")
    both_languages(page, "osiris-gods", "#app h2")
    for slot, god in log["gods"].items():
        page.select_option(f"#god-{slot}", god)
    page.click("#ob-to-followers")
    both_languages(page, "osiris-followers", "#app h2")
    page.click("#new-game")
    page.click("dialog#confirm [value=yes]")
    osiris_begin(page, log)
    both_languages(page, "osiris-first-move", "#app h2")
    for n in (80, len(log["moves"])):  # mid-game, and the end card
        osiris_moves(page, log["moves"][:n])
        both_languages(page, f"osiris-move-{n}", "#winner" if n == len(log["moves"]) else "#app h2")


def test_at_200_percent_text_on_320_px_the_sakkara_board_from_its_deal_to_its_end(open_page):
    from sakkara_board_steps import begin as sakkara_begin  # noqa: PLC0415
    from sakkara_board_steps import deal_screen  # noqa: PLC0415
    from sakkara_board_steps import game as sakkara_game  # noqa: PLC0415

    log = sakkara_game()
    page = open_page(viewport=NARROW)
    deal_screen(page, log)
    both_languages(page, "sakkara-deal", "#app h2")
    page.click("#new-game")
    page.click("dialog#confirm [value=yes]")
    sakkara_begin(page, log)
    both_languages(page, "sakkara-first-move", "#moves h3")
    for turns, about in ((log["turns"][:30], "#moves h3"), (log["turns"], "#winner")):  # mid-game, the end card
        page.evaluate(
            """(turns) => { dispatchEvent(new Event('pagehide')); const s = JSON.parse(localStorage.getItem('referee.game.v1'));
            Object.assign(s.sakkara, { at: -1, answers: {} }); s.sakkara.log.turns = turns;
            localStorage.setItem('referee.game.v1', JSON.stringify(s)); }""",
            turns,
        )
        page.reload()
        page.wait_for_selector(f"#sb-rec[data-recorded='{4 + sum(map(len, turns))}']", state="attached")
        both_languages(page, f"sakkara-turn-{len(turns)}", about)


def test_at_200_percent_text_on_320_px_the_osiris_and_sakkara_cards_and_their_answers(open_page):
    """The end of a game told on a card: the Osiris card and who wins, the Sakkara pyramid check and its answer."""
    from osiris_card_steps import fill_card, who_wins  # noqa: PLC0415
    from osiris_card_steps import open_card as osiris_card  # noqa: PLC0415
    from osiris_card_steps import set_up as osiris_set_up  # noqa: PLC0415
    from sakkara_card_steps import APEX, TIER1, TIER2, check, lay_out  # noqa: PLC0415
    from sakkara_card_steps import open_card as sakkara_card  # noqa: PLC0415
    from sakkara_card_steps import set_up as sakkara_set_up  # noqa: PLC0415

    page = open_page(viewport=NARROW)
    osiris_set_up(page, ["Anne", "Bert", "Carl", "Dora"])
    osiris_card(page)
    both_languages(page, "osiris-card", "#app h2")
    page.click("#lang button[data-lang=en]")
    fill_card(page, "apex", 1, "Horus", {"beige": 2, "red-brown": 2, "brown": 1})
    who_wins(page)
    both_languages(page, "osiris-card-answer", "#winner")
    page.click("#new-game")
    page.click("dialog#confirm [value=yes]")
    sakkara_set_up(page, ["Anne", "Bert"])
    sakkara_card(page)
    both_languages(page, "sakkara-card", ".sk-layout > h3")
    lay_out(page, 0, 1, 3, tier1=TIER1, tier2=TIER2, apex=APEX)
    lay_out(page, 1, 1, 1, tier1=TIER1, tier2={"ankh": 1, "eye": 1})
    check(page)
    both_languages(page, "sakkara-card-answer", "#verdict")
