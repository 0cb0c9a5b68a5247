from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RaScoreResultProvenanceRulings")


@_attrs_define
class RaScoreResultProvenanceRulings:
    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        ra_score_result_provenance_rulings = cls()

        return ra_score_result_provenance_rulings
