from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ra_move_type_5_tiles_item import RaMoveType5TilesItem

T = TypeVar("T", bound="RaMoveType5")


@_attrs_define
class RaMoveType5:
    """
    Attributes:
        player (str):
        action (Literal['discard']):
        tiles (list[RaMoveType5TilesItem]):
    """

    player: str
    action: Literal["discard"]
    tiles: list[RaMoveType5TilesItem]

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        action = self.action

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.value
            tiles.append(tiles_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "action": action,
                "tiles": tiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        action = cast(Literal["discard"], d.pop("action"))
        if action != "discard":
            raise ValueError(f"action must match const 'discard', got '{action}'")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = RaMoveType5TilesItem(tiles_item_data)

            tiles.append(tiles_item)

        ra_move_type_5 = cls(
            player=player,
            action=action,
            tiles=tiles,
        )

        return ra_move_type_5
