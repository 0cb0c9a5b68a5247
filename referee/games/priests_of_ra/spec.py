"""Priests of Ra as the service knows it."""
from __future__ import annotations

from ...core.spec import GameSpec
from ...sun_auction import CATALOGUES
from . import messages, notation, rules

SPEC = GameSpec(
    slug=rules.SLUG,
    name=rules.NAME,
    players=rules.PLAYERS,
    operations=("rules", "score", "replay"),
    rules=rules.as_data,
    messages=(*CATALOGUES, messages.MESSAGES, notation.MESSAGES),
    examples=("priests-score-epoch3-5-players.json", "priests-replay-short-game.json"),
    schemas="referee.schemas.priests_of_ra",
)
