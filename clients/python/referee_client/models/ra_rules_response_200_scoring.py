from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ra_rules_response_200_scoring_after_last_epoch import RaRulesResponse200ScoringAfterLastEpoch
    from ..models.ra_rules_response_200_scoring_every_epoch import RaRulesResponse200ScoringEveryEpoch
    from ..models.ra_rules_response_200_scoring_keys import RaRulesResponse200ScoringKeys


T = TypeVar("T", bound="RaRulesResponse200Scoring")


@_attrs_define
class RaRulesResponse200Scoring:
    """
    Attributes:
        every_epoch (RaRulesResponse200ScoringEveryEpoch):
        after_last_epoch (RaRulesResponse200ScoringAfterLastEpoch):
        keys (RaRulesResponse200ScoringKeys):
    """

    every_epoch: RaRulesResponse200ScoringEveryEpoch
    after_last_epoch: RaRulesResponse200ScoringAfterLastEpoch
    keys: RaRulesResponse200ScoringKeys
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        every_epoch = self.every_epoch.to_dict()

        after_last_epoch = self.after_last_epoch.to_dict()

        keys = self.keys.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "every_epoch": every_epoch,
                "after_last_epoch": after_last_epoch,
                "keys": keys,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ra_rules_response_200_scoring_after_last_epoch import RaRulesResponse200ScoringAfterLastEpoch  # noqa: PLC0415
        from ..models.ra_rules_response_200_scoring_every_epoch import RaRulesResponse200ScoringEveryEpoch  # noqa: PLC0415
        from ..models.ra_rules_response_200_scoring_keys import RaRulesResponse200ScoringKeys  # noqa: PLC0415

        d = dict(src_dict)
        every_epoch = RaRulesResponse200ScoringEveryEpoch.from_dict(d.pop("every_epoch"))

        after_last_epoch = RaRulesResponse200ScoringAfterLastEpoch.from_dict(d.pop("after_last_epoch"))

        keys = RaRulesResponse200ScoringKeys.from_dict(d.pop("keys"))

        ra_rules_response_200_scoring = cls(
            every_epoch=every_epoch,
            after_last_epoch=after_last_epoch,
            keys=keys,
        )

        ra_rules_response_200_scoring.additional_properties = d
        return ra_rules_response_200_scoring

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
