from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.batch_result_status import BatchResultStatus

if TYPE_CHECKING:
    from ..models.osiris_outcome_result import OsirisOutcomeResult
    from ..models.osiris_replay_result import OsirisReplayResult
    from ..models.priests_of_ra_replay_result import PriestsOfRaReplayResult
    from ..models.priests_of_ra_score_result import PriestsOfRaScoreResult
    from ..models.problem import Problem
    from ..models.ra_replay_result import RaReplayResult
    from ..models.ra_score_result import RaScoreResult
    from ..models.sakkara_outcome_result import SakkaraOutcomeResult
    from ..models.sakkara_replay_result import SakkaraReplayResult


T = TypeVar("T", bound="BatchResult")


@_attrs_define
class BatchResult:
    """One item's result: `status` and `body` are exactly what its own request would answer (a 422's problem too; a 404 for
    a game or operation the service does not have), or 429 for an item the batch did not run (its budget spent).

        Attributes:
            id (int | str): The item's `id`, as sent.
            status (BatchResultStatus): 200: `body` is the operation's answer; 422: an `InvalidRequest`; 404, 500: a
                `Problem`; 429: a `Problem` of type `urn:referee:problem:batch-budget-spent`, the item not run, whose extension
                member `budget` says what one batch may spend (`units`, `answer_bytes`), so a tracker can size its next batch. A
                batch is bounded by its work and its answer. Each item is charged, before it runs, the units it may cost at
                worst: a display (`score` of one epoch) or an `outcome` 1, a whole game's `score` (`epochs`) 4, a `replay` 1
                plus 1 per started 6 KiB of its body (JSON without spaces), an item no route answers 1. A batch spends at most
                250 units, and its answer holds at most 1,500,000 bytes. Past either, and when the batch's time is up or its
                client has gone, the remaining items are not run: each is still answered, in order, with status 429 and a
                problem of type `urn:referee:problem:batch-budget-spent` ("Not processed: the batch's budget is spent"): send
                those again in another batch.
            body (OsirisOutcomeResult | OsirisReplayResult | PriestsOfRaReplayResult | PriestsOfRaScoreResult | Problem |
                RaReplayResult | RaScoreResult | SakkaraOutcomeResult | SakkaraReplayResult):
    """

    id: int | str
    status: BatchResultStatus
    body: (
        OsirisOutcomeResult
        | OsirisReplayResult
        | PriestsOfRaReplayResult
        | PriestsOfRaScoreResult
        | Problem
        | RaReplayResult
        | RaScoreResult
        | SakkaraOutcomeResult
        | SakkaraReplayResult
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.osiris_outcome_result import OsirisOutcomeResult  # noqa: PLC0415
        from ..models.osiris_replay_result import OsirisReplayResult  # noqa: PLC0415
        from ..models.priests_of_ra_replay_result import PriestsOfRaReplayResult  # noqa: PLC0415
        from ..models.priests_of_ra_score_result import PriestsOfRaScoreResult  # noqa: PLC0415
        from ..models.ra_replay_result import RaReplayResult  # noqa: PLC0415
        from ..models.ra_score_result import RaScoreResult  # noqa: PLC0415
        from ..models.sakkara_outcome_result import SakkaraOutcomeResult  # noqa: PLC0415
        from ..models.sakkara_replay_result import SakkaraReplayResult  # noqa: PLC0415

        id: int | str
        id = self.id

        status = self.status.value

        body: dict[str, Any]
        if isinstance(self.body, RaScoreResult):
            body = self.body.to_dict()
        elif isinstance(self.body, RaReplayResult):
            body = self.body.to_dict()
        elif isinstance(self.body, PriestsOfRaScoreResult):
            body = self.body.to_dict()
        elif isinstance(self.body, PriestsOfRaReplayResult):
            body = self.body.to_dict()
        elif isinstance(self.body, OsirisOutcomeResult):
            body = self.body.to_dict()
        elif isinstance(self.body, OsirisReplayResult):
            body = self.body.to_dict()
        elif isinstance(self.body, SakkaraOutcomeResult):
            body = self.body.to_dict()
        elif isinstance(self.body, SakkaraReplayResult):
            body = self.body.to_dict()
        else:
            body = self.body.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.osiris_outcome_result import OsirisOutcomeResult  # noqa: PLC0415
        from ..models.osiris_replay_result import OsirisReplayResult  # noqa: PLC0415
        from ..models.priests_of_ra_replay_result import PriestsOfRaReplayResult  # noqa: PLC0415
        from ..models.priests_of_ra_score_result import PriestsOfRaScoreResult  # noqa: PLC0415
        from ..models.problem import Problem  # noqa: PLC0415
        from ..models.ra_replay_result import RaReplayResult  # noqa: PLC0415
        from ..models.ra_score_result import RaScoreResult  # noqa: PLC0415
        from ..models.sakkara_outcome_result import SakkaraOutcomeResult  # noqa: PLC0415
        from ..models.sakkara_replay_result import SakkaraReplayResult  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))

        status = BatchResultStatus(d.pop("status"))

        def _parse_body(
            data: object,
        ) -> (
            OsirisOutcomeResult
            | OsirisReplayResult
            | PriestsOfRaReplayResult
            | PriestsOfRaScoreResult
            | Problem
            | RaReplayResult
            | RaScoreResult
            | SakkaraOutcomeResult
            | SakkaraReplayResult
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_0 = RaScoreResult.from_dict(data)

                return body_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_1 = RaReplayResult.from_dict(data)

                return body_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_2 = PriestsOfRaScoreResult.from_dict(data)

                return body_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_3 = PriestsOfRaReplayResult.from_dict(data)

                return body_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_4 = OsirisOutcomeResult.from_dict(data)

                return body_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_5 = OsirisReplayResult.from_dict(data)

                return body_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_6 = SakkaraOutcomeResult.from_dict(data)

                return body_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_7 = SakkaraReplayResult.from_dict(data)

                return body_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            body_type_8 = Problem.from_dict(data)

            return body_type_8

        body = _parse_body(d.pop("body"))

        batch_result = cls(
            id=id,
            status=status,
            body=body,
        )

        return batch_result
