"""The position and the legal moves after any log, for every game (as python-chess's
`board.legal_moves`): /replay answers a log that stops mid-game with its `state` and its
`legal_moves`, each move written exactly as the log writes it.

The property, on random positions of every game's generated games: the move the generator played
next is listed (under its player, and for Sakkara under the turn it is written in), and every listed
move, appended to the log, replays legal. The answers go through the route itself (`Route.perform`,
what HTTP and /v1/batch answer), so the moves are checked in the log's own notation.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from all_games_helpers import _mutation, generator

from referee.games import SPECS
from referee.games.ra import rules as ra_rules
from referee.service.games import ROUTES

SLUGS = [spec.slug for spec in SPECS]
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def replay(slug: str, log: dict) -> dict:
    status, answer = ROUTES[slug, "replay"].perform(copy.deepcopy(log))
    assert status == 200, answer
    return answer


def turns_of(log: dict) -> bool:
    return "turns" in log


def cut(log: dict, at: tuple[int, int] | int) -> tuple[dict, dict, int | None]:
    """The log up to a move, that move, and (Sakkara) the turn it is written in (1-based)."""
    if turns_of(log):
        t, a = at  # type: ignore[misc]
        turns = log["turns"][:t] + ([log["turns"][t][:a]] if a else [])
        return {**log, "turns": turns}, log["turns"][t][a], t + 1
    n = at
    return {**log, "moves": log["moves"][:n]}, log["moves"][n], None  # type: ignore[index]


def positions(log: dict) -> list:
    if turns_of(log):
        return [(t, a) for t, turn in enumerate(log["turns"]) for a in range(len(turn))]
    return list(range(len(log["moves"])))


def player_of(log: dict, move: dict, turn: int | None) -> str:
    if "player" in move:
        return move["player"]
    names = log["players"]
    mover = names[(turn - 1) % 2]  # Sakkara: the first player moves in odd turns, the opponent places
    return names[1 - names.index(mover)] if move["action"] == "place" else mover


def games(slug: str, count: int):
    spec = next(s for s in SPECS if s.slug == slug)
    made = generator(slug)
    return [made.random_game(seed, n) for seed in range(count) for n in spec.players]


@pytest.mark.parametrize("slug", SLUGS)
def test_the_next_move_of_a_generated_game_is_listed_and_every_listed_move_replays_legal(slug):
    rng = random.Random(14)
    positions_checked = moves_checked = 0
    for log in games(slug, 2):
        for at in rng.sample(positions(log), 6):
            prefix, played, turn = cut(log, at)
            answer = replay(slug, prefix)
            assert answer["legal"] and not answer["finished"], (at, answer.get("violation"))
            assert answer["state"] and answer["legal_moves"]
            groups = answer["legal_moves"]
            assert len({g["player"] for g in groups if g.get("turn") == turn}) == len(
                [g for g in groups if g.get("turn") == turn]
            )  # one group per player (and turn)
            listed = [g for g in groups if g["player"] == player_of(log, played, turn) and g.get("turn") == turn]
            assert listed and played in listed[0]["moves"], (at, played, groups)
            every = [(g, m) for g in groups for m in g["moves"]]
            for group, move in rng.sample(every, min(12, len(every))):
                after = continued(prefix, group, move)
                follow = replay(slug, after)
                assert follow["legal"], (at, move, follow["violation"])
                moves_checked += 1
            positions_checked += 1
    assert positions_checked >= 12 and moves_checked >= 100


def continued(prefix: dict, group: dict, move: dict) -> dict:
    """The log with a listed move written where it goes."""
    if not turns_of(prefix):
        return {**prefix, "moves": prefix["moves"] + [move]}
    turns = [list(t) for t in prefix["turns"]]
    if group["turn"] > len(turns):
        turns.append([])
    turns[group["turn"] - 1].append(move)
    return {**prefix, "turns": turns}


@pytest.mark.parametrize("slug", SLUGS)
def test_every_move_listed_at_a_position_replays_legal(slug):
    """All of them, at a few positions (the sampled test above sees many more positions)."""
    log = games(slug, 1)[0]
    rng = random.Random(3)
    for at in rng.sample(positions(log), 2):
        prefix, _, _ = cut(log, at)
        for group in replay(slug, prefix)["legal_moves"]:
            for move in group["moves"][:60]:
                assert replay(slug, continued(prefix, group, move))["legal"], (at, move)


@pytest.mark.parametrize("slug", SLUGS)
def test_a_finished_game_has_its_final_position_and_no_legal_moves(slug):
    log = games(slug, 1)[0]
    answer = replay(slug, log)
    assert answer["legal"] and answer["finished"]
    assert answer["legal_moves"] == [] and answer["state"]


@pytest.mark.parametrize("slug", SLUGS)
def test_an_illegal_log_lists_the_moves_that_were_legal_instead(slug):
    """A move made by the wrong player: what the generator played there is among the legal moves."""
    mutate = _mutation(generator(slug))
    rng = random.Random(5)
    checked = 0
    for log in games(slug, 2):
        mutated = mutate(log, rng)
        if mutated is None:
            continue
        bad, index = mutated
        answer = replay(slug, bad)
        assert not answer["legal"] and answer["violation"]["index"] == index
        at = positions(log)[index - 4] if turns_of(log) else index  # Sakkara counts its 4 workers first
        _, played, turn = cut(log, at)
        assert any(played in g["moves"] for g in answer["legal_moves"] if g.get("turn") == turn), (index, played)
        checked += 1
    assert checked >= 2


def test_the_state_of_a_ra_log_stopped_in_an_auction_shows_the_auction_and_only_the_bidder_acts():
    log = json.loads((EXAMPLES / "ra-replay-short-game.json").read_text())
    answer = replay("ra", {**log, "moves": log["moves"][:4]})  # draw, draw, Ra drawn by Carl, Anne bids 5
    state = answer["state"]
    assert state["phase"] == "auction" and state["to_move"] == "Bert"
    assert state["auction"] == {
        "ra_player": "Carl",
        "kind": "drawn",
        "bids": [{"player": "Anne", "sun": 5}],
        "passed": [],
    }
    assert state["auction_track"] == ["pharaoh", "god"]
    [group] = answer["legal_moves"]
    assert group["player"] == "Bert"
    # Bert holds 12, 9, 6, 3: only the suns over Anne's 5 may be bid, or pass
    assert group["moves"] == [
        {"player": "Bert", "action": "pass"},
        {"player": "Bert", "action": "bid", "sun": 6},
        {"player": "Bert", "action": "bid", "sun": 9},
        {"player": "Bert", "action": "bid", "sun": 12},
    ]


def test_a_ra_log_stopped_before_its_first_move_lists_a_draw_per_tile_type_and_invoking():
    log = json.loads((EXAMPLES / "ra-replay-short-game.json").read_text())
    answer = replay("ra", {**log, "moves": []})
    [group] = answer["legal_moves"]
    actions = [m["action"] for m in group["moves"]]
    # the highest sun (13) starts: a draw per tile type of the bag (the 23 of Ra's supply, none drawn yet)
    # and invoking; no god is held yet
    assert group["player"] == "Anne" and actions.count("draw") == len(ra_rules.SUPPLY) == 23
    assert actions.count("invoke") == 1 and len(actions) == 24


# --- a choice with very many answers: listed up to a bound, the rest counted --------------------


def test_multisets_are_every_distinct_choice_and_their_count_is_exact():
    from itertools import combinations

    from referee.sun_auction.auction import count_multisets, multisets

    rng = random.Random(8)
    for _ in range(200):
        kinds = [(k, rng.randint(0, 3)) for k in "abcde"[: rng.randint(1, 5)]]
        low = rng.randint(0, 4)
        sizes = range(low, low + rng.randint(1, 3))
        pool = [k for k, c in kinds for _ in range(c)]
        brute = {c for n in sizes for c in combinations(pool, n)}
        listed = list(multisets(kinds, sizes))
        assert len(listed) == len(set(listed)) and set(listed) == brute, (kinds, sizes)
        assert count_multisets(kinds, sizes) == len(brute)


def _rich_removal():
    """Anne wins two earthquakes and two unrests with 3 of each of the 8 monuments and 3 of each of the 5
    civilizations: 4 monuments and 4 civilizations of her choice go (R14). (Built on the state as the
    end of an auction leaves it: the tiles received, the removal owed.)"""
    from referee.games.ra import replay as ra

    log = json.loads((EXAMPLES / "ra-replay-short-game.json").read_text())
    state = ra.new_game(log["players"], {p: tuple(s) for p, s in log["suns"].items()})
    display = state.tiles[0]
    for tile in [*ra_rules.MONUMENTS, *ra_rules.CIVILIZATIONS]:
        display[tile] = 3
    state.receive(0, ["earthquake", "earthquake", "unrest", "unrest"])
    state.phase = state.hooks.pending_phase
    return state


def test_a_removal_with_thousands_of_choices_lists_200_and_counts_the_rest():
    from referee.core.play import moves_by_player
    from referee.sun_auction.auction import MAX_CHOICES

    state = _rich_removal()
    [group] = moves_by_player(state)
    # 4 of 8 monument kinds (3 each) and 4 of 5 civilization kinds (3 each), as multisets
    monuments = sum(1 for _ in _multisets_of(8, 3, 4))
    civilizations = sum(1 for _ in _multisets_of(5, 3, 4))
    assert monuments * civilizations > 20_000
    assert len(group.moves) == MAX_CHOICES and group.unlisted == monuments * civilizations - MAX_CHOICES
    for move in group.moves[:20] + group.moves[-5:]:
        state.copy().push(move)  # each listed removal is legal
    last = _rich_removal()
    choice = ("obelisk",) * 3 + ("temple",) + ("art",) * 3 + ("writing",)  # one that is not listed
    assert all(sorted(m.tiles) != sorted(choice) for m in group.moves)
    from referee.games.ra.replay import Move

    last.push(Move("Anne", "discard", tiles=choice))


def _multisets_of(kinds: int, each: int, size: int):
    from referee.sun_auction.auction import multisets

    return multisets([(str(k), each) for k in range(kinds)], range(size, size + 1))


def test_flips_of_many_priests_list_200_and_count_the_rest():
    """Priests of Ra: 7 priests won (P8: at most one flip each) over a display of 2 of every flippable
    face: every set of 1 to 7 of those tiles is a legal flip."""
    from referee.core.play import moves_by_player
    from referee.games.priests_of_ra import replay as por
    from referee.sun_auction.auction import MAX_CHOICES, count_multisets

    log = json.loads((EXAMPLES / "priests-replay-short-game.json").read_text())
    state = por.new_game(log["players"], {p: tuple(s) for p, s in log["suns"].items()})
    faces = sorted(por.faces(por.rules.RULINGS))
    for face in faces:
        state.tiles[0][face] = 2
    state.offer(0, 7)
    groups = moves_by_player(state)
    [anne] = [g for g in groups if g.player == "Anne"]  # her flips, and as she starts, her turn's moves
    flips = [m for m in anne.moves if m.action == "flip"]
    total = count_multisets([(f, 2) for f in faces], range(1, 8))
    assert total > 5_000 and len(flips) == MAX_CHOICES and anne.unlisted == total - MAX_CHOICES
    assert all(1 <= len(m.tiles) <= 7 for m in flips)
