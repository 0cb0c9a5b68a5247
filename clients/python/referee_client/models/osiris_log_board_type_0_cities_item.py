from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.osiris_log_board_type_0_cities_item_colour import OsirisLogBoardType0CitiesItemColour
from ..models.osiris_log_board_type_0_cities_item_segments import OsirisLogBoardType0CitiesItemSegments
from ..types import UNSET, Unset

T = TypeVar("T", bound="OsirisLogBoardType0CitiesItem")


@_attrs_define
class OsirisLogBoardType0CitiesItem:
    """
    Attributes:
        name (str):
        colour (OsirisLogBoardType0CitiesItemColour):
        segments (OsirisLogBoardType0CitiesItemSegments):
        stairs (list[str] | Unset):
    """

    name: str
    colour: OsirisLogBoardType0CitiesItemColour
    segments: OsirisLogBoardType0CitiesItemSegments
    stairs: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        colour = self.colour.value

        segments = self.segments.value

        stairs: list[str] | Unset = UNSET
        if not isinstance(self.stairs, Unset):
            stairs = self.stairs

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "colour": colour,
                "segments": segments,
            }
        )
        if stairs is not UNSET:
            field_dict["stairs"] = stairs

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        colour = OsirisLogBoardType0CitiesItemColour(d.pop("colour"))

        segments = OsirisLogBoardType0CitiesItemSegments(d.pop("segments"))

        stairs = cast(list[str], d.pop("stairs", UNSET))

        osiris_log_board_type_0_cities_item = cls(
            name=name,
            colour=colour,
            segments=segments,
            stairs=stairs,
        )

        return osiris_log_board_type_0_cities_item
