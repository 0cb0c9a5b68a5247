"""Steps shared by test_a11y.py and the tests that drive the same screen (not collected: no test_ prefix)."""

from __future__ import annotations

from axe_playwright_python.sync_playwright import Axe
from score_steps import display

AXE = Axe()


# Every WCAG 2.0-2.2 A and AA rule and axe's best practices: naming the tags also runs the rules axe leaves
# out by default, target-size (WCAG 2.2, 2.5.8) among them.
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]


OPTIONS = {"runOnly": {"type": "tag", "values": TAGS}, "resultTypes": ["violations"]}


def assert_no_violations(page, screen: str) -> None:
    results = AXE.run(page, options=OPTIONS)
    assert results.violations_count == 0, f"{screen}: {results.generate_report()}"


def ra_epoch_1(page) -> None:
    """Three players' displays of a legal epoch 1 (3 players: suns 1-13, 4 each, sun 1 in the middle)."""
    display(page, 0, [13, 8, 5, 2], {"pharaoh": 2, "gold": 1, "art": 1})
    display(page, 1, [12, 9, 6, 3], {"pharaoh": 1, "nile": 2, "flood": 1})
    display(page, 2, [11, 10, 7, 4], {"god": 1})


def open_every_display(page, players: int) -> None:
    """Look at each player's display as it was carried over (the form warns about a display nobody opened)."""
    for seat in range(players):
        display(page, seat, None, {})
