"""Recording a game of Sakkara on the drawn board (issue 25, item 2), in a real browser.

Debian's chromium, headless, driven by Playwright against gunicorn (the browser, the page and the screenshots are
tests/test_web.py's). The games are the seeded random legal games of tests/sakkara_games.py: the board is pasted
as the table dealt it, the four workers are tapped on their fields, and every move is tapped on the board (a
worker or a stack, then the field it goes to, then the choice when several moves go there) or on the button the
form offers for it (builds, specials, spells, discards). The log the form exports must be the generated log,
move for move. Each move button carries its move as `data-move` (`Anne|{"action":"build","tile":"ship"}`, the
move's keys sorted), and `#sb-rec[data-recorded]` is the number of written moves of the position on screen.
docs/sakkara-board.png is a copy of tests/screenshots/sakkara-board-play.png.
"""
from __future__ import annotations

import json
import re
import time
from collections import Counter
from pathlib import Path

from sakkara_games import finished_games, log_to_json
from test_web import browser, open_page, shot  # noqa: F401  (fixtures)
from test_web_a11y import assert_no_violations
from test_web_device import LAYOUT_PROBLEMS

# Seed 52: a finished game of 222 written moves after the workers, with every special, all four spells, discards and a split.
SEED = 52
NARROW = {"width": 320, "height": 640}


def game(seed: int = SEED) -> dict:
    return log_to_json(finished_games(1, first_seed=seed)[0][1])


def key(player: str, move: dict) -> str:
    return f"{player}|{json.dumps(move, sort_keys=True, separators=(',', ':'))}"


def written(log: dict) -> list[tuple[str, dict]]:
    """(player, move) for every move of the log after the worker placements, in order."""
    out = []
    for k, turn in enumerate(log["turns"]):
        placing = False
        for m in turn:
            placing = placing or m["action"] == "place"
            out.append((log["players"][(k + placing) % 2], m))
    return out


# --- driving the board --------------------------------------------------------------------------------

def recorded(page, n: int) -> None:
    page.wait_for_selector(f"#sb-rec[data-recorded='{n}']", state="attached")


KEYS = {"on": False}  # tap by keyboard: focus, then Enter (a field) or Space (a button)


def press(page, selector: str, key: str) -> None:
    if KEYS["on"]:
        page.focus(selector)
        page.keyboard.press(key)
    else:
        page.click(selector)


def field(page, name: str) -> None:
    press(page, f"g.sb-field[data-field={name}]", "Enter")


def begin(page, log: dict, lang: str = "en") -> None:
    """Set-up in recording mode, the board pasted as dealt, then the four workers tapped."""
    page.wait_for_selector("#setup")
    page.click("label[for=game-sakkara]")
    page.click("label[for=mode-record]")
    for k, name in enumerate(log["players"]):
        page.fill(f"#name-{k}", name)
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#sb-deal-again")
    page.click("#sb-paste summary")
    page.fill("#sb-paste-text", json.dumps(log["board"]))
    page.click("#sb-paste-use")
    page.click("#sb-to-workers")
    page.wait_for_selector("#sb-workers-hint")
    for f in log["workers"]:
        field(page, f)
    recorded(page, 4)


def tap(page, player: str, move: dict, n: int, chosen: bool = False) -> None:
    """Make `move` of `player`, the n-th written move, by the taps a recorder makes; wait for its position.
    `chosen`: the worker or stack it moves is tapped already."""
    k = key(player, move)
    a = move["action"]
    if a in ("step", "bird", "ox", "place"):
        if a != "place" and not chosen:
            field(page, move.get("worker") or move["from"])
        field(page, move["to"] if a != "place" else move["field"])
        page.wait_for_function("([n, k]) => document.querySelector(`#sb-rec[data-recorded='${n}']`)"
                               " || [...document.querySelectorAll('#sb-choice [data-move]')].some((b) => b.dataset.move === k)",
                               arg=[n, k])
        if page.locator(f"#sb-choice [data-move='{k}']").count():
            press(page, f"#sb-choice [data-move='{k}']", "Space")
    else:
        press(page, f"button.move[data-move='{k}']", "Space")
    recorded(page, n)


def exported(page) -> dict:
    with page.expect_download() as download:
        page.click("#export-json")
    assert re.fullmatch(r"sakkara-\d{4}-\d\d-\d\d-\d{4}\.json", download.value.suggested_filename)
    return json.loads(Path(download.value.path()).read_text())


# --- whole games ----------------------------------------------------------------------------------------

def test_a_whole_game_of_sakkara_tapped_on_the_board_exports_exactly_its_log(open_page):
    log = game()
    moves = written(log)
    kinds = Counter(m["action"] for _, m in moves)
    # every special, every spell, a discard and a split are tapped in this game
    assert {"step", "build", "snake", "horse", "bird", "ox", "spell", "discard", "place"} <= set(kinds)
    assert any(m["action"] == "place" and "count" in m for _, m in moves)
    assert len({tuple(sorted(m["tiles"])) for _, m in moves if m["action"] == "spell"}) == 4
    page = open_page()
    begin(page, log)
    # the first position: whose turn, and the marked fields are the workers that may step
    assert page.locator("#moves h3").first.inner_text() == f"{log['players'][0]} to move"
    starts = page.locator("g.sb-field.from").evaluate_all("els => els.map(e => e.dataset.field)")
    assert sorted(starts) == sorted(log["workers"][0::2])
    times = []
    shown = False
    for n, (player, move) in enumerate(moves, start=5):
        chosen = False
        if n >= 40 and not shown and move["action"] == "step":
            # a worker chosen: the fields it may step to are marked (docs/sakkara-board.png)
            field(page, move["worker"])
            assert page.locator(f"g.sb-field.target[data-field={move['to']}]").count() == 1
            page.locator("#sb-board").scroll_into_view_if_needed()
            shot(page, "sakkara-board-play")
            shown = chosen = True
        began = time.perf_counter()
        tap(page, player, move, n, chosen)
        times.append(time.perf_counter() - began)
    assert page.locator("#winner").is_visible()
    assert exported(page) == log
    times.sort()
    print(f"\n{len(times)} moves tapped: median {times[len(times) // 2] * 1000:.0f} ms, "
          f"90th percentile {times[int(len(times) * .9)] * 1000:.0f} ms a move (the test's taps to the redrawn board)")
    # the page's own trace (User Timing): from the move's last tap to the board redrawn from its answer
    redraws = sorted(page.evaluate("performance.getEntriesByName('sb-redraw').map((e) => e.duration)"))
    assert len(redraws) >= len(moves) // 2
    print(f"tap to redrawn board in the page: median {redraws[len(redraws) // 2]:.0f} ms, "
          f"90th percentile {redraws[int(len(redraws) * .9)]:.0f} ms, slowest {redraws[-1]:.0f} ms ({len(redraws)} measured)")


def test_undo_and_back_to_an_earlier_move_with_the_keyboard(open_page, monkeypatch):
    log = game()
    first_place = next(k for k, (_, m) in enumerate(written(log)) if m["action"] == "place")
    moves = written(log)[:max(12, first_place + 1)]
    page = open_page()
    begin(page, log)
    # the board by keyboard: every field, move and choice is focusable and answers Enter or Space
    monkeypatch.setitem(KEYS, "on", True)
    for n, (player, move) in enumerate(moves, start=5):
        tap(page, player, move, n)
    monkeypatch.setitem(KEYS, "on", False)
    assert {m["action"] for _, m in moves} >= {"step", "build", "place"}
    page.click("#undo")
    recorded(page, 4 + len(moves) - 1)
    # back to before the 8th written move (the 4th of the turns): the log is cut there
    page.click("#log summary")
    page.click("[data-focus=log-7]")
    page.click("dialog#confirm [value=yes]")
    recorded(page, 7)
    got = exported(page)
    assert got["workers"] == log["workers"]
    assert [m for t in got["turns"] for m in t] == [m for _, m in written(log)[:3]]
    # the paper notation of the log as it is now: the referee's own (POST /notation)
    with page.expect_download() as download:
        page.click("#export-notation")
    assert re.fullmatch(r"sakkara-\d{4}-\d\d-\d\d-\d{4}\.txt", download.value.suggested_filename)
    text = Path(download.value.path()).read_text()
    assert text.startswith("Sakkara\nA Anne\nB Bert\n")
    assert text == page.evaluate("""(log) => fetch('v1/games/sakkara/notation', {method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'text/plain'}, body: JSON.stringify(log)}).then((r) => r.text())""", got)
    # and on again from there, the same moves
    for n, (player, move) in enumerate(written(log)[3:6], start=8):
        tap(page, player, move, n)


def test_dutch_and_320_px_and_axe_on_every_board_screen(open_page):
    log = game()
    for scheme in ("light", "dark"):
        page = open_page(locale="nl-NL", viewport=NARROW, color_scheme=scheme)
        page.wait_for_selector("#setup")
        page.click("label[for=game-sakkara]")
        page.click("label[for=mode-record]")
        assert_no_violations(page, f"setup ({scheme})")
        for k, name in enumerate(log["players"]):
            page.fill(f"#name-{k}", name)
        page.click("#setup button[type=submit]")
        page.wait_for_selector("#sb-deal-again")
        assert page.locator("h2").first.inner_text() == "Het bord zoals uitgelegd"
        assert page.evaluate(LAYOUT_PROBLEMS) == []
        assert_no_violations(page, f"the deal ({scheme})")
        if scheme == "light":
            shot(page, "sakkara-board-deal")
        page.click("#sb-to-workers")
        page.wait_for_selector("#sb-workers-hint")
        assert_no_violations(page, f"the workers ({scheme})")
        page.click("#new-game")
        page.click("dialog#confirm [value=yes]")
        page.click("label[for=mode-record]")
        for k, name in enumerate(log["players"]):
            page.fill(f"#name-{k}", name)
        page.click("#setup button[type=submit]")
        page.wait_for_selector("#sb-deal-again")
        page.click("#sb-paste summary")
        page.fill("#sb-paste-text", json.dumps(log["board"]))
        page.click("#sb-paste-use")
        page.click("#sb-to-workers")
        page.wait_for_selector("#sb-workers-hint")
        for f in log["workers"]:
            field(page, f)
        recorded(page, 4)
        moves = written(log)
        for n, (player, move) in enumerate(moves[:30], start=5):
            tap(page, player, move, n)
        assert page.evaluate(LAYOUT_PROBLEMS) == []
        # every field has a name that says its stack
        names = page.locator("g.sb-field").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
        assert len(names) == 49 and all(re.match(r"[a-g][1-7], ", n) for n in names)
        assert_no_violations(page, f"recording on the board ({scheme})")
        if scheme == "light":
            shot(page, "sakkara-board-320")
            # 200 % text (the phone's font-size setting) on a 390 px phone, as tests/test_web_device.py: nothing
            # wider than the page (at 320 px the Dutch header's title alone is too wide, board or not)
            page.set_viewport_size({"width": 390, "height": 844})
            page.evaluate("document.documentElement.style.fontSize = '200%'")
            assert page.evaluate(LAYOUT_PROBLEMS) == []
            shot(page, "sakkara-board-320-text-200")


def test_a_move_tapped_offline_is_kept_and_checked_when_the_referee_answers_again(open_page):
    log = game()
    moves = written(log)
    page = open_page()
    begin(page, log)
    for n, (player, move) in enumerate(moves[:3], start=5):
        tap(page, player, move, n)
    page.context.set_offline(True)
    player, move = moves[3]
    k = key(player, move)
    if move["action"] in ("step", "bird", "ox", "place"):
        field(page, move.get("worker") or move.get("from") or move["field"])
        if move["action"] != "place":
            field(page, move["to"])
        if page.locator(f"#sb-choice [data-move='{k}']").count():
            page.click(f"#sb-choice [data-move='{k}']")
    else:
        page.click(f"button.move[data-move='{k}']")
    # the move is kept on the phone, said unanswered; no move can be tapped until the referee answers
    page.wait_for_selector("#queue.warning")
    assert page.locator("#last-move").inner_text().startswith("Last: ")
    assert page.locator("#moves").count() == 0
    page.reload()
    page.wait_for_selector("#queue")
    # back online: the browser's online event (or the queue's next try) sends the log kept
    page.context.set_offline(False)
    recorded(page, 8)
    assert [m for t in exported(page)["turns"] for m in t] == [m for _, m in moves[:4]]


def test_a_stack_placed_where_no_empty_field_is_free(open_page):
    """Seed 0: early in the game every free field still holds tiles, so the stack goes on one of the fewest
    (S4); the fields marked for it are exactly the engine's legal placements, none of them empty."""
    from referee.games.sakkara import rules
    from referee.games.sakkara.state import IMPLIED, SakkaraState, flat_moves

    seed, loaded, _ = finished_games(1, first_seed=0)[0]
    log = log_to_json(loaded)
    state = SakkaraState(loaded.players, loaded.board, loaded.catalogue)
    before = 0  # written moves before the first placement on a field with tiles
    for m in flat_moves(loaded):
        if m.action == "place" and state.board[rules.FIELD_INDEX[m.to or ""]]:
            legal = sorted(x.to or "" for x in state.legal_moves() if x.action == "place" and x.count is None)
            break
        before += m.action not in IMPLIED
        state.push(m)
    assert all(state.board[rules.FIELD_INDEX[f]] for f in legal)
    moves = written(log)[:before - 4]
    page = open_page()
    begin(page, log)
    for n, (player, move) in enumerate(moves, start=5):
        tap(page, player, move, n)
    assert page.locator("#sb-pending").is_visible()
    assert sorted(page.locator("g.sb-field.target").evaluate_all("els => els.map(e => e.dataset.field)")) == legal
    player, move = written(log)[before - 4]
    tap(page, player, move, before + 1)
    got = exported(page)
    assert [m for t in got["turns"] for m in t] == [m for _, m in written(log)[:before - 3]]


def test_a_board_changed_by_hand_is_checked_by_the_referee_before_the_workers(open_page):
    log = game()
    page = open_page()
    page.wait_for_selector("#setup")
    page.click("label[for=game-sakkara]")
    page.click("label[for=mode-record]")
    for k, name in enumerate(log["players"]):
        page.fill(f"#name-{k}", name)
    page.click("#setup button[type=submit]")
    page.click("#sb-paste summary")
    page.fill("#sb-paste-text", json.dumps(log["board"]))
    page.click("#sb-paste-use")
    # the table's a1 holds another bottom tile than the pasted board: one kind once too often, one missing
    a1 = log["board"]["a1"]
    assert a1 == ["grain", "eye"]
    other = "moon"
    field(page, "a1")
    page.wait_for_selector("#sb-edit")
    assert_no_violations(page, "the deal, a field's stack being changed")
    page.select_option("#sb-edit-0", other)
    label = page.locator("g.sb-field[data-field=a1]").get_attribute("aria-label")
    assert label.startswith(f"a1, {len(a1)} tile")
    assert page.locator("#sb-look").inner_text() == f"a1, bottom to top: {', '.join(n.replace('_', ' ') for n in [other, *a1[1:]])}"
    page.click("#sb-to-workers")
    page.wait_for_selector("#sb-problems")
    # the referee's sentence, without the request's pointer
    assert page.locator("#sb-problems li").first.inner_text() == "The board holds 4 × moon, but the catalogue has 3."
    assert page.locator("#sb-workers-hint").count() == 0
    # put back as dealt: the referee takes it
    page.select_option("#sb-edit-0", a1[0])
    page.click("#sb-to-workers")
    page.wait_for_selector("#sb-workers-hint")
