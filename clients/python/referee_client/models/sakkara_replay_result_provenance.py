from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sakkara_replay_result_provenance_overrides_item import SakkaraReplayResultProvenanceOverridesItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sakkara_replay_result_provenance_rulings import SakkaraReplayResultProvenanceRulings


T = TypeVar("T", bound="SakkaraReplayResultProvenance")


@_attrs_define
class SakkaraReplayResultProvenance:
    """
    Attributes:
        game (Literal['sakkara'] | Unset):
        operation (Literal['replay'] | Unset):
        rulings (SakkaraReplayResultProvenanceRulings | Unset):
        overrides (list[SakkaraReplayResultProvenanceOverridesItem] | Unset):
    """

    game: Literal["sakkara"] | Unset = UNSET
    operation: Literal["replay"] | Unset = UNSET
    rulings: SakkaraReplayResultProvenanceRulings | Unset = UNSET
    overrides: list[SakkaraReplayResultProvenanceOverridesItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        operation = self.operation

        rulings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rulings, Unset):
            rulings = self.rulings.to_dict()

        overrides: list[str] | Unset = UNSET
        if not isinstance(self.overrides, Unset):
            overrides = []
            for overrides_item_data in self.overrides:
                overrides_item = overrides_item_data.value
                overrides.append(overrides_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if game is not UNSET:
            field_dict["game"] = game
        if operation is not UNSET:
            field_dict["operation"] = operation
        if rulings is not UNSET:
            field_dict["rulings"] = rulings
        if overrides is not UNSET:
            field_dict["overrides"] = overrides

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sakkara_replay_result_provenance_rulings import SakkaraReplayResultProvenanceRulings  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["sakkara"] | Unset, d.pop("game", UNSET))
        if game != "sakkara" and not isinstance(game, Unset):
            raise ValueError(f"game must match const 'sakkara', got '{game}'")

        operation = cast(Literal["replay"] | Unset, d.pop("operation", UNSET))
        if operation != "replay" and not isinstance(operation, Unset):
            raise ValueError(f"operation must match const 'replay', got '{operation}'")

        _rulings = d.pop("rulings", UNSET)
        rulings: SakkaraReplayResultProvenanceRulings | Unset
        if isinstance(_rulings, Unset):
            rulings = UNSET
        else:
            rulings = SakkaraReplayResultProvenanceRulings.from_dict(_rulings)

        _overrides = d.pop("overrides", UNSET)
        overrides: list[SakkaraReplayResultProvenanceOverridesItem] | Unset = UNSET
        if _overrides is not UNSET:
            overrides = []
            for overrides_item_data in _overrides:
                overrides_item = SakkaraReplayResultProvenanceOverridesItem(overrides_item_data)

                overrides.append(overrides_item)

        sakkara_replay_result_provenance = cls(
            game=game,
            operation=operation,
            rulings=rulings,
            overrides=overrides,
        )

        sakkara_replay_result_provenance.additional_properties = d
        return sakkara_replay_result_provenance

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
