from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tournament_table import TournamentTable


T = TypeVar("T", bound="TournamentRound")


@_attrs_define
class TournamentRound:
    """
    Attributes:
        tables (list[TournamentTable]): Every table of the round; `table` in the answer counts them from 1.
    """

    tables: list[TournamentTable]

    def to_dict(self) -> dict[str, Any]:
        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tables": tables,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_table import TournamentTable  # noqa: PLC0415

        d = dict(src_dict)
        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = TournamentTable.from_dict(tables_item_data)

            tables.append(tables_item)

        tournament_round = cls(
            tables=tables,
        )

        return tournament_round
