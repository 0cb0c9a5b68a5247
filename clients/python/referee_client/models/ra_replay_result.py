from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.epoch_score import EpochScore
    from ..models.provenance import Provenance
    from ..models.ra_replay_legal_moves_item import RaReplayLegalMovesItem
    from ..models.ra_replay_state import RaReplayState
    from ..models.standing import Standing
    from ..models.violation import Violation


T = TypeVar("T", bound="RaReplayResult")


@_attrs_define
class RaReplayResult:
    """The verdict.

    Attributes:
        legal (bool):
        finished (bool): The log reaches the end of the last epoch.
        epochs (list[EpochScore]): Every completed epoch, exactly as /score answers for those displays.
        standings (list[Standing]): After the last completed epoch (empty before the first).
        winner (None | str): The winner's name after the last epoch; null before.
        violation (None | Violation): The first illegal move (null when legal).
        state (RaReplayState): The position the log leaves: after its last move (an optional answer it may still write
            is shown open, though the epochs count it as declined), or, when it is illegal, just before the illegal move.
        legal_moves (list[RaReplayLegalMovesItem]): Every move the log may go on with in the position of `state`,
            grouped by the player who would make it (the player whose turn it is first; several groups when several players
            may act, as after a move that leaves an optional answer open). Each move is written exactly as the log writes
            its moves: append the one played and send the log again. Empty when the game is over, but for an optional answer
            the log may still write (Ra: the removal a disaster forced in the last auction). When the log is illegal: the
            moves that were legal instead of the violation.
        provenance (Provenance): How the answer was reached, for a tracker that stores it: the service and its version,
            the game and the operation, and every rule choice the request could make with the one applied (the request's,
            else the default). A choice that is a number or true/false is given by its value; one that is a whole structure
            (a board, god names, a catalogue) by where it came from, `default` or `request`; a choice inside the request's
            `rulings` object by its own name. At the top of every 200 answer of a game's operation; never inside a nested
            answer (a replay's epochs or outcome).
    """

    legal: bool
    finished: bool
    epochs: list[EpochScore]
    standings: list[Standing]
    winner: None | str
    violation: None | Violation
    state: RaReplayState
    legal_moves: list[RaReplayLegalMovesItem]
    provenance: Provenance
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.violation import Violation  # noqa: PLC0415

        legal = self.legal

        finished = self.finished

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

        violation: dict[str, Any] | None
        if isinstance(self.violation, Violation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation

        state = self.state.to_dict()

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item = legal_moves_item_data.to_dict()
            legal_moves.append(legal_moves_item)

        provenance = self.provenance.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "legal": legal,
                "finished": finished,
                "epochs": epochs,
                "standings": standings,
                "winner": winner,
                "violation": violation,
                "state": state,
                "legal_moves": legal_moves,
                "provenance": provenance,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.epoch_score import EpochScore  # noqa: PLC0415
        from ..models.provenance import Provenance  # noqa: PLC0415
        from ..models.ra_replay_legal_moves_item import RaReplayLegalMovesItem  # noqa: PLC0415
        from ..models.ra_replay_state import RaReplayState  # noqa: PLC0415
        from ..models.standing import Standing  # noqa: PLC0415
        from ..models.violation import Violation  # noqa: PLC0415

        d = dict(src_dict)
        legal = d.pop("legal")

        finished = d.pop("finished")

        epochs = []
        _epochs = d.pop("epochs")
        for epochs_item_data in _epochs:
            epochs_item = EpochScore.from_dict(epochs_item_data)

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

        def _parse_violation(data: object) -> None | Violation:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = Violation.from_dict(data)

                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Violation, data)

        violation = _parse_violation(d.pop("violation"))

        state = RaReplayState.from_dict(d.pop("state"))

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:
            legal_moves_item = RaReplayLegalMovesItem.from_dict(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        provenance = Provenance.from_dict(d.pop("provenance"))

        ra_replay_result = cls(
            legal=legal,
            finished=finished,
            epochs=epochs,
            standings=standings,
            winner=winner,
            violation=violation,
            state=state,
            legal_moves=legal_moves,
            provenance=provenance,
        )

        ra_replay_result.additional_properties = d
        return ra_replay_result

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
