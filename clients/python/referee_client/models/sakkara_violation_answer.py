from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sakkara_violation_answer_move import SakkaraViolationAnswerMove


T = TypeVar("T", bound="SakkaraViolationAnswer")


@_attrs_define
class SakkaraViolationAnswer:
    """
    Attributes:
        index (int): 0-based index among the written moves: the four worker placements, then every turn's actions in
            order.
        path (list[int | str]): Where it is in the log: `["turns", t, a]`, `["workers", i]`, or `["turns", t]` for a
            turn whose list ends without what it needs (its step, its discards, its placements).
        move (SakkaraViolationAnswerMove): The move as the log wrote it (`{"action": "end"}` for the implied end of a
            turn's actions or of its list).
        rule (str): The ruling it breaks (RULINGS.md), e.g. S2.
        reason (str): A sentence a player understands, e.g. `the stack at c4 is 3 tiles higher than b4 and no stair was
            played`.
    """

    index: int
    path: list[int | str]
    move: SakkaraViolationAnswerMove
    rule: str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        path = []
        for path_item_data in self.path:
            path_item: int | str
            path_item = path_item_data
            path.append(path_item)

        move = self.move.to_dict()

        rule = self.rule

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "path": path,
                "move": move,
                "rule": rule,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sakkara_violation_answer_move import SakkaraViolationAnswerMove  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        path = []
        _path = d.pop("path")
        for path_item_data in _path:

            def _parse_path_item(data: object) -> int | str:
                return cast(int | str, data)

            path_item = _parse_path_item(path_item_data)

            path.append(path_item)

        move = SakkaraViolationAnswerMove.from_dict(d.pop("move"))

        rule = d.pop("rule")

        reason = d.pop("reason")

        sakkara_violation_answer = cls(
            index=index,
            path=path,
            move=move,
            rule=rule,
            reason=reason,
        )

        return sakkara_violation_answer
