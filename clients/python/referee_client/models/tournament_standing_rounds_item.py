from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tournament_standing_rounds_item_game import TournamentStandingRoundsItemGame

T = TypeVar("T", bound="TournamentStandingRoundsItem")


@_attrs_define
class TournamentStandingRoundsItem:
    """
    Attributes:
        round_ (int): Counted from 1: `/rounds/0` is round 1.
        table (int): Counted from 1 within the round.
        game (TournamentStandingRoundsItemGame):
        rank (int): The place at the table, as the game's standings give it.
        players (int): Players at the table.
        shared (bool): Another player at the table has the same place.
        points (float): Whole, or a share of places to two decimals (2.5; 6.67 for a third); ranking compares the exact
            values.
        won (bool): First place alone.
        fame (int | None): The final fame (Ra, Priests of Ra); null in other games.
        opponents (list[str]): The others at the table, as the event spells their names.
        detail (str): e.g. `round 2, table 1 (Osiris): shared place 1 of 3, 2.5 points`
    """

    round_: int
    table: int
    game: TournamentStandingRoundsItemGame
    rank: int
    players: int
    shared: bool
    points: float
    won: bool
    fame: int | None
    opponents: list[str]
    detail: str

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        table = self.table

        game = self.game.value

        rank = self.rank

        players = self.players

        shared = self.shared

        points = self.points

        won = self.won

        fame: int | None
        fame = self.fame

        opponents = self.opponents

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "table": table,
                "game": game,
                "rank": rank,
                "players": players,
                "shared": shared,
                "points": points,
                "won": won,
                "fame": fame,
                "opponents": opponents,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        table = d.pop("table")

        game = TournamentStandingRoundsItemGame(d.pop("game"))

        rank = d.pop("rank")

        players = d.pop("players")

        shared = d.pop("shared")

        points = d.pop("points")

        won = d.pop("won")

        def _parse_fame(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        fame = _parse_fame(d.pop("fame"))

        opponents = cast(list[str], d.pop("opponents"))

        detail = d.pop("detail")

        tournament_standing_rounds_item = cls(
            round_=round_,
            table=table,
            game=game,
            rank=rank,
            players=players,
            shared=shared,
            points=points,
            won=won,
            fame=fame,
            opponents=opponents,
            detail=detail,
        )

        return tournament_standing_rounds_item
