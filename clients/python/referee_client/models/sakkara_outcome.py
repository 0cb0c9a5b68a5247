from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sakkara_layout import SakkaraLayout
    from ..models.sakkara_outcome_catalogue_type_0 import SakkaraOutcomeCatalogueType0


T = TypeVar("T", bound="SakkaraOutcome")


@_attrs_define
class SakkaraOutcome:
    """
    Attributes:
        players (list[SakkaraLayout]): Both players' pyramids at the end: each one's tiles as they lie.
        catalogue (None | SakkaraOutcomeCatalogueType0 | Unset): The tile catalogue (S5, a model): `tiles` (kind ->
            count, 75 in all), `tiers` (the 9 kinds of tier1, the 4 of tier2, the 1 of the apex, a kind repeated as often as
            the tier needs it) and `spells` (each spell's three tiles). Checked against every number the rulebook gives. GET
            /v1/games/sakkara has the default.
    """

    players: list[SakkaraLayout]
    catalogue: None | SakkaraOutcomeCatalogueType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.sakkara_outcome_catalogue_type_0 import SakkaraOutcomeCatalogueType0  # noqa: PLC0415

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        catalogue: dict[str, Any] | None | Unset
        if isinstance(self.catalogue, Unset):
            catalogue = UNSET
        elif isinstance(self.catalogue, SakkaraOutcomeCatalogueType0):
            catalogue = self.catalogue.to_dict()
        else:
            catalogue = self.catalogue

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if catalogue is not UNSET:
            field_dict["catalogue"] = catalogue

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sakkara_layout import SakkaraLayout  # noqa: PLC0415
        from ..models.sakkara_outcome_catalogue_type_0 import SakkaraOutcomeCatalogueType0  # noqa: PLC0415

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = SakkaraLayout.from_dict(players_item_data)

            players.append(players_item)

        def _parse_catalogue(data: object) -> None | SakkaraOutcomeCatalogueType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                catalogue_type_0 = SakkaraOutcomeCatalogueType0.from_dict(data)

                return catalogue_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SakkaraOutcomeCatalogueType0 | Unset, data)

        catalogue = _parse_catalogue(d.pop("catalogue", UNSET))

        sakkara_outcome = cls(
            players=players,
            catalogue=catalogue,
        )

        return sakkara_outcome
