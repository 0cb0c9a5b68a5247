from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.osiris_violation_move import OsirisViolationMove


T = TypeVar("T", bound="OsirisViolation")


@_attrs_define
class OsirisViolation:
    """
    Attributes:
        index (int): 0-based index into `moves`.
        move (OsirisViolationMove): The move as the log wrote it.
        rule (str): The ruling it breaks (RULINGS.md), e.g. O3.
        reason (str): A sentence a player understands, e.g. `beige-2 has 3 stones in Heliopolis but the path costs 4`.
    """

    index: int
    move: OsirisViolationMove
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
        from ..models.osiris_violation_move import OsirisViolationMove  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        move = OsirisViolationMove.from_dict(d.pop("move"))

        rule = d.pop("rule")

        reason = d.pop("reason")

        osiris_violation = cls(
            index=index,
            move=move,
            rule=rule,
            reason=reason,
        )

        return osiris_violation
