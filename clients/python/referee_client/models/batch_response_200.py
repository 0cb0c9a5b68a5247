from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_problem_result import BatchProblemResult
    from ..models.osiris_outcome_batch_result import OsirisOutcomeBatchResult
    from ..models.osiris_replay_batch_result import OsirisReplayBatchResult
    from ..models.priests_of_ra_replay_batch_result import PriestsOfRaReplayBatchResult
    from ..models.priests_of_ra_score_batch_result import PriestsOfRaScoreBatchResult
    from ..models.ra_replay_batch_result import RaReplayBatchResult
    from ..models.ra_score_batch_result import RaScoreBatchResult
    from ..models.sakkara_outcome_batch_result import SakkaraOutcomeBatchResult
    from ..models.sakkara_replay_batch_result import SakkaraReplayBatchResult


T = TypeVar("T", bound="BatchResponse200")


@_attrs_define
class BatchResponse200:
    """
    Attributes:
        results (list[BatchProblemResult | OsirisOutcomeBatchResult | OsirisReplayBatchResult |
            PriestsOfRaReplayBatchResult | PriestsOfRaScoreBatchResult | RaReplayBatchResult | RaScoreBatchResult |
            SakkaraOutcomeBatchResult | SakkaraReplayBatchResult]): One per item, in the items' order.
    """

    results: list[
        BatchProblemResult
        | OsirisOutcomeBatchResult
        | OsirisReplayBatchResult
        | PriestsOfRaReplayBatchResult
        | PriestsOfRaScoreBatchResult
        | RaReplayBatchResult
        | RaScoreBatchResult
        | SakkaraOutcomeBatchResult
        | SakkaraReplayBatchResult
    ]

    def to_dict(self) -> dict[str, Any]:
        from ..models.osiris_outcome_batch_result import OsirisOutcomeBatchResult  # noqa: PLC0415
        from ..models.osiris_replay_batch_result import OsirisReplayBatchResult  # noqa: PLC0415
        from ..models.priests_of_ra_replay_batch_result import PriestsOfRaReplayBatchResult  # noqa: PLC0415
        from ..models.priests_of_ra_score_batch_result import PriestsOfRaScoreBatchResult  # noqa: PLC0415
        from ..models.ra_replay_batch_result import RaReplayBatchResult  # noqa: PLC0415
        from ..models.ra_score_batch_result import RaScoreBatchResult  # noqa: PLC0415
        from ..models.sakkara_outcome_batch_result import SakkaraOutcomeBatchResult  # noqa: PLC0415
        from ..models.sakkara_replay_batch_result import SakkaraReplayBatchResult  # noqa: PLC0415

        results = []
        for results_item_data in self.results:
            results_item: dict[str, Any]
            if isinstance(results_item_data, RaScoreBatchResult):
                results_item = results_item_data.to_dict()
            elif isinstance(results_item_data, RaReplayBatchResult):
                results_item = results_item_data.to_dict()
            elif isinstance(results_item_data, PriestsOfRaScoreBatchResult):
                results_item = results_item_data.to_dict()
            elif isinstance(results_item_data, PriestsOfRaReplayBatchResult):
                results_item = results_item_data.to_dict()
            elif isinstance(results_item_data, OsirisOutcomeBatchResult):
                results_item = results_item_data.to_dict()
            elif isinstance(results_item_data, OsirisReplayBatchResult):
                results_item = results_item_data.to_dict()
            elif isinstance(results_item_data, SakkaraOutcomeBatchResult):
                results_item = results_item_data.to_dict()
            elif isinstance(results_item_data, SakkaraReplayBatchResult):
                results_item = results_item_data.to_dict()
            else:
                results_item = results_item_data.to_dict()

            results.append(results_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_problem_result import BatchProblemResult  # noqa: PLC0415
        from ..models.osiris_outcome_batch_result import OsirisOutcomeBatchResult  # noqa: PLC0415
        from ..models.osiris_replay_batch_result import OsirisReplayBatchResult  # noqa: PLC0415
        from ..models.priests_of_ra_replay_batch_result import PriestsOfRaReplayBatchResult  # noqa: PLC0415
        from ..models.priests_of_ra_score_batch_result import PriestsOfRaScoreBatchResult  # noqa: PLC0415
        from ..models.ra_replay_batch_result import RaReplayBatchResult  # noqa: PLC0415
        from ..models.ra_score_batch_result import RaScoreBatchResult  # noqa: PLC0415
        from ..models.sakkara_outcome_batch_result import SakkaraOutcomeBatchResult  # noqa: PLC0415
        from ..models.sakkara_replay_batch_result import SakkaraReplayBatchResult  # noqa: PLC0415

        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:

            def _parse_results_item(
                data: object,
            ) -> (
                BatchProblemResult
                | OsirisOutcomeBatchResult
                | OsirisReplayBatchResult
                | PriestsOfRaReplayBatchResult
                | PriestsOfRaScoreBatchResult
                | RaReplayBatchResult
                | RaScoreBatchResult
                | SakkaraOutcomeBatchResult
                | SakkaraReplayBatchResult
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_batch_result_type_0 = RaScoreBatchResult.from_dict(data)

                    return componentsschemas_batch_result_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_batch_result_type_1 = RaReplayBatchResult.from_dict(data)

                    return componentsschemas_batch_result_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_batch_result_type_2 = PriestsOfRaScoreBatchResult.from_dict(data)

                    return componentsschemas_batch_result_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_batch_result_type_3 = PriestsOfRaReplayBatchResult.from_dict(data)

                    return componentsschemas_batch_result_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_batch_result_type_4 = OsirisOutcomeBatchResult.from_dict(data)

                    return componentsschemas_batch_result_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_batch_result_type_5 = OsirisReplayBatchResult.from_dict(data)

                    return componentsschemas_batch_result_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_batch_result_type_6 = SakkaraOutcomeBatchResult.from_dict(data)

                    return componentsschemas_batch_result_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_batch_result_type_7 = SakkaraReplayBatchResult.from_dict(data)

                    return componentsschemas_batch_result_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_batch_result_type_8 = BatchProblemResult.from_dict(data)

                return componentsschemas_batch_result_type_8

            results_item = _parse_results_item(results_item_data)

            results.append(results_item)

        batch_response_200 = cls(
            results=results,
        )

        return batch_response_200
