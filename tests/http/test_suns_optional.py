"""Suns may be left out in epochs 1 and 2: for every player of the epoch or for none.

Suns score only after epoch 3 (R5, P6); before that they only break ties on fame (R7, P7). Without
them (the key left out) the sun checks are skipped, `highest_sun` is null and a tie on fame is a shared rank (1, 1, 3),
with a sentence that says so. Epoch 3 needs them (422, one problem at each player's `suns`); so
does an epoch where some players give them and others do not (422 at each missing player's `suns`).
"""

from __future__ import annotations

import pytest
from helpers import EXAMPLE_SUNS, ra_player
from openapi_helpers import _response_schema, _validate

from referee.core.problems import InvalidInput
from referee.games.priests_of_ra import scoring as por_scoring
from referee.games.ra import scoring as ra_scoring
from referee.sun_auction.displays import EpochDisplays, PlayerDisplay

RA = "/v1/games/ra/score"
POR = "/v1/games/priests-of-ra/score"
# Carl and Marc tie on fame after epoch 1 (3 pharaohs each: +5, no civilization: -5); Anne and Herman -7.
RA_TILES = {"Carl": {"pharaoh": 3}, "Marc": {"pharaoh": 3}, "Anne": {"pharaoh": 1}, "Herman": {"pharaoh": 1}}
SHARED_EN = "because the suns (the tie-break) were not given"


def ra_epoch(epoch, suns=True, tiles=RA_TILES):
    players = [ra_player(name, s, **tiles.get(name, {})) for name, s in EXAMPLE_SUNS.items()]
    if not suns:
        for p in players:
            del p["suns"]
    return {"epoch": epoch, "players": players}


def por_epoch(epoch, suns=True):
    players = [
        {"name": "Anne", "suns": {"face_down": [9, 6, 5, 2]}, "tiles": {"warrior": 2}},
        {"name": "Bert", "suns": {"face_down": [8, 7, 4, 3]}, "tiles": {"farmer": 2}},
    ]
    if not suns:
        for p in players:
            del p["suns"]
    return {"epoch": epoch, "players": players}


def pointers(r):
    assert r.status_code == 422 and r.content_type == "application/problem+json", r.json
    return {e["pointer"]: e["detail"] for e in r.json["errors"]}


def numbers(answer):
    """Everything of a score answer but the standings' tie-break and sentences."""
    return [
        (
            p["name"],
            p["fame_before"],
            p["points"],
            p["fame"],
            [(b["key"], b["points"], b["detail"]) for b in p["breakdown"]],
        )
        for p in answer["players"]
    ]


# --- Ra, one epoch ------------------------------------------------------------------------------


@pytest.mark.parametrize("epoch", [1, 2])
def test_ra_epoch_without_suns_scores_the_same_and_shares_a_tie(client, epoch):
    with_suns = client.post(RA, json=ra_epoch(epoch))
    r = client.post(RA, json=ra_epoch(epoch, suns=False))
    assert r.status_code == 200, r.json
    assert numbers(r.json) == numbers(with_suns.json)  # the scoring itself does not change
    table = [(s["rank"], s["name"], s["fame"], s["highest_sun"], s["decided_by"]) for s in r.json["standings"]]
    # standard competition ranking: Carl and Marc share first place, Anne and Herman third
    assert table == [
        (1, "Carl", 10, None, None),
        (1, "Marc", 10, None, "shared"),
        (3, "Anne", 3, None, "fame"),
        (3, "Herman", 3, None, "shared"),
    ]
    details = [s["detail"] for s in r.json["standings"]]
    assert details == [
        f"10 fame, the most, tied with Marc: first place is shared, {SHARED_EN}",
        f"10 fame, tied with Carl: rank 1 is shared, {SHARED_EN}",
        "3 fame, 7 behind Marc",
        f"3 fame, tied with Anne: rank 3 is shared, {SHARED_EN}",
    ]
    # with suns the same tie is broken by the highest sun, as before
    assert [(s["rank"], s["decided_by"]) for s in with_suns.json["standings"]] == [
        (1, None),
        (2, "highest_sun"),
        (3, "fame"),
        (4, "highest_sun"),
    ]
    assert r.json["winner"] is None
    _validate(r.json, _response_schema(RA, "post", 200, "application/json"))


def test_ra_shared_rank_is_said_in_dutch_too(client):
    r = client.post(RA, json=ra_epoch(1, suns=False), headers={"Accept-Language": "nl"})
    assert [s["detail"] for s in r.json["standings"]][:2] == [
        "10 roempunten, de meeste, gelijk met Marc: de eerste plaats wordt gedeeld, omdat de zonnen (die bij "
        "gelijke stand beslissen) niet zijn opgegeven",
        "10 roempunten, gelijk met Carl: plaats 1 wordt gedeeld, omdat de zonnen (die bij gelijke stand "
        "beslissen) niet zijn opgegeven",
    ]


def test_ra_epoch_without_suns_and_without_a_tie_ranks_by_fame(client):
    r = client.post(RA, json=ra_epoch(1, suns=False, tiles={"Carl": {"pharaoh": 2}, "Anne": {"pharaoh": 1}}))
    assert [(s["rank"], s["name"], s["decided_by"]) for s in r.json["standings"]] == [
        (1, "Carl", None),
        (2, "Anne", "fame"),
        (3, "Marc", "fame"),
        (3, "Herman", "shared"),
    ]
    assert r.json["standings"][0]["detail"] == "10 fame, the most"


def test_suns_are_left_out_not_null(client):
    # absent is the one way to say "not given" (the documented request has no null suns)
    body = ra_epoch(1)
    body["players"][0]["suns"] = None
    assert pointers(client.post(RA, json=body)) == {"/players/0/suns": "Field may not be null."}


def test_ra_epoch_3_needs_every_players_suns(client):
    r = client.post(RA, json=ra_epoch(3, suns=False))
    problems = pointers(r)
    assert list(problems) == [f"/players/{i}/suns" for i in range(4)]
    assert problems["/players/0/suns"] == (
        "The suns of Carl are missing: epoch 3 scores the suns, so every player's suns are needed."
    )
    nl = pointers(client.post(RA, json=ra_epoch(3, suns=False), headers={"Accept-Language": "nl"}))
    assert nl["/players/0/suns"] == (
        "De zonnen van Carl ontbreken: tijdperk 3 telt de zonnen, dus de zonnen van elke speler zijn nodig."
    )
    # one player without suns in epoch 3 is that one problem
    body = ra_epoch(3)
    del body["players"][2]["suns"]
    assert list(pointers(client.post(RA, json=body))) == ["/players/2/suns"]


def test_ra_suns_of_some_players_only_are_refused_where_they_are_missing(client):
    body = ra_epoch(1)
    del body["players"][1]["suns"], body["players"][3]["suns"]
    body["players"][2]["suns"]["face_down"] = [9, 6, 3]  # Anne names Carl's 9
    problems = pointers(client.post(RA, json=body))
    assert problems == {
        "/players/1/suns": "The suns of Marc are missing, but other players' suns are given: give the suns of "
        "every player or of none (in epoch 1 they only break ties on fame).",
        "/players/3/suns": "The suns of Herman are missing, but other players' suns are given: give the suns of "
        "every player or of none (in epoch 1 they only break ties on fame).",
        # the suns that were given are still checked, in the same answer
        "/players/2/suns/face_down/0": "Sun 9 is held twice; every sun exists once.",
    }


def test_middle_sun_without_players_suns_is_only_checked_to_exist(client):
    assert client.post(RA, json={**ra_epoch(1, suns=False), "middle_sun": 11}).status_code == 200
    problems = pointers(client.post(RA, json={**ra_epoch(1, suns=False), "middle_sun": 14}))
    assert problems == {"/middle_sun": "There is no sun 14 with 4 players (the suns are 1 to 13)."}


def test_other_problems_come_with_the_missing_suns(client):
    body = ra_epoch(3, suns=False, tiles={"Carl": {"pharaoh": 26}})
    assert set(pointers(client.post(RA, json=body))) == {f"/players/{i}/suns" for i in range(4)} | {
        "/players/0/tiles/pharaoh"
    }


# --- Ra, the whole game -------------------------------------------------------------------------


def whole(*epochs):
    return {
        "epochs": [{"players": [{k: v for k, v in p.items() if k != "fame"} for p in e["players"]]} for e in epochs]
    }


def test_ra_whole_game_may_leave_suns_out_of_epochs_1_and_2(client):
    r = client.post(RA, json=whole(ra_epoch(1, suns=False), ra_epoch(2, suns=False), ra_epoch(3)))
    assert r.status_code == 200, r.json
    full = client.post(RA, json=whole(ra_epoch(1), ra_epoch(2), ra_epoch(3))).json
    assert [numbers(e) for e in r.json["epochs"]] == [numbers(e) for e in full["epochs"]]
    assert [s["decided_by"] for s in r.json["epochs"][0]["standings"]] == [None, "shared", "fame", "shared"]
    assert r.json["epochs"][1]["standings"][1]["highest_sun"] is None
    # epoch 3 has the suns: the winner and the final standings are as with every epoch's suns
    assert r.json["standings"] == full["standings"] and r.json["winner"] == full["winner"] == "Marc"
    _validate(r.json, _response_schema(RA, "post", 200, "application/json"))


def test_ra_whole_game_decides_suns_epoch_by_epoch(client):
    # epoch 1 with suns, epoch 2 without: each epoch gives all its players' suns or none
    r = client.post(RA, json=whole(ra_epoch(1), ra_epoch(2, suns=False)))
    assert r.status_code == 200
    assert [s["decided_by"] for s in r.json["epochs"][0]["standings"]] == [None, "highest_sun", "fame", "highest_sun"]
    assert [s["decided_by"] for s in r.json["standings"]] == [None, "shared", "fame", "shared"]


def test_ra_whole_game_needs_the_suns_of_epoch_3_and_all_or_none_in_an_epoch(client):
    mixed = ra_epoch(2)
    del mixed["players"][0]["suns"]
    problems = pointers(client.post(RA, json=whole(ra_epoch(1, suns=False), mixed, ra_epoch(3, suns=False))))
    assert set(problems) == {"/epochs/1/players/0/suns"} | {f"/epochs/2/players/{i}/suns" for i in range(4)}
    assert "epoch 2 they only break ties" in problems["/epochs/1/players/0/suns"]
    assert "epoch 3 scores the suns" in problems["/epochs/2/players/3/suns"]


# --- Priests of Ra ------------------------------------------------------------------------------


def test_priests_epoch_without_suns_shares_a_tie(client):
    with_suns = client.post(POR, json=por_epoch(1))
    r = client.post(POR, json=por_epoch(1, suns=False))
    assert r.status_code == 200, r.json
    assert numbers(r.json) == numbers(with_suns.json)
    # Anne most warriors +5, Bert most farmers +5: both 15
    assert [(s["rank"], s["fame"], s["highest_sun"], s["decided_by"]) for s in r.json["standings"]] == [
        (1, 15, None, None),
        (1, 15, None, "shared"),
    ]
    assert r.json["standings"][1]["detail"] == f"15 fame, tied with Anne: rank 1 is shared, {SHARED_EN}"
    assert [(s["rank"], s["decided_by"]) for s in with_suns.json["standings"]] == [(1, None), (2, "highest_sun")]
    _validate(r.json, _response_schema(POR, "post", 200, "application/json"))


def test_priests_epoch_3_and_some_players_suns_are_refused(client):
    assert set(pointers(client.post(POR, json=por_epoch(3, suns=False)))) == {"/players/0/suns", "/players/1/suns"}
    body = por_epoch(2)
    del body["players"][0]["suns"]
    assert set(pointers(client.post(POR, json=body))) == {"/players/0/suns"}


def test_priests_whole_game_without_suns_before_epoch_3(client):
    r = client.post(POR, json=whole(por_epoch(1, suns=False), por_epoch(2, suns=False), por_epoch(3)))
    assert r.status_code == 200, r.json
    full = client.post(POR, json=whole(por_epoch(1), por_epoch(2), por_epoch(3))).json
    assert [numbers(e) for e in r.json["epochs"]] == [numbers(e) for e in full["epochs"]]
    assert r.json["winner"] == full["winner"] and r.json["standings"] == full["standings"]
    assert [s["decided_by"] for s in r.json["epochs"][1]["standings"]] == [None, "shared"]
    problems = pointers(client.post(POR, json=whole(por_epoch(1, suns=False), por_epoch(2), por_epoch(3, suns=False))))
    assert set(problems) == {"/epochs/2/players/0/suns", "/epochs/2/players/1/suns"}


# --- the engine, without the HTTP layer ---------------------------------------------------------


def _displays(epoch):
    return EpochDisplays(
        epoch,
        (PlayerDisplay("Anne", None, {"pharaoh": 1}), PlayerDisplay("Bert", None, {}), PlayerDisplay("Carl", None, {})),
    )


def test_the_engine_needs_suns_after_the_last_epoch_even_unchecked():
    # check=False trusts the caller on the supply, but an epoch 3 without suns cannot be scored at all
    for scorer in (ra_scoring.score_epoch, por_scoring.score_epoch):
        with pytest.raises(InvalidInput) as err:
            scorer(_displays(3), check=False)
        assert [p.path for p in err.value.problems] == [("players", i, "suns") for i in range(3)]


def test_the_engine_shares_ranks_without_suns():
    result = ra_scoring.score_epoch(_displays(1))
    assert [(s.rank, s.name, s.highest_sun, s.decided_by) for s in result.standings] == [
        (1, "Anne", None, None),
        (2, "Bert", None, "fame"),
        (2, "Carl", None, "shared"),
    ]
