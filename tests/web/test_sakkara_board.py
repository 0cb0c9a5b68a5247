"""Recording a game of Sakkara on the drawn board, in a real browser.

Debian's chromium, headless, driven by Playwright against gunicorn (the browser, the page and the screenshots are
the shared ones (conftest.py, tests/web/test_score.py)). The games are the seeded random legal games of tests/sakkara_games.py: the board is pasted
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

from a11y_steps import assert_no_violations
from device_steps import LAYOUT_PROBLEMS
from sakkara_board_steps import (
    KEYS,
    begin,
    deal,
    deal_screen,
    exported,
    field,
    game,
    key,
    pad_tap,
    recorded,
    spell_button,
    tap,
    written,
)
from sakkara_games import finished_games, log_to_json
from score_steps import shot

NARROW = {"width": 320, "height": 640}


# --- driving the board --------------------------------------------------------------------------------


# --- whole games ----------------------------------------------------------------------------------------


def test_a_whole_game_of_sakkara_tapped_on_the_board_exports_exactly_its_log(open_page):
    log = game()
    moves = written(log)
    kinds = Counter(m["action"] for _, m in moves)
    # every special, every spell, a discard and a split are tapped in this game
    assert {"step", "build", "snake", "horse", "bird", "ox", "spell", "discard", "place"} <= set(kinds)
    assert any(m["action"] == "place" and "count" in m for _, m in moves)
    assert len({tuple(sorted(m["tiles"])) for _, m in moves if m["action"] == "spell"}) == 4
    # the stair (a step and a horse's step with it) and the helping hands (the gold capstone is built with them)
    assert any(m["action"] == "step" and m.get("stair") for _, m in moves)
    assert any(m["action"] == "horse" and any(m.get("stairs") or []) for _, m in moves)
    assert any(m == {"action": "build", "tile": "capstone"} for _, m in moves)
    page = open_page()
    begin(page, log)
    # the first position: whose turn, and the marked fields are the workers that may step
    assert page.locator("#moves h3").first.inner_text() == f"{log['players'][0]} to move"
    starts = page.locator("g.sb-field.from").evaluate_all("els => els.map(e => e.dataset.field)")
    assert sorted(starts) == sorted(log["workers"][0::2])
    times = []
    shown = False
    wrecked = False  # a ship destroyed by a spell: on top of the stack the opponent places (S4)
    for n, (player, move) in enumerate(moves, start=5):
        chosen = False
        if n >= 40 and not shown and move["action"] == "step":
            # a worker chosen: the fields it may step to are marked (docs/sakkara-board.png)
            field(page, move["worker"])
            assert page.locator(f"g.sb-field.target[data-field={move['to']}]").count() == 1
            page.locator("#sb-board").scroll_into_view_if_needed()
            shot(page, "sakkara-board-play")
            shown = chosen = True
        if move["action"] == "place" and not wrecked:
            wrecked = page.locator("#sb-pending").inner_text().endswith(", ship) on a marked field.")
        # every choice on the card says which move it is: no two buttons alike in one group (a horse's stair for
        # its first step or its second, a spell's target; a ship built and a ship discarded are in two groups)
        labels = page.locator("#moves button.move").evaluate_all(
            "els => els.map((e) => [e.closest('fieldset')?.querySelector('legend')?.textContent, e.textContent])"
        )
        assert len(labels) == len({tuple(label) for label in labels}), (n, labels)
        began = time.perf_counter()
        tap(page, player, move, n, chosen)
        times.append(time.perf_counter() - began)
    assert wrecked
    assert page.locator("#winner").is_visible()
    # the end says who won and why: the referee's sentence for the final pyramids (POST /outcome)
    assert re.fullmatch(r"Bert has completed the pyramid and wins\.?", page.locator("#winner").inner_text(), re.I)
    assert exported(page) == log
    times.sort()
    print(
        f"\n{len(times)} moves tapped: median {times[len(times) // 2] * 1000:.0f} ms, "
        f"90th percentile {times[int(len(times) * 0.9)] * 1000:.0f} ms a move (the test's taps to the redrawn board)"
    )
    # the page's own trace (User Timing): from the move's last tap to the board redrawn from its answer
    redraws = sorted(page.evaluate("performance.getEntriesByName('sb-redraw').map((e) => e.duration)"))
    assert len(redraws) >= len(moves) // 2
    print(
        f"tap to redrawn board in the page: median {redraws[len(redraws) // 2]:.0f} ms, "
        f"90th percentile {redraws[int(len(redraws) * 0.9)]:.0f} ms, 95th percentile {redraws[int(len(redraws) * 0.95)]:.0f} ms, "
        f"slowest {redraws[-1]:.0f} ms ({len(redraws)} measured)"
    )
    # the list of finished games says who won and why, not a count of tiers as if it were a score
    page.click("#new-game")
    if page.locator("dialog#confirm[open]").count():
        page.click("dialog#confirm [value=yes]")
    page.wait_for_selector("#history")
    said = page.locator("#history li").first.locator(".history-standings").inner_text()
    assert said.lower() == "bert has completed the pyramid and wins."


def test_undo_and_back_to_an_earlier_move_with_the_keyboard(open_page, monkeypatch):
    log = game()
    first_place = next(k for k, (_, m) in enumerate(written(log)) if m["action"] == "place")
    moves = written(log)[: max(12, first_place + 1)]
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
    assert text == page.evaluate(
        """(log) => fetch('v1/games/sakkara/notation', {method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'text/plain'}, body: JSON.stringify(log)}).then((r) => r.text())""",
        got,
    )
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
            # 200 % text (the phone's font-size setting) on a 390 px phone, as tests/web/test_device.py: nothing
            # wider than the page (at 320 px the Dutch header's title alone is too wide, board or not)
            page.set_viewport_size({"width": 390, "height": 844})
            page.evaluate("document.documentElement.style.fontSize = '200%'")
            assert page.evaluate(LAYOUT_PROBLEMS) == []
            shot(page, "sakkara-board-320-text-200")


def test_offline_six_moves_on_the_pad_are_kept_sent_and_the_illegal_one_fixed_at_its_place(open_page):
    """Seed 52, written moves 15-20 offline: Bert's three builds (stair, lotus, scarab), Anne's step e1-d1 and her
    horse, Bert's placement of its stack on e2. The step is tapped as e1-e3 (not next to e1, S2): the referee
    flags it at its place when the network is back, and the step made instead replaces it there. Meanwhile the
    board stays as the referee last drew it, the moves since marked on it (the form works out no position)."""
    log = game()
    moves = written(log)
    at = 15
    assert [m["action"] for _, m in moves[at : at + 6]] == ["build", "build", "build", "step", "horse", "place"]
    page = open_page(viewport=NARROW)
    begin(page, log)
    for n, (player, move) in enumerate(moves[:at], start=5):
        tap(page, player, move, n)
    page.context.set_offline(True)
    labels = None
    bad = {"action": "step", "worker": "e1", "to": "e3"}
    offline = [*moves[at : at + 3], ("Anne", bad), *moves[at + 4 : at + 6]]
    for k, (player, move) in enumerate(offline):
        pad_tap(page, player, move, 4 + at + k + 1)
        if k:  # the turn the entry writes into: the last one, until the table says it is over
            assert (
                page.locator("#sb-card-title").inner_text()
                == ["Bert", "Bert", "Anne", "Anne", "Anne"][k - 1] + " to move (not yet checked)"
            )
        now = [
            x.replace(", a move not yet checked", "").replace(", chosen", "")
            for x in page.locator("g.sb-field").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
        ]
        # the board as the referee last drew it (Anne's worker still on e1, no tile moved), the fields of the moves
        # since marked as not yet checked
        labels = labels or now
        assert now == labels
        if move is bad:
            assert "a move not yet checked" in page.locator("g.sb-field[data-field=e3]").get_attribute("aria-label")
            assert "worker of Anne" in page.locator("g.sb-field[data-field=e1]").get_attribute("aria-label")
        assert page.locator("#sb-pending").count() == 0
    page.wait_for_selector("#queue.warning")
    assert page.locator("#log li.unchecked").count() == 6
    assert_no_violations(page, "the offline pad")
    page.reload()
    page.wait_for_selector("#queue")
    # back online: the log kept is sent; the referee flags the step at its place, the moves after it kept
    page.context.set_offline(False)
    page.wait_for_selector("#violation")
    assert page.locator("#violation p").first.inner_text() == f"Move {4 + at + 4} is not legal:"
    assert page.locator("#log li.illegal").get_attribute("data-key") == f"m{4 + at + 3}"
    assert page.locator("#log li").count() == 4 + at + 6
    # the step made instead, tapped on the board: it takes the illegal one's place, and the rest is legal
    tap(page, *moves[at + 3], 4 + at + 6)
    page.wait_for_selector("#violation", state="detached")
    recorded(page, 4 + at + 6)
    assert page.locator("#log li.illegal, #log li.unchecked").count() == 0
    assert exported(page) == {**log, "turns": log["turns"][:12] + [log["turns"][12][:3]]}


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
    moves = written(log)[: before - 4]
    page = open_page()
    begin(page, log)
    for n, (player, move) in enumerate(moves, start=5):
        tap(page, player, move, n)
    assert page.locator("#sb-pending").is_visible()
    assert sorted(page.locator("g.sb-field.target").evaluate_all("els => els.map(e => e.dataset.field)")) == legal
    player, move = written(log)[before - 4]
    tap(page, player, move, before + 1)
    got = exported(page)
    assert [m for t in got["turns"] for m in t] == [m for _, m in written(log)[: before - 3]]


def test_a_board_changed_by_hand_is_checked_by_the_referee_before_the_workers(open_page):
    log = game()
    page = open_page()
    deal(page, log)
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
    assert (
        page.locator("#sb-look").inner_text()
        == f"a1, bottom to top: {', '.join(n.replace('_', ' ') for n in [other, *a1[1:]])}"
    )
    page.click("#sb-to-workers")
    page.wait_for_selector("#sb-problems")
    # the referee's sentence, without the request's pointer
    assert page.locator("#sb-problems li").first.inner_text() == "The board holds 4 × moon, but the catalogue has 3."
    assert page.locator("#sb-workers-hint").count() == 0
    # put back as dealt: the referee takes it
    page.select_option("#sb-edit-0", a1[0])
    page.click("#sb-to-workers")
    page.wait_for_selector("#sb-workers-hint")


def test_a_pasted_text_that_is_no_board_is_said_under_its_button_in_view(open_page):
    """At 320 x 640 a text that is not a board, pasted and used, is refused right under the button tapped, on the
    screen (it was said below the board, out of view); the board stays as dealt, and a board pasted then is taken."""
    log = game()
    page = open_page(viewport=NARROW)
    deal_screen(page, log)
    page.click("#sb-paste summary")
    page.fill("#sb-paste-text", "a1: grain, eye")
    page.click("#sb-paste-use")
    bad = page.locator("#sb-paste-bad")
    assert bad.inner_text() == "This is no board in JSON: an object with every field and its stack."
    assert bad.get_attribute("role") == "alert"
    box = bad.bounding_box()
    assert box and 0 <= box["y"] and box["y"] + box["height"] <= NARROW["height"], box
    assert page.locator("#sb-problems").count() == 0
    assert not page.locator("#sb-deal-hint").inner_text().startswith("The board pasted.")
    page.fill("#sb-paste-text", json.dumps(log["board"]))
    page.click("#sb-paste-use")
    assert page.locator("#sb-paste-bad").count() == 0
    assert page.locator("#sb-deal-hint").inner_text().startswith("The board pasted.")
    page.click("#sb-to-workers")
    page.wait_for_selector("#sb-workers-hint")


# --- one card, a board that stays put, player words, text size, the keyboard -----------


def upto(log: dict, turn: int, a: int) -> int:
    """The number of written moves (after the workers) before move `a` of turn `turn` (both 0-based)."""
    return sum(len(t) for t in log["turns"][:turn]) + a


def board_top(page) -> float:
    return page.evaluate("document.getElementById('sb-board').getBoundingClientRect().top + window.scrollY")


def test_one_card_says_who_acts_now_and_the_board_does_not_jump_for_a_placement(open_page):
    """Seed 52, turn 1: Anne steps c4-c5 and may build her grain, or Bert steps (which ends her turn); turn 13:
    Anne steps e1-d1 and plays the horse, and Bert must place the stack of it (S4)."""
    log = game()
    assert log["turns"][0] == [{"action": "step", "worker": "c4", "to": "c5"}, {"action": "build", "tile": "grain"}]
    assert log["turns"][12][:2] == [{"action": "step", "worker": "e1", "to": "d1"}, {"action": "horse", "steps": 1}]
    moves = written(log)
    page = open_page(viewport=NARROW)
    begin(page, log)
    tap(page, *moves[0], 5)
    # Anne's card alone: her build, no step of Bert's offered or marked until her turn is over
    assert page.locator("#moves .sb-card-title").all_inner_texts() == ["Anne to move"]
    assert page.locator("#moves [data-move^='Bert|']").count() == 0
    assert page.locator("g.sb-field.from").count() == 0
    assert page.locator("#moves [data-move^='Anne|']").count() == 1
    assert page.locator("#sb-next").inner_text() == "Anne's turn is over: Bert to move"
    page.click("#sb-next")
    assert page.locator("#moves .sb-card-title").all_inner_texts() == ["Bert to move"]
    starts = page.locator("g.sb-field.from").evaluate_all("els => els.map(e => e.dataset.field)")
    assert sorted(starts) == sorted(log["workers"][1::2])
    assert page.locator("#moves [data-move^='Anne|']").count() == 0
    # back to Anne: her build is recorded as usual
    page.click("#sb-next")
    tap(page, *moves[1], 6)
    # a worker of the other player tapped on the board is their turn too
    at = upto(log, 12, 0)
    for n, (player, move) in enumerate(moves[2:at], start=7):
        tap(page, player, move, n)
    tap(page, *moves[at], at + 5)
    top = board_top(page)
    tap(page, *moves[at + 1], at + 6)
    # the stack to place is on the one card, under the board; the board has not moved
    assert page.locator("#moves .sb-card-title").all_inner_texts() == ["Bert places the stack"]
    assert (
        page.locator("#moves #sb-pending").inner_text()
        == "Bert must place the stack of 1 tile (horse) on a marked field."
    )
    assert board_top(page) == top
    tap(page, *moves[at + 2], at + 7)
    assert board_top(page) == top


def test_player_words_the_holder_by_its_player_and_tiles_by_their_names(open_page):
    log = game()
    moves = written(log)
    for locale, holder, rank in (("en-GB", "Anne's holder", "rank"), ("nl-NL", "Houder van Anne", "rij")):
        page = open_page(locale=locale, viewport=NARROW)
        begin(page, log)
        for n, (player, move) in enumerate(moves[:12], start=5):
            tap(page, player, move, n)
        players = page.locator("#sb-players").inner_text()
        assert rank not in players.lower()
        assert page.locator(".sb-player h3").all_inner_texts() == ["A Anne", "B Bert"]
        assert page.locator(f'ul.sb-tiles[aria-label="{holder}"]').count() == 1
        # every mark on the board is explained by the tile's name, in the page's language
        names = page.evaluate("fetch('v1/games/sakkara').then((r) => r.json()).then((g) => g.names)")[locale[:2]]
        page.click("#sb-key summary")
        key = page.locator("#sb-key li").all_inner_texts()
        tops = set(page.locator("text.sb-top").evaluate_all("els => els.map((e) => e.textContent)"))
        assert {k.split(" ", 1)[0] for k in key} == tops and len(key) == len(tops)
        assert all(k.split(" ", 1)[1] in names.values() for k in key)
        # a field's name says its top tile's whole name, never a code
        label = page.locator("g.sb-field[data-field=a1]").get_attribute("aria-label")
        assert any(f"{n} " in label for n in names.values())
        assert not any(
            code in page.locator("#log").inner_text() for code in ("hewn_stone", "helping_hand", "Hel ", "Sna ")
        )


def test_workers_of_players_whose_names_start_alike_are_told_apart(open_page):
    log = {**game(), "players": ["Anne", "Alex"]}
    page = open_page(viewport=NARROW)
    begin(page, log)
    marks = page.locator("text.sb-worker-mark").evaluate_all("els => els.map((e) => e.textContent)")
    assert sorted(marks) == ["Al", "Al", "An", "An"]


def test_the_board_letters_grow_with_the_text_size(open_page):
    log = game()
    page = open_page(viewport=NARROW)
    begin(page, log)
    size = "() => document.querySelector('text.sb-top').getBoundingClientRect().height"
    before = page.evaluate(size)
    worker = page.evaluate("() => document.querySelector('text.sb-worker-mark').getBoundingClientRect().height")
    page.evaluate("document.documentElement.style.fontSize = '200%'")
    page.wait_for_function(f"() => ({size})() > {before} * 1.5")
    # a worker's mark grows too, up to what its field holds beside the top tile's letters
    assert (
        page.evaluate("() => document.querySelector('text.sb-worker-mark').getBoundingClientRect().height")
        > worker * 1.25
    )
    # every mark still inside its field
    assert page.evaluate("""() => [...document.querySelectorAll('g.sb-field')].every((g) => {
        const cell = g.querySelector('rect').getBoundingClientRect();
        return [...g.querySelectorAll('text')].every((t) => {
          const b = t.getBoundingClientRect();
          return b.left >= cell.left - 1 && b.right <= cell.right + 1 && b.top >= cell.top - 1 && b.bottom <= cell.bottom + 1;
        });
      })""")
    shot(page, "sakkara-board-text-200")


def focused_field(page) -> str | None:
    return page.evaluate(
        "document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.field || null : null"
    )


def arrows_to(page, target: str) -> None:
    """From the field the keyboard is on, the arrow keys to `target`."""
    here = focused_field(page)
    assert here, "the keyboard is not on the board"
    dx = ord(target[0]) - ord(here[0])
    dy = int(target[1:]) - int(here[1:])
    for _ in range(abs(dx)):
        page.keyboard.press("ArrowRight" if dx > 0 else "ArrowLeft")
    for _ in range(abs(dy)):
        page.keyboard.press("ArrowUp" if dy > 0 else "ArrowDown")
    assert focused_field(page) == target


def tab_to(page, selector: str, limit: int = 25) -> int:
    """Tab until the focused element matches `selector`; the number of presses."""
    for k in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate("(s) => document.activeElement.matches(s)", selector):
            return k
    raise AssertionError(f"{selector} not reached in {limit} tabs")


def keyboard_move(page, player: str, move: dict, n: int) -> None:
    """A move by the keyboard alone: Shift+Tab / Tab to the board, arrows, Enter; Tab to a button, Enter."""
    k = key(player, move)
    a = move["action"]
    if a in ("step", "bird", "ox", "place"):
        if not focused_field(page):
            tab_to(page, "g.sb-field")
        if a != "place":
            arrows_to(page, move.get("worker") or move["from"])
            page.keyboard.press("Enter")
        if a == "step" and move.get("stair") and page.locator("#sb-stair[aria-pressed=false]").count():
            tab_to(page, "#sb-stair")
            page.keyboard.press("Space")
            tab_to(page, "g.sb-field")
        arrows_to(page, move["to"] if a != "place" else move["field"])
        page.keyboard.press("Enter")
        page.wait_for_function(
            "([n, k]) => document.querySelector(`#sb-rec[data-recorded='${n}']`)"
            " || [...document.querySelectorAll('#sb-choice [data-move]')].some((b) => b.dataset.move === k)",
            arg=[n, k],
        )
        if page.locator(f"#sb-choice [data-move='{k}']").count():
            tab_to(page, f"#sb-choice [data-move='{k}']")
            page.keyboard.press("Enter")
    else:
        presses = tab_to(page, f"button.move[data-move='{k}']")
        assert presses < 10  # the board is one tab stop: the moves come right after it
        page.keyboard.press("Enter")
    recorded(page, n)


def test_a_whole_turn_by_keyboard_the_board_one_tab_stop(open_page):
    """Turn 13 of seed 52 by keyboard alone: Anne's step e1-d1, her horse, Bert's placement of its stack."""
    log = game()
    moves = written(log)
    at = upto(log, 12, 0)
    page = open_page(viewport=NARROW)
    begin(page, log)
    for n, (player, move) in enumerate(moves[:at], start=5):
        tap(page, player, move, n)
    assert page.locator("g.sb-field[tabindex='0']").count() == 1
    # the board is one stop: Tab from a field leaves the board, Shift+Tab comes back to it
    page.locator("g.sb-field[tabindex='0']").focus()
    page.keyboard.press("Tab")
    assert focused_field(page) is None
    page.keyboard.press("Shift+Tab")
    assert focused_field(page)
    # the marked fields are said as the keyboard enters the board
    said = page.locator("svg.sb-board").get_attribute("aria-label")
    assert re.search(r"\d fields? marked: ", said)
    page.evaluate("document.activeElement.blur()")
    turn = [m for m in moves[at:] if True][:3]
    assert [m["action"] for _, m in turn] == ["step", "horse", "place"]
    for n, (player, move) in enumerate(turn, start=at + 5):
        keyboard_move(page, player, move, n)
    assert [m for t in exported(page)["turns"] for m in t] == [m for _, m in moves[: at + 3]]
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert_no_violations(page, f"the board after a keyboard turn ({scheme})")


# --- "with a stair?" asked only when it matters ---------------------------------------------


def test_a_step_that_needs_no_stair_is_made_at_the_tap_and_a_stair_only_when_the_table_says_so(open_page):
    """Seed 52's first move: Anne steps c4-c5, a step the plain way (not more than 2 tiles up, S2), holding a stair.
    The engine takes it with a stair too (the stair only given away): the tap makes the plain step, no question;
    "Play a stair for the step" makes the other one. In Dutch and at 320 px as well, axe-core clean."""
    log = game()
    moves = written(log)
    assert moves[0] == ("Anne", {"action": "step", "worker": "c4", "to": "c5"})
    for lang, locale in (("en", "en-GB"), ("nl", "nl-NL")):
        page = open_page(locale=locale, viewport=NARROW)
        begin(page, log)
        field(page, "c4")
        assert page.locator("g.sb-field.target[data-field=c5]").count() == 1
        stair = page.locator("#sb-stair")
        assert stair.get_attribute("aria-pressed") == "false"  # Anne holds a stair: the table may still play it
        assert_no_violations(page, f"a worker chosen, the stair offered ({lang})")
        assert page.evaluate(LAYOUT_PROBLEMS) == []
        field(page, "c5")
        recorded(page, 5)
        assert page.locator("#sb-choice [data-move]").count() == 0
        said = page.locator("#last-move").inner_text()
        assert said.endswith("Anne steps c4–c5" if lang == "en" else "Anne stapt c4–c5")
        # back, and the same step with the stair the table says it plays
        page.click("#undo")
        recorded(page, 4)
        field(page, "c4")
        page.click("#sb-stair")
        assert page.locator("#sb-stair").get_attribute("aria-pressed") == "true"
        field(page, "c5")
        recorded(page, 5)
        said = page.locator("#last-move").inner_text()
        assert said.endswith("Anne steps c4–c5 with a stair" if lang == "en" else "Anne stapt c4–c5 met een trap")
        page.close()


def test_a_spell_is_one_button_for_its_target_and_asks_the_order_its_tiles_were_played_in(open_page):
    """Seed 52, written move 29: Anne's shipwreck (circle, double line, moon). Its six orders were six buttons alike
    ('Shipwreck'), a card taller than the screen at 320 px; now one button, then the orders, told apart by their
    tiles, in English and Dutch; the focus goes to the question as it does for a field's choice."""
    log = game()
    moves = written(log)
    player, move = moves[24]
    assert move["action"] == "spell"
    for lang, legend, first in (
        ("en-GB", "Shipwreck: its tiles in the order they were played", "Circle, double line, moon"),
        ("nl-NL", "Schipbreuk: de kaartjes in de volgorde waarin ze gespeeld zijn", None),
    ):
        page = open_page(locale=lang, viewport=NARROW)
        begin(page, log)
        for n, (p, m) in enumerate(moves[:24], start=5):
            tap(page, p, m, n)
        labels = page.locator("#moves button.move").evaluate_all("els => els.map((e) => e.textContent)")
        assert len(labels) == len(set(labels)), labels
        spell = spell_button(player, move)
        assert page.locator(f"button.move[data-move='{key(player, move)}']").count() == 0
        page.click(spell)
        page.wait_for_selector("#sb-choice legend")
        assert page.locator("#sb-choice legend").inner_text() == legend
        assert page.locator(spell).get_attribute("aria-pressed") == "true"
        assert page.evaluate("document.activeElement.id") == "sb-choice"
        orders = page.locator("#sb-choice button.move").evaluate_all("els => els.map((e) => e.textContent)")
        assert len(orders) == 6 and len(set(orders)) == 6, orders
        if first:
            assert first in orders, orders
        assert page.evaluate(LAYOUT_PROBLEMS) == []
        assert_no_violations(page, f"a spell's orders ({lang})")
        page.click(f"#sb-choice button.move[data-move='{key(player, move)}']")
        recorded(page, 29)
        assert page.locator("#sb-choice").count() == 0


# --- a walled-in player (S6) ----------------------------------------------------------------------------

STORE = "referee.game.v1"


def load_turns(page, turns: list[list[dict]], n: int) -> None:
    """The turns kept on the phone as if tapped before a reload (the form asks the referee for their position)."""
    page.evaluate(
        """([key, turns]) => { dispatchEvent(new Event('pagehide')); const s = JSON.parse(localStorage.getItem(key));
        Object.assign(s.sakkara, { at: -1, answers: {} });
        s.sakkara.log.turns = turns; localStorage.setItem(key, JSON.stringify(s)); }""",
        [STORE, turns],
    )
    page.reload()
    page.wait_for_selector(f"#sb-rec[data-recorded='{n}']", state="attached", timeout=30_000)


def test_a_walled_in_player_is_told_no_step_is_possible_and_the_turn_goes_on(open_page):
    """A 'walling' game (tests/sakkara_games.py, seed 52): in turn 349 neither of Anne's workers can step (S6), she
    plays nothing, and Bert steps c2-d2 in turn 350. The form offers the referee's legal moves and writes Anne's
    turn as an empty list, the notation's line without a step."""
    from sakkara_games import walled_in_games

    seed, log, state = walled_in_games(2)[0]
    body = log_to_json(log)
    assert seed == 52 and state.without_step == [349] and body["turns"][348] == []
    bert_step = {"action": "step", "worker": "c2", "to": "d2"}
    assert body["turns"][349][0] == bert_step
    page = open_page()
    begin(page, body)
    before = sum(len(t) for t in body["turns"][:348]) + 4
    # Anne's turn begun with nothing in it: the referee says she cannot step
    load_turns(page, body["turns"][:349], before)
    assert (
        page.locator("#sb-no-step").inner_text() == "Neither worker of Anne can step: the turn goes on without a step."
    )
    assert page.locator('#moves [data-move^=\'Anne|{"action":"step"\']').count() == 0
    tap(page, "Bert", bert_step, before + 1)
    assert exported(page)["turns"] == body["turns"][:349] + [[bert_step]]
    # the undo takes Bert's step back, and the empty list of Anne's turn with it
    page.click("#undo")
    page.wait_for_selector(f"#sb-rec[data-recorded='{before}']", state="attached")
    assert exported(page)["turns"] == body["turns"][:348]
    # from Bert's turn 348, the end of which the table has not tapped: the referee's next moves are Bert's of turn
    # 350, and the card says why; his step writes Anne's turn as an empty list first
    assert page.locator("#sb-no-step").inner_text() == (
        "Neither worker of Anne can step and Anne has nothing to play: Bert to move."
    )
    tap(page, "Bert", bert_step, before + 1)
    assert exported(page)["turns"] == body["turns"][:349] + [[bert_step]]
