"""Sentences a player reads, in English or Dutch.

The engine never builds final strings: it returns a :class:`Text` (a message id
and its parameters). The caller renders it in the language the player asked for,
so the stable machine keys and numbers never depend on the language.
"""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple

LANGUAGES = ("en", "nl")
DEFAULT_LANGUAGE = "en"

# lang -> message id -> str.format template. Games add their own on import.
_CATALOG: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}


def register(lang: str, messages: Mapping[str, str]) -> None:
    """Add message templates for one language (a game module calls this on import)."""
    _CATALOG[lang].update(messages)


class Text(NamedTuple):
    """A message id plus parameters; parameters may themselves be Texts or lists of Texts.

    A NamedTuple rather than a frozen dataclass: immutable all the same, and several times
    cheaper to build, which matters because every breakdown line carries one.
    """

    id: str
    params: Mapping[str, Any] = {}

    def render(self, lang: str = DEFAULT_LANGUAGE) -> str:
        catalog = _CATALOG.get(lang) or _CATALOG[DEFAULT_LANGUAGE]
        template = catalog.get(self.id) or _CATALOG[DEFAULT_LANGUAGE][self.id]
        params = self.params
        if not params:  # a tile name and the like: nothing to format
            return template
        for value in params.values():  # most sentences have plain parameters: format them as they are
            if isinstance(value, (tuple, list)):  # a Text, or Texts
                params = {k: _render_value(v, lang) for k, v in params.items()}
                break
        return template.format_map(params)

    def __str__(self) -> str:
        return self.render()


def _render_value(value: Any, lang: str) -> Any:
    if isinstance(value, Text):
        return value.render(lang)
    if isinstance(value, (tuple, list)):  # (a Text is a tuple too, but is caught above)
        return ", ".join(str(_render_value(v, lang)) for v in value)
    return value


def signed(points: int) -> str:
    """+5, -2, 0: how a fame change is written on a score sheet."""
    return f"+{points}" if points > 0 else str(points)

