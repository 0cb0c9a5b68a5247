from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.osiris_outcome_result import OsirisOutcomeResult


T = TypeVar("T", bound="OsirisOutcomeBatchResult")


@_attrs_define
class OsirisOutcomeBatchResult:
    """The result of an item of `osiris`'s `outcome` answered 200: its body is the operation's answer.

    Attributes:
        id (int | str): The item's `id`, as sent.
        game (Literal['osiris']):
        operation (Literal['outcome']):
        status (Literal[200]):
        body (OsirisOutcomeResult): The pharaoh, the deciding god, each player's followers and the standings.
    """

    id: int | str
    game: Literal["osiris"]
    operation: Literal["outcome"]
    status: Literal[200]
    body: OsirisOutcomeResult

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
        from ..models.osiris_outcome_result import OsirisOutcomeResult  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))

        game = cast(Literal["osiris"], d.pop("game"))
        if game != "osiris":
            raise ValueError(f"game must match const 'osiris', got '{game}'")

        operation = cast(Literal["outcome"], d.pop("operation"))
        if operation != "outcome":
            raise ValueError(f"operation must match const 'outcome', got '{operation}'")

        status = cast(Literal[200], d.pop("status"))
        if status != 200:
            raise ValueError(f"status must match const 200, got '{status}'")

        body = OsirisOutcomeResult.from_dict(d.pop("body"))

        osiris_outcome_batch_result = cls(
            id=id,
            game=game,
            operation=operation,
            status=status,
            body=body,
        )

        return osiris_outcome_batch_result
