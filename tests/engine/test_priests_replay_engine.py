"""Priests of Ra's move-log replay, engine level (no Flask).

Hand-written short logs prove each rule that must be caught (the priests' flips, P8, and the
shared auction rules of Ra that P1 adopts) and each situation that must work (2 players, both
epoch ends, flips before the scoring of the epoch they end, three epochs, fame clamp, ankhs
carried, what leaves and what stays). Generated games (tests/priests_of_ra_games.py) must replay legal
and finished, with epochs equal to `scoring.score_epoch` run on displays that an independent,
validation-free reading of the log (`Reference` below, on the shared auction reading of
tests/replay_checks.py) computes; mutated generated games must be illegal exactly where mutated.
The machinery both sun-auction games' tests share is in tests/replay_checks.py; this file keeps
what is Priests of Ra's.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import replay_checks
from priests_of_ra_games import random_game
from replay_checks import Mutations, ReplayGame, assert_illegal, parse_move, ra_rounds
from referee.core.problems import InvalidInput
from referee.sun_auction.scoring import EpochScore
from referee.games.priests_of_ra import rules, scoring
from referee.games.priests_of_ra.replay import PRIESTS, GameLog, IllegalMove, Move, Replay, check_log, new_game, replay

SUNS2 = {"Anne": (9, 6, 5, 2), "Bert": (8, 7, 4, 3)}
PLAYERS2 = ("Anne", "Bert")
SUNS3 = {"Anne": (13, 8, 5, 2), "Bert": (12, 9, 6, 3), "Carl": (11, 10, 7, 4)}
PLAYERS3 = ("Anne", "Bert", "Carl")


def make_log(
    lines: list[str] | str, players: tuple[str, ...] = PLAYERS2, suns: dict[str, tuple[int, ...]] | None = None
) -> GameLog:
    return replay_checks.log_of(lines, players, suns or (SUNS2 if len(players) == 2 else SUNS3))


def play(lines: list[str] | str, **kw: Any) -> Replay:
    return replay(make_log(lines, **kw))


def position(lines: list[str] | str, **kw: Any) -> dict[str, Any]:
    return replay_checks.position(new_game, make_log(lines, **kw))


def player(state: dict[str, Any], name: str) -> dict[str, Any]:
    return next(p for p in state["players"] if p["name"] == name)


# Anne draws a priest, Bert a warrior, Anne invokes and wins both with sun 9: one flip owed to Anne.
PRIEST_WON = "Anne draw priest; Bert draw warrior; Anne invoke; Bert pass; Anne bid 9"
# The same with two priests and a market: two flips owed to Anne.
TWO_PRIESTS_WON = (
    "Anne draw priest; Bert draw priest; Anne draw market; Bert draw warrior; Anne invoke; Bert pass; Anne bid 9"
)


def spend_all(lines: list[str], players: tuple[str, ...] = PLAYERS2) -> list[str]:
    """Finish the epoch reached after `lines`: each player on turn invokes Ra, the others with suns
    pass and he bids his lowest sun (who is on turn and what he holds is read from the position)."""
    out = list(lines)
    st = position(out, players=players)
    epoch = st["epoch"]
    while st["epoch"] == epoch and st["phase"] != "game_over":
        p = st["to_move"]
        i = players.index(p)
        up = {q["name"]: q["suns"]["face_up"] for q in st["players"]}
        others = [players[(i + k) % len(players)] for k in range(1, len(players))]
        out += [f"{p} invoke"] + [f"{o} pass" for o in others if up[o]] + [f"{p} bid {min(up[p])}"]
        st = position(out, players=players)
    return out


# ---------------------------------------------------------------------------------------------
# P8: the flips that must be caught.


def test_a_flip_right_after_winning_a_priest_turns_the_tile():
    st = position(PRIEST_WON + "; Anne flip warrior")
    assert player(st, "Anne")["tiles"] == {"priest": 1, "farmer": 1}
    assert st["flip"] is None and (st["phase"], st["to_move"]) == ("turn", "Bert")


def test_two_priests_flip_two_tiles_at_once():
    st = position(TWO_PRIESTS_WON + "; Anne flip warrior market")
    assert player(st, "Anne")["tiles"] == {"priest": 2, "farmer": 1, "library": 1}


def test_flips_are_optional_and_the_game_goes_on_without_them():
    result = play(PRIEST_WON + "; Bert draw farmer")
    assert result.legal
    st = position(PRIEST_WON)
    assert st["flip"] == {"player": "Anne", "flips": 1} and st["to_move"] == "Bert"


def test_a_flip_without_a_priest_won_is_illegal():
    reason = assert_illegal(
        play("Anne draw warrior; Bert invoke; Anne bid 9; Bert pass; Anne flip warrior"), 4, "P8", "Anne", "no priest"
    )
    assert reason.startswith("Anne cannot flip")


def test_a_flip_by_the_loser_of_the_auction_is_illegal():
    assert_illegal(play(PRIEST_WON + "; Bert flip warrior"), 5, "P8", "Bert", "no priest")


def test_more_flips_than_priests_won_is_illegal():
    reason = assert_illegal(play(PRIEST_WON + "; Anne flip warrior priest"), 5, "P8", "Anne", "2 tiles", "1 × priest")
    assert reason == "Anne flips 2 tiles, but won 1 × priest in this auction: one flip per priest."
    assert_illegal(play(TWO_PRIESTS_WON + "; Anne flip warrior market warrior"), 7, "P8", "3 tiles", "2 × priest")


def test_flipping_a_tile_not_in_the_display_is_illegal():
    reason = assert_illegal(play(PRIEST_WON + "; Anne flip farmer"), 5, "P8", "Anne", "farmer")
    assert reason == "Anne flips 1 × farmer, but Anne's display holds 0."
    # each named tile flips once: two flips of the one warrior are two warriors
    assert_illegal(play(TWO_PRIESTS_WON + "; Anne flip warrior warrior"), 7, "P8", "2 × warrior", "holds 1")
    assert_illegal(play(PRIEST_WON + "; Anne flip ra"), 5, "P8", "Ra", "holds 0")


@pytest.mark.parametrize("tile", ["priest", "pyramid", "plague"])
def test_flipping_a_single_sided_tile_is_illegal(tile):
    lines = f"Anne draw priest; Bert draw {tile}; Anne invoke; Bert pass; Anne bid 9; Anne flip {tile}"
    reason = assert_illegal(play(lines), 5, "P8", "Anne", "one side")
    assert reason.startswith(f"Anne cannot flip {tile}")


def test_a_priest_won_with_nothing_to_flip_offers_no_flip():
    """A display with no two-sided tile: the position claims no flip, no flip is a legal move, and a flip
    tried anyway says there is nothing to flip (the form once said "Carl may flip 1 tile")."""
    lines = "Anne draw priest; Bert draw pyramid; Anne invoke; Bert pass; Anne bid 9"
    result = play(lines)
    assert result.state["flip"] is None and result.state["phase"] != "flip"
    assert not [m for m in result.state.get("legal_moves", []) if m.get("action") == "flip"]
    reason = assert_illegal(play(lines + "; Anne flip priest pyramid"), 5, "P8", "Anne")
    assert reason.startswith("Anne cannot flip priest") or "one side" in reason
    reason = assert_illegal(play(lines + "; Anne flip warrior"), 5, "P8", "Anne")
    assert reason == "Anne cannot flip: Anne's display holds no tile with two sides."


def test_a_late_flip_is_illegal():
    # Bert moves after the auction: Anne's priest could flip only before that.
    reason = assert_illegal(play(PRIEST_WON + "; Bert draw farmer; Anne flip warrior"), 6, "P8", "right after")
    assert reason.startswith("Anne cannot flip now")


def test_a_flip_during_an_auction_is_illegal():
    assert_illegal(play(PRIEST_WON + "; Anne flip warrior; Bert invoke; Anne flip farmer"), 7, "P8", "Anne")


def test_a_refused_flip_leaves_the_flip_owed():
    st = new_game(PLAYERS2, SUNS2)
    for m in make_log(PRIEST_WON).moves:
        st.push(m)
    before = st.snapshot()
    for bad in (
        "Anne flip farmer",
        "Anne flip priest",
        "Anne flip warrior warrior",
        "Bert flip warrior",
        "Anne draw farmer",
        "Bert bid 8",
    ):
        with pytest.raises(IllegalMove):
            st.push(parse_move(bad))
        assert st.snapshot() == before, bad
    st.push(parse_move("Anne flip warrior"))
    assert player(st.snapshot(), "Anne")["tiles"]["farmer"] == 1


def test_an_illegal_move_after_the_auction_shows_the_position_without_the_flip():
    result = play(PRIEST_WON + "; Anne draw farmer")
    assert_illegal(result, 5, "R15", "Bert", "Anne")
    assert result.state["flip"] is None and result.state["to_move"] == "Bert"


# ---------------------------------------------------------------------------------------------
# Ra's rules, as P1 adopts them.


def test_first_move_by_other_than_highest_sun_is_illegal():
    reason = assert_illegal(play("Bert draw farmer"), 0, "R16", "Anne", "9", "Bert")
    assert reason == "Anne holds the highest sun (9) and starts epoch 1, not Bert."


def test_move_out_of_turn_is_illegal():
    assert_illegal(play("Anne draw farmer; Carl draw farmer", players=PLAYERS3), 1, "R8", "Bert", "Carl")
    assert_illegal(play("Anne draw farmer; Anne draw farmer"), 1, "R8", "Bert")


def test_after_an_auction_the_player_left_of_the_ra_player_moves():
    assert_illegal(
        play("Anne draw farmer; Bert invoke; Anne pass; Bert bid 8; Bert draw farmer"), 4, "R15", "Anne", "Bert"
    )


def spent_anne() -> list[str]:
    """Anne spends all four suns on voluntary invokes while Bert draws farmers between them."""
    lines: list[str] = []
    for sun in (2, 5, 6, 9):
        lines += ["Anne invoke", "Bert pass", f"Anne bid {sun}"]
        if sun != 9:
            lines.append("Bert draw farmer")
    return lines


def test_a_player_without_face_up_suns_is_skipped_and_cannot_move():
    lines = spent_anne()
    st = position(lines)
    assert player(st, "Anne")["suns"] == {"face_up": [], "face_down": [6, 5, 2, 1]}
    assert st["to_move"] == "Bert"
    assert play(lines + ["Bert draw farmer", "Bert draw farmer"]).legal  # Anne is skipped
    assert_illegal(
        play(lines + ["Bert draw farmer", "Anne draw farmer"]), len(lines) + 1, "R8", "no face-up sun", "Bert"
    )


def test_drawing_on_a_full_auction_track_is_illegal():
    lines = ["Anne draw farmer", "Bert draw scribe"] * 4
    reason = assert_illegal(play(lines + ["Anne draw granary"]), 8, "R10", "8 tiles", "invoke Ra")
    assert "gods" not in reason


def test_all_passing_on_a_full_track_discards_the_tiles():
    lines = ["Anne draw farmer", "Bert draw scribe"] * 4 + ["Anne invoke", "Bert pass", "Anne pass"]
    st = position(lines)
    assert st["auction_track"] == [] and st["to_move"] == "Bert"
    assert all(p["tiles"] == {} for p in st["players"])


def test_an_exhausted_tile_type_cannot_be_drawn():
    lines = ["Anne draw plague", "Bert draw plague"] * 4 + [
        "Anne invoke",
        "Bert pass",
        "Anne pass",
        "Bert draw plague",
        "Anne draw plague",
    ]
    assert play(lines).legal
    reason = assert_illegal(play(lines + ["Bert draw plague"]), len(lines), "R17", "plague", "10")
    assert reason == "Bert draws plague, but all 10 plague tiles have already been drawn and the bag is never refilled."


def test_both_faces_of_a_double_sided_tile_draw_from_one_bag_count():
    # 14 burial chambers, either colour: 7 of each empty the bag.
    lines = ["Anne draw chamber_a", "Bert draw chamber_b"] * 4 + ["Anne invoke", "Bert pass", "Anne pass"]
    lines += ["Bert draw chamber_b", "Anne draw chamber_a"] * 3
    st = position(lines)
    assert st["bag"]["chamber_a+chamber_b"] == 0
    reason = assert_illegal(play(lines + ["Bert draw chamber_b"]), len(lines), "R17", "burial chamber", "14")
    assert "burial chamber (either colour)" in reason


def test_a_log_names_the_face_not_the_physical_tile():
    problems = check_log(make_log("Anne draw farmer+warrior"))
    assert [p.path for p in problems] == [("moves", 0, "tile")]
    with pytest.raises(InvalidInput):
        play("Anne draw farmer+warrior")


def test_bid_errors():
    assert_illegal(play("Anne draw farmer; Bert invoke; Anne bid 8"), 2, "R12", "Anne", "8", "9, 6, 5, 2")
    assert_illegal(play("Anne draw farmer; Bert invoke; Anne bid 9; Bert bid 8"), 3, "R12", "8", "9 (Anne)")
    assert_illegal(play("Anne draw farmer; Bert invoke; Bert bid 8"), 2, "R12", "Anne")
    assert_illegal(play("Anne bid 9"), 0, "R12", "no auction")


def test_the_voluntary_invoker_must_bid_if_everyone_else_passed():
    reason = assert_illegal(play("Anne invoke; Bert pass; Anne pass"), 2, "R11", "Anne", "must bid")
    assert "9, 6, 5, 2" in reason
    assert play("Anne draw ra; Bert pass; Anne pass").legal  # a drawn Ra tile: everyone may pass


def test_moves_after_the_end_of_the_game_are_illegal():
    lines = spend_all(spend_all(spend_all([])))
    result = play(lines)
    assert result.legal and result.finished
    assert_illegal(play(lines + ["Anne draw farmer"]), len(lines), "R16", "epoch 3")
    assert_illegal(play(lines + ["Anne flip farmer"]), len(lines), "R16", "epoch 3")


# ---------------------------------------------------------------------------------------------
# What must work.


def test_two_players_the_sixth_ra_tile_ends_the_epoch_at_once():
    lines = ["Anne draw farmer"] + ra_rounds("Bert", 5, PLAYERS2) + ["Anne draw ra"]
    st = position(lines[:-1])
    assert (st["ra_track"], st["ra_track_length"], st["auction_track"]) == (5, 6, ["farmer"])
    result = play(lines)
    assert result.legal and len(result.epochs) == 1
    st = position(lines)
    assert (st["epoch"], st["ra_track"], st["auction_track"], st["to_move"]) == (2, 0, [], "Anne")
    assert st["bag"]["ra"] == 24


@pytest.mark.parametrize("players,length", [(3, 8), (4, 9), (5, 10)])
def test_ra_track_length_by_player_count(players, length):
    names = ("Anne", "Bert", "Carl", "Dirk", "Eva")[:players]
    stacks = rules.SUN_STACKS[players]
    suns = dict(zip(names, stacks))
    lines = ra_rounds("Anne", length - 1, names)
    assert position(lines, players=names, suns=suns)["ra_track"] == length - 1
    first = names[(length - 1) % players]
    result = play(lines + [f"{first} draw ra"], players=names, suns=suns)
    assert result.legal and len(result.epochs) == 1


def test_the_auction_that_spends_the_last_sun_ends_the_epoch():
    lines = spend_all(["Anne draw warrior", "Bert draw warrior"])
    result = play(lines)
    assert result.legal and len(result.epochs) == 1
    st = position(lines)
    assert st["epoch"] == 2 and all(p["suns"]["face_down"] == [] for p in st["players"])
    highest = max(st["players"], key=lambda p: max(p["suns"]["face_up"]))
    assert st["to_move"] == highest["name"]  # the highest sun starts the next epoch
    assert st["middle_sun"] == 8  # Bert's last bid


def last_sun_with_priests() -> list[str]:
    """Epoch 1 where the auction that spends the last sun gives Bert a priest and two farmers:
    Anne holds 2 farmers, so Bert's flip of one farmer to a warrior changes the farmer majority."""
    lines = [
        "Anne draw farmer",
        "Bert draw farmer",
        "Anne invoke",
        "Bert pass",
        "Anne bid 2",  # Anne: 2 farmers
        "Bert invoke",
        "Anne pass",
        "Bert bid 3",
        "Anne invoke",
        "Bert pass",
        "Anne bid 5",
        "Bert invoke",
        "Anne pass",
        "Bert bid 4",
        "Anne invoke",
        "Bert pass",
        "Anne bid 6",
        "Bert invoke",
        "Anne pass",
        "Bert bid 7",
        "Anne invoke",
        "Bert pass",
        "Anne bid 9",  # Anne is out
        "Bert draw farmer",
        "Bert draw farmer",
        "Bert draw priest",
        "Bert invoke",
        "Bert bid 8",
    ]
    return lines


def test_flips_after_the_last_auction_come_before_the_epoch_is_scored():
    lines = last_sun_with_priests()
    st = position(lines)
    assert (st["epoch"], st["phase"], st["to_move"], st["flip"]) == (1, "flip", "Bert", {"player": "Bert", "flips": 1})
    # Without the flip (the log ends, or goes on): Anne and Bert tie with 2 farmers, both +5.
    unflipped = play(lines)
    assert unflipped.legal and len(unflipped.epochs) == 1
    farmers = [p.lines[0].points for p in unflipped.epochs[0].players]
    assert farmers == [5, 5]
    goes_on = play(lines + ["Bert draw farmer"])  # Bert won sun 9: he starts epoch 2
    assert goes_on.legal and goes_on.epochs == unflipped.epochs
    # With it, Bert has one farmer and one warrior: only Anne scores the farmers.
    flipped = play(lines + ["Bert flip farmer"])
    assert flipped.legal and len(flipped.epochs) == 1
    assert [p.lines[0].points for p in flipped.epochs[0].players] == [5, 0]
    assert flipped.displays[0].players[1].tiles == {"farmer": 1, "warrior": 1, "priest": 1}
    st = position(lines + ["Bert flip farmer"])
    assert (st["epoch"], st["phase"], st["to_move"]) == (2, "turn", "Bert")


def test_an_illegal_move_after_a_held_epoch_end_is_judged_in_the_next_epoch():
    lines = last_sun_with_priests()
    result = play(lines + ["Anne draw farmer"])
    assert_illegal(result, len(lines), "R16", "Bert", "9", "epoch 2")
    assert len(result.epochs) == 1 and result.state["epoch"] == 2 and result.state["flip"] is None
    # a bad flip there keeps the position before it: the flip still owed, epoch 1 not scored
    result = play(lines + ["Bert flip priest"])
    assert_illegal(result, len(lines), "P8", "one side")
    assert result.epochs == () and result.state["phase"] == "flip" and result.state["epoch"] == 1
    # and a flip one move too late is a flip in epoch 2, where the priests have left
    assert_illegal(play(lines + ["Bert draw farmer", "Bert flip farmer"]), len(lines) + 1, "P8", "no priest")


def test_a_flip_after_the_last_auction_of_the_game_and_the_game_ends():
    lines = spend_all(spend_all([]))
    # epoch 3: invokes until one sun is left (its holder is then the only one to move), then he
    # draws a priest and a warrior and spends it on them
    st = position(lines)
    assert st["epoch"] == 3
    while sum(len(q["suns"]["face_up"]) for q in st["players"]) > 1:
        p = st["to_move"]
        up = {q["name"]: q["suns"]["face_up"] for q in st["players"]}
        o = "Bert" if p == "Anne" else "Anne"
        lines += [f"{p} invoke"] + ([f"{o} pass"] if up[o] else []) + [f"{p} bid {min(up[p])}"]
        st = position(lines)
    last = st["to_move"]
    sun = player(st, last)["suns"]["face_up"][0]
    game = lines + [f"{last} draw priest", f"{last} draw warrior", f"{last} invoke", f"{last} bid {sun}"]
    assert position(game)["phase"] == "flip"
    without = play(game)
    assert without.legal and without.finished and without.winner
    flipped = play(game + [f"{last} flip warrior"])
    assert flipped.legal and flipped.finished
    assert flipped.displays[2].players[PLAYERS2.index(last)].tiles == {"priest": 1, "farmer": 1}
    assert_illegal(play(game + [f"{last} flip warrior", f"{last} flip farmer"]), len(game) + 1, "R16")


def test_three_epochs_with_fame_carried_and_clamped_at_zero():
    # Epoch 1: Anne wins 6 plagues and a lot of nothing else: -20 from 10 -> 0, not -10.
    lines = ["Anne draw plague", "Bert draw plague"] * 3 + ["Anne invoke", "Bert pass", "Anne bid 2"]
    lines = spend_all(lines)
    result = play(lines)
    assert result.legal and len(result.epochs) == 1
    anne = result.epochs[0].players[0]
    assert (anne.fame_before, anne.points, anne.fame) == (10, -20, 0)
    # plagues stay: epoch 2 costs her 20 again, still 0
    result = play(spend_all(lines))
    assert [e.players[0].fame for e in result.epochs] == [0, 0]


def test_after_scoring_people_and_priests_leave_a_plague_is_returned_and_the_rest_stays():
    lines = [
        "Anne draw priest",
        "Bert draw priest",
        "Anne draw priest",
        "Bert draw plague",
        "Anne draw plague",
        "Bert draw farmer",
        "Anne draw granary",
        "Bert draw pyramid",
        "Anne invoke",
        "Bert pass",
        "Anne bid 2",
    ]
    lines = spend_all(lines)
    result = play(lines)
    assert result.legal
    assert result.displays[0].players[0].tiles == {"priest": 3, "plague": 2, "farmer": 1, "granary": 1, "pyramid": 1}
    anne = result.epochs[0].players[0]
    plague_line = next(line for line in anne.lines if line.key == "plagues")
    assert plague_line.points == -1  # one of two returned
    st = position(lines)
    assert st["epoch"] == 2
    assert player(st, "Anne")["tiles"] == {"plague": 1, "granary": 1, "pyramid": 1}


def test_ankhs_gained_in_an_epoch_are_held_from_the_next_one():
    people = [
        "Anne draw farmer",
        "Bert draw warrior",
        "Anne draw merchant",
        "Bert draw scribe",
        "Anne invoke",
        "Bert pass",
        "Anne bid 2",
    ]
    lines = spend_all(people)
    result = play(lines)
    assert result.epochs[0].players[0].extras == {"ankhs_gained": 2}
    st = position(lines)
    assert st["ankhs"] == {"Anne": 2, "Bert": 0}
    game = spend_all(spend_all(lines))
    result = play(game)
    assert result.finished
    assert [d.players[0].counters for d in result.displays] == [{}, {"ankhs": 2}, {"ankhs": 2}]
    ankh_line = next(line for line in result.epochs[2].players[0].lines if line.key == "ankhs")
    assert ankh_line.points == 5  # 2 ankhs held
    # the same as scoring the displays with the ankhs passed in
    fames = [p.fame for p in result.epochs[1].players]
    assert result.epochs[2] == scoring.score_epoch(result.displays[2], fames, ankhs=[2, 0])


def test_state_snapshot_of_a_violation_is_json_ready():
    import json

    result = play(PRIEST_WON + "; Anne flip pyramid")
    json.dumps(result.state)
    assert result.state["flip"] == {"player": "Anne", "flips": 1}


def test_every_replay_sentence_exists_in_english_and_dutch():
    from referee.core import text

    ids = {k for k in text._CATALOG["en"] if k.startswith("por.flip.") or k == "por.action.flip"}
    assert len(ids) == 7
    assert ids <= set(text._CATALOG["nl"])


def test_check_log_reports_caller_errors_with_their_paths():
    log = GameLog(
        ("Anne", "Anne"),
        {"Anne": (9, 6, 5, 2), "Zed": (8, 7, 4, 3)},
        (
            Move("Anne", "draw"),
            Move("Anne", "flip"),
            Move("Anne", "flip", tiles=("farmer", "unicorn")),
            Move("Anne", "god", tiles=("farmer",)),
            Move("Anne", "discard", tiles=("farmer",)),
            Move("Anne", "draw", tile="god"),
        ),
    )
    paths = {p.path for p in check_log(log)}
    assert paths == {
        ("players", 1),
        ("suns", "Zed"),
        ("moves", 0, "tile"),
        ("moves", 1, "tiles"),
        ("moves", 2, "tiles", 1),
        ("moves", 3, "action"),
        ("moves", 4, "action"),
        ("moves", 5, "tile"),
    }
    assert [p.path for p in check_log(GameLog(("Anne",), {"Anne": (9, 6, 5, 2)}, ()))] == [("players",)]
    assert check_log(make_log("Anne draw warrior")) == []


# ---------------------------------------------------------------------------------------------
# An independent reading of a legal log (no validation): who holds what when each epoch ends.

PHYSICAL = {face: "+".join(pair) for pair in rules.DOUBLE_SIDED for face in pair}
OTHER_SIDE = {a: b for pair in rules.DOUBLE_SIDED for a, b in (pair, pair[::-1])}
PEOPLE_AND_PRIESTS = ("farmer", "warrior", "merchant", "scribe", "priest")


class Reference(replay_checks.Reference):
    """Priests of Ra's part of the reading (the auctions and epochs are tests/replay_checks.py's),
    by the rulebook's words: tiles by face and the bag by physical tile, the flips an auction's
    priests allow (the epoch end held for those of the auction that spent the last sun), the
    scoring through `score_epoch` with the ankhs passed in, what leaves and the plague returned
    after it; also every auction's close (`closings`), to mutate."""

    answer = "flip"
    physical = PHYSICAL

    def __init__(self, log: GameLog):
        super().__init__(log, rules)
        self.ankhs = {p: 0 for p in self.players}
        self.closings: list[tuple[int, str, int]] = []  # (index of the next move, winner, priests won)

    def look(self) -> dict[str, Any]:
        return {**super().look(), "tiles": {p: dict(+t) for p, t in self.tiles.items()}, "flips": self.owed}

    def won(self, winner: str, tiles: list[str], next_index: int) -> None:
        self.tiles[winner].update(tiles)  # the faces as they lay on the track
        priests = tiles.count("priest")
        if priests:
            self.owed = (winner, priests)  # the flips he may make right now
        self.closings.append((next_index, winner, priests))

    def settle(self, m: Move | None) -> None:
        """The flips the log makes (`m`), or none (it went on)."""
        if m is not None:
            self.stats["flip"] += 1
            self.stats["flip_%d" % len(m.tiles)] += 1
            held = self.tiles[m.player]
            for t in m.tiles:
                held[t] -= 1
                held[OTHER_SIDE[t]] += 1
            if self.end_owed:
                self.stats["flip_before_scoring"] += 1
        self.settled()

    def score(self, displays: Any, fames: list[int]) -> EpochScore:
        return scoring.score_epoch(displays, fames, ankhs=[self.ankhs[p] for p in self.players])

    def leave(self, player: str, score: Any) -> None:
        self.ankhs[player] += score.extras["ankhs_gained"]
        held = self.tiles[player]
        if held["priest"] >= 3 and held["plague"] > 0:
            held["plague"] -= 1
            self.stats["plague_returned"] += 1
        if score.fame == 0 and score.fame_before + score.points < 0:
            self.stats["fame_clamped"] += 1
        for t in PEOPLE_AND_PRIESTS:
            held[t] = 0

    def end_epoch(self) -> None:
        super().end_epoch()
        if any(self.ankhs.values()):
            self.stats["ankhs_carried"] += 1


# ---------------------------------------------------------------------------------------------
# Generated games.

GAMES_PER_COUNT = 500
GAME = ReplayGame(replay, new_game, random_game, Reference, counts=(2, 3, 4, 5))


@pytest.fixture(scope="module")
def games() -> dict[int, list[GameLog]]:
    return replay_checks.generated_games(GAME, GAMES_PER_COUNT)


@pytest.mark.parametrize("players", GAME.counts)
@pytest.mark.slow  # generated games, seconds of CPU: the golden cases prove each rule
def test_generated_games_replay_legal_finished_and_score_like_the_display_scorer(games, players):
    replay_checks.check_generated_games(
        GAME,
        games[players],
        ("flip", "flip_2", "flip_before_scoring", "plague_returned", "fame_clamped", "ankhs_carried"),
    )


def test_generated_games_are_reproducible():
    replay_checks.check_reproducible(GAME)


FACES = sorted(PRIESTS.tile_names)


def own_candidates(st: Any, p: str) -> list[Move]:
    """Priests of Ra's own moves to try for a player: a flip of every face, of every two tiles he
    holds and of his first three."""
    held = sorted(t for t, c in st.tiles[st.seat_of[p]].items() if c)
    out = [Move(p, "flip", tiles=(t,)) for t in FACES]
    out += [Move(p, "flip", tiles=(a, b)) for a in held for b in held]
    return out + ([Move(p, "flip", tiles=tuple(held[:3]))] if len(held) >= 3 else [])


@pytest.mark.slow  # generated games, seconds of CPU: the golden cases prove each rule
def test_legal_moves_are_exactly_the_moves_push_accepts():
    replay_checks.check_legal_moves(
        GAME, FACES, own_candidates, seeds=8, every=17, always=("flip",), ended=lambda st: st.can_finish
    )


# ---------------------------------------------------------------------------------------------
# Mutations: each must be illegal at the mutated index, by construction.


def mutation_cases(log: GameLog, ref: Reference, rng: random.Random) -> list[replay_checks.Case]:
    """(name, mutated log, index where it must fail, rule) for every mutation this game allows:
    the shared ones (tests/replay_checks.py) and the priests' flips (P8)."""
    mu = Mutations(log, ref, rng)
    moves, before = mu.moves, mu.before
    mu.bids()
    mu.order()
    mu.exhausted_draw()
    mu.draw_on_full_track([k for k, m in enumerate(moves) if m.action in ("draw", "invoke") and not before[k]["flips"]])
    mu.forced_invoker_passes()

    # P8: more flips than priests won.
    flips = [k for k, m in enumerate(moves) if m.action == "flip"]
    i = mu.pick(flips)
    if i is not None:
        priests = before[i]["flips"][1]
        held = [t for t, c in before[i]["tiles"][moves[i].player].items() if t in OTHER_SIDE for _ in range(c)]
        extra = tuple((held * (priests + 1))[: priests + 1]) if held else ("farmer",) * (priests + 1)
        mu.add("flip_too_many", mu.replaced(i, Move(moves[i].player, "flip", tiles=extra)), i, "P8")

    # P8: a flip of a face not in the display (a double-sided face he holds none of).
    spot = mu.pick(
        [(k, face) for k in flips for face in OTHER_SIDE if not before[k]["tiles"][moves[k].player].get(face)]
    )
    if spot:
        i, face = spot
        mu.add("flip_not_held", mu.replaced(i, Move(moves[i].player, "flip", tiles=(face,))), i, "P8")

    # P8: a flip of a single-sided tile, held or not.
    i = mu.pick(flips)
    if i is not None:
        tile = rng.choice(rules.SINGLE_SIDED)
        mu.add("flip_single_sided", mu.replaced(i, Move(moves[i].player, "flip", tiles=(tile,))), i, "P8")

    # P8: a flip one move late (swapped with the move after it, which stays legal without it),
    # unless that move ended the game (then any move is too late: R16).
    i = mu.pick([k for k in flips if k + 2 < len(moves) and not before[k + 2]["over"]])
    if i is not None:
        new = list(moves)
        new[i], new[i + 1] = new[i + 1], new[i]
        mu.add("flip_late", replay_checks.mutated(log, new), i + 1, "P8")

    # P8: a flip after an auction won without priests, by its winner (not after the last epoch).
    spot = mu.pick(
        [
            (k, w)
            for k, w, priests in ref.closings
            if not priests and k < len(moves) and not (k < len(before) and before[k]["over"])
        ]
    )
    if spot:
        i, winner = spot
        mu.add(
            "flip_without_priests",
            replay_checks.mutated(log, moves[:i] + [Move(winner, "flip", tiles=("farmer",))] + moves[i:]),
            i,
            "P8",
        )

    mu.after_game_over()
    return mu.cases


MUTATED_PER_COUNT = 100


@pytest.mark.slow  # generated games, seconds of CPU: the golden cases prove each rule
def test_mutated_games_are_illegal_at_the_mutated_move(games):
    replay_checks.check_mutated_games(
        GAME,
        games,
        MUTATED_PER_COUNT,
        mutation_cases,
        ("flip_too_many", "flip_not_held", "flip_single_sided", "flip_late", "flip_without_priests"),
    )
