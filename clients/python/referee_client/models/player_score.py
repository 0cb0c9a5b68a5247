from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player_score_breakdown_item import PlayerScoreBreakdownItem


T = TypeVar("T", bound="PlayerScore")


@_attrs_define
class PlayerScore:
    """
    Attributes:
        name (str):
        fame_before (int):
        points (int): The sum of the breakdown.
        fame (int): max(0, fame_before + points)
        breakdown (list[PlayerScoreBreakdownItem]):
    """

    name: str
    fame_before: int
    points: int
    fame: int
    breakdown: list[PlayerScoreBreakdownItem]

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        fame_before = self.fame_before

        points = self.points

        fame = self.fame

        breakdown = []
        for breakdown_item_data in self.breakdown:
            breakdown_item = breakdown_item_data.to_dict()
            breakdown.append(breakdown_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "fame_before": fame_before,
                "points": points,
                "fame": fame,
                "breakdown": breakdown,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_score_breakdown_item import PlayerScoreBreakdownItem  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        fame_before = d.pop("fame_before")

        points = d.pop("points")

        fame = d.pop("fame")

        breakdown = []
        _breakdown = d.pop("breakdown")
        for breakdown_item_data in _breakdown:
            breakdown_item = PlayerScoreBreakdownItem.from_dict(breakdown_item_data)

            breakdown.append(breakdown_item)

        player_score = cls(
            name=name,
            fame_before=fame_before,
            points=points,
            fame=fame,
            breakdown=breakdown,
        )

        return player_score
