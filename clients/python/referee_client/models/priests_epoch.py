from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.priests_epoch_player import PriestsEpochPlayer
    from ..models.priests_rulings import PriestsRulings


T = TypeVar("T", bound="PriestsEpoch")


@_attrs_define
class PriestsEpoch:
    """
    Attributes:
        epoch (int): The epoch these displays are scored for: 1 to 3.
        players (list[PriestsEpochPlayer]): In seating order (clockwise). Names unique.
        middle_sun (int | None | Unset): Optional (absent or null); when given, the players' suns and this one are
            exactly the sun set of the player count (when the players' suns are left out, it must only be a sun of that
            set).
        return_plague (bool | Unset): P5 - a player with 3+ priests returns one plague before plagues are scored.
            Default: True.
        rulings (PriestsRulings | Unset): The model rulings of RULINGS.md (P3, P4) rest on a guess, because the rulebook
            lost its pictures. A table whose edition differs overrides them here; an absent field keeps the ruling.
    """

    epoch: int
    players: list[PriestsEpochPlayer]
    middle_sun: int | None | Unset = UNSET
    return_plague: bool | Unset = True
    rulings: PriestsRulings | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        epoch = self.epoch

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        middle_sun: int | None | Unset
        if isinstance(self.middle_sun, Unset):
            middle_sun = UNSET
        else:
            middle_sun = self.middle_sun

        return_plague = self.return_plague

        rulings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rulings, Unset):
            rulings = self.rulings.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "epoch": epoch,
                "players": players,
            }
        )
        if middle_sun is not UNSET:
            field_dict["middle_sun"] = middle_sun
        if return_plague is not UNSET:
            field_dict["return_plague"] = return_plague
        if rulings is not UNSET:
            field_dict["rulings"] = rulings

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.priests_epoch_player import PriestsEpochPlayer  # noqa: PLC0415
        from ..models.priests_rulings import PriestsRulings  # noqa: PLC0415

        d = dict(src_dict)
        epoch = d.pop("epoch")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = PriestsEpochPlayer.from_dict(players_item_data)

            players.append(players_item)

        def _parse_middle_sun(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        middle_sun = _parse_middle_sun(d.pop("middle_sun", UNSET))

        return_plague = d.pop("return_plague", UNSET)

        _rulings = d.pop("rulings", UNSET)
        rulings: PriestsRulings | Unset
        if isinstance(_rulings, Unset):
            rulings = UNSET
        else:
            rulings = PriestsRulings.from_dict(_rulings)

        priests_epoch = cls(
            epoch=epoch,
            players=players,
            middle_sun=middle_sun,
            return_plague=return_plague,
            rulings=rulings,
        )

        return priests_epoch
