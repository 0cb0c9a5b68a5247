from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RaMoveType3")


@_attrs_define
class RaMoveType3:
    """
    Attributes:
        player (str):
        action (Literal['pass']):
    """

    player: str
    action: Literal["pass"]

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

        action = cast(Literal["pass"], d.pop("action"))
        if action != "pass":
            raise ValueError(f"action must match const 'pass', got '{action}'")

        ra_move_type_3 = cls(
            player=player,
            action=action,
        )

        return ra_move_type_3
