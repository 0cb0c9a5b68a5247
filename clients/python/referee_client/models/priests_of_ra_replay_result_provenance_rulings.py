from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PriestsOfRaReplayResultProvenanceRulings")


@_attrs_define
class PriestsOfRaReplayResultProvenanceRulings:
    """
    Attributes:
        building_tiles (int): P4 - tiles of one building type that make one complete building. Default: 2.
        buildings_stay (bool): P4 - buildings stay in the display between epochs (false - they leave after scoring, like
            people). Default: True.
        chambers_double_sided (bool): P3 - each of the 14 burial chamber tiles shows one colour per side and a priest
            flip changes its colour. False - 7 single-sided chambers of each colour, which cannot be flipped. Default: True.
    """

    building_tiles: int = 2
    buildings_stay: bool = True
    chambers_double_sided: bool = True

    def to_dict(self) -> dict[str, Any]:
        building_tiles = self.building_tiles

        buildings_stay = self.buildings_stay

        chambers_double_sided = self.chambers_double_sided

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "building_tiles": building_tiles,
                "buildings_stay": buildings_stay,
                "chambers_double_sided": chambers_double_sided,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building_tiles = d.pop("building_tiles")

        buildings_stay = d.pop("buildings_stay")

        chambers_double_sided = d.pop("chambers_double_sided")

        priests_of_ra_replay_result_provenance_rulings = cls(
            building_tiles=building_tiles,
            buildings_stay=buildings_stay,
            chambers_double_sided=chambers_double_sided,
        )

        return priests_of_ra_replay_result_provenance_rulings
