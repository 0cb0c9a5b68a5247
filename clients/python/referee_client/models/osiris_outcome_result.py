from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiris_outcome_answer_end import OsirisOutcomeAnswerEnd

if TYPE_CHECKING:
    from ..models.osiris_player import OsirisPlayer
    from ..models.osiris_standing import OsirisStanding
    from ..models.provenance import Provenance


T = TypeVar("T", bound="OsirisOutcomeResult")


@_attrs_define
class OsirisOutcomeResult:
    """The pharaoh, the deciding god, each player's followers and the standings.

    Attributes:
        end (OsirisOutcomeAnswerEnd):
        ended_by (str): The player whose turn ended the game.
        pharaoh (str): The player who reached the apex, or `Sinhaue` when the apex was blocked off (O2).
        god (str): The god that decides: under the priest on the apex, or under the apex itself when it was blocked off.
        players (list[OsirisPlayer]): In seating order.
        standings (list[OsirisStanding]): Every player, best first.
        winner (None | str): The winner, or null when first place is shared (a blocked apex whose temple holds no
            follower).
        provenance (Provenance): How the answer was reached, for a tracker that stores it: the service and its version,
            the game and the operation, and every rule choice the request could make with the one applied (the request's,
            else the default). A choice that is a number or true/false is given by its value; one that is a whole structure
            (a board, god names, a catalogue) by where it came from, `default` or `request`; a choice inside the request's
            `rulings` object by its own name. At the top of every 200 answer of a game's operation; never inside a nested
            answer (a replay's epochs or outcome).
    """

    end: OsirisOutcomeAnswerEnd
    ended_by: str
    pharaoh: str
    god: str
    players: list[OsirisPlayer]
    standings: list[OsirisStanding]
    winner: None | str
    provenance: Provenance
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end = self.end.value

        ended_by = self.ended_by

        pharaoh = self.pharaoh

        god = self.god

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        winner: None | str
        winner = self.winner

        provenance = self.provenance.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "end": end,
                "ended_by": ended_by,
                "pharaoh": pharaoh,
                "god": god,
                "players": players,
                "standings": standings,
                "winner": winner,
                "provenance": provenance,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.osiris_player import OsirisPlayer  # noqa: PLC0415
        from ..models.osiris_standing import OsirisStanding  # noqa: PLC0415
        from ..models.provenance import Provenance  # noqa: PLC0415

        d = dict(src_dict)
        end = OsirisOutcomeAnswerEnd(d.pop("end"))

        ended_by = d.pop("ended_by")

        pharaoh = d.pop("pharaoh")

        god = d.pop("god")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = OsirisPlayer.from_dict(players_item_data)

            players.append(players_item)

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = OsirisStanding.from_dict(standings_item_data)

            standings.append(standings_item)

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        provenance = Provenance.from_dict(d.pop("provenance"))

        osiris_outcome_result = cls(
            end=end,
            ended_by=ended_by,
            pharaoh=pharaoh,
            god=god,
            players=players,
            standings=standings,
            winner=winner,
            provenance=provenance,
        )

        osiris_outcome_result.additional_properties = d
        return osiris_outcome_result

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
