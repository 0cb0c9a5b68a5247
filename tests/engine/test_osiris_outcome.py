"""The end of a game of Osiris (O2): the outcome function and its caller-error checks."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from referee.core.problems import InvalidInput
from referee.games.osiris import rules
from referee.games.osiris.messages import MESSAGES
from referee.games.osiris.notation import MESSAGES as NOTATION_MESSAGES
from referee.games.osiris.outcome import Seat, check_outcome, outcome


FOUR = (Seat("Anne", ("beige",)), Seat("Bert", ("red-brown",)), Seat("Carl", ("yellow",)), Seat("Dora", ("brown",)))
THREE = (Seat("Anne", ("beige",)), Seat("Bert", ("red-brown",)), Seat("Carl", ("brown",)))
TWO = (Seat("Anne", ("beige", "yellow")), Seat("Bert", ("red-brown", "brown")))


def table(result) -> list[tuple[int, str, int, str | None]]:
    return [(s.rank, s.name, s.followers, s.decided_by) for s in result.standings]


def test_the_issue_example_tie_goes_to_the_player_who_reached_the_apex():
    result = outcome(FOUR, "apex", "Bert", "Horus", {"beige": 2, "red-brown": 2, "brown": 1})
    assert result.pharaoh == "Bert" and result.god == "Horus" and result.winner == "Bert"
    assert table(result) == [
        (1, "Bert", 2, None),
        (2, "Anne", 2, "last_turn"),
        (3, "Dora", 1, "followers"),
        (4, "Carl", 0, "followers"),
    ]
    assert (
        result.standings[0].text.render("en")
        == "Bert wins with 2 followers in the temple of Horus, as many as Anne, having had the turn more recently."
    )
    assert (
        result.standings[1].text.render("en")
        == "Anne: as many followers in the temple of Horus as Bert (2), but Bert had the turn more recently."
    )
    assert result.standings[2].text.render("en") == "Dora: 1 follower in the temple of Horus, 1 fewer than Anne."


@pytest.mark.parametrize(
    "ended_by, expected",
    [
        ("Carl", ["Bert", "Anne"]),  # Carl ended: Bert had the turn before him, Anne before that
        ("Anne", ["Dora", "Bert"]),  # counter-clockwise from Anne wraps round to Dora first
        ("Dora", ["Bert", "Anne"]),
    ],
)
def test_ties_go_to_the_most_recent_turn_counter_clockwise_from_the_end(ended_by, expected):
    result = outcome(FOUR, "apex", ended_by, "Isis", {"beige": 1, "red-brown": 1, "yellow": 1, "brown": 1})
    order = [s.name for s in result.standings]
    assert order[0] == ended_by
    tied = [n for n in order if n in expected]
    assert tied == expected
    assert [s.decided_by for s in result.standings] == [None, "last_turn", "last_turn", "last_turn"]


def test_most_followers_wins_whoever_ended_the_game():
    result = outcome(FOUR, "apex", "Anne", "Ptah", {"brown": 3, "beige": 1})
    assert result.winner == "Dora" and result.pharaoh == "Anne"
    assert table(result)[0] == (1, "Dora", 3, None)
    assert result.standings[0].text.render("nl") == "Dora wint met 3 volgelingen in de tempel van Ptah."


def test_blocked_apex_without_followers_only_the_last_blocker_loses_four_players():
    result = outcome(FOUR, "blocked", "Carl", "Nut", {})
    assert result.pharaoh == "Sinhaue" and result.winner is None
    assert table(result) == [
        (1, "Anne", 0, None),
        (1, "Bert", 0, "shared"),
        (1, "Dora", 0, "shared"),
        (4, "Carl", 0, "last_turn"),
    ]
    assert "Carl alone loses" in result.standings[3].text.render("en")
    assert "shares first place" in result.standings[1].text.render("en")


def test_blocked_apex_without_followers_two_players_the_other_wins():
    result = outcome(TWO, "blocked", "Anne", "Nut", {"beige": 0})
    assert result.winner == "Bert"
    assert table(result) == [(1, "Bert", 0, None), (2, "Anne", 0, "last_turn")]


def test_blocked_apex_with_followers_is_decided_as_usual_with_sinhaue_pharaoh():
    result = outcome(THREE, "blocked", "Bert", "Maat", {"beige": 1, "brown": 1})
    assert result.pharaoh == "Sinhaue"
    assert table(result) == [(1, "Anne", 1, None), (2, "Carl", 1, "last_turn"), (3, "Bert", 0, "followers")]
    assert result.winner == "Anne"


def test_two_player_colours_are_counted_together():
    result = outcome(TWO, "apex", "Bert", "Horus", {"beige": 1, "yellow": 2, "red-brown": 2, "brown": 0})
    assert [(p.name, p.followers) for p in result.players] == [("Anne", 3), ("Bert", 2)]
    assert result.winner == "Anne"
    assert result.players[0].text.render("en") == "Anne: 3 followers in the temple of Horus (beige 1, yellow 2)."
    assert result.players[1].text.render("nl") == "Bert: 2 volgelingen in de tempel van Horus (roodbruin 2, bruin 0)."


def paths(problems) -> dict[tuple, str]:
    return {p.path: p.message.id for p in problems}


def test_every_caller_error_is_reported_with_its_path():
    players = (Seat("Anne", ("beige",)), Seat("Bert", ("purple",)), Seat("Carl", ("yellow",)), Seat("Anne", ("brown",)))
    found = paths(check_outcome(players, "tie", "Zoe", "Zeus", {"beige": 4, "pink": 1}))
    assert found == {
        ("players", 3, "name"): "players.duplicate_name",
        ("players", 1, "colours", 0): "osiris.unknown_colour",
        ("end",): "osiris.unknown_end",
        ("ended_by",): "osiris.ended_by_unknown",
        ("god",): "osiris.unknown_god",
        ("followers", "beige"): "osiris.too_many_in_temple",
        ("followers", "pink"): "osiris.unknown_colour",
    }
    with pytest.raises(InvalidInput):
        outcome(players, "tie", "Zoe", "Zeus", {})


@pytest.mark.parametrize(
    "players, bad",
    [
        ((Seat("Anne", ("beige", "red-brown")), Seat("Bert", ("yellow", "brown"))), [0, 1]),  # not diagonal
        ((Seat("Anne", ("beige",)), Seat("Bert", ("red-brown",)), Seat("Carl", ("yellow",))), [2]),  # 3: no yellow
        (
            (
                Seat("Anne", ("red-brown",)),
                Seat("Bert", ("beige",)),
                Seat("Carl", ("yellow",)),
                Seat("Dora", ("brown",)),
            ),
            [0, 1],
        ),  # the beige player sits first
        ((Seat("Anne", ("beige", "yellow")), Seat("Bert", ("red-brown", "red-brown"))), [1]),
    ],
)
def test_colours_must_fit_the_player_count_and_seat(players, bad):
    found = paths(check_outcome(players, "apex", "Anne", "Horus", {}))
    assert found == {("players", i, "colours"): "osiris.seat_colours" for i in bad}


def test_three_players_have_no_yellow_followers():
    found = paths(check_outcome(THREE, "apex", "Anne", "Horus", {"yellow": 1, "beige": 1}))
    assert found == {("followers", "yellow"): "osiris.colour_out"}
    assert check_outcome(THREE, "apex", "Anne", "Horus", {"yellow": 0}) == []


def full_temples() -> dict[str, dict[str, int]]:
    return {
        "Horus": {"beige": 2, "red-brown": 2, "brown": 1},
        "Isis": {"beige": 3, "red-brown": 3, "yellow": 3},
        "Ptah": {"yellow": 2, "brown": 3},
        "Nut": {"brown": 1},
    }


def test_temples_agree_with_the_followers():
    assert check_outcome(FOUR, "apex", "Bert", "Horus", {"beige": 2, "red-brown": 2, "brown": 1}, full_temples()) == []
    found = paths(
        check_outcome(FOUR, "apex", "Bert", "Horus", {"beige": 1, "red-brown": 2, "brown": 1}, full_temples())
    )
    assert found == {("followers", "beige"): "osiris.followers_disagree"}


def test_temples_hold_five_per_colour_and_at_most_three_per_temple():
    temples = full_temples()
    temples["Nut"] = {"brown": 2}  # brown: 6
    temples["Isis"]["beige"] = 4  # over 3, and beige 6
    temples["Zeus"] = {"beige": 1}
    problems = check_outcome(FOUR, "apex", "Bert", "Horus", {"beige": 2, "red-brown": 2, "brown": 1}, temples)
    found = [(p.path, p.message.id) for p in problems]
    assert (("temples", "Isis", "beige"), "osiris.too_many_in_temple") in found
    assert (("temples", "Zeus"), "osiris.unknown_god") in found
    assert [p.message.params["colour"].id for p in problems if p.message.id == "osiris.followers_total"] == [
        "osiris.colour.beige",
        "osiris.colour.brown",
    ]


PYTHON_VALUES = re.compile(r"None|True|False|'[^' ]*'|[{}]")  # a repr, not an English possessive


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize(
    "end, ended_by, followers",
    [
        ("apex", "Bert", {"beige": 2, "red-brown": 2, "brown": 1}),
        ("blocked", "Carl", {}),
        ("blocked", "Anne", {"yellow": 1}),
        ("apex", "Dora", {"brown": 1, "beige": 0, "yellow": 5 - 4}),
    ],
)
def test_every_sentence_renders_without_python_values(lang, end, ended_by, followers):
    result = outcome(FOUR, end, ended_by, "Osiris", followers)
    for text in [p.text for p in result.players] + [s.text for s in result.standings]:
        rendered = text.render(lang)
        assert not PYTHON_VALUES.search(rendered), rendered


def test_plurals_read_right_at_0_1_2_and_5():
    for count, en, nl in [
        (0, "0 followers", "0 volgelingen"),
        (1, "1 follower", "1 volgeling"),
        (2, "2 followers", "2 volgelingen"),
        (5, "5 followers", "5 volgelingen"),
    ]:
        result = outcome(TWO, "apex", "Anne", "Amun", {"beige": min(count, 3), "yellow": max(0, count - 3)})
        assert en in result.players[0].text.render("en")
        assert nl in result.players[0].text.render("nl")


def test_the_gods_are_thirteen_different_names():
    assert len(set(rules.GODS)) == 13


ENGINE = Path(__file__).resolve().parents[2] / "referee"


def test_every_sentence_exists_in_both_languages_with_the_same_placeholders():
    assert MESSAGES["en"].keys() == MESSAGES["nl"].keys()
    for key, en in MESSAGES["en"].items():
        names = {f for _, f, _, _ in string.Formatter().parse(en) if f}
        assert names == {f for _, f, _, _ in string.Formatter().parse(MESSAGES["nl"][key]) if f}, key
        assert all(k.startswith("osiris.") for k in MESSAGES["en"])


def test_every_sentence_the_code_uses_is_written_and_none_says_he_or_his():
    source = "".join(
        p.read_text() for p in [*(ENGINE / "games" / "osiris").glob("*.py"), ENGINE / "schemas" / "osiris.py"]
    )
    used = set(re.findall(r'Text\("(osiris\.[a-z_.]+)"', source))
    used |= {"osiris." + k for k in re.findall(r'_illegal\("O\d", "([a-z_.]+)"', source)}
    board = (ENGINE / "games" / "osiris" / "board.py").read_text()
    used |= {"osiris.board." + k for k in re.findall(r' _problem\([^"]+?, "([a-z_]+)"', board)}
    used = {k for k in used if not k.endswith(".")}  # prefixes of ids built from a key
    written = MESSAGES["en"].keys() | NOTATION_MESSAGES["en"].keys()  # the paper notation's own catalogue
    assert used and used <= written, used - written
    for text in [*MESSAGES["en"].values(), *NOTATION_MESSAGES["en"].values()]:
        assert not re.search(r"\b(he|his|him|she|her)\b", text, re.IGNORECASE), text
