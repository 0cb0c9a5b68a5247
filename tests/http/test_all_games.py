"""Every registered game plays by the same contract (as OpenSpiel's games_sim_test): its rules route
answers, its examples answer, its seeded random legal games replay legal and finished over HTTP, and
the same games with one move made by another player are refused at exactly that move.

A game joins by being in `referee.games.SPECS`, with a generator `tests/<slug>_games.py` (dashes as
underscores) offering `random_game(seed, players) -> dict` (a log as the API reads it) and, where a
move's player is not its `player` field, `other_player(log, index, rng) -> dict | None`, or where a log has
no flat `moves` list, `mutate(log, rng) -> (log, index) | None` (a move made by the wrong player, and its index).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from all_games_helpers import _mutation, generator

from referee.core.standings import Criterion, rank_players
from referee.games import SPECS

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
GAMES_PER_COUNT = 8
SLUGS = [spec.slug for spec in SPECS]


def spec_of(slug: str):
    return next(spec for spec in SPECS if spec.slug == slug)


def post(client, url: str, body) -> tuple[int, dict]:
    r = client.post(url, data=json.dumps(body), content_type="application/json")
    return r.status_code, r.json


def test_every_game_is_listed_with_its_operations_and_links(client):
    listed = {g["slug"]: g for g in client.get("/v1/games").json["games"]}
    assert list(listed) == SLUGS
    for spec in SPECS:
        game = listed[spec.slug]
        assert game["operations"] == list(spec.operations)
        assert game["players"] == {"min": spec.players.start, "max": spec.players.stop - 1}
        assert set(game["links"]) == {*spec.operations, "notation"}
        for operation, link in game["links"].items():
            method = "get" if operation == "rules" else "post"
            assert client.open(link, method=method.upper(), json={}).status_code != 404
        notation = client.post(game["links"]["notation"], data="", content_type="text/plain")
        assert notation.status_code == 422 and notation.mimetype == "application/problem+json"


@pytest.mark.parametrize("slug", SLUGS)
def test_the_rules_route_answers_with_the_game(client, slug):
    r = client.get(f"/v1/games/{slug}")
    assert r.status_code == 200 and r.json["slug"] == slug


@pytest.mark.parametrize("slug,example", [(s.slug, e) for s in SPECS for e in s.examples])
def test_every_example_answers(client, slug, example):
    operation = spec_of(slug).example_operation(example)
    status, answer = post(client, f"/v1/games/{slug}/{operation}", json.loads((EXAMPLES / example).read_text()))
    assert status == 200, answer
    if operation == "replay":
        assert answer["legal"] and answer["finished"], answer.get("violation")


def _player_counts(slug: str) -> range:
    return spec_of(slug).players


def _logs(slug: str):
    games = generator(slug)
    return [(n, seed, games.random_game(seed, n)) for n in _player_counts(slug) for seed in range(GAMES_PER_COUNT)]


@pytest.mark.parametrize("slug", SLUGS)
def test_generated_games_replay_legal_and_finished(client, slug):
    for players, seed, log in _logs(slug):
        status, answer = post(client, f"/v1/games/{slug}/replay", log)
        assert status == 200 and answer["legal"] and answer["finished"], (players, seed, answer.get("violation"))


@pytest.mark.parametrize("slug", SLUGS)
def test_a_move_made_by_another_player_is_refused_at_that_move(client, slug):
    mutate = _mutation(generator(slug))
    rng = random.Random(11)
    checked = 0
    for players, seed, log in _logs(slug):
        mutated = mutate(log, rng)
        if mutated is None:
            continue
        bad, index = mutated
        status, answer = post(client, f"/v1/games/{slug}/replay", bad)
        assert status == 200 and not answer["legal"], (players, seed, index)
        assert answer["violation"]["index"] == index, (players, seed, index, answer["violation"])
        assert answer["state"] and answer["violation"]["reason"]
        checked += 1
    assert checked >= GAMES_PER_COUNT  # the mutation really ran


# --- standings as ranked criteria (core.standings), which every game's standings use ------------


def test_ranked_criteria_break_ties_in_order_and_share_what_is_equal_on_all():
    placings = rank_players((Criterion("followers", [2, 3, 2, 0]), Criterion("last_turn", [1, 0, 1, 3])))
    assert [(p.rank, p.seat, p.decided_by) for p in placings] == [
        (1, 1, None),
        (2, 0, "followers"),
        (2, 2, "shared"),
        (4, 3, "followers"),
    ]


def test_everyone_equal_shares_first_place():
    placings = rank_players((Criterion("followers", [0, 0, 0]),))
    assert [(p.rank, p.decided_by) for p in placings] == [(1, None), (1, "shared"), (1, "shared")]
