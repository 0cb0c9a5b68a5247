"""Ra scoring, golden cases worked out by hand from the rulebook (seed 001) and rulings R3-R7.

The rulebook's own worked examples come first; then every rule's edges. Expected numbers are
written from the rule text, never from the code's output.
"""

from __future__ import annotations

import pytest

from referee.sun_auction.displays import EpochDisplays, PlayerDisplay
from referee.core.problems import InvalidInput
from referee.sun_auction.suns import SunHand
from referee.games.ra import rules
from referee.games.ra.scoring import score_epoch, score_game

FOUR = {"Carl": (9, 7, 1), "Marc": (13, 10, 2), "Anne": (12, 6, 3), "Herman": (8, 5, 4)}  # 17/25/21/17
THREE = {"Anne": (13, 8, 5, 2), "Bert": (12, 9, 6, 3), "Carl": (11, 10, 7, 4)}  # the dealt stacks, 28/30/32
FIVE = {"A": (16, 7, 2), "B": (15, 8, 3), "C": (14, 9, 4), "D": (13, 10, 5), "E": (12, 11, 6)}


def table(
    tiles_by_player: dict[str, dict[str, int]],
    suns: dict[str, tuple[int, ...]] = FOUR,
    epoch: int = 1,
    fame: dict[str, int] | None = None,
) -> EpochDisplays:
    players = tuple(
        PlayerDisplay(name, SunHand(face_down=s), tiles_by_player.get(name, {}), (fame or {}).get(name, 10))
        for name, s in suns.items()
    )
    return EpochDisplays(epoch, players)


def points(result, key: str) -> dict[str, int]:
    return {p.name: next(line.points for line in p.lines if line.key == key) for p in result.players}


# --- the rulebook's worked examples -------------------------------------------------------


def test_rulebook_pharaoh_example_carl_and_marc_most_anne_and_herman_fewest():
    # "Carl en Marc hebben 3 farao's, Anne en Herman hebben 2": Carl, Marc +5 each; Anne, Herman -2 each.
    result = score_epoch(
        table({"Carl": {"pharaoh": 3}, "Marc": {"pharaoh": 3}, "Anne": {"pharaoh": 2}, "Herman": {"pharaoh": 2}})
    )
    assert points(result, "pharaohs") == {"Carl": 5, "Marc": 5, "Anne": -2, "Herman": -2}


def test_rulebook_civilization_example_marc_three_kinds_scores_5():
    # "Marc heeft 3x astronomie, 2x landbouw en 2x schrift. Hij ontvangt 5 roempunten."
    result = score_epoch(table({"Marc": {"astronomy": 3, "agriculture": 2, "writing": 2}}))
    assert points(result, "civilizations")["Marc"] == 5


def test_rulebook_civilization_example_one_of_each_also_scores_5():
    # "Indien Marc slechts één kaartje had gehad van astronomie, landbouw en schrift ... eveneens 5"
    result = score_epoch(table({"Marc": {"astronomy": 1, "agriculture": 1, "writing": 1}}))
    assert points(result, "civilizations")["Marc"] == 5


def test_rulebook_monument_example_carl_scores_19():
    # "Carl bezit 4 piramides, 3 tempels, 2 vestingen en 1 sfinx ... 19 punten":
    # 4 types -> 4, four pyramids -> 10, three temples -> 5.
    result = score_epoch(table({"Carl": {"pyramid": 4, "temple": 3, "fortress": 2, "sphinx": 1}}, epoch=3))
    assert points(result, "monuments")["Carl"] == 19


def test_rulebook_sun_example_17_25_21_17():
    # "17 voor Carl, 25 voor Marc, 21 voor Anne en 17 voor Herman. Marc ontvangt 5 punten en Carl en
    # Herman moeten elk 5 punten afgeven."
    result = score_epoch(table({}, epoch=3))
    assert points(result, "suns") == {"Carl": -5, "Marc": 5, "Anne": 0, "Herman": -5}


# --- gods, gold (R4) ------------------------------------------------------------------------


@pytest.mark.parametrize("gods,expected", [(0, 0), (1, 2), (3, 6), (8, 16)])
def test_each_god_scores_2(gods, expected):
    assert points(score_epoch(table({"Anne": {"god": gods}})), "gods")["Anne"] == expected


@pytest.mark.parametrize("gold,expected", [(0, 0), (1, 3), (5, 15)])
def test_each_gold_scores_3(gold, expected):
    assert points(score_epoch(table({"Anne": {"gold": gold}})), "gold")["Anne"] == expected


# --- pharaohs (R4) --------------------------------------------------------------------------


def test_all_equal_pharaohs_score_nothing():
    result = score_epoch(table({n: {"pharaoh": 2} for n in FOUR}))
    assert points(result, "pharaohs") == {n: 0 for n in FOUR}


def test_nobody_with_pharaohs_scores_nothing():
    assert points(score_epoch(table({})), "pharaohs") == {n: 0 for n in FOUR}


def test_pharaohs_middle_count_scores_nothing_and_zero_is_fewest():
    # 5 most (+5), 3 and 1 in between (0), Herman 0 is the fewest (-2).
    result = score_epoch(table({"Carl": {"pharaoh": 5}, "Marc": {"pharaoh": 3}, "Anne": {"pharaoh": 1}}))
    assert points(result, "pharaohs") == {"Carl": 5, "Marc": 0, "Anne": 0, "Herman": -2}


def test_pharaohs_ties_at_both_ends_all_score():
    # Five players: 4, 4 most; 1, 1 fewest; 2 in between.
    tiles = {"A": {"pharaoh": 4}, "B": {"pharaoh": 4}, "C": {"pharaoh": 1}, "D": {"pharaoh": 1}, "E": {"pharaoh": 2}}
    assert points(score_epoch(table(tiles, FIVE)), "pharaohs") == {"A": 5, "B": 5, "C": -2, "D": -2, "E": 0}


def test_pharaohs_one_player_ahead_rest_tied_fewest():
    result = score_epoch(table({"Anne": {"pharaoh": 1}}, THREE))
    assert points(result, "pharaohs") == {"Anne": 5, "Bert": -2, "Carl": -2}


# --- Nile and floods (R4) -------------------------------------------------------------------


def test_many_nile_without_flood_score_nothing():
    assert points(score_epoch(table({"Anne": {"nile": 9}})), "nile")["Anne"] == 0


def test_nile_and_floods_score_one_each_with_a_flood():
    assert points(score_epoch(table({"Anne": {"nile": 3, "flood": 2}})), "nile")["Anne"] == 5


def test_a_flood_alone_scores_one():
    assert points(score_epoch(table({"Anne": {"flood": 1}})), "nile")["Anne"] == 1


# --- civilizations (R4) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "civs,expected",
    [
        ({}, -5),
        ({"art": 1}, 0),
        ({"art": 5}, 0),  # one type, many tiles: still 0
        ({"art": 1, "writing": 1}, 0),
        ({"art": 1, "writing": 1, "religion": 1}, 5),
        ({"art": 2, "writing": 1, "religion": 1, "astronomy": 1}, 10),
        ({c: 1 for c in rules.CIVILIZATIONS}, 15),
    ],
)
def test_civilizations_by_distinct_types(civs, expected):
    assert points(score_epoch(table({"Anne": civs})), "civilizations")["Anne"] == expected


# --- monuments (R5) -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "monuments,expected",
    [
        ({}, 0),
        ({"temple": 1}, 1),
        ({"temple": 2}, 1),  # 1 type, no bonus below 3
        ({m: 1 for m in rules.MONUMENTS[:2]}, 2),
        ({m: 1 for m in rules.MONUMENTS[:3]}, 3),
        ({m: 1 for m in rules.MONUMENTS[:4]}, 4),
        ({m: 2 for m in rules.MONUMENTS[:5]}, 5),  # pairs add nothing
        ({m: 1 for m in rules.MONUMENTS[:6]}, 6),
        ({m: 1 for m in rules.MONUMENTS[:7]}, 10),  # 7 distinct -> 10
        ({m: 1 for m in rules.MONUMENTS}, 15),  # 8 distinct -> 15
        ({"pyramid": 3}, 1 + 5),
        ({"pyramid": 4}, 1 + 10),
        ({"pyramid": 5}, 1 + 15),  # 5 identical -> +15
        ({"pyramid": 5, "temple": 5}, 2 + 15 + 15),
        ({**{m: 1 for m in rules.MONUMENTS}, "sphinx": 3, "statue": 4}, 15 + 5 + 10),
    ],
)
def test_monuments_distinct_and_identical(monuments, expected):
    assert points(score_epoch(table({"Anne": monuments}, epoch=3)), "monuments")["Anne"] == expected


@pytest.mark.parametrize("epoch", [1, 2])
def test_monuments_and_suns_only_after_epoch_3(epoch):
    result = score_epoch(table({"Anne": {"pyramid": 5}}, epoch=epoch))
    assert [line.key for line in result.players[0].lines] == ["gods", "pharaohs", "nile", "civilizations", "gold"]


def test_epoch_3_has_every_key_even_at_zero():
    result = score_epoch(table({}, epoch=3))
    for p in result.players:
        assert [line.key for line in p.lines] == [*rules.EPOCH_KEYS, *rules.FINAL_KEYS]


# --- suns (R5) ------------------------------------------------------------------------------


def test_all_equal_sun_totals_score_nothing():
    # 3 players, middle sun 1: 13+12+3+2 = 11+10+5+4 = 9+8+7+6 = 30.
    suns = {"Anne": (13, 12, 3, 2), "Bert": (11, 10, 5, 4), "Carl": (9, 8, 7, 6)}
    assert points(score_epoch(table({}, suns, epoch=3)), "suns") == {"Anne": 0, "Bert": 0, "Carl": 0}


def test_suns_count_face_up_and_face_down():
    # Anne holds 13 face up + 8, 5, 2 face down: 28, the lowest of 28/30/32.
    players = (
        PlayerDisplay("Anne", SunHand((13,), (8, 5, 2)), {}),
        PlayerDisplay("Bert", SunHand((12, 9, 6, 3)), {}),
        PlayerDisplay("Carl", SunHand((), (11, 10, 7, 4)), {}),
    )
    result = score_epoch(EpochDisplays(3, players))
    assert points(result, "suns") == {"Anne": -5, "Bert": 0, "Carl": 5}


# --- fame (R3) and the winner (R7) ----------------------------------------------------------


def test_fame_never_goes_below_zero():
    # Anne: no civilization -5, fewest pharaohs -2 => -7 from 3 fame: 0, not -4.
    result = score_epoch(table({n: {"pharaoh": 1, "art": 1} for n in FOUR if n != "Anne"}, fame={"Anne": 3}))
    anne = result.players[2]
    assert (anne.fame_before, anne.points, anne.fame) == (3, -7, 0)


def test_points_are_the_sum_of_the_breakdown_and_fame_adds_them():
    result = score_epoch(
        table(
            {"Anne": {"god": 1, "gold": 1, "pharaoh": 1, "nile": 2, "flood": 1, "art": 1, "religion": 1, "writing": 1}},
            fame={"Anne": 12},
        )
    )
    anne = result.players[2]
    # gods 2 + pharaohs 5 (most) + Nile 3 + civilizations 5 + gold 3 = 18
    assert anne.points == 18 and anne.fame == 30


def test_tie_on_fame_is_broken_by_the_highest_sun():
    # Everyone: no civilization -5; all equal pharaohs; all on 10 -> 5. Marc holds 13, the highest.
    result = score_epoch(table({}, epoch=3, fame={"Carl": 10, "Marc": 10, "Anne": 10, "Herman": 10}))
    # suns: Marc +5 -> 10; Anne 0 -> 5; Carl, Herman -5 -> 0. Carl holds 9, Herman 8.
    assert [(s.name, s.fame, s.decided_by) for s in result.standings] == [
        ("Marc", 10, None),
        ("Anne", 5, "fame"),
        ("Carl", 0, "fame"),
        ("Herman", 0, "highest_sun"),
    ]
    assert result.winner == "Marc"


def test_winner_on_equal_fame_is_the_holder_of_the_highest_sun():
    # Five players, all suns totals... give A and E the same final fame; E holds 12, A holds 16.
    tiles = {"E": {"gold": 2}}  # E: -5 civ + 6 gold; A..D: -5 civ
    result = score_epoch(table(tiles, FIVE, epoch=2, fame={"A": 11, "E": 10}))
    # A: 11 - 5 = 6; E: 10 - 5 + 6 = 11. Not tied: E first.
    assert result.standings[0].name == "E"
    tied = score_epoch(table(tiles, FIVE, epoch=3, fame={"A": 16, "E": 10, "B": 0, "C": 0, "D": 0}))
    # suns 25/26/27/28/29: A lowest -5, E highest +5. A: 16-5-5 = 6; E: 10-5+6+5 = 16. Not tied either.
    assert [s.name for s in tied.standings][:1] == ["E"]
    equal = score_epoch(table(tiles, FIVE, epoch=3, fame={"A": 26, "E": 10}))
    # A: 26-5-5 = 16; E: 16. Tied on 16: A holds sun 16, E holds 12 -> A wins.
    assert (equal.standings[0].name, equal.standings[1].name, equal.standings[1].decided_by) == (
        "A",
        "E",
        "highest_sun",
    )
    assert equal.winner == "A"


def test_no_winner_before_epoch_3():
    assert score_epoch(table({}, epoch=2)).winner is None


# --- whole game -----------------------------------------------------------------------------


def test_whole_game_carries_fame_from_10():
    epochs = [table({"Anne": {"gold": 1}}, epoch=1), table({"Anne": {"gold": 1}}, epoch=2)]
    result = score_game(epochs)
    anne = [e.players[2] for e in result.epochs]
    # each epoch: +3 gold, -5 no civilization => -2; 10 -> 8 -> 6
    assert [(p.fame_before, p.fame) for p in anne] == [(10, 8), (8, 6)]
    assert result.winner is None


def test_whole_game_gold_over_the_epochs_cannot_exceed_the_box():
    epochs = [table({"Anne": {"gold": 3}}, epoch=1), table({"Anne": {"gold": 3}}, epoch=2)]
    with pytest.raises(InvalidInput) as err:
        score_game(epochs)
    assert {p.path for p in err.value.problems} == {
        ("epochs", 0, "players", 2, "tiles", "gold"),
        ("epochs", 1, "players", 2, "tiles", "gold"),
    }


def test_whole_game_pharaohs_stay_and_are_not_summed_over_epochs():
    epochs = [table({"Anne": {"pharaoh": 20}}, epoch=1), table({"Anne": {"pharaoh": 20}}, epoch=2)]
    assert len(score_game(epochs).epochs) == 2


# --- supply and table checks (R1, R2) -------------------------------------------------------


@pytest.mark.parametrize("tile,limit", [(t, rules.SUPPLY[t]) for t in rules.DISPLAY_TILES])
def test_every_tile_limited_by_the_supply(tile, limit):
    score_epoch(table({"Anne": {tile: limit}}))
    with pytest.raises(InvalidInput) as err:
        score_epoch(table({"Anne": {tile: limit - 1}, "Marc": {tile: 2}}))
    assert {p.path[:2] for p in err.value.problems} == {("players", 1), ("players", 2)}


def test_supply_is_180_tiles():
    assert sum(rules.SUPPLY.values()) == 180
    assert rules.SUPPLY["ra"] == 30 and rules.SUPPLY["god"] == 8 and rules.SUPPLY["flood"] == 12


@pytest.mark.parametrize("count,per_player", [(3, 4), (4, 3), (5, 3)])
def test_sun_counts_per_player_count(count, per_player):
    assert all(len(stack) == per_player for stack in rules.SUN_STACKS[count])
    assert sorted(s for stack in rules.SUN_STACKS[count] for s in stack) == list(range(2, {3: 14, 4: 14, 5: 17}[count]))


def test_wrong_sun_count_and_duplicate_sun_and_middle_sun_held():
    players = (
        PlayerDisplay("A", SunHand((13, 8, 5)), {}),
        PlayerDisplay("B", SunHand((12, 9, 6, 13)), {}),
        PlayerDisplay("C", SunHand((11, 10, 7, 4)), {}),
    )
    with pytest.raises(InvalidInput) as err:
        score_epoch(EpochDisplays(1, players, middle_sun=12))
    assert {p.path for p in err.value.problems} == {
        ("players", 0, "suns"),
        ("players", 1, "suns", "face_up", 3),
        ("middle_sun",),
    }


def test_two_players_is_not_a_game_of_ra():
    players = (PlayerDisplay("A", SunHand((13, 8, 5, 2)), {}), PlayerDisplay("B", SunHand((12, 9, 6, 3)), {}))
    with pytest.raises(InvalidInput) as err:
        score_epoch(EpochDisplays(1, players))
    assert [p.path for p in err.value.problems] == [("players",)]


def test_sun_16_exists_only_with_five_players():
    players = (
        PlayerDisplay("A", SunHand((16, 8, 5, 2)), {}),
        PlayerDisplay("B", SunHand((12, 9, 6, 3)), {}),
        PlayerDisplay("C", SunHand((11, 10, 7, 4)), {}),
    )
    with pytest.raises(InvalidInput) as err:
        score_epoch(EpochDisplays(1, players))
    assert [p.path for p in err.value.problems] == [("players", 0, "suns", "face_up", 0)]
