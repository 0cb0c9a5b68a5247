from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.counted_tile_names import CountedTileNames
    from ..models.player_range import PlayerRange
    from ..models.ra_rules_response_200_disasters import RaRulesResponse200Disasters
    from ..models.ra_rules_response_200_ra_track import RaRulesResponse200RaTrack
    from ..models.ra_rules_response_200_scoring import RaRulesResponse200Scoring
    from ..models.ra_rules_response_200_suns import RaRulesResponse200Suns
    from ..models.ra_rules_response_200_supply import RaRulesResponse200Supply
    from ..models.ra_rules_response_200_tiles import RaRulesResponse200Tiles
    from ..models.tile_names import TileNames
    from ..models.tile_paths import TilePaths


T = TypeVar("T", bound="RaRulesResponse200")


@_attrs_define
class RaRulesResponse200:
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
        slug (Literal['ra']):
        supply (RaRulesResponse200Supply): Tiles in the box, by flat tile name.
        tiles (RaRulesResponse200Tiles): The tiles by kind, each a list of flat tile names.
        suns (RaRulesResponse200Suns): By player count ("3", "4", "5").
        ra_track (RaRulesResponse200RaTrack): The Ra tile that ends an epoch, by player count.
        disasters (RaRulesResponse200Disasters):
        scoring (RaRulesResponse200Scoring):
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
    slug: Literal["ra"]
    supply: RaRulesResponse200Supply
    tiles: RaRulesResponse200Tiles
    suns: RaRulesResponse200Suns
    ra_track: RaRulesResponse200RaTrack
    disasters: RaRulesResponse200Disasters
    scoring: RaRulesResponse200Scoring
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

        slug = self.slug

        supply = self.supply.to_dict()

        tiles = self.tiles.to_dict()

        suns = self.suns.to_dict()

        ra_track = self.ra_track.to_dict()

        disasters = self.disasters.to_dict()

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
                "slug": slug,
                "supply": supply,
                "tiles": tiles,
                "suns": suns,
                "ra_track": ra_track,
                "disasters": disasters,
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
        from ..models.ra_rules_response_200_disasters import RaRulesResponse200Disasters  # noqa: PLC0415
        from ..models.ra_rules_response_200_ra_track import RaRulesResponse200RaTrack  # noqa: PLC0415
        from ..models.ra_rules_response_200_scoring import RaRulesResponse200Scoring  # noqa: PLC0415
        from ..models.ra_rules_response_200_suns import RaRulesResponse200Suns  # noqa: PLC0415
        from ..models.ra_rules_response_200_supply import RaRulesResponse200Supply  # noqa: PLC0415
        from ..models.ra_rules_response_200_tiles import RaRulesResponse200Tiles  # noqa: PLC0415
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

        slug = cast(Literal["ra"], d.pop("slug"))
        if slug != "ra":
            raise ValueError(f"slug must match const 'ra', got '{slug}'")

        supply = RaRulesResponse200Supply.from_dict(d.pop("supply"))

        tiles = RaRulesResponse200Tiles.from_dict(d.pop("tiles"))

        suns = RaRulesResponse200Suns.from_dict(d.pop("suns"))

        ra_track = RaRulesResponse200RaTrack.from_dict(d.pop("ra_track"))

        disasters = RaRulesResponse200Disasters.from_dict(d.pop("disasters"))

        scoring = RaRulesResponse200Scoring.from_dict(d.pop("scoring"))

        _counted_names = d.pop("counted_names", UNSET)
        counted_names: CountedTileNames | Unset
        if isinstance(_counted_names, Unset):
            counted_names = UNSET
        else:
            counted_names = CountedTileNames.from_dict(_counted_names)

        ra_rules_response_200 = cls(
            tile_paths=tile_paths,
            names=names,
            name=name,
            players=players,
            epochs=epochs,
            start_fame=start_fame,
            auction_track=auction_track,
            tie_break=tie_break,
            slug=slug,
            supply=supply,
            tiles=tiles,
            suns=suns,
            ra_track=ra_track,
            disasters=disasters,
            scoring=scoring,
            counted_names=counted_names,
        )

        ra_rules_response_200.additional_properties = d
        return ra_rules_response_200

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
