from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.list_games_response_200_games_item_operations_item import ListGamesResponse200GamesItemOperationsItem

if TYPE_CHECKING:
    from ..models.list_games_response_200_games_item_links import ListGamesResponse200GamesItemLinks
    from ..models.player_range import PlayerRange


T = TypeVar("T", bound="ListGamesResponse200GamesItem")


@_attrs_define
class ListGamesResponse200GamesItem:
    """
    Attributes:
        slug (str):
        name (str):
        players (PlayerRange):
        operations (list[ListGamesResponse200GamesItemOperationsItem]):
        links (ListGamesResponse200GamesItemLinks): By operation: its path; and `notation`: the path that converts a log
            to the paper notation and back.
    """

    slug: str
    name: str
    players: PlayerRange
    operations: list[ListGamesResponse200GamesItemOperationsItem]
    links: ListGamesResponse200GamesItemLinks

    def to_dict(self) -> dict[str, Any]:
        slug = self.slug

        name = self.name

        players = self.players.to_dict()

        operations = []
        for operations_item_data in self.operations:
            operations_item = operations_item_data.value
            operations.append(operations_item)

        links = self.links.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "slug": slug,
                "name": name,
                "players": players,
                "operations": operations,
                "links": links,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_games_response_200_games_item_links import ListGamesResponse200GamesItemLinks  # noqa: PLC0415
        from ..models.player_range import PlayerRange  # noqa: PLC0415

        d = dict(src_dict)
        slug = d.pop("slug")

        name = d.pop("name")

        players = PlayerRange.from_dict(d.pop("players"))

        operations = []
        _operations = d.pop("operations")
        for operations_item_data in _operations:
            operations_item = ListGamesResponse200GamesItemOperationsItem(operations_item_data)

            operations.append(operations_item)

        links = ListGamesResponse200GamesItemLinks.from_dict(d.pop("links"))

        list_games_response_200_games_item = cls(
            slug=slug,
            name=name,
            players=players,
            operations=operations,
            links=links,
        )

        return list_games_response_200_games_item
