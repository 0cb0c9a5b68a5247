from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_games_response_200_games_item import ListGamesResponse200GamesItem


T = TypeVar("T", bound="ListGamesResponse200")


@_attrs_define
class ListGamesResponse200:
    """
    Attributes:
        games (list[ListGamesResponse200GamesItem]):
    """

    games: list[ListGamesResponse200GamesItem]

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_games_response_200_games_item import ListGamesResponse200GamesItem  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = ListGamesResponse200GamesItem.from_dict(games_item_data)

            games.append(games_item)

        list_games_response_200 = cls(
            games=games,
        )

        return list_games_response_200
