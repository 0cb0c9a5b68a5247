"""Sentences a player reads, in English or Dutch.

The engine never builds final strings: it returns a :class:`Text` (a message id
and its parameters). The caller renders it in the language the player asked for,
so the stable machine keys and numbers never depend on the language.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, NamedTuple

LANGUAGES = ("en", "nl")
DEFAULT_LANGUAGE = "en"

# lang -> message id -> str.format template. Games add their own on import.
_CATALOG: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
# message id -> its plural choices, for templates that have any (see `register`)
_PLURALS: dict[str, dict[str, tuple[tuple[str, str, str, str], ...]]] = {lang: {} for lang in LANGUAGES}
# lang -> message id -> (template, plural choices, the sentence itself when it has no placeholder): what
# `Text.render` needs, looked up once per id (a score renders ~60 sentences, most of them tile names)
_Compiled = tuple[str, tuple[tuple[str, str, str, str], ...], "str | None"]
_COMPILED: dict[str, dict[str, _Compiled]] = {lang: {} for lang in LANGUAGES}

# `{count:# stone|# stones}`: the first form when count is 1, the second otherwise, `#` the number.
# English and Dutch share that rule (1 steen, 0/2/5 stenen), so one choice serves both.
_PLURAL = re.compile(r"\{(\w+):([^{}|]*)\|([^{}|]*)\}")


def register(lang: str, messages: Mapping[str, str]) -> None:
    """Add message templates for one language. A placeholder `{n:one|other}` chooses a plural form
    by the parameter n (`#` in the form stands for n), so every count reads right at 0, 1, 2 and 5."""
    catalog, plurals = _CATALOG[lang], _PLURALS[lang]
    for key, template in messages.items():
        choices = [(f"_plural{k}", m[1], m[2], m[3]) for k, m in enumerate(_PLURAL.finditer(template))]
        if choices:
            counter = iter(range(len(choices)))
            template = _PLURAL.sub(lambda _: "{_plural%d}" % next(counter), template)
            plurals[key] = tuple(choices)
        else:
            plurals.pop(key, None)
        catalog[key] = template
    for compiled in _COMPILED.values():  # any language may fall back to this one's templates
        compiled.clear()


def _compile(lang: str, key: str) -> _Compiled:
    template = _CATALOG[lang].get(key)
    if template is None:
        lang = DEFAULT_LANGUAGE
        template = _CATALOG[lang][key]
    choices = _PLURALS[lang].get(key, ())
    plain = None
    if not choices:
        try:
            plain = template.format_map({})  # no placeholder: the sentence (an escaped brace "{{" unescaped)
        except (KeyError, IndexError, ValueError):
            pass
    return template, choices, plain


def register_catalogue(catalogue: Mapping[str, Mapping[str, str]]) -> None:
    """Register a module's `MESSAGES` (language -> message id -> template) in every language it has."""
    for lang, messages in catalogue.items():
        register(lang, messages)


def merge_catalogues(*catalogues: Mapping[str, Mapping[str, str]]) -> dict[str, dict[str, str]]:
    """One catalogue from several (each language's messages together)."""
    merged: dict[str, dict[str, str]] = {}
    for catalogue in catalogues:
        for lang, messages in catalogue.items():
            merged.setdefault(lang, {}).update(messages)
    return merged


def prefixed(prefix: str, names: Mapping[str, Mapping[str, str]]) -> dict[str, dict[str, str]]:
    """A catalogue of names under one id prefix: {"en": {"gold": "gold"}} -> {"en": {"ra.tiles.gold": "gold"}}."""
    return {lang: {prefix + key: name for key, name in by_key.items()} for lang, by_key in names.items()}


def plural(count: Any, one: str, other: str) -> str:
    """The form for `count` (`#` in it replaced by the count): one for exactly 1, other otherwise."""
    return (one if count == 1 else other).replace("#", str(count))


class Text(NamedTuple):
    """A message id plus parameters; parameters may themselves be Texts or lists of Texts.

    A NamedTuple rather than a frozen dataclass: immutable all the same, and several times
    cheaper to build, which matters because every breakdown line carries one.
    """

    id: str
    params: Mapping[str, Any] = {}

    def render(self, lang: str = DEFAULT_LANGUAGE) -> str:
        try:
            template, choices, plain = _COMPILED[lang][self.id]
        except KeyError:
            template, choices, plain = _compiled(lang, self.id)
        if plain is not None:  # a tile name and the like: nothing to format
            return plain
        params = self.params
        rendered = None  # a copy of the parameters once one of them needs rendering first
        for key, value in params.items():  # most parameters are plain: formatted as they are
            if isinstance(value, (tuple, list)):  # a Text, or Texts
                if rendered is None:
                    rendered = dict(params)
                rendered[key] = value.render(lang) if type(value) is Text else _joined(value, lang)
        if choices:
            if rendered is None:
                rendered = dict(params)
            for slot, name, one, other in choices:
                rendered[slot] = plural(params[name], one, other)
        return template.format_map(params if rendered is None else rendered)

    def __str__(self) -> str:
        return self.render()


def _compiled(lang: str, key: str) -> _Compiled:
    """A message's entry in `_COMPILED`, compiled on first use (an unknown language: the default's)."""
    if lang not in _COMPILED:
        lang = DEFAULT_LANGUAGE
    compiled = _COMPILED[lang]
    entry = compiled.get(key)  # compiled already (an unknown language finds the default's entries here)
    if entry is None:
        entry = compiled[key] = _compile(lang, key)
    return entry


def _joined(values: tuple[Any, ...] | list[Any], lang: str) -> str:
    """Several values (Texts among them) as one parameter: "gold, a pharaoh, 3"."""
    return ", ".join([value.render(lang) if type(value) is Text
                      else _joined(value, lang) if isinstance(value, (tuple, list)) else str(value)
                      for value in values])


def signed(points: int) -> str:
    """+5, -2, 0: how a fame change is written on a score sheet."""
    return f"+{points}" if points > 0 else str(points)

