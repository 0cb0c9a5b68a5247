from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ra_game_player_epoch import RaGamePlayerEpoch


T = TypeVar("T", bound="RaGame")


@_attrs_define
class RaGame:
    """
    Attributes:
        epochs (list[RaGamePlayerEpoch]): Every epoch played so far, in order: each one's displays as they were scored.
    """

    epochs: list[RaGamePlayerEpoch]

    def to_dict(self) -> dict[str, Any]:
        epochs = []
        for epochs_item_data in self.epochs:
            epochs_item = epochs_item_data.to_dict()
            epochs.append(epochs_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "epochs": epochs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ra_game_player_epoch import RaGamePlayerEpoch  # noqa: PLC0415

        d = dict(src_dict)
        epochs = []
        _epochs = d.pop("epochs")
        for epochs_item_data in _epochs:
            epochs_item = RaGamePlayerEpoch.from_dict(epochs_item_data)

            epochs.append(epochs_item)

        ra_game = cls(
            epochs=epochs,
        )

        return ra_game
