from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SakkaraReplayTurnsItemItemType3")


@_attrs_define
class SakkaraReplayTurnsItemItemType3:
    """
    Attributes:
        action (Literal['horse']):
        steps (int | Unset):
        stairs (list[bool] | Unset):
    """

    action: Literal["horse"]
    steps: int | Unset = UNSET
    stairs: list[bool] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        steps = self.steps

        stairs: list[bool] | Unset = UNSET
        if not isinstance(self.stairs, Unset):
            stairs = self.stairs

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if steps is not UNSET:
            field_dict["steps"] = steps
        if stairs is not UNSET:
            field_dict["stairs"] = stairs

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal["horse"], d.pop("action"))
        if action != "horse":
            raise ValueError(f"action must match const 'horse', got '{action}'")

        steps = d.pop("steps", UNSET)

        stairs = cast(list[bool], d.pop("stairs", UNSET))

        sakkara_replay_turns_item_item_type_3 = cls(
            action=action,
            steps=steps,
            stairs=stairs,
        )

        return sakkara_replay_turns_item_item_type_3
