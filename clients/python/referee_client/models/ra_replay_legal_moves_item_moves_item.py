from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RaReplayLegalMovesItemMovesItem")


@_attrs_define
class RaReplayLegalMovesItemMovesItem:
    """A move as the log writes it (an item of `moves`).

    Attributes:
        player (str):
        action (str):
        tile (str | Unset):
        sun (int | Unset):
        take (list[str] | Unset):
        tiles (list[str] | Unset):
    """

    player: str
    action: str
    tile: str | Unset = UNSET
    sun: int | Unset = UNSET
    take: list[str] | Unset = UNSET
    tiles: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        action = self.action

        tile = self.tile

        sun = self.sun

        take: list[str] | Unset = UNSET
        if not isinstance(self.take, Unset):
            take = self.take

        tiles: list[str] | Unset = UNSET
        if not isinstance(self.tiles, Unset):
            tiles = self.tiles

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "action": action,
            }
        )
        if tile is not UNSET:
            field_dict["tile"] = tile
        if sun is not UNSET:
            field_dict["sun"] = sun
        if take is not UNSET:
            field_dict["take"] = take
        if tiles is not UNSET:
            field_dict["tiles"] = tiles

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        action = d.pop("action")

        tile = d.pop("tile", UNSET)

        sun = d.pop("sun", UNSET)

        take = cast(list[str], d.pop("take", UNSET))

        tiles = cast(list[str], d.pop("tiles", UNSET))

        ra_replay_legal_moves_item_moves_item = cls(
            player=player,
            action=action,
            tile=tile,
            sun=sun,
            take=take,
            tiles=tiles,
        )

        ra_replay_legal_moves_item_moves_item.additional_properties = d
        return ra_replay_legal_moves_item_moves_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
