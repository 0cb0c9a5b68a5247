from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OsirisReplayAnswerStateMoving")


@_attrs_define
class OsirisReplayAnswerStateMoving:
    """The priest moving this turn. Every stone is in one place: a city, a blockade, `freed` or a relief stone in hand; the
    move's stones stay in its birth city until they are distributed.

        Attributes:
            priest (str):
            stones (int): The stones the move spends (O3: its birth city's, at most the cap of 11, 8 with 3 players, plus a
                relief stone in hand), fixed at its first step.
            spent (int): What its steps cost so far.
            lost_fight (bool): O5: the rest of the move is forfeit.
            freed (int): Stones of blockades this move removed (O4), on their way to its birth city: they arrive when the
                move's stones are distributed, and count from the next turn.
            distributed (int | None): Null while the move may go on; then the stones given out one per city clockwise (O3):
                when its steps spent them all, at its blockade, or when the turn ends.
            blockade (str | Unset): The field of the blockade laid this turn.
    """

    priest: str
    stones: int
    spent: int
    lost_fight: bool
    freed: int
    distributed: int | None
    blockade: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        priest = self.priest

        stones = self.stones

        spent = self.spent

        lost_fight = self.lost_fight

        freed = self.freed

        distributed: int | None
        distributed = self.distributed

        blockade = self.blockade

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "priest": priest,
                "stones": stones,
                "spent": spent,
                "lost_fight": lost_fight,
                "freed": freed,
                "distributed": distributed,
            }
        )
        if blockade is not UNSET:
            field_dict["blockade"] = blockade

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        priest = d.pop("priest")

        stones = d.pop("stones")

        spent = d.pop("spent")

        lost_fight = d.pop("lost_fight")

        freed = d.pop("freed")

        def _parse_distributed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        distributed = _parse_distributed(d.pop("distributed"))

        blockade = d.pop("blockade", UNSET)

        osiris_replay_answer_state_moving = cls(
            priest=priest,
            stones=stones,
            spent=spent,
            lost_fight=lost_fight,
            freed=freed,
            distributed=distributed,
            blockade=blockade,
        )

        osiris_replay_answer_state_moving.additional_properties = d
        return osiris_replay_answer_state_moving

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
