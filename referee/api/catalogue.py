"""The games the service knows, and each game's rules as data."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from flask import Blueprint, Response

from ..core.text import LANGUAGES, Text
from .http import answer
from .registry import GAMES

bp = Blueprint("catalogue", __name__)


@bp.get("/v1/games")
def list_games() -> Response:
    """The games, their player counts and the operations each supports."""
    return answer({"games": [
        {"slug": g.slug, "name": g.name, "players": {"min": g.players.start, "max": g.players.stop - 1},
         "operations": g.operations, "links": {op: f"/v1/games/{g.slug}" + ("" if op == "rules" else "/" + op)
                                               for op in g.operations}}
        for g in GAMES.values()]})


def tile_names(rules: dict[str, Any]) -> dict[str, dict[str, str]]:
    """Every display tile's name, and each request group's (Ra's civilization, monument), in every language."""
    paths = rules["tile_paths"]
    ids = [*paths, *dict.fromkeys(path[0] for path in paths.values() if len(path) > 1)]
    return {lang: {t: Text("tiles." + t).render(lang) for t in ids} for lang in LANGUAGES}


@lru_cache(maxsize=None)
def rules_data(slug: str) -> dict[str, Any]:
    """A game's rules as data with its tile names: constant, so built once per game."""
    rules = GAMES[slug].rules()
    return {**rules, "names": tile_names(rules)}


def _rules_view(slug: str):
    def view() -> Response:
        """One game's rules as data: supply, sun sets, tracks, scoring tables, tile names in en and nl."""
        return answer(rules_data(slug))
    return view


for _slug in GAMES:
    bp.add_url_rule(f"/v1/games/{_slug}", endpoint=f"rules_{_slug}", view_func=_rules_view(_slug), methods=["GET"])
