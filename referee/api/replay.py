"""POST /v1/games/<game>/replay: a whole recorded game, replayed move by move."""
from __future__ import annotations

from flask import Blueprint, Response

from .http import answer, engine_call, load, read_json
from .registry import GAMES, Replaying

bp = Blueprint("replay", __name__)


def _replay_view(replaying: Replaying):
    def view() -> Response:
        """Replay a log: legal (epochs, standings, winner) or the first illegal move and the state before it."""
        result = engine_call(replaying.replay, **load(replaying.log_in, read_json()))
        return answer(replaying.out.dump(result))
    return view


for _game in GAMES.values():
    if _game.replaying:
        bp.add_url_rule(f"/v1/games/{_game.slug}/replay", endpoint=f"replay_{_game.slug}",
                        view_func=_replay_view(_game.replaying), methods=["POST"])
