"""POST /v1/games/<game>/score: one epoch's displays, or a whole game's, scored line by line."""
from __future__ import annotations

from flask import Blueprint, Response

from ..schemas.common import EpochScoreSchema, GameScoreSchema
from .http import answer, engine_call, load, read_json
from .registry import GAMES, GameApi

bp = Blueprint("scoring", __name__)
_epoch_out = EpochScoreSchema()
_game_out = GameScoreSchema()


def _score_view(game: GameApi):
    def view() -> Response:
        """Score one epoch (`epoch` + `players`) or a whole game (`epochs`)."""
        body = read_json()
        if isinstance(body, dict) and "epochs" in body:
            epochs = load(game.game_schema, body)
            return answer(_game_out.dump(engine_call(game.score_game, epochs)))
        epoch = load(game.epoch_schema, body)
        return answer(_epoch_out.dump(engine_call(game.score_epoch, epoch)))
    return view


for _game in GAMES.values():
    if _game.score_epoch:
        bp.add_url_rule(f"/v1/games/{_game.slug}/score", endpoint=f"score_{_game.slug}",
                        view_func=_score_view(_game), methods=["POST"])
