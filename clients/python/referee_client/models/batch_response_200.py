from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_result import BatchResult


T = TypeVar("T", bound="BatchResponse200")


@_attrs_define
class BatchResponse200:
    """
    Attributes:
        results (list[BatchResult]): One per item, in the items' order.
    """

    results: list[BatchResult]

    def to_dict(self) -> dict[str, Any]:
        results = []
        for results_item_data in self.results:
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
        from ..models.batch_result import BatchResult  # noqa: PLC0415

        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = BatchResult.from_dict(results_item_data)

            results.append(results_item)

        batch_response_200 = cls(
            results=results,
        )

        return batch_response_200
