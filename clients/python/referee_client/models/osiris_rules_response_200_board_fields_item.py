from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="OsirisRulesResponse200BoardFieldsItem")


@_attrs_define
class OsirisRulesResponse200BoardFieldsItem:
    """
    Attributes:
        id (str):
        level (int):
        sideways (list[str] | Unset):
        stairs (list[str] | Unset):
    """

    id: str
    level: int
    sideways: list[str] | Unset = UNSET
    stairs: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        level = self.level

        sideways: list[str] | Unset = UNSET
        if not isinstance(self.sideways, Unset):
            sideways = self.sideways

        stairs: list[str] | Unset = UNSET
        if not isinstance(self.stairs, Unset):
            stairs = self.stairs

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "level": level,
            }
        )
        if sideways is not UNSET:
            field_dict["sideways"] = sideways
        if stairs is not UNSET:
            field_dict["stairs"] = stairs

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        level = d.pop("level")

        sideways = cast(list[str], d.pop("sideways", UNSET))

        stairs = cast(list[str], d.pop("stairs", UNSET))

        osiris_rules_response_200_board_fields_item = cls(
            id=id,
            level=level,
            sideways=sideways,
            stairs=stairs,
        )

        return osiris_rules_response_200_board_fields_item
