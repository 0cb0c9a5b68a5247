from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sakkara_rules_response_200_catalogue_spells import SakkaraRulesResponse200CatalogueSpells
    from ..models.sakkara_rules_response_200_catalogue_tiers import SakkaraRulesResponse200CatalogueTiers
    from ..models.sakkara_rules_response_200_catalogue_tiles import SakkaraRulesResponse200CatalogueTiles


T = TypeVar("T", bound="SakkaraRulesResponse200Catalogue")


@_attrs_define
class SakkaraRulesResponse200Catalogue:
    """The tile catalogue (S5, a model): `tiles` (kind -> count, 75 in all), `tiers` (the 9 kinds of tier1, the 4 of tier2,
    the 1 of the apex, a kind repeated as often as the tier needs it) and `spells` (each spell's three tiles). Checked
    against every number the rulebook gives. GET /v1/games/sakkara has the default.

        Attributes:
            tiles (SakkaraRulesResponse200CatalogueTiles):
            tiers (SakkaraRulesResponse200CatalogueTiers):
            spells (SakkaraRulesResponse200CatalogueSpells):
    """

    tiles: SakkaraRulesResponse200CatalogueTiles
    tiers: SakkaraRulesResponse200CatalogueTiers
    spells: SakkaraRulesResponse200CatalogueSpells

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
        from ..models.sakkara_rules_response_200_catalogue_spells import SakkaraRulesResponse200CatalogueSpells  # noqa: PLC0415
        from ..models.sakkara_rules_response_200_catalogue_tiers import SakkaraRulesResponse200CatalogueTiers  # noqa: PLC0415
        from ..models.sakkara_rules_response_200_catalogue_tiles import SakkaraRulesResponse200CatalogueTiles  # noqa: PLC0415

        d = dict(src_dict)
        tiles = SakkaraRulesResponse200CatalogueTiles.from_dict(d.pop("tiles"))

        tiers = SakkaraRulesResponse200CatalogueTiers.from_dict(d.pop("tiers"))

        spells = SakkaraRulesResponse200CatalogueSpells.from_dict(d.pop("spells"))

        sakkara_rules_response_200_catalogue = cls(
            tiles=tiles,
            tiers=tiers,
            spells=spells,
        )

        return sakkara_rules_response_200_catalogue
