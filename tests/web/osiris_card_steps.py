"""Steps shared by test_osiris_card.py and the tests that drive the same screen (not collected: no test_ prefix)."""

from __future__ import annotations

COUNT_TAPS = """() => { window.taps = 0;
    document.addEventListener('pointerdown', (e) => { if (e.isTrusted) window.taps += 1; }, true); }"""


def set_up(page, names: list[str], game: str = "osiris") -> None:
    page.wait_for_selector("#setup")
    page.click(f"label[for=game-{game}]")
    page.click(f"label[for=count-{len(names)}]")
    for k, name in enumerate(names):
        page.fill(f"#name-{k}", name)


def open_card(page) -> None:
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#who-wins")


def followers(page, colour: str) -> int:
    return int(page.locator(f"#count-{colour}").input_value())


def set_followers(page, colour: str, n: int) -> None:
    """Tap + or - until the stepper shows n."""
    step = page.locator(f".follower[data-colour='{colour}'] .{'plus' if n > followers(page, colour) else 'minus'}")
    while followers(page, colour) != n:
        step.click()


def fill_card(page, end: str, ended_by: int, god: str, counts: dict[str, int]) -> None:
    page.click(f"label[for=end-{end}]")
    page.click(f"label[for=ended-by-{ended_by}]")
    page.select_option("#god", god)
    for colour, n in counts.items():
        set_followers(page, colour, n)


def who_wins(page) -> None:
    page.click("#who-wins")
    page.wait_for_selector("#winner")


def standings(page) -> list[tuple[int, str, int]]:
    rows = page.locator(".standings li")
    return [
        (
            int(rows.nth(k).locator(".rank").inner_text()),
            rows.nth(k).locator(".name").inner_text(),
            int(rows.nth(k).locator(".tally strong").inner_text()),
        )
        for k in range(rows.count())
    ]
