from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RaTilesCivilization")


@_attrs_define
class RaTilesCivilization:
    """
    Attributes:
        agriculture (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        art (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused outright).
        astronomy (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        religion (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        writing (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
    """

    agriculture: int | Unset = UNSET
    art: int | Unset = UNSET
    astronomy: int | Unset = UNSET
    religion: int | Unset = UNSET
    writing: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        agriculture = self.agriculture

        art = self.art

        astronomy = self.astronomy

        religion = self.religion

        writing = self.writing

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if agriculture is not UNSET:
            field_dict["agriculture"] = agriculture
        if art is not UNSET:
            field_dict["art"] = art
        if astronomy is not UNSET:
            field_dict["astronomy"] = astronomy
        if religion is not UNSET:
            field_dict["religion"] = religion
        if writing is not UNSET:
            field_dict["writing"] = writing

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        agriculture = d.pop("agriculture", UNSET)

        art = d.pop("art", UNSET)

        astronomy = d.pop("astronomy", UNSET)

        religion = d.pop("religion", UNSET)

        writing = d.pop("writing", UNSET)

        ra_tiles_civilization = cls(
            agriculture=agriculture,
            art=art,
            astronomy=astronomy,
            religion=religion,
            writing=writing,
        )

        return ra_tiles_civilization
