"""The recording screen at a real table, in a real browser.

The move being made (whose turn, what is offered, the buttons) must be on screen after every tap, without a
scroll, on a 320 px phone with 5 players; invoke and god plays come before the draw grid; an owed disaster
says what is owed; the focus stays in the move area and a screen reader hears the move and whose turn it is.
"""

from __future__ import annotations

import re

import pytest
from a11y_steps import assert_no_violations
from priests_of_ra_games import random_game as priests_game
from ra_games import random_game as ra_game
from record_auction_steps import STORE, begin, exported, load_moves, move_key, positions, recorded, steps
from score_steps import shot

# A tap that needs no scroll: the button wholly inside the screen, under no bar that sticks (position sticky or
# fixed), and the button itself is what a finger at its centre touches.
HIDDEN = """(el) => {
  const r = el.getBoundingClientRect();
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return 'off the screen';
  for (const bar of document.querySelectorAll('body *')) {
    if (bar.contains(el) || el.contains(bar) || !['sticky', 'fixed'].includes(getComputedStyle(bar).position)) continue;
    const b = bar.getBoundingClientRect();
    if (b.height && b.top < r.bottom && b.bottom > r.top && b.left < r.right && b.right > r.left) {
      return `under ${bar.id || bar.className}`;
    }
  }
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit && (hit === el || el.contains(hit)) ? '' : `under ${hit && (hit.id || hit.className)}`;
}"""


def taps_needing_a_scroll(page, game: str, log: dict) -> list[tuple]:
    """Tap every move of `log` on a fresh recording screen; the taps whose button was not ready for a finger."""
    begin(page, game, log)
    scrolled = []
    for k, move in enumerate(log["moves"]):
        for button in steps(page, move):
            why = button.evaluate(NEEDS_SCROLL)
            if why:
                scrolled.append((k, move_key(move), why, page.evaluate("window.scrollY")))
            button.click()
        recorded(page, k + 1)
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]
    return scrolled


# Ra is for 3 to 5 players (R1), Priests of Ra for 2 to 5 (P1). Seeds chosen for what they hold: Ra seed 0 with
# 3 players a disaster without a choice above the draw grid, seed 5 with 4 a discard of 2 of 6 monuments owed
# and the draw grid's last row under the bar that stuck; Priests of Ra seed 0 with 5 players flips of up to 3
# tiles offered to one player while another moves.
@pytest.mark.parametrize(
    ("game", "seed", "players"),
    [("ra", 0, 3), ("ra", 5, 4), ("ra", 3, 5), ("priests-of-ra", 0, 2), ("priests-of-ra", 0, 5)],
)
def test_a_whole_game_at_320_x_640_needs_no_scroll_for_any_tap(open_page, game, seed, players):
    log = (ra_game if game == "ra" else priests_game)(seed, players)
    page = open_page(viewport={"width": 320, "height": 640})
    scrolled = taps_needing_a_scroll(page, game, log)
    assert scrolled == [], f"{len(scrolled)} taps of {len(log['moves'])} moves needed a scroll: {scrolled[:10]}"


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
        "els => els.map(e => e.id === 'gods-open' ? 'god' : (e.dataset.move || '').split(':')[1])"
    )
    # invoke first, then the god plays (or the one button they are folded into), then the draws
    assert kinds[0] == "invoke" and kinds[1] == "god" and kinds[-1] == "draw"
    assert kinds.index("draw") > max(k for k, kind in enumerate(kinds) if kind == "god")
    for selector in ("#moves .move.invoke", "#moves .move.god-move"):
        assert not page.locator(selector).first.evaluate(HIDDEN), selector
    shot(page, "record-320-gods")


def test_a_disaster_owed_says_what_is_owed_not_optional(open_page):
    log = ra_game(0, 3)
    seen, _ = positions("ra", log)
    at = next(k for k in range(len(seen)) if seen[k][1]["pending_discard"])
    owed = seen[at][1]["pending_discard"]
    assert owed == {"player": "Anne", "disasters": {"earthquake": 1, "funeral": 1}}
    page = open_page()
    begin(page, "ra", log)
    load_moves(page, log["moves"][:at])
    titles = page.locator("#moves .move-group h3").all_inner_texts()
    # the rules' data: an earthquake takes 2 monuments, a funeral 2 pharaohs (GET /v1/games/ra `disasters`)
    # by the API's names for that count (GET /v1/games/ra `counted_names`)
    assert titles[0] == "Earthquake, Funeral: Anne must discard 2 monuments and 2 pharaohs"
    assert not any(title.startswith("Optional") for title in titles)
    # the choices read as tile names, capitalised like the draw buttons
    choice = page.locator("#moves .move-set.discards button.move").first.inner_text()
    assert choice[0].isupper(), choice
    page.click("#lang button[data-lang=nl]")
    page.wait_for_function("() => document.querySelector('#moves .move-group h3').textContent.startsWith('Aardbeving')")
    assert (
        page.locator("#moves .move-group h3").first.inner_text()
        == "Aardbeving, Begrafenis: Anne moet 2 monumenten en 2 farao's afleggen"
    )


def moves_of(lines: list[str]) -> list[dict]:
    """ "Anne bid 13" -> the move as the log writes it."""
    out = []
    for line in lines:
        player, action, *rest = line.split()
        move = {"player": player, "action": action}
        if action == "draw":
            move["tile"] = rest[0]
        elif action == "bid":
            move["sun"] = int(rest[0])
        elif rest:
            move["tiles"] = rest
        out.append(move)
    return out


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_disaster_without_a_choice_says_what_it_took_and_how_many_not_optional(open_page, scheme):
    # R14 by hand: Anne wins 3 pharaohs and a funeral; a funeral takes 2 pharaohs, and with 3 there is no
    # choice: 2 go at once, 1 stays. The log may state it with the next move.
    log = {
        "players": ["Anne", "Bert", "Carl"],
        "suns": {"Anne": [13, 8, 5, 2], "Bert": [12, 9, 6, 3], "Carl": [11, 10, 7, 4]},
        "moves": moves_of(
            [
                "Anne draw pharaoh",
                "Bert draw pharaoh",
                "Carl draw pharaoh",
                "Anne draw funeral",
                "Bert invoke",
                "Carl pass",
                "Anne bid 13",
                "Bert pass",
            ]
        ),
    }
    page = open_page(color_scheme=scheme)
    begin(page, "ra", log)
    load_moves(page, log["moves"])
    assert_no_violations(page, f"recording, a disaster without a choice ({scheme})")
    titles = page.locator("#moves .move-group h3").all_inner_texts()
    assert "Funeral: Anne lost 2 tiles: Pharaoh ×2" in titles, titles
    assert not any(title.startswith("Optional") for title in titles), titles
    anne = page.locator("#moves .move-group", has_text="Funeral: Anne lost")
    # nothing to tap: said plainly, and no move button until the table asks for one (the log may state it)
    assert anne.locator(".hint").inner_text() == "Nothing to do: the referee has already removed these tiles."
    assert anne.locator("button.move").count() == 0
    note = anne.locator("button[data-unfold]")
    assert (note.inner_text(), note.get_attribute("aria-label")) == ("Note it", "Note it in the log (optional)")
    assert not page.locator("#moves .move-group h3", has_text="Funeral").evaluate(HIDDEN)
    assert page.locator("#moves .move-group.now h3").inner_text() == "Carl to move"
    assert not page.locator("#moves .move.invoke").evaluate(HIDDEN)
    shot(page, f"record-disaster-taken-{scheme}")  # docs/record-disaster.png is a copy of the light one
    note.click()
    assert anne.locator(".hint").all_inner_texts()[1] == "Optional: the log may state it with this move."
    assert anne.locator("button.move").inner_text() == "Pharaoh ×2"
    # stated in the log: the position moves on and the line goes
    anne.locator("button.move").click()
    recorded(page, 9)
    assert not page.locator("#moves", has_text="lost 2 tiles").count()
    # in Dutch, the same
    page.click("#lang button[data-lang=nl]")
    # the switch asks the referee for the sentences in Dutch and saves the game with them: a log changed on the
    # phone before that answer would be written over by it
    page.wait_for_function("(key) => !!JSON.parse(localStorage.getItem(key)).record.answers.nl", arg=STORE)
    load_moves(page, log["moves"])
    assert "Begrafenis: Anne verloor 2 kaartjes: Farao ×2" in page.locator("#moves .move-group h3").all_inner_texts()
    assert (
        page.locator("#moves .move-group.forced .hint").inner_text()
        == "Niets te doen: de scheidsrechter heeft deze kaartjes al weggenomen."
    )
    assert page.locator("#moves .move-group.forced button[data-unfold]").inner_text() == "Noteren"


def test_the_focus_stays_in_the_move_area_and_a_screen_reader_hears_the_move_and_whose_turn(open_page):
    log = ra_game(0, 3)
    page = open_page()
    begin(page, "ra", log)
    first = log["moves"][0]
    assert first["action"] == "draw"
    page.click(f"#moves button.move[data-move='{move_key(first)}']")
    recorded(page, 1)
    assert page.evaluate("document.getElementById('moves').contains(document.activeElement)")
    page.wait_for_function("() => document.getElementById('announce').textContent.includes('to move')")
    assert first == {"player": "Anne", "action": "draw", "tile": "pharaoh"}
    # the tile named as on its button (the API's English name is "pharaoh", its Nile "Nile")
    assert page.locator("#announce").inner_text() == "Taken: Anne draws Pharaoh. Bert to move."
    # one Tab from there reaches Invoke Ra (it took 24)
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.move") == f"{log['moves'][1]['player']}:invoke:"


def test_a_tap_on_any_move_of_the_list_takes_the_game_back_to_just_before_it_after_a_confirmation(open_page):
    log = ra_game(0, 3)
    page = open_page()
    begin(page, "ra", log)
    load_moves(page, log["moves"][:12])
    page.click("#log > summary")
    page.click("#log li[data-key='m8'] button")
    assert page.locator("dialog h2").inner_text() == "Back to before move 9?"
    assert log["moves"][8] == {"player": "Carl", "action": "bid", "sun": 12}
    assert page.locator("dialog p").inner_text() == "Take back 4 moves, from “Carl bids sun 12” to the last?"
    page.click("dialog [value=no]")
    assert page.locator("#app").get_attribute("data-recorded") == "12"
    # one move, and the move list's tile names capitalised alike (the API names "step pyramid", "Nile")
    page.click("#log li[data-key='m11'] button")
    assert page.locator("dialog p").inner_text() == "Take back 1 move: “Carl draws Ra”?"
    assert page.locator("dialog [value=yes]").inner_text() == "Take back 1 move"
    page.click("dialog [value=no]")
    assert page.locator("#log li").all_inner_texts()[9:11] == ["Anne draws Unrest", "Bert draws Step pyramid"]
    page.click("#lang button[data-lang=nl]")
    page.wait_for_function("() => document.querySelector('#log li[data-key=m1]').textContent === 'Bert trekt Nijl'")
    assert page.locator("#log li").all_inner_texts()[:2] == ["Anne trekt Farao", "Bert trekt Nijl"]
    page.click("#log li[data-key='m11'] button")
    assert page.locator("dialog p").inner_text() == "1 zet terugnemen: ‘Carl trekt Ra’?"
    page.click("dialog [value=no]")
    page.click("#log li[data-key='m8'] button")
    assert page.locator("dialog p").inner_text() == "4 zetten terugnemen, van ‘Carl biedt zon 12’ tot de laatste?"
    assert page.locator("dialog [value=yes]").inner_text() == "4 zetten terugnemen"
    page.click("dialog [value=no]")
    page.click("#lang button[data-lang=en]")
    page.click("#log li[data-key='m8'] button")
    assert page.locator("dialog [value=yes]").inner_text() == "Take back 4 moves"
    page.click("dialog [value=yes]")
    recorded(page, 8)
    assert exported(page) == {**log, "moves": log["moves"][:8]}


def test_the_new_game_dialog_of_a_finished_game_says_it_is_finished(open_page):
    log = ra_game(0, 3)
    page = open_page()
    begin(page, "ra", log)
    page.click("#new-game")
    assert "will be cleared" in page.locator("dialog p").inner_text()
    page.click("dialog [value=no]")
    load_moves(page, log["moves"])
    page.click("#new-game")
    assert page.locator("dialog p").inner_text() == (
        "The game of Ra is finished: it stays in the list of finished games on this phone."
    )
    assert page.locator("dialog [value=no]").inner_text() == "Back to the result"
    page.click("dialog [value=no]")
    assert page.locator("#winner").is_visible()


def test_axe_finds_nothing_on_the_recording_screens_in_dark_mode(open_page):

    log = ra_game(0, 3)
    seen, _ = positions("ra", log)
    page = open_page(color_scheme="dark")
    begin(page, "ra", log)
    assert_no_violations(page, "recording, the first turn (dark)")
    first_bid = next(k for k, m in enumerate(log["moves"]) if m["action"] == "bid")
    load_moves(page, log["moves"][: first_bid + 1])
    assert_no_violations(page, "recording, an auction with a bid (dark)")
    shot(page, "record-dark-auction")
    god = next(k for k in range(len(seen)) if any(m.action == "god" for m in seen[k][2]))
    load_moves(page, log["moves"][:god])
    assert_no_violations(page, "recording, god plays offered (dark)")
    discard = next(k for k in range(len(seen)) if seen[k][1]["pending_discard"])
    load_moves(page, log["moves"][:discard])
    assert_no_violations(page, "recording, a discard owed (dark)")
    # offline: the pad of every move kind, the queue, then a move not allowed at its place
    page.context.set_offline(True)
    for button in steps(page, log["moves"][discard]):
        button.click()
    page.click("#moves button.move[data-move$=':pass:']")
    page.wait_for_selector("#queue #retry")
    page.evaluate("window.scrollTo(0, 0)")
    assert_no_violations(page, "recording offline, the pad (dark)")
    page.context.set_offline(False)
    page.wait_for_selector("#violation")
    page.evaluate("window.scrollTo(0, 0)")
    assert_no_violations(page, "recording, a move not allowed (dark)")
    load_moves(page, log["moves"])
    assert_no_violations(page, "recording, the final standings (dark)")


COVERED_AT_CENTRE = """(el) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !(hit && (el === hit || el.contains(hit)));
}"""


def test_at_200_percent_text_the_bars_leave_the_move_in_view_and_the_track_grows(open_page):
    log = ra_game(0, 3)
    page = open_page(viewport={"width": 390, "height": 844})
    begin(page, "ra", log)
    small_pip = page.locator(".pip").first.bounding_box()["width"]
    page.evaluate("document.documentElement.style.fontSize = '200%'")
    for k, move in enumerate(log["moves"][:8]):
        page.click(f"#moves button.move[data-move='{move_key(move)}']")
        recorded(page, k + 1)
        title = page.locator("#moves .move-group.now h3").first
        # whose turn it is: on screen and covered by no bar
        box = title.bounding_box()
        assert box and 0 <= box["y"] and box["y"] + box["height"] <= 844, (k, box)
        assert not title.evaluate(COVERED_AT_CENTRE), k
    sticky = page.evaluate("""() => [...document.querySelectorAll('header.bar, .actions.sticky')]
        .filter(e => ['sticky', 'fixed'].includes(getComputedStyle(e).position))
        .reduce((n, e) => n + e.getBoundingClientRect().height, 0)""")
    assert sticky == 0  # the header and the bottom bar took 251 of 844 px
    assert page.locator(".pip").first.bounding_box()["width"] >= 2 * small_pip - 1  # the Ra track grows with the text


def test_priests_of_ra_a_tie_is_told_on_every_tied_row_and_negative_points_have_one_minus(open_page):
    # Priests of Ra, 3 players, seed 20: after epoch 2 Anne and Carl are tied on 21 fame (Anne's higher sun
    # wins the tie, R7/P7) and Bert scored -1 in it (the engine's own scores, below).
    log = priests_game(20, 3)
    seen, end = positions("priests-of-ra", log)
    second = end.scores[1]
    assert [(s.name, s.fame, s.decided_by) for s in second.standings] == [
        ("Anne", 21, None),
        ("Carl", 21, "highest_sun"),
        ("Bert", 12, "fame"),
    ]
    assert [p.points for p in second.players] == [10, -1, 6]
    over = next(k for k in range(len(seen)) if seen[k][0] == 2)
    for locale, words in (("en-GB", "fame"), ("nl-NL", "roem")):
        page = open_page(locale=locale)
        begin(page, "priests-of-ra", log)
        load_moves(page, log["moves"][:over])
        page.click("#scored-2 > summary")
        rows = page.locator("#scored-2 .standings li")
        notes = [rows.nth(k).locator(".detail").all_inner_texts() for k in range(3)]
        # both tied rows say it (it stood on Carl's alone), Bert's (not tied) says nothing
        assert len(notes[0]) == 1 and len(notes[1]) == 1 and notes[2] == [], notes
        assert all(f"21 {words}" in note[0] for note in notes[:2]), notes
        # negative points with the true minus everywhere on the screen: gains, breakdowns, sentences
        text = page.inner_text("#app")
        assert "−" in text
        assert not re.search(r"(^|[\s(])-\d", text), re.findall(r".{0,30}(?:^|[\s(])-\d.{0,10}", text)
        page.close()


def test_at_200_percent_text_on_320_px_a_folded_choice_keeps_its_button_on_screen(open_page):
    # the forced funeral of the disaster test above: its "Note it" was cut to "Note i" beside the long title
    log = {
        "players": ["Anne", "Bert", "Carl"],
        "suns": {"Anne": [13, 8, 5, 2], "Bert": [12, 9, 6, 3], "Carl": [11, 10, 7, 4]},
        "moves": moves_of(
            [
                "Anne draw pharaoh",
                "Bert draw pharaoh",
                "Carl draw pharaoh",
                "Anne draw funeral",
                "Bert invoke",
                "Carl pass",
                "Anne bid 13",
                "Bert pass",
            ]
        ),
    }
    page = open_page(viewport={"width": 320, "height": 640})
    begin(page, "ra", log)
    load_moves(page, log["moves"])
    page.evaluate("document.documentElement.style.fontSize = '200%'")  # after the reload of load_moves
    page.wait_for_timeout(200)
    note = page.locator("#moves .move-group.forced button[data-unfold]")
    note.scroll_into_view_if_needed()
    assert not note.evaluate(HIDDEN)
    box = note.bounding_box()
    assert box["x"] + box["width"] <= 320 - 8, box  # inside its card, not cut by its edge
    note.click()
    assert page.locator("#moves .move-group.forced button.move").inner_text() == "Pharaoh ×2"


# --- Dutch tile names whole in the draw grid -------------------------------------------------------------

# A label wider than its button: its text runs out of the box (nothing may be cut or run over a neighbour).
CUT_LABELS = """() => [...document.querySelectorAll('#moves .move-main')]
  .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > e.closest('button').getBoundingClientRect().right + 1)
  .map((e) => e.textContent)"""


@pytest.mark.parametrize("width", [320, 390])
def test_dutch_tile_names_are_whole_in_the_draw_grid(open_page, width):
    page = open_page(locale="nl-NL", viewport={"width": width, "height": 700})
    log = ra_game(0, 3)
    begin(page, "ra", log)
    names = page.locator("#moves .tile-move .move-main").all_inner_texts()
    assert {"Trappenpiramide", "Overstroming"} <= set(names), names
    assert page.evaluate(CUT_LABELS) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= width


# --- taps that need a scroll, counted over whole games of every board and card ----------

# Whether a tap needs a scroll: the element not wholly inside the screen less the bars that stick, or not what a
# finger at its centre touches. Measured when the page has settled (two frames, as Playwright's own check that an
# element is stable), before Playwright scrolls to it.
NEEDS_SCROLL = """async (el) => {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  if (['radio', 'checkbox'].includes(el.type) && el.labels && el.labels.length) el = el.labels[0];  // a finger taps its label
  const r = el.getBoundingClientRect();
  let top = 0, bottom = innerHeight;
  for (const bar of document.querySelectorAll('body *')) {
    if (bar.contains(el) || el.contains(bar) || bar.closest('dialog')) continue;
    if (!['sticky', 'fixed'].includes(getComputedStyle(bar).position)) continue;
    const b = bar.getBoundingClientRect();
    if (!b.height || b.bottom <= 0 || b.top >= innerHeight) continue;
    if (b.top <= 1) top = Math.max(top, b.bottom); else bottom = Math.min(bottom, b.top);
  }
  if (r.top < top - 0.5 || r.bottom > bottom + 0.5 || r.left < 0 || r.right > innerWidth) {
    return `${Math.round(r.top)}..${Math.round(r.bottom)} outside ${Math.round(top)}..${Math.round(bottom)}`;
  }
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit && (hit === el || el.contains(hit) || (el.control && el.control === hit)) ? '' : `under ${hit && (hit.id || hit.getAttribute('class'))}`;
}"""


class TapCounter:
    """Every tap of a test (Page and Locator click, check, select_option), checked before it is made."""

    def __init__(self, monkeypatch):
        from playwright.sync_api import Locator, Page  # noqa: PLC0415

        self.taps: list[tuple[str, str]] = []
        self.scrolled: list[tuple[str, str]] = []
        for cls in (Page, Locator):
            for name in ("click", "check", "select_option"):
                monkeypatch.setattr(cls, name, self.watched(cls, name, getattr(cls, name)))

    def watched(self, cls, name, act):
        counter = self

        def tap(self, *args, **kw):
            if kw.get("force") or kw.get("trial"):
                return act(self, *args, **kw)
            loc = self if cls.__name__ == "Locator" else self.locator(args[0]).first
            loc.wait_for(state="attached")
            if name == "check" and loc.is_checked():
                return act(self, *args, **kw)  # nothing to tap
            why = loc.evaluate(NEEDS_SCROLL)
            what = args[0] if cls.__name__ == "Page" else str(self)[-80:]
            counter.taps.append((what, why))
            if why:
                counter.scrolled.append((len(counter.taps), what, why))
            return act(self, *args, **kw)

        return tap

    def __str__(self) -> str:
        return f"{len(self.scrolled)} of {len(self.taps)} taps needed a scroll: {self.scrolled[:12]}"


PHONE = {"width": 320, "height": 640}


def test_a_whole_game_on_the_osiris_board_set_up_included_needs_no_scroll_for_any_tap(open_page, monkeypatch):
    """2 players, seed 1 at 320 x 640: the colours, the ten god pickers (3 were under the action bar), the twelve
    temples (the last row was under it), then all 546 moves on the board."""
    from osiris_board_steps import begin, play_through  # noqa: PLC0415
    from osiris_games import random_game  # noqa: PLC0415

    log = random_game(1, 2)
    page = open_page(viewport=PHONE)
    taps = TapCounter(monkeypatch)
    begin(page, log)
    play_through(page, log)
    assert len(taps.taps) > len(log["moves"]) and taps.scrolled == [], str(taps)


def test_the_osiris_card_filled_in_needs_no_scroll_for_any_tap(open_page, monkeypatch):
    """The card of 4 players tapped from top to bottom: how it ended, who, the god, the followers, Who wins. The
    colours take a line a player, so the first question is on the first screen (its tap needed a scroll past the
    colours' choices once); each tap brings the next question into view above the action bar."""
    from osiris_card_steps import fill_card, open_card, set_up, who_wins  # noqa: PLC0415

    page = open_page(viewport=PHONE)
    set_up(page, ["Anne", "Bert", "Carl", "Dora"])
    open_card(page)
    taps = TapCounter(monkeypatch)
    fill_card(page, "blocked", 2, "Horus", {"beige": 2, "red-brown": 2, "brown": 1})
    who_wins(page)
    assert len(taps.taps) == 9 and taps.scrolled == [], str(taps)


def test_the_sakkara_pyramid_card_filled_in_needs_no_scroll_for_any_tap(open_page, monkeypatch):
    """Both layouts tapped in stepper by stepper (the steppers under the Check bar were 6 of its 32 taps)."""
    from sakkara_card_steps import APEX, TIER1, TIER2, check, lay_out, open_card, set_up  # noqa: PLC0415

    page = open_page(viewport=PHONE)
    set_up(page, ["Anne", "Bert"])
    open_card(page)
    taps = TapCounter(monkeypatch)
    lay_out(page, 0, 1, 3, tier1=TIER1, tier2=TIER2, apex=APEX)
    lay_out(page, 1, 1, 1, tier1=TIER1, tier2={"ankh": 1, "eye": 1})
    check(page)
    assert len(taps.taps) == 32 and taps.scrolled == [], str(taps)


def test_a_whole_game_on_the_sakkara_board_deal_included_needs_no_scroll_for_any_tap(open_page, monkeypatch):
    """Seed 52 at 320 x 640, the deal and all 222 written moves: a discard owed or a turn with nothing left on the
    board brings the card into view (they needed a scroll); the deal's paste link was below the board, a spell's six
    orders made cards taller than the screen, and a card of specials only scrolled the other player's workers away."""
    from sakkara_board_steps import begin, game, tap, written  # noqa: PLC0415

    log = game()
    page = open_page(viewport=PHONE)
    taps = TapCounter(monkeypatch)
    begin(page, log)
    for n, (player, move) in enumerate(written(log), start=5):
        tap(page, player, move, n)
    print(f"\nSakkara board: {taps}")
    assert len(taps.taps) > len(written(log)) and taps.scrolled == [], str(taps)


# Under a bar that sticks (or off the screen), once the browser has brought it into view: by focus (Tab), or by
# Playwright's scroll before its tap.
UNDER_A_BAR = NEEDS_SCROLL.replace("async (el) => {", "async (el) => { el.scrollIntoView({ block: 'nearest' });", 1)


def uncovered(page, selector: str) -> list[str]:
    """Every control of `selector`, brought into view as a tap or Tab brings it: those a bar that sticks covers."""
    out = []
    for k in range(page.locator(selector).count()):
        el = page.locator(selector).nth(k)
        el.scroll_into_view_if_needed()
        why = el.evaluate(NEEDS_SCROLL)
        page.evaluate("window.scrollTo(0, 0)")
        why = why or el.evaluate(UNDER_A_BAR)
        page.evaluate("window.scrollTo(0, 0)")
        el.focus()
        why = why or el.evaluate(NEEDS_SCROLL)
        if why:
            out.append(f"{el.get_attribute('id') or el.get_attribute('aria-label')}: {why}")
        page.evaluate("window.scrollTo(0, 0)")
    return out


def test_no_bar_that_sticks_covers_a_control_brought_into_view_at_320_px(open_page):
    """The Osiris god pickers (3 of 10 were under the action bar once scrolled to), the temples of the followers'
    set-up and the Sakkara pyramid card's steppers (under the Check bar): the page's scroll padding is the bars'."""
    from osiris_board_steps import names_typed  # noqa: PLC0415
    from osiris_games import random_game  # noqa: PLC0415
    from sakkara_card_steps import open_card, set_up  # noqa: PLC0415

    log = random_game(1, 2)
    page = open_page(viewport=PHONE)
    names_typed(page, [p["name"] for p in log["players"]])
    page.click("#ob-to-gods")
    assert uncovered(page, ".ob-gods select") == []
    for slot, god in log["gods"].items():
        page.select_option(f"#god-{slot}", god)
    page.click("#ob-to-followers")
    assert uncovered(page, ".ob-temple") == []
    page = open_page(viewport=PHONE)
    set_up(page, ["Anne", "Bert"])
    open_card(page)
    assert uncovered(page, ".tile .plus") == []
