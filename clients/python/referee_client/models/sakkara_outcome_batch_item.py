from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sakkara_outcome import SakkaraOutcome


T = TypeVar("T", bound="SakkaraOutcomeBatchItem")


@_attrs_define
class SakkaraOutcomeBatchItem:
    """An item of `sakkara`'s `outcome`: its body is what `POST /v1/games/sakkara/outcome` takes.

    Attributes:
        id (int | str): Your name for the item (a table, a game), given back with its result: a whole number, or text as
            a player's name is (normalised: NFC, trimmed; no control or invisible characters).
        game (Literal['sakkara']):  Default: 'sakkara'.
        operation (Literal['outcome']):  Default: 'outcome'.
        body (SakkaraOutcome):
    """

    id: int | str
    body: SakkaraOutcome
    game: Literal["sakkara"] = "sakkara"
    operation: Literal["outcome"] = "outcome"

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
        from ..models.sakkara_outcome import SakkaraOutcome  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))

        game = cast(Literal["sakkara"], d.pop("game"))
        if game != "sakkara":
            raise ValueError(f"game must match const 'sakkara', got '{game}'")

        operation = cast(Literal["outcome"], d.pop("operation"))
        if operation != "outcome":
            raise ValueError(f"operation must match const 'outcome', got '{operation}'")

        body = SakkaraOutcome.from_dict(d.pop("body"))

        sakkara_outcome_batch_item = cls(
            id=id,
            game=game,
            operation=operation,
            body=body,
        )

        return sakkara_outcome_batch_item
