"""Steps shared by test_result_picture.py and the tests that drive the same screen (not collected: no test_ prefix)."""

from __future__ import annotations

from score_steps import display, set_up, start

# Epoch 1: Anne 2 pharaohs (+5) and 1 gold (+3) and art (0); Bert 1 pharaoh, Carl none (-2); Bert and Carl no
# civilization (-5). Fame 10 -> Anne 18, Bert 5, Carl 3. Epochs 2 and 3: no tiles but the pharaohs that stay
# (R6): Anne +5, Carl -2, everyone -5 for no civilization; in epoch 3 the suns (R5): Anne 13+10+7+2 = 32 and Bert
# 32: +5 each, Carl 26: -5. Anne 18 -> 18 -> 23; Bert 5 -> 0 -> 0; Carl 3 -> 0 -> 0.
EPOCH_1 = {
    0: ([13, 8, 5, 2], {"pharaoh": 2, "gold": 1, "art": 1}),
    1: ([12, 9, 6, 3], {"pharaoh": 1}),
    2: ([11, 10, 7, 4], {}),
}


SUNS_3 = {0: [13, 10, 7, 2], 1: [12, 11, 6, 3], 2: [9, 8, 5, 4]}


def final_screen(page) -> None:
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    start(page)
    for seat, (suns, tiles) in EPOCH_1.items():
        display(page, seat, suns, tiles)
    for epoch in (1, 2):
        if epoch == 2:
            for seat in range(3):
                page.click(f"#tab-{seat}")
        page.click("#score")
        page.wait_for_selector("#next-epoch")
        page.click("#next-epoch")
        page.wait_for_selector("#panel")
    for seat, suns in SUNS_3.items():
        display(page, seat, suns, {})
    page.click("#score")
    page.wait_for_selector("#result-picture img")
