"""Ra as the service knows it."""

from __future__ import annotations

from functools import partial

from ...core.spec import GameSpec, Notation, ResultKind
from ...sun_auction import CATALOGUES
from ...sun_auction.codec import CODEC, MAX_MOVES
from . import messages, notation, rules

SPEC = GameSpec(
    slug=rules.SLUG,
    name=rules.NAME,
    players=rules.PLAYERS,
    operations=("rules", "score", "replay"),
    rules=rules.as_data,
    messages=(*CATALOGUES, messages.MESSAGES, notation.MESSAGES),
    examples=(
        "ra-score-epoch.json",
        "ra-score-game.json",
        "ra-score-epoch3-5-players.json",
        "ra-replay-short-game.json",
    ),
    schemas="referee.schemas.ra",
    codec=CODEC,
    notation=Notation(notation.write, partial(notation.read, max_moves=MAX_MOVES)),  # as long as a log may be
    results={
        "score": ResultKind(("standings",), fame=True, last_epoch=rules.EPOCHS),
        "replay": ResultKind(("standings",), fame=True, replay=True),
    },
)
