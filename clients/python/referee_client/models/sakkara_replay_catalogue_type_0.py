from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sakkara_replay_catalogue_type_0_spells import SakkaraReplayCatalogueType0Spells
    from ..models.sakkara_replay_catalogue_type_0_tiers import SakkaraReplayCatalogueType0Tiers
    from ..models.sakkara_replay_catalogue_type_0_tiles import SakkaraReplayCatalogueType0Tiles


T = TypeVar("T", bound="SakkaraReplayCatalogueType0")


@_attrs_define
class SakkaraReplayCatalogueType0:
    """
    Attributes:
        tiles (SakkaraReplayCatalogueType0Tiles):
        tiers (SakkaraReplayCatalogueType0Tiers):
        spells (SakkaraReplayCatalogueType0Spells):
    """

    tiles: SakkaraReplayCatalogueType0Tiles
    tiers: SakkaraReplayCatalogueType0Tiers
    spells: SakkaraReplayCatalogueType0Spells

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
        from ..models.sakkara_replay_catalogue_type_0_spells import SakkaraReplayCatalogueType0Spells  # noqa: PLC0415
        from ..models.sakkara_replay_catalogue_type_0_tiers import SakkaraReplayCatalogueType0Tiers  # noqa: PLC0415
        from ..models.sakkara_replay_catalogue_type_0_tiles import SakkaraReplayCatalogueType0Tiles  # noqa: PLC0415

        d = dict(src_dict)
        tiles = SakkaraReplayCatalogueType0Tiles.from_dict(d.pop("tiles"))

        tiers = SakkaraReplayCatalogueType0Tiers.from_dict(d.pop("tiers"))

        spells = SakkaraReplayCatalogueType0Spells.from_dict(d.pop("spells"))

        sakkara_replay_catalogue_type_0 = cls(
            tiles=tiles,
            tiers=tiers,
            spells=spells,
        )

        return sakkara_replay_catalogue_type_0
