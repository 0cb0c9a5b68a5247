"""A game's definition is its spec: its paper notation and its log's JSON codec come from its package, and what
the service, the tests and the benchmarks write of a log is what its /replay reads."""

from __future__ import annotations

import osiris_games
import priests_of_ra_games
import pytest
import ra_games
import sakkara_games

from referee.games import SPECS
from referee.service.games import ROUTES
from referee.service.notation import NOTATIONS

GAMES = {
    "ra": lambda seed: ra_games.random_game(seed, 3 + seed % 3),
    "priests-of-ra": lambda seed: priests_of_ra_games.random_game(seed, 2 + seed % 4),
    "osiris": lambda seed: osiris_games.random_log(seed, 2 + seed % 3),
    "sakkara": sakkara_games.random_game,
}


def test_every_game_is_generated_here():
    assert set(GAMES) == {spec.slug for spec in SPECS}


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.slug)
def test_a_log_its_replay_reads_is_written_back_by_its_codec(spec):
    schema = ROUTES[spec.slug, "replay"].operation.bindings[0].load
    for seed in range(3):
        sent = GAMES[spec.slug](seed)
        log = schema.load(sent)["log"]
        written = spec.codec.log_to_json(log)
        assert set(written) <= set(sent) and written == {k: sent[k] for k in written}  # options it leaves out
        if spec.codec.log_from_json is not None:
            assert spec.codec.log_from_json(sent) == log


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.slug)
def test_the_notation_routes_use_the_specs_notation(spec):
    assert spec.notation is not None and NOTATIONS[spec.slug] is spec.notation
