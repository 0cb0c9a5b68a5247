"""The games the HTTP layer serves, and what each one supports."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from marshmallow import Schema

from ..games.ra import rules as ra_rules
from ..games.ra import scoring as ra_scoring
from ..schemas.ra import RaEpochSchema, RaGameSchema


@dataclass(frozen=True)
class GameApi:
    slug: str
    name: str
    players: range
    rules: Callable[[], dict[str, Any]]           # the rules as data (GET /v1/games/<slug>)
    epoch_schema: Schema | None = None             # POST /score, one epoch
    game_schema: Schema | None = None              # POST /score, whole game
    score_epoch: Callable[..., Any] | None = None
    score_game: Callable[..., Any] | None = None
    replay: Callable[..., Any] | None = None
    log_schema: Schema | None = None
    not_implemented: tuple[str, ...] = field(default=())

    @property
    def operations(self) -> list[str]:
        ops = ["rules"]
        if self.score_epoch:
            ops.append("score")
        if self.replay:
            ops.append("replay")
        return ops


GAMES: dict[str, GameApi] = {
    "ra": GameApi(
        slug=ra_rules.SLUG, name=ra_rules.NAME, players=ra_rules.PLAYERS, rules=ra_rules.as_data,
        epoch_schema=RaEpochSchema(), game_schema=RaGameSchema(),
        score_epoch=ra_scoring.score_epoch, score_game=ra_scoring.score_game,
    ),
}
