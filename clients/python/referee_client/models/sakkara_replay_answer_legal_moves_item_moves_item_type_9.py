from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SakkaraReplayAnswerLegalMovesItemMovesItemType9")


@_attrs_define
class SakkaraReplayAnswerLegalMovesItemMovesItemType9:
    """During the setup: a worker placed on `field`, written as the next entry of `workers`.

    Attributes:
        action (Literal['place_worker']):
        field (str):
    """

    action: Literal["place_worker"]
    field: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        field = self.field

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "field": field,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal["place_worker"], d.pop("action"))
        if action != "place_worker":
            raise ValueError(f"action must match const 'place_worker', got '{action}'")

        field = d.pop("field")

        sakkara_replay_answer_legal_moves_item_moves_item_type_9 = cls(
            action=action,
            field=field,
        )

        return sakkara_replay_answer_legal_moves_item_moves_item_type_9
