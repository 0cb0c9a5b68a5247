"""Seeded random legal games of Priests of Ra in the JSON log notation (tests, benchmarks, examples).

The same walk as Ra's (tests/auction_games.py): every move drawn from the engine's `legal_moves`;
a draw picks the physical tile in proportion to the bag and then one of its faces; after an auction
won with priests the flips are among the legal moves, so a log sometimes flips and sometimes not.
"""

from __future__ import annotations

from typing import Any

from auction_games import NAMES, choose, log_from_json, move_from_json, move_to_json  # noqa: F401
from auction_games import random_game as _random_game
from referee.games.priests_of_ra import rules
from referee.games.priests_of_ra.replay import new_game


def random_game(seed: int, players: int = 2) -> dict[str, Any]:
    """A complete legal game of Priests of Ra for 2 to 5 players, the same for the same seed."""
    return _random_game(seed, players, rules.SUN_STACKS, new_game)
