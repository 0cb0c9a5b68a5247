from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tournament_round import TournamentRound
    from ..models.tournament_scheme import TournamentScheme


T = TypeVar("T", bound="TournamentEvent")


@_attrs_define
class TournamentEvent:
    """
    Attributes:
        rounds (list[TournamentRound]): Every round in order; `round` in the answer counts them from 1.
        scheme (TournamentScheme | Unset):
    """

    rounds: list[TournamentRound]
    scheme: TournamentScheme | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        scheme: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scheme, Unset):
            scheme = self.scheme.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rounds": rounds,
            }
        )
        if scheme is not UNSET:
            field_dict["scheme"] = scheme

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_round import TournamentRound  # noqa: PLC0415
        from ..models.tournament_scheme import TournamentScheme  # noqa: PLC0415

        d = dict(src_dict)
        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = TournamentRound.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        _scheme = d.pop("scheme", UNSET)
        scheme: TournamentScheme | Unset
        if isinstance(_scheme, Unset):
            scheme = UNSET
        else:
            scheme = TournamentScheme.from_dict(_scheme)

        tournament_event = cls(
            rounds=rounds,
            scheme=scheme,
        )

        return tournament_event
