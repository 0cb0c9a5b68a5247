from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.osiris_rules_response_200_board_cities_item_colour import OsirisRulesResponse200BoardCitiesItemColour
from ..models.osiris_rules_response_200_board_cities_item_segments import OsirisRulesResponse200BoardCitiesItemSegments
from ..types import UNSET, Unset

T = TypeVar("T", bound="OsirisRulesResponse200BoardCitiesItem")


@_attrs_define
class OsirisRulesResponse200BoardCitiesItem:
    """
    Attributes:
        name (str):
        colour (OsirisRulesResponse200BoardCitiesItemColour):
        segments (OsirisRulesResponse200BoardCitiesItemSegments):
        stairs (list[str] | Unset):
    """

    name: str
    colour: OsirisRulesResponse200BoardCitiesItemColour
    segments: OsirisRulesResponse200BoardCitiesItemSegments
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

        colour = OsirisRulesResponse200BoardCitiesItemColour(d.pop("colour"))

        segments = OsirisRulesResponse200BoardCitiesItemSegments(d.pop("segments"))

        stairs = cast(list[str], d.pop("stairs", UNSET))

        osiris_rules_response_200_board_cities_item = cls(
            name=name,
            colour=colour,
            segments=segments,
            stairs=stairs,
        )

        return osiris_rules_response_200_board_cities_item
