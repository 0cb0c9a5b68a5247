from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tournament_standing_decided_by_type_3 import TournamentStandingDecidedByType3

if TYPE_CHECKING:
    from ..models.tournament_standing_rounds_item import TournamentStandingRoundsItem


T = TypeVar("T", bound="TournamentStanding")


@_attrs_define
class TournamentStanding:
    """
    Attributes:
        rank (int): Standard competition ranking (1, 1, 3).
        name (str): As the player's first table spells it.
        points (float): Whole, or a share of places to two decimals (2.5; 6.67 for a third); ranking compares the exact
            values.
        wins (int): Tables won alone.
        fame_total (int): The final fame summed over the Ra and Priests of Ra tables.
        opponents_points (float): Buchholz: at every table, the event points of each other player there, summed.
        decided_by (None | str | TournamentStandingDecidedByType3): What placed the player below the one above: the
            first criterion of `tie_breaks` that differs; `shared` when level on all; null for the first.
        detail (str): e.g. `Carl is in place 3: level with Bert on points, but with 1 win against 2.`
        rounds (list[TournamentStandingRoundsItem]): Each table the player sat at, in round order.
    """

    rank: int
    name: str
    points: float
    wins: int
    fame_total: int
    opponents_points: float
    decided_by: None | str | TournamentStandingDecidedByType3
    detail: str
    rounds: list[TournamentStandingRoundsItem]

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        name = self.name

        points = self.points

        wins = self.wins

        fame_total = self.fame_total

        opponents_points = self.opponents_points

        decided_by: None | str
        if isinstance(self.decided_by, TournamentStandingDecidedByType3):
            decided_by = self.decided_by.value
        else:
            decided_by = self.decided_by

        detail = self.detail

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rank": rank,
                "name": name,
                "points": points,
                "wins": wins,
                "fame_total": fame_total,
                "opponents_points": opponents_points,
                "decided_by": decided_by,
                "detail": detail,
                "rounds": rounds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_standing_rounds_item import TournamentStandingRoundsItem  # noqa: PLC0415

        d = dict(src_dict)
        rank = d.pop("rank")

        name = d.pop("name")

        points = d.pop("points")

        wins = d.pop("wins")

        fame_total = d.pop("fame_total")

        opponents_points = d.pop("opponents_points")

        def _parse_decided_by(data: object) -> None | str | TournamentStandingDecidedByType3:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decided_by_type_3 = TournamentStandingDecidedByType3(data)

                return decided_by_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | str | TournamentStandingDecidedByType3, data)

        decided_by = _parse_decided_by(d.pop("decided_by"))

        detail = d.pop("detail")

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = TournamentStandingRoundsItem.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        tournament_standing = cls(
            rank=rank,
            name=name,
            points=points,
            wins=wins,
            fame_total=fame_total,
            opponents_points=opponents_points,
            decided_by=decided_by,
            detail=detail,
            rounds=rounds,
        )

        return tournament_standing
