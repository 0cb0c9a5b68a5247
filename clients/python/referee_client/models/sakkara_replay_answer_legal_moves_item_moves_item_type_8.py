from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SakkaraReplayAnswerLegalMovesItemMovesItemType8")


@_attrs_define
class SakkaraReplayAnswerLegalMovesItemMovesItemType8:
    """
    Attributes:
        action (Literal['place']):
        field (str | Unset): A field, `a1` to `g7`.
        count (int | Unset):
    """

    action: Literal["place"]
    field: str | Unset = UNSET
    count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        field = self.field

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if field is not UNSET:
            field_dict["field"] = field
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = cast(Literal["place"], d.pop("action"))
        if action != "place":
            raise ValueError(f"action must match const 'place', got '{action}'")

        field = d.pop("field", UNSET)

        count = d.pop("count", UNSET)

        sakkara_replay_answer_legal_moves_item_moves_item_type_8 = cls(
            action=action,
            field=field,
            count=count,
        )

        return sakkara_replay_answer_legal_moves_item_moves_item_type_8
