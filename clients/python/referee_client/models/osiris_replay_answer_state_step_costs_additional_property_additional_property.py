from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OsirisReplayAnswerStateStepCostsAdditionalPropertyAdditionalProperty")


@_attrs_define
class OsirisReplayAnswerStateStepCostsAdditionalPropertyAdditionalProperty:
    """
    Attributes:
        cost (int):
        left (int):
        winner (str | Unset):
    """

    cost: int
    left: int
    winner: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cost = self.cost

        left = self.left

        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cost": cost,
                "left": left,
            }
        )
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cost = d.pop("cost")

        left = d.pop("left")

        winner = d.pop("winner", UNSET)

        osiris_replay_answer_state_step_costs_additional_property_additional_property = cls(
            cost=cost,
            left=left,
            winner=winner,
        )

        osiris_replay_answer_state_step_costs_additional_property_additional_property.additional_properties = d
        return osiris_replay_answer_state_step_costs_additional_property_additional_property

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
