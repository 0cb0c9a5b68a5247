"""Osiris and Sakkara played at a table through the phone form: what a table stumbled on, in a real browser.

A phone at 320 x 640 with touch, as a recorder holds it. Each test is one thing a table ran into while
recording a game on the drawn board (the blockade button that looked the same pressed or not, relief only
by a button per priest and blockade, the board pushed below the first screen at 200 % text, a game started
without a connection), and fails on the form as it was.
"""

from __future__ import annotations

import re

import pytest
from osiris_board_steps import (
    begin,
    exported,
    first_index,
    load_moves,
    move_key,
    names_typed,
    recorded,
    tap,
    tap_unchecked,
    wrong_step,
)
from osiris_games import random_game, random_log
from sakkara_board_steps import begin as sakkara_begin
from sakkara_board_steps import deal as sakkara_deal
from sakkara_board_steps import game as sakkara_game
from sakkara_board_steps import pad_tap as sakkara_pad_tap
from sakkara_board_steps import tap as sakkara_tap
from sakkara_board_steps import written as sakkara_written

from referee.games.osiris import rules

PHONE = {"width": 320, "height": 640}

# Is the element on the screen, whole, and the thing a finger at its centre would hit (no bar over it)?
TAPPABLE = """(sel) => {
  const el = document.querySelector(sel);
  if (!el) return `${sel}: not on the page`;
  const r = el.getBoundingClientRect();
  if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) {
    return `${sel}: off the screen (${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight})`;
  }
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit && (hit === el || el.contains(hit)) ? null : `${sel}: under ${hit && (hit.id || hit.getAttribute('class'))}`;
}"""


def relief_game() -> tuple[dict, int]:
    """A 3-player game with the optional rules on and the index of its first relief (O8)."""
    log = random_game(2, 3, rebellion=True, relief=True)
    return log, first_index(log, lambda m: m["action"] == "relief")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_blockade_button_looks_pressed_when_it_is(open_page, scheme):
    """'Lay the blockade' pressed is filled and ticked (not only aria-pressed), and the prompt then says to tap
    the blockade's field, not 'the next field'."""
    log = random_game(2, 3, rebellion=True, relief=True)
    k = first_index(log, lambda m: m["action"] == "block")
    page = open_page(viewport=PHONE, color_scheme=scheme)
    begin(page, log)
    load_moves(page, log["moves"][:k])
    look = """() => { const b = document.querySelector('#block-mode'); const s = getComputedStyle(b);
        return [b.getAttribute('aria-pressed'), s.backgroundColor, s.color, getComputedStyle(b, '::before').content]; }"""
    off = page.evaluate(look)
    page.click("#block-mode")
    on = page.evaluate(look)
    assert (off[0], on[0]) == ("false", "true")
    assert off[1] != on[1] and off[2] != on[2], (off, on)  # filled: another background and ink
    assert off[3] in ("none", "normal") and "✓" in on[3], (off, on)
    assert page.locator("#ob-prompt").inner_text().startswith("Tap the field for the blockade")
    page.click("#block-mode")  # pressed again: back to stepping
    assert page.evaluate(look) == off


def test_a_blockade_is_relieved_by_tapping_it_on_the_board(open_page):
    """With relief on (O8), a turn where no priest can move: the blockade is highlighted, named for the priest
    who would go onto it, and one tap on it records the relief."""
    log, k = relief_game()
    m = log["moves"][k]
    page = open_page(viewport=PHONE)
    begin(page, log)
    load_moves(page, log["moves"][:k])
    assert "Tap a blockade" in page.locator("#ob-prompt").inner_text()
    cell = page.locator(f".ob-cell[data-place='{m['field']}']")
    assert "reach" in cell.get_attribute("class")
    assert "tap to lift it and put Beige 2 here" in cell.get_attribute("aria-label")
    cell.click()
    recorded(page, k + 1)
    assert exported(page)["moves"] == log["moves"][: k + 1]


def test_at_200_percent_text_the_board_and_its_next_tap_are_on_the_first_screen(open_page):
    """At the phone's 200 % text (set before the page opens) the heading and the prompt no longer leave the board
    below the first screen: when a position is shown (the first answer, a move, a reload) the page goes to the
    prompt with the board under it, its first field to tap whole on the screen and uncovered."""
    log, k = relief_game()
    page = open_page(viewport=PHONE)
    # the phone's setting, there before the form's first render (at a new document the root may not exist yet)
    page.context.add_init_script("""document.addEventListener('readystatechange', () => {
        document.documentElement.style.fontSize = '200%'; }, { once: true });""")
    page.reload()
    begin(page, log)
    assert page.evaluate("getComputedStyle(document.documentElement).fontSize") == "32px"
    for n in range(4):
        assert page.evaluate(TAPPABLE, "#ob-board [data-focus=ob-stop]") is None, n
        assert page.locator("#ob-prompt").bounding_box()["y"] >= 0
        tap(page, log["moves"][n], n + 1)
    load_moves(page, log["moves"][:k])  # a reload at the relief turn: the blockade to tap is on the screen
    assert page.evaluate(TAPPABLE, f".ob-cell[data-place='{log['moves'][k]['field']}']") is None
    # at 100 % nothing scrolls: the heading, prompt and board fit
    small = open_page(viewport=PHONE)
    begin(small, log)
    tap(small, log["moves"][0], 1)
    assert small.evaluate("scrollY") == 0


@pytest.mark.parametrize("locale, words", [("en-GB", "first answer"), ("nl-NL", "eerste antwoord")])
def test_a_game_started_offline_says_the_first_answer_is_needed_and_why(open_page, locale, words):
    """The set-up is done on the phone, then the connection drops before Start: no board can be drawn (where
    the priests and stones start is the referee's), and the form says so plainly instead of a bare 'not sent'."""
    log = random_game(1, 2)
    page = open_page(viewport=PHONE, locale=locale)
    names_typed(page, [p["name"] for p in log["players"]])
    page.click("#ob-to-gods")
    for slot, god in log["gods"].items():
        page.select_option(f"#god-{slot}", god)
    page.click("#ob-to-followers")
    while page.locator("#ob-start").count() == 0:
        page.click(".ob-temple:not([aria-disabled])")
    page.context.set_offline(True)
    page.click("#ob-start")
    page.wait_for_selector("#queue #retry")
    assert words in page.locator("#ob-first-answer").inner_text()
    page.context.set_offline(False)  # the queue hears the browser come back online
    recorded(page, 0)
    assert page.locator("#ob-first-answer").count() == 0
    assert page.locator(f"[data-priest='{log['moves'][0]['priest']}']").count() == 1


@pytest.mark.parametrize(
    "locale, words", [("en-GB", "checks the board as dealt once"), ("nl-NL", "controleert het bord zoals uitgelegd")]
)
def test_a_sakkara_deal_checked_without_a_connection_says_why_the_referee_is_needed(open_page, locale, words):
    """The deal is pasted, then the connection drops before 'Place the workers': the form says the referee checks
    the dealt board once and that the game goes on offline after that; back online the workers are placed."""
    log = sakkara_game()
    page = open_page(viewport=PHONE, locale=locale)
    sakkara_deal(page, log)
    page.context.set_offline(True)
    page.click("#sb-to-workers")
    assert words in page.locator("#sb-first-answer").inner_text()
    assert page.evaluate(TAPPABLE, "#sb-to-workers") is None  # the way on stays on the screen
    page.context.set_offline(False)
    page.click("#sb-to-workers")
    page.wait_for_selector("#sb-workers-hint")
    assert page.locator("#sb-first-answer").count() == 0


@pytest.mark.parametrize(
    "locale, hint",
    [
        ("en-GB", "Tap the move made instead, or remove it."),
        ("nl-NL", "Tik de zet die in plaats daarvan gedaan is, of haal hem weg."),
    ],
)
def test_an_illegal_last_move_is_not_said_to_have_0_moves_after_it(open_page, locale, hint):
    """A step the rules refuse, entered as the last move (offline, so the pad takes it): the notice asks for the
    move made instead and says nothing of 'the 0 moves after it'; the move made instead is then tapped."""
    log = random_game(1, 2)
    j, bad = wrong_step(log, 40)
    page = open_page(viewport=PHONE, locale=locale)
    begin(page, log)
    load_moves(page, log["moves"][: j - 1])
    page.context.set_offline(True)
    tap_unchecked(page, log["moves"][j - 1], j)
    tap_unchecked(page, bad, j + 1)
    page.context.set_offline(False)
    page.wait_for_selector("#violation")
    said = page.locator("#violation").inner_text()
    assert hint in said and " 0 " not in said, said
    tap(page, log["moves"][j], j + 1)
    assert exported(page)["moves"] == log["moves"][: j + 1]


def test_a_blockade_two_priests_may_relieve_asks_which_after_the_tap(open_page):
    """Two of the player's priests are at home in their cities (O8 relief): the blockade tapped asks which priest
    goes onto it, with a button for each of the two and nothing else of relief; the one chosen is recorded."""
    log = random_log(33, 2, rebellion=True, relief=True)
    k = 210
    m = log["moves"][k]
    assert (m["action"], m["field"]) == ("relief", "1-1")
    page = open_page(viewport=PHONE)
    begin(page, log)
    load_moves(page, log["moves"][:k])
    assert page.locator("#ob-actions [data-move*=':relief:']").count() == 0  # no button per priest and blockade
    page.click(".ob-cell[data-place='1-1']")
    assert page.locator("#ob-prompt").inner_text() == "Which priest goes onto field 1-1?"
    buttons = page.locator("#ob-actions [data-move*=':relief:']")
    assert buttons.count() == 2 and all(":1-1:" in buttons.nth(n).get_attribute("data-move") for n in range(2))
    page.click(f"#ob-actions [data-move='{move_key(m)}']")
    recorded(page, k + 1)
    assert exported(page)["moves"] == log["moves"][: k + 1]


def test_a_temple_without_followers_says_empty_in_the_list_of_temples(open_page):
    """The list of temples under the board: a temple nobody has a follower in says so, in words, not an empty box."""
    log = random_game(1, 2)
    empty = [g for g in rules.GODS if not sum(log["followers"].get(g, {}).values())]
    full = next(g for g in rules.GODS if sum(log["followers"].get(g, {}).values()))
    assert empty
    page = open_page(viewport=PHONE, locale="nl-NL")
    begin(page, log)
    for god in empty:
        assert page.locator(f"#ob-temples li[data-key='tl-{god}'] .ob-dots").inner_text() == "leeg"
    assert "leeg" not in page.locator(f"#ob-temples li[data-key='tl-{full}']").inner_text()


@pytest.mark.parametrize(
    "locale, said",
    [
        (
            "en-GB",
            "No connection to the referee. Nothing is lost: try again when you are back online. Go on recording: the moves stay",
        ),
        (
            "nl-NL",
            "Geen verbinding met de scheidsrechter. Er gaat niets verloren: probeer het opnieuw als je weer online bent. Speel door:",
        ),
    ],
)
def test_the_sakkara_offline_notice_reads_as_sentences(open_page, locale, said):
    """Offline on the Sakkara board: the notice is whole sentences, not a sentence in brackets ending in '.).'."""
    log = sakkara_game()
    page = open_page(viewport=PHONE, locale=locale)
    sakkara_begin(page, log)
    page.context.set_offline(True)
    player, move = sakkara_written(log)[0]
    sakkara_pad_tap(page, player, move, 5)
    text = page.locator("#queue p").first.inner_text()
    assert text.startswith(said) and ".)" not in text, text


def test_after_a_tap_on_the_card_the_sakkara_board_is_whole_under_the_header(open_page):
    """Seed 52 at 320 x 640: after Bert's stack is placed (the card under the board scrolled the page), the next
    move is Bert's worker on f7, in the top row: it is on the screen and not under the header that sticks."""
    log = sakkara_game()
    moves = sakkara_written(log)
    page = open_page(viewport=PHONE)
    sakkara_begin(page, log)
    for n, (player, move) in enumerate(moves[:35], start=5):
        sakkara_tap(page, player, move, n)
    assert moves[35] == ("Bert", {"action": "step", "worker": "f7", "to": "g7"})
    assert page.evaluate(TAPPABLE, "g.sb-field[data-field=f7]") is None


def test_the_fight_card_counts_followers_with_their_plural(open_page):
    """Seed 8, 3 players, move 125: beige 2 steps onto brown 2, whose god (Khnum) has 1 follower in its temple:
    the card says '1 follower', never '1 followers'; and the Undo bar sits under the moves, covering none."""
    log = random_game(8, 3)
    k = 124
    m = log["moves"][k]
    assert (m["priest"], m["to"], m["swap"]) == ("beige-2", "2-23", False)
    page = open_page(viewport=PHONE)
    begin(page, log)
    load_moves(page, log["moves"][:k])
    page.click("[data-priest='beige-2']")
    page.click("[data-target='2-23']")
    said = page.locator("#ob-fight").inner_text()
    counts = re.findall(r"(\d+) (followers?)\b", said)
    assert len(counts) == 2 and ("1", "follower") in counts, said
    assert all((n == "1") == (word == "follower") for n, word in counts), said
    page.click(f"#ob-fight button[data-move='{move_key(m)}']")
    recorded(page, k + 1)
    page.wait_for_selector("#ob-actions button")
    assert_undo_bar_under_the_moves(page, "#ob-actions")


def assert_undo_bar_under_the_moves(page, moves: str) -> None:
    """The last move and Undo follow the moves on the page and stick nowhere: no move button or field can be under
    them (a sticky bar at the bottom covered "Move a follower", "End the turn", a build's buttons)."""
    assert page.evaluate(
        "(moves) => { const bar = document.querySelector('.record-bar');"
        " return !['sticky', 'fixed'].includes(getComputedStyle(bar).position)"
        " && Boolean(document.querySelector(moves).compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING); }",
        moves,
    )


def test_the_sakkara_undo_bar_follows_the_moves_and_sticks_nowhere(open_page):
    log = sakkara_game()
    page = open_page(viewport=PHONE)
    sakkara_begin(page, log)
    assert_undo_bar_under_the_moves(page, "#moves")
