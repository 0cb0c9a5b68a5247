from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SakkaraReplayTurnsItemItemType1")


@_attrs_define
class SakkaraReplayTurnsItemItemType1:
    """
    Attributes:
        action (Literal['build']):
        tile (str | Unset):
    """

    action: Literal["build"]
    tile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        tile = self.tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if tile is not UNSET:
            field_dict["tile"] = tile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal["build"], d.pop("action"))
        if action != "build":
            raise ValueError(f"action must match const 'build', got '{action}'")

        tile = d.pop("tile", UNSET)

        sakkara_replay_turns_item_item_type_1 = cls(
            action=action,
            tile=tile,
        )

        return sakkara_replay_turns_item_item_type_1
