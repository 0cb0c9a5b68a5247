from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.provenance import Provenance
    from ..models.sakkara_outcome_answer_standings_item import SakkaraOutcomeAnswerStandingsItem
    from ..models.sakkara_pyramid_answer import SakkaraPyramidAnswer


T = TypeVar("T", bound="SakkaraOutcomeAnswer")


@_attrs_define
class SakkaraOutcomeAnswer:
    """
    Attributes:
        players (list[SakkaraPyramidAnswer]): In the order given.
        possible (bool):
        problems (list[str]): Table-wide: both players' tiles beyond the catalogue, two complete pyramids.
        winner (None | str): Whose pyramid is complete, or null.
        standings (list[SakkaraOutcomeAnswerStandingsItem]): Both players once a pyramid is complete, the winner first;
            empty before.
        detail (str):
        provenance (Provenance | Unset): How the answer was reached, for a tracker that stores it: the service and its
            version, the game and the operation, and every rule choice the request could make with the one applied (the
            request's, else the default). A choice that is a number or true/false is given by its value; one that is a whole
            structure (a board, god names, a catalogue) by where it came from, `default` or `request`; a choice inside the
            request's `rulings` object by its own name. At the top of every 200 answer of a game's operation; never inside a
            nested answer (a replay's epochs or outcome).
    """

    players: list[SakkaraPyramidAnswer]
    possible: bool
    problems: list[str]
    winner: None | str
    standings: list[SakkaraOutcomeAnswerStandingsItem]
    detail: str
    provenance: Provenance | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        possible = self.possible

        problems = self.problems

        winner: None | str
        winner = self.winner

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        detail = self.detail

        provenance: dict[str, Any] | Unset = UNSET
        if not isinstance(self.provenance, Unset):
            provenance = self.provenance.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "possible": possible,
                "problems": problems,
                "winner": winner,
                "standings": standings,
                "detail": detail,
            }
        )
        if provenance is not UNSET:
            field_dict["provenance"] = provenance

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.provenance import Provenance  # noqa: PLC0415
        from ..models.sakkara_outcome_answer_standings_item import SakkaraOutcomeAnswerStandingsItem  # noqa: PLC0415
        from ..models.sakkara_pyramid_answer import SakkaraPyramidAnswer  # noqa: PLC0415

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = SakkaraPyramidAnswer.from_dict(players_item_data)

            players.append(players_item)

        possible = d.pop("possible")

        problems = cast(list[str], d.pop("problems"))

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = SakkaraOutcomeAnswerStandingsItem.from_dict(standings_item_data)

            standings.append(standings_item)

        detail = d.pop("detail")

        _provenance = d.pop("provenance", UNSET)
        provenance: Provenance | Unset
        if isinstance(_provenance, Unset):
            provenance = UNSET
        else:
            provenance = Provenance.from_dict(_provenance)

        sakkara_outcome_answer = cls(
            players=players,
            possible=possible,
            problems=problems,
            winner=winner,
            standings=standings,
            detail=detail,
            provenance=provenance,
        )

        return sakkara_outcome_answer
