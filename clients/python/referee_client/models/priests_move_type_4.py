from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.priests_move_type_4_tiles_item import PriestsMoveType4TilesItem

T = TypeVar("T", bound="PriestsMoveType4")


@_attrs_define
class PriestsMoveType4:
    """
    Attributes:
        player (str):
        action (Literal['flip']):
        tiles (list[PriestsMoveType4TilesItem]):
    """

    player: str
    action: Literal["flip"]
    tiles: list[PriestsMoveType4TilesItem]

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

        action = cast(Literal["flip"], d.pop("action"))
        if action != "flip":
            raise ValueError(f"action must match const 'flip', got '{action}'")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = PriestsMoveType4TilesItem(tiles_item_data)

            tiles.append(tiles_item)

        priests_move_type_4 = cls(
            player=player,
            action=action,
            tiles=tiles,
        )

        return priests_move_type_4
