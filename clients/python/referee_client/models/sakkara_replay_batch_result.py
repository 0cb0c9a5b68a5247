from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sakkara_replay_result import SakkaraReplayResult


T = TypeVar("T", bound="SakkaraReplayBatchResult")


@_attrs_define
class SakkaraReplayBatchResult:
    """The result of an item of `sakkara`'s `replay` answered 200: its body is the operation's answer.

    Attributes:
        id (int | str): The item's `id`, as sent.
        game (Literal['sakkara']):
        operation (Literal['replay']):
        status (Literal[200]):
        body (SakkaraReplayResult): The verdict.
    """

    id: int | str
    game: Literal["sakkara"]
    operation: Literal["replay"]
    status: Literal[200]
    body: SakkaraReplayResult

    def to_dict(self) -> dict[str, Any]:
        id: int | str
        id = self.id

        game = self.game

        operation = self.operation

        status = self.status

        body = self.body.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "game": game,
                "operation": operation,
                "status": status,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sakkara_replay_result import SakkaraReplayResult  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))

        game = cast(Literal["sakkara"], d.pop("game"))
        if game != "sakkara":
            raise ValueError(f"game must match const 'sakkara', got '{game}'")

        operation = cast(Literal["replay"], d.pop("operation"))
        if operation != "replay":
            raise ValueError(f"operation must match const 'replay', got '{operation}'")

        status = cast(Literal[200], d.pop("status"))
        if status != 200:
            raise ValueError(f"status must match const 200, got '{status}'")

        body = SakkaraReplayResult.from_dict(d.pop("body"))

        sakkara_replay_batch_result = cls(
            id=id,
            game=game,
            operation=operation,
            status=status,
            body=body,
        )

        return sakkara_replay_batch_result
