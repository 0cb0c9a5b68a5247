from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PriestsReplayStatePlayersItemSuns")


@_attrs_define
class PriestsReplayStatePlayersItemSuns:
    """
    Attributes:
        face_up (list[int]):
        face_down (list[int]):
    """

    face_up: list[int]
    face_down: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        face_up = self.face_up

        face_down = self.face_down

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "face_up": face_up,
                "face_down": face_down,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        face_up = cast(list[int], d.pop("face_up"))

        face_down = cast(list[int], d.pop("face_down"))

        priests_replay_state_players_item_suns = cls(
            face_up=face_up,
            face_down=face_down,
        )

        priests_replay_state_players_item_suns.additional_properties = d
        return priests_replay_state_players_item_suns

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
