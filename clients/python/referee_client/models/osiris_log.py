from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.osiris_log_board_type_0 import OsirisLogBoardType0
    from ..models.osiris_log_followers import OsirisLogFollowers
    from ..models.osiris_log_gods import OsirisLogGods
    from ..models.osiris_log_moves_item_type_0 import OsirisLogMovesItemType0
    from ..models.osiris_log_moves_item_type_1 import OsirisLogMovesItemType1
    from ..models.osiris_log_moves_item_type_2 import OsirisLogMovesItemType2
    from ..models.osiris_log_moves_item_type_3 import OsirisLogMovesItemType3
    from ..models.osiris_log_moves_item_type_4 import OsirisLogMovesItemType4
    from ..models.osiris_seat import OsirisSeat


T = TypeVar("T", bound="OsirisLog")


@_attrs_define
class OsirisLog:
    """
    Attributes:
        players (list[OsirisSeat]): In seating order, clockwise, the beige player first.
        gods (OsirisLogGods): Which god lies under each priest in play (`beige-1`, ...) and under the `apex`: the 13
            gods, each once (3 players: yellow's three lie face up, unnamed here).
        followers (OsirisLogFollowers): The followers as placed at the start (O6): god -> colour -> count; 5 per colour,
            at most 3 of a colour in a temple.
        moves (list[OsirisLogMovesItemType0 | OsirisLogMovesItemType1 | OsirisLogMovesItemType2 |
            OsirisLogMovesItemType3 | OsirisLogMovesItemType4]): Every choice in order; may stop mid-game.
        rebellion (bool | Unset): O8's optional rebellion rule. Default: False.
        relief (bool | Unset): O8's optional relief rule. Default: False.
        board (None | OsirisLogBoardType0 | Unset): A board (O9): the 12 cities (3 per colour, clockwise from beige,
            segments 1, 2, 3 each once per colour), the pyramid's fields with their level, and the apex. `sideways` joins
            cost 1 stone, `stairs` 2; every join is listed on both ends; the apex must be reachable from every city. `gods`
            optionally names the 13 gods. GET /v1/games/osiris gives the default board in this form.
    """

    players: list[OsirisSeat]
    gods: OsirisLogGods
    followers: OsirisLogFollowers
    moves: list[
        OsirisLogMovesItemType0
        | OsirisLogMovesItemType1
        | OsirisLogMovesItemType2
        | OsirisLogMovesItemType3
        | OsirisLogMovesItemType4
    ]
    rebellion: bool | Unset = False
    relief: bool | Unset = False
    board: None | OsirisLogBoardType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.osiris_log_board_type_0 import OsirisLogBoardType0  # noqa: PLC0415
        from ..models.osiris_log_moves_item_type_0 import OsirisLogMovesItemType0  # noqa: PLC0415
        from ..models.osiris_log_moves_item_type_1 import OsirisLogMovesItemType1  # noqa: PLC0415
        from ..models.osiris_log_moves_item_type_2 import OsirisLogMovesItemType2  # noqa: PLC0415
        from ..models.osiris_log_moves_item_type_3 import OsirisLogMovesItemType3  # noqa: PLC0415

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        gods = self.gods.to_dict()

        followers = self.followers.to_dict()

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, OsirisLogMovesItemType0):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, OsirisLogMovesItemType1):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, OsirisLogMovesItemType2):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, OsirisLogMovesItemType3):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        rebellion = self.rebellion

        relief = self.relief

        board: dict[str, Any] | None | Unset
        if isinstance(self.board, Unset):
            board = UNSET
        elif isinstance(self.board, OsirisLogBoardType0):
            board = self.board.to_dict()
        else:
            board = self.board

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "gods": gods,
                "followers": followers,
                "moves": moves,
            }
        )
        if rebellion is not UNSET:
            field_dict["rebellion"] = rebellion
        if relief is not UNSET:
            field_dict["relief"] = relief
        if board is not UNSET:
            field_dict["board"] = board

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.osiris_log_board_type_0 import OsirisLogBoardType0  # noqa: PLC0415
        from ..models.osiris_log_followers import OsirisLogFollowers  # noqa: PLC0415
        from ..models.osiris_log_gods import OsirisLogGods  # noqa: PLC0415
        from ..models.osiris_log_moves_item_type_0 import OsirisLogMovesItemType0  # noqa: PLC0415
        from ..models.osiris_log_moves_item_type_1 import OsirisLogMovesItemType1  # noqa: PLC0415
        from ..models.osiris_log_moves_item_type_2 import OsirisLogMovesItemType2  # noqa: PLC0415
        from ..models.osiris_log_moves_item_type_3 import OsirisLogMovesItemType3  # noqa: PLC0415
        from ..models.osiris_log_moves_item_type_4 import OsirisLogMovesItemType4  # noqa: PLC0415
        from ..models.osiris_seat import OsirisSeat  # noqa: PLC0415

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = OsirisSeat.from_dict(players_item_data)

            players.append(players_item)

        gods = OsirisLogGods.from_dict(d.pop("gods"))

        followers = OsirisLogFollowers.from_dict(d.pop("followers"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                OsirisLogMovesItemType0
                | OsirisLogMovesItemType1
                | OsirisLogMovesItemType2
                | OsirisLogMovesItemType3
                | OsirisLogMovesItemType4
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_0 = OsirisLogMovesItemType0.from_dict(data)

                    return moves_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_1 = OsirisLogMovesItemType1.from_dict(data)

                    return moves_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_2 = OsirisLogMovesItemType2.from_dict(data)

                    return moves_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_3 = OsirisLogMovesItemType3.from_dict(data)

                    return moves_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                moves_item_type_4 = OsirisLogMovesItemType4.from_dict(data)

                return moves_item_type_4

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        rebellion = d.pop("rebellion", UNSET)

        relief = d.pop("relief", UNSET)

        def _parse_board(data: object) -> None | OsirisLogBoardType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                board_type_0 = OsirisLogBoardType0.from_dict(data)

                return board_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsirisLogBoardType0 | Unset, data)

        board = _parse_board(d.pop("board", UNSET))

        osiris_log = cls(
            players=players,
            gods=gods,
            followers=followers,
            moves=moves,
            rebellion=rebellion,
            relief=relief,
            board=board,
        )

        return osiris_log
