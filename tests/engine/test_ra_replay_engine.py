"""Ra's move-log replay, engine level (no Flask).

Hand-written short logs prove each rule that must be caught and each situation that must work;
generated games (tests/ra_games.py) must replay legal and finished, with epochs equal to
`scoring.score_epoch` run on displays that an independent, validation-free reading of the log
(`Reference` below, on the shared auction reading of tests/replay_checks.py) computes; mutated
generated games must be illegal exactly where mutated. The machinery both sun-auction games'
tests share is in tests/replay_checks.py; this file keeps what is Ra's.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

import replay_checks
from ra_games import random_game
from replay_checks import Mutations, ReplayGame, assert_illegal, parse_move, ra_rounds
from referee.core.problems import InvalidInput
from referee.sun_auction.scoring import EpochScore
from referee.games.ra import rules, scoring
from referee.games.ra.replay import GameLog, IllegalMove, Move, Replay, check_log, new_game, replay

SUNS3 = {"Anne": (13, 8, 5, 2), "Bert": (12, 9, 6, 3), "Carl": (11, 10, 7, 4)}
PLAYERS3 = ("Anne", "Bert", "Carl")


def make_log(
    lines: list[str] | str, players: tuple[str, ...] = PLAYERS3, suns: dict[str, tuple[int, ...]] | None = None
) -> GameLog:
    return replay_checks.log_of(lines, players, suns or SUNS3)


def play(lines: list[str] | str, **kw: Any) -> Replay:
    return replay(make_log(lines, **kw))


def position(lines: list[str] | str, **kw: Any) -> dict[str, Any]:
    return replay_checks.position(new_game, make_log(lines, **kw))


def invoke_epochs(
    epochs: int, suns: dict[str, tuple[int, ...]] = SUNS3, players: tuple[str, ...] = PLAYERS3
) -> list[str]:
    """Epochs in which every player on turn invokes Ra, all others pass and he bids his lowest sun.

    Its own small bookkeeping (not the engine's): everyone spends one sun per round, so nobody is
    ever skipped; after an auction the player on the Ra player's left moves; an epoch ends when
    the last sun is spent and the highest sun starts the next one.
    """
    up = {p: sorted(s) for p, s in suns.items()}
    middle = 1
    lines: list[str] = []
    n = len(players)
    for _ in range(epochs):
        down: dict[str, list[int]] = {p: [] for p in players}
        i = max(range(n), key=lambda k: max(up[players[k]]))
        while any(up.values()):
            while not up[players[i]]:  # nobody is skipped in this script, but keep it honest
                i = (i + 1) % n
            p = players[i]
            lines.append(f"{p} invoke")
            # Players whose suns are all spent do not bid (R12); the invoker bids last.
            lines += [f"{players[(i + k) % n]} pass" for k in range(1, n) if up[players[(i + k) % n]]]
            sun = up[p].pop(0)
            lines.append(f"{p} bid {sun}")
            down[p].append(middle)
            middle = sun
            i = (i + 1) % n
        up = {p: sorted(down[p]) for p in players}
    return lines


# ---------------------------------------------------------------------------------------------
# What must be caught.


def test_first_move_by_other_than_highest_sun_is_illegal():
    reason = assert_illegal(play("Bert draw pharaoh"), 0, "R16", "Anne", "13", "Bert")
    assert reason == "Anne holds the highest sun (13) and starts epoch 1, not Bert."


def test_move_out_of_clockwise_turn_is_illegal():
    assert_illegal(play("Anne draw pharaoh; Carl draw gold"), 1, "R8", "Bert", "Carl")


def test_after_an_auction_the_player_left_of_the_ra_player_moves():
    lines = "Anne draw gold; Bert invoke; Carl pass; Anne pass; Bert bid 12"
    assert play(lines + "; Carl draw nile").legal
    assert_illegal(play(lines + "; Anne draw nile"), 5, "R15", "Bert", "Carl", "Anne")


def test_move_by_player_without_face_up_suns_is_illegal_and_he_is_skipped():
    lines = [
        "Anne invoke",
        "Bert pass",
        "Carl pass",
        "Anne bid 13",
        "Bert draw pharaoh",
        "Carl draw pharaoh",
        "Anne invoke",
        "Bert pass",
        "Carl pass",
        "Anne bid 8",
        "Bert draw pharaoh",
        "Carl draw pharaoh",
        "Anne invoke",
        "Bert pass",
        "Carl pass",
        "Anne bid 5",
        "Bert draw pharaoh",
        "Carl draw pharaoh",
        "Anne invoke",
        "Bert pass",
        "Carl pass",
        "Anne bid 2",
        "Bert draw pharaoh",
        "Carl draw pharaoh",
    ]
    assert play(lines + ["Bert draw nile"]).legal  # Anne is skipped
    reason = assert_illegal(play(lines + ["Anne draw nile"]), len(lines), "R8", "Anne", "Bert")
    assert "no face-up sun" in reason
    # ...and she does not get a chance to bid either: the auction goes Carl, then Bert.
    assert play(lines + ["Bert invoke", "Carl pass", "Bert bid 12"]).legal
    assert_illegal(play(lines + ["Bert invoke", "Carl pass", "Anne pass"]), len(lines) + 2, "R12", "Anne")


def test_draw_on_full_auction_track_is_illegal():
    tiles = ["pharaoh", "nile", "gold", "art", "flood", "temple", "pyramid", "god"]
    lines = [f"{PLAYERS3[k % 3]} draw {t}" for k, t in enumerate(tiles)]
    reason = assert_illegal(play(lines + ["Carl draw nile"]), 8, "R10")
    assert reason == "Carl cannot draw: the auction track already holds 8 tiles; Carl must invoke Ra or play gods."
    assert play(lines + ["Carl invoke"]).legal


def test_draw_of_a_tile_type_the_bag_no_longer_holds_is_illegal():
    reason = assert_illegal(
        play("Anne draw funeral; Bert draw funeral; Carl draw funeral"), 2, "R17", "Carl", "funeral", "2"
    )
    assert reason.startswith("Carl draws funeral, but all 2 funeral tiles have already been drawn")


def test_bag_counts_tiles_that_left_the_game():
    # The two funerals were drawn and discarded with a full track: they never come back (R17).
    tiles = ["funeral", "funeral", "gold", "art", "flood", "temple", "pyramid", "god"]
    lines = [f"{PLAYERS3[k % 3]} draw {t}" for k, t in enumerate(tiles)]
    lines += ["Carl invoke", "Anne pass", "Bert pass", "Carl pass"]
    assert_illegal(play(lines + ["Anne draw funeral"]), len(lines), "R17", "funeral")


def test_bid_with_a_sun_not_held_is_illegal():
    reason = assert_illegal(play("Anne invoke; Bert bid 13"), 1, "R12", "Bert", "13", "12, 9, 6, 3")
    assert reason == "Bert bid sun 13, but the suns Bert holds face up are 12, 9, 6, 3."


def test_bid_with_a_face_down_sun_is_illegal():
    lines = "Anne invoke; Bert bid 12; Carl pass; Anne pass; Bert draw gold; Carl invoke; Anne pass"
    assert play(lines + "; Bert bid 9").legal
    assert_illegal(play(lines + "; Bert bid 1"), 7, "R12", "Bert", "1")


def test_bid_not_higher_than_the_highest_bid_is_illegal():
    reason = assert_illegal(play("Anne invoke; Bert bid 9; Carl bid 7"), 2, "R12")
    assert reason == "Carl bid sun 7, but the highest bid is already 9 (Bert)."


def test_bid_out_of_order_is_illegal():
    assert_illegal(play("Anne invoke; Carl bid 7"), 1, "R12", "Carl", "Bert", "Anne")


def test_bidding_twice_is_illegal():
    assert_illegal(play("Anne invoke; Bert bid 9; Carl pass; Bert bid 12"), 3, "R12", "Bert", "9", "Anne")
    assert_illegal(play("Anne invoke; Bert pass; Carl pass; Bert bid 12"), 3, "R12", "Bert", "passed")


def test_bid_after_the_auction_is_over_is_illegal():
    assert_illegal(play("Anne invoke; Bert pass; Carl pass; Anne bid 13; Bert bid 12"), 4, "R12", "Bert", "no auction")


def test_voluntary_invoker_cannot_pass_when_everyone_else_passed():
    reason = assert_illegal(play("Anne invoke; Bert pass; Carl pass; Anne pass"), 3, "R11", "Anne")
    assert "13, 8, 5, 2" in reason
    assert play("Anne invoke; Bert pass; Carl pass; Anne bid 2").legal
    assert play("Anne invoke; Bert bid 3; Carl pass; Anne pass").legal  # someone bid: he may pass


GOD_SETUP = [
    "Anne draw god",
    "Bert draw gold",
    "Carl invoke",
    "Anne bid 13",
    "Bert pass",
    "Carl pass",
    "Anne draw pharaoh",
    "Bert draw god",
    "Carl draw art",
]  # Anne: 1 god; track: pharaoh, god, art


def test_god_move_without_enough_gods_is_illegal():
    assert play(GOD_SETUP + ["Anne god pharaoh"]).legal
    reason = assert_illegal(play(GOD_SETUP + ["Anne god pharaoh art"]), 9, "R13")
    assert reason == "Anne plays 2 gods to take 2 tiles, but holds only 1 god."
    assert_illegal(play("Anne god gold"), 0, "R13", "Anne", "holds only 0 gods")


def test_god_move_taking_a_god_is_illegal():
    assert_illegal(play(GOD_SETUP + ["Anne god god"]), 9, "R13", "Anne", "god")


def test_god_move_taking_a_tile_not_on_the_track_is_illegal():
    assert_illegal(play(GOD_SETUP + ["Anne god gold"]), 9, "R13", "Anne", "gold", "pharaoh")
    assert_illegal(play(GOD_SETUP + ["Anne god ra"]), 9, "R13", "Ra")


def test_god_move_on_a_full_track_is_allowed_and_takes_the_tiles():
    tiles = ["pharaoh", "nile", "gold", "art", "flood", "temple", "pyramid", "writing"]
    setup = ["Anne draw god", "Bert draw gold", "Carl invoke", "Anne pass", "Bert pass", "Carl bid 11"]
    lines = setup + [f"{PLAYERS3[k % 3]} draw {t}" for k, t in enumerate(tiles)]
    pos = position(lines + ["Carl god gold"])
    assert pos["auction_track"] == ["pharaoh", "nile", "art", "flood", "temple", "pyramid", "writing"]
    carl = pos["players"][2]
    assert carl["tiles"] == {"gold": 2}  # the god is spent, the gold taken
    assert pos["to_move"] == "Anne"


UNREST_SETUP = [
    "Anne draw art",
    "Bert draw religion",
    "Carl draw astronomy",
    "Anne draw unrest",
    "Bert invoke",
    "Carl pass",
    "Anne bid 13",
    "Bert pass",
]  # Anne wins 3 civilizations + unrest


def test_missing_discard_where_the_choice_matters_is_illegal_at_the_move_instead():
    pos = position(UNREST_SETUP)
    assert pos["phase"] == "discard" and pos["to_move"] == "Anne"
    assert pos["pending_discard"] == {"player": "Anne", "disasters": {"unrest": 1}}
    reason = assert_illegal(play(UNREST_SETUP + ["Carl draw nile"]), 8, "R14", "Anne", "unrest", "Carl")
    assert reason == (
        "Anne must first discard for 1 × unrest (2 civilizations chosen from "
        "1 × art, 1 × religion, 1 × astronomy); Carl cannot draw a tile before that."
    )
    assert_illegal(play(UNREST_SETUP + ["Anne draw nile"]), 8, "R14", "Anne")


def test_wrong_discard_choice_is_illegal():
    assert_illegal(play(UNREST_SETUP + ["Anne discard art gold"]), 8, "R14", "Anne", "gold")
    assert_illegal(play(UNREST_SETUP + ["Anne discard art"]), 8, "R14")
    assert_illegal(play(UNREST_SETUP + ["Anne discard art art"]), 8, "R14")  # she holds one art
    assert_illegal(play(UNREST_SETUP + ["Anne discard art religion astronomy"]), 8, "R14")


def test_disaster_choice_is_applied_and_the_turn_goes_left_of_the_ra_player():
    pos = position(UNREST_SETUP + ["Anne discard religion art"])
    assert pos["players"][0]["tiles"] == {"astronomy": 1}
    assert pos["to_move"] == "Carl" and pos["phase"] == "turn" and pos["pending_discard"] is None
    assert pos["players"][0]["suns"] == {"face_up": [8, 5, 2], "face_down": [1]}


FUNERAL_SETUP = [
    "Anne draw pharaoh",
    "Bert draw pharaoh",
    "Carl draw pharaoh",
    "Anne draw funeral",
    "Bert invoke",
    "Carl pass",
    "Anne bid 13",
    "Bert pass",
]  # Anne: 3 pharaohs - 2


def test_forced_disaster_needs_no_discard_but_a_stated_one_must_be_exact():
    assert position(FUNERAL_SETUP)["players"][0]["tiles"] == {"pharaoh": 1}
    assert play(FUNERAL_SETUP + ["Carl draw gold"]).legal
    assert play(FUNERAL_SETUP + ["Anne discard pharaoh pharaoh", "Carl draw gold"]).legal
    reason = assert_illegal(play(FUNERAL_SETUP + ["Anne discard pharaoh"]), 8, "R14", "Anne", "2 × pharaoh")
    assert reason == "Anne must discard exactly 2 × pharaoh for 1 × funeral, but the log discards 1 × pharaoh."
    # The stated removal belongs right after the acquisition, not later.
    assert_illegal(play(FUNERAL_SETUP + ["Carl draw gold", "Anne discard pharaoh pharaoh"]), 9, "R14")


def test_the_position_says_what_a_disaster_took_without_a_choice_until_the_next_move():
    # R14: 3 pharaohs and a funeral: 2 pharaohs go, no choice; the position says so (a phone form shows it)
    pos = position(FUNERAL_SETUP)
    assert pos["forced_discard"] == {"player": "Anne", "disasters": {"funeral": 1}, "tiles": {"pharaoh": 2}}
    assert pos["pending_discard"] is None and pos["to_move"] == "Carl"
    assert position(FUNERAL_SETUP + ["Carl draw gold"])["forced_discard"] is None
    assert position(FUNERAL_SETUP + ["Anne discard pharaoh pharaoh"])["forced_discard"] is None
    # a choice owed is `pending_discard`, not this
    assert position(UNREST_SETUP)["forced_discard"] is None
    # 2 × unrest and an earthquake at once, all without a choice: the lot, by kind
    lines = [
        "Anne draw art",
        "Bert draw art",
        "Carl draw writing",
        "Anne draw unrest",
        "Bert draw unrest",
        "Carl draw temple",
        "Anne draw temple",
        "Bert draw earthquake",
        "Carl invoke",
        "Anne bid 13",
        "Bert pass",
        "Carl pass",
    ]
    assert position(lines)["forced_discard"] == {
        "player": "Anne",
        "disasters": {"unrest": 2, "earthquake": 1},
        "tiles": {"art": 2, "writing": 1, "temple": 2},
    }


def test_discard_without_a_disaster_is_illegal():
    assert_illegal(play("Anne discard art"), 0, "R14", "Anne", "no disaster")


def test_drought_takes_floods_before_nile():
    lines = [
        "Anne draw flood",
        "Bert draw nile",
        "Carl draw nile",
        "Anne draw drought",
        "Bert invoke",
        "Carl pass",
        "Anne bid 13",
        "Bert pass",
    ]
    assert position(lines)["players"][0]["tiles"] == {"nile": 1}
    assert_illegal(play(lines + ["Anne discard nile nile"]), 8, "R14")
    assert play(lines + ["Anne discard flood nile"]).legal


def test_several_disasters_at_once_are_all_resolved():
    lines = [
        "Anne draw art",
        "Bert draw art",
        "Carl draw writing",
        "Anne draw unrest",
        "Bert draw unrest",
        "Carl draw temple",
        "Anne draw temple",
        "Bert draw earthquake",
        "Carl invoke",
        "Anne bid 13",
        "Bert pass",
        "Carl pass",
    ]
    # 2 × unrest take all 3 civilizations (forced); the earthquake takes both temples (forced).
    pos = position(lines)
    assert pos["players"][0]["tiles"] == {} and pos["phase"] == "turn"
    assert play(lines + ["Anne discard art art writing temple temple"]).legal
    assert_illegal(play(lines + ["Anne discard art art writing"]), 12, "R14")


def test_disaster_taken_with_gods_is_resolved():
    lines = [
        "Anne draw god",
        "Bert draw pharaoh",
        "Carl invoke",
        "Anne bid 13",
        "Bert pass",
        "Carl pass",
        "Anne draw funeral",
    ]
    pos = position(lines[:6])
    assert pos["players"][0]["tiles"] == {"god": 1, "pharaoh": 1}
    pos = position(lines + ["Bert draw gold", "Carl draw gold", "Anne god funeral"])
    assert pos["players"][0]["tiles"] == {}
    assert pos["auction_track"] == ["gold", "gold"] and pos["to_move"] == "Bert"


def test_any_move_after_the_game_ended_is_illegal():
    lines = invoke_epochs(3)
    assert play(lines).finished
    assert_illegal(play(lines + ["Anne draw gold"]), len(lines), "R16", "Anne", "epoch 3")


# ---------------------------------------------------------------------------------------------
# What must work.


def test_full_ra_track_ends_the_epoch_at_once_and_discards_the_auction_track():
    lines = ["Anne draw pharaoh", "Bert draw gold"] + ra_rounds("Carl", 7, PLAYERS3)
    lines.append("Anne draw ra")  # the 8th Ra tile with 3 players
    pos = position(lines[:-1])
    assert pos["ra_track"] == 7 and pos["auction_track"] == ["pharaoh", "gold"]
    result = play(lines)
    assert result.legal and not result.finished and len(result.epochs) == 1
    pos = position(lines)
    assert pos["epoch"] == 2 and pos["ra_track"] == 0 and pos["auction_track"] == []
    assert pos["phase"] == "turn" and pos["to_move"] == "Anne"  # still the highest sun
    assert pos["bag"]["pharaoh"] == 24 and pos["bag"]["gold"] == 4 and pos["bag"]["ra"] == 22
    assert result.epochs[0].players[0].fame == 5  # no civilization: -5
    assert_illegal(play(lines + ["Anne bid 13"]), len(lines), "R12", "no auction")


def test_the_last_sun_spent_ends_the_epoch_and_the_highest_sun_starts_the_next():
    epoch1 = invoke_epochs(1)
    result = play(epoch1)
    assert result.legal and not result.finished and len(result.epochs) == 1
    pos = position(epoch1)
    assert pos["epoch"] == 2 and pos["middle_sun"] == 11
    # Bert won 13 in the last auction: he holds the highest sun now and starts epoch 2.
    assert pos["to_move"] == "Bert"
    assert [p["suns"]["face_up"] for p in pos["players"]] == [[10, 7, 4, 1], [13, 8, 5, 2], [12, 9, 6, 3]]
    assert all(p["suns"]["face_down"] == [] for p in pos["players"])
    assert play(epoch1 + ["Bert draw gold"]).legal
    assert_illegal(play(epoch1 + ["Anne draw gold"]), len(epoch1), "R16", "Bert", "13", "epoch 2")


def test_auction_on_an_empty_track_is_for_the_middle_sun_alone():
    pos = position("Anne invoke; Bert pass; Carl pass; Anne bid 13")
    anne = pos["players"][0]
    assert anne["suns"] == {"face_up": [8, 5, 2], "face_down": [1]} and anne["tiles"] == {}
    assert pos["middle_sun"] == 13 and pos["to_move"] == "Bert"


def test_everyone_passing_a_drawn_ra_auction_leaves_the_tiles():
    pos = position("Anne draw gold; Bert draw ra; Carl pass; Anne pass; Bert pass")
    assert pos["auction_track"] == ["gold"] and pos["ra_track"] == 1
    assert pos["to_move"] == "Carl" and pos["middle_sun"] == 1


def test_everyone_passing_a_full_track_auction_discards_the_eight_tiles():
    tiles = ["pharaoh", "nile", "gold", "art", "flood", "temple", "pyramid", "god"]
    lines = [f"{PLAYERS3[k % 3]} draw {t}" for k, t in enumerate(tiles)]
    pos = position(lines + ["Carl invoke", "Anne pass", "Bert pass", "Carl pass"])
    assert pos["auction_track"] == [] and pos["to_move"] == "Anne"
    assert pos["bag"]["gold"] == 4 and pos["bag"]["god"] == 7  # gone for good
    assert all(p["tiles"] == {} for p in pos["players"])


def test_voluntary_invoker_is_forced_to_bid_and_wins():
    pos = position("Anne draw gold; Bert invoke; Carl pass; Anne pass; Bert bid 3")
    bert = pos["players"][1]
    assert bert["tiles"] == {"gold": 1} and bert["suns"]["face_down"] == [1]


def test_auction_state_is_reported_while_bidding():
    result = play("Anne draw gold; Bert invoke; Carl bid 7; Anne pass; Bert bid 6")
    assert result.state["auction"] == {
        "ra_player": "Bert",
        "kind": "invoked",
        "bids": [{"player": "Carl", "sun": 7}],
        "passed": ["Anne"],
    }
    assert result.state["phase"] == "auction" and result.state["to_move"] == "Bert"


def test_three_full_epochs_finish_the_game_with_fame_clamped_at_zero():
    result = play(invoke_epochs(3))
    assert result.legal and result.finished and len(result.epochs) == 3
    assert [[p.fame for p in e.players] for e in result.epochs] == [[5, 5, 5], [0, 0, 0], [0, 0, 0]]
    last = {p.name: p for p in result.epochs[2].players}
    assert min(p.points for p in last.values()) == -10  # no civilization and the lowest sun total
    assert all(p.fame == 0 for p in last.values())
    # Everyone has 0 fame: the highest single sun decides (R7).
    holder = max(result.standings, key=lambda s: s.highest_sun)
    assert result.winner == holder.name and result.standings[0].name == holder.name
    assert result.epochs[2].winner == result.winner


def test_log_that_stops_mid_game_is_legal_unfinished_and_scores_completed_epochs_only():
    lines = invoke_epochs(1) + ["Bert draw gold", "Carl draw art"]
    result = play(lines)
    assert result.legal and not result.finished and result.winner is None and result.violation is None
    assert len(result.epochs) == 1 and result.standings == result.epochs[0].standings
    assert result.state is not None and result.state["phase"] == "turn" and result.state["epoch"] == 2
    [group] = result.legal_moves  # after Carl's draw: a player to the left draws, invokes or plays a god
    assert group.player == result.state["to_move"] and group.moves
    empty = play([])
    assert empty.legal and not empty.finished and empty.epochs == () and empty.standings == ()


def test_four_and_five_player_tracks_and_suns():
    suns4 = {"Anne": (13, 6, 2), "Bert": (12, 7, 3), "Carl": (11, 8, 4), "Dirk": (10, 9, 5)}
    players4 = ("Anne", "Bert", "Carl", "Dirk")
    result = play(invoke_epochs(3, suns4, players4), players=players4, suns=suns4)
    assert result.legal and result.finished
    pos = position("Anne draw ra; Bert pass", players=players4, suns=suns4)
    assert pos["ra_track_length"] == 9
    suns5 = {"A": (16, 7, 2), "B": (15, 8, 3), "C": (14, 9, 4), "D": (13, 10, 5), "E": (12, 11, 6)}
    players5 = ("A", "B", "C", "D", "E")
    assert play(invoke_epochs(3, suns5, players5), players=players5, suns=suns5).finished


def test_violation_state_has_the_documented_shape():
    result = play(UNREST_SETUP + ["Carl draw nile"])
    state = result.state
    assert list(state) == [
        "epoch",
        "phase",
        "to_move",
        "ra_track",
        "ra_track_length",
        "auction_track",
        "middle_sun",
        "auction",
        "pending_discard",
        "forced_discard",
        "players",
        "bag",
    ]
    assert state["phase"] == "discard" and state["middle_sun"] == 13 and state["ra_track_length"] == 8
    assert state["players"][0] == {
        "name": "Anne",
        "fame": 10,
        "suns": {"face_up": [8, 5, 2], "face_down": [1]},
        "tiles": {"art": 1, "religion": 1, "astronomy": 1},
    }
    assert set(state["bag"]) == set(rules.SUPPLY) and state["bag"]["unrest"] == 3
    json.dumps(state)
    assert result.violation.move == Move("Carl", "draw", tile="nile")


def test_state_after_game_over_is_game_over():
    lines = invoke_epochs(3)
    state = play(lines + ["Bert invoke"]).state
    assert state["phase"] == "game_over" and state["to_move"] is None and state["epoch"] == 3


# ---------------------------------------------------------------------------------------------
# Caller errors (C2).


def test_every_replay_sentence_exists_in_english_and_dutch():
    from referee.core import text

    ids = {
        k
        for k in text._CATALOG["en"]
        if k.split(".")[0] in ("auction", "action", "log")
        or k.startswith(("ra.god.", "ra.discard.", "ra.draw.", "ra.group.", "ra.count_tile", "ra.nothing"))
    }
    assert len(ids) > 30
    assert ids <= set(text._CATALOG["nl"])


def test_check_log_reports_every_caller_error_with_its_path():
    log = GameLog(
        ("Anne", "Anne", " "),
        {"Anne": (13, 8, 5, 2), "Zed": (12, 9, 6, 3), " ": (1, 2, 3, 4)},
        (
            Move("Anne", "draw"),
            Move("Bob", "pass"),
            Move("Anne", "bid"),
            Move("Anne", "god"),
            Move("Anne", "discard"),
            Move("Anne", "draw", tile="dragon"),
            Move("Anne", "fly"),
            Move("Anne", "god", tiles=("gold", "unicorn")),
        ),
    )
    paths = {p.path for p in check_log(log)}
    assert paths == {
        ("players", 1),
        ("players", 2),
        ("suns", "Zed"),
        ("suns", " "),
        ("moves", 0, "tile"),
        ("moves", 1, "player"),
        ("moves", 2, "sun"),
        ("moves", 3, "take"),
        ("moves", 4, "tiles"),
        ("moves", 5, "tile"),
        ("moves", 6, "action"),
        ("moves", 7, "take", 1),
    }
    with pytest.raises(InvalidInput):
        replay(log)


def test_check_log_catches_player_count_and_wrong_or_repeated_stacks():
    assert [
        p.path for p in check_log(GameLog(("Anne", "Bert"), {"Anne": (13, 8, 5, 2), "Bert": (12, 9, 6, 3)}, ()))
    ] == [("players",)]
    log = GameLog(PLAYERS3, {"Anne": (13, 8, 5, 2), "Bert": (2, 5, 8, 13), "Carl": (11, 10, 7, 5)}, ())
    problems = check_log(log)
    assert [p.path for p in problems] == [("suns", "Bert"), ("suns", "Carl")]
    assert "twice" in problems[0].render() and "not a sun stack" in problems[1].render()
    missing = check_log(GameLog(PLAYERS3, {"Anne": (13, 8, 5, 2), "Bert": (12, 9, 6, 3)}, ()))
    assert [(p.path, p.render()) for p in missing] == [(("suns",), "No suns are dealt to Carl.")]
    assert check_log(make_log("Anne draw gold")) == []
    assert all(p.render("nl") for p in problems)


# ---------------------------------------------------------------------------------------------
# An independent reading of a legal log (no validation): who holds what when each epoch ends.


class Reference(replay_checks.Reference):
    """Ra's part of the reading (the auctions and epochs are tests/replay_checks.py's), by the
    rulebook's words: gods played for tiles, disasters and the removal they take (as the log
    states it, or the only one possible), what leaves after each epoch (R6)."""

    answer = "discard"

    def __init__(self, log: GameLog):
        super().__init__(log, rules)
        self.owed_choice = False  # the disasters owed leave a choice, so the log must state it

    def look(self) -> dict[str, Any]:
        return {
            **super().look(),
            "gods": {p: self.tiles[p]["god"] for p in self.players},
            "owed": self.owed is not None,
            "choice": self.owed is not None and self.owed_choice,
        }

    def step(self, m: Move, k: int) -> None:
        if m.action != "god":
            super().step(m, k)
            return
        self.stats["god"] += 1
        self.tiles[m.player]["god"] -= len(m.tiles)
        for t in m.tiles:
            self.track.remove(t)
        self.receive(m.player, list(m.tiles))

    def won(self, winner: str, tiles: list[str], next_index: int) -> None:
        self.receive(winner, tiles)

    def receive(self, player: str, tiles: list[str]) -> None:
        disasters = Counter(t for t in tiles if t in rules.DISASTERS)
        self.tiles[player].update(t for t in tiles if t not in rules.DISASTERS)
        if disasters:
            self.owed = (player, disasters)
            held = self.tiles[player]
            self.owed_choice = False
            for kind, group in (("unrest", rules.CIVILIZATIONS), ("earthquake", rules.MONUMENTS)):
                have = [t for t in group if held[t] > 0]
                if disasters[kind] and len(have) > 1 and 2 * disasters[kind] < sum(held[t] for t in have):
                    self.owed_choice = True

    def settle(self, m: Move | None) -> None:
        """Resolve disasters: the stated discard, or the only possible removal."""
        player, disasters = self.owed
        self.owed = None
        held = self.tiles[player]
        if m is not None:
            self.stats["discard_chosen" if self.owed_choice else "discard_stated_forced"] += 1
            held.subtract(Counter(m.tiles))
        else:
            for kind, count in disasters.items():
                need = 2 * count
                if kind in ("unrest", "earthquake"):
                    group = rules.CIVILIZATIONS if kind == "unrest" else rules.MONUMENTS
                    have = [t for t in group if held[t] > 0]
                    total = sum(held[t] for t in have)
                    assert need >= total or len(have) <= 1, "a choice the log should have stated"
                    for t in have:
                        take = min(need, held[t])
                        held[t] -= take
                        need -= take
                else:
                    for t in ("pharaoh",) if kind == "funeral" else ("flood", "nile"):
                        take = min(need, held[t])
                        held[t] -= take
                        need -= take
        self.settled()

    def score(self, displays: Any, fames: list[int]) -> EpochScore:
        return scoring.score_epoch(displays, fames)

    def leave(self, player: str, score: Any) -> None:
        for t in ("god", "flood", "gold") + rules.CIVILIZATIONS:  # R6
            self.tiles[player][t] = 0


# ---------------------------------------------------------------------------------------------
# Generated games.

GAMES_PER_COUNT = 500
GAME = ReplayGame(replay, new_game, random_game, Reference, counts=(3, 4, 5))


@pytest.fixture(scope="module")
def games() -> dict[int, list[GameLog]]:
    return replay_checks.generated_games(GAME, GAMES_PER_COUNT)


@pytest.mark.parametrize("players", GAME.counts)
@pytest.mark.slow  # generated games, seconds of CPU: the golden cases prove each rule
def test_generated_games_replay_legal_finished_and_score_like_the_display_scorer(games, players):
    replay_checks.check_generated_games(GAME, games[players], ("god", "discard_chosen", "discard_stated_forced"))


def test_generated_games_are_reproducible():
    replay_checks.check_reproducible(GAME)


def own_candidates(st: Any, p: str) -> list[Move]:
    """Ra's own moves to try for a player: a god play for every tile and for the track's first two,
    a discard of every display tile."""
    out = [Move(p, "god", tiles=(t,)) for t in rules.SUPPLY]
    out += [Move(p, "god", tiles=tuple(st.track[:2]))] if len(st.track) >= 2 else []
    return out + [Move(p, "discard", tiles=(t,)) for t in rules.DISPLAY_TILES]


@pytest.mark.slow  # generated games, seconds of CPU: the golden cases prove each rule
def test_legal_moves_are_exactly_the_moves_push_accepts():
    replay_checks.check_legal_moves(
        GAME,
        list(rules.SUPPLY),
        own_candidates,
        seeds=6,
        every=13,
        always=("discard", "god"),
        ended=lambda st: st.is_over,
    )


# ---------------------------------------------------------------------------------------------
# Mutations: each must be illegal at the mutated index, by construction.


def mutation_cases(log: GameLog, ref: Reference, rng: random.Random) -> list[replay_checks.Case]:
    """(name, mutated log, index where it must fail, rule) for every mutation this game allows:
    the shared ones (tests/replay_checks.py) and Ra's gods and discards."""
    mu = Mutations(log, ref, rng)
    moves, before = mu.moves, mu.before
    mu.bids()
    mu.order()
    mu.exhausted_draw()

    # A god move without gods instead of a turn (R13).
    turns = [k for k, m in enumerate(moves) if m.action in ("draw", "invoke", "god") and not before[k]["owed"]]
    spot = mu.pick(
        [
            (k, t)
            for k in turns
            if before[k]["gods"][moves[k].player] == 0
            for t in set(before[k]["track"])
            if t != "god"
        ]
    )
    if spot:
        i, t = spot
        mu.add("god_without_gods", mu.replaced(i, Move(moves[i].player, "god", tiles=(t,))), i, "R13")

    # A god move taking a god (R13).
    i = mu.pick([k for k in turns if before[k]["gods"][moves[k].player] > 0 and "god" in before[k]["track"]])
    if i is not None:
        mu.add("god_takes_god", mu.replaced(i, Move(moves[i].player, "god", tiles=("god",))), i, "R13")

    mu.draw_on_full_track(turns)
    mu.forced_invoker_passes()

    # A required discard left out, or with a wrong count (R14).
    i = mu.pick([k for k, m in enumerate(moves) if m.action == "discard" and before[k]["choice"]])
    if i is not None:
        mu.add(
            "discard_one_too_many",
            mu.replaced(i, Move(moves[i].player, "discard", tiles=moves[i].tiles + moves[i].tiles[-1:])),
            i,
            "R14",
        )
        if i + 1 < len(moves):
            mu.add("discard_missing", replay_checks.mutated(log, moves[:i] + moves[i + 1 :]), i, "R14")

    mu.after_game_over()
    return mu.cases


@pytest.mark.slow  # generated games, seconds of CPU: the golden cases prove each rule
def test_mutated_games_are_illegal_at_the_mutated_move(games):
    replay_checks.check_mutated_games(
        GAME,
        games,
        120,
        mutation_cases,
        ("god_without_gods", "god_takes_god", "discard_one_too_many", "discard_missing"),
    )


def test_dropping_a_required_discard_that_ends_the_log_leaves_it_unfinished():
    result = play(UNREST_SETUP)
    assert result.legal and not result.finished


def test_illegal_move_from_push_leaves_the_position_unchanged():
    st = new_game(PLAYERS3, SUNS3)
    for m in make_log(UNREST_SETUP).moves:
        st.push(m)
    before = st.snapshot()
    for bad in ("Anne discard art gold", "Carl draw nile", "Anne god art"):
        with pytest.raises(IllegalMove):
            st.push(parse_move(bad))
        assert st.snapshot() == before
