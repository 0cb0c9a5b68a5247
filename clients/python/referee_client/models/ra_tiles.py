from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ra_tiles_civilization import RaTilesCivilization
    from ..models.ra_tiles_monument import RaTilesMonument


T = TypeVar("T", bound="RaTiles")


@_attrs_define
class RaTiles:
    """
    Attributes:
        flood (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        god (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused outright).
        gold (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        nile (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        pharaoh (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        civilization (RaTilesCivilization | Unset):
        monument (RaTilesMonument | Unset):
    """

    flood: int | Unset = UNSET
    god: int | Unset = UNSET
    gold: int | Unset = UNSET
    nile: int | Unset = UNSET
    pharaoh: int | Unset = UNSET
    civilization: RaTilesCivilization | Unset = UNSET
    monument: RaTilesMonument | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        flood = self.flood

        god = self.god

        gold = self.gold

        nile = self.nile

        pharaoh = self.pharaoh

        civilization: dict[str, Any] | Unset = UNSET
        if not isinstance(self.civilization, Unset):
            civilization = self.civilization.to_dict()

        monument: dict[str, Any] | Unset = UNSET
        if not isinstance(self.monument, Unset):
            monument = self.monument.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if flood is not UNSET:
            field_dict["flood"] = flood
        if god is not UNSET:
            field_dict["god"] = god
        if gold is not UNSET:
            field_dict["gold"] = gold
        if nile is not UNSET:
            field_dict["nile"] = nile
        if pharaoh is not UNSET:
            field_dict["pharaoh"] = pharaoh
        if civilization is not UNSET:
            field_dict["civilization"] = civilization
        if monument is not UNSET:
            field_dict["monument"] = monument

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ra_tiles_civilization import RaTilesCivilization  # noqa: PLC0415
        from ..models.ra_tiles_monument import RaTilesMonument  # noqa: PLC0415

        d = dict(src_dict)
        flood = d.pop("flood", UNSET)

        god = d.pop("god", UNSET)

        gold = d.pop("gold", UNSET)

        nile = d.pop("nile", UNSET)

        pharaoh = d.pop("pharaoh", UNSET)

        _civilization = d.pop("civilization", UNSET)
        civilization: RaTilesCivilization | Unset
        if isinstance(_civilization, Unset):
            civilization = UNSET
        else:
            civilization = RaTilesCivilization.from_dict(_civilization)

        _monument = d.pop("monument", UNSET)
        monument: RaTilesMonument | Unset
        if isinstance(_monument, Unset):
            monument = UNSET
        else:
            monument = RaTilesMonument.from_dict(_monument)

        ra_tiles = cls(
            flood=flood,
            god=god,
            gold=gold,
            nile=nile,
            pharaoh=pharaoh,
            civilization=civilization,
            monument=monument,
        )

        return ra_tiles
