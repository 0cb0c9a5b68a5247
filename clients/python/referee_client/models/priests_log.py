from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.priests_log_suns import PriestsLogSuns
    from ..models.priests_move_type_0 import PriestsMoveType0
    from ..models.priests_move_type_1 import PriestsMoveType1
    from ..models.priests_move_type_2 import PriestsMoveType2
    from ..models.priests_move_type_3 import PriestsMoveType3
    from ..models.priests_move_type_4 import PriestsMoveType4
    from ..models.priests_rulings import PriestsRulings


T = TypeVar("T", bound="PriestsLog")


@_attrs_define
class PriestsLog:
    """
    Attributes:
        moves (list[PriestsMoveType0 | PriestsMoveType1 | PriestsMoveType2 | PriestsMoveType3 | PriestsMoveType4]):
            Every move in order, from the first draw; may stop mid-game.
        players (list[str]): In seating order (clockwise). Names unique.
        suns (PriestsLogSuns): The stack dealt to each player; each one of the seed's stacks for the player count, each
            once.
        rulings (PriestsRulings | Unset): The model rulings of RULINGS.md (P3, P4) rest on a guess, because the rulebook
            lost its pictures. A table whose edition differs overrides them here; an absent field keeps the ruling.
    """

    moves: list[PriestsMoveType0 | PriestsMoveType1 | PriestsMoveType2 | PriestsMoveType3 | PriestsMoveType4]
    players: list[str]
    suns: PriestsLogSuns
    rulings: PriestsRulings | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.priests_move_type_0 import PriestsMoveType0  # noqa: PLC0415
        from ..models.priests_move_type_1 import PriestsMoveType1  # noqa: PLC0415
        from ..models.priests_move_type_2 import PriestsMoveType2  # noqa: PLC0415
        from ..models.priests_move_type_3 import PriestsMoveType3  # noqa: PLC0415

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, PriestsMoveType0):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PriestsMoveType1):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PriestsMoveType2):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PriestsMoveType3):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        players = self.players

        suns = self.suns.to_dict()

        rulings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rulings, Unset):
            rulings = self.rulings.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
                "players": players,
                "suns": suns,
            }
        )
        if rulings is not UNSET:
            field_dict["rulings"] = rulings

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.priests_log_suns import PriestsLogSuns  # noqa: PLC0415
        from ..models.priests_move_type_0 import PriestsMoveType0  # noqa: PLC0415
        from ..models.priests_move_type_1 import PriestsMoveType1  # noqa: PLC0415
        from ..models.priests_move_type_2 import PriestsMoveType2  # noqa: PLC0415
        from ..models.priests_move_type_3 import PriestsMoveType3  # noqa: PLC0415
        from ..models.priests_move_type_4 import PriestsMoveType4  # noqa: PLC0415
        from ..models.priests_rulings import PriestsRulings  # noqa: PLC0415

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> PriestsMoveType0 | PriestsMoveType1 | PriestsMoveType2 | PriestsMoveType3 | PriestsMoveType4:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_priests_move_type_0 = PriestsMoveType0.from_dict(data)

                    return componentsschemas_priests_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_priests_move_type_1 = PriestsMoveType1.from_dict(data)

                    return componentsschemas_priests_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_priests_move_type_2 = PriestsMoveType2.from_dict(data)

                    return componentsschemas_priests_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_priests_move_type_3 = PriestsMoveType3.from_dict(data)

                    return componentsschemas_priests_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_priests_move_type_4 = PriestsMoveType4.from_dict(data)

                return componentsschemas_priests_move_type_4

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        players = cast(list[str], d.pop("players"))

        suns = PriestsLogSuns.from_dict(d.pop("suns"))

        _rulings = d.pop("rulings", UNSET)
        rulings: PriestsRulings | Unset
        if isinstance(_rulings, Unset):
            rulings = UNSET
        else:
            rulings = PriestsRulings.from_dict(_rulings)

        priests_log = cls(
            moves=moves,
            players=players,
            suns=suns,
            rulings=rulings,
        )

        return priests_log
