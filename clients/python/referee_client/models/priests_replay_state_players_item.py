from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.priests_replay_state_players_item_suns import PriestsReplayStatePlayersItemSuns
    from ..models.priests_replay_state_players_item_tiles import PriestsReplayStatePlayersItemTiles


T = TypeVar("T", bound="PriestsReplayStatePlayersItem")


@_attrs_define
class PriestsReplayStatePlayersItem:
    """
    Attributes:
        name (str):
        fame (int):
        suns (PriestsReplayStatePlayersItemSuns):
        tiles (PriestsReplayStatePlayersItemTiles):
    """

    name: str
    fame: int
    suns: PriestsReplayStatePlayersItemSuns
    tiles: PriestsReplayStatePlayersItemTiles
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
        from ..models.priests_replay_state_players_item_suns import PriestsReplayStatePlayersItemSuns  # noqa: PLC0415
        from ..models.priests_replay_state_players_item_tiles import PriestsReplayStatePlayersItemTiles  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        fame = d.pop("fame")

        suns = PriestsReplayStatePlayersItemSuns.from_dict(d.pop("suns"))

        tiles = PriestsReplayStatePlayersItemTiles.from_dict(d.pop("tiles"))

        priests_replay_state_players_item = cls(
            name=name,
            fame=fame,
            suns=suns,
            tiles=tiles,
        )

        priests_replay_state_players_item.additional_properties = d
        return priests_replay_state_players_item

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
