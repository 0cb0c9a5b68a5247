from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tournament_standing import TournamentStanding
    from ..models.tournament_standings_scheme import TournamentStandingsScheme


T = TypeVar("T", bound="TournamentStandings")


@_attrs_define
class TournamentStandings:
    """
    Attributes:
        scheme (TournamentStandingsScheme): The scheme applied, defaults filled in.
        standings (list[TournamentStanding]): Every player, best first (players level on every criterion in the order
            they first appear).
        winner (None | str): First place alone; null when shared.
        rounds_left_out (int): 0, unless every player's `rounds` together would make the answer longer than 250,000
            bytes: then each player's `rounds` lists only their latest tables that fit, and this counts the table lines left
            out (points and tie-break values still count every table).
    """

    scheme: TournamentStandingsScheme
    standings: list[TournamentStanding]
    winner: None | str
    rounds_left_out: int

    def to_dict(self) -> dict[str, Any]:
        scheme = self.scheme.to_dict()

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        winner: None | str
        winner = self.winner

        rounds_left_out = self.rounds_left_out

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scheme": scheme,
                "standings": standings,
                "winner": winner,
                "rounds_left_out": rounds_left_out,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_standing import TournamentStanding  # noqa: PLC0415
        from ..models.tournament_standings_scheme import TournamentStandingsScheme  # noqa: PLC0415

        d = dict(src_dict)
        scheme = TournamentStandingsScheme.from_dict(d.pop("scheme"))

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = TournamentStanding.from_dict(standings_item_data)

            standings.append(standings_item)

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        rounds_left_out = d.pop("rounds_left_out")

        tournament_standings = cls(
            scheme=scheme,
            standings=standings,
            winner=winner,
            rounds_left_out=rounds_left_out,
        )

        return tournament_standings
