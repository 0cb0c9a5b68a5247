from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ra_epoch import RaEpoch
    from ..models.ra_game import RaGame


T = TypeVar("T", bound="RaScoreBatchItem")


@_attrs_define
class RaScoreBatchItem:
    """An item of `ra`'s `score`: its body is what `POST /v1/games/ra/score` takes.

    Attributes:
        id (int | str): Your name for the item (a table, a game), given back with its result: a whole number, or text as
            a player's name is (normalised: NFC, trimmed; no control or invisible characters).
        game (Literal['ra']):  Default: 'ra'.
        operation (Literal['score']):  Default: 'score'.
        body (RaEpoch | RaGame):
    """

    id: int | str
    body: RaEpoch | RaGame
    game: Literal["ra"] = "ra"
    operation: Literal["score"] = "score"

    def to_dict(self) -> dict[str, Any]:
        from ..models.ra_epoch import RaEpoch  # noqa: PLC0415

        id: int | str
        id = self.id

        game = self.game

        operation = self.operation

        body: dict[str, Any]
        if isinstance(self.body, RaEpoch):
            body = self.body.to_dict()
        else:
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
        from ..models.ra_epoch import RaEpoch  # noqa: PLC0415
        from ..models.ra_game import RaGame  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))

        game = cast(Literal["ra"], d.pop("game"))
        if game != "ra":
            raise ValueError(f"game must match const 'ra', got '{game}'")

        operation = cast(Literal["score"], d.pop("operation"))
        if operation != "score":
            raise ValueError(f"operation must match const 'score', got '{operation}'")

        def _parse_body(data: object) -> RaEpoch | RaGame:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_0 = RaEpoch.from_dict(data)

                return body_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            body_type_1 = RaGame.from_dict(data)

            return body_type_1

        body = _parse_body(d.pop("body"))

        ra_score_batch_item = cls(
            id=id,
            game=game,
            operation=operation,
            body=body,
        )

        return ra_score_batch_item
