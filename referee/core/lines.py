"""Score lines every game's breakdown is made of, and the majority rule several games use."""

from __future__ import annotations

from typing import NamedTuple, Sequence

from .text import Text


class Line(NamedTuple):
    """One line of a player's breakdown: a stable key, the points, and the sentence (a NamedTuple
    for the same reason as Text: there are many of them in every answer)."""

    key: str
    points: int
    text: Text

    def detail(self, lang: str = "en") -> str:
        return self.text.render(lang)


def majority_points(counts: Sequence[int], most: int, fewest: int) -> list[int]:
    """Points for "most X" / "fewest X": every tied player scores; all equal scores nothing."""
    high, low = max(counts), min(counts)
    if high == low:
        return [0] * len(counts)
    return [most if c == high else fewest if c == low else 0 for c in counts]
