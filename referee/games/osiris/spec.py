"""Osiris as the service knows it."""
from __future__ import annotations

from ...core import notation as core_notation
from ...core import problems, seating
from ...core.spec import GameSpec
from . import messages, notation, rules

SPEC = GameSpec(
    slug=rules.SLUG,
    name=rules.NAME,
    players=rules.PLAYERS,
    operations=("rules", "outcome", "replay"),
    rules=rules.as_data,
    messages=(problems.MESSAGES, seating.MESSAGES, messages.MESSAGES, core_notation.MESSAGES, notation.MESSAGES),
    examples=("osiris-outcome.json", "osiris-replay-2-players.json", "osiris-replay-3-players.json",
              "osiris-replay-4-players.json"),
    schemas="referee.schemas.osiris",
)
