"""Sentences a player reads, in English or Dutch.

The engine never builds final strings: it returns a :class:`Text` (a message id
and its parameters). The caller renders it in the language the player asked for,
so the stable machine keys and numbers never depend on the language.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

LANGUAGES = ("en", "nl")
DEFAULT_LANGUAGE = "en"

# lang -> message id -> str.format template. Games add their own on import.
_CATALOG: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}


def register(lang: str, messages: Mapping[str, str]) -> None:
    """Add message templates for one language (a game module calls this on import)."""
    _CATALOG[lang].update(messages)


@dataclass(frozen=True)
class Text:
    """A message id plus parameters; parameters may themselves be Texts or lists of Texts."""

    id: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def render(self, lang: str = DEFAULT_LANGUAGE) -> str:
        template = _CATALOG.get(lang, {}).get(self.id) or _CATALOG[DEFAULT_LANGUAGE][self.id]
        return template.format(**{k: _render_value(v, lang) for k, v in self.params.items()})

    def __str__(self) -> str:
        return self.render()


def _render_value(value: Any, lang: str) -> Any:
    if isinstance(value, Text):
        return value.render(lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_render_value(v, lang)) for v in value)
    return value


def signed(points: int) -> str:
    """+5, -2, 0: how a fame change is written on a score sheet."""
    return f"+{points}" if points > 0 else str(points)


register("en", {"sep.and": "and"})
register("nl", {"sep.and": "en"})
