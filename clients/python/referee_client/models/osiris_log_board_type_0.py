from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.osiris_log_board_type_0_cities_item import OsirisLogBoardType0CitiesItem
    from ..models.osiris_log_board_type_0_fields_item import OsirisLogBoardType0FieldsItem


T = TypeVar("T", bound="OsirisLogBoardType0")


@_attrs_define
class OsirisLogBoardType0:
    """
    Attributes:
        cities (list[OsirisLogBoardType0CitiesItem]):
        fields (list[OsirisLogBoardType0FieldsItem]):
        apex (str):
        gods (list[str] | Unset):
    """

    cities: list[OsirisLogBoardType0CitiesItem]
    fields: list[OsirisLogBoardType0FieldsItem]
    apex: str
    gods: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cities = []
        for cities_item_data in self.cities:
            cities_item = cities_item_data.to_dict()
            cities.append(cities_item)

        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)

        apex = self.apex

        gods: list[str] | Unset = UNSET
        if not isinstance(self.gods, Unset):
            gods = self.gods

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cities": cities,
                "fields": fields,
                "apex": apex,
            }
        )
        if gods is not UNSET:
            field_dict["gods"] = gods

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.osiris_log_board_type_0_cities_item import OsirisLogBoardType0CitiesItem  # noqa: PLC0415
        from ..models.osiris_log_board_type_0_fields_item import OsirisLogBoardType0FieldsItem  # noqa: PLC0415

        d = dict(src_dict)
        cities = []
        _cities = d.pop("cities")
        for cities_item_data in _cities:
            cities_item = OsirisLogBoardType0CitiesItem.from_dict(cities_item_data)

            cities.append(cities_item)

        fields = []
        _fields = d.pop("fields")
        for fields_item_data in _fields:
            fields_item = OsirisLogBoardType0FieldsItem.from_dict(fields_item_data)

            fields.append(fields_item)

        apex = d.pop("apex")

        gods = cast(list[str], d.pop("gods", UNSET))

        osiris_log_board_type_0 = cls(
            cities=cities,
            fields=fields,
            apex=apex,
            gods=gods,
        )

        return osiris_log_board_type_0
