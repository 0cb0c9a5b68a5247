from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ProblemErrorsItem")


@_attrs_define
class ProblemErrorsItem:
    """
    Attributes:
        pointer (str): RFC 6901 JSON pointer into the request body (a text body: into the log it stands for).
        detail (str):
        line (int | Unset): A text body (the paper notation): the line the problem is on.
        column (int | Unset): A text body: the column (in characters) where it starts.
    """

    pointer: str
    detail: str
    line: int | Unset = UNSET
    column: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        pointer = self.pointer

        detail = self.detail

        line = self.line

        column = self.column

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pointer": pointer,
                "detail": detail,
            }
        )
        if line is not UNSET:
            field_dict["line"] = line
        if column is not UNSET:
            field_dict["column"] = column

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pointer = d.pop("pointer")

        detail = d.pop("detail")

        line = d.pop("line", UNSET)

        column = d.pop("column", UNSET)

        problem_errors_item = cls(
            pointer=pointer,
            detail=detail,
            line=line,
            column=column,
        )

        return problem_errors_item
