"""The legal moves of a position, as every game's /replay answers them: by player, each move exactly
as the game's log writes it, so a client appends the one played to its log and sends it again."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from marshmallow import fields

from ..core.play import MoveGroup

TURN_DESCRIPTION = (
    "The turn these moves are written in (1 is `turns[0]`): the last turn of the log, or one more "
    "when they begin the next turn. Null for the worker placements."
)


UNLISTED = (
    "Only when some of the player's legal moves are left out: how many. The answers of one choice can run "
    "into the thousands (which tiles two earthquakes and two wars take from a rich display, which tiles "
    "many priests flip); the first 200 are listed in order, and every other answer of the same choice is "
    "as legal."
)


def legal_moves_field(
    to_json: Callable[[Any], dict[str, Any]], move_doc: dict[str, Any], *, turns: bool = False
) -> fields.Function:
    """`legal_moves`: `[{"player", "moves": [...]}]` (with `turn` for a log written turn by turn)."""

    def dump(answer: Any) -> list[dict[str, Any]]:
        groups: Sequence[MoveGroup[Any]] = answer.legal_moves
        out = []
        for g in groups:
            group: dict[str, Any] = {"player": g.player}
            if turns:
                group["turn"] = g.turn
            group["moves"] = [to_json(m) for m in g.moves]
            if g.unlisted:
                group["unlisted"] = g.unlisted
            out.append(group)
        return out

    properties: dict[str, Any] = {"player": {"type": "string", "description": "Who would make these moves."}}
    if turns:
        properties["turn"] = {"type": ["integer", "null"], "minimum": 1, "description": TURN_DESCRIPTION}
    properties["moves"] = {"type": "array", "items": move_doc}
    required = list(properties)
    properties["unlisted"] = {"type": "integer", "minimum": 1, "description": UNLISTED}
    return fields.Function(
        dump,
        metadata={
            "type": "array",
            "items": {"type": "object", "required": required, "properties": properties},
            "description": (
                "Every move the log may go on with in the position of `state`, grouped by the player who would "
                "make it (the player whose turn it is first; several groups when several players may act, as "
                "after a move that leaves an optional answer open). Each move is written exactly as the log "
                "writes its moves: append the one played and send the log again. Empty when the game is over, "
                "but for an optional answer the log may still write (Ra: the removal a disaster forced in the last "
                "auction). "
                "When the log is illegal: the moves that were legal instead of the violation."
            ),
        },
    )
