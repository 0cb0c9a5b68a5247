"""The JSON notation of an Osiris log: the engine's log and moves as the API reads and answers them, and back."""

from __future__ import annotations

from typing import Any

from ...core.spec import LogCodec
from .state import GameLog, log_from_json, move_to_json, setup_to_json


def log_to_json(log: GameLog) -> dict[str, Any]:
    """A whole log as JSON (the inverse of `state.log_from_json`)."""
    return {**setup_to_json(log.setup), "moves": [move_to_json(m) for m in log.moves]}


CODEC = LogCodec(log_to_json=log_to_json, move_to_json=move_to_json, log_from_json=log_from_json)
