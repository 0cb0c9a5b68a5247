"""POST /v1/tournaments/standings: golden events worked by hand, each tie-break deciding, shared
places, Dutch, mixed games, tables sent as answers and as bodies to score, and every 422 at its pointer."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from pointers import assert_pointers_resolve
from wording import bare_counts_before_plurals

from referee.core.problems import InvalidInput
from referee.core.text import Text, register_catalogue
from referee.games import SPECS
from referee.schemas.tournament import KINDS, MAX_BODIES, MAX_ROUNDS, MAX_TABLES, MAX_TABLES_IN_ALL, RESULT_OPERATIONS
from referee.tournament.event import Scheme, Seat, Table, event_standings, number, place_points
from referee.tournament.messages import MESSAGES

register_catalogue(MESSAGES)  # the engine's sentences, as the app registers them with its blueprint

URL = "/v1/tournaments/standings"
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def example(name: str, names: dict[str, str] | None = None) -> dict:
    """An example body, its players renamed (all at once, so Anne -> Dora and Dora -> Eve do not chain)."""
    text = (EXAMPLES / name).read_text()
    if names:
        text = re.sub('"(%s)"' % "|".join(names), lambda m: json.dumps(names[m.group(1)]), text)
    return json.loads(text)


def post(client, body, lang="en"):
    return client.post(URL, json=body, headers={"Accept-Language": lang})


def served(client, game: str, operation: str, body: dict) -> dict:
    r = client.post(f"/v1/games/{game}/{operation}", json=body)
    assert r.status_code == 200, r.json
    return r.json


def event(client) -> dict:
    """Three rounds of six players, two tables a round, four games; round 1 sent as bodies to score, rounds 2 and
    3 as answers (round 2 as the service gave them, round 3 kept short as a tracker may store them).

    round 1  table 1  Ra, a whole game (examples/ra-score-game.json): Anne 1 (51 fame), Bert 2 (31), Carl 3 (26)
             table 2  Osiris, a recorded 3-player game ending blocked with an empty temple
                      (osiris-replay-3-players.json, renamed): Dora and Eve share place 1, Finn 3
    round 2  table 1  Osiris /outcome answer (osiris-outcome.json, renamed): Carl 1, Dora 2, Eve 3, Anne 4
             table 2  Sakkara /replay answer (sakkara-replay-game.json, renamed): Finn wins against Bert
    round 3  table 1  Priests of Ra /score answer, epoch 3: Finn 1 (30 fame), Anne 2 (25), Carl 3 (25)
             table 2  Ra /replay answer: Bert 1, Eve 2, Dora 3 (35 fame each: the highest sun decided)
    """
    renamed = {"Bert": "Carl", "Anne": "Dora", "Dora": "Eve", "Carl": "Anne"}
    osiris_outcome = served(client, "osiris", "outcome", example("osiris-outcome.json", renamed))
    sakkara_replay = served(
        client, "sakkara", "replay", example("sakkara-replay-game.json", {"Bert": "Finn", "Anne": "Bert"})
    )
    return {
        "rounds": [
            {
                "tables": [
                    {"game": "ra", "operation": "score", "body": example("ra-score-game.json")},
                    {
                        "game": "osiris",
                        "operation": "replay",
                        "body": example(
                            "osiris-replay-3-players.json", {"Anne": "Dora", "Bert": "Eve", "Carl": "Finn"}
                        ),
                    },
                ]
            },
            {
                "tables": [
                    {"game": "osiris", "operation": "outcome", "answer": osiris_outcome},
                    {"game": "sakkara", "operation": "replay", "answer": sakkara_replay, "players": ["Bert", "Finn"]},
                ]
            },
            {
                "tables": [
                    {
                        "game": "priests-of-ra",
                        "operation": "score",
                        "answer": {
                            "epoch": 3,
                            "winner": "Finn",
                            "standings": [
                                {"rank": 1, "name": "Finn", "fame": 30},
                                {"rank": 2, "name": "Anne", "fame": 25},
                                {"rank": 3, "name": "Carl", "fame": 25},
                            ],
                        },
                    },
                    {
                        "game": "ra",
                        "operation": "replay",
                        "answer": {
                            "legal": True,
                            "finished": True,
                            "winner": "Bert",
                            "standings": [
                                {"rank": 1, "name": "Bert", "fame": 35},
                                {"rank": 2, "name": "Eve", "fame": 35},
                                {"rank": 3, "name": "Dora", "fame": 35},
                            ],
                        },
                    },
                ]
            },
        ]
    }


def table_of(standings: list[dict]) -> list[tuple]:
    return [
        (s["rank"], s["name"], s["points"], s["wins"], s["opponents_points"], s["fame_total"], s["decided_by"])
        for s in standings
    ]


# --- the golden events ----------------------------------------------------------------------------


def test_golden_event_default_scheme_every_tie_break_decides_once(client):
    # Default points: 3 players 3-2-1, 4 players 4-3-2-1, 2 players 2-1; a shared place 1 of 3 spans places 1
    # and 2: (3 + 2) / 2 = 2.5 each.
    #   Anne  R1 Ra 1st 3    + R2 Osiris 4th 1 + R3 Priests 2nd 2 = 6    wins 1 (R1)
    #   Bert  R1 Ra 2nd 2    + R2 Sakkara 2nd 1 + R3 Ra 1st 3    = 6    wins 1 (R3)
    #   Carl  R1 Ra 3rd 1    + R2 Osiris 1st 4 + R3 Priests 3rd 1 = 6    wins 1 (R2)
    #   Dora  R1 Osiris =1st 2.5 + R2 Osiris 2nd 3 + R3 Ra 3rd 1 = 6.5  wins 0 (a shared first is no win)
    #   Eve   R1 Osiris =1st 2.5 + R2 Osiris 3rd 2 + R3 Ra 2nd 2 = 6.5  wins 0
    #   Finn  R1 Osiris 3rd 1 + R2 Sakkara 1st 2 + R3 Priests 1st 3 = 6  wins 2
    #   (37 in all: 12 + 13 + 12 points handed out)
    # Opponents' points (the totals of everyone met, table by table):
    #   Anne  (Bert 6 + Carl 6) + (Carl 6 + Dora 6.5 + Eve 6.5) + (Finn 6 + Carl 6) = 12 + 19 + 12 = 43
    #   Bert  (Anne 6 + Carl 6) + (Finn 6) + (Eve 6.5 + Dora 6.5)                  = 12 + 6 + 13  = 31
    #   Carl  (Anne 6 + Bert 6) + (Dora 6.5 + Eve 6.5 + Anne 6) + (Finn 6 + Anne 6) = 12 + 19 + 12 = 43
    #   Dora  (Eve 6.5 + Finn 6) + (Carl 6 + Eve 6.5 + Anne 6) + (Bert 6 + Eve 6.5) = 12.5 + 18.5 + 12.5 = 43.5
    #   Eve   (Dora 6.5 + Finn 6) + (Carl 6 + Dora 6.5 + Anne 6) + (Bert 6 + Dora 6.5) = 43.5
    #   Finn  (Dora 6.5 + Eve 6.5) + (Bert 6) + (Anne 6 + Carl 6)                  = 13 + 6 + 12  = 31
    # Fame (Ra family only): Anne 51 + 25 = 76, Bert 31 + 35 = 66, Carl 26 + 25 = 51, Dora 35, Eve 35, Finn 30.
    # Ranking by points, wins, opponents' points, fame:
    #   Dora = Eve on all four: place 1 shared (Dora first: she appears first); nobody wins the event alone
    #   Finn 6 < 6.5: place 3 by points; Anne 1 win < Finn's 2: place 4 by wins
    #   Carl = Anne on points, wins and opponents (43), fame 51 < 76: place 5 by fame_total
    #   Bert = Carl on points and wins, opponents 31 < 43: place 6 by opponents_points
    r = post(client, event(client))
    assert r.status_code == 200, r.json
    assert table_of(r.json["standings"]) == [
        (1, "Dora", 6.5, 0, 43.5, 35, None),
        (1, "Eve", 6.5, 0, 43.5, 35, "shared"),
        (3, "Finn", 6, 2, 31, 30, "points"),
        (4, "Anne", 6, 1, 43, 76, "wins"),
        (5, "Carl", 6, 1, 43, 51, "fame_total"),
        (6, "Bert", 6, 1, 31, 66, "opponents_points"),
    ]
    assert r.json["winner"] is None
    assert [s["detail"] for s in r.json["standings"]] == [
        "Dora shares first place with Eve, with 6.5 points and 0 wins: level on points, wins, points scored by "
        "opponents and fame in total.",
        "Eve shares place 1 with Dora: level on points, wins, points scored by opponents and fame in total.",
        "Finn is in place 3 with 6 points, against 6.5 for Eve.",
        "Anne is in place 4: level with Finn on points, but with 1 win against 2.",
        "Carl is in place 5: level with Anne on points, wins and points scored by opponents, but with 51 fame in "
        "total against 76.",
        "Bert is in place 6: level with Carl on points and wins, but with 31 points scored by opponents against 43.",
    ]
    assert r.json["scheme"] == {
        "points": {"2": [2, 1], "3": [3, 2, 1], "4": [4, 3, 2, 1], "5": [5, 4, 3, 2, 1]},
        "tie_breaks": ["points", "wins", "opponents_points", "fame_total"],
    }
    dora = r.json["standings"][0]["rounds"]
    assert dora == [
        {
            "round": 1,
            "table": 2,
            "game": "osiris",
            "rank": 1,
            "players": 3,
            "shared": True,
            "points": 2.5,
            "won": False,
            "fame": None,
            "opponents": ["Eve", "Finn"],
            "detail": "round 1, table 2 (Osiris): shared place 1 of 3, 2.5 points",
        },
        {
            "round": 2,
            "table": 1,
            "game": "osiris",
            "rank": 2,
            "players": 4,
            "shared": False,
            "points": 3,
            "won": False,
            "fame": None,
            "opponents": ["Carl", "Eve", "Anne"],
            "detail": "round 2, table 1 (Osiris): place 2 of 4, 3 points",
        },
        {
            "round": 3,
            "table": 2,
            "game": "ra",
            "rank": 3,
            "players": 3,
            "shared": False,
            "points": 1,
            "won": False,
            "fame": 35,
            "opponents": ["Bert", "Eve"],
            "detail": "round 3, table 2 (Ra): place 3 of 3, 1 point",
        },
    ]
    anne = r.json["standings"][3]["rounds"]
    assert [
        (line["round"], line["game"], line["rank"], line["points"], line["won"], line["fame"]) for line in anne
    ] == [(1, "ra", 1, 3, True, 51), (2, "osiris", 4, 1, False, None), (3, "priests-of-ra", 2, 2, False, 25)]


def test_golden_event_in_dutch(client):
    r = post(client, event(client), "nl")
    assert r.status_code == 200 and r.headers["Content-Language"] == "nl"
    assert [s["detail"] for s in r.json["standings"]] == [
        "Dora deelt de eerste plaats met Eve, met 6,5 punten en 0 overwinningen: gelijk in punten, overwinningen, "
        "punten van tegenstanders en roempunten in totaal.",
        "Eve deelt plaats 1 met Dora: gelijk in punten, overwinningen, punten van tegenstanders en roempunten in "
        "totaal.",
        "Finn staat op plaats 3 met 6 punten, tegen 6,5 voor Eve.",
        "Anne staat op plaats 4: gelijk met Finn in punten, maar met 1 overwinning tegen 2.",
        "Carl staat op plaats 5: gelijk met Anne in punten, overwinningen en punten van tegenstanders, maar met 51 "
        "roempunten in totaal tegen 76.",
        "Bert staat op plaats 6: gelijk met Carl in punten en overwinningen, maar met 31 punten van tegenstanders "
        "tegen 43.",
    ]
    assert (
        r.json["standings"][0]["rounds"][0]["detail"]
        == "ronde 1, tafel 2 (Osiris): gedeelde plaats 1 van 3, 2,5 punten"
    )
    assert r.json["standings"][5]["rounds"][1]["detail"] == "ronde 2, tafel 2 (Sakkara): plaats 2 van 2, 1 punt"
    # keys and numbers never change with the language
    assert table_of(r.json["standings"]) == table_of(post(client, event(client)).json["standings"])


def test_golden_event_custom_scheme_wins_first_and_two_shared_places(client):
    # Points for 3 players 5-2-1; 4 and 2 players keep the default. A shared place 1 of 3: (5 + 2) / 2 = 3.5.
    #   Anne  5 + 1 (Osiris 4th of 4) + 2 = 8    wins 1
    #   Bert  2 + 1 (Sakkara 2nd)     + 5 = 8    wins 1
    #   Carl  1 + 4 (Osiris 1st of 4) + 1 = 6    wins 1
    #   Dora  3.5 + 3 + 1 = 7.5                  wins 0
    #   Eve   3.5 + 2 + 2 = 7.5                  wins 0
    #   Finn  1 + 2 + 5 = 8                      wins 2
    #   (45 in all: 16 + 13 + 16)
    # Ranked by wins, then points: Finn 2 wins; Anne = Bert (1 win, 8): place 2 shared; Carl 1 win, 6 < 8: place 4
    # by points; Dora = Eve (0 wins, 7.5): place 5 shared, Dora below Carl by wins.
    # Opponents' points, shown though not ranked by: Anne (Bert 8 + Carl 6) + (Carl 6 + Dora 7.5 + Eve 7.5)
    # + (Finn 8 + Carl 6) = 14 + 21 + 14 = 49; Bert (8 + 6) + 8 + (7.5 + 7.5) = 37.
    body = {**event(client), "scheme": {"points": {"3": [5, 2, 1]}, "tie_breaks": ["wins", "points"]}}
    r = post(client, body)
    assert r.status_code == 200, r.json
    assert [(s["rank"], s["name"], s["points"], s["wins"], s["decided_by"]) for s in r.json["standings"]] == [
        (1, "Finn", 8, 2, None),
        (2, "Anne", 8, 1, "wins"),
        (2, "Bert", 8, 1, "shared"),
        (4, "Carl", 6, 1, "points"),
        (5, "Dora", 7.5, 0, "wins"),
        (5, "Eve", 7.5, 0, "shared"),
    ]
    assert [s["opponents_points"] for s in r.json["standings"][1:3]] == [49, 37]
    assert r.json["winner"] == "Finn"
    assert [s["detail"] for s in r.json["standings"]] == [
        "Finn is first with 8 points and 2 wins.",
        "Anne is in place 2 with 1 win, against 2 for Finn.",
        "Bert shares place 2 with Anne: level on wins and points.",
        "Carl is in place 4: level with Bert on wins, but with 6 points against 8.",
        "Dora is in place 5 with 0 wins, against 1 for Carl.",
        "Eve shares place 5 with Dora: level on wins and points.",
    ]
    assert r.json["scheme"]["points"] == {"2": [2, 1], "3": [5, 2, 1], "4": [4, 3, 2, 1], "5": [5, 4, 3, 2, 1]}
    assert r.json["scheme"]["tie_breaks"] == ["wins", "points"]


def test_a_place_shared_by_three_gets_a_third_of_their_points_shown_to_two_decimals(client):
    # Osiris, blocked apex with an empty temple, 4 players: ranks 1, 1, 1, 4. Custom 4-player points 5-3-2-0:
    # places 1 to 3 shared by three, (5 + 3 + 2) / 3 = 10/3 each (3.33 shown; exact in the ranking), Dora 0.
    answer = {
        "winner": None,
        "standings": [
            {"rank": 1, "name": "Anne"},
            {"rank": 1, "name": "Bert"},
            {"rank": 1, "name": "Carl"},
            {"rank": 4, "name": "Dora"},
        ],
    }
    body = {
        "rounds": [{"tables": [{"game": "osiris", "operation": "outcome", "answer": answer}]}],
        "scheme": {"points": {"4": [5, 3, 2, 0]}},
    }
    r = post(client, body)
    assert [(s["rank"], s["name"], s["points"], s["decided_by"]) for s in r.json["standings"]] == [
        (1, "Anne", 3.33, None),
        (1, "Bert", 3.33, "shared"),
        (1, "Carl", 3.33, "shared"),
        (4, "Dora", 0, "points"),
    ]
    assert r.json["standings"][0]["detail"] == (
        "Anne shares first place with Bert, with 3.33 points and 0 wins: "
        "level on points, wins, points scored by opponents and fame in total."
    )
    assert r.json["standings"][3]["detail"] == "Dora is in place 4 with 0 points, against 3.33 for Carl."
    assert (
        post(client, body, "nl").json["standings"][3]["detail"]
        == "Dora staat op plaats 4 met 0 punten, tegen 3,33 voor Carl."
    )
    # Opponents' points: each of the three met the other two (20/3) and Dora (0): 6.67
    assert r.json["standings"][0]["opponents_points"] == 6.67 and r.json["standings"][3]["opponents_points"] == 10


# --- the engine alone -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "ranks,points,expected",
    [
        ((1, 2, 3), (3, 2, 1), (3, 2, 1)),
        ((1, 1, 3), (3, 2, 1), (Fraction(5, 2), Fraction(5, 2), 1)),  # (3 + 2) / 2
        ((1, 1, 1, 4), (4, 3, 2, 1), (3, 3, 3, 1)),  # (4 + 3 + 2) / 3
        ((1, 2, 2), (5, 2, 1), (5, Fraction(3, 2), Fraction(3, 2))),  # (2 + 1) / 2
        ((1, 1, 1), (3, 2, 1), (2, 2, 2)),
        ((1, 2, 2, 2, 5), (5, 4, 3, 2, 1), (5, 3, 3, 3, 1)),  # (4 + 3 + 2) / 3
        ((1, 1, 1, 1, 1), (9, 0, 0, 0, 0), (Fraction(9, 5),) * 5),
    ],
)
def test_players_sharing_a_place_share_the_points_of_the_places_they_span(ranks, points, expected):
    shares = place_points(ranks, points)
    assert shares == tuple(Fraction(e) for e in expected)
    assert sum(shares) == sum(points)  # a tie never changes what a table hands out


def test_numbers_in_sentences_follow_the_language():
    assert number(Fraction(5, 2)).render("en") == "2.5" and number(Fraction(5, 2)).render("nl") == "2,5"
    assert number(Fraction(20, 3)).render("nl") == "6,67" and number(Fraction(6)) == 6


def test_the_engine_needs_no_flask_and_checks_the_event():
    tables = [
        [
            Table("ra", (Seat("Anne", 1, 40), Seat("Bert", 2, 30), Seat("Carl", 3, 20))),
            Table("sakkara", (Seat("anne", 1), Seat("Dora", 2))),
        ]
    ]
    with pytest.raises(InvalidInput) as raised:
        event_standings(tables)
    assert [(p.path, p.render()) for p in raised.value.problems] == [
        (("rounds", 0, "tables", 1), "anne also plays at table 1 of this round; a player sits at one table a round.")
    ]
    with pytest.raises(InvalidInput) as raised:
        event_standings(
            [[Table("osiris", (Seat("Anne", 1),)), Table("osiris", (Seat("Bert", 2), Seat("Carl", 1)))]],
            Scheme({7: (1,)}, ("luck",)),
        )
    assert [(p.path, p.render()) for p in raised.value.problems] == [
        (("scheme", "points", "7"), "Not a player count of any game: the keys are 2 to 5."),
        (("scheme", "tie_breaks", 0), "Unknown tie-break; they are: points, wins, fame_total, opponents_points."),
        (("rounds", 0, "tables", 0), "1 player, but this game is for 2 to 5."),
        (
            ("rounds", 0, "tables", 1),
            "Ranks start at 1 and follow the standings' order (a shared place repeats its rank: 1, 1, 3).",
        ),
        (
            ("rounds", 0, "tables", 1),
            "Ranks start at 1 and follow the standings' order (a shared place repeats its rank: 1, 1, 3).",
        ),
    ]
    result = event_standings([tables[0][:1]], Scheme({3: (5, 2, 1)}, ("fame_total",)))
    assert [(s.name, s.points, s.decided_by) for s in result.standings] == [
        ("Anne", 5, None),
        ("Bert", 2, "fame_total"),
        ("Carl", 1, "fame_total"),
    ]
    assert result.standings[1].text.render() == "Bert is in place 2 with 30 fame in total, against 40 for Anne."


# --- tables as answers and as bodies --------------------------------------------------------------

FINISHED = [
    (spec.slug, op, name)
    for spec in SPECS
    for name in spec.examples
    if (op := spec.example_operation(name)) and name != "ra-score-epoch.json"
]


def test_every_result_operation_of_every_game_has_a_reader():
    assert set(KINDS) == {(spec.slug, op) for spec in SPECS for op in RESULT_OPERATIONS[spec.slug]}
    assert {(game, op) for game, op, _ in FINISHED} == set(KINDS)


@pytest.mark.parametrize("game,operation,name", FINISHED)
def test_a_body_scored_here_counts_as_the_answer_the_service_gives_for_it(client, game, operation, name):
    body = example(name)
    answer = served(client, game, operation, body)
    players = {"players": body["players"]} if (game, operation) == ("sakkara", "replay") else {}
    as_body = post(client, {"rounds": [{"tables": [{"game": game, "operation": operation, "body": body}]}]})
    as_answer = post(
        client, {"rounds": [{"tables": [{"game": game, "operation": operation, "answer": answer, **players}]}]}
    )
    assert as_body.status_code == 200 and as_answer.status_code == 200, (as_body.json, as_answer.json)
    assert as_body.json == as_answer.json


def test_names_are_one_player_across_rounds_whatever_their_capitals_and_a_bye_has_no_line(client):
    def ranks(*names):
        return {
            "game": "sakkara",
            "operation": "outcome",
            "answer": {"winner": names[0], "standings": [{"rank": 1, "name": names[0]}, {"rank": 2, "name": names[1]}]},
        }

    r = post(
        client,
        {"rounds": [{"tables": [ranks("Anne", "Bert")]}, {"tables": [ranks("BERT", "anne"), ranks("Carl", "Dora")]}]},
    )
    assert r.status_code == 200
    # Anne 2 + 1 = 3, Bert 1 + 2 = 3, both 1 win; opponents: each other (3): level, shared. Carl 2 and Dora 1 have
    # a bye in round 1.
    assert [(s["rank"], s["name"], s["points"], s["decided_by"], len(s["rounds"])) for s in r.json["standings"]] == [
        (1, "Anne", 3, None, 2),
        (1, "Bert", 3, "shared", 2),
        (3, "Carl", 2, "points", 1),
        (4, "Dora", 1, "points", 1),
    ]
    assert r.json["standings"][0]["rounds"][1]["opponents"] == ["Bert"]  # as the event spells the name


def test_the_answer_matches_openapi_yaml(client):
    from openapi_helpers import _response_schema, _validate

    r = post(client, event(client))
    _validate(r.json, _response_schema(URL, "post", 200, "application/json"))
    bad = post(client, {"rounds": []})
    _validate(bad.json, _response_schema(URL, "post", 422, "application/problem+json"))


# --- 422s, each problem at its pointer -------------------------------------------------------------


def one_table(**table) -> dict:
    return {"rounds": [{"tables": [table]}]}


def ra_epoch_answer(epoch: int = 3, **extra) -> dict:
    return {
        "epoch": epoch,
        "standings": [
            {"rank": 1, "name": "Anne", "fame": 30},
            {"rank": 2, "name": "Bert", "fame": 20},
            {"rank": 3, "name": "Carl", "fame": 10},
        ],
        **extra,
    }


SHORT = example("ra-replay-short-game.json")
SAKKARA_IMPOSSIBLE = example("sakkara-outcome.json")
SAKKARA_IMPOSSIBLE["players"][0]["tier2"] = {"ankh": 1}  # the capstone on an unfinished tier 2
SAKKARA_NO_WINNER = copy.deepcopy(SAKKARA_IMPOSSIBLE)
del SAKKARA_NO_WINNER["players"][0]["apex"]
SAKKARA_NO_WINNER["players"][0]["grains"] = 2  # the third grain is laid only once tier 2 is complete

BAD = {
    "score_before_epoch_3_as_body": (
        one_table(game="ra", operation="score", body=example("ra-score-epoch.json")),
        [
            (
                "/rounds/0/tables/0/body/epoch",
                "The score of epoch 1: the game ends after epoch 3, and only a finished game counts.",
            )
        ],
    ),
    "score_before_epoch_3_as_answer": (
        one_table(game="ra", operation="score", answer=ra_epoch_answer(2)),
        [
            (
                "/rounds/0/tables/0/answer/epoch",
                "The score of epoch 2: the game ends after epoch 3, and only a finished game counts.",
            )
        ],
    ),
    "two_epochs_of_a_whole_game": (
        one_table(game="ra", operation="score", body={"epochs": example("ra-score-game.json")["epochs"][:2]}),
        [
            (
                "/rounds/0/tables/0/body/epochs",
                "2 epochs scored: the game ends after epoch 3, and only a finished game counts.",
            )
        ],
    ),
    "a_short_answer_without_a_winner": (
        one_table(
            game="priests-of-ra",
            operation="score",
            answer={
                "winner": None,
                "standings": [{"rank": 1, "name": "Anne", "fame": 3}, {"rank": 2, "name": "Bert", "fame": 1}],
            },
        ),
        [("/rounds/0/tables/0/answer/winner", "No winner yet: only a finished game counts.")],
    ),
    "a_log_that_stops_early": (
        one_table(game="ra", operation="replay", body={**SHORT, "moves": SHORT["moves"][:30]}),
        [("/rounds/0/tables/0/body/moves", "The log stops before the end of the game: only a finished game counts.")],
    ),
    "a_log_that_breaks_a_rule": (
        one_table(
            game="ra",
            operation="replay",
            body={**SHORT, "moves": SHORT["moves"][:21] + [{"player": "Anne", "action": "bid", "sun": 7}]},
        ),
        [("/rounds/0/tables/0/body/moves/21", "This move breaks a rule (R12): the game's result cannot count.")],
    ),
    "an_illegal_replay_answer": (
        one_table(game="osiris", operation="replay", answer={"legal": False, "finished": False, "outcome": None}),
        [("/rounds/0/tables/0/answer/legal", "The log breaks a rule: the game's result cannot count.")],
    ),
    "an_unfinished_osiris_replay_answer": (
        one_table(game="osiris", operation="replay", answer={"legal": True, "finished": False, "outcome": None}),
        [
            (
                "/rounds/0/tables/0/answer/finished",
                "The log stops before the end of the game: only a finished game counts.",
            )
        ],
    ),
    "no_complete_pyramid": (
        one_table(game="sakkara", operation="outcome", body=SAKKARA_NO_WINNER),
        [("/rounds/0/tables/0/body/players", "No pyramid is complete yet: only a finished game counts.")],
    ),
    "an_impossible_layout": (
        one_table(game="sakkara", operation="outcome", body=SAKKARA_IMPOSSIBLE),
        [("/rounds/0/tables/0/body/players", "No legal game leads to this layout: its result cannot count.")],
    ),
    "a_sakkara_replay_answer_without_players": (
        one_table(game="sakkara", operation="replay", answer={"legal": True, "finished": True, "winner": "Bert"}),
        [("/rounds/0/tables/0/players", "A Sakkara /replay answer names only the winner: add players, both names.")],
    ),
    "a_winner_not_among_players": (
        one_table(
            game="sakkara",
            operation="replay",
            answer={"legal": True, "finished": True, "winner": "Bert"},
            players=["Anne", "Carl"],
        ),
        [("/rounds/0/tables/0/players", "The winner, Bert, is not among players.")],
    ),
    "players_that_are_not_the_tables": (
        one_table(game="ra", operation="score", answer=ra_epoch_answer(), players=["Anne", "Bert", "Dora"]),
        [("/rounds/0/tables/0/players", "The players must be this table's players: Anne, Bert, Carl.")],
    ),
    "a_problem_answer_sent_as_a_result": (
        one_table(
            game="ra",
            operation="score",
            answer={
                "type": "urn:referee:problem:invalid-request",
                "status": 422,
                "title": "The request cannot be used as sent",
            },
        ),
        [("/rounds/0/tables/0/answer", "This is a problem answer (status 422), not a result: fix that request first.")],
    ),
    "ranks_out_of_order_and_a_name_twice_and_no_fame": (
        one_table(
            game="ra",
            operation="score",
            answer={
                "epoch": 3,
                "standings": [
                    {"rank": 1, "name": "Anne", "fame": 30},
                    {"rank": 3, "name": "anne", "fame": 20},
                    {"rank": 3, "name": "Carl"},
                ],
            },
        ),
        [
            (
                "/rounds/0/tables/0/answer/standings/1/name",
                "anne and Anne count as the same name (names that differ "
                "only in capitals or invisible characters are one name); "
                "names must differ.",
            ),
            (
                "/rounds/0/tables/0/answer/standings/1/rank",
                "Ranks start at 1 and follow the standings' order (a shared place repeats its rank: 1, 1, 3).",
            ),
            ("/rounds/0/tables/0/answer/standings/2/fame", "fame is missing: add it."),
        ],
    ),
    "a_body_the_game_refuses": (
        one_table(game="osiris", operation="outcome", body={**example("osiris-outcome.json"), "god": 7}),
        [("/rounds/0/tables/0/body/god", "Must be text.")],
    ),
    "a_game_without_that_operation_and_an_unknown_game": (
        {
            "rounds": [
                {
                    "tables": [
                        {"game": "osiris", "operation": "score", "answer": {}},
                        {"game": "chess", "operation": "outcome", "answer": {}},
                    ]
                }
            ]
        },
        [
            ("/rounds/0/tables/0/operation", "Osiris gives no result by this; its operations are: outcome, replay."),
            ("/rounds/0/tables/1/game", "Unknown game; the games are: ra, priests-of-ra, osiris, sakkara."),
        ],
    ),
    "answer_and_body_or_neither": (
        {
            "rounds": [
                {
                    "tables": [
                        {
                            "game": "ra",
                            "operation": "score",
                            "answer": ra_epoch_answer(),
                            "body": example("ra-score-game.json"),
                        },
                        {"game": "ra", "operation": "score"},
                    ]
                }
            ]
        },
        [
            ("/rounds/0/tables/0", "Send the table's answer or its body to score: one of the two."),
            ("/rounds/0/tables/1", "Send the table's answer or its body to score: one of the two."),
        ],
    ),
    "a_player_at_two_tables_of_a_round": (
        {
            "rounds": [
                {
                    "tables": [
                        {"game": "ra", "operation": "score", "answer": ra_epoch_answer()},
                        {"game": "ra", "operation": "score", "body": example("ra-score-game.json")},
                    ]
                }
            ]
        },
        [
            (
                "/rounds/0/tables/1/body/epochs/0/players/0/name",
                "Anne also plays at table 1 of this round; a player sits at one table a round.",
            ),
            (
                "/rounds/0/tables/1/body/epochs/0/players/1/name",
                "Bert also plays at table 1 of this round; a player sits at one table a round.",
            ),
            (
                "/rounds/0/tables/1/body/epochs/0/players/2/name",
                "Carl also plays at table 1 of this round; a player sits at one table a round.",
            ),
        ],
    ),
    "no_rounds": ({"rounds": []}, [("/rounds", "An event needs at least one round.")]),
    "a_round_without_tables_and_an_unknown_key": (
        {"rounds": [{"tables": []}], "results": 1},
        [
            ("/results", "Unknown field: the fields here are rounds, scheme."),
            ("/rounds/0/tables", "A round needs at least one table."),
        ],
    ),
    "a_scheme_that_does_not_add_up": (
        {
            "rounds": [{"tables": [{"game": "ra", "operation": "score", "answer": ra_epoch_answer()}]}],
            "scheme": {
                "points": {"3": [3, 2], "4": [4, 1, 2, 0], "7": [1], "2": [2, -1]},
                "tie_breaks": ["wins", "luck", "wins"],
            },
        },
        [
            ("/scheme/points/7", "Not a player count of any game: the keys are 2 to 5."),
            ("/scheme/points/2", "Must be a list of whole numbers from 0 to 1000, one per place."),
            ("/scheme/tie_breaks/1", "Unknown tie-break; they are: points, wins, fame_total, opponents_points."),
        ],
    ),
    "points_that_do_not_fit_the_places": (
        {
            "rounds": [{"tables": [{"game": "ra", "operation": "score", "answer": ra_epoch_answer()}]}],
            "scheme": {"points": {"3": [3, 2], "4": [4, 1, 2, 0]}, "tie_breaks": ["wins", "points", "wins"]},
        },
        [
            ("/scheme/points/3", "A table of 3 players needs 3 numbers, one per place."),
            ("/scheme/points/4/2", "A place never gets more points than the place above it."),
            ("/scheme/tie_breaks/2", "Each tie-break at most once."),
        ],
    ),
}


@pytest.mark.parametrize("case", list(BAD))
def test_malformed_or_unfinished_input_is_a_422_with_every_problem_at_its_pointer(client, case):
    body, expected = BAD[case]
    r = post(client, body)
    assert r.status_code == 422, r.json
    assert sorted((e["pointer"], e["detail"]) for e in r.json["errors"]) == sorted(expected)
    assert_pointers_resolve(body, r.json)


def test_problems_in_dutch(client):
    body, _ = BAD["score_before_epoch_3_as_body"]
    r = post(client, body, "nl")
    assert r.json["errors"] == [
        {
            "pointer": "/rounds/0/tables/0/body/epoch",
            "detail": ("De score van tijdperk 1: het spel eindigt na tijdperk 3, en alleen een uitgespeeld spel telt."),
        }
    ]
    body, _ = BAD["a_player_at_two_tables_of_a_round"]
    assert (
        post(client, body, "nl").json["errors"][0]["detail"]
        == "Anne speelt in deze ronde ook aan tafel 1; een speler zit per ronde aan één tafel."
    )


def _answer_table() -> dict:
    return {
        "game": "sakkara",
        "operation": "outcome",
        "answer": {"winner": "Anne", "standings": [{"rank": 1, "name": "Anne"}, {"rank": 2, "name": "Bert"}]},
    }


def test_too_many_rounds_or_tables_are_refused_before_any_is_read(client):
    rounds = post(client, {"rounds": [{"tables": "not read"}] * (MAX_ROUNDS + 1)})
    assert [(e["pointer"], e["detail"]) for e in rounds.json["errors"]] == [
        ("/rounds", f"At most {MAX_ROUNDS} rounds in one request.")
    ]
    tables = post(client, {"rounds": [{"tables": [{"not": "read"}] * (MAX_TABLES + 1)}]})
    assert [(e["pointer"], e["detail"]) for e in tables.json["errors"]] == [
        ("/rounds/0/tables", f"At most {MAX_TABLES} tables in a round.")
    ]
    in_all = post(
        client,
        {
            "rounds": [{"tables": [{"not": "read"}] * MAX_TABLES}] * (MAX_TABLES_IN_ALL // MAX_TABLES)
            + [{"tables": [{"not": "read"}]}]
        },
    )
    assert [(e["pointer"], e["detail"]) for e in in_all.json["errors"]] == [
        ("/rounds", f"At most {MAX_TABLES_IN_ALL} tables in one request, all rounds together.")
    ]
    full = post(client, {"rounds": [{"tables": [_answer_table()]} for _ in range(MAX_ROUNDS)]})
    assert full.status_code == 200 and full.json["standings"][0]["points"] == 2 * MAX_ROUNDS


def test_more_tables_to_score_than_the_bound_are_refused_before_any_is_scored(client):
    body = example("sakkara-outcome.json")
    scored = {"game": "sakkara", "operation": "outcome", "body": body}
    half = MAX_BODIES // 2
    rounds = [{"tables": [scored] * half}, {"tables": [scored] * (MAX_BODIES - half) + [_answer_table(), scored]}]
    r = post(client, {"rounds": rounds})
    assert [(e["pointer"], e["detail"]) for e in r.json["errors"]] == [
        (
            f"/rounds/1/tables/{MAX_BODIES - half + 1}/body",
            f"At most {MAX_BODIES} tables to score in one request; send the others as the answers the service gave "
            "(POST /v1/batch scores a round in one request).",
        )
    ]


def test_every_counted_sentence_reads_right_at_0_1_2_and_5():
    for n, en, nl in (
        (0, "0 points", "0 punten"),
        (1, "1 point", "1 punt"),
        (2, "2 points", "2 punten"),
        (5, "5 points", "5 punten"),
    ):
        assert [Text("tournament.points", {"n": n}).render(lang) for lang in ("en", "nl")] == [en, nl]
    for n, en, nl in (
        (0, "0 wins", "0 overwinningen"),
        (1, "1 win", "1 overwinning"),
        (2, "2 wins", "2 overwinningen"),
        (5, "5 wins", "5 overwinningen"),
    ):
        assert [Text("tournament.wins", {"n": n}).render(lang) for lang in ("en", "nl")] == [en, nl]
    for n, nl in ((0, "0 roempunten"), (1, "1 roempunt"), (2, "2 roempunten"), (5, "5 roempunten")):
        assert Text("tournament.fame_total", {"n": n}).render("nl") == nl + " in totaal"
    for n, en, nl in ((1, "1 epoch", "1 tijdperk"), (2, "2 epochs", "2 tijdperken"), (0, "0 epochs", "0 tijdperken")):
        assert Text("tournament.not_finished.epochs", {"count": n}).render("en").startswith(en + " scored")
        assert Text("tournament.not_finished.epochs", {"count": n}).render("nl").startswith(nl + " gescoord")
    assert (
        Text("tournament.points_length", {"count": 2}).render("nl")
        == "Een tafel van 2 spelers heeft 2 getallen nodig, één per plaats."
    )
    # a sentence never shows a Python value
    for lang in ("en", "nl"):
        assert not re.search(r"None|True|False|Fraction|\[|\(\d", number(Fraction(7, 2)).render(lang))


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_no_bare_count_before_a_plural_noun_and_both_languages_have_every_sentence(lang):
    assert bare_counts_before_plurals(MESSAGES[lang], lang) == []  # the games' own check, on this catalogue
    assert set(MESSAGES["en"]) == set(MESSAGES["nl"])
    for key in MESSAGES["en"]:  # the same parameters in both languages
        params = [set(re.findall(r"\{(\w+)[:}]", MESSAGES[lang][key])) for lang in ("en", "nl")]
        assert params[0] == params[1], key


def test_the_request_is_not_changed_by_scoring_it(client):
    body = event(client)
    sent = copy.deepcopy(body)
    post(client, body)
    assert body == sent


# --- odd input never crashes --------------------------------------------------------------------------

FUZZ_EVENT = {
    "rounds": [
        {
            "tables": [
                {"game": "osiris", "operation": "outcome", "body": example("osiris-outcome.json")},
                {
                    "game": "sakkara",
                    "operation": "outcome",
                    "answer": {
                        "winner": "Eve",
                        "possible": True,
                        "standings": [{"rank": 1, "name": "Eve"}, {"rank": 2, "name": "Finn"}],
                    },
                },
            ]
        },
        {
            "tables": [
                {
                    "game": "osiris",
                    "operation": "replay",
                    "answer": {
                        "legal": True,
                        "finished": True,
                        "outcome": {
                            "winner": None,
                            "standings": [
                                {"rank": 1, "name": "Anne"},
                                {"rank": 1, "name": "Eve"},
                                {"rank": 3, "name": "Dora"},
                            ],
                        },
                    },
                },
                {
                    "game": "sakkara",
                    "operation": "replay",
                    "players": ["Bert", "Carl"],
                    "answer": {"legal": True, "finished": True, "winner": "Carl"},
                },
                {
                    "game": "ra",
                    "operation": "score",
                    "answer": ra_epoch_answer(3, winner="Anne")
                    | {
                        "standings": [
                            {"rank": 1, "name": "Finn", "fame": 40},
                            {"rank": 2, "name": "Gus", "fame": 30},
                            {"rank": 2, "name": "Hal", "fame": 30},
                        ]
                    },
                },
            ]
        },
    ],
    "scheme": {"points": {"3": [4, 2, 1]}, "tie_breaks": ["points", "fame_total", "wins"]},
}


def test_the_fuzz_event_is_a_valid_event(client):
    assert post(client, FUZZ_EVENT).status_code == 200


def test_mutated_events_get_an_answer_or_a_problem_never_a_crash():
    from fuzz_helpers import CLIENT, ODD_VALUES, _mutate
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st
    from pointers import paths

    @settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
    @given(data=st.data())
    def mutated(data):
        body = FUZZ_EVENT
        for _ in range(data.draw(st.integers(min_value=1, max_value=3), label="mutations")):
            path = data.draw(st.sampled_from(paths(body)), label="path")
            how = data.draw(
                st.sampled_from(["replace", "delete", "duplicate"]) if path else st.just("replace"), label="how"
            )
            body = _mutate(body, path, how, data.draw(ODD_VALUES, label="value"))
        r = CLIENT.post(URL, data=json.dumps(body), content_type="application/json")
        assert r.status_code in (200, 400, 422), (r.status_code, r.get_data(as_text=True)[:500])
        if r.status_code == 422:
            assert_pointers_resolve(body, r.json)
            assert all(e["detail"] and "Traceback" not in e["detail"] for e in r.json["errors"])

    mutated()


# --- bounded like a batch: its budget, a pause between tables, its answer's bytes ------------------


def _big_event(name, rounds: int, tables: int, players: int) -> dict:
    """`rounds` rounds of `tables` Ra tables of 5 (answers kept short), `players` players seated in turn."""
    out = []
    for r in range(rounds):
        out.append(
            {
                "tables": [
                    {
                        "game": "ra",
                        "operation": "score",
                        "answer": {
                            "epoch": 3,
                            "standings": [
                                {"rank": i + 1, "name": name((t * 5 + i + r * 7) % players), "fame": 50 - i}
                                for i in range(5)
                            ],
                        },
                    }
                    for t in range(tables)
                ]
            }
        )
    return {"rounds": out}


FOUR_BYTES = "\U0001f600" * 36  # 36 characters of 4 bytes each; a name adds 4 digits: 40 characters, 148 bytes


@pytest.mark.parametrize(
    "name,players",
    [(lambda i: f"Player {i:03d}", 500), (lambda i: FOUR_BYTES + f"{i:04d}", 100)],
    ids=["short", "four-byte"],
)
def test_300_tables_of_5_answer_under_256_kb_with_the_latest_lines_and_every_total(client, name, players):
    rounds, tables = (3, 100) if players == 500 else (15, 20)
    body = _big_event(name, rounds, tables, players)
    r = client.post(URL, data=json.dumps(body, ensure_ascii=False), content_type="application/json")
    assert r.status_code == 200, r.json
    assert len(r.data) <= 256 * 1024  # 420 KB and 1.5 MB before
    standings = r.json["standings"]
    assert len(standings) == players
    shown = sum(len(s["rounds"]) for s in standings)
    assert shown + r.json["rounds_left_out"] == rounds * tables * 5 and r.json["rounds_left_out"] > 0
    kept = {len(s["rounds"]) for s in standings}
    assert len(kept) <= 2  # every player keeps the same number of lines (fewer only when they played fewer)
    first = standings[0]
    assert first["rounds"][-1]["round"] == rounds  # the latest lines are the ones kept
    # the totals still count every table: the first player's points are those of all their tables
    points: Counter = Counter()
    for rnd in body["rounds"]:
        for table in rnd["tables"]:
            for i, s in enumerate(table["answer"]["standings"]):
                points[s["name"]] += 5 - i
    assert first["points"] == max(points.values())


def test_standings_that_do_not_fit_an_answer_even_without_lines_are_a_422(client):
    body = _big_event(lambda i: FOUR_BYTES + f"{i:04d}", 3, 100, 500)  # 500 players of 148-byte names
    r = client.post(
        URL,
        data=json.dumps(body, ensure_ascii=False),
        content_type="application/json",
        headers={"Accept-Language": "nl"},
    )
    assert r.status_code == 422 and len(r.data) < 2000
    assert r.json["errors"] == [
        {
            "pointer": "/rounds",
            "detail": (
                "De stand van 500 spelers past niet in de 250 kB die een antwoord mag hebben, zelfs zonder hun tafels: "
                "stuur het toernooi met minder spelers of kortere namen."
            ),
        }
    ]


def test_an_event_that_fits_is_answered_whole(client):
    r = post(client, _big_event(lambda i: f"P{i}", 2, 10, 50))
    assert r.status_code == 200 and r.json["rounds_left_out"] == 0
    assert sum(len(s["rounds"]) for s in r.json["standings"]) == 100


def test_the_tables_scored_are_charged_to_the_budget(client):
    from referee.schemas.batch import WHOLE_GAME
    from referee.schemas.tournament import BUDGET

    game = example("ra-score-game.json")
    rounds = [{"tables": [{"game": "ra", "operation": "score", "body": game}]} for _ in range(MAX_BODIES)]
    r = post(client, {"rounds": rounds})
    fitting = BUDGET // WHOLE_GAME  # 37 whole games
    assert r.status_code == 422
    assert [e["pointer"] for e in r.json["errors"]] == [
        f"/rounds/{k}/tables/0/body" for k in range(fitting, MAX_BODIES)
    ]
    assert r.json["errors"][0]["detail"] == (
        "Not scored: the tables scored before this one spend all 150 units of work one request may do; send this "
        "table's answer instead (POST /v1/batch scores a round)."
    )
    r = post(client, {"rounds": rounds[:fitting]})
    assert r.status_code == 200 and r.json["standings"][0]["points"] == 3 * fitting


def test_the_event_pauses_between_tables_and_stops_when_its_client_has_gone(client, monkeypatch):
    from referee.core import work

    pauses = []
    monkeypatch.setattr(work.Work, "pause", lambda self: pauses.append(1))
    body = _big_event(lambda i: f"P{i}", 4, 25, 125)
    assert post(client, body).status_code == 200
    assert len(pauses) == 100  # one before each table: the worker's other requests run in between
    monkeypatch.setattr(work.Work, "stopped", lambda self: len(pauses) > 130)
    r = post(client, body, "nl")
    assert r.status_code == 503 and r.headers["Retry-After"] == "1"
    assert r.json["type"] == "urn:referee:problem:busy" and r.content_type == "application/problem+json"
    assert r.json["detail"] == "De server is te druk om dit verzoek op tijd af te maken; stuur het zo opnieuw."
