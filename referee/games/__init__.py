"""The games the service knows: one spec each, listed here once.

Adding a game means adding its package (rules, state or scoring, messages, spec) and its schema
module, and one line below.
"""

from __future__ import annotations

from ..core.spec import GameSpec
from ..core.text import register_catalogue
from .osiris.spec import SPEC as OSIRIS
from .priests_of_ra.spec import SPEC as PRIESTS_OF_RA
from .ra.spec import SPEC as RA
from .sakkara.spec import SPEC as SAKKARA

SPECS: tuple[GameSpec, ...] = (
    RA,
    PRIESTS_OF_RA,
    OSIRIS,
    SAKKARA,
)


def register_texts() -> None:
    """Register every game's sentences (en, nl). The app does it when it is built; a program that
    uses the engine alone calls it once before rendering a sentence."""
    for spec in SPECS:
        for catalogue in spec.messages:
            register_catalogue(catalogue)
