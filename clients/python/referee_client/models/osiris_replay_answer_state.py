from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiris_replay_answer_state_end import OsirisReplayAnswerStateEnd
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.osiris_replay_answer_state_followers import OsirisReplayAnswerStateFollowers
    from ..models.osiris_replay_answer_state_moving import OsirisReplayAnswerStateMoving
    from ..models.osiris_replay_answer_state_priests import OsirisReplayAnswerStatePriests
    from ..models.osiris_replay_answer_state_relief import OsirisReplayAnswerStateRelief
    from ..models.osiris_replay_answer_state_step_costs import OsirisReplayAnswerStateStepCosts
    from ..models.osiris_replay_answer_state_stones import OsirisReplayAnswerStateStones


T = TypeVar("T", bound="OsirisReplayAnswerState")


@_attrs_define
class OsirisReplayAnswerState:
    """The position the log leaves: after its last move, or, when it is illegal, just before the illegal move.

    Attributes:
        turn (str): Whose turn it is.
        turn_number (int): Turns begun, this one included.
        priests (OsirisReplayAnswerStatePriests): Each priest in play: where it stands and the god under it.
        apex_god (str):
        stones (OsirisReplayAnswerStateStones): Power stones per city.
        blockades (list[str]): Fields with a blockade.
        followers (OsirisReplayAnswerStateFollowers): Followers per temple (god -> colour -> count); empty temples are
            left out.
        step_costs (OsirisReplayAnswerStateStepCosts): Each priest that may step now -> each field a legal step of it
            reaches -> what the step costs (O3: sideways 1, a stair 2) and the stones the move has left after it (O3: its
            birth city's, at most the cap, plus a relief stone in hand, O8). A step onto another player's priest starts a
            fight (O5): `winner` is the priest who wins it (a tie is lost by the priest not moving). Read-only, not part of
            any move; empty when no step is legal.
        stalled (bool): O10: at the start of a turn no priest of any player can move and (with `relief`) no player may
            relieve. It lasts: the game cannot end, stays unfinished (`finished` false, no outcome), and the log may go on
            with `end` and follower moves up to the bound on moves; `note` says so.
        face_up_gods (list[str] | Unset): 3 players: the gods lying face up on their temples (O1).
        moving (OsirisReplayAnswerStateMoving | Unset): The priest moving this turn. Every stone is in one place: a
            city, a blockade, `freed` or a relief stone in hand; the move's stones stay in its birth city until they are
            distributed.
        relief (OsirisReplayAnswerStateRelief | Unset): O8 relief this turn.
        end (OsirisReplayAnswerStateEnd | Unset):
    """

    turn: str
    turn_number: int
    priests: OsirisReplayAnswerStatePriests
    apex_god: str
    stones: OsirisReplayAnswerStateStones
    blockades: list[str]
    followers: OsirisReplayAnswerStateFollowers
    step_costs: OsirisReplayAnswerStateStepCosts
    stalled: bool
    face_up_gods: list[str] | Unset = UNSET
    moving: OsirisReplayAnswerStateMoving | Unset = UNSET
    relief: OsirisReplayAnswerStateRelief | Unset = UNSET
    end: OsirisReplayAnswerStateEnd | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        turn = self.turn

        turn_number = self.turn_number

        priests = self.priests.to_dict()

        apex_god = self.apex_god

        stones = self.stones.to_dict()

        blockades = self.blockades

        followers = self.followers.to_dict()

        step_costs = self.step_costs.to_dict()

        stalled = self.stalled

        face_up_gods: list[str] | Unset = UNSET
        if not isinstance(self.face_up_gods, Unset):
            face_up_gods = self.face_up_gods

        moving: dict[str, Any] | Unset = UNSET
        if not isinstance(self.moving, Unset):
            moving = self.moving.to_dict()

        relief: dict[str, Any] | Unset = UNSET
        if not isinstance(self.relief, Unset):
            relief = self.relief.to_dict()

        end: str | Unset = UNSET
        if not isinstance(self.end, Unset):
            end = self.end.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "turn": turn,
                "turn_number": turn_number,
                "priests": priests,
                "apex_god": apex_god,
                "stones": stones,
                "blockades": blockades,
                "followers": followers,
                "step_costs": step_costs,
                "stalled": stalled,
            }
        )
        if face_up_gods is not UNSET:
            field_dict["face_up_gods"] = face_up_gods
        if moving is not UNSET:
            field_dict["moving"] = moving
        if relief is not UNSET:
            field_dict["relief"] = relief
        if end is not UNSET:
            field_dict["end"] = end

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.osiris_replay_answer_state_followers import OsirisReplayAnswerStateFollowers  # noqa: PLC0415
        from ..models.osiris_replay_answer_state_moving import OsirisReplayAnswerStateMoving  # noqa: PLC0415
        from ..models.osiris_replay_answer_state_priests import OsirisReplayAnswerStatePriests  # noqa: PLC0415
        from ..models.osiris_replay_answer_state_relief import OsirisReplayAnswerStateRelief  # noqa: PLC0415
        from ..models.osiris_replay_answer_state_step_costs import OsirisReplayAnswerStateStepCosts  # noqa: PLC0415
        from ..models.osiris_replay_answer_state_stones import OsirisReplayAnswerStateStones  # noqa: PLC0415

        d = dict(src_dict)
        turn = d.pop("turn")

        turn_number = d.pop("turn_number")

        priests = OsirisReplayAnswerStatePriests.from_dict(d.pop("priests"))

        apex_god = d.pop("apex_god")

        stones = OsirisReplayAnswerStateStones.from_dict(d.pop("stones"))

        blockades = cast(list[str], d.pop("blockades"))

        followers = OsirisReplayAnswerStateFollowers.from_dict(d.pop("followers"))

        step_costs = OsirisReplayAnswerStateStepCosts.from_dict(d.pop("step_costs"))

        stalled = d.pop("stalled")

        face_up_gods = cast(list[str], d.pop("face_up_gods", UNSET))

        _moving = d.pop("moving", UNSET)
        moving: OsirisReplayAnswerStateMoving | Unset
        if isinstance(_moving, Unset):
            moving = UNSET
        else:
            moving = OsirisReplayAnswerStateMoving.from_dict(_moving)

        _relief = d.pop("relief", UNSET)
        relief: OsirisReplayAnswerStateRelief | Unset
        if isinstance(_relief, Unset):
            relief = UNSET
        else:
            relief = OsirisReplayAnswerStateRelief.from_dict(_relief)

        _end = d.pop("end", UNSET)
        end: OsirisReplayAnswerStateEnd | Unset
        if isinstance(_end, Unset):
            end = UNSET
        else:
            end = OsirisReplayAnswerStateEnd(_end)

        osiris_replay_answer_state = cls(
            turn=turn,
            turn_number=turn_number,
            priests=priests,
            apex_god=apex_god,
            stones=stones,
            blockades=blockades,
            followers=followers,
            step_costs=step_costs,
            stalled=stalled,
            face_up_gods=face_up_gods,
            moving=moving,
            relief=relief,
            end=end,
        )

        osiris_replay_answer_state.additional_properties = d
        return osiris_replay_answer_state

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
