from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.osiris_outcome_end import OsirisOutcomeEnd
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.osiris_outcome_followers import OsirisOutcomeFollowers
    from ..models.osiris_outcome_temples_type_0 import OsirisOutcomeTemplesType0
    from ..models.osiris_seat import OsirisSeat


T = TypeVar("T", bound="OsirisOutcome")


@_attrs_define
class OsirisOutcome:
    """
    Attributes:
        players (list[OsirisSeat]): In seating order, clockwise, the beige player first.
        end (OsirisOutcomeEnd): `apex`: a priest reached the apex; `blocked`: the last field next to the apex was
            blocked off.
        ended_by (str): Any script; normalised (NFC, trimmed); no control or invisible characters (zero-width joiners
            only inside a name). Names that differ only in capitals, width or joiners count as the same name.
        god (str): The deciding god: under the priest on the apex, or under the apex when it was blocked off.
        followers (OsirisOutcomeFollowers | Unset): Colour -> followers of that colour in the deciding god's temple
            (absent = 0).
        temples (None | OsirisOutcomeTemplesType0 | Unset): Optional: all 13 temples (god -> colour -> count), checked
            against the limits (3 of a colour per temple, 5 per colour) and against `followers`.
        gods (list[str] | Unset): Optional: the 13 gods' names as the table's edition names them.
    """

    players: list[OsirisSeat]
    end: OsirisOutcomeEnd
    ended_by: str
    god: str
    followers: OsirisOutcomeFollowers | Unset = UNSET
    temples: None | OsirisOutcomeTemplesType0 | Unset = UNSET
    gods: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.osiris_outcome_temples_type_0 import OsirisOutcomeTemplesType0  # noqa: PLC0415

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        end = self.end.value

        ended_by = self.ended_by

        god = self.god

        followers: dict[str, Any] | Unset = UNSET
        if not isinstance(self.followers, Unset):
            followers = self.followers.to_dict()

        temples: dict[str, Any] | None | Unset
        if isinstance(self.temples, Unset):
            temples = UNSET
        elif isinstance(self.temples, OsirisOutcomeTemplesType0):
            temples = self.temples.to_dict()
        else:
            temples = self.temples

        gods: list[str] | Unset = UNSET
        if not isinstance(self.gods, Unset):
            gods = self.gods

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "end": end,
                "ended_by": ended_by,
                "god": god,
            }
        )
        if followers is not UNSET:
            field_dict["followers"] = followers
        if temples is not UNSET:
            field_dict["temples"] = temples
        if gods is not UNSET:
            field_dict["gods"] = gods

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.osiris_outcome_followers import OsirisOutcomeFollowers  # noqa: PLC0415
        from ..models.osiris_outcome_temples_type_0 import OsirisOutcomeTemplesType0  # noqa: PLC0415
        from ..models.osiris_seat import OsirisSeat  # noqa: PLC0415

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = OsirisSeat.from_dict(players_item_data)

            players.append(players_item)

        end = OsirisOutcomeEnd(d.pop("end"))

        ended_by = d.pop("ended_by")

        god = d.pop("god")

        _followers = d.pop("followers", UNSET)
        followers: OsirisOutcomeFollowers | Unset
        if isinstance(_followers, Unset):
            followers = UNSET
        else:
            followers = OsirisOutcomeFollowers.from_dict(_followers)

        def _parse_temples(data: object) -> None | OsirisOutcomeTemplesType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                temples_type_0 = OsirisOutcomeTemplesType0.from_dict(data)

                return temples_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsirisOutcomeTemplesType0 | Unset, data)

        temples = _parse_temples(d.pop("temples", UNSET))

        gods = cast(list[str], d.pop("gods", UNSET))

        osiris_outcome = cls(
            players=players,
            end=end,
            ended_by=ended_by,
            god=god,
            followers=followers,
            temples=temples,
            gods=gods,
        )

        return osiris_outcome
