from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RaRulesResponse200SunsAdditionalProperty")


@_attrs_define
class RaRulesResponse200SunsAdditionalProperty:
    """
    Attributes:
        stacks (list[list[int]]):
        middle (int):
        per_player (int):
        all_ (list[int]):
    """

    stacks: list[list[int]]
    middle: int
    per_player: int
    all_: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        stacks = []
        for stacks_item_data in self.stacks:
            stacks_item = stacks_item_data

            stacks.append(stacks_item)

        middle = self.middle

        per_player = self.per_player

        all_ = self.all_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "stacks": stacks,
                "middle": middle,
                "per_player": per_player,
                "all": all_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stacks = []
        _stacks = d.pop("stacks")
        for stacks_item_data in _stacks:
            stacks_item = cast(list[int], stacks_item_data)

            stacks.append(stacks_item)

        middle = d.pop("middle")

        per_player = d.pop("per_player")

        all_ = cast(list[int], d.pop("all"))

        ra_rules_response_200_suns_additional_property = cls(
            stacks=stacks,
            middle=middle,
            per_player=per_player,
            all_=all_,
        )

        ra_rules_response_200_suns_additional_property.additional_properties = d
        return ra_rules_response_200_suns_additional_property

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
