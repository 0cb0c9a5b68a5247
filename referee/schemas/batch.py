"""POST /v1/batch: several requests of the games' operations in one body (a tournament's round)."""

from __future__ import annotations

from typing import Any

from ..jsonio import json_size
from marshmallow import Schema, ValidationError, fields

from ..core.seating import name_problem, normalize_name
from ..core.text import Text
from .common import BoundedList

MAX_ITEMS = 500  # a round of a big event is a few dozen tables; 500 Ra displays are well under 1 MiB
# A batch is bounded by its work and its answer, not its item count. Each item is charged, before it runs, the
# units it may cost at worst (bench/worst_case.py measures each kind's worst and checks these weights: a unit
# is at most ~1.2 ms of a worker's CPU on the 2-core development machine):
BUDGET = 250  # units of one batch: its worst costs ~300 ms of CPU on an idle machine
DISPLAY = 1  # `score` of one epoch (Ra: 1.2 ms at worst, every tile at the box's count), `outcome`
WHOLE_GAME = 4  # `score` of a whole game (`epochs`: three displays, and the supply over the game)
LOG_BYTES_PER_UNIT = 6 * 1024  # `replay`: 1, and 1 per started 6 KiB of its body (up to ~0.2 ms a KiB at worst)
UNKNOWN = 1  # an item no route answers (its 404)
MAX_ANSWER = 1_500_000  # bytes of the whole answer (300 ordinary Ra displays answer about 1.1 MB)
NOT_PROCESSED_STATUS = 429
NOT_PROCESSED_TYPE = "urn:referee:problem:batch-budget-spent"
MAX_ID = 100  # characters of a text id
MAX_NAME = 100  # characters of an item's `game` or `operation`: the longest slug has 13
ID_LIMIT = 2**53 - 1  # a numeric id a browser's JavaScript keeps exactly (Number.MAX_SAFE_INTEGER)
JSON_TYPES = ["object", "array", "string", "number", "integer", "boolean"]  # and null (allow_none)


def weight(operation: str | None, shape: int, body: Any) -> int:
    """The units an item may cost: by its operation (None: no route answers it) and its request shape (the
    index of the body's binding: Ra's `score` takes one epoch or a whole game)."""
    if operation == "replay":
        return 1 + -(-json_size(body) // LOG_BYTES_PER_UNIT)
    if operation == "score":
        return WHOLE_GAME if shape else DISPLAY
    return DISPLAY if operation is not None else UNKNOWN


BUDGET_DOC = (
    f"A batch is bounded by its work and its answer. Each item is charged, before it runs, the units it may cost at "
    f"worst: a display (`score` of one epoch) or an `outcome` {DISPLAY}, a whole game's `score` (`epochs`) "
    f"{WHOLE_GAME}, a `replay` 1 plus 1 per started {LOG_BYTES_PER_UNIT // 1024} KiB of its body (JSON without "
    f"spaces), an item no route answers {UNKNOWN}. A batch spends at most {BUDGET} units, and its answer holds at "
    f"most {MAX_ANSWER:,} bytes. Past either, and when the batch's time is up or its client has gone, the "
    f"remaining items are not run: each is still answered, in order, with status {NOT_PROCESSED_STATUS} and a "
    f'problem of type `{NOT_PROCESSED_TYPE}` ("Not processed: the batch\'s budget is spent"): send those again '
    "in another batch."
)


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


class RouteName(fields.String):
    """An item's `game` or `operation`, echoed in its result (and in its 404): text of at most MAX_NAME characters, so
    an unknown name costs the answer no more than a known one."""

    default_error_messages: dict[str, Any] = {"too_long": Text("batch.name", {"max": MAX_NAME})}

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        text = super()._deserialize(value, attr, data, **kwargs)
        if len(text) > MAX_NAME:
            raise self.make_error("too_long")
        return text


class BatchItemSchema(Schema):
    id = ItemId(
        required=True,
        metadata={
            "type": ["string", "integer"],
            "minLength": 1,
            "maxLength": MAX_ID,
            "minimum": -ID_LIMIT,
            "maximum": ID_LIMIT,
            "description": (
                "Your name for the item (a table, a game), given back with its result: a whole number, or text as a "
                "player's name is (normalised: NFC, trimmed; no control or invisible characters)."
            ),
            "nl": (
                "Jouw naam voor het verzoek (een tafel, een spel), teruggegeven met het resultaat: een geheel getal, of "
                "tekst zoals de naam van een speler (genormaliseerd: NFC, zonder spaties aan begin en eind; geen stuur- "
                "of onzichtbare tekens)."
            ),
        },
    )
    game = RouteName(
        required=True,
        metadata={
            "maxLength": MAX_NAME,
            "description": (
                "A game's slug, as `GET /v1/games` lists them. An unknown one is that item's 404, as its own request's."
            ),
            "nl": (
                "De slug van een spel, zoals `GET /v1/games` ze noemt. Een onbekende geeft dit verzoek een 404, net "
                "als een los verzoek."
            ),
        },
    )
    operation = RouteName(
        required=True,
        metadata={
            "maxLength": MAX_NAME,
            "description": (
                "One of the game's POST operations (`score`, `outcome`, `replay`). An unknown one is that item's 404."
            ),
            "nl": (
                "Een van de POST-operaties van het spel (`score`, `outcome`, `replay`). Een onbekende geeft dit "
                "verzoek een 404."
            ),
        },
    )
    body = fields.Raw(
        required=True,
        allow_none=True,
        metadata={
            "type": JSON_TYPES,
            "description": (
                "The body the operation's own route takes. Whatever it holds, the item's result is what that route "
                "would answer, a 422 included."
            ),
            "nl": (
                "De body die de eigen route van de operatie aanneemt. Wat er ook in staat, het resultaat van het verzoek "
                "is wat die route zou antwoorden, ook een 422."
            ),
        },
    )

    class Meta:
        description = "One request: what `POST /v1/games/{game}/{operation}` would be sent."


class BatchSchema(Schema):
    """POST /v1/batch: the items, answered in order, each exactly as its own request would be."""

    items = BoundedList(
        fields.Nested(BatchItemSchema),
        max_length=MAX_ITEMS,
        required=True,
        too_long=lambda count: Text("batch.too_many", {"count": count, "max": MAX_ITEMS}),
        metadata={
            "description": f"At most {MAX_ITEMS} items, answered in this order.",
            "nl": f"Hoogstens {MAX_ITEMS} verzoeken, beantwoord in deze volgorde.",
        },
    )

    class Meta:
        description = (
            "A round in one request: each item is one request of a game's operation. The batch is "
            "refused whole (422) only when it is not a batch: not an object, no `items` list, more "
            f"than {MAX_ITEMS} items, or an item that is not an object of `id`, `game`, `operation` "
            "and `body`. " + BUDGET_DOC
        )
        examples = {
            "round": {
                "summary": "Two tables of a round: a Ra epoch and an Osiris outcome",
                "value": {
                    "items": [
                        {
                            "id": "table-1",
                            "game": "ra",
                            "operation": "score",
                            "body": {
                                "epoch": 1,
                                "players": [
                                    {"name": "Anne", "suns": {"face_down": [13, 8, 5, 2]}, "tiles": {"pharaoh": 2}},
                                    {"name": "Bert", "suns": {"face_down": [12, 9, 6, 3]}, "tiles": {"gold": 1}},
                                    {"name": "Carl", "suns": {"face_down": [11, 10, 7, 4]}},
                                ],
                            },
                        },
                        {
                            "id": "table-2",
                            "game": "osiris",
                            "operation": "outcome",
                            "body": {
                                "players": [
                                    {"name": "Anne", "colours": ["beige"]},
                                    {"name": "Bert", "colours": ["red-brown"]},
                                    {"name": "Carl", "colours": ["brown"]},
                                ],
                                "end": "apex",
                                "ended_by": "Bert",
                                "god": "Horus",
                                "followers": {"beige": 2, "red-brown": 1},
                            },
                        },
                    ]
                },
            }
        }


BATCH = BatchSchema()


MESSAGES = {
    "en": {
        "batch.too_many": "{count:# item|# items}, but a batch holds at most {max}: send the rest in another.",
        "batch.id": "An id is text of 1 to {max} characters, or a whole number from -{limit} to {limit}.",
        "batch.name": "A game's or an operation's name has at most {max} characters.",
        "batch.not_processed.title": "Not processed",
        "batch.not_processed": "Not processed: the batch's budget is spent; send this item again in another batch.",
    },
    "nl": {
        "batch.too_many": "{count:# verzoek|# verzoeken}, maar een batch bevat er hoogstens {max}: stuur de rest "
        "in een volgende.",
        "batch.id": "Een id is tekst van 1 tot {max} tekens, of een geheel getal van -{limit} tot {limit}.",
        "batch.name": "De naam van een spel of een operatie heeft hoogstens {max} tekens.",
        "batch.not_processed.title": "Niet verwerkt",
        "batch.not_processed": "Niet verwerkt: het budget van de batch is op; stuur dit verzoek opnieuw in een "
        "volgende batch.",
    },
}
