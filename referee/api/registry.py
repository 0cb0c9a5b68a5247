"""The games the HTTP layer serves, and what each one supports."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from marshmallow import Schema

from ..games.priests_of_ra import replay as por_replay
from ..games.priests_of_ra import rules as por_rules
from ..games.priests_of_ra import scoring as por_scoring
from ..games.ra import rules as ra_rules
from ..games.ra import replay as ra_replay
from ..games.ra import scoring as ra_scoring
from ..schemas.common import EpochScoreSchema, GameScoreSchema
from ..schemas.priests_of_ra import (PriestsEpochSchema, PriestsEpochScoreSchema, PriestsGameSchema,
                                     PriestsGameScoreSchema)
from ..schemas.priests_replay import PriestsLogSchema
from ..schemas.ra import RaEpochSchema, RaGameSchema
from ..schemas.replay import RaLogSchema, replay_schema


@dataclass(frozen=True)
class Scoring:
    """POST /v1/games/<slug>/score: each request schema loads to the keyword arguments of its engine call."""

    epoch_in: Schema
    epoch_out: Schema
    score_epoch: Callable[..., Any]
    game_in: Schema
    game_out: Schema
    score_game: Callable[..., Any]


@dataclass(frozen=True)
class Replaying:
    """POST /v1/games/<slug>/replay: the log schema loads to the keyword arguments of `replay`."""

    log_in: Schema
    replay: Callable[..., Any]
    out: Schema


@dataclass(frozen=True)
class GameApi:
    slug: str
    name: str
    players: range
    rules: Callable[[], dict[str, Any]]  # the rules as data (GET /v1/games/<slug>)
    scoring: Scoring | None = None
    replaying: Replaying | None = None

    @property
    def operations(self) -> list[str]:
        return ["rules"] + (["score"] if self.scoring else []) + (["replay"] if self.replaying else [])


GAMES: dict[str, GameApi] = {g.slug: g for g in (
    GameApi(ra_rules.SLUG, ra_rules.NAME, ra_rules.PLAYERS, ra_rules.as_data,
            Scoring(RaEpochSchema(), EpochScoreSchema(), ra_scoring.score_epoch,
                    RaGameSchema(), GameScoreSchema(), ra_scoring.score_game),
            Replaying(RaLogSchema(), ra_replay.replay, replay_schema())),
    GameApi(por_rules.SLUG, por_rules.NAME, por_rules.PLAYERS, por_rules.as_data,
            Scoring(PriestsEpochSchema(), PriestsEpochScoreSchema(), por_scoring.score_epoch,
                    PriestsGameSchema(), PriestsGameScoreSchema(), por_scoring.score_game),
            Replaying(PriestsLogSchema(), por_replay.replay, replay_schema(PriestsEpochScoreSchema))),
)}
