"""Osiris recorded on its drawn board in the phone form (issue 25 item 3), in a real browser.

Debian's chromium, headless, driven by Playwright against gunicorn (the browser, the page and the screenshots
are tests/test_web.py's). The games are the seeded random legal games of tests/osiris_games.py: the set-up is
tapped in (colours, gods, followers placed one at a time in the O6 order), then every move is tapped on the
board or the button the form offers for it (a priest, then field by field; a fight's swap; the blockade; a
follower; the end of a turn), and the log the form exports must be the generated log, move for move. Every
tappable thing carries its move as `data-move`; `#app[data-recorded]` is the number of moves of the position
on screen. docs/osiris-board.png is a copy of tests/screenshots/osiris-board-320.png.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from osiris_games import random_game, random_log
from test_web import browser, open_page, shot  # noqa: F401  (fixtures)
from test_web_a11y import assert_no_violations
from test_web_device import LAYOUT_PROBLEMS

from referee.games.osiris import rules

COLOURS_FOR = {n: [list(g) for g in rules.COLOURS_FOR[n]] for n in (2, 3, 4)}


def move_key(m: dict) -> str:
    swap = "" if "swap" not in m else ("true" if m["swap"] else "false")
    return ":".join([m["player"], m["action"], m.get("priest", ""), m.get("to", m.get("field", "")), m.get("colour", ""),
                     m.get("from", ""), swap])


def recorded(page, n: int) -> None:
    page.wait_for_selector(f"#app[data-recorded='{n}']")


def placements(log: dict) -> list[tuple[str, str]]:
    """The followers of the log placed one at a time, beige first, then clockwise by colour (O6)."""
    colours = [c for p in log["players"] for c in p["colours"]]
    order = [c for c in rules.COLOURS if c in colours]
    left = {c: [g for g, per in log["followers"].items() for _ in range(per.get(c, 0))] for c in order}
    return [(c, left[c][k]) for k in range(rules.FOLLOWERS_PER_COLOUR) for c in order]


def begin(page, log: dict, names_order: list[str] | None = None) -> None:
    """Set-up in recording mode: names typed (in `names_order` if given), colours chosen as the log's seats,
    the gods, the optional rules and the followers, then Start the game."""
    n = len(log["players"])
    names = names_order or [p["name"] for p in log["players"]]
    page.wait_for_selector("#setup")
    page.click("label[for=game-osiris]")
    page.click("label[for=mode-record]")
    page.click(f"label[for=count-{n}]")
    for k, name in enumerate(names):
        page.fill(f"#name-{k}", name)
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#ob-to-gods")
    for g, p in enumerate(log["players"]):
        page.check(f"#ob-seat-{names.index(p['name'])}-{g}")
    for r in ("rebellion", "relief"):
        if log.get(r):
            page.check(f"#ob-{r}")
    page.click("#ob-to-gods")
    for slot, god in log["gods"].items():
        page.select_option(f"#god-{slot}", god)
    page.click("#ob-to-followers")
    for _colour, god in placements(log):
        page.click(f"#temple-{god}")
    page.click("#ob-start")
    recorded(page, 0)


def tap(page, m: dict, n: int) -> None:
    """Tap `m` the way a recorder does, and wait for the position after it (the n-th move)."""
    key = move_key(m)
    if m["action"] == "step":
        if m.get("priest"):
            page.click(f"[data-priest='{m['priest']}']")
        if "swap" in m:
            page.click(f"[data-target='{m['to']}']")
            page.click(f"#ob-fight button[data-move='{key}']")
        else:
            page.click(f"[data-move='{key}']")
    elif m["action"] == "block":
        if page.locator("#block-mode[aria-pressed=false]").count():
            page.click("#block-mode")
        page.click(f"[data-move='{key}']")
    elif m["action"] == "follower":
        page.click("#follower-mode")
        page.click(f"[data-from='{m['colour']}:{m['from']}']")
        page.click(f"[data-move='{key}']")
    else:
        page.click(f"[data-move='{key}']")
    recorded(page, n)


def exported(page) -> dict:
    with page.expect_download() as download:
        page.click("#export-json")
    assert re.fullmatch(r"osiris-\d{4}-\d\d-\d\d-\d{4}\.json", download.value.suggested_filename)
    return json.loads(Path(download.value.path()).read_text())


def play_through(page, log: dict) -> None:
    for k, m in enumerate(log["moves"]):
        tap(page, m, k + 1)


def same_log(got: dict, log: dict) -> None:
    assert got["players"] == log["players"]
    assert got["gods"] == log["gods"]
    assert got["followers"] == {g: per for g, per in log["followers"].items() if per}
    assert got["moves"] == log["moves"]
    assert (got["rebellion"], got["relief"]) == (log["rebellion"], log["relief"])


# --- whole games ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("players, seed, optional", [(2, 1, False), (3, 2, True), (4, 3, False)])
def test_a_whole_generated_game_tapped_on_the_board_exports_exactly_its_log(open_page, players, seed, optional):
    log = random_game(seed, players, rebellion=optional, relief=optional)
    page = open_page()
    begin(page, log, names_order=list(reversed([p["name"] for p in log["players"]])))
    play_through(page, log)
    page.wait_for_selector("#winner")
    assert page.locator("#pharaoh").inner_text()
    assert page.locator("#deciding-god").inner_text()
    assert page.locator(".standings li").count() == players
    same_log(exported(page), log)
    actions = {m["action"] for m in log["moves"]}
    assert {"step", "end"} <= actions
    shot(page, f"osiris-board-{players}-over")
