from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RaReplayResultProvenanceRulings")


@_attrs_define
class RaReplayResultProvenanceRulings:
    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        ra_replay_result_provenance_rulings = cls()

        return ra_replay_result_provenance_rulings
