from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RaMoveType2")


@_attrs_define
class RaMoveType2:
    """
    Attributes:
        player (str):
        action (Literal['bid']):
        sun (int):
    """

    player: str
    action: Literal["bid"]
    sun: int

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        action = self.action

        sun = self.sun

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "action": action,
                "sun": sun,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        action = cast(Literal["bid"], d.pop("action"))
        if action != "bid":
            raise ValueError(f"action must match const 'bid', got '{action}'")

        sun = d.pop("sun")

        ra_move_type_2 = cls(
            player=player,
            action=action,
            sun=sun,
        )

        return ra_move_type_2
