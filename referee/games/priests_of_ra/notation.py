"""Priests of Ra's paper notation: the sun auction's (`sun_auction/notation.py`) with its own tile
codes (a double-sided tile by the face put up), flips in round brackets, and an optional line of
model rulings (P3, P4).

    Priests of Ra
    A 9-6-5-2 Anne
    B 8-7-4-3 Bert
    rulings building_tiles=3 buildings_stay=no

    Afa Bfa Apr Bsc A! B- Ab9 A(fa)      Anne flips a farmer to a warrior (P8)

`write(log) -> str` and `read(text) -> Reading` (`.log` is the JSON log) are the whole interface.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.notation import Reading
from ...sun_auction.notation import AuctionNotation
from . import rules
from .messages import tile_text
from .replay import game

# One code per face (P2: a draw names the face put up); Ra one letter, the rest two. Full names are read too.
CODES = {
    "ra": "r",
    "farmer": "fa",
    "warrior": "wa",
    "merchant": "me",
    "scribe": "sc",
    "granary": "gr",
    "fortress": "fo",
    "market": "ma",
    "library": "li",
    "priest": "pr",
    "plague": "pl",
    "pyramid": "py",
    "chamber_a": "ca",
    "chamber_b": "cb",
}
assert set(CODES) == game().tile_names == game(rules.Rulings(chambers_double_sided=False)).tile_names


def _game(log: Mapping[str, Any]) -> Any:
    return game(rules.Rulings(**log.get("rulings", {})))


NOTATION = AuctionNotation(
    title=rules.NAME,
    codes=CODES,
    tile_text=tile_text,
    brackets={"(": ("flip", "tiles")},
    game=_game,
    namespace="por",
    options="rulings",
)


def write(log: Mapping[str, Any]) -> str:
    """A checked Priests of Ra log (JSON, as /replay takes it) as the notation."""
    return NOTATION.write(log)


def read(text: str, max_moves: int | None = None) -> Reading:
    """The Priests of Ra log a text stands for (`.log`), with where each part was written; raises
    InvalidNotation."""
    return NOTATION.read(text, max_moves)


MESSAGES = {
    "en": {
        "por.notation.move": "Not a move: write the player's letter and then a tile's code (Afa), b and a sun "
        "(Ab9), - to pass, ! to invoke Ra, or the tiles flipped with priests in round brackets "
        "(A(fa me)).",
        "por.notation.option": "Write each ruling as name=value: building_tiles=3, buildings_stay=no, "
        "chambers_double_sided=no.",
    },
    "nl": {
        "por.notation.move": "Geen zet: schrijf de letter van de speler en dan de code van een kaartje (Afa), b en "
        "een zon (Ab9), - om te passen, ! om Ra aan te roepen, of de met priesters omgedraaide "
        "kaartjes tussen ronde haakjes (A(fa me)).",
        "por.notation.option": "Schrijf elke regel als naam=waarde: building_tiles=3, buildings_stay=no, "
        "chambers_double_sided=no.",
    },
}
