"""The JSON notation of a Sakkara log: the engine's log and moves as the API reads and answers them."""

from __future__ import annotations

from typing import Any

from ...core.spec import LogCodec
from .state import BIRD, BUILD, CLOSE, DISCARD, END, HORSE, OX, PLACE, SNAKE, SPELL, STEP, GameLog, Move

# action -> JSON key -> (Move attribute, kind of value): what the log schema reads (referee/schemas/sakkara.py)
ACTION_FIELDS: dict[str, dict[str, tuple[str, str]]] = {
    STEP: {"worker": ("worker", "field"), "to": ("to", "field"), "stair": ("stairs", "bool")},
    BUILD: {"tile": ("tile", "kind")},
    SNAKE: {"take": ("tile", "kind")},
    HORSE: {"steps": ("count", "int"), "stairs": ("stairs", "bools")},
    BIRD: {"worker": ("worker", "field"), "to": ("to", "field")},
    OX: {"from": ("source", "field"), "to": ("to", "field"), "count": ("count", "int")},
    SPELL: {"tiles": ("tiles", "kinds"), "worker": ("worker", "field"), "line": ("line", "text")},
    DISCARD: {"tile": ("tile", "kind")},
    PLACE: {"field": ("to", "field"), "count": ("count", "int")},
}
_JSON_OF = {action: {attr: key for key, (attr, _) in spec.items()} for action, spec in ACTION_FIELDS.items()}


def move_notation(move: Move) -> dict[str, Any]:
    """A move as the log writes it (the inverse of the log schema's `Turns`); an implied end, of the mover's
    actions or of a turn's list, is `{"action": "end"}`."""
    out: dict[str, Any] = {"action": END if move.action == CLOSE else move.action}
    for attr, key in _JSON_OF.get(move.action, {"to": "field"} if move.action == "place_worker" else {}).items():
        value = getattr(move, attr)
        if value is None or value == ():
            continue
        if key == "stair":
            value = True
        elif isinstance(value, tuple):
            value = list(value)
        out[key] = value
    return out


def log_notation(log: GameLog) -> dict[str, Any]:
    """A whole log in the JSON notation the API reads (the default catalogue's: a log sent with its own
    catalogue names it in `catalogue`)."""
    return {
        "players": list(log.players),
        "board": {f: list(s) for f, s in log.board.items()},
        "workers": list(log.workers),
        "turns": [[move_notation(m) for m in turn] for turn in log.turns],
    }


CODEC = LogCodec(log_to_json=log_notation, move_to_json=move_notation)
