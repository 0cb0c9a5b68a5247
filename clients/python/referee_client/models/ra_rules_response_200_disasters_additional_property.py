from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RaRulesResponse200DisastersAdditionalProperty")


@_attrs_define
class RaRulesResponse200DisastersAdditionalProperty:
    """
    Attributes:
        discards (list[list[str]]):
        count (int):
    """

    discards: list[list[str]]
    count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        discards = []
        for discards_item_data in self.discards:
            discards_item = discards_item_data

            discards.append(discards_item)

        count = self.count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "discards": discards,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        discards = []
        _discards = d.pop("discards")
        for discards_item_data in _discards:
            discards_item = cast(list[str], discards_item_data)

            discards.append(discards_item)

        count = d.pop("count")

        ra_rules_response_200_disasters_additional_property = cls(
            discards=discards,
            count=count,
        )

        ra_rules_response_200_disasters_additional_property.additional_properties = d
        return ra_rules_response_200_disasters_additional_property

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
