"""Steps shared by test_osiris_board.py and the tests that drive the same screen (not collected: no test_ prefix)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from referee.games.osiris import rules


def move_key(m: dict) -> str:
    swap = "" if "swap" not in m else ("true" if m["swap"] else "false")
    return ":".join(
        [
            m["player"],
            m["action"],
            m.get("priest", ""),
            m.get("to", m.get("field", "")),
            m.get("colour", ""),
            m.get("from", ""),
            swap,
        ]
    )


def recorded(page, n: int, timeout: float | None = None) -> None:
    page.wait_for_selector(f"#app[data-recorded='{n}']", timeout=timeout)


def placements(log: dict) -> list[tuple[str, str]]:
    """The followers of the log placed one at a time, beige first, then clockwise by colour (O6)."""
    colours = [c for p in log["players"] for c in p["colours"]]
    order = [c for c in rules.COLOURS if c in colours]
    left = {c: [g for g, per in log["followers"].items() for _ in range(per.get(c, 0))] for c in order}
    return [(c, left[c][k]) for k in range(rules.FOLLOWERS_PER_COLOUR) for c in order]


def names_typed(page, names: list[str] | tuple[str, ...]) -> None:
    """The set-up screen: Osiris recorded, the players' names typed in order; then the colours screen."""
    page.wait_for_selector("#setup")
    page.click("label[for=game-osiris]")
    page.click("label[for=mode-record]")
    page.click(f"label[for=count-{len(names)}]")
    for k, name in enumerate(names):
        page.fill(f"#name-{k}", name)
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#ob-to-gods")


def begin(page, log: dict, names_order: list[str] | None = None) -> None:
    """Set-up in recording mode: names typed (in `names_order` if given), colours chosen as the log's seats,
    the gods, the optional rules and the followers, then Start the game."""
    names = names_order or [p["name"] for p in log["players"]]
    names_typed(page, names)
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


def tap_move(page, m: dict) -> None:
    """Tap `m` the way a recorder does: the priest, the field, the fight's choice; the blockade mode; ..."""
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
    elif m["action"] == "relief":  # the blockade tapped; the priest chosen when more than one may relieve it
        page.click(f".ob-cell[data-place='{m['field']}']")
        if page.locator(f"#ob-actions [data-move='{key}']").count():
            page.click(f"#ob-actions [data-move='{key}']")
    else:
        page.click(f"[data-move='{key}']")


def tap(page, m: dict, n: int) -> None:
    """Tap `m`, and wait for the position after it (the n-th move)."""
    tap_move(page, m)
    recorded(page, n)


def exported(page) -> dict:
    with page.expect_download() as download:
        page.click("#export-json")
    assert re.fullmatch(r"osiris-\d{4}-\d\d-\d\d-\d{4}\.json", download.value.suggested_filename)
    return json.loads(Path(download.value.path()).read_text())


def play_through(page, log: dict) -> None:
    for k, m in enumerate(log["moves"]):
        tap(page, m, k + 1)


STORE = "referee.game.v1"


def load_moves(page, moves: list[dict]) -> None:
    """The moves kept on the phone as if tapped before a reload (the form asks the API for their position). A save the
    page has due is written first (its `pagehide`), so the reload keeps the moves written here."""
    page.evaluate(
        """([key, moves]) => { dispatchEvent(new Event('pagehide')); const s = JSON.parse(localStorage.getItem(key));
        Object.assign(s.record, { at: -1, answers: {}, ui: {} });
        s.record.log.moves = moves; localStorage.setItem(key, JSON.stringify(s)); }""",
        [STORE, moves],
    )
    page.reload()
    recorded(page, len(moves), timeout=30_000)  # a reload and a whole game replayed: slower on a busy machine


def first_index(log: dict, want) -> int:
    return next(k for k, m in enumerate(log["moves"]) if want(m))


def tap_unchecked(page, m: dict, n: int) -> None:
    """Tap `m` with no answer coming: on the answer's own board while it is the last one, else on the entry of every
    move (it comes when no answer comes soon): the player, the priest, the field, then the move. Wait until the log
    holds n moves."""
    # the moves kept (the list's heading starts with their number, in any language) against the moves of the position
    page.wait_for_function(
        "() => document.querySelector('#ob-entry-title') || parseInt(document.querySelector('#log > summary')"
        ".textContent) === Number(document.getElementById('app').dataset.recorded)"
    )
    if not page.locator("#ob-entry-title").count():
        tap_move(page, m)
    else:
        names = page.locator(".who-chip").all_inner_texts()
        chip = page.locator(".who-chip").nth(names.index(m["player"]))
        if chip.get_attribute("aria-pressed") != "true":
            chip.click()
        if (
            m.get("priest")
            and page.locator(f"#ob-entry-priests [data-priest='{m['priest']}']").get_attribute("aria-pressed") != "true"
        ):
            page.click(f"#ob-entry-priests [data-priest='{m['priest']}']")
        if m["action"] == "follower":
            page.click("#follower-mode")
            page.click(f"#ob-follower-panel [data-from='{m['colour']}:{m['from']}']")
            page.click(f"#ob-follower-panel [data-move='{move_key(m)}']")
        elif m["action"] == "end":
            page.click("#end-turn")
        else:
            where = m.get("to") or m["field"]
            page.click(f".ob-cell[data-place='{where}']")
            page.click(f"#ob-entry-choices [data-move='{move_key(m)}']")
    page.wait_for_function("n => parseInt(document.querySelector('#log > summary').textContent) === n", arg=n)


def wrong_step(log: dict, start: int) -> tuple[int, dict]:
    """The first turn from `start` that is one step of a priest and its end, with a neighbouring free field the
    step may not go to (the engine refuses it): that index and the refused step."""
    from referee.games.osiris.state import Move, OsirisState, Table, log_from_json  # noqa: PLC0415

    game = log_from_json(log)
    st = OsirisState(Table(game.setup))
    board = st.t.board
    for j, m in enumerate(game.moves):
        if (
            j >= start
            and m.action == "step"
            and m.priest
            and m.swap is None
            and game.moves[j + 1].action in ("end", "follower")
        ):
            here = st.at[st.t.priest_index[m.priest]]
            near = {n for n in range(len(board.ids)) if here in board.joins[n] or n in board.joins[here]}
            for n in sorted(near):
                bad = Move(m.player, "step", priest=m.priest, to=board.ids[n])
                if board.ids[n] != m.to and st.occ[n] < 0 and not st.accepts(bad):
                    return j, {"player": m.player, "action": "step", "priest": m.priest, "to": board.ids[n]}
        st.push(m)
    raise AssertionError("no such turn")
