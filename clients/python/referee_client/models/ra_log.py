from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ra_log_suns import RaLogSuns
    from ..models.ra_move_type_0 import RaMoveType0
    from ..models.ra_move_type_1 import RaMoveType1
    from ..models.ra_move_type_2 import RaMoveType2
    from ..models.ra_move_type_3 import RaMoveType3
    from ..models.ra_move_type_4 import RaMoveType4
    from ..models.ra_move_type_5 import RaMoveType5


T = TypeVar("T", bound="RaLog")


@_attrs_define
class RaLog:
    """
    Attributes:
        moves (list[RaMoveType0 | RaMoveType1 | RaMoveType2 | RaMoveType3 | RaMoveType4 | RaMoveType5]): Every move in
            order, from the first draw; may stop mid-game.
        players (list[str]): In seating order (clockwise). Names unique.
        suns (RaLogSuns): The stack dealt to each player; each one of the seed's stacks for the player count, each once.
    """

    moves: list[RaMoveType0 | RaMoveType1 | RaMoveType2 | RaMoveType3 | RaMoveType4 | RaMoveType5]
    players: list[str]
    suns: RaLogSuns

    def to_dict(self) -> dict[str, Any]:
        from ..models.ra_move_type_0 import RaMoveType0  # noqa: PLC0415
        from ..models.ra_move_type_1 import RaMoveType1  # noqa: PLC0415
        from ..models.ra_move_type_2 import RaMoveType2  # noqa: PLC0415
        from ..models.ra_move_type_3 import RaMoveType3  # noqa: PLC0415
        from ..models.ra_move_type_4 import RaMoveType4  # noqa: PLC0415

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, RaMoveType0):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RaMoveType1):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RaMoveType2):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RaMoveType3):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RaMoveType4):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        players = self.players

        suns = self.suns.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
                "players": players,
                "suns": suns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ra_log_suns import RaLogSuns  # noqa: PLC0415
        from ..models.ra_move_type_0 import RaMoveType0  # noqa: PLC0415
        from ..models.ra_move_type_1 import RaMoveType1  # noqa: PLC0415
        from ..models.ra_move_type_2 import RaMoveType2  # noqa: PLC0415
        from ..models.ra_move_type_3 import RaMoveType3  # noqa: PLC0415
        from ..models.ra_move_type_4 import RaMoveType4  # noqa: PLC0415
        from ..models.ra_move_type_5 import RaMoveType5  # noqa: PLC0415

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> RaMoveType0 | RaMoveType1 | RaMoveType2 | RaMoveType3 | RaMoveType4 | RaMoveType5:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ra_move_type_0 = RaMoveType0.from_dict(data)

                    return componentsschemas_ra_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ra_move_type_1 = RaMoveType1.from_dict(data)

                    return componentsschemas_ra_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ra_move_type_2 = RaMoveType2.from_dict(data)

                    return componentsschemas_ra_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ra_move_type_3 = RaMoveType3.from_dict(data)

                    return componentsschemas_ra_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ra_move_type_4 = RaMoveType4.from_dict(data)

                    return componentsschemas_ra_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ra_move_type_5 = RaMoveType5.from_dict(data)

                return componentsschemas_ra_move_type_5

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        players = cast(list[str], d.pop("players"))

        suns = RaLogSuns.from_dict(d.pop("suns"))

        ra_log = cls(
            moves=moves,
            players=players,
            suns=suns,
        )

        return ra_log
