from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.osiris_rules_response_200_board_cities_item import OsirisRulesResponse200BoardCitiesItem
    from ..models.osiris_rules_response_200_board_fields_item import OsirisRulesResponse200BoardFieldsItem


T = TypeVar("T", bound="OsirisRulesResponse200Board")


@_attrs_define
class OsirisRulesResponse200Board:
    """A board (O9): the 12 cities (3 per colour, clockwise from beige, segments 1, 2, 3 each once per colour), the
    pyramid's fields with their level, and the apex. `sideways` joins cost 1 stone, `stairs` 2; every join is listed on
    both ends; the apex must be reachable from every city. `gods` optionally names the 13 gods. GET /v1/games/osiris
    gives the default board in this form.

        Attributes:
            cities (list[OsirisRulesResponse200BoardCitiesItem]):
            fields (list[OsirisRulesResponse200BoardFieldsItem]):
            apex (str):
            gods (list[str] | Unset):
    """

    cities: list[OsirisRulesResponse200BoardCitiesItem]
    fields: list[OsirisRulesResponse200BoardFieldsItem]
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
        from ..models.osiris_rules_response_200_board_cities_item import OsirisRulesResponse200BoardCitiesItem  # noqa: PLC0415
        from ..models.osiris_rules_response_200_board_fields_item import OsirisRulesResponse200BoardFieldsItem  # noqa: PLC0415

        d = dict(src_dict)
        cities = []
        _cities = d.pop("cities")
        for cities_item_data in _cities:
            cities_item = OsirisRulesResponse200BoardCitiesItem.from_dict(cities_item_data)

            cities.append(cities_item)

        fields = []
        _fields = d.pop("fields")
        for fields_item_data in _fields:
            fields_item = OsirisRulesResponse200BoardFieldsItem.from_dict(fields_item_data)

            fields.append(fields_item)

        apex = d.pop("apex")

        gods = cast(list[str], d.pop("gods", UNSET))

        osiris_rules_response_200_board = cls(
            cities=cities,
            fields=fields,
            apex=apex,
            gods=gods,
        )

        return osiris_rules_response_200_board
