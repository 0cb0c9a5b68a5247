"""The progress bar of `referee check` on a terminal: lines, games per second, time left."""

from __future__ import annotations

import os
import time
from typing import IO, Callable

from ..core.text import Text


class Progress:
    """A line on a terminal, redrawn at most every `every` seconds: the lines done, games/s and, when the
    archive's size is known, the share done and the time left (from the bytes read).

    Not click.progressbar: it measures progress and the time left in the unit it counts, where this bar's
    share is in bytes (the file's size is known, its lines are not) while it counts lines; and its info has no
    place for the rate (games/s) nor for words in the user's language (en, nl), which this line needs."""

    WIDTH = 20  # of the bar

    def __init__(
        self,
        stream: IO[str],
        total: int | None,
        lang: str,
        every: float = 0.25,
        clock: Callable[[], float] = time.monotonic,
    ):
        self.stream, self.total, self.lang, self.every, self.clock = stream, total, lang, every, clock
        self.start = clock()
        self.drawn = -float("inf")
        self.lines = self.done = self.width = 0

    def update(self, lines: int, size: int) -> None:
        self.lines += lines
        self.done += size
        if self.clock() - self.drawn >= self.every:
            self.draw()

    def draw(self) -> None:
        now = self.clock()
        self.drawn = now
        seconds = now - self.start
        rate = f"{self.lines / seconds:.0f}" if seconds > 0 else "-"
        if self.total:
            share = min(self.done / self.total, 1.0)
            left = seconds * (self.total - self.done) / self.done if self.done else None
            filled = round(share * self.WIDTH)
            text = f"[{'#' * filled}{'-' * (self.WIDTH - filled)}] " + Text(
                "cli.progress",
                {"percent": f"{share * 100:3.0f}", "lines": self.lines, "rate": rate, "left": _clock(left)},
            ).render(self.lang)
        else:
            text = Text("cli.progress.open", {"lines": self.lines, "rate": rate}).render(self.lang)
        text = text[: _columns(self.stream) - 1]
        self.stream.write("\r" + text.ljust(self.width))
        self.stream.flush()
        self.width = len(text)

    def close(self) -> None:
        self.draw()
        self.stream.write("\n")
        self.stream.flush()


def _clock(seconds: float | None) -> str:
    if seconds is None:
        return "-:--"
    minutes, secs = divmod(round(max(seconds, 0)), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def _columns(stream: IO[str]) -> int:
    try:
        return os.get_terminal_size(stream.fileno()).columns or 80
    except (OSError, ValueError, AttributeError):
        return 80
