"""POST /v1/batch: several requests of the games' operations in one body (a tournament's round)."""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields

from ..core.seating import name_problem, normalize_name
from ..core.text import Text
from .common import BoundedList

MAX_ITEMS = 500   # a round of a big event is a few dozen tables; 500 Ra displays are well under 1 MiB
MAX_ID = 100      # characters of a text id
ID_LIMIT = 2 ** 53 - 1  # a numeric id a browser's JavaScript keeps exactly (Number.MAX_SAFE_INTEGER)
JSON_TYPES = ["object", "array", "string", "number", "integer", "boolean"]  # and null (allow_none)


class ItemId(fields.Field):
    """The caller's name for an item, echoed in its result: text (a name, `name_problem`) or a whole number."""

    default_error_messages: dict[str, Any] = {"invalid": Text("batch.id", {"max": MAX_ID, "limit": ID_LIMIT})}

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is str and 1 <= len(value) <= MAX_ID:
            # named like a player: normalised, no control or invisible character (it is echoed in the answer)
            problem = name_problem(value, MAX_ID)
            if problem:
                raise ValidationError([problem])
            return normalize_name(value)
        if type(value) is int and -ID_LIMIT <= value <= ID_LIMIT:
            return value
        raise self.make_error("invalid")  # a float, true, a BigNumber, an empty or a long text


class BatchItemSchema(Schema):
    id = ItemId(required=True, metadata={
        "type": ["string", "integer"], "minLength": 1, "maxLength": MAX_ID, "minimum": -ID_LIMIT,
        "maximum": ID_LIMIT, "description": (
            "Your name for the item (a table, a game), given back with its result: a whole number, or text as a "
            "player's name is (normalised: NFC, trimmed; no control or invisible characters).")})
    game = fields.String(required=True, metadata={"description": (
        "A game's slug, as `GET /v1/games` lists them. An unknown one is that item's 404, as its own request's.")})
    operation = fields.String(required=True, metadata={"description": (
        "One of the game's POST operations (`score`, `outcome`, `replay`). An unknown one is that item's 404.")})
    body = fields.Raw(required=True, allow_none=True, metadata={"type": JSON_TYPES, "description": (
        "The body the operation's own route takes. Whatever it holds, the item's result is what that route "
        "would answer, a 422 included.")})

    class Meta:
        description = "One request: what `POST /v1/games/{game}/{operation}` would be sent."


class BatchSchema(Schema):
    """POST /v1/batch: the items, answered in order, each exactly as its own request would be."""

    items = BoundedList(fields.Nested(BatchItemSchema), max_length=MAX_ITEMS, required=True,
                        too_long=lambda count: Text("batch.too_many", {"count": count, "max": MAX_ITEMS}),
                        metadata={"description": f"At most {MAX_ITEMS} items, answered in this order."})

    class Meta:
        description = ("A round in one request: each item is one request of a game's operation. The batch is "
                       "refused whole (422) only when it is not a batch: not an object, no `items` list, more "
                       f"than {MAX_ITEMS} items, or an item that is not an object of `id`, `game`, `operation` "
                       "and `body`.")
        examples = {"round": {"summary": "Two tables of a round: a Ra epoch and an Osiris outcome", "value": {
            "items": [
                {"id": "table-1", "game": "ra", "operation": "score", "body": {"epoch": 1, "players": [
                    {"name": "Anne", "suns": {"face_down": [13, 8, 5, 2]}, "tiles": {"pharaoh": 2}},
                    {"name": "Bert", "suns": {"face_down": [12, 9, 6, 3]}, "tiles": {"gold": 1}},
                    {"name": "Carl", "suns": {"face_down": [11, 10, 7, 4]}}]}},
                {"id": "table-2", "game": "osiris", "operation": "outcome", "body": {
                    "players": [{"name": "Anne", "colours": ["beige"]}, {"name": "Bert", "colours": ["red-brown"]},
                                {"name": "Carl", "colours": ["brown"]}],
                    "end": "apex", "ended_by": "Bert", "god": "Horus", "followers": {"beige": 2, "red-brown": 1}}},
            ]}}}


BATCH = BatchSchema()

MESSAGES = {
    "en": {
        "batch.too_many": "{count:# item|# items}, but a batch holds at most {max}: send the rest in another.",
        "batch.id": "An id is text of 1 to {max} characters, or a whole number from -{limit} to {limit}.",
    },
    "nl": {
        "batch.too_many": "{count:# verzoek|# verzoeken}, maar een batch bevat er hoogstens {max}: stuur de rest "
                          "in een volgende.",
        "batch.id": "Een id is tekst van 1 tot {max} tekens, of een geheel getal van -{limit} tot {limit}.",
    },
}
