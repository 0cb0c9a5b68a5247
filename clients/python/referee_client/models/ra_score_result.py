from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ra_score_result_provenance import RaScoreResultProvenance


T = TypeVar("T", bound="RaScoreResult")


@_attrs_define
class RaScoreResult:
    """The scores. For one epoch an EpochScore, for a whole game a GameScore.

    Attributes:
        provenance (RaScoreResultProvenance):
    """

    provenance: RaScoreResultProvenance
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        provenance = self.provenance.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "provenance": provenance,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ra_score_result_provenance import RaScoreResultProvenance  # noqa: PLC0415

        d = dict(src_dict)
        provenance = RaScoreResultProvenance.from_dict(d.pop("provenance"))

        ra_score_result = cls(
            provenance=provenance,
        )

        ra_score_result.additional_properties = d
        return ra_score_result

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
