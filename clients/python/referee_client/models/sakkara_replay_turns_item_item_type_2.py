from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SakkaraReplayTurnsItemItemType2")


@_attrs_define
class SakkaraReplayTurnsItemItemType2:
    """
    Attributes:
        action (Literal['snake']):
        take (str | Unset):
    """

    action: Literal["snake"]
    take: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        take = self.take

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if take is not UNSET:
            field_dict["take"] = take

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal["snake"], d.pop("action"))
        if action != "snake":
            raise ValueError(f"action must match const 'snake', got '{action}'")

        take = d.pop("take", UNSET)

        sakkara_replay_turns_item_item_type_2 = cls(
            action=action,
            take=take,
        )

        return sakkara_replay_turns_item_item_type_2
