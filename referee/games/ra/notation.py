"""Ra's paper notation: the sun auction's (`sun_auction/notation.py`) with Ra's tile codes, gods in
square brackets and discards in round ones.

    Ra
    A 13-8-5-2 Anne
    B 12-9-6-3 Bert
    C 11-10-7-4 Carl

    Ap Bg Cr Ab5 B- C-
    Ago Bfu Cn Ar Bb9 C- A-
    B! C- Ab13 B-
    B[p n] ...                 Bert plays 2 gods to take a pharaoh and a Nile tile
    Ar Bb9 C- A- B(p p)        Bert discards 2 pharaohs (a funeral won)

`write(log) -> str` and `read(text) -> Reading` (`.log` is the JSON log) are the whole interface.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.notation import Reading
from ...sun_auction.notation import AuctionNotation
from . import rules
from .messages import tile_text
from .replay import RA

# One code per tile: the five commonest one letter, the rest two (a full tile name is read too).
CODES = {
    "ra": "r",
    "god": "g",
    "pharaoh": "p",
    "nile": "n",
    "flood": "f",
    "gold": "go",
    "art": "ar",
    "agriculture": "ag",
    "religion": "re",
    "astronomy": "as",
    "writing": "wr",
    "fortress": "fo",
    "obelisk": "ob",
    "palace": "pa",
    "pyramid": "py",
    "sphinx": "sx",
    "statue": "st",
    "step_pyramid": "sp",
    "temple": "te",
    "funeral": "fu",
    "drought": "dr",
    "unrest": "un",
    "earthquake": "eq",
}
assert set(CODES) == set(rules.SUPPLY) == RA.tile_names

NOTATION = AuctionNotation(
    title=rules.NAME,
    codes=CODES,
    tile_text=tile_text,
    brackets={"[": ("god", "take"), "(": ("discard", "tiles")},
    game=lambda log: RA,
    namespace="ra",
)


def write(log: Mapping[str, Any]) -> str:
    """A checked Ra log (JSON, as /replay takes it) as the notation."""
    return NOTATION.write(log)


def read(text: str, max_moves: int | None = None) -> Reading:
    """The Ra log a text stands for (`.log`), with where each part was written; raises InvalidNotation."""
    return NOTATION.read(text, max_moves)


MESSAGES = {
    "en": {
        "ra.notation.move": "Not a move: write the player's letter and then a tile's code (Ap), b and a sun (Ab9), "
        "- to pass, ! to invoke Ra, the tiles taken with gods in square brackets (A[p n]) or "
        "the tiles discarded in round ones (A(p p)).",
    },
    "nl": {
        "ra.notation.move": "Geen zet: schrijf de letter van de speler en dan de code van een kaartje (Ap), b en een "
        "zon (Ab9), - om te passen, ! om Ra aan te roepen, de met goden genomen kaartjes tussen "
        "vierkante haken (A[p n]) of de afgelegde kaartjes tussen ronde haakjes (A(p p)).",
    },
}
