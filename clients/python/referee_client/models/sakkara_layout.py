from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sakkara_layout_apex import SakkaraLayoutApex
    from ..models.sakkara_layout_tier_1 import SakkaraLayoutTier1
    from ..models.sakkara_layout_tier_2 import SakkaraLayoutTier2


T = TypeVar("T", bound="SakkaraLayout")


@_attrs_define
class SakkaraLayout:
    """
    Attributes:
        name (str): Any script; normalised (NFC, trimmed); no control or invisible characters (zero-width joiners only
            inside a name). Names that differ only in capitals, width or joiners count as the same name.
        ship (int | Unset):  Default: 0.
        grains (int | Unset):  Default: 0.
        tier1 (SakkaraLayoutTier1 | Unset):
        tier2 (SakkaraLayoutTier2 | Unset):
        apex (SakkaraLayoutApex | Unset):
    """

    name: str
    ship: int | Unset = 0
    grains: int | Unset = 0
    tier1: SakkaraLayoutTier1 | Unset = UNSET
    tier2: SakkaraLayoutTier2 | Unset = UNSET
    apex: SakkaraLayoutApex | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        ship = self.ship

        grains = self.grains

        tier1: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tier1, Unset):
            tier1 = self.tier1.to_dict()

        tier2: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tier2, Unset):
            tier2 = self.tier2.to_dict()

        apex: dict[str, Any] | Unset = UNSET
        if not isinstance(self.apex, Unset):
            apex = self.apex.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if ship is not UNSET:
            field_dict["ship"] = ship
        if grains is not UNSET:
            field_dict["grains"] = grains
        if tier1 is not UNSET:
            field_dict["tier1"] = tier1
        if tier2 is not UNSET:
            field_dict["tier2"] = tier2
        if apex is not UNSET:
            field_dict["apex"] = apex

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sakkara_layout_apex import SakkaraLayoutApex  # noqa: PLC0415
        from ..models.sakkara_layout_tier_1 import SakkaraLayoutTier1  # noqa: PLC0415
        from ..models.sakkara_layout_tier_2 import SakkaraLayoutTier2  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        ship = d.pop("ship", UNSET)

        grains = d.pop("grains", UNSET)

        _tier1 = d.pop("tier1", UNSET)
        tier1: SakkaraLayoutTier1 | Unset
        if isinstance(_tier1, Unset):
            tier1 = UNSET
        else:
            tier1 = SakkaraLayoutTier1.from_dict(_tier1)

        _tier2 = d.pop("tier2", UNSET)
        tier2: SakkaraLayoutTier2 | Unset
        if isinstance(_tier2, Unset):
            tier2 = UNSET
        else:
            tier2 = SakkaraLayoutTier2.from_dict(_tier2)

        _apex = d.pop("apex", UNSET)
        apex: SakkaraLayoutApex | Unset
        if isinstance(_apex, Unset):
            apex = UNSET
        else:
            apex = SakkaraLayoutApex.from_dict(_apex)

        sakkara_layout = cls(
            name=name,
            ship=ship,
            grains=grains,
            tier1=tier1,
            tier2=tier2,
            apex=apex,
        )

        return sakkara_layout
