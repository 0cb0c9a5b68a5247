"""POST /v1/games/<game>/score: one epoch's displays, or a whole game's, scored line by line."""
from __future__ import annotations

from flask import Blueprint, Response

from .http import answer, engine_call, load, read_json
from .registry import GAMES, Scoring

bp = Blueprint("scoring", __name__)


def _score_view(scoring: Scoring):
    def view() -> Response:
        """Score one epoch (`epoch` + `players`) or a whole game (`epochs`)."""
        body = read_json()
        if isinstance(body, dict) and "epochs" in body:
            result = engine_call(scoring.score_game, **load(scoring.game_in, body))
            return answer(scoring.game_out.dump(result))
        result = engine_call(scoring.score_epoch, **load(scoring.epoch_in, body))
        return answer(scoring.epoch_out.dump(result))
    return view


for _game in GAMES.values():
    if _game.scoring:
        bp.add_url_rule(f"/v1/games/{_game.slug}/score", endpoint=f"score_{_game.slug}",
                        view_func=_score_view(_game.scoring), methods=["POST"])
