from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sakkara_outcome_answer_standings_item_decided_by_type_1 import (
    SakkaraOutcomeAnswerStandingsItemDecidedByType1,
)
from ..models.sakkara_outcome_answer_standings_item_decided_by_type_2_type_1 import (
    SakkaraOutcomeAnswerStandingsItemDecidedByType2Type1,
)
from ..models.sakkara_outcome_answer_standings_item_decided_by_type_3_type_1 import (
    SakkaraOutcomeAnswerStandingsItemDecidedByType3Type1,
)

T = TypeVar("T", bound="SakkaraOutcomeAnswerStandingsItem")


@_attrs_define
class SakkaraOutcomeAnswerStandingsItem:
    """
    Attributes:
        rank (int):
        name (str):
        decided_by (None | SakkaraOutcomeAnswerStandingsItemDecidedByType1 |
            SakkaraOutcomeAnswerStandingsItemDecidedByType2Type1 | SakkaraOutcomeAnswerStandingsItemDecidedByType3Type1):
            null for the winner; `complete_pyramid` for the other.
        detail (str):
    """

    rank: int
    name: str
    decided_by: (
        None
        | SakkaraOutcomeAnswerStandingsItemDecidedByType1
        | SakkaraOutcomeAnswerStandingsItemDecidedByType2Type1
        | SakkaraOutcomeAnswerStandingsItemDecidedByType3Type1
    )
    detail: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        name = self.name

        decided_by: None | str
        if isinstance(self.decided_by, SakkaraOutcomeAnswerStandingsItemDecidedByType1):
            decided_by = self.decided_by.value
        elif isinstance(self.decided_by, SakkaraOutcomeAnswerStandingsItemDecidedByType2Type1):
            decided_by = self.decided_by.value
        elif isinstance(self.decided_by, SakkaraOutcomeAnswerStandingsItemDecidedByType3Type1):
            decided_by = self.decided_by.value
        else:
            decided_by = self.decided_by

        detail = self.detail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "name": name,
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

        def _parse_decided_by(
            data: object,
        ) -> (
            None
            | SakkaraOutcomeAnswerStandingsItemDecidedByType1
            | SakkaraOutcomeAnswerStandingsItemDecidedByType2Type1
            | SakkaraOutcomeAnswerStandingsItemDecidedByType3Type1
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decided_by_type_1 = SakkaraOutcomeAnswerStandingsItemDecidedByType1(data)

                return decided_by_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decided_by_type_2_type_1 = SakkaraOutcomeAnswerStandingsItemDecidedByType2Type1(data)

                return decided_by_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decided_by_type_3_type_1 = SakkaraOutcomeAnswerStandingsItemDecidedByType3Type1(data)

                return decided_by_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | SakkaraOutcomeAnswerStandingsItemDecidedByType1
                | SakkaraOutcomeAnswerStandingsItemDecidedByType2Type1
                | SakkaraOutcomeAnswerStandingsItemDecidedByType3Type1,
                data,
            )

        decided_by = _parse_decided_by(d.pop("decided_by"))

        detail = d.pop("detail")

        sakkara_outcome_answer_standings_item = cls(
            rank=rank,
            name=name,
            decided_by=decided_by,
            detail=detail,
        )

        sakkara_outcome_answer_standings_item.additional_properties = d
        return sakkara_outcome_answer_standings_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
