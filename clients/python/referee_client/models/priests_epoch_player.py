from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.priests_tiles import PriestsTiles
    from ..models.sun_hand import SunHand


T = TypeVar("T", bound="PriestsEpochPlayer")


@_attrs_define
class PriestsEpochPlayer:
    """
    Attributes:
        name (str): Any script; normalised (NFC, trimmed); no control or invisible characters (zero-width joiners only
            inside a name). Names that differ only in capitals, width or joiners count as the same name.
        suns (SunHand | Unset):
        tiles (PriestsTiles | Unset):
        fame (int | Unset): Fame before this epoch's scoring. Default: 10.
        ankhs (int | Unset): Ankhs held before this epoch's scoring (at most 20 at the whole table). Default: 0.
    """

    name: str
    suns: SunHand | Unset = UNSET
    tiles: PriestsTiles | Unset = UNSET
    fame: int | Unset = 10
    ankhs: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        suns: dict[str, Any] | Unset = UNSET
        if not isinstance(self.suns, Unset):
            suns = self.suns.to_dict()

        tiles: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tiles, Unset):
            tiles = self.tiles.to_dict()

        fame = self.fame

        ankhs = self.ankhs

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if suns is not UNSET:
            field_dict["suns"] = suns
        if tiles is not UNSET:
            field_dict["tiles"] = tiles
        if fame is not UNSET:
            field_dict["fame"] = fame
        if ankhs is not UNSET:
            field_dict["ankhs"] = ankhs

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.priests_tiles import PriestsTiles  # noqa: PLC0415
        from ..models.sun_hand import SunHand  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        _suns = d.pop("suns", UNSET)
        suns: SunHand | Unset
        if isinstance(_suns, Unset):
            suns = UNSET
        else:
            suns = SunHand.from_dict(_suns)

        _tiles = d.pop("tiles", UNSET)
        tiles: PriestsTiles | Unset
        if isinstance(_tiles, Unset):
            tiles = UNSET
        else:
            tiles = PriestsTiles.from_dict(_tiles)

        fame = d.pop("fame", UNSET)

        ankhs = d.pop("ankhs", UNSET)

        priests_epoch_player = cls(
            name=name,
            suns=suns,
            tiles=tiles,
            fame=fame,
            ankhs=ankhs,
        )

        return priests_epoch_player
