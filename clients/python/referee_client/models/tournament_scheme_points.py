from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TournamentSchemePoints")


@_attrs_define
class TournamentSchemePoints:
    """Player count -> the points of each place, first to last (as many as players; never more for a place below). A count
    left out keeps the default: first = the number of players, each place below one fewer, last = 1. Players who share a
    place share the points of the places they span equally (ranks 1, 1, 3 with 3-2-1: 2.5 each and 1).

        Attributes:
            field_2 (list[int] | Unset):
            field_3 (list[int] | Unset):
            field_4 (list[int] | Unset):
            field_5 (list[int] | Unset):
    """

    field_2: list[int] | Unset = UNSET
    field_3: list[int] | Unset = UNSET
    field_4: list[int] | Unset = UNSET
    field_5: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        field_2: list[int] | Unset = UNSET
        if not isinstance(self.field_2, Unset):
            field_2 = self.field_2

        field_3: list[int] | Unset = UNSET
        if not isinstance(self.field_3, Unset):
            field_3 = self.field_3

        field_4: list[int] | Unset = UNSET
        if not isinstance(self.field_4, Unset):
            field_4 = self.field_4

        field_5: list[int] | Unset = UNSET
        if not isinstance(self.field_5, Unset):
            field_5 = self.field_5

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if field_2 is not UNSET:
            field_dict["2"] = field_2
        if field_3 is not UNSET:
            field_dict["3"] = field_3
        if field_4 is not UNSET:
            field_dict["4"] = field_4
        if field_5 is not UNSET:
            field_dict["5"] = field_5

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field_2 = cast(list[int], d.pop("2", UNSET))

        field_3 = cast(list[int], d.pop("3", UNSET))

        field_4 = cast(list[int], d.pop("4", UNSET))

        field_5 = cast(list[int], d.pop("5", UNSET))

        tournament_scheme_points = cls(
            field_2=field_2,
            field_3=field_3,
            field_4=field_4,
            field_5=field_5,
        )

        return tournament_scheme_points
