"""Steps of handing a game on (kit/show-code.js, kit/receive.js) that the hand-off's and the camera reader's tests
share."""

from __future__ import annotations

import osiris_board_steps as osiris
from osiris_games import random_log as osiris_log


def big_game_shown(open_page) -> tuple:
    """A finished Osiris game of 348 moves, more than one code of version 27 holds, shown as its codes on a phone:
    (the page, the game's log, how many codes)."""
    log = osiris_log(1, 4)
    page = open_page()
    osiris.begin(page, log)
    osiris.load_moves(page, log["moves"])
    page.click("#handoff-show")
    page.wait_for_selector("#handoff-code path")
    return page, log, int(page.get_attribute("#handoff-code", "data-parts"))
