from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.provenance import Provenance
    from ..models.sakkara_outcome_answer_standings_item import SakkaraOutcomeAnswerStandingsItem
    from ..models.sakkara_pyramid_answer import SakkaraPyramidAnswer


T = TypeVar("T", bound="SakkaraOutcomeResult")


@_attrs_define
class SakkaraOutcomeResult:
    """Both pyramids checked, and the winner.

    Attributes:
        players (list[SakkaraPyramidAnswer]): In the order given.
        possible (bool):
        problems (list[str]): Table-wide: both players' tiles beyond the catalogue, two complete pyramids.
        winner (None | str): Whose pyramid is complete, or null.
        standings (list[SakkaraOutcomeAnswerStandingsItem]): Both players once a pyramid is complete, the winner first;
            empty before.
        detail (str):
        provenance (Provenance): How the answer was reached, for a tracker that stores it: the service and its version,
            the game and the operation, and every rule choice the request could make with the one applied (the request's,
            else the default). A choice that is a number or true/false is given by its value; one that is a whole structure
            (a board, god names, a catalogue) by where it came from, `default` or `request`; a choice inside the request's
            `rulings` object by its own name. At the top of every 200 answer of a game's operation; never inside a nested
            answer (a replay's epochs or outcome).
    """

    players: list[SakkaraPyramidAnswer]
    possible: bool
    problems: list[str]
    winner: None | str
    standings: list[SakkaraOutcomeAnswerStandingsItem]
    detail: str
    provenance: Provenance
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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

        provenance = self.provenance.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
                "possible": possible,
                "problems": problems,
                "winner": winner,
                "standings": standings,
                "detail": detail,
                "provenance": provenance,
            }
        )

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

        provenance = Provenance.from_dict(d.pop("provenance"))

        sakkara_outcome_result = cls(
            players=players,
            possible=possible,
            problems=problems,
            winner=winner,
            standings=standings,
            detail=detail,
            provenance=provenance,
        )

        sakkara_outcome_result.additional_properties = d
        return sakkara_outcome_result

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
