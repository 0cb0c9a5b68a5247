from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PriestsReplayStateFlipType0")


@_attrs_define
class PriestsReplayStateFlipType0:
    """The flips the winner of the last auction may still make (phase `flip` when they hold the epoch end).

    Attributes:
        player (str):
        flips (int): At most this many tiles (one per priest won).
    """

    player: str
    flips: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        flips = self.flips

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "flips": flips,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        flips = d.pop("flips")

        priests_replay_state_flip_type_0 = cls(
            player=player,
            flips=flips,
        )

        priests_replay_state_flip_type_0.additional_properties = d
        return priests_replay_state_flip_type_0

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
