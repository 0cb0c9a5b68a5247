from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ra_move_type_4_take_item import RaMoveType4TakeItem

T = TypeVar("T", bound="RaMoveType4")


@_attrs_define
class RaMoveType4:
    """
    Attributes:
        player (str):
        action (Literal['god']):
        take (list[RaMoveType4TakeItem]):
    """

    player: str
    action: Literal["god"]
    take: list[RaMoveType4TakeItem]

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        action = self.action

        take = []
        for take_item_data in self.take:
            take_item = take_item_data.value
            take.append(take_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "action": action,
                "take": take,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        action = cast(Literal["god"], d.pop("action"))
        if action != "god":
            raise ValueError(f"action must match const 'god', got '{action}'")

        take = []
        _take = d.pop("take")
        for take_item_data in _take:
            take_item = RaMoveType4TakeItem(take_item_data)

            take.append(take_item)

        ra_move_type_4 = cls(
            player=player,
            action=action,
            take=take,
        )

        return ra_move_type_4
