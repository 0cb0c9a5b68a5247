from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_item import BatchItem


T = TypeVar("T", bound="Batch")


@_attrs_define
class Batch:
    """A round in one request: each item is one request of a game's operation. The batch is refused whole (422) only when
    it is not a batch: not an object, no `items` list, more than 500 items, or an item that is not an object of `id`,
    `game`, `operation` and `body`. A batch is bounded by its work and its answer. Each item is charged, before it runs,
    the units it may cost at worst: a display (`score` of one epoch) or an `outcome` 1, a whole game's `score`
    (`epochs`) 4, a `replay` 1 plus 1 per started 6 KiB of its body (JSON without spaces), an item no route answers 1. A
    batch spends at most 250 units, and its answer holds at most 1,500,000 bytes. Past either, and when the batch's time
    is up or its client has gone, the remaining items are not run: each is still answered, in order, with status 429 and
    a problem of type `urn:referee:problem:batch-budget-spent` ("Not processed: the batch's budget is spent"): send
    those again in another batch.

        Attributes:
            items (list[BatchItem]): At most 500 items, answered in this order.
    """

    items: list[BatchItem]

    def to_dict(self) -> dict[str, Any]:
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "items": items,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_item import BatchItem  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = BatchItem.from_dict(items_item_data)

            items.append(items_item)

        batch = cls(
            items=items,
        )

        return batch
