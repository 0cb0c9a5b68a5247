from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.counted_tile_names_additional_property import CountedTileNamesAdditionalProperty


T = TypeVar("T", bound="CountedTileNames")


@_attrs_define
class CountedTileNames:
    """By language, the same names as they go with a count, by plural category (`one`, `other`, as
    Intl.PluralRules names them): `{"en": {"civilization": {"one": "civilization", "other": "civilizations"}}}`;
    a name that is no count noun reads "... tile(s)". The languages are those of `TileNames`.

    """

    additional_properties: dict[str, CountedTileNamesAdditionalProperty] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.counted_tile_names_additional_property import CountedTileNamesAdditionalProperty  # noqa: PLC0415

        d = dict(src_dict)
        counted_tile_names = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = CountedTileNamesAdditionalProperty.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        counted_tile_names.additional_properties = additional_properties
        return counted_tile_names

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> CountedTileNamesAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: CountedTileNamesAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
