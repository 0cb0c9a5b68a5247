from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OsirisReplayAnswerStateRelief")


@_attrs_define
class OsirisReplayAnswerStateRelief:
    """O8 relief this turn.

    Attributes:
        priest (str | Unset):
        stone_in_hand (int | Unset): The freed stone, until another priest's move spends it or the turn ends (then it
            goes to the relieved priest's birth city).
    """

    priest: str | Unset = UNSET
    stone_in_hand: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        priest = self.priest

        stone_in_hand = self.stone_in_hand

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if priest is not UNSET:
            field_dict["priest"] = priest
        if stone_in_hand is not UNSET:
            field_dict["stone_in_hand"] = stone_in_hand

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        priest = d.pop("priest", UNSET)

        stone_in_hand = d.pop("stone_in_hand", UNSET)

        osiris_replay_answer_state_relief = cls(
            priest=priest,
            stone_in_hand=stone_in_hand,
        )

        osiris_replay_answer_state_relief.additional_properties = d
        return osiris_replay_answer_state_relief

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
