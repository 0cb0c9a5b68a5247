from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.priests_game_player_epoch import PriestsGamePlayerEpoch
    from ..models.priests_rulings import PriestsRulings


T = TypeVar("T", bound="PriestsGame")


@_attrs_define
class PriestsGame:
    """
    Attributes:
        epochs (list[PriestsGamePlayerEpoch]): Every epoch played so far, in order: each one's displays as they were
            scored.
        return_plague (bool | Unset): P5 - a player with 3+ priests returns one plague before plagues are scored.
            Default: True.
        rulings (PriestsRulings | Unset): The model rulings of RULINGS.md (P3, P4) rest on a guess, because the rulebook
            lost its pictures. A table whose edition differs overrides them here; an absent field keeps the ruling.
    """

    epochs: list[PriestsGamePlayerEpoch]
    return_plague: bool | Unset = True
    rulings: PriestsRulings | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        epochs = []
        for epochs_item_data in self.epochs:
            epochs_item = epochs_item_data.to_dict()
            epochs.append(epochs_item)

        return_plague = self.return_plague

        rulings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rulings, Unset):
            rulings = self.rulings.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "epochs": epochs,
            }
        )
        if return_plague is not UNSET:
            field_dict["return_plague"] = return_plague
        if rulings is not UNSET:
            field_dict["rulings"] = rulings

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.priests_game_player_epoch import PriestsGamePlayerEpoch  # noqa: PLC0415
        from ..models.priests_rulings import PriestsRulings  # noqa: PLC0415

        d = dict(src_dict)
        epochs = []
        _epochs = d.pop("epochs")
        for epochs_item_data in _epochs:
            epochs_item = PriestsGamePlayerEpoch.from_dict(epochs_item_data)

            epochs.append(epochs_item)

        return_plague = d.pop("return_plague", UNSET)

        _rulings = d.pop("rulings", UNSET)
        rulings: PriestsRulings | Unset
        if isinstance(_rulings, Unset):
            rulings = UNSET
        else:
            rulings = PriestsRulings.from_dict(_rulings)

        priests_game = cls(
            epochs=epochs,
            return_plague=return_plague,
            rulings=rulings,
        )

        return priests_game
