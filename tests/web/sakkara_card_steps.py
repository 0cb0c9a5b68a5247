"""Steps shared by test_sakkara_card.py and the tests that drive the same screen (not collected: no test_ prefix)."""

from __future__ import annotations

TIER1 = {"stair": 2, "hewn_stone": 4, "lotus": 1, "papyrus": 1, "scarab": 1}


TIER2 = {"ankh": 1, "eye": 1, "falcon": 1, "djed": 1}


APEX = {"capstone": 1}


def set_up(page, names: list[str]) -> None:
    page.wait_for_selector("#setup")
    page.click("label[for=game-sakkara]")
    for k, name in enumerate(names):
        page.fill(f"#name-{k}", name)


def open_card(page) -> None:
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#check")


def count(page, seat: int, key: str) -> int:
    return int(page.locator(f"#sk-{seat}-{key}").input_value())


def tap_to(page, seat: int, key: str, n: int) -> None:
    """Tap + or - on the tile's stepper until it shows n."""
    step = page.locator(f"[data-field='p{seat}-{key}'] .{'plus' if n > count(page, seat, key) else 'minus'}")
    while count(page, seat, key) != n:
        step.click()


def lay_out(page, seat: int, ship: int = 0, grains: int = 0, **tiers: dict[str, int]) -> None:
    tap_to(page, seat, "ship", ship)
    tap_to(page, seat, "grains", grains)
    for tier, tiles in tiers.items():
        for kind, n in tiles.items():
            tap_to(page, seat, f"{tier}-{kind}", n)


def check(page) -> None:
    page.click("#check")
    page.wait_for_selector("#verdict")


def row(page, name: str, tier_: str):
    return page.locator(f".sk-result[data-player='{name}'] .sk-check[data-tier='{tier_}']")


def tier(page, name: str, tier_: str) -> tuple[str, str]:
    """(complete / lacks / blocked, the sentence and what it waits for) of one tier (or the foundation, the ship
    and grains) in the answer."""
    line = row(page, name, tier_)
    kind = next(k for k in ("complete", "lacks", "blocked") if k in line.get_attribute("class").split())
    return kind, "\n".join(line.locator(".detail, .sk-blocked").all_inner_texts())


def verdict(page) -> str:
    return page.locator("#verdict").inner_text()
