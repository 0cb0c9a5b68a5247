from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.violation_move import ViolationMove


T = TypeVar("T", bound="Violation")


@_attrs_define
class Violation:
    """
    Attributes:
        index (int): 0-based index into `moves`.
        move (ViolationMove): The move as the log wrote it.
        rule (str): The ruling it breaks (RULINGS.md), e.g. R12.
        reason (str): A sentence a player understands, e.g. `Bert bid sun 7, but the highest bid is already 9 (Carl).`
    """

    index: int
    move: ViolationMove
    rule: str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        move = self.move.to_dict()

        rule = self.rule

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "move": move,
                "rule": rule,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.violation_move import ViolationMove  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        move = ViolationMove.from_dict(d.pop("move"))

        rule = d.pop("rule")

        reason = d.pop("reason")

        violation = cls(
            index=index,
            move=move,
            rule=rule,
            reason=reason,
        )

        return violation
