from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ra_replay_result import RaReplayResult


T = TypeVar("T", bound="RaReplayBatchResult")


@_attrs_define
class RaReplayBatchResult:
    """The result of an item of `ra`'s `replay` answered 200: its body is the operation's answer.

    Attributes:
        id (int | str): The item's `id`, as sent.
        game (Literal['ra']):
        operation (Literal['replay']):
        status (Literal[200]):
        body (RaReplayResult): The verdict.
    """

    id: int | str
    game: Literal["ra"]
    operation: Literal["replay"]
    status: Literal[200]
    body: RaReplayResult

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
        from ..models.ra_replay_result import RaReplayResult  # noqa: PLC0415

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

        status = cast(Literal[200], d.pop("status"))
        if status != 200:
            raise ValueError(f"status must match const 200, got '{status}'")

        body = RaReplayResult.from_dict(d.pop("body"))

        ra_replay_batch_result = cls(
            id=id,
            game=game,
            operation=operation,
            status=status,
            body=body,
        )

        return ra_replay_batch_result
