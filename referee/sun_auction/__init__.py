"""What only Ra and Priests of Ra share: suns, displays, fame and the sun auction."""

from __future__ import annotations

from ..core import CATALOGUES as CORE
from . import auction, displays, notation, scoring, suns

CATALOGUES = (*CORE, auction.MESSAGES, displays.MESSAGES, scoring.MESSAGES, suns.MESSAGES, notation.MESSAGES)
