from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RaMoveType1")


@_attrs_define
class RaMoveType1:
    """
    Attributes:
        player (str):
        action (Literal['invoke']):
    """

    player: str
    action: Literal["invoke"]

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

        action = cast(Literal["invoke"], d.pop("action"))
        if action != "invoke":
            raise ValueError(f"action must match const 'invoke', got '{action}'")

        ra_move_type_1 = cls(
            player=player,
            action=action,
        )

        return ra_move_type_1
