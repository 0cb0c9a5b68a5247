"""The phone's engine keeps the positions its replays reached (referee.core.play.Positions), so a tap replays one
move, not the whole log: and it answers exactly what a whole replay answers, byte for byte, for every game,
move by move, across a move taken back and another made, another set-up with the same moves, another language,
and past the few positions it keeps. The server keeps none."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from parity_requests import SLUGS, generated_logs, tapped_logs

from referee.core.play import Positions
from referee.service import answer_parts

JSON = {"Content-Type": "application/json", "X-Request-Id": "positions"}
NL = {**JSON, "Accept-Language": "nl"}
Answer = tuple[int, list[tuple[str, str]], bytes]


def first_log(slug: str) -> dict[str, Any]:
    return next(log for game, log in generated_logs(1) if game == slug)


def replay(
    log: dict[str, Any], slug: str, positions: Positions | None = None, headers: dict[str, str] = JSON
) -> Answer:
    return answer_parts("POST", f"/v1/games/{slug}/replay", headers, json.dumps(log).encode(), positions)


def replayed(positions: Positions, log: dict[str, Any], slug: str, headers: dict[str, str] = JSON) -> int:
    """How many moves answering `log` through `positions` pushed; its answer is the whole replay's."""
    before = positions.replayed
    assert replay(log, slug, positions, headers) == replay(log, slug, headers=headers)
    return positions.replayed - before


def key_of(slug: str) -> str:
    return "turns" if slug == "sakkara" else "moves"  # Sakkara's log is a list of turns


def with_move(slug: str, log: dict[str, Any], move: dict[str, Any], turn: int | None) -> dict[str, Any]:
    """The log with `move` after its last (a Sakkara move in its `turn`, from 1: the last turn's or a new one)."""
    if slug != "sakkara":
        return {**log, "moves": [*log["moves"], move]}
    turns = [list(t) for t in log["turns"]]
    if turn == len(turns):
        turns[-1].append(move)
    else:
        turns.append([move])
    return {**log, "turns": turns}


def other_setup(slug: str, log: dict[str, Any]) -> dict[str, Any]:
    """The same moves at another table: two players' suns, two gods, or two fields' stacks swapped."""
    other = copy.deepcopy(log)
    if slug in ("ra", "priests-of-ra"):
        first, second = log["players"][:2]
        other["suns"][first], other["suns"][second] = log["suns"][second], log["suns"][first]
    elif slug == "osiris":
        gods = other["gods"]
        first, second = sorted(gods)[:2]
        gods[first], gods[second] = gods[second], gods[first]
    else:
        board = other["board"]
        first, second = sorted(board)[:2]
        board[first], board[second] = board[second], board[first]
    assert other != log
    return other


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.slow  # generated games, seconds of CPU: the golden cases prove each rule
def test_a_game_answered_tap_by_tap_answers_as_whole_replays_and_each_tap_replays_one_move(slug):
    positions = Positions()
    taps = tapped_logs(slug, first_log(slug))
    counts = [replayed(positions, log, slug) for log in taps]
    assert counts[0] == len(taps[0].get("workers", ()))  # no move yet (Sakkara's four workers placed)
    if slug == "sakkara":  # a new turn also pushes the ends the log implies between two turns (S2)
        assert all(1 <= count <= 3 for count in counts[1:]), counts
    else:
        assert counts[1:] == [1] * (len(taps) - 1)


@pytest.mark.parametrize("slug", SLUGS)
def test_an_illegal_move_after_a_kept_position_is_refused_at_its_index_as_by_a_whole_replay(slug):
    positions = Positions()
    log = first_log(slug)
    key = key_of(slug)
    half = {**log, key: log[key][: len(log[key]) // 2]}
    replayed(positions, half, slug)
    # a move of the game made again where it is refused: answered with the position before it
    wrong = next(
        wrong
        for move in log[key]
        if not json.loads(replay(wrong := {**half, key: [*half[key], move]}, slug)[2])["legal"]
    )
    assert replayed(positions, wrong, slug) <= 3
    assert replayed(positions, half, slug) == 0  # the refusal changed nothing kept


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.slow  # generated games, seconds of CPU: the golden cases prove each rule
def test_a_move_taken_back_then_another_answers_as_whole_replays(slug):
    positions = Positions()
    taps = tapped_logs(slug, first_log(slug))
    *_, before, last = taps[: 2 * len(taps) // 3]
    for log in taps[len(taps) // 3 : 2 * len(taps) // 3]:
        replayed(positions, log, slug)
    assert replayed(positions, before, slug) == 0  # taken back: the position before is still kept
    groups = json.loads(replay(before, slug)[2])["legal_moves"]
    other = next(
        with_move(slug, before, move, group.get("turn"))
        for group in groups
        for move in group["moves"]
        if with_move(slug, before, move, group.get("turn")) != last
    )
    assert replayed(positions, other, slug) in (1, 2, 3)
    assert replayed(positions, last, slug) == 0  # the first branch is still kept too


@pytest.mark.parametrize("slug", SLUGS)
def test_another_set_up_with_the_same_moves_is_replayed_whole(slug):
    positions = Positions()
    log = first_log(slug)
    key = key_of(slug)
    replayed(positions, log, slug)
    other = other_setup(slug, log)
    fresh = Positions()
    replayed(fresh, other, slug)
    assert replayed(positions, other, slug) == fresh.replayed > 0
    shorter = {**other, key: other[key][:-1]}
    assert replayed(positions, shorter, slug) == replayed(Positions(), shorter, slug)


def test_another_language_is_replayed_whole():
    positions = Positions()
    log = first_log("ra")
    replayed(positions, log, "ra")
    assert replayed(positions, log, "ra", NL) == len(log["moves"])
    assert replayed(positions, log, "ra", NL) == 0


def test_the_positions_kept_are_bounded_and_the_least_recently_used_goes_first():
    positions = Positions(size=2)
    logs = [log for game, log in generated_logs(3) if game == "ra"]
    for log in logs:
        replayed(positions, log, "ra")
    assert len(positions) == 2
    assert replayed(positions, logs[1], "ra") == 0 and replayed(positions, logs[2], "ra") == 0
    assert replayed(positions, logs[0], "ra") == len(logs[0]["moves"])  # forgotten: replayed whole
    assert len(positions) == 2
    assert replayed(positions, logs[1], "ra") == len(logs[1]["moves"])  # the least recently used went


def test_the_server_keeps_no_position(client, monkeypatch):
    def kept(*args):
        raise AssertionError("the server kept a position")

    monkeypatch.setattr(Positions, "keep", kept)
    monkeypatch.setattr(Positions, "resume", kept)
    log = first_log("ra")
    for _ in range(2):
        assert client.post("/v1/games/ra/replay", json=log).status_code == 200
    assert replay(log, "ra")[0] == 200


def test_a_copy_of_a_ra_position_shares_what_never_changes_and_plays_on_alone():
    """A kept position is copied twice a tap: Ra's copy shares the epochs scored and the draw moves, not the rest."""
    from auction_games import move_from_json

    from referee.games.ra.replay import new_game

    log = first_log("ra")
    moves = [move_from_json(m) for m in log["moves"]]
    state = new_game(log["players"], log["suns"])
    for move in moves[: 2 * len(moves) // 3]:
        state.push(move)
    assert state.scores and state.legal_moves()
    before = state.snapshot()
    other = state.copy()
    assert all(a is b for a, b in zip(other.scores + other.displays, state.scores + state.displays, strict=True))
    for move in moves[2 * len(moves) // 3 :]:
        other.push(move)
    assert other.is_over() and not state.is_over() and state.snapshot() == before
    assert len(other.scores) > len(state.scores)


def test_a_state_that_cannot_be_pickled_is_replayed_whole_and_nothing_is_kept(monkeypatch):
    """The set-up is told apart by the fresh state pickled: a state that cannot be (a game with a lambda in its
    rules, say) is replayed whole, with the same answer, rather than refused on the phone alone."""
    import pickle

    from referee.core import play

    def refuse(*args, **kwargs):
        raise pickle.PicklingError("a lambda")

    log = first_log("osiris")
    expected = replay(log, "osiris")
    monkeypatch.setattr(play.pickle, "dumps", refuse)
    positions = Positions()
    assert replay(log, "osiris", positions) == expected
    assert len(positions) == 0 and positions.replayed == 0
