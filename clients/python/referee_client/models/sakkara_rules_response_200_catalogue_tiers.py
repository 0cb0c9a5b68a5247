from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SakkaraRulesResponse200CatalogueTiers")


@_attrs_define
class SakkaraRulesResponse200CatalogueTiers:
    """
    Attributes:
        tier1 (list[str]):
        tier2 (list[str]):
        apex (list[str]):
    """

    tier1: list[str]
    tier2: list[str]
    apex: list[str]

    def to_dict(self) -> dict[str, Any]:
        tier1 = self.tier1

        tier2 = self.tier2

        apex = self.apex

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tier1": tier1,
                "tier2": tier2,
                "apex": apex,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tier1 = cast(list[str], d.pop("tier1"))

        tier2 = cast(list[str], d.pop("tier2"))

        apex = cast(list[str], d.pop("apex"))

        sakkara_rules_response_200_catalogue_tiers = cls(
            tier1=tier1,
            tier2=tier2,
            apex=apex,
        )

        return sakkara_rules_response_200_catalogue_tiers
