from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors_item import ProblemErrorsItem


T = TypeVar("T", bound="InvalidRequest")


@_attrs_define
class InvalidRequest:
    """A 422 lists every problem of the request, each with a JSON pointer to the field to fix: a Problem whose `type` is
    `urn:referee:problem:invalid-request`, with `errors` (at least one) and `error_count`.

        Attributes:
            type_ (str): `about:blank` for plain HTTP errors, `urn:referee:problem:invalid-request` for 422.
            title (str):
            status (int):
            detail (str):
            errors (list[ProblemErrorsItem]): Every problem, up to the first 100 (`error_count` gives the total).
            error_count (int): 422 only: how many problems the request has (the first 100 are in `errors`).
            instance (str | Unset): The request this problem answers, `urn:referee:request:` and its id (the `X-Request-Id`
                header of the answer). An item of a batch has none.
    """

    type_: str
    title: str
    status: int
    detail: str
    errors: list[ProblemErrorsItem]
    error_count: int
    instance: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        error_count = self.error_count

        instance = self.instance

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
                "errors": errors,
                "error_count": error_count,
            }
        )
        if instance is not UNSET:
            field_dict["instance"] = instance

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors_item import ProblemErrorsItem  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = ProblemErrorsItem.from_dict(errors_item_data)

            errors.append(errors_item)

        error_count = d.pop("error_count")

        instance = d.pop("instance", UNSET)

        invalid_request = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            errors=errors,
            error_count=error_count,
            instance=instance,
        )

        invalid_request.additional_properties = d
        return invalid_request

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
