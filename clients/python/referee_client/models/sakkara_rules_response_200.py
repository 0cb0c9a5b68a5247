from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.player_range import PlayerRange
    from ..models.sakkara_rules_response_200_board import SakkaraRulesResponse200Board
    from ..models.sakkara_rules_response_200_building import SakkaraRulesResponse200Building
    from ..models.sakkara_rules_response_200_catalogue import SakkaraRulesResponse200Catalogue
    from ..models.sakkara_rules_response_200_limits import SakkaraRulesResponse200Limits
    from ..models.sakkara_rules_response_200_names import SakkaraRulesResponse200Names


T = TypeVar("T", bound="SakkaraRulesResponse200")


@_attrs_define
class SakkaraRulesResponse200:
    """
    Attributes:
        slug (Literal['sakkara']):
        name (str):
        players (PlayerRange):
        workers (int):
        board (SakkaraRulesResponse200Board):
        catalogue (SakkaraRulesResponse200Catalogue): The tile catalogue (S5, a model): `tiles` (kind -> count, 75 in
            all), `tiers` (the 9 kinds of tier1, the 4 of tier2, the 1 of the apex, a kind repeated as often as the tier
            needs it) and `spells` (each spell's three tiles). Checked against every number the rulebook gives. GET
            /v1/games/sakkara has the default.
        specials (list[str]):
        fixed_kinds (list[str]):
        building (SakkaraRulesResponse200Building):
        limits (SakkaraRulesResponse200Limits):
        names (SakkaraRulesResponse200Names): Language -> tile kind -> the tile's name, as the answers' sentences write
            it.
    """

    slug: Literal["sakkara"]
    name: str
    players: PlayerRange
    workers: int
    board: SakkaraRulesResponse200Board
    catalogue: SakkaraRulesResponse200Catalogue
    specials: list[str]
    fixed_kinds: list[str]
    building: SakkaraRulesResponse200Building
    limits: SakkaraRulesResponse200Limits
    names: SakkaraRulesResponse200Names
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        slug = self.slug

        name = self.name

        players = self.players.to_dict()

        workers = self.workers

        board = self.board.to_dict()

        catalogue = self.catalogue.to_dict()

        specials = self.specials

        fixed_kinds = self.fixed_kinds

        building = self.building.to_dict()

        limits = self.limits.to_dict()

        names = self.names.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "slug": slug,
                "name": name,
                "players": players,
                "workers": workers,
                "board": board,
                "catalogue": catalogue,
                "specials": specials,
                "fixed_kinds": fixed_kinds,
                "building": building,
                "limits": limits,
                "names": names,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_range import PlayerRange  # noqa: PLC0415
        from ..models.sakkara_rules_response_200_board import SakkaraRulesResponse200Board  # noqa: PLC0415
        from ..models.sakkara_rules_response_200_building import SakkaraRulesResponse200Building  # noqa: PLC0415
        from ..models.sakkara_rules_response_200_catalogue import SakkaraRulesResponse200Catalogue  # noqa: PLC0415
        from ..models.sakkara_rules_response_200_limits import SakkaraRulesResponse200Limits  # noqa: PLC0415
        from ..models.sakkara_rules_response_200_names import SakkaraRulesResponse200Names  # noqa: PLC0415

        d = dict(src_dict)
        slug = cast(Literal["sakkara"], d.pop("slug"))
        if slug != "sakkara":
            raise ValueError(f"slug must match const 'sakkara', got '{slug}'")

        name = d.pop("name")

        players = PlayerRange.from_dict(d.pop("players"))

        workers = d.pop("workers")

        board = SakkaraRulesResponse200Board.from_dict(d.pop("board"))

        catalogue = SakkaraRulesResponse200Catalogue.from_dict(d.pop("catalogue"))

        specials = cast(list[str], d.pop("specials"))

        fixed_kinds = cast(list[str], d.pop("fixed_kinds"))

        building = SakkaraRulesResponse200Building.from_dict(d.pop("building"))

        limits = SakkaraRulesResponse200Limits.from_dict(d.pop("limits"))

        names = SakkaraRulesResponse200Names.from_dict(d.pop("names"))

        sakkara_rules_response_200 = cls(
            slug=slug,
            name=name,
            players=players,
            workers=workers,
            board=board,
            catalogue=catalogue,
            specials=specials,
            fixed_kinds=fixed_kinds,
            building=building,
            limits=limits,
            names=names,
        )

        sakkara_rules_response_200.additional_properties = d
        return sakkara_rules_response_200

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
