from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sakkara_outcome_result_provenance_rulings_catalogue import SakkaraOutcomeResultProvenanceRulingsCatalogue

T = TypeVar("T", bound="SakkaraOutcomeResultProvenanceRulings")


@_attrs_define
class SakkaraOutcomeResultProvenanceRulings:
    """
    Attributes:
        catalogue (SakkaraOutcomeResultProvenanceRulingsCatalogue): `request` when the request sent its own `catalogue`.
            The tile catalogue (S5, a model): `tiles` (kind -> count, 75 in all), `tiers` (the 9 kinds of tier1, the 4 of
            tier2, the 1 of the apex, a kind repeated as often as the tier needs it) and `spells` (each spell's three
            tiles). Checked against every number the rulebook gives. GET /v1/games/sakkara has the default.
    """

    catalogue: SakkaraOutcomeResultProvenanceRulingsCatalogue

    def to_dict(self) -> dict[str, Any]:
        catalogue = self.catalogue.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "catalogue": catalogue,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        catalogue = SakkaraOutcomeResultProvenanceRulingsCatalogue(d.pop("catalogue"))

        sakkara_outcome_result_provenance_rulings = cls(
            catalogue=catalogue,
        )

        return sakkara_outcome_result_provenance_rulings
