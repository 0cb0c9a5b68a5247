"""Steps shared by test_score.py and the tests that drive the same screen (not collected: no test_ prefix)."""

from __future__ import annotations

from pathlib import Path

import pytest

SHOTS = Path(__file__).resolve().parents[1] / "screenshots"


sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is a test dependency (pip install playwright)")


def page_top(page) -> None:
    """The page scrolled to its top once it has settled: a tap on a form brings the next control into view at the
    next animation frame (app.js), which would otherwise scroll the page again after this."""
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    page.evaluate("window.scrollTo(0, 0)")


def shot(page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def set_up(page, game: str, names: list[str]) -> None:
    page.wait_for_selector("#setup")
    page.click(f"label[for=game-{game}]")
    page.click(f"label[for=count-{len(names)}]")
    for k, name in enumerate(names):
        page.fill(f"#name-{k}", name)


def start(page) -> None:
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#panel")


def tile(page, name: str):
    return page.locator(f".tile[data-field$='-tile-{name}']")


def count(page, name: str) -> int:
    return int(tile(page, name).locator("input").input_value())


def set_count(page, name: str, n: int) -> None:
    """Tap + or - until the display shows n (large counts are typed, as a player would)."""
    if abs(n - count(page, name)) > 4:
        field = tile(page, name).locator("input")
        field.fill(str(n))
        field.press("Tab")
    step = tile(page, name).locator(".plus" if n > count(page, name) else ".minus")
    while count(page, name) != n:
        step.click()


def enter_suns(page) -> None:
    """Switch sun entry on where the form leaves it off (epochs 1 and 2: suns score only after epoch 3)."""
    switch = page.locator("#suns-early")
    if switch.count() and switch.get_attribute("aria-pressed") == "false":
        switch.click()


def display(page, seat: int, suns: list[int] | None, tiles: dict[str, int]) -> None:
    """Open a player's display, hold exactly these suns and tiles (counts not named are left as they are).

    Naming suns in an epoch where the form does not ask for them switches sun entry on, as a table that
    wants them does; None leaves the suns alone."""
    page.click(f"#tab-{seat}")
    panel = page.locator("#panel")
    if suns is None:
        for name, n in tiles.items():
            set_count(page, name, n)
        return
    enter_suns(page)
    mine = {int(s) for s in panel.locator(".sun.mine").evaluate_all("els => els.map(e => e.dataset.sun)")}
    for sun in sorted(mine ^ set(suns)):
        panel.locator(f".sun[data-sun='{sun}']").click()
    for name, n in tiles.items():
        set_count(page, name, n)


def score(page, epoch: int) -> None:
    page.click("#score")
    page.wait_for_selector(f"h2:text-is('{'Final standings' if epoch == 3 else f'Epoch {epoch}: result'}')")


def fames(page) -> dict[str, int]:
    """Each player's fame after the epoch on screen, from its per-player result cards."""
    cards = page.locator("#this-epoch .player-result")
    return {
        cards.nth(k).get_attribute("data-player"): int(cards.nth(k).locator(".fame-change strong").inner_text())
        for k in range(cards.count())
    }


def standings(page) -> list[tuple[str, int]]:
    rows = page.locator(".standings li")
    return [
        (rows.nth(k).locator(".name").inner_text(), int(rows.nth(k).locator(".fame strong").inner_text()))
        for k in range(rows.count())
    ]
