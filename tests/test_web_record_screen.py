"""The recording screen at a real table (issue 24, items 2, 3, 5 and 6), in a real browser.

The move being made (whose turn, what is offered, the buttons) must be on screen after every tap, without a
scroll, on a 320 px phone with 5 players; invoke and god plays come before the draw grid; an owed disaster
says what is owed; the focus stays in the move area and a screen reader hears the move and whose turn it is.
"""
from __future__ import annotations

from ra_games import random_game as ra_game
from test_web import browser, open_page, shot  # noqa: F401  (fixtures)
from test_web_record import begin, load_moves, move_key, positions, recorded

# The part of the screen a finger reaches without a scroll: under the sticky header, above the sticky bar.
HIDDEN = """(el) => {
  const r = el.getBoundingClientRect();
  const top = document.querySelector('header.bar').getBoundingClientRect().bottom;
  const bar = document.querySelector('.record-bar').getBoundingClientRect().top;
  return r.top < top || r.bottom > Math.min(bar, window.innerHeight) || r.left < 0 || r.right > window.innerWidth;
}"""


def test_a_whole_game_at_320_px_with_5_players_needs_no_scroll_for_any_tap(open_page):
    log = ra_game(3, 5)
    page = open_page(viewport={"width": 320, "height": 640})
    begin(page, "ra", log)
    scrolled = []
    for k, move in enumerate(log["moves"]):
        button = page.locator(f"#moves button.move[data-move='{move_key(move)}']")
        if move["action"] == "god" and not button.count():  # many god plays: folded into one button
            if page.locator("#gods-open").evaluate(HIDDEN):
                scrolled.append((k, "gods-open", page.evaluate("window.scrollY")))
            page.click("#gods-open")
        if button.evaluate(HIDDEN):
            scrolled.append((k, move_key(move), page.evaluate("window.scrollY")))
        button.click()
        recorded(page, k + 1)
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    assert scrolled == [], f"{len(scrolled)} of {len(log['moves'])} taps needed a scroll: {scrolled[:10]}"


def test_invoke_and_god_plays_come_before_the_draw_grid(open_page):
    for seed in range(50):
        log = ra_game(seed, 5)
        seen, _ = positions("ra", log)
        at = next((k for k, (_, _, legal) in enumerate(seen[:-1]) if any(m.action == "god" for m in legal)), None)
        if at is not None:
            break
    page = open_page(viewport={"width": 320, "height": 640})
    begin(page, "ra", log)
    load_moves(page, log["moves"][:at])
    kinds = page.locator("#moves .move-group.now button.move").evaluate_all(
        "els => els.map(e => e.id === 'gods-open' ? 'god' : (e.dataset.move || '').split(':')[1])")
    # invoke first, then the god plays (or the one button they are folded into), then the draws
    assert kinds[0] == "invoke" and kinds[1] == "god" and kinds[-1] == "draw"
    assert kinds.index("draw") > max(k for k, kind in enumerate(kinds) if kind == "god")
    for selector in ("#moves .move.invoke", "#moves .move.god-move"):
        assert not page.locator(selector).first.evaluate(HIDDEN), selector
    shot(page, "record-320-gods")
