from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sakkara_replay_answer_state_phase import SakkaraReplayAnswerStatePhase

if TYPE_CHECKING:
    from ..models.sakkara_replay_answer_state_board import SakkaraReplayAnswerStateBoard
    from ..models.sakkara_replay_answer_state_holders import SakkaraReplayAnswerStateHolders
    from ..models.sakkara_replay_answer_state_pending_type_0 import SakkaraReplayAnswerStatePendingType0
    from ..models.sakkara_replay_answer_state_pyramids import SakkaraReplayAnswerStatePyramids
    from ..models.sakkara_replay_answer_state_workers import SakkaraReplayAnswerStateWorkers


T = TypeVar("T", bound="SakkaraReplayAnswerState")


@_attrs_define
class SakkaraReplayAnswerState:
    """The position the log leaves: after its last action, or, when it is illegal, just before the illegal action.

    Attributes:
        phase (SakkaraReplayAnswerStatePhase):
        turn (int):
        to_move (None | str):
        board (SakkaraReplayAnswerStateBoard): Field -> its stack, bottom to top.
        workers (SakkaraReplayAnswerStateWorkers): Player -> the fields of the player's workers.
        holders (SakkaraReplayAnswerStateHolders): Player -> the tiles in the player's holder, by kind.
        pyramids (SakkaraReplayAnswerStatePyramids): Player -> ship, grains, each tier's tiles, complete tiers.
        pending (None | SakkaraReplayAnswerStatePendingType0): What must happen next: `worker_placement`, the `turn`
            under way, or the `placement` of the stacks formed (the opponent places them). The turn's `walled_in` is true
            once, at a moment of the turn before its step, neither of the mover's workers had a legal step (S6): the turn
            may then go on without a step; `can_step` says whether a step is legal now.
        winner (None | str):
        turns_without_step (list[int]): S6: the turns that went on without a step, as neither of the mover's workers
            could step.
    """

    phase: SakkaraReplayAnswerStatePhase
    turn: int
    to_move: None | str
    board: SakkaraReplayAnswerStateBoard
    workers: SakkaraReplayAnswerStateWorkers
    holders: SakkaraReplayAnswerStateHolders
    pyramids: SakkaraReplayAnswerStatePyramids
    pending: None | SakkaraReplayAnswerStatePendingType0
    winner: None | str
    turns_without_step: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.sakkara_replay_answer_state_pending_type_0 import SakkaraReplayAnswerStatePendingType0  # noqa: PLC0415

        phase = self.phase.value

        turn = self.turn

        to_move: None | str
        to_move = self.to_move

        board = self.board.to_dict()

        workers = self.workers.to_dict()

        holders = self.holders.to_dict()

        pyramids = self.pyramids.to_dict()

        pending: dict[str, Any] | None
        if isinstance(self.pending, SakkaraReplayAnswerStatePendingType0):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        winner: None | str
        winner = self.winner

        turns_without_step = self.turns_without_step

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
                "turn": turn,
                "to_move": to_move,
                "board": board,
                "workers": workers,
                "holders": holders,
                "pyramids": pyramids,
                "pending": pending,
                "winner": winner,
                "turns_without_step": turns_without_step,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sakkara_replay_answer_state_board import SakkaraReplayAnswerStateBoard  # noqa: PLC0415
        from ..models.sakkara_replay_answer_state_holders import SakkaraReplayAnswerStateHolders  # noqa: PLC0415
        from ..models.sakkara_replay_answer_state_pending_type_0 import SakkaraReplayAnswerStatePendingType0  # noqa: PLC0415
        from ..models.sakkara_replay_answer_state_pyramids import SakkaraReplayAnswerStatePyramids  # noqa: PLC0415
        from ..models.sakkara_replay_answer_state_workers import SakkaraReplayAnswerStateWorkers  # noqa: PLC0415

        d = dict(src_dict)
        phase = SakkaraReplayAnswerStatePhase(d.pop("phase"))

        turn = d.pop("turn")

        def _parse_to_move(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_move = _parse_to_move(d.pop("to_move"))

        board = SakkaraReplayAnswerStateBoard.from_dict(d.pop("board"))

        workers = SakkaraReplayAnswerStateWorkers.from_dict(d.pop("workers"))

        holders = SakkaraReplayAnswerStateHolders.from_dict(d.pop("holders"))

        pyramids = SakkaraReplayAnswerStatePyramids.from_dict(d.pop("pyramids"))

        def _parse_pending(data: object) -> None | SakkaraReplayAnswerStatePendingType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = SakkaraReplayAnswerStatePendingType0.from_dict(data)

                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SakkaraReplayAnswerStatePendingType0, data)

        pending = _parse_pending(d.pop("pending"))

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        turns_without_step = cast(list[int], d.pop("turns_without_step"))

        sakkara_replay_answer_state = cls(
            phase=phase,
            turn=turn,
            to_move=to_move,
            board=board,
            workers=workers,
            holders=holders,
            pyramids=pyramids,
            pending=pending,
            winner=winner,
            turns_without_step=turns_without_step,
        )

        sakkara_replay_answer_state.additional_properties = d
        return sakkara_replay_answer_state

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
