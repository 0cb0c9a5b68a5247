from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RaRulesResponse200Tiles")


@_attrs_define
class RaRulesResponse200Tiles:
    """The tiles by kind, each a list of flat tile names.

    Attributes:
        display (list[str]):
        civilizations (list[str]):
        monuments (list[str]):
        disasters (list[str]):
        stay_after_epoch (list[str]):
        leave_after_epoch (list[str]):
    """

    display: list[str]
    civilizations: list[str]
    monuments: list[str]
    disasters: list[str]
    stay_after_epoch: list[str]
    leave_after_epoch: list[str]
    additional_properties: dict[str, list[str]] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        display = self.display

        civilizations = self.civilizations

        monuments = self.monuments

        disasters = self.disasters

        stay_after_epoch = self.stay_after_epoch

        leave_after_epoch = self.leave_after_epoch

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop

        field_dict.update(
            {
                "display": display,
                "civilizations": civilizations,
                "monuments": monuments,
                "disasters": disasters,
                "stay_after_epoch": stay_after_epoch,
                "leave_after_epoch": leave_after_epoch,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        display = cast(list[str], d.pop("display"))

        civilizations = cast(list[str], d.pop("civilizations"))

        monuments = cast(list[str], d.pop("monuments"))

        disasters = cast(list[str], d.pop("disasters"))

        stay_after_epoch = cast(list[str], d.pop("stay_after_epoch"))

        leave_after_epoch = cast(list[str], d.pop("leave_after_epoch"))

        ra_rules_response_200_tiles = cls(
            display=display,
            civilizations=civilizations,
            monuments=monuments,
            disasters=disasters,
            stay_after_epoch=stay_after_epoch,
            leave_after_epoch=leave_after_epoch,
        )

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = cast(list[str], prop_dict)

            additional_properties[prop_name] = additional_property

        ra_rules_response_200_tiles.additional_properties = additional_properties
        return ra_rules_response_200_tiles

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> list[str]:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: list[str]) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
