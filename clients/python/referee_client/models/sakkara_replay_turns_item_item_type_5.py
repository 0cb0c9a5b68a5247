from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SakkaraReplayTurnsItemItemType5")


@_attrs_define
class SakkaraReplayTurnsItemItemType5:
    """
    Attributes:
        action (Literal['ox']):
        from_ (str | Unset): A field, `a1` to `g7`.
        to (str | Unset): A field, `a1` to `g7`.
        count (int | Unset):
    """

    action: Literal["ox"]
    from_: str | Unset = UNSET
    to: str | Unset = UNSET
    count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        from_ = self.from_

        to = self.to

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if from_ is not UNSET:
            field_dict["from"] = from_
        if to is not UNSET:
            field_dict["to"] = to
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal["ox"], d.pop("action"))
        if action != "ox":
            raise ValueError(f"action must match const 'ox', got '{action}'")

        from_ = d.pop("from", UNSET)

        to = d.pop("to", UNSET)

        count = d.pop("count", UNSET)

        sakkara_replay_turns_item_item_type_5 = cls(
            action=action,
            from_=from_,
            to=to,
            count=count,
        )

        return sakkara_replay_turns_item_item_type_5
