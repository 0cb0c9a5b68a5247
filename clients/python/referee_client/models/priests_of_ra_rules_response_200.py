from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.counted_tile_names import CountedTileNames
    from ..models.player_range import PlayerRange
    from ..models.priests_of_ra_rules_response_200_ra_track import PriestsOfRaRulesResponse200RaTrack
    from ..models.priests_of_ra_rules_response_200_scoring import PriestsOfRaRulesResponse200Scoring
    from ..models.priests_of_ra_rules_response_200_suns import PriestsOfRaRulesResponse200Suns
    from ..models.priests_of_ra_rules_response_200_supply import PriestsOfRaRulesResponse200Supply
    from ..models.priests_of_ra_rules_response_200_tiles import PriestsOfRaRulesResponse200Tiles
    from ..models.priests_rulings import PriestsRulings
    from ..models.tile_names import TileNames
    from ..models.tile_paths import TilePaths


T = TypeVar("T", bound="PriestsOfRaRulesResponse200")


@_attrs_define
class PriestsOfRaRulesResponse200:
    """
    Attributes:
        tile_paths (TilePaths): Every display tile, with where its count sits in a display request's `tiles`:
            `{"pharaoh": ["pharaoh"], "art": ["civilization", "art"]}`.
        names (TileNames): By language (`en`, `nl`): the name a player reads for every display tile and for each group
            of
            `tile_paths` (Ra's `civilization`, `monument`). Names only; the keys never change. Today `en` and `nl`;
            a client reads the languages it finds (one added later is one more key).
        name (str):
        players (PlayerRange):
        epochs (int):
        start_fame (int):
        auction_track (int):
        tie_break (str):
        rulings (PriestsRulings): The model rulings of RULINGS.md (P3, P4) rest on a guess, because the rulebook lost
            its pictures. A table whose edition differs overrides them here; an absent field keeps the ruling.
        slug (Literal['priests-of-ra']):
        supply (PriestsOfRaRulesResponse200Supply): Physical tiles in the box; `a+b` is one double-sided tile.
        ankhs (int):
        tiles (PriestsOfRaRulesResponse200Tiles):
        suns (PriestsOfRaRulesResponse200Suns):
        ra_track (PriestsOfRaRulesResponse200RaTrack):
        scoring (PriestsOfRaRulesResponse200Scoring):
        counted_names (CountedTileNames | Unset): By language, the same names as they go with a count, by plural
            category (`one`, `other`, as
            Intl.PluralRules names them): `{"en": {"civilization": {"one": "civilization", "other": "civilizations"}}}`;
            a name that is no count noun reads "... tile(s)". The languages are those of `TileNames`.
    """

    tile_paths: TilePaths
    names: TileNames
    name: str
    players: PlayerRange
    epochs: int
    start_fame: int
    auction_track: int
    tie_break: str
    rulings: PriestsRulings
    slug: Literal["priests-of-ra"]
    supply: PriestsOfRaRulesResponse200Supply
    ankhs: int
    tiles: PriestsOfRaRulesResponse200Tiles
    suns: PriestsOfRaRulesResponse200Suns
    ra_track: PriestsOfRaRulesResponse200RaTrack
    scoring: PriestsOfRaRulesResponse200Scoring
    counted_names: CountedTileNames | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        tile_paths = self.tile_paths.to_dict()

        names = self.names.to_dict()

        name = self.name

        players = self.players.to_dict()

        epochs = self.epochs

        start_fame = self.start_fame

        auction_track = self.auction_track

        tie_break = self.tie_break

        rulings = self.rulings.to_dict()

        slug = self.slug

        supply = self.supply.to_dict()

        ankhs = self.ankhs

        tiles = self.tiles.to_dict()

        suns = self.suns.to_dict()

        ra_track = self.ra_track.to_dict()

        scoring = self.scoring.to_dict()

        counted_names: dict[str, Any] | Unset = UNSET
        if not isinstance(self.counted_names, Unset):
            counted_names = self.counted_names.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "tile_paths": tile_paths,
                "names": names,
                "name": name,
                "players": players,
                "epochs": epochs,
                "start_fame": start_fame,
                "auction_track": auction_track,
                "tie_break": tie_break,
                "rulings": rulings,
                "slug": slug,
                "supply": supply,
                "ankhs": ankhs,
                "tiles": tiles,
                "suns": suns,
                "ra_track": ra_track,
                "scoring": scoring,
            }
        )
        if counted_names is not UNSET:
            field_dict["counted_names"] = counted_names

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.counted_tile_names import CountedTileNames  # noqa: PLC0415
        from ..models.player_range import PlayerRange  # noqa: PLC0415
        from ..models.priests_of_ra_rules_response_200_ra_track import PriestsOfRaRulesResponse200RaTrack  # noqa: PLC0415
        from ..models.priests_of_ra_rules_response_200_scoring import PriestsOfRaRulesResponse200Scoring  # noqa: PLC0415
        from ..models.priests_of_ra_rules_response_200_suns import PriestsOfRaRulesResponse200Suns  # noqa: PLC0415
        from ..models.priests_of_ra_rules_response_200_supply import PriestsOfRaRulesResponse200Supply  # noqa: PLC0415
        from ..models.priests_of_ra_rules_response_200_tiles import PriestsOfRaRulesResponse200Tiles  # noqa: PLC0415
        from ..models.priests_rulings import PriestsRulings  # noqa: PLC0415
        from ..models.tile_names import TileNames  # noqa: PLC0415
        from ..models.tile_paths import TilePaths  # noqa: PLC0415

        d = dict(src_dict)
        tile_paths = TilePaths.from_dict(d.pop("tile_paths"))

        names = TileNames.from_dict(d.pop("names"))

        name = d.pop("name")

        players = PlayerRange.from_dict(d.pop("players"))

        epochs = d.pop("epochs")

        start_fame = d.pop("start_fame")

        auction_track = d.pop("auction_track")

        tie_break = d.pop("tie_break")

        rulings = PriestsRulings.from_dict(d.pop("rulings"))

        slug = cast(Literal["priests-of-ra"], d.pop("slug"))
        if slug != "priests-of-ra":
            raise ValueError(f"slug must match const 'priests-of-ra', got '{slug}'")

        supply = PriestsOfRaRulesResponse200Supply.from_dict(d.pop("supply"))

        ankhs = d.pop("ankhs")

        tiles = PriestsOfRaRulesResponse200Tiles.from_dict(d.pop("tiles"))

        suns = PriestsOfRaRulesResponse200Suns.from_dict(d.pop("suns"))

        ra_track = PriestsOfRaRulesResponse200RaTrack.from_dict(d.pop("ra_track"))

        scoring = PriestsOfRaRulesResponse200Scoring.from_dict(d.pop("scoring"))

        _counted_names = d.pop("counted_names", UNSET)
        counted_names: CountedTileNames | Unset
        if isinstance(_counted_names, Unset):
            counted_names = UNSET
        else:
            counted_names = CountedTileNames.from_dict(_counted_names)

        priests_of_ra_rules_response_200 = cls(
            tile_paths=tile_paths,
            names=names,
            name=name,
            players=players,
            epochs=epochs,
            start_fame=start_fame,
            auction_track=auction_track,
            tie_break=tie_break,
            rulings=rulings,
            slug=slug,
            supply=supply,
            ankhs=ankhs,
            tiles=tiles,
            suns=suns,
            ra_track=ra_track,
            scoring=scoring,
            counted_names=counted_names,
        )

        priests_of_ra_rules_response_200.additional_properties = d
        return priests_of_ra_rules_response_200

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
