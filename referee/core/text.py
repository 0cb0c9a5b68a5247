"""Sentences a player reads, in English or Dutch.

The engine never builds final strings: it returns a :class:`Text` (a message id
and its parameters). The caller renders it in the language the player asked for,
so the stable machine keys and numbers never depend on the language.
"""

from __future__ import annotations

import re
import string
from typing import Any, Callable, Mapping, NamedTuple

LANGUAGES = ("en", "nl")
DEFAULT_LANGUAGE = "en"

# lang -> message id -> str.format template. Games add their own on import.
_CATALOG: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
# message id -> its plural choices, for templates that have any (see `register`)
_PLURALS: dict[str, dict[str, tuple[tuple[str, str, str, str], ...]]] = {lang: {} for lang in LANGUAGES}
# lang -> message id -> the function that writes it from its parameters (see `_compile`), made on first use:
# a score renders ~60 sentences, most of them tile names
Renderer = Callable[[Mapping[str, Any], str], str]
_RENDERERS: dict[str, dict[str, Renderer]] = {lang: {} for lang in LANGUAGES}

# `{count:# stone|# stones}`: the first form when count is 1, the second otherwise, `#` the number.
# English and Dutch share that rule (1 steen, 0/2/5 stenen), so one choice serves both.
_PLURAL = re.compile(r"\{(\w+):([^{}|]*)\|([^{}|]*)\}")
# `{tier!c}`: the value with its first letter a capital, for a sentence that starts with it.
CAPITAL = "c"


def register(lang: str, messages: Mapping[str, str]) -> None:
    """Add message templates for one language. A placeholder `{n:one|other}` chooses a plural form
    by the parameter n (`#` in the form stands for n), so every count reads right at 0, 1, 2 and 5.
    A placeholder `{name!c}` writes its value with a capital first letter: a sentence that starts with a
    name of a thing ("{tier!c} is complete." -> "Tier 1 is complete.") without writing the name twice."""
    catalog, plurals = _CATALOG[lang], _PLURALS[lang]
    for key, template in messages.items():
        _check_placeholders(key, template)
        choices = [(f"_plural{k}", m[1], m[2], m[3]) for k, m in enumerate(_PLURAL.finditer(template))]
        if choices:
            counter = iter(range(len(choices)))
            template = _PLURAL.sub(lambda _: "{_plural%d}" % next(counter), template)  # noqa: B023  (sub calls it now)
            plurals[key] = tuple(choices)
        else:
            plurals.pop(key, None)
        catalog[key] = template
    for renderers in _RENDERERS.values():  # any language may fall back to this one's templates
        renderers.clear()


def _check_placeholders(key: str, template: str) -> None:
    """A placeholder is a parameter's name and nothing else, as in `{count}` (a plural choice counts as one),
    or a name written with a capital, `{count!c}`: what `_compile` writes code for. A mistake in a template
    shows when its game registers it, not in an answer."""
    for _, name, spec, conversion in string.Formatter().parse(_PLURAL.sub("{plural}", template)):
        if name is not None and (not name.isidentifier() or spec or conversion not in (None, CAPITAL)):
            raise ValueError(f"message {key}: a placeholder is a parameter's name in braces, not {{{name}...}}")


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


class Text(NamedTuple):
    """A message id plus parameters; parameters may themselves be Texts or lists of Texts.

    A NamedTuple rather than a frozen dataclass: immutable all the same, and several times
    cheaper to build, which matters because every breakdown line carries one.
    """

    id: str
    params: Mapping[str, Any] = {}

    def render(self, lang: str = DEFAULT_LANGUAGE) -> str:
        try:
            renderer = _RENDERERS[lang][self.id]
        except KeyError:
            renderer = _renderer(lang, self.id)
        return renderer(self.params, lang)

    def __str__(self) -> str:
        return self.render()


def _renderer(lang: str, key: str) -> Renderer:
    """A message's entry in `_RENDERERS`, made on first use (an unknown language: the default's)."""
    if lang not in _RENDERERS:
        lang = DEFAULT_LANGUAGE
    renderers = _RENDERERS[lang]
    renderer = renderers.get(key)  # made already (an unknown language finds the default's entries here)
    if renderer is None:
        if key not in _CATALOG[lang]:
            lang = DEFAULT_LANGUAGE  # a message this language lacks: the default's words (KeyError if none)
        renderer = renderers[key] = _compile(_CATALOG[lang][key], _PLURALS[lang].get(key, ()))
    return renderer


def _compile(template: str, choices: tuple[tuple[str, str, str, str], ...]) -> Renderer:
    """The function that writes one template, made once: what `str.format_map` does with the template
    and its parameters, written out for this template as an f-string. A parameter that is a Text or a
    list is rendered first, in the sentence's language (`_joined`); a plural choice `{n:one|other}` is
    `one` when n is exactly 1, else `other`, with `#` written as n. "{count} × {tile}" becomes

        def render(params, lang):
            v0 = params['count']
            if isinstance(v0, SEQUENCES):  # (tuple, list)
                v0 = v0.render(lang) if type(v0) is Text else _joined(v0, lang)
            v1 = params['tile']
            ...
            return f'{v0} × {v1}'

    Up to three times quicker a sentence than formatting the template each time (a Ra score's 40
    sentences: 77 -> 51 us), which matters because every line of every score carries one. A parameter
    the template does not name is never looked at; one it names and the caller left out is a KeyError,
    as with `format_map`."""
    by_slot = {slot: (name, one, other) for slot, name, one, other in choices}
    names: dict[str, str] = {}  # a parameter's name -> its variable in the code (once, however often it is named)
    lines: list[str] = []
    out: list[str] = []  # the f-string's pieces
    for literal, name, _, conversion in string.Formatter().parse(template):  # names only (_check_placeholders)
        out.append(_escaped(literal))
        if name is None:
            continue
        if conversion == CAPITAL:  # its own variable: the same parameter may stand elsewhere as written
            var = f"c{len(lines)}"
            lines.append(f"    {var} = _capitalised(params[{name!r}], lang)")
            out.append("{" + var + "}")
            continue
        if name in by_slot:  # a plural choice (each slot stands once): its count's raw value as str() writes it
            count, one, other = by_slot[name]
            var = f"p{len(lines)}"
            forms = [repr(_escaped(form).replace("#", "{%s!s}" % var)) for form in (one, other)]
            lines.append(f"    {var} = params[{count!r}]")
            lines.append(f"    {var} = f{forms[0]} if {var} == 1 else f{forms[1]}")
        elif name in names:
            var = names[name]
        else:
            var = names[name] = f"v{len(lines)}"
            lines.append(f"    {var} = params[{name!r}]")
            lines.append(f"    if isinstance({var}, SEQUENCES):")
            lines.append(f"        {var} = {var}.render(lang) if type({var}) is Text else _joined({var}, lang)")
        out.append("{" + var + "}")
    code = "def render(params, lang):\n" + "\n".join(lines) + f"\n    return f{''.join(out)!r}\n"
    namespace: dict[str, Any] = {
        "Text": Text,
        "_joined": _joined,
        "_capitalised": _capitalised,
        "SEQUENCES": (tuple, list),
    }
    exec(code, namespace)  # the code is made from our own catalogue's templates only, never from a request
    return namespace["render"]  # type: ignore[no-any-return]


def _capitalised(value: Any, lang: str) -> str:
    """A value as a parameter writes it (`_joined` for a Text or a list), its first letter a capital."""
    written = (
        (value.render(lang) if type(value) is Text else _joined(value, lang))
        if isinstance(value, (tuple, list))
        else str(value)
    )
    return written[:1].upper() + written[1:]


def _escaped(literal: str) -> str:
    """Text as an f-string's literal part writes it."""
    return literal.replace("{", "{{").replace("}", "}}")


def _joined(values: tuple[Any, ...] | list[Any], lang: str) -> str:
    """Several values (Texts among them) as one parameter: "gold, a pharaoh, 3"."""
    return ", ".join(
        [
            value.render(lang)
            if type(value) is Text
            else _joined(value, lang)
            if isinstance(value, (tuple, list))
            else str(value)
            for value in values
        ]
    )


def signed(points: int) -> str:
    """+5, -2, 0: how a fame change is written on a score sheet."""
    return f"+{points}" if points > 0 else str(points)
