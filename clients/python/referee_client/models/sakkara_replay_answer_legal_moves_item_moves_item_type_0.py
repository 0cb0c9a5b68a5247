from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SakkaraReplayAnswerLegalMovesItemMovesItemType0")


@_attrs_define
class SakkaraReplayAnswerLegalMovesItemMovesItemType0:
    """
    Attributes:
        action (Literal['step']):
        worker (str | Unset): A field, `a1` to `g7`.
        to (str | Unset): A field, `a1` to `g7`.
        stair (bool | Unset):
    """

    action: Literal["step"]
    worker: str | Unset = UNSET
    to: str | Unset = UNSET
    stair: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        worker = self.worker

        to = self.to

        stair = self.stair

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
        if stair is not UNSET:
            field_dict["stair"] = stair

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal["step"], d.pop("action"))
        if action != "step":
            raise ValueError(f"action must match const 'step', got '{action}'")

        worker = d.pop("worker", UNSET)

        to = d.pop("to", UNSET)

        stair = d.pop("stair", UNSET)

        sakkara_replay_answer_legal_moves_item_moves_item_type_0 = cls(
            action=action,
            worker=worker,
            to=to,
            stair=stair,
        )

        return sakkara_replay_answer_legal_moves_item_moves_item_type_0
