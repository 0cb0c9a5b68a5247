from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sakkara_replay_board import SakkaraReplayBoard
    from ..models.sakkara_replay_catalogue_type_0 import SakkaraReplayCatalogueType0
    from ..models.sakkara_replay_turns_item_item_type_0 import SakkaraReplayTurnsItemItemType0
    from ..models.sakkara_replay_turns_item_item_type_1 import SakkaraReplayTurnsItemItemType1
    from ..models.sakkara_replay_turns_item_item_type_2 import SakkaraReplayTurnsItemItemType2
    from ..models.sakkara_replay_turns_item_item_type_3 import SakkaraReplayTurnsItemItemType3
    from ..models.sakkara_replay_turns_item_item_type_4 import SakkaraReplayTurnsItemItemType4
    from ..models.sakkara_replay_turns_item_item_type_5 import SakkaraReplayTurnsItemItemType5
    from ..models.sakkara_replay_turns_item_item_type_6 import SakkaraReplayTurnsItemItemType6
    from ..models.sakkara_replay_turns_item_item_type_7 import SakkaraReplayTurnsItemItemType7
    from ..models.sakkara_replay_turns_item_item_type_8 import SakkaraReplayTurnsItemItemType8


T = TypeVar("T", bound="SakkaraReplay")


@_attrs_define
class SakkaraReplay:
    """
    Attributes:
        players (list[str]): The first starts and sits at the rank 1 side; the second at rank 7.
        board (SakkaraReplayBoard): The 49 fields' stacks at the start, bottom to top (S5: at most 2 high, 2 ships
            visible).
        workers (list[str]): The four worker placements in order: first, second, first, second player (S2).
        turns (list[list[SakkaraReplayTurnsItemItemType0 | SakkaraReplayTurnsItemItemType1 |
            SakkaraReplayTurnsItemItemType2 | SakkaraReplayTurnsItemItemType3 | SakkaraReplayTurnsItemItemType4 |
            SakkaraReplayTurnsItemItemType5 | SakkaraReplayTurnsItemItemType6 | SakkaraReplayTurnsItemItemType7 |
            SakkaraReplayTurnsItemItemType8]] | Unset): Every turn, one list: the mover's actions in order (exactly one
            step, or none when neither worker can step: S6), then the opponent's placements, and nothing after them. The
            last list may stop mid-turn.
        catalogue (None | SakkaraReplayCatalogueType0 | Unset): The tile catalogue (S5, a model): `tiles` (kind ->
            count, 75 in all), `tiers` (the 9 kinds of tier1, the 4 of tier2, the 1 of the apex, a kind repeated as often as
            the tier needs it) and `spells` (each spell's three tiles). Checked against every number the rulebook gives. GET
            /v1/games/sakkara has the default.
    """

    players: list[str]
    board: SakkaraReplayBoard
    workers: list[str]
    turns: (
        list[
            list[
                SakkaraReplayTurnsItemItemType0
                | SakkaraReplayTurnsItemItemType1
                | SakkaraReplayTurnsItemItemType2
                | SakkaraReplayTurnsItemItemType3
                | SakkaraReplayTurnsItemItemType4
                | SakkaraReplayTurnsItemItemType5
                | SakkaraReplayTurnsItemItemType6
                | SakkaraReplayTurnsItemItemType7
                | SakkaraReplayTurnsItemItemType8
            ]
        ]
        | Unset
    ) = UNSET
    catalogue: None | SakkaraReplayCatalogueType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.sakkara_replay_catalogue_type_0 import SakkaraReplayCatalogueType0  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_0 import SakkaraReplayTurnsItemItemType0  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_1 import SakkaraReplayTurnsItemItemType1  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_2 import SakkaraReplayTurnsItemItemType2  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_3 import SakkaraReplayTurnsItemItemType3  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_4 import SakkaraReplayTurnsItemItemType4  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_5 import SakkaraReplayTurnsItemItemType5  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_6 import SakkaraReplayTurnsItemItemType6  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_7 import SakkaraReplayTurnsItemItemType7  # noqa: PLC0415

        players = self.players

        board = self.board.to_dict()

        workers = self.workers

        turns: list[list[dict[str, Any]]] | Unset = UNSET
        if not isinstance(self.turns, Unset):
            turns = []
            for turns_item_data in self.turns:
                turns_item = []
                for turns_item_item_data in turns_item_data:
                    turns_item_item: dict[str, Any]
                    if isinstance(turns_item_item_data, SakkaraReplayTurnsItemItemType0):
                        turns_item_item = turns_item_item_data.to_dict()
                    elif isinstance(turns_item_item_data, SakkaraReplayTurnsItemItemType1):
                        turns_item_item = turns_item_item_data.to_dict()
                    elif isinstance(turns_item_item_data, SakkaraReplayTurnsItemItemType2):
                        turns_item_item = turns_item_item_data.to_dict()
                    elif isinstance(turns_item_item_data, SakkaraReplayTurnsItemItemType3):
                        turns_item_item = turns_item_item_data.to_dict()
                    elif isinstance(turns_item_item_data, SakkaraReplayTurnsItemItemType4):
                        turns_item_item = turns_item_item_data.to_dict()
                    elif isinstance(turns_item_item_data, SakkaraReplayTurnsItemItemType5):
                        turns_item_item = turns_item_item_data.to_dict()
                    elif isinstance(turns_item_item_data, SakkaraReplayTurnsItemItemType6):
                        turns_item_item = turns_item_item_data.to_dict()
                    elif isinstance(turns_item_item_data, SakkaraReplayTurnsItemItemType7):
                        turns_item_item = turns_item_item_data.to_dict()
                    else:
                        turns_item_item = turns_item_item_data.to_dict()

                    turns_item.append(turns_item_item)

                turns.append(turns_item)

        catalogue: dict[str, Any] | None | Unset
        if isinstance(self.catalogue, Unset):
            catalogue = UNSET
        elif isinstance(self.catalogue, SakkaraReplayCatalogueType0):
            catalogue = self.catalogue.to_dict()
        else:
            catalogue = self.catalogue

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "board": board,
                "workers": workers,
            }
        )
        if turns is not UNSET:
            field_dict["turns"] = turns
        if catalogue is not UNSET:
            field_dict["catalogue"] = catalogue

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sakkara_replay_board import SakkaraReplayBoard  # noqa: PLC0415
        from ..models.sakkara_replay_catalogue_type_0 import SakkaraReplayCatalogueType0  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_0 import SakkaraReplayTurnsItemItemType0  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_1 import SakkaraReplayTurnsItemItemType1  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_2 import SakkaraReplayTurnsItemItemType2  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_3 import SakkaraReplayTurnsItemItemType3  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_4 import SakkaraReplayTurnsItemItemType4  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_5 import SakkaraReplayTurnsItemItemType5  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_6 import SakkaraReplayTurnsItemItemType6  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_7 import SakkaraReplayTurnsItemItemType7  # noqa: PLC0415
        from ..models.sakkara_replay_turns_item_item_type_8 import SakkaraReplayTurnsItemItemType8  # noqa: PLC0415

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        board = SakkaraReplayBoard.from_dict(d.pop("board"))

        workers = cast(list[str], d.pop("workers"))

        _turns = d.pop("turns", UNSET)
        turns: (
            list[
                list[
                    SakkaraReplayTurnsItemItemType0
                    | SakkaraReplayTurnsItemItemType1
                    | SakkaraReplayTurnsItemItemType2
                    | SakkaraReplayTurnsItemItemType3
                    | SakkaraReplayTurnsItemItemType4
                    | SakkaraReplayTurnsItemItemType5
                    | SakkaraReplayTurnsItemItemType6
                    | SakkaraReplayTurnsItemItemType7
                    | SakkaraReplayTurnsItemItemType8
                ]
            ]
            | Unset
        ) = UNSET
        if _turns is not UNSET:
            turns = []
            for turns_item_data in _turns:
                turns_item = []
                _turns_item = turns_item_data
                for turns_item_item_data in _turns_item:

                    def _parse_turns_item_item(
                        data: object,
                    ) -> (
                        SakkaraReplayTurnsItemItemType0
                        | SakkaraReplayTurnsItemItemType1
                        | SakkaraReplayTurnsItemItemType2
                        | SakkaraReplayTurnsItemItemType3
                        | SakkaraReplayTurnsItemItemType4
                        | SakkaraReplayTurnsItemItemType5
                        | SakkaraReplayTurnsItemItemType6
                        | SakkaraReplayTurnsItemItemType7
                        | SakkaraReplayTurnsItemItemType8
                    ):
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            turns_item_item_type_0 = SakkaraReplayTurnsItemItemType0.from_dict(data)

                            return turns_item_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            turns_item_item_type_1 = SakkaraReplayTurnsItemItemType1.from_dict(data)

                            return turns_item_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            turns_item_item_type_2 = SakkaraReplayTurnsItemItemType2.from_dict(data)

                            return turns_item_item_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            turns_item_item_type_3 = SakkaraReplayTurnsItemItemType3.from_dict(data)

                            return turns_item_item_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            turns_item_item_type_4 = SakkaraReplayTurnsItemItemType4.from_dict(data)

                            return turns_item_item_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            turns_item_item_type_5 = SakkaraReplayTurnsItemItemType5.from_dict(data)

                            return turns_item_item_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            turns_item_item_type_6 = SakkaraReplayTurnsItemItemType6.from_dict(data)

                            return turns_item_item_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            turns_item_item_type_7 = SakkaraReplayTurnsItemItemType7.from_dict(data)

                            return turns_item_item_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        turns_item_item_type_8 = SakkaraReplayTurnsItemItemType8.from_dict(data)

                        return turns_item_item_type_8

                    turns_item_item = _parse_turns_item_item(turns_item_item_data)

                    turns_item.append(turns_item_item)

                turns.append(turns_item)

        def _parse_catalogue(data: object) -> None | SakkaraReplayCatalogueType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                catalogue_type_0 = SakkaraReplayCatalogueType0.from_dict(data)

                return catalogue_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SakkaraReplayCatalogueType0 | Unset, data)

        catalogue = _parse_catalogue(d.pop("catalogue", UNSET))

        sakkara_replay = cls(
            players=players,
            board=board,
            workers=workers,
            turns=turns,
            catalogue=catalogue,
        )

        return sakkara_replay
