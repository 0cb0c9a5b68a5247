"""Priests of Ra display scoring: golden cases worked out by hand from the rulebooks (seeds 000, 002)
and RULINGS.md P1-P8. Every expected number is the rulebook's arithmetic, written in the comment.

The texts keep no worked scoring example (their pictures are lost); what they keep are the tables
(plagues, pyramid tile counts, ankhs) and sentences, so those come first.
"""

from __future__ import annotations

import pytest

from referee.sun_auction.displays import EpochDisplays, PlayerDisplay
from referee.core.problems import InvalidInput
from referee.core.lines import Line
from referee.sun_auction.scoring import EpochScore
from referee.sun_auction.suns import SunHand
from referee.core.text import Text
from referee.games.priests_of_ra import rules
from referee.games.priests_of_ra.scoring import check_epoch, check_game, score_epoch, score_game

# 2 players (P1): "9-6-5-2" and "8-7-4-3", sun 1 in the middle. Both sets total 22.
ANN = (9, 6, 5, 2)
BOB = (8, 7, 4, 3)
# 3 players: "13-8-5-2", "12-9-6-3", "11-10-7-4" (totals 28, 30, 32).
THREE = ((13, 8, 5, 2), (12, 9, 6, 3), (11, 10, 7, 4))


def player(
    name: str, up: tuple[int, ...], down: tuple[int, ...] = (), fame: int = 10, ankhs: int = 0, **tiles: int
) -> PlayerDisplay:
    return PlayerDisplay(name, SunHand(tuple(up), tuple(down)), tiles, fame, {"ankhs": ankhs})


def two(
    ann: dict | None = None,
    bob: dict | None = None,
    epoch: int = 1,
    ann_ankhs: int = 0,
    bob_ankhs: int = 0,
    ann_fame: int = 10,
    bob_fame: int = 10,
) -> EpochDisplays:
    return EpochDisplays(
        epoch,
        (
            player("Ann", ANN, fame=ann_fame, ankhs=ann_ankhs, **(ann or {})),
            player("Bob", BOB, fame=bob_fame, ankhs=bob_ankhs, **(bob or {})),
        ),
        1,
    )


def three(tiles: tuple[dict, dict, dict], epoch: int = 1) -> EpochDisplays:
    return EpochDisplays(epoch, tuple(player(n, s, **t) for n, s, t in zip(("Ann", "Bob", "Cid"), THREE, tiles)), 1)


def line(score: EpochScore, name: str, key: str) -> Line:
    (p,) = [p for p in score.players if p.name == name]
    (found,) = [ln for ln in p.lines if ln.key == key]
    return found


def points(score: EpochScore, key: str) -> list[int]:
    return [line(score, p.name, key).points for p in score.players]


def paths(problems) -> list[tuple]:
    return [p.path for p in problems]


# --- the rulebooks' own tables first ----------------------------------------------------------


# "pestkaartjes 1 2 3 4 5 6 of meer / roempunten -1 -3 -6 -10 -15 -20"
@pytest.mark.parametrize(
    "plagues, expected", [(0, 0), (1, -1), (2, -3), (3, -6), (4, -10), (5, -15), (6, -20), (7, -20), (10, -20)]
)
def test_plague_table_of_the_rulebook(plagues, expected):
    assert points(score_epoch(two({"plague": plagues})), "plagues") == [expected, 0]


# "trappenpiramide met 4 of meer verdiepingen ... 10 of meer kaartjes: 20; 3 verdiepingen (6 tot 9
# kaartjes): 10; 2 verdiepingen (3 tot 5 kaartjes): 5" - and just below each threshold.
@pytest.mark.parametrize(
    "tiles, height, expected",
    [
        (2, 1, 0),  # below 3: no height-2 pyramid
        (3, 2, 5),  # 2 + 1
        (5, 2, 5),  # one short of 3 + 2 + 1
        (6, 3, 10),  # 3 + 2 + 1
        (9, 3, 10),  # one short of 4 + 3 + 2 + 1
        (10, 4, 20),  # 4 + 3 + 2 + 1
        (15, 5, 20),  # 5 + 4 + 3 + 2 + 1: "height 4 or more" -> still 20
    ],
)
def test_pyramid_heights_at_the_tile_thresholds(tiles, height, expected):
    score = score_epoch(two({"pyramid": tiles}, epoch=3))
    assert points(score, "pyramid") == [expected, 0]
    if tiles >= 3:
        assert line(score, "Ann", "pyramid").detail() == f"pyramid of {tiles} tiles (height {height}): +{expected}"


# "Bezit de speler 4 ankerkruisen of meer: 20. Voor 3: 10 en voor 2: 5."
@pytest.mark.parametrize("held, expected", [(0, 0), (1, 0), (2, 5), (3, 10), (4, 20), (7, 20)])
def test_ankh_table_of_the_rulebook(held, expected):
    assert points(score_epoch(two(epoch=3, ann_ankhs=held)), "ankhs") == [expected, 0]


# --- people (P5) ---------------------------------------------------------------------------


def test_single_player_with_most_warriors_scores_five():
    # Ann 3 warriors, Bob 1: Ann has at least 2 and nobody has more -> +5; Bob 0.
    score = score_epoch(two({"warrior": 3}, {"warrior": 1}))
    assert points(score, "warriors") == [5, 0]
    assert line(score, "Ann", "warriors").detail() == "most warriors (3): +5"
    assert line(score, "Ann", "warriors").detail("nl") == "meeste krijgers (3): +5"


def test_players_tied_for_most_farmers_all_score():
    # Ann 2, Bob 2, Cid 1 farmers: the most is 2 (>= 2), Ann and Bob both have it -> 5 each; Cid 0.
    score = score_epoch(three(({"farmer": 2}, {"farmer": 2}, {"farmer": 1})))
    assert points(score, "farmers") == [5, 5, 0]
    assert "tied with Bob" in line(score, "Ann", "farmers").detail()


def test_nobody_with_two_of_a_people_type_means_nobody_scores():
    # Ann 1, Bob 1, Cid 1 merchant: Ann and everyone are "tied for most", but nobody has 2 -> all 0.
    score = score_epoch(three(({"merchant": 1}, {"merchant": 1}, {"merchant": 1})))
    assert points(score, "merchants") == [0, 0, 0]
    assert "nobody has 2" in line(score, "Ann", "merchants").detail()


def test_one_player_with_exactly_two_scribes_scores():
    # Ann 2, Bob 1: 2 is enough ("minstens 2") -> Ann +5.
    assert points(score_epoch(two({"scribe": 2}, {"scribe": 1})), "scribes") == [5, 0]


def test_people_types_are_scored_independently():
    # farmers: Ann 2 = Bob 2 -> 5 each; warriors: Ann 4 > Bob 2 -> Ann 5;
    # merchants: Bob 3 alone -> Bob 5; scribes: nobody.
    score = score_epoch(two({"farmer": 2, "warrior": 4}, {"farmer": 2, "warrior": 2, "merchant": 3}))
    assert [points(score, k) for k in ("farmers", "warriors", "merchants", "scribes")] == [
        [5, 5],
        [5, 0],
        [0, 5],
        [0, 0],
    ]
    # Ann: 5 + 5 = 10 -> fame 20; Bob: 5 + 5 = 10 -> fame 20.
    assert [p.points for p in score.players] == [10, 10]


def test_all_four_people_types_gain_two_ankhs_three_types_one_and_no_points():
    # Ann: one of each of the 4 types -> 2 ankhs; Bob: farmer, merchant, scribe -> 1 ankh;
    # Cid: 2 types -> none. Ankhs gained score nothing in epoch 1 (and nobody has 2 of a type).
    score = score_epoch(
        three(
            (
                {"farmer": 1, "warrior": 1, "merchant": 1, "scribe": 1},
                {"farmer": 1, "merchant": 1, "scribe": 1},
                {"warrior": 1, "scribe": 1},
            )
        )
    )
    assert [p.extras for p in score.players] == [{"ankhs_gained": 2}, {"ankhs_gained": 1}, {"ankhs_gained": 0}]
    assert [p.points for p in score.players] == [0, 0, 0]


# --- buildings (P4, P5) --------------------------------------------------------------------


@pytest.mark.parametrize(
    "tiles, expected",
    [
        ({"granary": 1}, 0),  # half a building
        ({"granary": 3}, 2),  # 3 // 2 = 1 complete -> 2
        ({"granary": 4}, 4),  # 2 complete -> 4
        ({"granary": 2, "library": 4}, 6),  # 1 + 2 = 3 complete, 2 types -> 6
        ({"granary": 4, "fortress": 2, "market": 3}, 13),  # 2+1+1 = 4 -> 8; 3 types -> +5 = 13
        ({"granary": 2, "fortress": 2, "market": 2, "library": 1}, 11),  # 3 complete -> 6; 3 types +5 = 11
        ({"granary": 2, "fortress": 2, "market": 2, "library": 2}, 18),  # 4 -> 8; all 4 types +10 = 18
        ({"granary": 5, "fortress": 2, "market": 3, "library": 2}, 20),  # 2+1+1+1 = 5 -> 10; +10 = 20
    ],
)
def test_buildings_count_complete_pairs_and_type_bonus(tiles, expected):
    assert points(score_epoch(two(tiles)), "buildings") == [expected, 0]


def test_buildings_sentence_names_each_complete_building():
    score = score_epoch(two({"granary": 3, "fortress": 2, "market": 2}))
    # 1 + 1 + 1 = 3 complete -> +6; 3 types -> +5; total +11
    assert line(score, "Ann", "buildings").detail() == (
        "3 × complete building (1 × granary (3 tiles), 1 × fortress (2 tiles), 1 × market (2 tiles)), "
        "2 each: +6; complete buildings of 3 types: +5 (total +11)"
    )


# --- priests and plagues (P5) --------------------------------------------------------------


def test_priests_score_two_each_and_two_do_not_return_a_plague():
    # 2 priests -> +4; 2 plagues stay -> -3.
    score = score_epoch(two({"priest": 2, "plague": 2}))
    assert (points(score, "priests"), points(score, "plagues")) == ([4, 0], [-3, 0])


def test_three_priests_return_a_plague_before_plagues_are_scored():
    # 3 priests -> +6; 3 plagues, one returned -> 2 plagues -> -3 (not -6). Total +3.
    score = score_epoch(two({"priest": 3, "plague": 3}))
    assert (points(score, "priests"), points(score, "plagues")) == ([6, 0], [-3, 0])
    assert line(score, "Ann", "plagues").detail() == "3 priests return a plague; 2 × plague left: -3"
    assert "geven een pestkaartje af" in line(score, "Ann", "plagues").detail("nl")
    assert score.players[0].points == 3


def test_three_priests_keep_the_plague_when_asked_not_to_return_it():
    # return_plague=False: 3 plagues -> -6; priests still +6.
    score = score_epoch(two({"priest": 3, "plague": 3}), return_plague=False)
    assert points(score, "plagues") == [-6, 0]
    assert "no plague returned" in line(score, "Ann", "plagues").detail()


def test_three_priests_return_the_only_plague():
    # 4 priests -> +8; 1 plague returned -> 0 plagues -> 0.
    score = score_epoch(two({"priest": 4, "plague": 1}))
    assert (points(score, "priests"), points(score, "plagues")) == ([8, 0], [0, 0])


def test_returned_plague_takes_seven_down_to_six_which_is_still_minus_twenty():
    # 7 plagues, 3 priests: 7 - 1 = 6 -> "6 of meer" -> -20.
    assert points(score_epoch(two({"priest": 3, "plague": 7})), "plagues") == [-20, 0]


# --- fame (P7) -----------------------------------------------------------------------------


def test_fame_never_goes_below_zero():
    # fame 2, 6 plagues -> -20: 2 - 20 = -18 -> 0; the points still say -20.
    score = score_epoch(two({"plague": 6}, ann_fame=2))
    ann = score.players[0]
    assert (ann.fame_before, ann.points, ann.fame) == (2, -20, 0)


def test_fames_argument_overrides_the_displays_fame():
    score = score_epoch(two({"warrior": 2}, ann_fame=40), fames=[3, 7])
    assert [(p.fame_before, p.fame) for p in score.players] == [(3, 8), (7, 7)]


# --- after epoch 3 (P6) --------------------------------------------------------------------


def test_epochs_one_and_two_have_only_the_epoch_lines_in_order():
    for epoch in (1, 2):
        score = score_epoch(two({"pyramid": 10, "chamber_a": 4}, epoch=epoch, ann_ankhs=4))
        for p in score.players:
            assert tuple(ln.key for ln in p.lines) == rules.EPOCH_KEYS
        assert score.winner is None


def test_epoch_three_has_every_line_in_order_even_at_zero():
    score = score_epoch(two(epoch=3))
    for p in score.players:
        assert tuple(ln.key for ln in p.lines) == rules.EPOCH_KEYS + rules.FINAL_KEYS
        assert p.points == 0


def test_chambers_count_in_the_pyramid():
    # 2 pyramid + 1 chamber = 3 tiles -> height 2 -> +5; 1 chamber of colour A -> 0.
    score = score_epoch(two({"pyramid": 2, "chamber_a": 1}, epoch=3))
    assert (points(score, "pyramid"), points(score, "chambers")) == ([5, 0], [0, 0])


@pytest.mark.parametrize(
    "tiles, expected",
    [
        ({"chamber_a": 2}, 0),  # 2 of a colour: nothing
        ({"chamber_a": 3}, 5),  # exactly 3 -> 5
        ({"chamber_a": 4}, 10),  # 4 -> 10
        ({"chamber_a": 7}, 10),  # "4 or more" -> 10
        ({"chamber_b": 3}, 5),  # the other colour alone
        ({"chamber_a": 3, "chamber_b": 4}, 15),  # per colour: 5 + 10
        ({"chamber_a": 4, "chamber_b": 4}, 20),  # 10 + 10
        ({"chamber_a": 2, "chamber_b": 2}, 0),  # 4 chambers, but not of one colour
    ],
)
def test_chambers_score_per_colour(tiles, expected):
    assert points(score_epoch(two(tiles, epoch=3)), "chambers") == [expected, 0]


def test_chambers_of_both_colours_are_one_sentence():
    score = score_epoch(two({"chamber_a": 3, "chamber_b": 4}, epoch=3))
    assert line(score, "Ann", "chambers").detail() == (
        "3 × burial chamber of colour A: +5, 4 × burial chamber of colour B: +10 (total +15)"
    )
    # and all 7 build a pyramid of height 3 (6 tiles) -> +10
    assert points(score, "pyramid") == [10, 0]


@pytest.mark.parametrize(
    "held, people, gained, expected",
    [
        (2, {"farmer": 1, "warrior": 1, "merchant": 1}, 1, 10),  # 2 + 1 = 3 -> 10
        (2, {"farmer": 1, "warrior": 1, "merchant": 1, "scribe": 1}, 2, 20),  # 2 + 2 = 4 -> 20
        (1, {"farmer": 1, "warrior": 1, "scribe": 1}, 1, 5),  # 1 + 1 = 2 -> 5
        (0, {"farmer": 1, "warrior": 1, "scribe": 1}, 1, 0),  # 0 + 1 = 1 -> 0
        (4, {"farmer": 1, "warrior": 1, "merchant": 1, "scribe": 1}, 2, 20),  # 4 + 2 = 6 -> 20
    ],
)
def test_ankhs_gained_in_epoch_three_count_at_once(held, people, gained, expected):
    score = score_epoch(two(people, epoch=3, ann_ankhs=held))
    assert points(score, "ankhs") == [expected, 0]
    assert score.players[0].extras == {"ankhs_gained": gained}


def test_ankhs_sentence_adds_the_gained_ones():
    score = score_epoch(two({"farmer": 1, "warrior": 1, "merchant": 1}, epoch=3, ann_ankhs=2))
    assert line(score, "Ann", "ankhs").detail() == "2 × ankh + 1 gained = 3: +10"
    assert line(score, "Ann", "ankhs").detail("nl") == "2 × ankerkruis + 1 gekregen = 3: +10"


def test_ankh_gains_stop_when_the_twenty_are_gone():
    # Ann holds 17, Bob 2: 19 of 20 out, 1 left. Ann earns 2, Bob 1. The box is short, so ankhs up
    # to a player's 4th go first: Bob takes the last one (3 -> +10); Ann, far past 4, gets none
    # (17 -> +20 all the same).
    four = {"farmer": 1, "warrior": 1, "merchant": 1, "scribe": 1}
    score = score_epoch(two(four, {"farmer": 1, "warrior": 1, "merchant": 1}, epoch=3, ann_ankhs=17, bob_ankhs=2))
    assert [p.extras for p in score.players] == [{"ankhs_gained": 0}, {"ankhs_gained": 1}]
    assert points(score, "ankhs") == [20, 10]
    assert "2 earned" in line(score, "Ann", "ankhs").detail()
    assert line(score, "Bob", "ankhs").detail().startswith("2 × ankh + 1 gained")


def test_ankhs_argument_overrides_the_displays_ankhs():
    # counters say 0 and 0; the argument says 3 and 2 -> 10 and 5.
    assert points(score_epoch(two(epoch=3), ankhs=[3, 2]), "ankhs") == [10, 5]


def test_two_player_sun_sets_tie_at_twenty_two():
    # 9+6+5+2 = 22 = 8+7+4+3: everyone equal -> nobody scores.
    assert points(score_epoch(two(epoch=3)), "suns") == [0, 0]


def test_two_player_suns_after_a_swap_score_highest_and_lowest():
    # Ann bid her 2 for the middle 1: 9+6+5 up, 1 down = 21; middle is now 2. Bob 22.
    # Bob highest +5, Ann lowest -5.
    epoch = EpochDisplays(3, (player("Ann", (9, 6, 5), (1,)), player("Bob", BOB)), 2)
    score = score_epoch(epoch)
    assert points(score, "suns") == [-5, 5]
    assert score.winner == "Bob"


def test_equal_fame_after_epoch_three_goes_to_the_highest_sun():
    # No tiles, sun totals 22 = 22 -> nobody scores; fame 10 = 10; Ann's 9 beats Bob's 8.
    score = score_epoch(two(epoch=3))
    assert score.winner == "Ann"
    assert [(s.name, s.decided_by) for s in score.standings] == [("Ann", None), ("Bob", "highest_sun")]


def test_a_full_last_epoch_by_hand():
    # Ann (fame 20, 2 ankhs): warriors 3 vs Bob 1 -> +5; farmer, warrior, merchant -> 3 types -> +1 ankh;
    # granary 3, fortress 2, market 2 -> 3 complete (+6) of 3 types (+5) = +11; 3 priests +6;
    # 3 plagues - 1 returned = 2 -> -3; pyramid 5 + chambers 3 (A) + 4 (B) = 12 tiles -> height 4 -> +20;
    # chambers 3 A +5, 4 B +10 = +15; ankhs 2 + 1 = 3 -> +10; suns 22 = 22 -> 0.
    # 5 + 11 + 6 - 3 + 20 + 15 + 10 = +64 -> 84.
    # Bob (fame 30): 1 warrior, nothing else -> 0 -> 30.
    epoch = two(
        {
            "warrior": 3,
            "farmer": 1,
            "merchant": 1,
            "granary": 3,
            "fortress": 2,
            "market": 2,
            "priest": 3,
            "plague": 3,
            "pyramid": 5,
            "chamber_a": 3,
            "chamber_b": 4,
        },
        {"warrior": 1},
        epoch=3,
        ann_ankhs=2,
        ann_fame=20,
        bob_fame=30,
    )
    score = score_epoch(epoch)
    assert [ln.points for ln in score.players[0].lines] == [0, 5, 0, 0, 11, 6, -3, 20, 15, 10, 0]
    assert [(p.points, p.fame) for p in score.players] == [(64, 84), (0, 30)]
    assert score.winner == "Ann"


# --- the whole game ------------------------------------------------------------------------


def test_whole_game_carries_fame_from_ten_and_ankhs_from_zero():
    # Epoch 1: Ann 1 of each people type -> nobody has 2 of a type; 4 types -> 2 ankhs; 2 plagues -> -3:
    #   10 - 3 = 7. Bob farmer, warrior, merchant -> 1 ankh; 2 priests +4: 14.
    #   (Ann's display claims fame 50 and 7 ankhs: ignored in this shape.)
    # Epoch 2: Ann 2 farmers (Bob 0) +5, farmer+warrior+merchant -> +1 ankh (2 -> 3); plagues stay -3:
    #   7 + 5 - 3 = 9. Bob granary 2 -> +2: 16; ankhs 1.
    # Epoch 3: Ann no people -> 0 gained, ankhs 3 -> +10; 2 plagues -3; 3 pyramid tiles -> +5;
    #   suns 9+6+5 + 1 = 21 (lowest) -5: 9 + 10 - 3 + 5 - 5 = 16.
    #   Bob farmer, merchant, scribe -> +1 ankh: 1 + 1 = 2 -> +5; granary 2 +2; suns 22 (highest) +5:
    #   16 + 5 + 2 + 5 = 28. Bob wins.
    e1 = EpochDisplays(
        1,
        (
            player("Ann", ANN, fame=50, ankhs=7, farmer=1, warrior=1, merchant=1, scribe=1, plague=2),
            player("Bob", BOB, farmer=1, warrior=1, merchant=1, priest=2),
        ),
        1,
    )
    e2 = EpochDisplays(
        2, (player("Ann", ANN, farmer=2, warrior=1, merchant=1, plague=2), player("Bob", BOB, granary=2)), 1
    )
    e3 = EpochDisplays(
        3,
        (
            player("Ann", (9, 6, 5), (1,), plague=2, pyramid=3),
            player("Bob", BOB, farmer=1, merchant=1, scribe=1, granary=2),
        ),
        2,
    )
    game = score_game([e1, e2, e3])
    assert [[(p.fame_before, p.fame) for p in e.players] for e in game.epochs] == [
        [(10, 7), (10, 14)],
        [(7, 9), (14, 16)],
        [(9, 16), (16, 28)],
    ]
    assert [[p.extras for p in e.players] for e in game.epochs] == [
        [{"ankhs_gained": 2}, {"ankhs_gained": 1}],
        [{"ankhs_gained": 1}, {"ankhs_gained": 0}],
        [{"ankhs_gained": 0}, {"ankhs_gained": 1}],
    ]
    assert line(game.epochs[2], "Ann", "ankhs").detail() == "3 × ankh: +10"
    assert line(game.epochs[2], "Bob", "ankhs").detail() == "1 × ankh + 1 gained = 2: +5"
    assert game.winner == "Bob"
    assert [s.name for s in game.standings] == ["Bob", "Ann"]


def test_whole_game_carries_zero_fame_not_a_debt():
    # Epoch 1: Ann 6 plagues -> 10 - 20 = -10 -> 0.
    # Epoch 2: Ann 3 priests +6, 6 plagues - 1 returned = 5 -> -15, 2 warriors (Bob 0) +5,
    #   granary 4 + fortress 2 + market 2 -> 4 complete +8, 3 types +5 = +13: 6 - 15 + 5 + 13 = +9 -> 0 + 9 = 9
    #   (a carried -10 would give 0).
    e1 = EpochDisplays(1, (player("Ann", ANN, plague=6), player("Bob", BOB)), 1)
    e2 = EpochDisplays(
        2, (player("Ann", ANN, plague=6, priest=3, warrior=2, granary=4, fortress=2, market=2), player("Bob", BOB)), 1
    )
    game = score_game([e1, e2])
    assert [(e.players[0].points, e.players[0].fame) for e in game.epochs] == [(-20, 0), (9, 9)]
    assert game.winner is None


def test_whole_game_passes_return_plague_to_every_epoch():
    e1 = EpochDisplays(1, (player("Ann", ANN, priest=3, plague=2), player("Bob", BOB)), 1)
    # kept: 2 plagues -> -3; priests +6 -> +3
    assert score_game([e1], return_plague=False).epochs[0].players[0].points == 3
    # returned: 1 plague -> -1; +6 -> +5
    assert score_game([e1]).epochs[0].players[0].points == 5


# --- checks: every problem, each with its path ----------------------------------------------


@pytest.mark.parametrize(
    "ann, bob, key, bad",
    [
        (
            {"farmer": 20},
            {"warrior": 11},
            "farmer+warrior",
            [("players", 0, "tiles", "farmer"), ("players", 1, "tiles", "warrior")],
        ),
        (
            {"merchant": 30, "scribe": 1},
            {},
            "merchant+scribe",
            [("players", 0, "tiles", "merchant"), ("players", 0, "tiles", "scribe")],
        ),
        (
            {"granary": 8},
            {"fortress": 8},
            "granary+fortress",
            [("players", 0, "tiles", "granary"), ("players", 1, "tiles", "fortress")],
        ),
        ({"library": 16}, {}, "market+library", [("players", 0, "tiles", "library")]),
        (
            {"chamber_a": 7},
            {"chamber_b": 8},
            "chamber_a+chamber_b",
            [("players", 0, "tiles", "chamber_a"), ("players", 1, "tiles", "chamber_b")],
        ),
        (
            {"priest": 15},
            {"priest": 1},
            "priest",
            [("players", 0, "tiles", "priest"), ("players", 1, "tiles", "priest")],
        ),
        ({"pyramid": 16}, {}, "pyramid", [("players", 0, "tiles", "pyramid")]),
        (
            {"plague": 6},
            {"plague": 5},
            "plague",
            [("players", 0, "tiles", "plague"), ("players", 1, "tiles", "plague")],
        ),
    ],
)
def test_more_tiles_than_the_box_holds_is_reported_on_every_holder(ann, bob, key, bad):
    problems = check_epoch(two(ann, bob))
    assert paths(problems) == bad
    assert problems[0].message.params["tile"] == Text("por.tiles." + key)
    assert problems[0].message.params["limit"] == rules.DISPLAY_LIMITS[key]


def test_supply_sentence_names_both_faces_of_the_tile():
    (first, _) = check_epoch(two({"farmer": 20}, {"warrior": 11}))
    assert first.render() == "31 × farmer/warrior in the displays together (Ann 20, Bob 11), but the game has only 30."
    assert "boer/krijger" in first.render("nl")


def test_a_full_box_is_not_a_problem():
    # exactly the box: 30 + 30 + 15 + 15 + 14 + 15 + 15 + 10, and 20 ankhs
    full = two(
        {
            "farmer": 15,
            "scribe": 30,
            "granary": 15,
            "library": 15,
            "chamber_a": 14,
            "priest": 15,
            "pyramid": 15,
            "plague": 10,
        },
        {"warrior": 15},
        ann_ankhs=12,
        bob_ankhs=8,
    )
    assert check_epoch(full) == []


def test_more_than_twenty_ankhs_is_reported_on_every_holder():
    epoch = EpochDisplays(
        1, (player("Ann", THREE[0], ankhs=15), player("Bob", THREE[1]), player("Cid", THREE[2], ankhs=6)), 1
    )
    problems = check_epoch(epoch)
    assert paths(problems) == [("players", 0, "ankhs"), ("players", 2, "ankhs")]
    assert problems[0].render() == "21 ankhs in the displays together (Ann 15, Cid 6), but the game has only 20."


def test_ankhs_argument_over_twenty_is_refused():
    with pytest.raises(InvalidInput) as caught:
        score_epoch(two(epoch=3), ankhs=[11, 10])
    assert paths(caught.value.problems) == [("players", 0, "ankhs"), ("players", 1, "ankhs")]


@pytest.mark.parametrize("count", [1, 6])
def test_player_count_outside_two_to_five_is_reported(count):
    suns = [ANN] + [(i,) for i in range(10, 10 + count - 1)]
    epoch = EpochDisplays(1, tuple(player(f"P{i}", s) for i, s in enumerate(suns)))
    assert ("players",) in paths(check_epoch(epoch))


def test_every_table_problem_is_reported_at_once():
    # 3 players: a duplicate name, an empty name, 3 suns instead of 4, sun 13 held twice,
    # and 11 plagues of 10: all five at once.
    epoch = EpochDisplays(
        1, (player("Ann", (13, 8, 5), plague=11), player("Ann", (12, 9, 6, 3)), player(" ", (11, 10, 7, 13))), 1
    )
    assert paths(check_epoch(epoch)) == [
        ("players", 1, "name"),
        ("players", 2, "name"),
        ("players", 0, "suns"),
        ("players", 2, "suns", "face_up", 3),
        ("players", 0, "tiles", "plague"),
    ]


def test_two_player_suns_outside_the_table_are_reported():
    # 2 players play with suns 1..9: a 10 does not exist; the middle sun 1 cannot be held too.
    epoch = EpochDisplays(1, (player("Ann", (9, 6, 5, 10)), player("Bob", (8, 7, 4, 1))), 1)
    assert paths(check_epoch(epoch)) == [("players", 0, "suns", "face_up", 3), ("middle_sun",)]


def test_score_epoch_refuses_an_impossible_display():
    with pytest.raises(InvalidInput) as caught:
        score_epoch(two({"pyramid": 16}))
    assert paths(caught.value.problems) == [("players", 0, "tiles", "pyramid")]


def test_whole_game_prefixes_each_epochs_problems():
    e1 = EpochDisplays(1, (player("Ann", ANN), player("Bob", BOB)), 1)
    e2 = EpochDisplays(2, (player("Ann", ANN, plague=11), player("Bob", BOB)), 1)
    assert paths(check_game([e1, e2])) == [("epochs", 1, "players", 0, "tiles", "plague")]


def test_whole_game_needs_the_same_players_in_the_same_order():
    e1 = EpochDisplays(1, (player("Ann", ANN), player("Bob", BOB)), 1)
    e2 = EpochDisplays(2, (player("Bob", BOB), player("Ann", ANN)), 1)
    assert paths(check_game([e1, e2])) == [("epochs", 1, "players")]


def test_people_and_priests_leave_so_they_add_up_over_the_epochs():
    # farmer/warrior: 15 (epoch 1) + 16 (epoch 2) = 31 > 30; priests 8 + 8 = 16 > 15.
    # Buildings stay, so 10 granaries in both epochs are the same 10 tiles: no problem.
    e1 = EpochDisplays(1, (player("Ann", ANN, farmer=15, priest=8, granary=10), player("Bob", BOB)), 1)
    e2 = EpochDisplays(2, (player("Ann", ANN, warrior=16, granary=10), player("Bob", BOB, priest=8)), 1)
    problems = check_game([e1, e2])
    assert paths(problems) == [
        ("epochs", 0, "players", 0, "tiles", "farmer"),
        ("epochs", 1, "players", 0, "tiles", "warrior"),
        ("epochs", 0, "players", 0, "tiles", "priest"),
        ("epochs", 1, "players", 1, "tiles", "priest"),
    ]
    assert "Ann (epoch 1) 15, Ann (epoch 2) 16" in problems[0].render()
    with pytest.raises(InvalidInput):
        score_game([e1, e2])


def test_whole_game_ignores_each_epochs_own_ankhs():
    e1 = EpochDisplays(1, (player("Ann", ANN, ankhs=15), player("Bob", BOB, ankhs=15)), 1)
    assert check_game([e1]) == []
    assert line(score_game([e1]).epochs[0], "Ann", "farmers").points == 0


# --- the game as data --------------------------------------------------------------------------


def test_supply_has_the_174_tiles_of_the_box():
    assert sum(rules.SUPPLY.values()) == 174
    assert rules.ANKHS == 20


def test_every_double_sided_face_flips_to_its_other_side():
    assert rules.FLIP["farmer"] == "warrior" and rules.FLIP["warrior"] == "farmer"
    assert rules.FLIP["chamber_a"] == "chamber_b"
    assert all(rules.FLIP[rules.FLIP[f]] == f for f in rules.FLIP)
    assert set(rules.FLIP) | set(rules.SINGLE_SIDED) == set(rules.DISPLAY_TILES)
    assert rules.physical_tile("scribe") == "merchant+scribe" and rules.physical_tile("priest") == "priest"
    assert all(rules.physical_tile(t) in rules.SUPPLY for t in rules.DISPLAY_TILES)


@pytest.mark.parametrize("count, high", [(2, 9), (3, 13), (4, 13), (5, 16)])
def test_sun_stacks_with_the_middle_sun_are_every_sun_once(count, high):
    suns = sorted([1] + [s for stack in rules.SUN_STACKS[count] for s in stack])
    assert suns == list(range(1, high + 1))
    assert len(rules.SUN_STACKS[count]) == count


def test_ra_track_ends_the_epoch_on_the_spaces_in_play():
    # 10 spaces; 2 players skip 4, 3 skip 2, 4 skip 1.
    assert rules.RA_TRACK == {2: 6, 3: 8, 4: 9, 5: 10}
    assert rules.AUCTION_TRACK == 8


def test_tile_paths_are_flat():
    assert all(rules.tile_path(t) == (t,) for t in rules.DISPLAY_TILES)


def test_each_game_names_its_tiles_in_its_own_namespace():
    from referee.games.priests_of_ra import messages as por
    from referee.games.ra import messages as ra

    for lang in ("en", "nl"):
        assert not set(ra.MESSAGES[lang]) & set(por.MESSAGES[lang])  # no id shared by agreement
    assert Text("ra.tiles.fortress").render("nl") == Text("por.tiles.fortress").render("nl") == "vesting"
    assert Text("por.tiles.pyramid").render("nl") == "piramide"
    assert Text("por.tiles.ra").render("en") == "Ra"


def test_when_the_ankhs_run_short_nobody_takes_a_fifth_before_others_reach_four():
    # The box of 20 is short (16 held, 4 left) and every player earns 2 (all four people types).
    # The rulebook: nobody needs more than 4, a fifth is best left for the others. So A, B and C
    # (4 each) take nothing while D and E (2 each) take their 2: D and E reach 4 -> +20 each.
    suns = {"A": (16, 7, 2), "B": (15, 8, 3), "C": (14, 9, 4), "D": (13, 10, 5), "E": (12, 11, 6)}
    people = {"farmer": 1, "warrior": 1, "merchant": 1, "scribe": 1}
    held = {"A": 4, "B": 4, "C": 4, "D": 2, "E": 2}
    players = tuple(PlayerDisplay(n, SunHand(face_down=s), people, 10, {"ankhs": held[n]}) for n, s in suns.items())
    result = score_epoch(EpochDisplays(3, players))
    assert [p.extras["ankhs_gained"] for p in result.players] == [0, 0, 0, 2, 2]
    assert [next(line.points for line in p.lines if line.key == "ankhs") for p in result.players] == [20] * 5


def test_when_the_box_is_not_short_everyone_takes_what_he_earned_even_past_four():
    # 4 + 3 held, 13 left: A (4 held) still takes his 2 -> 6 (P5 gives 2 for four people types).
    people = {"farmer": 1, "warrior": 1, "merchant": 1, "scribe": 1}
    players = (
        PlayerDisplay("A", SunHand(face_down=(9, 6, 5, 2)), people, 10, {"ankhs": 4}),
        PlayerDisplay("B", SunHand(face_down=(8, 7, 4, 3)), people, 10, {"ankhs": 3}),
    )
    result = score_epoch(EpochDisplays(1, players))
    assert [p.extras["ankhs_gained"] for p in result.players] == [2, 2]
