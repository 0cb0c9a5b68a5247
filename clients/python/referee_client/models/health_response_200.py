from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="HealthResponse200")


@_attrs_define
class HealthResponse200:
    """
    Attributes:
        status (Literal['ok']):
        version (Literal['1.1.0']): The service's version (semantic versioning).
    """

    status: Literal["ok"]
    version: Literal["1.1.0"]

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = cast(Literal["ok"], d.pop("status"))
        if status != "ok":
            raise ValueError(f"status must match const 'ok', got '{status}'")

        version = cast(Literal["1.1.0"], d.pop("version"))
        if version != "1.1.0":
            raise ValueError(f"version must match const '1.1.0', got '{version}'")

        health_response_200 = cls(
            status=status,
            version=version,
        )

        return health_response_200
