from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ra_move_type_0_tile import RaMoveType0Tile

T = TypeVar("T", bound="RaMoveType0")


@_attrs_define
class RaMoveType0:
    """
    Attributes:
        player (str):
        action (Literal['draw']):
        tile (RaMoveType0Tile):
    """

    player: str
    action: Literal["draw"]
    tile: RaMoveType0Tile

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        action = self.action

        tile = self.tile.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "action": action,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        action = cast(Literal["draw"], d.pop("action"))
        if action != "draw":
            raise ValueError(f"action must match const 'draw', got '{action}'")

        tile = RaMoveType0Tile(d.pop("tile"))

        ra_move_type_0 = cls(
            player=player,
            action=action,
            tile=tile,
        )

        return ra_move_type_0
