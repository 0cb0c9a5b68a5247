from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_0 import (
        SakkaraReplayAnswerLegalMovesItemMovesItemType0,
    )
    from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_1 import (
        SakkaraReplayAnswerLegalMovesItemMovesItemType1,
    )
    from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_2 import (
        SakkaraReplayAnswerLegalMovesItemMovesItemType2,
    )
    from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_3 import (
        SakkaraReplayAnswerLegalMovesItemMovesItemType3,
    )
    from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_4 import (
        SakkaraReplayAnswerLegalMovesItemMovesItemType4,
    )
    from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_5 import (
        SakkaraReplayAnswerLegalMovesItemMovesItemType5,
    )
    from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_6 import (
        SakkaraReplayAnswerLegalMovesItemMovesItemType6,
    )
    from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_7 import (
        SakkaraReplayAnswerLegalMovesItemMovesItemType7,
    )
    from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_8 import (
        SakkaraReplayAnswerLegalMovesItemMovesItemType8,
    )
    from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_9 import (
        SakkaraReplayAnswerLegalMovesItemMovesItemType9,
    )


T = TypeVar("T", bound="SakkaraReplayAnswerLegalMovesItem")


@_attrs_define
class SakkaraReplayAnswerLegalMovesItem:
    """
    Attributes:
        player (str): Who would make these moves.
        turn (int | None): The turn these moves are written in (1 is `turns[0]`): the last turn of the log, or one more
            when they begin the next turn. Null for the worker placements.
        moves (list[SakkaraReplayAnswerLegalMovesItemMovesItemType0 | SakkaraReplayAnswerLegalMovesItemMovesItemType1 |
            SakkaraReplayAnswerLegalMovesItemMovesItemType2 | SakkaraReplayAnswerLegalMovesItemMovesItemType3 |
            SakkaraReplayAnswerLegalMovesItemMovesItemType4 | SakkaraReplayAnswerLegalMovesItemMovesItemType5 |
            SakkaraReplayAnswerLegalMovesItemMovesItemType6 | SakkaraReplayAnswerLegalMovesItemMovesItemType7 |
            SakkaraReplayAnswerLegalMovesItemMovesItemType8 | SakkaraReplayAnswerLegalMovesItemMovesItemType9]):
        unlisted (int | Unset): Only when some of the player's legal moves are left out: how many. The answers of one
            choice can run into the thousands (which tiles two earthquakes and two wars take from a rich display, which
            tiles many priests flip); the first 200 are listed in order, and every other answer of the same choice is as
            legal.
    """

    player: str
    turn: int | None
    moves: list[
        SakkaraReplayAnswerLegalMovesItemMovesItemType0
        | SakkaraReplayAnswerLegalMovesItemMovesItemType1
        | SakkaraReplayAnswerLegalMovesItemMovesItemType2
        | SakkaraReplayAnswerLegalMovesItemMovesItemType3
        | SakkaraReplayAnswerLegalMovesItemMovesItemType4
        | SakkaraReplayAnswerLegalMovesItemMovesItemType5
        | SakkaraReplayAnswerLegalMovesItemMovesItemType6
        | SakkaraReplayAnswerLegalMovesItemMovesItemType7
        | SakkaraReplayAnswerLegalMovesItemMovesItemType8
        | SakkaraReplayAnswerLegalMovesItemMovesItemType9
    ]
    unlisted: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_0 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType0,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_1 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType1,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_2 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType2,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_3 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType3,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_4 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType4,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_5 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType5,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_6 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType6,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_7 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType7,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_8 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType8,  # noqa: PLC0415
        )

        player = self.player

        turn: int | None
        turn = self.turn

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, SakkaraReplayAnswerLegalMovesItemMovesItemType0):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SakkaraReplayAnswerLegalMovesItemMovesItemType1):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SakkaraReplayAnswerLegalMovesItemMovesItemType2):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SakkaraReplayAnswerLegalMovesItemMovesItemType3):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SakkaraReplayAnswerLegalMovesItemMovesItemType4):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SakkaraReplayAnswerLegalMovesItemMovesItemType5):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SakkaraReplayAnswerLegalMovesItemMovesItemType6):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SakkaraReplayAnswerLegalMovesItemMovesItemType7):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SakkaraReplayAnswerLegalMovesItemMovesItemType8):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        unlisted = self.unlisted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "turn": turn,
                "moves": moves,
            }
        )
        if unlisted is not UNSET:
            field_dict["unlisted"] = unlisted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_0 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType0,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_1 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType1,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_2 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType2,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_3 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType3,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_4 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType4,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_5 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType5,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_6 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType6,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_7 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType7,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_8 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType8,  # noqa: PLC0415
        )
        from ..models.sakkara_replay_answer_legal_moves_item_moves_item_type_9 import (
            SakkaraReplayAnswerLegalMovesItemMovesItemType9,  # noqa: PLC0415
        )

        d = dict(src_dict)
        player = d.pop("player")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                SakkaraReplayAnswerLegalMovesItemMovesItemType0
                | SakkaraReplayAnswerLegalMovesItemMovesItemType1
                | SakkaraReplayAnswerLegalMovesItemMovesItemType2
                | SakkaraReplayAnswerLegalMovesItemMovesItemType3
                | SakkaraReplayAnswerLegalMovesItemMovesItemType4
                | SakkaraReplayAnswerLegalMovesItemMovesItemType5
                | SakkaraReplayAnswerLegalMovesItemMovesItemType6
                | SakkaraReplayAnswerLegalMovesItemMovesItemType7
                | SakkaraReplayAnswerLegalMovesItemMovesItemType8
                | SakkaraReplayAnswerLegalMovesItemMovesItemType9
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_0 = SakkaraReplayAnswerLegalMovesItemMovesItemType0.from_dict(data)

                    return moves_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_1 = SakkaraReplayAnswerLegalMovesItemMovesItemType1.from_dict(data)

                    return moves_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_2 = SakkaraReplayAnswerLegalMovesItemMovesItemType2.from_dict(data)

                    return moves_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_3 = SakkaraReplayAnswerLegalMovesItemMovesItemType3.from_dict(data)

                    return moves_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_4 = SakkaraReplayAnswerLegalMovesItemMovesItemType4.from_dict(data)

                    return moves_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_5 = SakkaraReplayAnswerLegalMovesItemMovesItemType5.from_dict(data)

                    return moves_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_6 = SakkaraReplayAnswerLegalMovesItemMovesItemType6.from_dict(data)

                    return moves_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_7 = SakkaraReplayAnswerLegalMovesItemMovesItemType7.from_dict(data)

                    return moves_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_8 = SakkaraReplayAnswerLegalMovesItemMovesItemType8.from_dict(data)

                    return moves_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                moves_item_type_9 = SakkaraReplayAnswerLegalMovesItemMovesItemType9.from_dict(data)

                return moves_item_type_9

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        unlisted = d.pop("unlisted", UNSET)

        sakkara_replay_answer_legal_moves_item = cls(
            player=player,
            turn=turn,
            moves=moves,
            unlisted=unlisted,
        )

        sakkara_replay_answer_legal_moves_item.additional_properties = d
        return sakkara_replay_answer_legal_moves_item

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
