from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RaTilesMonument")


@_attrs_define
class RaTilesMonument:
    """
    Attributes:
        fortress (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        obelisk (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        palace (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        pyramid (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        sphinx (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        statue (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        step_pyramid (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        temple (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
    """

    fortress: int | Unset = UNSET
    obelisk: int | Unset = UNSET
    palace: int | Unset = UNSET
    pyramid: int | Unset = UNSET
    sphinx: int | Unset = UNSET
    statue: int | Unset = UNSET
    step_pyramid: int | Unset = UNSET
    temple: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        fortress = self.fortress

        obelisk = self.obelisk

        palace = self.palace

        pyramid = self.pyramid

        sphinx = self.sphinx

        statue = self.statue

        step_pyramid = self.step_pyramid

        temple = self.temple

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if fortress is not UNSET:
            field_dict["fortress"] = fortress
        if obelisk is not UNSET:
            field_dict["obelisk"] = obelisk
        if palace is not UNSET:
            field_dict["palace"] = palace
        if pyramid is not UNSET:
            field_dict["pyramid"] = pyramid
        if sphinx is not UNSET:
            field_dict["sphinx"] = sphinx
        if statue is not UNSET:
            field_dict["statue"] = statue
        if step_pyramid is not UNSET:
            field_dict["step_pyramid"] = step_pyramid
        if temple is not UNSET:
            field_dict["temple"] = temple

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fortress = d.pop("fortress", UNSET)

        obelisk = d.pop("obelisk", UNSET)

        palace = d.pop("palace", UNSET)

        pyramid = d.pop("pyramid", UNSET)

        sphinx = d.pop("sphinx", UNSET)

        statue = d.pop("statue", UNSET)

        step_pyramid = d.pop("step_pyramid", UNSET)

        temple = d.pop("temple", UNSET)

        ra_tiles_monument = cls(
            fortress=fortress,
            obelisk=obelisk,
            palace=palace,
            pyramid=pyramid,
            sphinx=sphinx,
            statue=statue,
            step_pyramid=step_pyramid,
            temple=temple,
        )

        return ra_tiles_monument
