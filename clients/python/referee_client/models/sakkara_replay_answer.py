from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.provenance import Provenance
    from ..models.sakkara_replay_answer_legal_moves_item import SakkaraReplayAnswerLegalMovesItem
    from ..models.sakkara_replay_answer_state import SakkaraReplayAnswerState
    from ..models.sakkara_violation_answer import SakkaraViolationAnswer


T = TypeVar("T", bound="SakkaraReplayAnswer")


@_attrs_define
class SakkaraReplayAnswer:
    """
    Attributes:
        legal (bool):
        finished (bool): A pyramid was completed (S1).
        winner (None | str): Who completed a pyramid first, or null.
        violation (None | SakkaraViolationAnswer): The first illegal move, or null.
        state (SakkaraReplayAnswerState): The position the log leaves: after its last action, or, when it is illegal,
            just before the illegal action.
        note (None | str): A sentence for the table, or null: which turns went on without a step because neither of the
            mover's workers could step (S6), and that the turn under way may.
        legal_moves (list[SakkaraReplayAnswerLegalMovesItem]): Every move the log may go on with in the position of
            `state`, grouped by the player who would make it (the player whose turn it is first; several groups when several
            players may act, as after a move that leaves an optional answer open). Each move is written exactly as the log
            writes its moves: append the one played and send the log again. Empty when the game is over, but for an optional
            answer the log may still write (Ra: the removal a disaster forced in the last auction). When the log is illegal:
            the moves that were legal instead of the violation.
        provenance (Provenance | Unset): How the answer was reached, for a tracker that stores it: the service and its
            version, the game and the operation, and every rule choice the request could make with the one applied (the
            request's, else the default). A choice that is a number or true/false is given by its value; one that is a whole
            structure (a board, god names, a catalogue) by where it came from, `default` or `request`; a choice inside the
            request's `rulings` object by its own name. At the top of every 200 answer of a game's operation; never inside a
            nested answer (a replay's epochs or outcome).
    """

    legal: bool
    finished: bool
    winner: None | str
    violation: None | SakkaraViolationAnswer
    state: SakkaraReplayAnswerState
    note: None | str
    legal_moves: list[SakkaraReplayAnswerLegalMovesItem]
    provenance: Provenance | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.sakkara_violation_answer import SakkaraViolationAnswer  # noqa: PLC0415

        legal = self.legal

        finished = self.finished

        winner: None | str
        winner = self.winner

        violation: dict[str, Any] | None
        if isinstance(self.violation, SakkaraViolationAnswer):
            violation = self.violation.to_dict()
        else:
            violation = self.violation

        state = self.state.to_dict()

        note: None | str
        note = self.note

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item = legal_moves_item_data.to_dict()
            legal_moves.append(legal_moves_item)

        provenance: dict[str, Any] | Unset = UNSET
        if not isinstance(self.provenance, Unset):
            provenance = self.provenance.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "finished": finished,
                "winner": winner,
                "violation": violation,
                "state": state,
                "note": note,
                "legal_moves": legal_moves,
            }
        )
        if provenance is not UNSET:
            field_dict["provenance"] = provenance

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.provenance import Provenance  # noqa: PLC0415
        from ..models.sakkara_replay_answer_legal_moves_item import SakkaraReplayAnswerLegalMovesItem  # noqa: PLC0415
        from ..models.sakkara_replay_answer_state import SakkaraReplayAnswerState  # noqa: PLC0415
        from ..models.sakkara_violation_answer import SakkaraViolationAnswer  # noqa: PLC0415

        d = dict(src_dict)
        legal = d.pop("legal")

        finished = d.pop("finished")

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_violation(data: object) -> None | SakkaraViolationAnswer:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = SakkaraViolationAnswer.from_dict(data)

                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SakkaraViolationAnswer, data)

        violation = _parse_violation(d.pop("violation"))

        state = SakkaraReplayAnswerState.from_dict(d.pop("state"))

        def _parse_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        note = _parse_note(d.pop("note"))

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:
            legal_moves_item = SakkaraReplayAnswerLegalMovesItem.from_dict(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        _provenance = d.pop("provenance", UNSET)
        provenance: Provenance | Unset
        if isinstance(_provenance, Unset):
            provenance = UNSET
        else:
            provenance = Provenance.from_dict(_provenance)

        sakkara_replay_answer = cls(
            legal=legal,
            finished=finished,
            winner=winner,
            violation=violation,
            state=state,
            note=note,
            legal_moves=legal_moves,
            provenance=provenance,
        )

        return sakkara_replay_answer
