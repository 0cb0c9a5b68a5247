from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.osiris_outcome_answer import OsirisOutcomeAnswer
    from ..models.osiris_replay_answer_legal_moves_item import OsirisReplayAnswerLegalMovesItem
    from ..models.osiris_replay_answer_state import OsirisReplayAnswerState
    from ..models.osiris_violation import OsirisViolation
    from ..models.provenance import Provenance


T = TypeVar("T", bound="OsirisReplayResult")


@_attrs_define
class OsirisReplayResult:
    """The verdict.

    Attributes:
        legal (bool):
        finished (bool): The log reaches the end of the game.
        outcome (None | OsirisOutcomeAnswer): When the game ended: the outcome, as /outcome answers it; else null.
        violation (None | OsirisViolation): The first illegal move, or null.
        state (OsirisReplayAnswerState): The position the log leaves: after its last move, or, when it is illegal, just
            before the illegal move.
        note (None | str): A sentence for the table about the position, or null: when the game is stalled (O10), that it
            cannot end by the rules, stays unfinished, may go on with follower moves, and that the rulebook's optional rules
            are meant for this.
        legal_moves (list[OsirisReplayAnswerLegalMovesItem]): Every move the log may go on with in the position of
            `state`, grouped by the player who would make it (the player whose turn it is first; several groups when several
            players may act, as after a move that leaves an optional answer open). Each move is written exactly as the log
            writes its moves: append the one played and send the log again. Empty when the game is over, but for an optional
            answer the log may still write (Ra: the removal a disaster forced in the last auction). When the log is illegal:
            the moves that were legal instead of the violation.
        provenance (Provenance): How the answer was reached, for a tracker that stores it: the service and its version,
            the game and the operation, and every rule choice the request could make with the one applied (the request's,
            else the default). A choice that is a number or true/false is given by its value; one that is a whole structure
            (a board, god names, a catalogue) by where it came from, `default` or `request`; a choice inside the request's
            `rulings` object by its own name. At the top of every 200 answer of a game's operation; never inside a nested
            answer (a replay's epochs or outcome).
    """

    legal: bool
    finished: bool
    outcome: None | OsirisOutcomeAnswer
    violation: None | OsirisViolation
    state: OsirisReplayAnswerState
    note: None | str
    legal_moves: list[OsirisReplayAnswerLegalMovesItem]
    provenance: Provenance
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.osiris_outcome_answer import OsirisOutcomeAnswer  # noqa: PLC0415
        from ..models.osiris_violation import OsirisViolation  # noqa: PLC0415

        legal = self.legal

        finished = self.finished

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, OsirisOutcomeAnswer):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        violation: dict[str, Any] | None
        if isinstance(self.violation, OsirisViolation):
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

        provenance = self.provenance.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "legal": legal,
                "finished": finished,
                "outcome": outcome,
                "violation": violation,
                "state": state,
                "note": note,
                "legal_moves": legal_moves,
                "provenance": provenance,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.osiris_outcome_answer import OsirisOutcomeAnswer  # noqa: PLC0415
        from ..models.osiris_replay_answer_legal_moves_item import OsirisReplayAnswerLegalMovesItem  # noqa: PLC0415
        from ..models.osiris_replay_answer_state import OsirisReplayAnswerState  # noqa: PLC0415
        from ..models.osiris_violation import OsirisViolation  # noqa: PLC0415
        from ..models.provenance import Provenance  # noqa: PLC0415

        d = dict(src_dict)
        legal = d.pop("legal")

        finished = d.pop("finished")

        def _parse_outcome(data: object) -> None | OsirisOutcomeAnswer:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = OsirisOutcomeAnswer.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsirisOutcomeAnswer, data)

        outcome = _parse_outcome(d.pop("outcome"))

        def _parse_violation(data: object) -> None | OsirisViolation:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = OsirisViolation.from_dict(data)

                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsirisViolation, data)

        violation = _parse_violation(d.pop("violation"))

        state = OsirisReplayAnswerState.from_dict(d.pop("state"))

        def _parse_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        note = _parse_note(d.pop("note"))

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:
            legal_moves_item = OsirisReplayAnswerLegalMovesItem.from_dict(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        provenance = Provenance.from_dict(d.pop("provenance"))

        osiris_replay_result = cls(
            legal=legal,
            finished=finished,
            outcome=outcome,
            violation=violation,
            state=state,
            note=note,
            legal_moves=legal_moves,
            provenance=provenance,
        )

        osiris_replay_result.additional_properties = d
        return osiris_replay_result

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
