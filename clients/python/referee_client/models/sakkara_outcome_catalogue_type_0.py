from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sakkara_outcome_catalogue_type_0_spells import SakkaraOutcomeCatalogueType0Spells
    from ..models.sakkara_outcome_catalogue_type_0_tiers import SakkaraOutcomeCatalogueType0Tiers
    from ..models.sakkara_outcome_catalogue_type_0_tiles import SakkaraOutcomeCatalogueType0Tiles


T = TypeVar("T", bound="SakkaraOutcomeCatalogueType0")


@_attrs_define
class SakkaraOutcomeCatalogueType0:
    """
    Attributes:
        tiles (SakkaraOutcomeCatalogueType0Tiles):
        tiers (SakkaraOutcomeCatalogueType0Tiers):
        spells (SakkaraOutcomeCatalogueType0Spells):
    """

    tiles: SakkaraOutcomeCatalogueType0Tiles
    tiers: SakkaraOutcomeCatalogueType0Tiers
    spells: SakkaraOutcomeCatalogueType0Spells

    def to_dict(self) -> dict[str, Any]:
        tiles = self.tiles.to_dict()

        tiers = self.tiers.to_dict()

        spells = self.spells.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tiles": tiles,
                "tiers": tiers,
                "spells": spells,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sakkara_outcome_catalogue_type_0_spells import SakkaraOutcomeCatalogueType0Spells  # noqa: PLC0415
        from ..models.sakkara_outcome_catalogue_type_0_tiers import SakkaraOutcomeCatalogueType0Tiers  # noqa: PLC0415
        from ..models.sakkara_outcome_catalogue_type_0_tiles import SakkaraOutcomeCatalogueType0Tiles  # noqa: PLC0415

        d = dict(src_dict)
        tiles = SakkaraOutcomeCatalogueType0Tiles.from_dict(d.pop("tiles"))

        tiers = SakkaraOutcomeCatalogueType0Tiers.from_dict(d.pop("tiers"))

        spells = SakkaraOutcomeCatalogueType0Spells.from_dict(d.pop("spells"))

        sakkara_outcome_catalogue_type_0 = cls(
            tiles=tiles,
            tiers=tiers,
            spells=spells,
        )

        return sakkara_outcome_catalogue_type_0
