from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.osiris_player_colours_item import OsirisPlayerColoursItem

if TYPE_CHECKING:
    from ..models.osiris_player_by_colour import OsirisPlayerByColour


T = TypeVar("T", bound="OsirisPlayer")


@_attrs_define
class OsirisPlayer:
    """
    Attributes:
        name (str):
        colours (list[OsirisPlayerColoursItem]):
        followers (int): The player's followers in the deciding temple, every colour of the player's counted together.
        by_colour (OsirisPlayerByColour): The same, per colour.
        detail (str): A sentence, e.g. `Anne has 2 followers in the temple of Horus (beige 2).`
    """

    name: str
    colours: list[OsirisPlayerColoursItem]
    followers: int
    by_colour: OsirisPlayerByColour
    detail: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)

        followers = self.followers

        by_colour = self.by_colour.to_dict()

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "colours": colours,
                "followers": followers,
                "by_colour": by_colour,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.osiris_player_by_colour import OsirisPlayerByColour  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        colours = []
        _colours = d.pop("colours")
        for colours_item_data in _colours:
            colours_item = OsirisPlayerColoursItem(colours_item_data)

            colours.append(colours_item)

        followers = d.pop("followers")

        by_colour = OsirisPlayerByColour.from_dict(d.pop("by_colour"))

        detail = d.pop("detail")

        osiris_player = cls(
            name=name,
            colours=colours,
            followers=followers,
            by_colour=by_colour,
            detail=detail,
        )

        return osiris_player
