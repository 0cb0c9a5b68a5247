"""Sentences with a count read right at 0, 1, 2 and 5, in English and Dutch (core.text's plural forms)."""
from __future__ import annotations

import pytest

from referee import create_app
from referee.core.text import Text

create_app()  # registers every catalogue, the HTTP layer's included

EXPECTED = {
    ("problem.invalid.detail", "en"): {
        1: "1 problem in the request; it names the field to fix.",
        2: "2 problems in the request; each names the field to fix.",
        5: "5 problems in the request; each names the field to fix."},
    ("problem.invalid.detail", "nl"): {
        1: "1 probleem in het verzoek; het noemt het veld dat aangepast moet worden.",
        2: "2 problemen in het verzoek; elk noemt het veld dat aangepast moet worden."},
    ("players.count", "en"): {0: "0 players, but this game is for 3 to 5", 1: "1 player, but this game is for 3 to 5",
                              2: "2 players, but this game is for 3 to 5", 5: "5 players, but this game is for 3 to 5"},
    ("players.count", "nl"): {0: "0 spelers, maar dit spel is voor 3 tot 5 spelers",
                              1: "1 speler, maar dit spel is voor 3 tot 5 spelers",
                              2: "2 spelers, maar dit spel is voor 3 tot 5 spelers"},
    ("suns.count", "en"): {0: "0 suns, but with 4 players everyone holds exactly 3",
                           1: "1 sun, but with 4 players everyone holds exactly 3",
                           5: "5 suns, but with 4 players everyone holds exactly 3"},
    ("suns.count", "nl"): {0: "0 zonnen, maar met 4 spelers heeft iedereen er precies 3",
                           1: "1 zon, maar met 4 spelers heeft iedereen er precies 3",
                           2: "2 zonnen, maar met 4 spelers heeft iedereen er precies 3"},
    ("supply.more_holders", "en"): {2: "and 2 more", 5: "and 5 more"},
    ("supply.more_holders", "nl"): {2: "en nog 2", 5: "en nog 5"},
}
PARAMS = {"min": 3, "max": 5, "players": 4, "expected": 3}


@pytest.mark.parametrize("key,lang", list(EXPECTED))
def test_counted_sentences_read_right(key, lang):
    for count, sentence in EXPECTED[key, lang].items():
        assert Text(key, {"count": count, **PARAMS}).render(lang) == sentence


def test_a_plural_choice_may_stand_twice_in_one_sentence_and_unknown_languages_fall_back_to_english():
    from referee.core.text import register
    register("en", {"test.two": "{a:# stone|# stones} and {b:# city|# cities}"})
    assert Text("test.two", {"a": 1, "b": 5}).render("en") == "1 stone and 5 cities"
    assert Text("test.two", {"a": 0, "b": 1}).render("fr") == "0 stones and 1 city"
