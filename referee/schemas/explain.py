"""marshmallow's two problems that name no next step, said in the project's words: a missing field says what it
holds (the field's own `description`, the one openapi.yaml shows; in Dutch the `nl` beside it in the field's
metadata), an unknown field names the fields that exist where it was sent. The schema that loaded the request is walked beside its problems, so each sentence is about
the object the problem points into."""

from __future__ import annotations

from typing import Any, Mapping

from marshmallow import Schema, ValidationError, fields

from ..core.text import Text
from .common import Forbidden

MISSING = "Missing data for required field."
UNKNOWN = "Unknown field."
MAX_LISTED = 12  # field names an unknown field's sentence lists; the rest are counted


def top_level_fields(schema: Schema) -> frozenset[str]:
    """The fields a body of `schema` may have at its top (a field that is known only to be refused is not one)."""
    return frozenset(_fields(schema))


def _fields(schema: Schema) -> dict[str, fields.Field]:
    return {
        field.data_key or name: field for name, field in schema.load_fields.items() if not isinstance(field, Forbidden)
    }


def explained(schema: Schema, exc: ValidationError) -> ValidationError:
    """`exc` (raised by `schema.load`) with its missing and unknown fields said as `explained_messages` says."""
    return ValidationError(explained_messages(schema, exc.messages), valid_data=exc.valid_data)


def explained_messages(schema: Schema | None, messages: Any) -> Any:
    """marshmallow's nested messages of `schema`, each missing or unknown field's message a `Text` that says
    what to send instead; every other message as it was."""
    if not isinstance(messages, dict) or schema is None:
        return messages
    by_key = _fields(schema)
    out: dict[Any, Any] = {}
    for key, value in messages.items():
        field = by_key.get(key) if isinstance(key, str) else None
        if isinstance(value, list) and key != "_schema":
            value = [_said(message, key, field, by_key) for message in value]
        elif isinstance(value, dict) and field is not None:
            value = _nested(field, value)
        out[key] = value
    return out


def _nested(field: fields.Field, messages: dict[Any, Any]) -> Any:
    """The messages inside one field: a nested object's, or each item's of a list of them."""
    if isinstance(field, fields.Nested):
        if field.many:
            return {index: explained_messages(field.schema, item) for index, item in messages.items()}
        return explained_messages(field.schema, messages)
    inner = getattr(field, "inner", None)
    if isinstance(field, fields.List) and isinstance(inner, fields.Nested):
        return {index: explained_messages(inner.schema, item) for index, item in messages.items()}
    return messages


def _said(message: Any, key: str, field: fields.Field | None, by_key: Mapping[str, fields.Field]) -> Any:
    if message == MISSING and field is not None:
        description = field.metadata.get("description")
        if isinstance(description, str) and description:
            holds = Text(
                "schema.field_holds", {"en": _plain(description), "nl": _plain(field.metadata.get("nl", description))}
            )
            return Text("schema.required.described", {"field": key, "description": holds})
        return Text("schema.required.named", {"field": key})
    if message == UNKNOWN:
        names = list(by_key)
        if not names:
            return message
        listed = ", ".join(names[:MAX_LISTED])
        if len(names) > MAX_LISTED:
            return Text("schema.unknown_field.capped", {"fields": listed, "more": len(names) - MAX_LISTED})
        return Text("schema.unknown_field.named", {"fields": listed})
    return message


def _plain(description: str) -> str:
    """A field's description as a problem's plain text: the spec's `code` marks read as quotes."""
    return description.replace("`", '"')
