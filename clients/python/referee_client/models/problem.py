from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors_item import ProblemErrorsItem


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """RFC 9457 problem details. Open to extension members, as RFC 9457 allows (a client ignores the ones it does not
    know).

        Attributes:
            type_ (str): `about:blank` for plain HTTP errors, `urn:referee:problem:invalid-request` for 422.
            title (str):
            status (int):
            detail (str):
            errors (list[ProblemErrorsItem] | Unset): Every problem, up to the first 100 (`error_count` gives the total).
            error_count (int | Unset): 422 only: how many problems the request has (the first 100 are in `errors`).
            instance (str | Unset): The request this problem answers, `urn:referee:request:` and its id (the `X-Request-Id`
                header of the answer). An item of a batch has none.
    """

    type_: str
    title: str
    status: int
    detail: str
    errors: list[ProblemErrorsItem] | Unset = UNSET
    error_count: int | Unset = UNSET
    instance: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
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
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors
        if error_count is not UNSET:
            field_dict["error_count"] = error_count
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

        _errors = d.pop("errors", UNSET)
        errors: list[ProblemErrorsItem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = ProblemErrorsItem.from_dict(errors_item_data)

                errors.append(errors_item)

        error_count = d.pop("error_count", UNSET)

        instance = d.pop("instance", UNSET)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            errors=errors,
            error_count=error_count,
            instance=instance,
        )

        problem.additional_properties = d
        return problem

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
