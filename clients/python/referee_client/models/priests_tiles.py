from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PriestsTiles")


@_attrs_define
class PriestsTiles:
    """
    Attributes:
        chamber_a (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        chamber_b (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        farmer (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        fortress (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        granary (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        library (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        market (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        merchant (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        plague (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        priest (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        pyramid (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        scribe (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
        warrior (int | Unset): A number of tiles (the box never has more than 30 of a kind; above 1000 is refused
            outright).
    """

    chamber_a: int | Unset = UNSET
    chamber_b: int | Unset = UNSET
    farmer: int | Unset = UNSET
    fortress: int | Unset = UNSET
    granary: int | Unset = UNSET
    library: int | Unset = UNSET
    market: int | Unset = UNSET
    merchant: int | Unset = UNSET
    plague: int | Unset = UNSET
    priest: int | Unset = UNSET
    pyramid: int | Unset = UNSET
    scribe: int | Unset = UNSET
    warrior: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        chamber_a = self.chamber_a

        chamber_b = self.chamber_b

        farmer = self.farmer

        fortress = self.fortress

        granary = self.granary

        library = self.library

        market = self.market

        merchant = self.merchant

        plague = self.plague

        priest = self.priest

        pyramid = self.pyramid

        scribe = self.scribe

        warrior = self.warrior

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if chamber_a is not UNSET:
            field_dict["chamber_a"] = chamber_a
        if chamber_b is not UNSET:
            field_dict["chamber_b"] = chamber_b
        if farmer is not UNSET:
            field_dict["farmer"] = farmer
        if fortress is not UNSET:
            field_dict["fortress"] = fortress
        if granary is not UNSET:
            field_dict["granary"] = granary
        if library is not UNSET:
            field_dict["library"] = library
        if market is not UNSET:
            field_dict["market"] = market
        if merchant is not UNSET:
            field_dict["merchant"] = merchant
        if plague is not UNSET:
            field_dict["plague"] = plague
        if priest is not UNSET:
            field_dict["priest"] = priest
        if pyramid is not UNSET:
            field_dict["pyramid"] = pyramid
        if scribe is not UNSET:
            field_dict["scribe"] = scribe
        if warrior is not UNSET:
            field_dict["warrior"] = warrior

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chamber_a = d.pop("chamber_a", UNSET)

        chamber_b = d.pop("chamber_b", UNSET)

        farmer = d.pop("farmer", UNSET)

        fortress = d.pop("fortress", UNSET)

        granary = d.pop("granary", UNSET)

        library = d.pop("library", UNSET)

        market = d.pop("market", UNSET)

        merchant = d.pop("merchant", UNSET)

        plague = d.pop("plague", UNSET)

        priest = d.pop("priest", UNSET)

        pyramid = d.pop("pyramid", UNSET)

        scribe = d.pop("scribe", UNSET)

        warrior = d.pop("warrior", UNSET)

        priests_tiles = cls(
            chamber_a=chamber_a,
            chamber_b=chamber_b,
            farmer=farmer,
            fortress=fortress,
            granary=granary,
            library=library,
            market=market,
            merchant=merchant,
            plague=plague,
            priest=priest,
            pyramid=pyramid,
            scribe=scribe,
            warrior=warrior,
        )

        return priests_tiles
