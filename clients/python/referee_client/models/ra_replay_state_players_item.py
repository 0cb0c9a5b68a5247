from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ra_replay_state_players_item_suns import RaReplayStatePlayersItemSuns
    from ..models.ra_replay_state_players_item_tiles import RaReplayStatePlayersItemTiles


T = TypeVar("T", bound="RaReplayStatePlayersItem")


@_attrs_define
class RaReplayStatePlayersItem:
    """
    Attributes:
        name (str):
        fame (int):
        suns (RaReplayStatePlayersItemSuns):
        tiles (RaReplayStatePlayersItemTiles):
    """

    name: str
    fame: int
    suns: RaReplayStatePlayersItemSuns
    tiles: RaReplayStatePlayersItemTiles
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        fame = self.fame

        suns = self.suns.to_dict()

        tiles = self.tiles.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "fame": fame,
                "suns": suns,
                "tiles": tiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ra_replay_state_players_item_suns import RaReplayStatePlayersItemSuns  # noqa: PLC0415
        from ..models.ra_replay_state_players_item_tiles import RaReplayStatePlayersItemTiles  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        fame = d.pop("fame")

        suns = RaReplayStatePlayersItemSuns.from_dict(d.pop("suns"))

        tiles = RaReplayStatePlayersItemTiles.from_dict(d.pop("tiles"))

        ra_replay_state_players_item = cls(
            name=name,
            fame=fame,
            suns=suns,
            tiles=tiles,
        )

        ra_replay_state_players_item.additional_properties = d
        return ra_replay_state_players_item

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
