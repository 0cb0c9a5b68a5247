from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tile_names_additional_property import TileNamesAdditionalProperty


T = TypeVar("T", bound="TileNames")


@_attrs_define
class TileNames:
    """By language (`en`, `nl`): the name a player reads for every display tile and for each group of
    `tile_paths` (Ra's `civilization`, `monument`). Names only; the keys never change. Today `en` and `nl`;
    a client reads the languages it finds (one added later is one more key).

    """

    additional_properties: dict[str, TileNamesAdditionalProperty] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tile_names_additional_property import TileNamesAdditionalProperty  # noqa: PLC0415

        d = dict(src_dict)
        tile_names = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = TileNamesAdditionalProperty.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        tile_names.additional_properties = additional_properties
        return tile_names

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> TileNamesAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: TileNamesAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
