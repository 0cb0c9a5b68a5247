"""A schema's load and dump as plans built once from its fields: marshmallow's work without its
per-call machinery, on the hot path of every request.

marshmallow's `Schema.load` spends more time orchestrating than validating: for each nested schema
(a score request has one per player) it builds an error store, looks its hooks up by name, wraps
each field in a closure and its validators in a new `And`. A plan calls the same fields, validators
and hooks of the same schema in the same order, with none of that. It only serves what loads
cleanly: at the first problem (a `ValidationError`, an unknown key, anything a plan does not
handle) the request is loaded again by `schema.load` itself, so every problem and every answer to
a wrong request are marshmallow's, and marshmallow stays the validator of record. A schema a plan
cannot follow (a pre_load hook, `many`, `partial`, a field validator hook, ...) has no plan and
always loads through marshmallow.

A dump plan writes what `Schema.dump` writes (the same keys in the same order, the same values):
the score answers (`PlainDump`) are ~40 to ~100 lines a request, and dumping them field by field
through marshmallow cost more than scoring them.

tests/service/test_plans.py holds the plans to marshmallow's own results on many generated requests.
"""

from __future__ import annotations

from typing import Any, Callable

from marshmallow import RAISE, Schema, ValidationError, fields, missing
from marshmallow.decorators import POST_DUMP, POST_LOAD, PRE_DUMP, PRE_LOAD, VALIDATES, VALIDATES_SCHEMA
from marshmallow.utils import get_value

from .common import BoundedList
from .explain import explained

Plan = Callable[[Any], Any]
_Step = Callable[[Any, str, Any], Any]  # (raw value or missing, its key, the raw object) -> loaded value


_LISTS = (fields.List, BoundedList)  # list fields whose items a plan loads itself (BoundedList: refuse_long first)


class _Declined(Exception):
    """A plan leaves this request to marshmallow (which words whatever is wrong with it)."""


def load(schema: Schema, data: Any) -> Any:
    """`schema.load(data)`: by the schema's load plan when it has one and the data loads cleanly,
    else by marshmallow (every problem is marshmallow's, its missing and unknown fields said by `explained`)."""
    plan = load_plan(schema)
    if plan is not None:
        try:
            return plan(data)
        except (ValidationError, _Declined):
            pass
    try:
        return schema.load(data)
    except ValidationError as exc:
        raise explained(schema, exc) from None


def load_plan(schema: Schema) -> Plan | None:
    return _cached(schema, "_load_plan", _compile_load)


def dump_plan(schema: Schema) -> Plan | None:
    return _cached(schema, "_dump_plan", _compile_dump)


def _cached(schema: Schema, name: str, compile_: Callable[[Schema], Plan | None]) -> Plan | None:
    # Kept on the schema itself (it lives as long as the schema); the id guards against a copy of a
    # schema (marshmallow copies a Nested field's schema instance) using the original's plan.
    cached = schema.__dict__.get(name)
    if cached is None or cached[0] != id(schema):
        cached = (id(schema), compile_(schema))
        setattr(schema, name, cached)
    return cached[1]


def _hooks(schema: Schema, tag: str) -> list[tuple[Callable[..., Any], bool]]:
    """A schema's hooks of one kind, bound, with whether each takes the original data."""
    return [(getattr(schema, attr), bool(kwargs.get("pass_original"))) for attr, _, kwargs in schema._hooks[tag]]


# --- load -----------------------------------------------------------------------------------


def _compile_load(schema: Schema) -> Plan | None:
    hooks = schema._hooks
    if (
        schema.many
        or schema.partial
        or schema.unknown != RAISE
        or hooks[PRE_LOAD]
        or hooks[VALIDATES]
        or any(many for tag in (VALIDATES_SCHEMA, POST_LOAD) for _, many, _ in hooks[tag])
    ):
        return None
    steps: list[tuple[str, str, _Step]] = []
    for name, field in schema.load_fields.items():
        if field.attribute is not None and "." in field.attribute:
            return None
        key = field.data_key if field.data_key is not None else name
        steps.append((key, field.attribute or name, _load_step(field)))
    known = frozenset(key for key, _, _ in steps)
    validators, processors = _hooks(schema, VALIDATES_SCHEMA), _hooks(schema, POST_LOAD)
    options = {"partial": schema.partial, "unknown": schema.unknown}

    def plan(data: Any) -> Any:
        if type(data) is not dict or not known.issuperset(data):  # an unknown key: marshmallow's problem
            raise _Declined
        out: dict[str, Any] = {}
        for key, attr, step in steps:
            value = step(data.get(key, missing), key, data)
            if value is not missing:
                out[attr] = value
        for validator, pass_original in validators:
            if pass_original:
                validator(out, data, many=False, **options)
            else:
                validator(out, many=False, **options)
        result: Any = out
        for processor, pass_original in processors:
            if pass_original:
                result = processor(result, data, many=False, **options)
            else:
                result = processor(result, many=False, **options)
        return result

    return plan


def _load_step(field: fields.Field) -> _Step:
    """How a plan loads one field: `Field.deserialize` without the per-call `And` of its validators,
    and a nested schema (or a list of them) by that schema's own plan."""
    if field.pre_load or field.post_load:
        return field.deserialize
    validators = tuple(field.validators)

    def checked(value: Any) -> Any:
        for validator in validators:
            if validator(value) is False:  # marshmallow's "validator failed": its own words, by load()
                raise _Declined
        return value

    nested = _nested_load(field)
    if nested is not None:

        def load_nested(value: Any, key: str, data: Any) -> Any:
            if value is missing or value is None:  # required, null, load_default: as the field says
                return field.deserialize(value, key, data)
            return checked(nested(value))

        return load_nested

    inner = _nested_load(field.inner) if type(field) in _LISTS else None  # type: ignore[attr-defined]
    if inner is not None:
        refuse_long = getattr(field, "refuse_long", None)  # BoundedList: the whole list first

        def load_list(value: Any, key: str, data: Any) -> Any:
            if value is missing or value is None:
                return field.deserialize(value, key, data)
            if type(value) is not list:
                raise _Declined
            if refuse_long is not None:
                refuse_long(value)
            return checked([inner(item) for item in value])

        return load_list

    deserialize = field._deserialize

    def load_value(value: Any, key: str, data: Any) -> Any:
        if value is missing or value is None:
            return field.deserialize(value, key, data)
        return checked(deserialize(value, key, data))

    return load_value


def _nested_load(field: fields.Field) -> Plan | None:
    """The plan of a field that is exactly one nested schema (not many, no only/exclude, no hooks of its own)."""
    if (
        type(field) is not fields.Nested
        or field.many
        or field.only is not None
        or field.exclude
        or field.unknown is not None
        or field.validators
        or field.pre_load
        or field.post_load
    ):
        return None
    return load_plan(field.schema)


# --- dump -----------------------------------------------------------------------------------


class PlainDump(Schema):
    """An answer schema dumped by its plan (the same dict as `Schema.dump`, in a fraction of the time).
    Its fields stay the description of the answer (openapi.yaml) and the reference the plan is tested
    against (`Schema.dump(schema, obj)`)."""

    def dump(self, obj: Any, *, many: bool | None = None) -> Any:
        if not (self.many if many is None else many):
            plan = dump_plan(self)
            if plan is not None:
                return plan(obj)
        return super().dump(obj, many=many)


def _compile_dump(schema: Schema) -> Plan | None:
    hooks = schema._hooks
    if schema.many or hooks[PRE_DUMP] or hooks[POST_DUMP] or type(schema).get_attribute is not Schema.get_attribute:
        return None
    steps = [
        (field.data_key if field.data_key is not None else name, _dump_step(name, field, schema))
        for name, field in schema.dump_fields.items()
    ]

    def plan(obj: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, step in steps:
            value = step(obj)
            if value is not missing:
                out[key] = value
        return out

    return plan


def _dump_step(name: str, field: fields.Field, schema: Schema) -> Plan:
    if type(field) is fields.Function and field.serialize_func is not None:
        return field.serialize_func  # type: ignore[no-any-return]
    attr = field.attribute or name
    if "." in attr:
        return lambda obj: field.serialize(name, obj, accessor=schema.get_attribute)
    default = field.dump_default

    def value_of(obj: Any) -> Any:
        # marshmallow's get_value: a key of what has items, else an attribute. The engine's answers are
        # NamedTuples, whose items are numbered: get_value tries obj[attr], is refused, and takes the attribute
        value = getattr(obj, attr, missing) if isinstance(obj, tuple) else get_value(obj, attr, missing)
        if value is missing:
            value = default() if callable(default) else default
        return value

    if type(field) is fields.Raw:
        return value_of
    nested = _nested_dump(field)
    if nested is not None:
        return lambda obj: value if (value := value_of(obj)) is missing or value is None else nested(value)
    inner = _nested_dump(field.inner) if type(field) is fields.List else None  # type: ignore[attr-defined]
    if inner is not None:

        def dump_list(obj: Any) -> Any:
            value = value_of(obj)
            if value is missing or value is None:
                return value
            return [None if item is None else inner(item) for item in value]

        return dump_list
    return lambda obj: field.serialize(name, obj, accessor=schema.get_attribute)


def _nested_dump(field: fields.Field) -> Plan | None:
    if type(field) is not fields.Nested or field.many or field.only is not None or field.exclude:
        return None
    schema = field.schema
    return None if schema.many else dump_plan(schema)
