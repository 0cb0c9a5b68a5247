from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.osiris_log_moves_item_type_0_priest import OsirisLogMovesItemType0Priest
from ..types import UNSET, Unset

T = TypeVar("T", bound="OsirisLogMovesItemType0")


@_attrs_define
class OsirisLogMovesItemType0:
    """
    Attributes:
        player (str):
        action (Literal['step']):
        to (str):
        priest (OsirisLogMovesItemType0Priest | Unset):
        swap (bool | Unset):
    """

    player: str
    action: Literal["step"]
    to: str
    priest: OsirisLogMovesItemType0Priest | Unset = UNSET
    swap: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        action = self.action

        to = self.to

        priest: str | Unset = UNSET
        if not isinstance(self.priest, Unset):
            priest = self.priest.value

        swap = self.swap

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "action": action,
                "to": to,
            }
        )
        if priest is not UNSET:
            field_dict["priest"] = priest
        if swap is not UNSET:
            field_dict["swap"] = swap

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        action = cast(Literal["step"], d.pop("action"))
        if action != "step":
            raise ValueError(f"action must match const 'step', got '{action}'")

        to = d.pop("to")

        _priest = d.pop("priest", UNSET)
        priest: OsirisLogMovesItemType0Priest | Unset
        if isinstance(_priest, Unset):
            priest = UNSET
        else:
            priest = OsirisLogMovesItemType0Priest(_priest)

        swap = d.pop("swap", UNSET)

        osiris_log_moves_item_type_0 = cls(
            player=player,
            action=action,
            to=to,
            priest=priest,
            swap=swap,
        )

        return osiris_log_moves_item_type_0
