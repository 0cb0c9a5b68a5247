"""Recording with no network or a slow one in a real browser.

A tapped move joins the log at once and is shown as not yet checked; the log goes to the referee when it
can, and its answer checks every move. Where the next legal moves are not known (offline, or an answer on
its way) the form offers every move kind of the game for the player chosen. The games are the seeded
random legal games of tests/ra_games.py, as in tests/web/test_record_auction.py.
"""

from __future__ import annotations

import time

from ra_games import random_game as ra_game
from record_auction_steps import RA_SEED, begin, exported, move_key, offered, positions, recorded, tap_all
from score_steps import shot

from referee.sun_auction.codec import move_notation

CHOICES = {"god": ("take", "#pad-god"), "discard": ("tiles", "#pad-discard"), "flip": ("tiles", "#pad-flip")}


def tap_on_pad(page, move: dict) -> None:
    """Tap `move` on the pad offered while the next legal moves are unknown: the player, then the move (or on
    its own button where the referee's answer is for the log as it is). A move tapped is pending until the referee
    answers, its buttons doing nothing meanwhile; the entry of every move comes when no answer comes soon."""
    page.wait_for_function(
        "() => document.querySelector('#pad-title') || !document.querySelector('.log-list li.unchecked')"
    )
    before = page.locator(".log-list li").count()
    if not page.locator("#pad-title").count():
        page.click(f"#moves button.move[data-move='{move_key(move)}']")
        return drawn(page, before)
    names = page.locator(".who-chip").all_inner_texts()
    chip = page.locator(".who-chip").nth(names.index(move["player"]))
    if chip.get_attribute("aria-pressed") != "true":
        chip.click()
    if move["action"] in CHOICES:
        field, button = CHOICES[move["action"]]
        if page.locator("#pad-choice").get_attribute("open") is None:
            page.click("#pad-choice > summary")
        for tile in move[field]:
            page.click(f"[data-focus='pick-{tile}']")
        page.click(button)
    else:
        page.click(f"#moves button.move[data-move='{move_key(move)}']")
    drawn(page, before)


def drawn(page, before: int) -> None:
    """The tap is on the page: its move is in the list, answered or pending (a pending move is drawn only when no
    answer has come within 0.1 s, so until then the page still shows the moves offered before the tap)."""
    page.wait_for_function("(n) => document.querySelectorAll('.log-list li').length > n", arg=before)


def unchecked(page) -> int:
    return page.locator(".log-list li.unchecked").count()


def test_ten_moves_tapped_offline_mid_auction_are_kept_and_checked_when_back(open_page):
    log = ra_game(RA_SEED, 3)
    seen, _ = positions("ra", log)
    start = next(k for k, m in enumerate(log["moves"]) if m["action"] == "bid")  # a bid is the next move
    assert seen[start][1]["auction"], "the auction is on"
    page = open_page()
    begin(page, "ra", log)
    tap_all(page, log["moves"][:start])
    page.context.set_offline(True)
    offline = log["moves"][start : start + 10]
    for k, move in enumerate(offline, start=1):
        tap_on_pad(page, move)
        # taken at once: in the log, last, not yet checked
        page.wait_for_function(
            "(n) => document.querySelector('#log > summary').textContent === `${n} moves recorded`", arg=start + k
        )
        assert unchecked(page) == k
    page.wait_for_selector("#queue #retry")
    assert "10 moves are kept on this phone" in page.locator("#queue").inner_text()
    assert page.locator("#app").get_attribute("data-recorded") == str(start)
    shot(page, "record-offline")
    # A reload offline keeps them too (the form's files come from the service worker).
    page.reload()
    page.wait_for_selector("#pad-title")
    assert unchecked(page) == 10
    page.context.set_offline(False)
    recorded(page, start + 10)
    assert unchecked(page) == 0
    assert page.locator("#queue").count() == 0
    assert exported(page) == {**log, "moves": log["moves"][: start + 10]}
    # the position the referee answered, with the moves it allows, as if every move had been tapped online
    assert offered(page) == {move_key(move_notation(m)) for m in seen[start + 10][2]}


def test_an_illegal_move_among_offline_moves_is_flagged_at_its_place_and_fixed_losing_nothing_after_it(open_page):
    log = ra_game(RA_SEED, 3)
    start = next(k for k, m in enumerate(log["moves"]) if m["action"] == "bid")
    moves = log["moves"][start : start + 10]
    wrong_at = next(k for k in range(3, 10) if moves[k]["action"] == "draw")  # a pass there is illegal: no auction
    wrong = {"player": moves[wrong_at]["player"], "action": "pass"}
    page = open_page()
    begin(page, "ra", log)
    tap_all(page, log["moves"][:start])
    page.context.set_offline(True)
    for k, move in enumerate(moves):
        tap_on_pad(page, wrong if k == wrong_at else move)
    page.context.set_offline(False)
    page.wait_for_selector("#violation")
    n = start + wrong_at + 1
    assert page.locator("#violation strong").inner_text() == f"Move {n} is not legal:"
    items = page.locator(".log-list li")
    assert items.count() == start + 10  # nothing lost
    assert "illegal" in items.nth(n - 1).get_attribute("class")
    assert all(items.nth(k).get_attribute("class") is None for k in range(n - 1))
    assert all("unchecked" in items.nth(k).get_attribute("class") for k in range(n, start + 10))
    shot(page, "record-illegal")
    # The table taps the move made instead: the moves after it are kept and checked again.
    page.click(f"#moves button.move[data-move='{move_key(moves[wrong_at])}']")
    # the answer on screen was for start + 10 moves already (the illegal one among them): wait for the new one
    page.wait_for_selector("#violation", state="detached")
    recorded(page, start + 10)
    assert page.locator("#violation").count() == 0
    assert exported(page) == {**log, "moves": log["moves"][: start + 10]}


def test_an_illegal_move_can_be_removed_instead(open_page):
    log = ra_game(RA_SEED, 3)
    page = open_page()
    begin(page, "ra", log)
    tap_all(page, log["moves"][:3])
    page.context.set_offline(True)
    assert all(m["action"] == "draw" for m in log["moves"][:6])
    tap_on_pad(page, log["moves"][3])
    tap_on_pad(page, {"player": log["moves"][4]["player"], "action": "pass"})  # no auction: illegal
    for move in log["moves"][4:6]:
        tap_on_pad(page, move)
    page.context.set_offline(False)
    page.wait_for_selector("#violation")
    assert page.locator("#remove-illegal").inner_text() == "Remove move 5"
    page.click("#remove-illegal")
    recorded(page, 6)
    assert exported(page) == {**log, "moves": log["moves"][:6]}


def test_three_pass_taps_300_ms_apart_on_a_700_ms_network_record_three(open_page):
    log = ra_game(RA_SEED, 3)
    at = 28  # the start of an auction where all three players may pass (found with the engine)
    passes = [
        {"player": "Bert", "action": "pass"},
        {"player": "Carl", "action": "pass"},
        {"player": "Anne", "action": "pass"},
    ]
    page = open_page()
    begin(page, "ra", log)
    tap_all(page, log["moves"][:at])
    held: list[tuple[float, object]] = []
    page.route("**/replay", lambda route: held.append((time.monotonic(), route)))

    def wait(ms: int) -> None:
        """Let `ms` go by, answering every request 700 ms after it was sent."""
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            while held and time.monotonic() - held[0][0] >= 0.7:
                held.pop(0)[1].continue_()
            page.wait_for_timeout(20)

    for k, move in enumerate(passes):
        tap_on_pad(page, move)  # the first from the answer's buttons, the others on the entry: no answer came yet
        # taken at once, shown as not yet checked
        page.wait_for_function(
            "(n) => document.querySelector('#log > summary').textContent === `${n} moves recorded`", arg=at + k + 1
        )
        wait(300)
    while page.locator("#app").get_attribute("data-recorded") != str(at + 3):
        wait(100)
    page.unroute("**/replay")
    assert exported(page) == {**log, "moves": log["moves"][:at] + passes}
    assert page.locator("#violation").count() == 0


def entry_leads_with(page) -> list[str]:
    """The kinds of the first two move buttons on the entry of every move."""
    page.wait_for_selector("#pad-title")
    return [
        b.split(":")[1]
        for b in page.locator("#moves .pad button.move").evaluate_all("els => els.map(e => e.dataset.move)")[:2]
    ]


def test_offline_the_board_stays_the_last_answered_and_the_entry_works_out_nothing(open_page):
    """With no referee to answer, the form computes no consequence of a move: the board stays as the referee last drew
    it, the entry is for the player the referee named until the table picks another (no next seat worked out), in one
    order whatever the position (no auction worked out); the referee then checks every move."""
    # Ra seed 0: six draws, the sixth a Ra tile (an auction: Anne passes, Bert and Carl bid), Anne draws, then Bert
    log = ra_game(RA_SEED, 3)
    page = open_page()
    begin(page, "ra", log)
    tap_all(page, log["moves"][:2])
    board = page.locator("#board").inner_html()
    named = log["moves"][2]["player"]
    page.context.set_offline(True)
    tap_on_pad(page, log["moves"][2])
    for k in range(3, 10):
        page.wait_for_selector("#pad-title")
        assert page.locator("#board").inner_html() == board, k  # the last position answered, nothing laid on it
        assert entry_leads_with(page) == ["invoke", "draw"], k
        if k == 3:  # the player the referee named last, not the next seat
            assert page.locator("#pad-title").inner_text() == f"{named} to move?"
        tap_on_pad(page, log["moves"][k])
        page.wait_for_function("(n) => document.querySelectorAll('.log-list li.unchecked').length === n", arg=k - 1)
    page.context.set_offline(False)
    recorded(page, 10)
    assert unchecked(page) == 0
    assert exported(page) == {**log, "moves": log["moves"][:10]}


def test_an_illegal_last_move_offline_asks_for_the_move_made_and_speaks_of_no_moves_after_it(open_page):
    """The illegal move is the last one tapped: the notice asks for the move made instead, and says nothing of
    'the 0 moves after it' (English and Dutch plural rules have no zero form: the form has its own words)."""
    log = ra_game(RA_SEED, 3)
    moves = log["moves"]
    start = next(
        k
        for k in range(3, len(moves) - 1)
        if [m["action"] for m in moves[k : k + 2]] == ["draw", "draw"] and moves[k]["tile"] != "ra"
    )
    page = open_page()
    begin(page, "ra", log)
    tap_all(page, moves[:start])
    page.context.set_offline(True)
    tap_on_pad(page, moves[start])
    tap_on_pad(page, {"player": moves[start + 1]["player"], "action": "pass"})  # no auction runs: illegal
    page.context.set_offline(False)
    page.wait_for_selector("#violation")
    said = page.locator("#violation").inner_text()
    assert "Tap the move made instead, or remove it." in said and "after it" not in said, said
    page.click(f"#moves button.move[data-move='{move_key(moves[start + 1])}']")
    page.wait_for_selector("#violation", state="detached")
    recorded(page, start + 2)
    assert exported(page) == {**log, "moves": moves[: start + 2]}
