from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="OsirisLogMovesItemType3")


@_attrs_define
class OsirisLogMovesItemType3:
    """
    Attributes:
        player (str):
        action (Literal['end']):
    """

    player: str
    action: Literal["end"]

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        action = self.action

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        action = cast(Literal["end"], d.pop("action"))
        if action != "end":
            raise ValueError(f"action must match const 'end', got '{action}'")

        osiris_log_moves_item_type_3 = cls(
            player=player,
            action=action,
        )

        return osiris_log_moves_item_type_3
