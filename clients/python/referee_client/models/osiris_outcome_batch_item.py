from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.osiris_outcome import OsirisOutcome


T = TypeVar("T", bound="OsirisOutcomeBatchItem")


@_attrs_define
class OsirisOutcomeBatchItem:
    """An item of `osiris`'s `outcome`: its body is what `POST /v1/games/osiris/outcome` takes.

    Attributes:
        id (int | str): Your name for the item (a table, a game), given back with its result: a whole number, or text as
            a player's name is (normalised: NFC, trimmed; no control or invisible characters).
        game (Literal['osiris']):  Default: 'osiris'.
        operation (Literal['outcome']):  Default: 'outcome'.
        body (OsirisOutcome):
    """

    id: int | str
    body: OsirisOutcome
    game: Literal["osiris"] = "osiris"
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
        from ..models.osiris_outcome import OsirisOutcome  # noqa: PLC0415

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

        body = OsirisOutcome.from_dict(d.pop("body"))

        osiris_outcome_batch_item = cls(
            id=id,
            game=game,
            operation=operation,
            body=body,
        )

        return osiris_outcome_batch_item
