from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiris_rules_response_200_colours_item import OsirisRulesResponse200ColoursItem

if TYPE_CHECKING:
    from ..models.osiris_rules_response_200_board import OsirisRulesResponse200Board
    from ..models.osiris_rules_response_200_colours_for import OsirisRulesResponse200ColoursFor
    from ..models.osiris_rules_response_200_followers import OsirisRulesResponse200Followers
    from ..models.osiris_rules_response_200_optional_rules import OsirisRulesResponse200OptionalRules
    from ..models.osiris_rules_response_200_stones import OsirisRulesResponse200Stones
    from ..models.player_range import PlayerRange


T = TypeVar("T", bound="OsirisRulesResponse200")


@_attrs_define
class OsirisRulesResponse200:
    """
    Attributes:
        slug (Literal['osiris']):
        name (str):
        players (PlayerRange):
        colours (list[OsirisRulesResponse200ColoursItem]):
        colours_for (OsirisRulesResponse200ColoursFor): By player count: each seat's colours.
        gods (list[str]):
        priests (list[str]):
        ends (list[str]):
        pharaoh_when_blocked (str):
        followers (OsirisRulesResponse200Followers):
        stones (OsirisRulesResponse200Stones):
        optional_rules (OsirisRulesResponse200OptionalRules):
        board (OsirisRulesResponse200Board): A board (O9): the 12 cities (3 per colour, clockwise from beige, segments
            1, 2, 3 each once per colour), the pyramid's fields with their level, and the apex. `sideways` joins cost 1
            stone, `stairs` 2; every join is listed on both ends; the apex must be reachable from every city. `gods`
            optionally names the 13 gods. GET /v1/games/osiris gives the default board in this form.
    """

    slug: Literal["osiris"]
    name: str
    players: PlayerRange
    colours: list[OsirisRulesResponse200ColoursItem]
    colours_for: OsirisRulesResponse200ColoursFor
    gods: list[str]
    priests: list[str]
    ends: list[str]
    pharaoh_when_blocked: str
    followers: OsirisRulesResponse200Followers
    stones: OsirisRulesResponse200Stones
    optional_rules: OsirisRulesResponse200OptionalRules
    board: OsirisRulesResponse200Board
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        slug = self.slug

        name = self.name

        players = self.players.to_dict()

        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)

        colours_for = self.colours_for.to_dict()

        gods = self.gods

        priests = self.priests

        ends = self.ends

        pharaoh_when_blocked = self.pharaoh_when_blocked

        followers = self.followers.to_dict()

        stones = self.stones.to_dict()

        optional_rules = self.optional_rules.to_dict()

        board = self.board.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "slug": slug,
                "name": name,
                "players": players,
                "colours": colours,
                "colours_for": colours_for,
                "gods": gods,
                "priests": priests,
                "ends": ends,
                "pharaoh_when_blocked": pharaoh_when_blocked,
                "followers": followers,
                "stones": stones,
                "optional_rules": optional_rules,
                "board": board,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.osiris_rules_response_200_board import OsirisRulesResponse200Board  # noqa: PLC0415
        from ..models.osiris_rules_response_200_colours_for import OsirisRulesResponse200ColoursFor  # noqa: PLC0415
        from ..models.osiris_rules_response_200_followers import OsirisRulesResponse200Followers  # noqa: PLC0415
        from ..models.osiris_rules_response_200_optional_rules import OsirisRulesResponse200OptionalRules  # noqa: PLC0415
        from ..models.osiris_rules_response_200_stones import OsirisRulesResponse200Stones  # noqa: PLC0415
        from ..models.player_range import PlayerRange  # noqa: PLC0415

        d = dict(src_dict)
        slug = cast(Literal["osiris"], d.pop("slug"))
        if slug != "osiris":
            raise ValueError(f"slug must match const 'osiris', got '{slug}'")

        name = d.pop("name")

        players = PlayerRange.from_dict(d.pop("players"))

        colours = []
        _colours = d.pop("colours")
        for colours_item_data in _colours:
            colours_item = OsirisRulesResponse200ColoursItem(colours_item_data)

            colours.append(colours_item)

        colours_for = OsirisRulesResponse200ColoursFor.from_dict(d.pop("colours_for"))

        gods = cast(list[str], d.pop("gods"))

        priests = cast(list[str], d.pop("priests"))

        ends = cast(list[str], d.pop("ends"))

        pharaoh_when_blocked = d.pop("pharaoh_when_blocked")

        followers = OsirisRulesResponse200Followers.from_dict(d.pop("followers"))

        stones = OsirisRulesResponse200Stones.from_dict(d.pop("stones"))

        optional_rules = OsirisRulesResponse200OptionalRules.from_dict(d.pop("optional_rules"))

        board = OsirisRulesResponse200Board.from_dict(d.pop("board"))

        osiris_rules_response_200 = cls(
            slug=slug,
            name=name,
            players=players,
            colours=colours,
            colours_for=colours_for,
            gods=gods,
            priests=priests,
            ends=ends,
            pharaoh_when_blocked=pharaoh_when_blocked,
            followers=followers,
            stones=stones,
            optional_rules=optional_rules,
            board=board,
        )

        osiris_rules_response_200.additional_properties = d
        return osiris_rules_response_200

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
