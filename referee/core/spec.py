"""A game as one spec: what the service needs to know of it, in one place.

The engine's modules (rules, scoring, the replay state) stay free of the HTTP layer: a spec names
the module of its request and answer schemas by name, and only the HTTP layer imports it. Its paper
notation and its log's JSON codec are the game's own (its package), so that the service, the tests and
the benchmarks write and read a game's logs one way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

Catalogue = Mapping[str, Mapping[str, str]]  # language -> message id -> template

OPERATIONS = ("rules", "score", "outcome", "replay")  # in the order GET /v1/games lists them


@dataclass(frozen=True)
class Notation:
    """A game's paper notation: `write` a log in the JSON notation as text; `read` a text to that log and where
    each part of it was written (a `core.notation.Reading`), or InvalidNotation."""

    write: Callable[[Mapping[str, Any]], str]
    read: Callable[[str], Any]


@dataclass(frozen=True)
class LogCodec:
    """A game's log in the JSON notation the API reads: the engine's log written as that JSON (`log_to_json`),
    one move (`move_to_json`: how an answer shows a move), and, where the game has one, the JSON read back
    unchecked (`log_from_json`: for tests and benchmarks; a request's log is read by its schema)."""

    log_to_json: Callable[[Any], dict[str, Any]]
    move_to_json: Callable[[Any], dict[str, Any]]
    log_from_json: Callable[[Mapping[str, Any]], Any] | None = None


@dataclass(frozen=True)
class ResultKind:
    """How a game's answer to an operation gives a tournament table's result (POST /v1/tournaments/standings)."""

    standings: tuple[str, ...] | None  # where its standings are; None: it names only the winner
    fame: bool = False  # each standing has the final `fame` (the Ra family)
    last_epoch: int | None = None  # /score of the Ra family: finished after this epoch
    replay: bool = False  # a verdict: counts when `legal` and `finished`
    needs_winner: bool = False  # finished only once `winner` is set (Sakkara: a complete pyramid)
    layout: bool = False  # Sakkara /outcome: `possible` must not be false
    log: str = "moves"  # a replay body's moves, where "not finished" points


@dataclass(frozen=True)
class GameSpec:
    slug: str  # the URL's name: /v1/games/<slug>
    name: str
    players: range  # allowed player counts
    operations: tuple[str, ...]  # of OPERATIONS: what the service does for this game
    rules: Callable[[], dict[str, Any]]  # the rules as data (GET /v1/games/<slug>)
    messages: tuple[Catalogue, ...]  # every catalogue of sentences its answers use
    schemas: str  # the module of its schemas (each operation's request and answer)
    codec: LogCodec  # its log as JSON and back
    examples: tuple[str, ...] = ()  # files in examples/ a newcomer can send: <game>-<operation>-….json
    notation: Notation | None = None  # its paper notation (POST /v1/games/<slug>/notation), if it has one
    results: Mapping[str, ResultKind] = field(default_factory=dict)  # each operation but rules, as a table's result
    rule_fields: tuple[str, ...] = ()  # the request fields that choose a rule (docs/rulings.md, "Provenance")

    def __post_init__(self) -> None:
        unknown = set(self.operations) - set(OPERATIONS)
        if unknown or "rules" not in self.operations:
            raise ValueError(f"{self.slug}: operations must include rules and be among {OPERATIONS}")
        if set(self.results) != set(self.operations) - {"rules"}:
            raise ValueError(f"{self.slug}: results must say how each operation but rules gives a table's result")
        for example in self.examples:
            if self.example_operation(example) is None:
                raise ValueError(f"{self.slug}: the example {example} names none of its operations")

    def example_operation(self, example: str) -> str | None:
        """The operation an example file is a request of: the first of its name's words that is one."""
        return next(
            (w for w in example.removesuffix(".json").split("-") if w in self.operations and w != "rules"), None
        )
