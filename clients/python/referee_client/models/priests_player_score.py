from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.priests_player_score_breakdown_item import PriestsPlayerScoreBreakdownItem
    from ..models.priests_player_score_returned import PriestsPlayerScoreReturned


T = TypeVar("T", bound="PriestsPlayerScore")


@_attrs_define
class PriestsPlayerScore:
    """
    Attributes:
        name (str):
        fame_before (int):
        points (int): The sum of the breakdown.
        fame (int): max(0, fame_before + points)
        breakdown (list[PriestsPlayerScoreBreakdownItem]):
        ankhs_gained (int): Ankhs gained this epoch (a count, not points).
        returned (PriestsPlayerScoreReturned): Tiles that leave the display at this scoring although their type stays
            (P5: `{"plague": 1}` when 3 or more priests return a plague); `{}` otherwise. The next epoch's display is the
            staying tiles minus these.
    """

    name: str
    fame_before: int
    points: int
    fame: int
    breakdown: list[PriestsPlayerScoreBreakdownItem]
    ankhs_gained: int
    returned: PriestsPlayerScoreReturned

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        fame_before = self.fame_before

        points = self.points

        fame = self.fame

        breakdown = []
        for breakdown_item_data in self.breakdown:
            breakdown_item = breakdown_item_data.to_dict()
            breakdown.append(breakdown_item)

        ankhs_gained = self.ankhs_gained

        returned = self.returned.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "fame_before": fame_before,
                "points": points,
                "fame": fame,
                "breakdown": breakdown,
                "ankhs_gained": ankhs_gained,
                "returned": returned,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.priests_player_score_breakdown_item import PriestsPlayerScoreBreakdownItem  # noqa: PLC0415
        from ..models.priests_player_score_returned import PriestsPlayerScoreReturned  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        fame_before = d.pop("fame_before")

        points = d.pop("points")

        fame = d.pop("fame")

        breakdown = []
        _breakdown = d.pop("breakdown")
        for breakdown_item_data in _breakdown:
            breakdown_item = PriestsPlayerScoreBreakdownItem.from_dict(breakdown_item_data)

            breakdown.append(breakdown_item)

        ankhs_gained = d.pop("ankhs_gained")

        returned = PriestsPlayerScoreReturned.from_dict(d.pop("returned"))

        priests_player_score = cls(
            name=name,
            fame_before=fame_before,
            points=points,
            fame=fame,
            breakdown=breakdown,
            ankhs_gained=ankhs_gained,
            returned=returned,
        )

        return priests_player_score
