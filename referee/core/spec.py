"""A game as one spec: what the service needs to know of it, in one place.

The engine's modules (rules, scoring, the replay state) stay free of the HTTP layer: a spec names
the module of its request and answer schemas by name, and only the HTTP layer imports it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

Catalogue = Mapping[str, Mapping[str, str]]  # language -> message id -> template

OPERATIONS = ("rules", "score", "outcome", "replay")  # in the order GET /v1/games lists them


@dataclass(frozen=True)
class GameSpec:
    slug: str                                # the URL's name: /v1/games/<slug>
    name: str
    players: range                           # allowed player counts
    operations: tuple[str, ...]              # of OPERATIONS: what the service does for this game
    rules: Callable[[], dict[str, Any]]      # the rules as data (GET /v1/games/<slug>)
    messages: tuple[Catalogue, ...]          # every catalogue of sentences its answers use
    schemas: str                             # the module of its schemas (each operation's request and answer)
    examples: tuple[str, ...] = ()           # files in examples/ a newcomer can send: <game>-<operation>-….json

    def __post_init__(self) -> None:
        unknown = set(self.operations) - set(OPERATIONS)
        if unknown or "rules" not in self.operations:
            raise ValueError(f"{self.slug}: operations must include rules and be among {OPERATIONS}")
        for example in self.examples:
            if self.example_operation(example) is None:
                raise ValueError(f"{self.slug}: the example {example} names none of its operations")

    def example_operation(self, example: str) -> str | None:
        """The operation an example file is a request of: the first of its name's words that is one."""
        return next((w for w in example.removesuffix(".json").split("-") if w in self.operations and w != "rules"),
                    None)
