"""The rules as data: the part every sun-auction game (Ra, Priests of Ra) shares."""

from __future__ import annotations

from types import ModuleType
from typing import Any, Callable, Mapping, Sequence

from ..core.text import LANGUAGES, Text

from .scoring import START_FAME, SUNS_HIGHEST, SUNS_LOWEST
from .suns import MIDDLE_SUN, sun_set


def counted_names(prefix: str, forms: Mapping[str, Mapping[str, tuple[str, str]]]) -> dict[str, dict[str, str]]:
    """A catalogue of tile names that agree with a count: {"en": {"fortress": ("fortress", "fortresses")}} ->
    {"en": {prefix + "fortress": "{count:fortress|fortresses}"}}; `Text(prefix + tile, {"count": n})` then
    renders the form for n, and a sentence puts the number where its language wants it."""
    return {
        lang: {prefix + key: "{count:%s|%s}" % pair for key, pair in by_key.items()} for lang, by_key in forms.items()
    }


def tile_names(tile_paths: Mapping[str, Sequence[str]], tile_text: Callable[[str], Text]) -> dict[str, dict[str, str]]:
    """Every display tile's name, and each request group's (Ra's civilization, monument), in every language."""
    ids = [*tile_paths, *dict.fromkeys(path[0] for path in tile_paths.values() if len(path) > 1)]
    return {lang: {t: tile_text(t).render(lang) for t in ids} for lang in LANGUAGES}


def counted_tile_names(
    tile_paths: Mapping[str, Sequence[str]], tile_text: Callable[..., Text]
) -> dict[str, dict[str, dict[str, str]]]:
    """The same names as they go with a count, by plural category (`one`, `other`, as Intl.PluralRules names
    them): {"en": {"civilization": {"one": "civilization", "other": "civilizations"}}}."""
    ids = [*tile_paths, *dict.fromkeys(path[0] for path in tile_paths.values() if len(path) > 1)]
    return {
        lang: {t: {"one": tile_text(t, 1).render(lang), "other": tile_text(t, 2).render(lang)} for t in ids}
        for lang in LANGUAGES
    }


def with_names(data: dict[str, Any], tile_text: Callable[..., Text]) -> dict[str, Any]:
    """A game's rules as data, with the names of its tiles in every language last (`tile_text(tile)` the
    name, `tile_text(tile, count)` the name that goes with a count)."""
    return {
        **data,
        "names": tile_names(data["tile_paths"], tile_text),
        "counted_names": counted_tile_names(data["tile_paths"], tile_text),
    }


def sun_game_data(rules: ModuleType) -> dict[str, Any]:
    """Players, epochs, supply, sun sets, tracks and where each tile sits in a display request,
    read from a game's `rules` module; the game adds its tiles and scoring tables."""
    tile_paths = {t: list(rules.tile_path(t)) for t in rules.DISPLAY_TILES}
    return {
        "slug": rules.SLUG,
        "name": rules.NAME,
        "players": {"min": rules.PLAYERS.start, "max": rules.PLAYERS.stop - 1},
        "epochs": rules.EPOCHS,
        "start_fame": START_FAME,
        "supply": dict(rules.SUPPLY),
        # where each tile's count sits in a display request (a form builds its requests from this)
        "tile_paths": tile_paths,
        "suns": {
            str(n): {
                "stacks": [list(s) for s in stacks],
                "middle": MIDDLE_SUN,
                "per_player": len(stacks[0]),
                "all": sorted(sun_set(stacks)),
            }
            for n, stacks in rules.SUN_STACKS.items()
        },
        "ra_track": {str(n): length for n, length in rules.RA_TRACK.items()},
        "auction_track": rules.AUCTION_TRACK,
        "tie_break": "highest_sun",
    }


SUNS_TABLE = {"highest_total": SUNS_HIGHEST, "lowest_total": SUNS_LOWEST}
