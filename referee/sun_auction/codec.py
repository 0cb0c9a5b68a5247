"""The JSON notation of a sun-auction log (Ra, Priests of Ra): the engine's log and moves as the API reads and
answers them, and back."""

from __future__ import annotations

from typing import Any, Mapping

from ..core.seating import normalize_name
from ..core.spec import LogCodec
from .auction import GameLog, Move

# A real game has a few hundred moves (the tests' generator: at most about 400 in 1,500 games). A bound
# on any legal game: at most 180 draws (R17), at most ~24 auctions an epoch (a sun spent, or a Ra tile
# with everyone passing) plus ~22 on full tracks, 5 bids or passes each, and their invokes, gods,
# discards and flips: under 1,000.
MAX_MOVES = 1000


def move_from_notation(m: Mapping[str, Any]) -> Move:
    """A move as the log writes it (its fields already checked) -> the engine's Move."""
    return Move(
        normalize_name(m["player"]),
        m["action"],
        m.get("tile"),
        m.get("sun"),
        tuple(m.get("take") or m.get("tiles") or ()),
    )


def log_from_notation(log: Mapping[str, Any]) -> GameLog:
    """A whole log as JSON (already checked) -> the engine's GameLog."""
    return GameLog(
        tuple(log["players"]),
        {p: tuple(s) for p, s in log["suns"].items()},
        tuple(move_from_notation(m) for m in log["moves"]),
    )


def move_notation(move: Move) -> dict[str, Any]:
    """A move as the log writes it (the inverse of `move_from_notation`)."""
    out: dict[str, Any] = {"player": move.player, "action": move.action}
    if move.tile is not None:
        out["tile"] = move.tile
    if move.sun is not None:
        out["sun"] = move.sun
    if move.tiles:
        out["take" if move.action == "god" else "tiles"] = list(move.tiles)
    return out


def log_notation(log: GameLog) -> dict[str, Any]:
    """A whole log as JSON (the inverse of `log_from_notation`)."""
    return {
        "players": list(log.players),
        "suns": {p: list(s) for p, s in log.suns.items()},
        "moves": [move_notation(m) for m in log.moves],
    }


CODEC = LogCodec(log_to_json=log_notation, move_to_json=move_notation, log_from_json=log_from_notation)
