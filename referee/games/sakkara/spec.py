"""Sakkara as the service knows it."""

from __future__ import annotations

from ...core import notation as core_notation
from ...core import problems, seating
from ...core.spec import GameSpec, Notation, ResultKind
from . import messages, notation, rules
from .codec import CODEC

SPEC = GameSpec(
    slug=rules.SLUG,
    name=rules.NAME,
    players=range(rules.PLAYERS, rules.PLAYERS + 1),
    operations=("rules", "outcome", "replay"),
    rules=rules.as_data,
    messages=(problems.MESSAGES, seating.MESSAGES, messages.CATALOGUE, core_notation.MESSAGES, notation.MESSAGES),
    examples=("sakkara-outcome.json", "sakkara-replay-game.json"),
    schemas="referee.schemas.sakkara",
    codec=CODEC,
    notation=Notation(notation.write, notation.read),
    results={
        "outcome": ResultKind(("standings",), needs_winner=True, layout=True),
        "replay": ResultKind(None, replay=True, needs_winner=True, log="turns"),
    },
    rule_fields=("catalogue",),  # S5's tile catalogue and spell table
)
