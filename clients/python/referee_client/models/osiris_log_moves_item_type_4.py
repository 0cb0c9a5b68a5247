from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.osiris_log_moves_item_type_4_priest import OsirisLogMovesItemType4Priest

T = TypeVar("T", bound="OsirisLogMovesItemType4")


@_attrs_define
class OsirisLogMovesItemType4:
    """
    Attributes:
        player (str):
        action (Literal['relief']):
        priest (OsirisLogMovesItemType4Priest):
        field (str):
    """

    player: str
    action: Literal["relief"]
    priest: OsirisLogMovesItemType4Priest
    field: str

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        action = self.action

        priest = self.priest.value

        field = self.field

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "action": action,
                "priest": priest,
                "field": field,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        action = cast(Literal["relief"], d.pop("action"))
        if action != "relief":
            raise ValueError(f"action must match const 'relief', got '{action}'")

        priest = OsirisLogMovesItemType4Priest(d.pop("priest"))

        field = d.pop("field")

        osiris_log_moves_item_type_4 = cls(
            player=player,
            action=action,
            priest=priest,
            field=field,
        )

        return osiris_log_moves_item_type_4
