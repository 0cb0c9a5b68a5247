"""Problems found in an input: every one of them, each with the path to its field."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, Union

from .text import Text

PathPart = Union[str, int]


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input: where (a path into the request) and why."""

    path: tuple[PathPart, ...]
    message: Text | str

    def render(self, lang: str = "en") -> str:
        return self.message if isinstance(self.message, str) else self.message.render(lang)


class InvalidInput(ValueError):
    """Raised by an engine entry point given an impossible input; carries every problem."""

    def __init__(self, problems: Sequence[Problem]):
        self.problems = tuple(problems)
        super().__init__("; ".join(f"/{'/'.join(map(str, p.path))}: {p.render()}" for p in self.problems))
