"""Steps shared by test_record_auction.py and the tests that drive the same screen (not collected: no test_ prefix)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from ra_games import move_from_json

from referee.games.priests_of_ra.replay import new_game as priests_new_game
from referee.games.ra.replay import new_game as ra_new_game

# Short whole games (3-player Ra, seed 0: 209 moves with a god play and a discard; 2-player Priests of Ra,
# seed 20: 92 moves with a flip), so a whole game takes seconds to tap through.
RA_SEED, PRIESTS_SEED = 0, 20


STORE = "referee.game.v1"


NEW_GAME = {"ra": ra_new_game, "priests-of-ra": priests_new_game}


def move_key(move: dict) -> str:
    what = move.get("tile", move.get("sun"))
    if what is None:
        what = "+".join(move.get("take", move.get("tiles", [])))
    return f"{move['player']}:{move['action']}:{what}"


def positions(game: str, log: dict):
    """The engine's own position before each move and after the last: (epochs scored, snapshot, legal moves)."""
    state = NEW_GAME[game](log["players"], log["suns"])
    out = []
    for move in log["moves"]:
        out.append((len(state.scores), state.snapshot(), state.legal_moves()))
        state.push(move_from_json(move))
    out.append((len(state.scores), state.snapshot(), state.legal_moves()))
    return out, state


def recorded(page, n: int) -> None:
    page.wait_for_selector(f"#app[data-recorded='{n}']")


def begin(page, game: str, log: dict) -> None:
    """Set-up in recording mode, the stacks dealt as the log says, then Start recording."""
    page.wait_for_selector("#setup")
    page.click(f"label[for=game-{game}]")
    page.click("label[for=mode-record]")
    page.click(f"label[for=count-{len(log['players'])}]")
    for k, name in enumerate(log["players"]):
        page.fill(f"#name-{k}", name)
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#start-recording")
    for k, name in enumerate(log["players"]):
        page.select_option(f"#deal-{k}", label=" · ".join(map(str, log["suns"][name])))
    page.click("#start-recording")
    recorded(page, 0)


def steps(page, move: dict):
    """The taps that make `move` on the screen as it is, one at a time (each found after the one before is
    tapped): its own button; or first the button of its folded group (a player's optional choices) or of
    the god plays folded into one; or, where many choices are offered, its tiles one by one, then the move."""
    button = page.locator(f"#moves button.move[data-move='{move_key(move)}']")
    if not button.count():
        unfold = page.locator(f"#moves button[data-unfold='{move['player']}'][aria-expanded=false]")
        if unfold.count():
            yield unfold
        if move["action"] == "god" and page.locator("#gods-open").count() and not button.count():
            yield page.locator("#gods-open")
    if button.count():
        yield button
        return
    chooser = f"{move['player']}:{move['action']}"
    for tile in move.get("take", move.get("tiles", [])):
        yield page.locator(f"#moves button[data-choose='{chooser}:{tile}']")
    yield page.locator(f"#moves button[data-chosen='{chooser}']")


def tap(page, move: dict, n: int) -> None:
    """Tap `move`, the n-th move of the game, and wait for its position."""
    for button in steps(page, move):
        button.click()
    recorded(page, n)


def tap_all(page, moves: list[dict], start: int = 0) -> None:
    """Tap `moves` in turn, the first of them the game's move number start + 1."""
    for k, move in enumerate(moves, start=start):
        tap(page, move, k + 1)


def load_moves(page, moves: list[dict]) -> None:
    """The moves kept on the phone as if tapped before a reload (the form asks the API for their position). A save the
    page has due is written first (its `pagehide`), so the reload keeps the moves written here."""
    page.evaluate(
        """([key, moves]) => { dispatchEvent(new Event('pagehide')); const s = JSON.parse(localStorage.getItem(key));
        Object.assign(s.record, { at: -1, answers: {}, fresh: null });
        s.record.log.moves = moves; localStorage.setItem(key, JSON.stringify(s)); }""",
        [STORE, moves],
    )
    page.reload()
    recorded(page, len(moves))


def exported(page) -> dict:
    with page.expect_download() as download:
        page.click("#export-json")
    assert re.fullmatch(r"(ra|priests-of-ra)-\d{4}-\d\d-\d\d-\d{4}\.json", download.value.suggested_filename)
    return json.loads(Path(download.value.path()).read_text())


def offered(page) -> set[str]:
    """Every move offered, the god plays folded into one button among them."""
    keys = set(page.locator("button.move[data-move]").evaluate_all("els => els.map(e => e.dataset.move)"))
    if page.locator("#gods-open").count():
        page.click("#gods-open")
        keys |= set(page.locator("button.move[data-move]").evaluate_all("els => els.map(e => e.dataset.move)"))
        page.click("#gods-close")
    return keys
