from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.standing_decided_by_type_3 import StandingDecidedByType3

T = TypeVar("T", bound="Standing")


@_attrs_define
class Standing:
    """
    Attributes:
        rank (int): Players level on every criterion share a rank.
        name (str):
        fame (int):
        highest_sun (int | None): The highest single sun the player holds (the tie-break); null when the suns were not
            given (allowed in epochs 1 and 2).
        decided_by (None | StandingDecidedByType3 | str): What placed this player below the one ranked just above (null
            for rank 1): `shared` when both have the same fame and the suns, which break such ties, were not given (the rank
            is then shared: 1, 1, 3).
        detail (str):
    """

    rank: int
    name: str
    fame: int
    highest_sun: int | None
    decided_by: None | StandingDecidedByType3 | str
    detail: str

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        name = self.name

        fame = self.fame

        highest_sun: int | None
        highest_sun = self.highest_sun

        decided_by: None | str
        if isinstance(self.decided_by, StandingDecidedByType3):
            decided_by = self.decided_by.value
        else:
            decided_by = self.decided_by

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rank": rank,
                "name": name,
                "fame": fame,
                "highest_sun": highest_sun,
                "decided_by": decided_by,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        name = d.pop("name")

        fame = d.pop("fame")

        def _parse_highest_sun(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        highest_sun = _parse_highest_sun(d.pop("highest_sun"))

        def _parse_decided_by(data: object) -> None | StandingDecidedByType3 | str:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decided_by_type_3 = StandingDecidedByType3(data)

                return decided_by_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StandingDecidedByType3 | str, data)

        decided_by = _parse_decided_by(d.pop("decided_by"))

        detail = d.pop("detail")

        standing = cls(
            rank=rank,
            name=name,
            fame=fame,
            highest_sun=highest_sun,
            decided_by=decided_by,
            detail=detail,
        )

        return standing
