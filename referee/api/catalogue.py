"""The games the service knows, and each game's rules as data."""
from __future__ import annotations

from flask import Blueprint, Response

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


def _rules_view(slug: str):
    def view() -> Response:
        """One game's rules as data: supply, sun sets, tracks, scoring tables."""
        return answer(GAMES[slug].rules())
    return view


for _slug in GAMES:
    bp.add_url_rule(f"/v1/games/{_slug}", endpoint=f"rules_{_slug}", view_func=_rules_view(_slug), methods=["GET"])
