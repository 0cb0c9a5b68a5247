from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SakkaraReplayTurnsItemItemType4")


@_attrs_define
class SakkaraReplayTurnsItemItemType4:
    """
    Attributes:
        action (Literal['bird']):
        worker (str | Unset): A field, `a1` to `g7`.
        to (str | Unset): A field, `a1` to `g7`.
    """

    action: Literal["bird"]
    worker: str | Unset = UNSET
    to: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        worker = self.worker

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if worker is not UNSET:
            field_dict["worker"] = worker
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal["bird"], d.pop("action"))
        if action != "bird":
            raise ValueError(f"action must match const 'bird', got '{action}'")

        worker = d.pop("worker", UNSET)

        to = d.pop("to", UNSET)

        sakkara_replay_turns_item_item_type_4 = cls(
            action=action,
            worker=worker,
            to=to,
        )

        return sakkara_replay_turns_item_item_type_4
