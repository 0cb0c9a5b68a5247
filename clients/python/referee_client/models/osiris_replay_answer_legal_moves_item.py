from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_0 import (
        OsirisReplayAnswerLegalMovesItemMovesItemType0,
    )
    from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_1 import (
        OsirisReplayAnswerLegalMovesItemMovesItemType1,
    )
    from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_2 import (
        OsirisReplayAnswerLegalMovesItemMovesItemType2,
    )
    from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_3 import (
        OsirisReplayAnswerLegalMovesItemMovesItemType3,
    )
    from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_4 import (
        OsirisReplayAnswerLegalMovesItemMovesItemType4,
    )


T = TypeVar("T", bound="OsirisReplayAnswerLegalMovesItem")


@_attrs_define
class OsirisReplayAnswerLegalMovesItem:
    """
    Attributes:
        player (str): Who would make these moves.
        moves (list[OsirisReplayAnswerLegalMovesItemMovesItemType0 | OsirisReplayAnswerLegalMovesItemMovesItemType1 |
            OsirisReplayAnswerLegalMovesItemMovesItemType2 | OsirisReplayAnswerLegalMovesItemMovesItemType3 |
            OsirisReplayAnswerLegalMovesItemMovesItemType4]):
        unlisted (int | Unset): Only when some of the player's legal moves are left out: how many. The answers of one
            choice can run into the thousands (which tiles two earthquakes and two wars take from a rich display, which
            tiles many priests flip); the first 200 are listed in order, and every other answer of the same choice is as
            legal.
    """

    player: str
    moves: list[
        OsirisReplayAnswerLegalMovesItemMovesItemType0
        | OsirisReplayAnswerLegalMovesItemMovesItemType1
        | OsirisReplayAnswerLegalMovesItemMovesItemType2
        | OsirisReplayAnswerLegalMovesItemMovesItemType3
        | OsirisReplayAnswerLegalMovesItemMovesItemType4
    ]
    unlisted: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_0 import (
            OsirisReplayAnswerLegalMovesItemMovesItemType0,  # noqa: PLC0415
        )
        from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_1 import (
            OsirisReplayAnswerLegalMovesItemMovesItemType1,  # noqa: PLC0415
        )
        from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_2 import (
            OsirisReplayAnswerLegalMovesItemMovesItemType2,  # noqa: PLC0415
        )
        from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_3 import (
            OsirisReplayAnswerLegalMovesItemMovesItemType3,  # noqa: PLC0415
        )

        player = self.player

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, OsirisReplayAnswerLegalMovesItemMovesItemType0):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, OsirisReplayAnswerLegalMovesItemMovesItemType1):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, OsirisReplayAnswerLegalMovesItemMovesItemType2):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, OsirisReplayAnswerLegalMovesItemMovesItemType3):
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
                "moves": moves,
            }
        )
        if unlisted is not UNSET:
            field_dict["unlisted"] = unlisted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_0 import (
            OsirisReplayAnswerLegalMovesItemMovesItemType0,  # noqa: PLC0415
        )
        from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_1 import (
            OsirisReplayAnswerLegalMovesItemMovesItemType1,  # noqa: PLC0415
        )
        from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_2 import (
            OsirisReplayAnswerLegalMovesItemMovesItemType2,  # noqa: PLC0415
        )
        from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_3 import (
            OsirisReplayAnswerLegalMovesItemMovesItemType3,  # noqa: PLC0415
        )
        from ..models.osiris_replay_answer_legal_moves_item_moves_item_type_4 import (
            OsirisReplayAnswerLegalMovesItemMovesItemType4,  # noqa: PLC0415
        )

        d = dict(src_dict)
        player = d.pop("player")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                OsirisReplayAnswerLegalMovesItemMovesItemType0
                | OsirisReplayAnswerLegalMovesItemMovesItemType1
                | OsirisReplayAnswerLegalMovesItemMovesItemType2
                | OsirisReplayAnswerLegalMovesItemMovesItemType3
                | OsirisReplayAnswerLegalMovesItemMovesItemType4
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_0 = OsirisReplayAnswerLegalMovesItemMovesItemType0.from_dict(data)

                    return moves_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_1 = OsirisReplayAnswerLegalMovesItemMovesItemType1.from_dict(data)

                    return moves_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_2 = OsirisReplayAnswerLegalMovesItemMovesItemType2.from_dict(data)

                    return moves_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_3 = OsirisReplayAnswerLegalMovesItemMovesItemType3.from_dict(data)

                    return moves_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                moves_item_type_4 = OsirisReplayAnswerLegalMovesItemMovesItemType4.from_dict(data)

                return moves_item_type_4

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        unlisted = d.pop("unlisted", UNSET)

        osiris_replay_answer_legal_moves_item = cls(
            player=player,
            moves=moves,
            unlisted=unlisted,
        )

        osiris_replay_answer_legal_moves_item.additional_properties = d
        return osiris_replay_answer_legal_moves_item

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
