from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PriestsRulings")


@_attrs_define
class PriestsRulings:
    """The model rulings of RULINGS.md (P3, P4) rest on a guess, because the rulebook lost its pictures. A table whose
    edition differs overrides them here; an absent field keeps the ruling.

        Attributes:
            building_tiles (int | Unset): P4 - tiles of one building type that make one complete building. Default: 2.
            buildings_stay (bool | Unset): P4 - buildings stay in the display between epochs (false - they leave after
                scoring, like people). Default: True.
            chambers_double_sided (bool | Unset): P3 - each of the 14 burial chamber tiles shows one colour per side and a
                priest flip changes its colour. False - 7 single-sided chambers of each colour, which cannot be flipped.
                Default: True.
    """

    building_tiles: int | Unset = 2
    buildings_stay: bool | Unset = True
    chambers_double_sided: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        building_tiles = self.building_tiles

        buildings_stay = self.buildings_stay

        chambers_double_sided = self.chambers_double_sided

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if building_tiles is not UNSET:
            field_dict["building_tiles"] = building_tiles
        if buildings_stay is not UNSET:
            field_dict["buildings_stay"] = buildings_stay
        if chambers_double_sided is not UNSET:
            field_dict["chambers_double_sided"] = chambers_double_sided

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building_tiles = d.pop("building_tiles", UNSET)

        buildings_stay = d.pop("buildings_stay", UNSET)

        chambers_double_sided = d.pop("chambers_double_sided", UNSET)

        priests_rulings = cls(
            building_tiles=building_tiles,
            buildings_stay=buildings_stay,
            chambers_double_sided=chambers_double_sided,
        )

        return priests_rulings
