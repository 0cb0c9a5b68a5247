from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SunHand")


@_attrs_define
class SunHand:
    """
    Attributes:
        face_up (list[int] | Unset):
        face_down (list[int] | Unset):
    """

    face_up: list[int] | Unset = UNSET
    face_down: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        face_up: list[int] | Unset = UNSET
        if not isinstance(self.face_up, Unset):
            face_up = self.face_up

        face_down: list[int] | Unset = UNSET
        if not isinstance(self.face_down, Unset):
            face_down = self.face_down

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if face_up is not UNSET:
            field_dict["face_up"] = face_up
        if face_down is not UNSET:
            field_dict["face_down"] = face_down

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        face_up = cast(list[int], d.pop("face_up", UNSET))

        face_down = cast(list[int], d.pop("face_down", UNSET))

        sun_hand = cls(
            face_up=face_up,
            face_down=face_down,
        )

        return sun_hand
