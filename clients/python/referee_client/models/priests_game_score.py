from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.priests_epoch_score import PriestsEpochScore
    from ..models.provenance import Provenance
    from ..models.standing import Standing


T = TypeVar("T", bound="PriestsGameScore")


@_attrs_define
class PriestsGameScore:
    """
    Attributes:
        epochs (list[PriestsEpochScore]):
        standings (list[Standing]): Every player, best first.
        winner (None | str): The winner's name after the last epoch; null before.
        provenance (Provenance | Unset): How the answer was reached, for a tracker that stores it: the service and its
            version, the game and the operation, and every rule choice the request could make with the one applied (the
            request's, else the default). A choice that is a number or true/false is given by its value; one that is a whole
            structure (a board, god names, a catalogue) by where it came from, `default` or `request`; a choice inside the
            request's `rulings` object by its own name. At the top of every 200 answer of a game's operation; never inside a
            nested answer (a replay's epochs or outcome).
    """

    epochs: list[PriestsEpochScore]
    standings: list[Standing]
    winner: None | str
    provenance: Provenance | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        epochs = []
        for epochs_item_data in self.epochs:
            epochs_item = epochs_item_data.to_dict()
            epochs.append(epochs_item)

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        winner: None | str
        winner = self.winner

        provenance: dict[str, Any] | Unset = UNSET
        if not isinstance(self.provenance, Unset):
            provenance = self.provenance.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "epochs": epochs,
                "standings": standings,
                "winner": winner,
            }
        )
        if provenance is not UNSET:
            field_dict["provenance"] = provenance

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.priests_epoch_score import PriestsEpochScore  # noqa: PLC0415
        from ..models.provenance import Provenance  # noqa: PLC0415
        from ..models.standing import Standing  # noqa: PLC0415

        d = dict(src_dict)
        epochs = []
        _epochs = d.pop("epochs")
        for epochs_item_data in _epochs:
            epochs_item = PriestsEpochScore.from_dict(epochs_item_data)

            epochs.append(epochs_item)

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = Standing.from_dict(standings_item_data)

            standings.append(standings_item)

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        _provenance = d.pop("provenance", UNSET)
        provenance: Provenance | Unset
        if isinstance(_provenance, Unset):
            provenance = UNSET
        else:
            provenance = Provenance.from_dict(_provenance)

        priests_game_score = cls(
            epochs=epochs,
            standings=standings,
            winner=winner,
            provenance=provenance,
        )

        return priests_game_score
