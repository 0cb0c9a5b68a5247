"""Osiris as the service knows it."""

from __future__ import annotations

from typing import Any

from ...core import notation as core_notation
from ...core import problems, seating
from ...core.spec import GameSpec, Notation, ResultKind
from . import board, messages, notation, rules
from .codec import CODEC


def rules_data() -> dict[str, Any]:
    """GET /v1/games/osiris: the rules as data, and the board in the form a request may send its own."""
    return {**rules.as_data(), "board": board.DEFAULT_BOARD_DATA}


SPEC = GameSpec(
    slug=rules.SLUG,
    name=rules.NAME,
    players=rules.PLAYERS,
    operations=("rules", "outcome", "replay"),
    rules=rules_data,
    messages=(problems.MESSAGES, seating.MESSAGES, messages.MESSAGES, core_notation.MESSAGES, notation.MESSAGES),
    examples=(
        "osiris-outcome.json",
        "osiris-replay-2-players.json",
        "osiris-replay-3-players.json",
        "osiris-replay-4-players.json",
    ),
    schemas="referee.schemas.osiris",
    codec=CODEC,
    notation=Notation(notation.write, notation.read),
    results={"outcome": ResultKind(("standings",)), "replay": ResultKind(("outcome", "standings"), replay=True)},
    rule_fields=("rebellion", "relief", "board", "gods"),  # O8's optional rules; O9's board, its god names
)
