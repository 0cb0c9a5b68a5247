"""Steps shared by test_sakkara_board.py and the tests that drive the same screen (not collected: no test_ prefix)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from sakkara_games import finished_games, log_to_json

# Seed 52: a finished game of 222 written moves after the workers, with every special, all four spells, discards and a split.
SEED = 52


def game(seed: int = SEED) -> dict:
    return log_to_json(finished_games(1, first_seed=seed)[0][1])


def key(player: str, move: dict) -> str:
    return f"{player}|{json.dumps(move, sort_keys=True, separators=(',', ':'))}"


def spell_button(player: str, move: dict) -> str:
    """The button of a spell and its target: the order its tiles were played in is asked after it, when it has several."""
    return f"button.move[data-spell='{key(player, {x: v for x, v in move.items() if x != 'tiles'})}']"


def written(log: dict) -> list[tuple[str, dict]]:
    """(player, move) for every move of the log after the worker placements, in order."""
    out = []
    for k, turn in enumerate(log["turns"]):
        placing = False
        for m in turn:
            placing = placing or m["action"] == "place"
            out.append((log["players"][(k + placing) % 2], m))
    return out


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


def deal_screen(page, log: dict) -> None:
    """Set-up in recording mode, the names typed: the deal, a board dealt at random."""
    page.wait_for_selector("#setup")
    page.click("label[for=game-sakkara]")
    page.click("label[for=mode-record]")
    for k, name in enumerate(log["players"]):
        page.fill(f"#name-{k}", name)
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#sb-deal-again")


def deal(page, log: dict) -> None:
    """Set-up in recording mode, the names typed, the board pasted as dealt (not yet checked)."""
    deal_screen(page, log)
    page.click("#sb-paste summary")
    page.fill("#sb-paste-text", json.dumps(log["board"]))
    page.click("#sb-paste-use")


def begin(page, log: dict, lang: str = "en") -> None:
    """Set-up in recording mode, the board pasted as dealt, then the four workers tapped."""
    deal(page, log)
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
        if a == "step" and move.get("stair") and page.locator("#sb-stair[aria-pressed=false]").count():
            press(page, "#sb-stair", "Space")  # a stair played for a step that may go without it (asked only so)
        field(page, move["to"] if a != "place" else move["field"])
        page.wait_for_function(
            "([n, k]) => document.querySelector(`#sb-rec[data-recorded='${n}']`)"
            " || [...document.querySelectorAll('#sb-choice [data-move]')].some((b) => b.dataset.move === k)",
            arg=[n, k],
        )
        if page.locator(f"#sb-choice [data-move='{k}']").count():
            press(page, f"#sb-choice [data-move='{k}']", "Space")
    else:
        # the other player's moves are on the card only when it is their turn: "... turn is over" first
        spell = spell_button(player, move)
        for _ in range(2):
            if page.locator(f"button.move[data-move='{k}'], {spell}").count():
                break
            press(page, "#sb-next", "Space")
        if not page.locator(f"button.move[data-move='{k}']").count():
            press(page, spell, "Space")
        press(page, f"button.move[data-move='{k}']", "Space")
    recorded(page, n)


def exported(page) -> dict:
    with page.expect_download() as download:
        page.click("#export-json")
    assert re.fullmatch(r"sakkara-\d{4}-\d\d-\d\d-\d{4}\.json", download.value.suggested_filename)
    return json.loads(Path(download.value.path()).read_text())


def pad_tap(page, player: str, move: dict, n: int) -> None:
    """The n-th written move tapped with no answer from the referee: on the answer's own buttons while it is the last
    one, else on the entry of every move (it comes when no answer comes soon): the turn over first when the move is
    the other player's (the form works out no turn), then a worker and a field, or a field, then the move chosen
    there; or a tile, then what is done with it. Every choice is offered (nothing is checked yet)."""
    k = key(player, move)
    a = move["action"]
    page.wait_for_function(
        "() => document.querySelector('#sb-entry-tiles') || !document.querySelector('#log li.unchecked')"
    )
    entry = page.locator("#sb-entry-tiles").count()
    if entry:
        mover = page.locator("#sb-card-title").inner_text().split(" to move")[0]
        if (mover != player) != (a == "place"):
            page.click("#sb-next")
    if a in ("step", "bird", "ox"):
        field(page, move.get("worker") or move["from"])
        field(page, move["to"])
        # on the answer's board a plain step is made at the tap, with no question
        page.wait_for_function(
            "([n, k]) => document.querySelectorAll('#log li').length === n"
            " || [...document.querySelectorAll('#sb-choice [data-move]')].some((b) => b.dataset.move === k)",
            arg=[n, k],
        )
        if page.locator(f"#sb-choice [data-move='{k}']").count():
            page.click(f"#sb-choice [data-move='{k}']")
    elif a == "place":
        field(page, move["field"])
        page.click(f"#sb-choice [data-move='{k}']")
    elif a in ("build", "discard", "snake") and entry:
        page.click(f"#sb-entry-tiles [data-tile='{move.get('tile') or move['take']}']")
        page.click(f"#moves button.move[data-move='{k}']")
    elif a == "spell" and entry:
        page.click(f"#sb-entry-tiles [data-tile='{move['tiles'][0]}']")
        page.click(f"#moves button.move[data-move='{k}']")
    else:
        page.click(f"#moves button.move[data-move='{k}']")
    page.wait_for_function("(n) => document.querySelectorAll('#log li').length === n", arg=n)
