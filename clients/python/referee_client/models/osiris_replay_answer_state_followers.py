from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.osiris_replay_answer_state_followers_additional_property import (
        OsirisReplayAnswerStateFollowersAdditionalProperty,
    )


T = TypeVar("T", bound="OsirisReplayAnswerStateFollowers")


@_attrs_define
class OsirisReplayAnswerStateFollowers:
    """Followers per temple (god -> colour -> count); empty temples are left out."""

    additional_properties: dict[str, OsirisReplayAnswerStateFollowersAdditionalProperty] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.osiris_replay_answer_state_followers_additional_property import (
            OsirisReplayAnswerStateFollowersAdditionalProperty,  # noqa: PLC0415
        )

        d = dict(src_dict)
        osiris_replay_answer_state_followers = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = OsirisReplayAnswerStateFollowersAdditionalProperty.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        osiris_replay_answer_state_followers.additional_properties = additional_properties
        return osiris_replay_answer_state_followers

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> OsirisReplayAnswerStateFollowersAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: OsirisReplayAnswerStateFollowersAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
