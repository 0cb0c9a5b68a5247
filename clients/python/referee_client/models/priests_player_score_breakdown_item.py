from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PriestsPlayerScoreBreakdownItem")


@_attrs_define
class PriestsPlayerScoreBreakdownItem:
    """
    Attributes:
        key (str): Stable machine key. Ra: gods, pharaohs, nile, civilizations, gold; after the last epoch monuments,
            suns. Priests of Ra: farmers, warriors, merchants, scribes, buildings, priests, plagues; after the last epoch
            pyramid, chambers, ankhs, suns.
        points (int):
        detail (str): A sentence a player understands, e.g. `most pharaohs (3): +5`.
    """

    key: str
    points: int
    detail: str

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        points = self.points

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "points": points,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        points = d.pop("points")

        detail = d.pop("detail")

        priests_player_score_breakdown_item = cls(
            key=key,
            points=points,
            detail=detail,
        )

        return priests_player_score_breakdown_item
