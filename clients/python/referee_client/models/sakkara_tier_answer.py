from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.sakkara_tier_answer_blocked_by_item import SakkaraTierAnswerBlockedByItem
from ..models.sakkara_tier_answer_tier import SakkaraTierAnswerTier

if TYPE_CHECKING:
    from ..models.sakkara_tier_answer_lacks import SakkaraTierAnswerLacks


T = TypeVar("T", bound="SakkaraTierAnswer")


@_attrs_define
class SakkaraTierAnswer:
    """
    Attributes:
        tier (SakkaraTierAnswerTier):
        complete (bool):
        laid (int): Tiles laid on this tier.
        lacks (SakkaraTierAnswerLacks): Kind -> tiles still needed.
        blocked_by (list[SakkaraTierAnswerBlockedByItem]): What must be laid out before this tier may grow (S3).
        detail (str):
    """

    tier: SakkaraTierAnswerTier
    complete: bool
    laid: int
    lacks: SakkaraTierAnswerLacks
    blocked_by: list[SakkaraTierAnswerBlockedByItem]
    detail: str

    def to_dict(self) -> dict[str, Any]:
        tier = self.tier.value

        complete = self.complete

        laid = self.laid

        lacks = self.lacks.to_dict()

        blocked_by = []
        for blocked_by_item_data in self.blocked_by:
            blocked_by_item = blocked_by_item_data.value
            blocked_by.append(blocked_by_item)

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tier": tier,
                "complete": complete,
                "laid": laid,
                "lacks": lacks,
                "blocked_by": blocked_by,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sakkara_tier_answer_lacks import SakkaraTierAnswerLacks  # noqa: PLC0415

        d = dict(src_dict)
        tier = SakkaraTierAnswerTier(d.pop("tier"))

        complete = d.pop("complete")

        laid = d.pop("laid")

        lacks = SakkaraTierAnswerLacks.from_dict(d.pop("lacks"))

        blocked_by = []
        _blocked_by = d.pop("blocked_by")
        for blocked_by_item_data in _blocked_by:
            blocked_by_item = SakkaraTierAnswerBlockedByItem(blocked_by_item_data)

            blocked_by.append(blocked_by_item)

        detail = d.pop("detail")

        sakkara_tier_answer = cls(
            tier=tier,
            complete=complete,
            laid=laid,
            lacks=lacks,
            blocked_by=blocked_by,
            detail=detail,
        )

        return sakkara_tier_answer
