from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ra_replay_state_pending_discard_type_0_disasters import RaReplayStatePendingDiscardType0Disasters


T = TypeVar("T", bound="RaReplayStatePendingDiscardType0")


@_attrs_define
class RaReplayStatePendingDiscardType0:
    """The discard the winner owes after winning disasters (R14), or null.

    Attributes:
        player (str):
        disasters (RaReplayStatePendingDiscardType0Disasters):
    """

    player: str
    disasters: RaReplayStatePendingDiscardType0Disasters
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        disasters = self.disasters.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "disasters": disasters,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ra_replay_state_pending_discard_type_0_disasters import RaReplayStatePendingDiscardType0Disasters  # noqa: PLC0415

        d = dict(src_dict)
        player = d.pop("player")

        disasters = RaReplayStatePendingDiscardType0Disasters.from_dict(d.pop("disasters"))

        ra_replay_state_pending_discard_type_0 = cls(
            player=player,
            disasters=disasters,
        )

        ra_replay_state_pending_discard_type_0.additional_properties = d
        return ra_replay_state_pending_discard_type_0

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
