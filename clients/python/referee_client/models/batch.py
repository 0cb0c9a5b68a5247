from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_item import BatchItem
    from ..models.osiris_outcome_batch_item import OsirisOutcomeBatchItem
    from ..models.osiris_replay_batch_item import OsirisReplayBatchItem
    from ..models.priests_of_ra_replay_batch_item import PriestsOfRaReplayBatchItem
    from ..models.priests_of_ra_score_batch_item import PriestsOfRaScoreBatchItem
    from ..models.ra_replay_batch_item import RaReplayBatchItem
    from ..models.ra_score_batch_item import RaScoreBatchItem
    from ..models.sakkara_outcome_batch_item import SakkaraOutcomeBatchItem
    from ..models.sakkara_replay_batch_item import SakkaraReplayBatchItem


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
            items (list[BatchItem | OsirisOutcomeBatchItem | OsirisReplayBatchItem | PriestsOfRaReplayBatchItem |
                PriestsOfRaScoreBatchItem | RaReplayBatchItem | RaScoreBatchItem | SakkaraOutcomeBatchItem |
                SakkaraReplayBatchItem]): At most 500 items, answered in this order.
    """

    items: list[
        BatchItem
        | OsirisOutcomeBatchItem
        | OsirisReplayBatchItem
        | PriestsOfRaReplayBatchItem
        | PriestsOfRaScoreBatchItem
        | RaReplayBatchItem
        | RaScoreBatchItem
        | SakkaraOutcomeBatchItem
        | SakkaraReplayBatchItem
    ]

    def to_dict(self) -> dict[str, Any]:
        from ..models.osiris_outcome_batch_item import OsirisOutcomeBatchItem  # noqa: PLC0415
        from ..models.osiris_replay_batch_item import OsirisReplayBatchItem  # noqa: PLC0415
        from ..models.priests_of_ra_replay_batch_item import PriestsOfRaReplayBatchItem  # noqa: PLC0415
        from ..models.priests_of_ra_score_batch_item import PriestsOfRaScoreBatchItem  # noqa: PLC0415
        from ..models.ra_replay_batch_item import RaReplayBatchItem  # noqa: PLC0415
        from ..models.ra_score_batch_item import RaScoreBatchItem  # noqa: PLC0415
        from ..models.sakkara_outcome_batch_item import SakkaraOutcomeBatchItem  # noqa: PLC0415
        from ..models.sakkara_replay_batch_item import SakkaraReplayBatchItem  # noqa: PLC0415

        items = []
        for items_item_data in self.items:
            items_item: dict[str, Any]
            if isinstance(items_item_data, RaScoreBatchItem):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, RaReplayBatchItem):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, PriestsOfRaScoreBatchItem):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, PriestsOfRaReplayBatchItem):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, OsirisOutcomeBatchItem):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, OsirisReplayBatchItem):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, SakkaraOutcomeBatchItem):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, SakkaraReplayBatchItem):
                items_item = items_item_data.to_dict()
            else:
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
        from ..models.osiris_outcome_batch_item import OsirisOutcomeBatchItem  # noqa: PLC0415
        from ..models.osiris_replay_batch_item import OsirisReplayBatchItem  # noqa: PLC0415
        from ..models.priests_of_ra_replay_batch_item import PriestsOfRaReplayBatchItem  # noqa: PLC0415
        from ..models.priests_of_ra_score_batch_item import PriestsOfRaScoreBatchItem  # noqa: PLC0415
        from ..models.ra_replay_batch_item import RaReplayBatchItem  # noqa: PLC0415
        from ..models.ra_score_batch_item import RaScoreBatchItem  # noqa: PLC0415
        from ..models.sakkara_outcome_batch_item import SakkaraOutcomeBatchItem  # noqa: PLC0415
        from ..models.sakkara_replay_batch_item import SakkaraReplayBatchItem  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:

            def _parse_items_item(
                data: object,
            ) -> (
                BatchItem
                | OsirisOutcomeBatchItem
                | OsirisReplayBatchItem
                | PriestsOfRaReplayBatchItem
                | PriestsOfRaScoreBatchItem
                | RaReplayBatchItem
                | RaScoreBatchItem
                | SakkaraOutcomeBatchItem
                | SakkaraReplayBatchItem
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_0 = RaScoreBatchItem.from_dict(data)

                    return items_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_1 = RaReplayBatchItem.from_dict(data)

                    return items_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_2 = PriestsOfRaScoreBatchItem.from_dict(data)

                    return items_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_3 = PriestsOfRaReplayBatchItem.from_dict(data)

                    return items_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_4 = OsirisOutcomeBatchItem.from_dict(data)

                    return items_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_5 = OsirisReplayBatchItem.from_dict(data)

                    return items_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_6 = SakkaraOutcomeBatchItem.from_dict(data)

                    return items_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_7 = SakkaraReplayBatchItem.from_dict(data)

                    return items_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                items_item_type_8 = BatchItem.from_dict(data)

                return items_item_type_8

            items_item = _parse_items_item(items_item_data)

            items.append(items_item)

        batch = cls(
            items=items,
        )

        return batch
