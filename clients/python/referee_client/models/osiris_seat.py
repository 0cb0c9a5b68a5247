from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.osiris_seat_colours_item import OsirisSeatColoursItem

T = TypeVar("T", bound="OsirisSeat")


@_attrs_define
class OsirisSeat:
    """
    Attributes:
        name (str): Any script; normalised (NFC, trimmed); no control or invisible characters (zero-width joiners only
            inside a name). Names that differ only in capitals, width or joiners count as the same name.
        colours (list[OsirisSeatColoursItem]): One colour; two with 2 players (O1: beige and yellow, red-brown and
            brown).
    """

    name: str
    colours: list[OsirisSeatColoursItem]

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "colours": colours,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        colours = []
        _colours = d.pop("colours")
        for colours_item_data in _colours:
            colours_item = OsirisSeatColoursItem(colours_item_data)

            colours.append(colours_item)

        osiris_seat = cls(
            name=name,
            colours=colours,
        )

        return osiris_seat
