from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.tournament_scheme_tie_breaks_item import TournamentSchemeTieBreaksItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tournament_scheme_points import TournamentSchemePoints


T = TypeVar("T", bound="TournamentScheme")


@_attrs_define
class TournamentScheme:
    """
    Attributes:
        points (TournamentSchemePoints | Unset): Player count -> the points of each place, first to last (as many as
            players; never more for a place below). A count left out keeps the default: first = the number of players, each
            place below one fewer, last = 1. Players who share a place share the points of the places they span equally
            (ranks 1, 1, 3 with 3-2-1: 2.5 each and 1).
        tie_breaks (list[TournamentSchemeTieBreaksItem] | Unset): The ranking criteria in order, each once; the default
            `[points, wins, opponents_points, fame_total]`. `points`: the sum of the table points; `wins`: tables won alone;
            `fame_total`: the final fame summed over the Ra and Priests of Ra tables; `opponents_points` (Buchholz): at
            every table, the event points of each other player there, summed. Players level on all share a place.
    """

    points: TournamentSchemePoints | Unset = UNSET
    tie_breaks: list[TournamentSchemeTieBreaksItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        points: dict[str, Any] | Unset = UNSET
        if not isinstance(self.points, Unset):
            points = self.points.to_dict()

        tie_breaks: list[str] | Unset = UNSET
        if not isinstance(self.tie_breaks, Unset):
            tie_breaks = []
            for tie_breaks_item_data in self.tie_breaks:
                tie_breaks_item = tie_breaks_item_data.value
                tie_breaks.append(tie_breaks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if points is not UNSET:
            field_dict["points"] = points
        if tie_breaks is not UNSET:
            field_dict["tie_breaks"] = tie_breaks

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_scheme_points import TournamentSchemePoints  # noqa: PLC0415

        d = dict(src_dict)
        _points = d.pop("points", UNSET)
        points: TournamentSchemePoints | Unset
        if isinstance(_points, Unset):
            points = UNSET
        else:
            points = TournamentSchemePoints.from_dict(_points)

        _tie_breaks = d.pop("tie_breaks", UNSET)
        tie_breaks: list[TournamentSchemeTieBreaksItem] | Unset = UNSET
        if _tie_breaks is not UNSET:
            tie_breaks = []
            for tie_breaks_item_data in _tie_breaks:
                tie_breaks_item = TournamentSchemeTieBreaksItem(tie_breaks_item_data)

                tie_breaks.append(tie_breaks_item)

        tournament_scheme = cls(
            points=points,
            tie_breaks=tie_breaks,
        )

        return tournament_scheme
