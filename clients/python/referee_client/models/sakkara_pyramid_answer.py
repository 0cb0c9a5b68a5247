from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sakkara_tier_answer import SakkaraTierAnswer


T = TypeVar("T", bound="SakkaraPyramidAnswer")


@_attrs_define
class SakkaraPyramidAnswer:
    """
    Attributes:
        name (str):
        ship (bool):
        grains (int):
        tiers (list[SakkaraTierAnswer]): tier1, tier2, apex.
        complete (bool):
        possible (bool): False when no legal game leads here (a tier before the grain it needs, more tiles than the
            catalogue).
        problems (list[str]): Why the layout is impossible.
        detail (str):
    """

    name: str
    ship: bool
    grains: int
    tiers: list[SakkaraTierAnswer]
    complete: bool
    possible: bool
    problems: list[str]
    detail: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        ship = self.ship

        grains = self.grains

        tiers = []
        for tiers_item_data in self.tiers:
            tiers_item = tiers_item_data.to_dict()
            tiers.append(tiers_item)

        complete = self.complete

        possible = self.possible

        problems = self.problems

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "ship": ship,
                "grains": grains,
                "tiers": tiers,
                "complete": complete,
                "possible": possible,
                "problems": problems,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sakkara_tier_answer import SakkaraTierAnswer  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        ship = d.pop("ship")

        grains = d.pop("grains")

        tiers = []
        _tiers = d.pop("tiers")
        for tiers_item_data in _tiers:
            tiers_item = SakkaraTierAnswer.from_dict(tiers_item_data)

            tiers.append(tiers_item)

        complete = d.pop("complete")

        possible = d.pop("possible")

        problems = cast(list[str], d.pop("problems"))

        detail = d.pop("detail")

        sakkara_pyramid_answer = cls(
            name=name,
            ship=ship,
            grains=grains,
            tiers=tiers,
            complete=complete,
            possible=possible,
            problems=problems,
            detail=detail,
        )

        return sakkara_pyramid_answer
