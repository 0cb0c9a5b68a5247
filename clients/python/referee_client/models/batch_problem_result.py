from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.batch_problem_result_status import BatchProblemResultStatus

if TYPE_CHECKING:
    from ..models.problem import Problem


T = TypeVar("T", bound="BatchProblemResult")


@_attrs_define
class BatchProblemResult:
    """The result of an item not answered 200: its problem, exactly what its own request would answer (a 422, a 404 for a
    game or operation the service does not have, a 500), or 429 for an item the batch did not run (its budget spent).

        Attributes:
            id (int | str): The item's `id`, as sent.
            game (str): The item's `game`, as sent.
            operation (str): The item's `operation`, as sent.
            status (BatchProblemResultStatus): 422: `body` is an `InvalidRequest`; 404, 500: a `Problem`; 429: a `Problem`
                of type `urn:referee:problem:batch-budget-spent`, the item not run, whose extension member `budget` says what
                one batch may spend (`units`, `answer_bytes`), so a tracker can size its next batch. A batch is bounded by its
                work and its answer. Each item is charged, before it runs, the units it may cost at worst: a display (`score` of
                one epoch) or an `outcome` 1, a whole game's `score` (`epochs`) 4, a `replay` 1 plus 1 per started 6 KiB of its
                body (JSON without spaces), an item no route answers 1. A batch spends at most 250 units, and its answer holds
                at most 1,500,000 bytes. Past either, and when the batch's time is up or its client has gone, the remaining
                items are not run: each is still answered, in order, with status 429 and a problem of type
                `urn:referee:problem:batch-budget-spent` ("Not processed: the batch's budget is spent"): send those again in
                another batch.
            body (Problem): RFC 9457 problem details. Open to extension members, as RFC 9457 allows (a client ignores the
                ones it does not know).
    """

    id: int | str
    game: str
    operation: str
    status: BatchProblemResultStatus
    body: Problem

    def to_dict(self) -> dict[str, Any]:
        id: int | str
        id = self.id

        game = self.game

        operation = self.operation

        status = self.status.value

        body = self.body.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "game": game,
                "operation": operation,
                "status": status,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem import Problem  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))

        game = d.pop("game")

        operation = d.pop("operation")

        status = BatchProblemResultStatus(d.pop("status"))

        body = Problem.from_dict(d.pop("body"))

        batch_problem_result = cls(
            id=id,
            game=game,
            operation=operation,
            status=status,
            body=body,
        )

        return batch_problem_result
