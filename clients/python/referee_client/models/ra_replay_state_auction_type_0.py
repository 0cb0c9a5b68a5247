from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ra_replay_state_auction_type_0_kind import RaReplayStateAuctionType0Kind

if TYPE_CHECKING:
    from ..models.ra_replay_state_auction_type_0_bids_item import RaReplayStateAuctionType0BidsItem


T = TypeVar("T", bound="RaReplayStateAuctionType0")


@_attrs_define
class RaReplayStateAuctionType0:
    """
    Attributes:
        ra_player (str):
        kind (RaReplayStateAuctionType0Kind):
        bids (list[RaReplayStateAuctionType0BidsItem]):
        passed (list[str]):
    """

    ra_player: str
    kind: RaReplayStateAuctionType0Kind
    bids: list[RaReplayStateAuctionType0BidsItem]
    passed: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ra_player = self.ra_player

        kind = self.kind.value

        bids = []
        for bids_item_data in self.bids:
            bids_item = bids_item_data.to_dict()
            bids.append(bids_item)

        passed = self.passed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ra_player": ra_player,
                "kind": kind,
                "bids": bids,
                "passed": passed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ra_replay_state_auction_type_0_bids_item import RaReplayStateAuctionType0BidsItem  # noqa: PLC0415

        d = dict(src_dict)
        ra_player = d.pop("ra_player")

        kind = RaReplayStateAuctionType0Kind(d.pop("kind"))

        bids = []
        _bids = d.pop("bids")
        for bids_item_data in _bids:
            bids_item = RaReplayStateAuctionType0BidsItem.from_dict(bids_item_data)

            bids.append(bids_item)

        passed = cast(list[str], d.pop("passed"))

        ra_replay_state_auction_type_0 = cls(
            ra_player=ra_player,
            kind=kind,
            bids=bids,
            passed=passed,
        )

        ra_replay_state_auction_type_0.additional_properties = d
        return ra_replay_state_auction_type_0

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
