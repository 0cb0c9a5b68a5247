from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ra_replay_result_provenance_rulings import RaReplayResultProvenanceRulings


T = TypeVar("T", bound="RaReplayResultProvenance")


@_attrs_define
class RaReplayResultProvenance:
    """
    Attributes:
        game (Literal['ra'] | Unset):
        operation (Literal['replay'] | Unset):
        rulings (RaReplayResultProvenanceRulings | Unset):
        overrides (list[str] | Unset):
    """

    game: Literal["ra"] | Unset = UNSET
    operation: Literal["replay"] | Unset = UNSET
    rulings: RaReplayResultProvenanceRulings | Unset = UNSET
    overrides: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        operation = self.operation

        rulings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rulings, Unset):
            rulings = self.rulings.to_dict()

        overrides: list[str] | Unset = UNSET
        if not isinstance(self.overrides, Unset):
            overrides = self.overrides

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
        from ..models.ra_replay_result_provenance_rulings import RaReplayResultProvenanceRulings  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["ra"] | Unset, d.pop("game", UNSET))
        if game != "ra" and not isinstance(game, Unset):
            raise ValueError(f"game must match const 'ra', got '{game}'")

        operation = cast(Literal["replay"] | Unset, d.pop("operation", UNSET))
        if operation != "replay" and not isinstance(operation, Unset):
            raise ValueError(f"operation must match const 'replay', got '{operation}'")

        _rulings = d.pop("rulings", UNSET)
        rulings: RaReplayResultProvenanceRulings | Unset
        if isinstance(_rulings, Unset):
            rulings = UNSET
        else:
            rulings = RaReplayResultProvenanceRulings.from_dict(_rulings)

        overrides = cast(list[str], d.pop("overrides", UNSET))

        ra_replay_result_provenance = cls(
            game=game,
            operation=operation,
            rulings=rulings,
            overrides=overrides,
        )

        ra_replay_result_provenance.additional_properties = d
        return ra_replay_result_provenance

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
