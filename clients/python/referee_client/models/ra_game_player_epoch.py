from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ra_game_player import RaGamePlayer


T = TypeVar("T", bound="RaGamePlayerEpoch")


@_attrs_define
class RaGamePlayerEpoch:
    """
    Attributes:
        players (list[RaGamePlayer]): In seating order (clockwise). Names unique.
        middle_sun (int | None | Unset): Optional (absent or null); when given, the players' suns and this one are
            exactly the sun set of the player count (when the players' suns are left out, it must only be a sun of that
            set).
    """

    players: list[RaGamePlayer]
    middle_sun: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        middle_sun: int | None | Unset
        if isinstance(self.middle_sun, Unset):
            middle_sun = UNSET
        else:
            middle_sun = self.middle_sun

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if middle_sun is not UNSET:
            field_dict["middle_sun"] = middle_sun

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ra_game_player import RaGamePlayer  # noqa: PLC0415

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = RaGamePlayer.from_dict(players_item_data)

            players.append(players_item)

        def _parse_middle_sun(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        middle_sun = _parse_middle_sun(d.pop("middle_sun", UNSET))

        ra_game_player_epoch = cls(
            players=players,
            middle_sun=middle_sun,
        )

        return ra_game_player_epoch
