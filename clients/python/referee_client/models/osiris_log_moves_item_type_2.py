from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.osiris_log_moves_item_type_2_colour import OsirisLogMovesItemType2Colour

T = TypeVar("T", bound="OsirisLogMovesItemType2")


@_attrs_define
class OsirisLogMovesItemType2:
    """
    Attributes:
        player (str):
        action (Literal['follower']):
        colour (OsirisLogMovesItemType2Colour):
        from_ (str):
        to (str):
    """

    player: str
    action: Literal["follower"]
    colour: OsirisLogMovesItemType2Colour
    from_: str
    to: str

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        action = self.action

        colour = self.colour.value

        from_ = self.from_

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "action": action,
                "colour": colour,
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        action = cast(Literal["follower"], d.pop("action"))
        if action != "follower":
            raise ValueError(f"action must match const 'follower', got '{action}'")

        colour = OsirisLogMovesItemType2Colour(d.pop("colour"))

        from_ = d.pop("from")

        to = d.pop("to")

        osiris_log_moves_item_type_2 = cls(
            player=player,
            action=action,
            colour=colour,
            from_=from_,
            to=to,
        )

        return osiris_log_moves_item_type_2
