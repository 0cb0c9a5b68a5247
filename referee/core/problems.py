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


# A move log is checked until this many of its moves have problems: a body of thousands of wrong
# moves costs no more than fifty, and the answer (which lists 100 problems at most) can still show
# where reading stopped.
MAX_BAD_MOVES = 50


def not_read(bad_moves: int) -> Text:
    """Where checking a log stopped: at the move after the MAX_BAD_MOVES-th with problems."""
    return Text("log.not_read", {"count": bad_moves})


MESSAGES = {
    "en": {
        "log.not_read": "Not read: {count:# move before this one has|# moves before this one have} problems "
        "already; fix those first."
    },
    "nl": {
        "log.not_read": "Niet gelezen: {count:# zet hiervoor heeft|# zetten hiervoor hebben} al problemen; "
        "verbeter die eerst."
    },
}
