from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tournament_standings_scheme_tie_breaks_item import TournamentStandingsSchemeTieBreaksItem

if TYPE_CHECKING:
    from ..models.tournament_standings_scheme_points import TournamentStandingsSchemePoints


T = TypeVar("T", bound="TournamentStandingsScheme")


@_attrs_define
class TournamentStandingsScheme:
    """The scheme applied, defaults filled in.

    Attributes:
        points (TournamentStandingsSchemePoints): Player count -> points per place.
        tie_breaks (list[TournamentStandingsSchemeTieBreaksItem]):
    """

    points: TournamentStandingsSchemePoints
    tie_breaks: list[TournamentStandingsSchemeTieBreaksItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        points = self.points.to_dict()

        tie_breaks = []
        for tie_breaks_item_data in self.tie_breaks:
            tie_breaks_item = tie_breaks_item_data.value
            tie_breaks.append(tie_breaks_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "points": points,
                "tie_breaks": tie_breaks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_standings_scheme_points import TournamentStandingsSchemePoints  # noqa: PLC0415

        d = dict(src_dict)
        points = TournamentStandingsSchemePoints.from_dict(d.pop("points"))

        tie_breaks = []
        _tie_breaks = d.pop("tie_breaks")
        for tie_breaks_item_data in _tie_breaks:
            tie_breaks_item = TournamentStandingsSchemeTieBreaksItem(tie_breaks_item_data)

            tie_breaks.append(tie_breaks_item)

        tournament_standings_scheme = cls(
            points=points,
            tie_breaks=tie_breaks,
        )

        tournament_standings_scheme.additional_properties = d
        return tournament_standings_scheme

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
