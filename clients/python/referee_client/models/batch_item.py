from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_item_body_type_0 import BatchItemBodyType0


T = TypeVar("T", bound="BatchItem")


@_attrs_define
class BatchItem:
    """One request: what `POST /v1/games/{game}/{operation}` would be sent.

    Attributes:
        id (int | str): Your name for the item (a table, a game), given back with its result: a whole number, or text as
            a player's name is (normalised: NFC, trimmed; no control or invisible characters).
        game (str): A game's slug, as `GET /v1/games` lists them. An unknown one is that item's 404, as its own
            request's.
        operation (str): One of the game's POST operations (`score`, `outcome`, `replay`). An unknown one is that item's
            404.
        body (BatchItemBodyType0 | bool | float | list[Any] | None | str): The body the operation's own route takes.
            Whatever it holds, the item's result is what that route would answer, a 422 included.
    """

    id: int | str
    game: str
    operation: str
    body: BatchItemBodyType0 | bool | float | list[Any] | None | str

    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_item_body_type_0 import BatchItemBodyType0  # noqa: PLC0415

        id: int | str
        id = self.id

        game = self.game

        operation = self.operation

        body: bool | dict[str, Any] | float | list[Any] | None | str
        if isinstance(self.body, BatchItemBodyType0):
            body = self.body.to_dict()
        elif isinstance(self.body, list):
            body = self.body

        else:
            body = self.body

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
        from ..models.batch_item_body_type_0 import BatchItemBodyType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))

        game = d.pop("game")

        operation = d.pop("operation")

        def _parse_body(data: object) -> BatchItemBodyType0 | bool | float | list[Any] | None | str:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_0 = BatchItemBodyType0.from_dict(data)

                return body_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, list):
                    raise TypeError()
                body_type_1 = cast(list[Any], data)

                return body_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BatchItemBodyType0 | bool | float | list[Any] | None | str, data)

        body = _parse_body(d.pop("body"))

        batch_item = cls(
            id=id,
            game=game,
            operation=operation,
            body=body,
        )

        return batch_item
