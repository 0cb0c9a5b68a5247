from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ra_log import RaLog


T = TypeVar("T", bound="RaReplayBatchItem")


@_attrs_define
class RaReplayBatchItem:
    """An item of `ra`'s `replay`: its body is what `POST /v1/games/ra/replay` takes.

    Attributes:
        id (int | str): Your name for the item (a table, a game), given back with its result: a whole number, or text as
            a player's name is (normalised: NFC, trimmed; no control or invisible characters).
        game (Literal['ra']):  Default: 'ra'.
        operation (Literal['replay']):  Default: 'replay'.
        body (RaLog):
    """

    id: int | str
    body: RaLog
    game: Literal["ra"] = "ra"
    operation: Literal["replay"] = "replay"

    def to_dict(self) -> dict[str, Any]:
        id: int | str
        id = self.id

        game = self.game

        operation = self.operation

        body = self.body.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "game": game,
                "operation": operation,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ra_log import RaLog  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))

        game = cast(Literal["ra"], d.pop("game"))
        if game != "ra":
            raise ValueError(f"game must match const 'ra', got '{game}'")

        operation = cast(Literal["replay"], d.pop("operation"))
        if operation != "replay":
            raise ValueError(f"operation must match const 'replay', got '{operation}'")

        body = RaLog.from_dict(d.pop("body"))

        ra_replay_batch_item = cls(
            id=id,
            game=game,
            operation=operation,
            body=body,
        )

        return ra_replay_batch_item
