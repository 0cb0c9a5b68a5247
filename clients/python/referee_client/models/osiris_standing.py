from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.osiris_standing_decided_by_type_3 import OsirisStandingDecidedByType3

T = TypeVar("T", bound="OsirisStanding")


@_attrs_define
class OsirisStanding:
    """
    Attributes:
        rank (int): Standard competition ranking (1, 1, 3): only a blocked apex with an empty temple shares a rank.
        name (str):
        followers (int):
        decided_by (None | OsirisStandingDecidedByType3 | str): What put the player below the one above: more followers,
            or among equal followers the more recent last turn (O2); `shared` when level; null for the first.
        detail (str):
    """

    rank: int
    name: str
    followers: int
    decided_by: None | OsirisStandingDecidedByType3 | str
    detail: str

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        name = self.name

        followers = self.followers

        decided_by: None | str
        if isinstance(self.decided_by, OsirisStandingDecidedByType3):
            decided_by = self.decided_by.value
        else:
            decided_by = self.decided_by

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rank": rank,
                "name": name,
                "followers": followers,
                "decided_by": decided_by,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        name = d.pop("name")

        followers = d.pop("followers")

        def _parse_decided_by(data: object) -> None | OsirisStandingDecidedByType3 | str:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decided_by_type_3 = OsirisStandingDecidedByType3(data)

                return decided_by_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsirisStandingDecidedByType3 | str, data)

        decided_by = _parse_decided_by(d.pop("decided_by"))

        detail = d.pop("detail")

        osiris_standing = cls(
            rank=rank,
            name=name,
            followers=followers,
            decided_by=decided_by,
            detail=detail,
        )

        return osiris_standing
