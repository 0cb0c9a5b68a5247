from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="OsirisLogMovesItemType1")


@_attrs_define
class OsirisLogMovesItemType1:
    """
    Attributes:
        player (str):
        action (Literal['block']):
        field (str):
    """

    player: str
    action: Literal["block"]
    field: str

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        action = self.action

        field = self.field

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "action": action,
                "field": field,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        action = cast(Literal["block"], d.pop("action"))
        if action != "block":
            raise ValueError(f"action must match const 'block', got '{action}'")

        field = d.pop("field")

        osiris_log_moves_item_type_1 = cls(
            player=player,
            action=action,
            field=field,
        )

        return osiris_log_moves_item_type_1
