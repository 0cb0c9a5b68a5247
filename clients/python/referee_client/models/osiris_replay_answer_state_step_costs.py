from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.osiris_replay_answer_state_step_costs_additional_property import (
        OsirisReplayAnswerStateStepCostsAdditionalProperty,
    )


T = TypeVar("T", bound="OsirisReplayAnswerStateStepCosts")


@_attrs_define
class OsirisReplayAnswerStateStepCosts:
    """Each priest that may step now -> each field a legal step of it reaches -> what the step costs (O3: sideways 1, a
    stair 2) and the stones the move has left after it (O3: its birth city's, at most the cap, plus a relief stone in
    hand, O8). A step onto another player's priest starts a fight (O5): `winner` is the priest who wins it (a tie is
    lost by the priest not moving). Read-only, not part of any move; empty when no step is legal.

    """

    additional_properties: dict[str, OsirisReplayAnswerStateStepCostsAdditionalProperty] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.osiris_replay_answer_state_step_costs_additional_property import (
            OsirisReplayAnswerStateStepCostsAdditionalProperty,  # noqa: PLC0415
        )

        d = dict(src_dict)
        osiris_replay_answer_state_step_costs = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = OsirisReplayAnswerStateStepCostsAdditionalProperty.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        osiris_replay_answer_state_step_costs.additional_properties = additional_properties
        return osiris_replay_answer_state_step_costs

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> OsirisReplayAnswerStateStepCostsAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: OsirisReplayAnswerStateStepCostsAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
