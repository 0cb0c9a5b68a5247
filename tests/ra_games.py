"""Seeded random legal games of Ra in the JSON log notation (tests, benchmarks, examples).

Every move is drawn from the engine's own `legal_moves`, uniformly; when the pick is a draw,
the tile then comes out of the bag in proportion to what is left in it. Where disasters leave
nothing to choose, the log sometimes states the forced removal anyway (it may). The walk itself
is shared with Priests of Ra (tests/auction_games.py).
"""

from __future__ import annotations

from typing import Any

from auction_games import NAMES, choose, log_from_json, move_from_json, move_to_json  # noqa: F401
from auction_games import random_game as _random_game
from referee.games.ra import rules
from referee.games.ra.replay import new_game


def random_game(seed: int, players: int = 3) -> dict[str, Any]:
    """A complete legal game of Ra for 3, 4 or 5 players, the same for the same seed."""
    return _random_game(seed, players, rules.SUN_STACKS, new_game)
