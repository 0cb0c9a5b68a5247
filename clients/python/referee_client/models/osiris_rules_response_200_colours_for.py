from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiris_rules_response_200_colours_for_additional_property_item_item import (
    OsirisRulesResponse200ColoursForAdditionalPropertyItemItem,
)

T = TypeVar("T", bound="OsirisRulesResponse200ColoursFor")


@_attrs_define
class OsirisRulesResponse200ColoursFor:
    """By player count: each seat's colours."""

    additional_properties: dict[str, list[list[OsirisRulesResponse200ColoursForAdditionalPropertyItemItem]]] = (
        _attrs_field(init=False, factory=dict)
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = []
                for additional_property_item_item_data in additional_property_item_data:
                    additional_property_item_item = additional_property_item_item_data.value
                    additional_property_item.append(additional_property_item_item)

                field_dict[prop_name].append(additional_property_item)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        osiris_rules_response_200_colours_for = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in _additional_property:
                additional_property_item = []
                _additional_property_item = additional_property_item_data
                for additional_property_item_item_data in _additional_property_item:
                    additional_property_item_item = OsirisRulesResponse200ColoursForAdditionalPropertyItemItem(
                        additional_property_item_item_data
                    )

                    additional_property_item.append(additional_property_item_item)

                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        osiris_rules_response_200_colours_for.additional_properties = additional_properties
        return osiris_rules_response_200_colours_for

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> list[list[OsirisRulesResponse200ColoursForAdditionalPropertyItemItem]]:
        return self.additional_properties[key]

    def __setitem__(
        self, key: str, value: list[list[OsirisRulesResponse200ColoursForAdditionalPropertyItemItem]]
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
