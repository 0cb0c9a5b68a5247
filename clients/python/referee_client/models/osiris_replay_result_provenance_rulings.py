from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.osiris_replay_result_provenance_rulings_board import OsirisReplayResultProvenanceRulingsBoard

T = TypeVar("T", bound="OsirisReplayResultProvenanceRulings")


@_attrs_define
class OsirisReplayResultProvenanceRulings:
    """
    Attributes:
        rebellion (bool): O8's optional rebellion rule. Default: False.
        relief (bool): O8's optional relief rule. Default: False.
        board (OsirisReplayResultProvenanceRulingsBoard): `request` when the request sent its own `board`. A board (O9):
            the 12 cities (3 per colour, clockwise from beige, segments 1, 2, 3 each once per colour), the pyramid's fields
            with their level, and the apex. `sideways` joins cost 1 stone, `stairs` 2; every join is listed on both ends;
            the apex must be reachable from every city. `gods` optionally names the 13 gods. GET /v1/games/osiris gives the
            default board in this form.
    """

    board: OsirisReplayResultProvenanceRulingsBoard
    rebellion: bool = False
    relief: bool = False

    def to_dict(self) -> dict[str, Any]:
        rebellion = self.rebellion

        relief = self.relief

        board = self.board.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rebellion": rebellion,
                "relief": relief,
                "board": board,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rebellion = d.pop("rebellion")

        relief = d.pop("relief")

        board = OsirisReplayResultProvenanceRulingsBoard(d.pop("board"))

        osiris_replay_result_provenance_rulings = cls(
            rebellion=rebellion,
            relief=relief,
            board=board,
        )

        return osiris_replay_result_provenance_rulings
