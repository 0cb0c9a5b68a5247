from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SakkaraReplayTurnsItemItemType6")


@_attrs_define
class SakkaraReplayTurnsItemItemType6:
    """
    Attributes:
        action (Literal['spell']):
        tiles (list[str] | Unset):
        worker (str | Unset): A field, `a1` to `g7`.
        line (str | Unset):
    """

    action: Literal["spell"]
    tiles: list[str] | Unset = UNSET
    worker: str | Unset = UNSET
    line: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        tiles: list[str] | Unset = UNSET
        if not isinstance(self.tiles, Unset):
            tiles = self.tiles

        worker = self.worker

        line = self.line

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if tiles is not UNSET:
            field_dict["tiles"] = tiles
        if worker is not UNSET:
            field_dict["worker"] = worker
        if line is not UNSET:
            field_dict["line"] = line

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal["spell"], d.pop("action"))
        if action != "spell":
            raise ValueError(f"action must match const 'spell', got '{action}'")

        tiles = cast(list[str], d.pop("tiles", UNSET))

        worker = d.pop("worker", UNSET)

        line = d.pop("line", UNSET)

        sakkara_replay_turns_item_item_type_6 = cls(
            action=action,
            tiles=tiles,
            worker=worker,
            line=line,
        )

        return sakkara_replay_turns_item_item_type_6
