from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.osiris_outcome_result_provenance_rulings_gods import OsirisOutcomeResultProvenanceRulingsGods

T = TypeVar("T", bound="OsirisOutcomeResultProvenanceRulings")


@_attrs_define
class OsirisOutcomeResultProvenanceRulings:
    """
    Attributes:
        gods (OsirisOutcomeResultProvenanceRulingsGods): `request` when the request sent its own `gods`. Optional: the
            13 gods' names as the table's edition names them.
    """

    gods: OsirisOutcomeResultProvenanceRulingsGods

    def to_dict(self) -> dict[str, Any]:
        gods = self.gods.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "gods": gods,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gods = OsirisOutcomeResultProvenanceRulingsGods(d.pop("gods"))

        osiris_outcome_result_provenance_rulings = cls(
            gods=gods,
        )

        return osiris_outcome_result_provenance_rulings
