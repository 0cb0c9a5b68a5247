"""A tapped move is pending until a referee answers, on the Ra recording screen and the Osiris and Sakkara boards, in a
real browser (no engine on the phone, as tests/test_web.py's pages): the form works out no position, saves the game
once a tap, and loses nothing on a reload before the answer.

The referee is held back by holding the page's requests to /replay (the phone has no engine): the tap leaves the board
as the last answer drew it, with the move marked on it as not yet checked; the answer, let through, draws the new
position. localStorage writes of the game are counted by wrapping `Storage.setItem` before the page's own scripts.
"""

from __future__ import annotations

import json
import re

import osiris_board_steps as osiris
import record_auction_steps as ra
import sakkara_board_steps as sakkara
from osiris_games import random_game as osiris_game
from ra_games import random_game as ra_game

STORE = "referee.game.v1"
COUNT_SAVES = """(() => {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === 'referee.game.v1') window.gameSaves = (window.gameSaves || 0) + 1;
    return setItem.call(this, key, value);
  };
})();"""


def saves(page) -> int:
    return page.evaluate("window.gameSaves || 0")


def hold(page) -> list:
    """The requests to /replay held from now on (the referee does not answer until they are let through)."""
    held: list = []
    page.route("**/replay", lambda route: held.append(route))
    return held


def let_through(page, held: list) -> None:
    for route in held:
        route.continue_()
    page.unroute("**/replay")


def counting(open_page_):
    page = open_page_()
    page.context.add_init_script(COUNT_SAVES)
    page.reload()
    return page


def kept_moves(page) -> int:
    s = json.loads(page.evaluate(f"localStorage.getItem('{STORE}')"))
    rec = s.get("sakkara") or s["record"]
    log = rec["log"]
    return len(log["moves"]) if "moves" in log else len(log["workers"]) + sum(len(t) for t in log["turns"])


# --- Ra ------------------------------------------------------------------------------------------------------


def test_ra_a_tap_is_pending_on_the_last_board_then_the_answer_draws_it_saved_once(open_page):
    log = ra_game(ra.RA_SEED, 3)
    page = counting(open_page)
    ra.begin(page, "ra", log)
    ra.tap_all(page, log["moves"][:4])
    board = page.locator("#board").inner_html()
    before = saves(page)
    held = hold(page)
    for button in ra.steps(page, log["moves"][4]):
        button.click()
    page.wait_for_function("() => document.getElementById('last-move').textContent.endsWith('not yet checked')")
    assert page.locator("#board").inner_html() == board  # nothing worked out: the last position answered
    assert page.locator("#app").get_attribute("data-recorded") == "4"
    page.wait_for_function("(n) => window.gameSaves === n", arg=before + 1)  # no answer: saved once, by its deadline
    let_through(page, held)
    ra.recorded(page, 5)
    assert page.locator("#board").inner_html() != board
    assert saves(page) == before + 2  # and once with the answer
    # with the referee answering, one save a tap
    before = saves(page)
    ra.tap_all(page, log["moves"][5:15], start=5)
    page.wait_for_timeout(1200)  # any save still due would be written by now
    assert saves(page) == before + 10


def test_ra_a_reload_between_the_tap_and_its_answer_loses_nothing(open_page):
    log = ra_game(ra.RA_SEED, 3)
    page = open_page()
    ra.begin(page, "ra", log)
    ra.tap_all(page, log["moves"][:3])
    hold(page)
    for button in ra.steps(page, log["moves"][3]):
        button.click()
    page.reload()  # before any answer, and before the tap's save was due
    assert kept_moves(page) == 4
    page.unroute("**/replay")
    ra.recorded(page, 4)
    assert ra.exported(page)["moves"] == log["moves"][:4]


# --- Osiris --------------------------------------------------------------------------------------------------


def test_osiris_a_tap_is_pending_on_the_last_board_then_the_answer_draws_it(open_page):
    log = osiris_game(1, 2)
    page = counting(open_page)
    osiris.begin(page, log)
    osiris.tap(page, log["moves"][0], 1)
    step = next(k for k, m in enumerate(log["moves"][1:], start=1) if m["action"] == "step" and m.get("priest"))
    osiris.load_moves(page, log["moves"][:step])
    m = log["moves"][step]
    before = saves(page)
    held = hold(page)
    osiris.tap_move(page, m)
    page.wait_for_selector(f".ob-cell[data-place='{m['to']}'].pending")
    # the priest stays where the referee last drew it
    assert page.locator(f".ob-cell[data-place='{m['to']}'] .ob-priest").count() == 0
    assert page.locator("#app").get_attribute("data-recorded") == str(step)
    let_through(page, held)
    osiris.recorded(page, step + 1)
    assert page.locator(f".ob-cell[data-place='{m['to']}'] .ob-priest").count() == 1
    assert page.locator(".ob-cell.pending").count() == 0
    page.wait_for_timeout(1200)
    assert saves(page) - before <= 2  # the tap's save by its deadline (the answer held), the answer's


def test_osiris_one_save_a_tap_and_a_reload_before_the_answer_loses_nothing(open_page):
    log = osiris_game(1, 2)
    page = counting(open_page)
    osiris.begin(page, log)
    before = saves(page)
    for n, m in enumerate(log["moves"][:8], start=1):
        osiris.tap(page, m, n)
    page.wait_for_timeout(1200)
    assert saves(page) == before + 8
    hold(page)
    osiris.tap_move(page, log["moves"][8])
    page.reload()
    assert kept_moves(page) == 9
    page.unroute("**/replay")
    osiris.recorded(page, 9)
    assert osiris.exported(page)["moves"] == log["moves"][:9]


MARKS = re.compile(r", (can be reached( with a stair)?|the stack may go here|can move|chosen|a move not yet checked)$")


def fields_shown(page) -> list[str]:
    """What each field of the Sakkara board shows (its tiles, its worker), without the marks on it."""
    return [
        MARKS.sub("", x)
        for x in page.locator("g.sb-field").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    ]


# --- Sakkara -------------------------------------------------------------------------------------------------


def test_sakkara_a_tap_is_pending_on_the_last_board_then_the_answer_draws_it_saved_once(open_page):
    log = sakkara.game()
    moves = sakkara.written(log)
    page = counting(open_page)
    sakkara.begin(page, log)
    for n, (player, move) in enumerate(moves[:6], start=5):
        sakkara.tap(page, player, move, n)
    before = saves(page)
    for n, (player, move) in enumerate(moves[6:14], start=11):
        sakkara.tap(page, player, move, n)
    page.wait_for_timeout(1200)
    assert saves(page) == before + 8  # one save a tap (a tap that only chooses a field saves that choice)
    k, (player, step) = next((k, pm) for k, pm in enumerate(moves[14:], start=14) if pm[1]["action"] == "step")
    for n, (p, move) in enumerate(moves[14:k], start=19):
        sakkara.tap(page, p, move, n)
    labels = fields_shown(page)
    held = hold(page)
    sakkara.field(page, step["worker"])
    sakkara.field(page, step["to"])
    if page.locator(
        f"#sb-choice [data-move='{sakkara.key(player, step)}']"
    ).count():  # asked only when it may be another move
        page.click(f"#sb-choice [data-move='{sakkara.key(player, step)}']")
    page.wait_for_selector(f"g.sb-field.pending[data-field={step['to']}]")
    # the worker stays where the referee last drew it; the field stepped to is marked, nothing else changed
    assert f"worker of {player}" in page.locator(f"g.sb-field[data-field={step['worker']}]").get_attribute("aria-label")
    assert fields_shown(page) == labels
    let_through(page, held)
    page.wait_for_selector(f"#sb-rec[data-recorded='{k + 5}']", state="attached")
    assert f"worker of {player}" in page.locator(f"g.sb-field[data-field={step['to']}]").get_attribute("aria-label")
    assert page.locator("g.sb-field.pending").count() == 0


def test_sakkara_a_reload_between_the_tap_and_its_answer_loses_nothing(open_page):
    log = sakkara.game()
    moves = sakkara.written(log)
    page = open_page()
    sakkara.begin(page, log)
    for n, (player, move) in enumerate(moves[:5], start=5):
        sakkara.tap(page, player, move, n)
    hold(page)
    player, move = moves[5]
    sakkara.pad_tap(page, player, move, 10)
    page.reload()
    assert kept_moves(page) == 10
    page.unroute("**/replay")
    page.wait_for_selector("#sb-rec[data-recorded='10']", state="attached")
    assert sakkara.written(sakkara.exported(page)) == moves[:6]
