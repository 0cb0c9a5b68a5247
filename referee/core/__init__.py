"""What all four games share: texts, problems, names and seating, score lines, supply checks,
standings, the play vocabulary and the replay driver, and the game spec."""

from __future__ import annotations

from . import notation, problems, seating, supply

CATALOGUES = (problems.MESSAGES, seating.MESSAGES, supply.MESSAGES, notation.MESSAGES)
