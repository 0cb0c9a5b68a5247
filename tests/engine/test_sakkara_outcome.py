"""Sakkara's pyramid check (POST /outcome), the catalogue (S5), and the sentences in both languages."""

from __future__ import annotations

import re
import pytest

from referee.core.text import Text
from referee.games.sakkara import rules
from referee.games.sakkara.messages import MESSAGES, TILE_NAMES
from referee.games.sakkara.rules import DEFAULT, check_catalogue, make_catalogue
from referee.games.sakkara.scoring import Layout, check_layouts, check_outcome, check_pyramid


TIER1 = dict(DEFAULT.recipes[1])
TIER2 = dict(DEFAULT.recipes[2])
APEX = dict(DEFAULT.recipes[3])


def layout(
    name: str = "Anne",
    ship: int = 1,
    grains: int = 3,
    tier1: dict | None = None,
    tier2: dict | None = None,
    apex: dict | None = None,
) -> Layout:
    return Layout(
        name,
        ship,
        grains,
        {1: TIER1 if tier1 is None else tier1, 2: TIER2 if tier2 is None else tier2, 3: APEX if apex is None else apex},
    )


EMPTY = dict(ship=0, grains=0, tier1={}, tier2={}, apex={})


# --- the catalogue (S5) --------------------------------------------------------------------------


def test_default_catalogue_keeps_every_number_of_the_text():
    assert check_catalogue(DEFAULT) == []
    assert sum(DEFAULT.tiles.values()) == 75
    assert [len(DEFAULT.tiers[t]) for t in (1, 2, 3)] == [9, 4, 1]
    assert DEFAULT.recipes[1]["stair"] == 2 and DEFAULT.recipes[1]["hewn_stone"] == 4
    assert DEFAULT.tiles["ship"] >= 3 and DEFAULT.tiles["grain"] >= 7
    assert DEFAULT.spells["firestorm"] == ("pyramid_tip", "cross", "braid")
    assert sorted(DEFAULT.spells["shipwreck"]) == sorted(("double_line", "circle", "moon"))
    for kind in DEFAULT.tiles:  # every kind has a name in both languages
        assert kind in TILE_NAMES["en"] and kind in TILE_NAMES["nl"]


def broken(**changes) -> list:
    tiles = dict(DEFAULT.tiles)
    tiers = {t: list(k) for t, k in DEFAULT.tiers.items()}
    spells = {s: list(k) for s, k in DEFAULT.spells.items()}
    tiles.update(changes.pop("tiles", {}))
    tiers.update(changes.pop("tiers", {}))
    spells.update(changes.pop("spells", {}))
    for kind in changes.pop("drop", ()):
        del tiles[kind]
    cat = make_catalogue(tiles, tiers, spells)
    return [(p.path, p.message.id) for p in check_catalogue(cat)]


@pytest.mark.parametrize(
    "changes,expected",
    [
        (dict(tiles={"lotus": 3}), (("catalogue", "tiles"), "sakkara.catalogue.total")),
        (dict(tiles={"ship": 2, "lotus": 3}), (("catalogue", "tiles", "ship"), "sakkara.catalogue.ships")),
        (dict(tiles={"grain": 6, "lotus": 4}), (("catalogue", "tiles", "grain"), "sakkara.catalogue.grains")),
        (
            dict(tiles={"helping_hand": 1, "lotus": 7}),
            (("catalogue", "tiles", "helping_hand"), "sakkara.catalogue.hands"),
        ),
        (
            dict(
                tiers={
                    1: ["stair", "hewn_stone", "hewn_stone", "hewn_stone", "hewn_stone", "lotus", "papyrus", "scarab"]
                }
            ),
            (("catalogue", "tiers", "tier1"), "sakkara.catalogue.tier_size"),
        ),
        (
            dict(
                tiers={
                    1: [
                        "stair",
                        "lotus",
                        "hewn_stone",
                        "hewn_stone",
                        "hewn_stone",
                        "hewn_stone",
                        "lotus",
                        "papyrus",
                        "scarab",
                    ]
                }
            ),
            (("catalogue", "tiers", "tier1"), "sakkara.catalogue.tier1_stairs"),
        ),
        (
            dict(tiers={2: ["ankh", "eye", "falcon", "moon"]}),
            (("catalogue", "tiers", "tier2", 3), "sakkara.catalogue.tier_kind_taken"),
        ),
        (
            dict(tiers={2: ["ankh", "eye", "falcon", "lotus"]}),
            (("catalogue", "tiers", "tier2", 3), "sakkara.catalogue.tier_kind_twice"),
        ),
        (dict(tiers={3: ["obelisk"]}), (("catalogue", "tiers", "apex", 0), "sakkara.catalogue.unknown_kind")),
        (
            dict(spells={"firestorm": ["pyramid_tip", "cross", "moon"]}),
            (("catalogue", "spells", "firestorm"), "sakkara.catalogue.spell_known"),
        ),
        (
            dict(spells={"whirlwind": ["wave", "braid", "moon"]}),
            (("catalogue", "spells", "drought"), "sakkara.catalogue.spell_same"),
        ),
        (
            dict(spells={"drought": ["wave", "braid", "eye"]}),
            (("catalogue", "spells", "drought", 2), "sakkara.catalogue.spell_not_special"),
        ),
        (
            dict(spells={"drought": ["wave", "braid"]}),
            (("catalogue", "spells", "drought"), "sakkara.catalogue.spell_size"),
        ),
        (dict(tiles={"djed": 1, "lotus": 3}), (("catalogue", "tiles", "djed"), "sakkara.catalogue.tier_short")),
        (dict(tiles={"obelisk": 1, "lotus": 1}), (("catalogue", "tiles", "obelisk"), "sakkara.catalogue.no_role")),
        (dict(drop=("ox",), tiles={"lotus": 4}), (("catalogue", "tiles"), "sakkara.catalogue.missing_kind")),
    ],
)
def test_a_catalogue_that_breaks_the_text_is_refused(changes, expected):
    assert expected in broken(**changes)


# --- the pyramid check ---------------------------------------------------------------------------


def test_a_complete_pyramid_wins():
    result = check_outcome([layout("Anne"), layout("Bert", **EMPTY)])
    assert result.possible and result.winner == "Anne"
    assert [(p.rank, p.seat, p.decided_by) for p in result.standings] == [(1, 0, None), (2, 1, "complete_pyramid")]
    assert result.text.render() == "Anne has completed the pyramid and wins."
    assert result.text.render("nl") == "Anne heeft de piramide voltooid en wint."


def test_what_each_tier_still_lacks():
    result = check_pyramid(layout(grains=1, tier1={"stair": 2, "hewn_stone": 3, "lotus": 1}, tier2={}, apex={}))
    t1, t2, apex = result.tiers
    assert not t1.complete and t1.lacks == {"hewn_stone": 1, "papyrus": 1, "scarab": 1}
    assert t1.text.render() == "Tier 1 still lacks 1 × hewn stone, 1 × papyrus, 1 × scarab."
    assert t1.text.render("nl") == "Trap 1 mist nog 1 × gehouwen steen, 1 × papyrus, 1 × scarabee."
    assert t2.lacks == TIER2 and apex.text.render() == "The apex still lacks 1 × gold capstone."
    assert result.possible and not result.complete
    assert result.text.render() == "The pyramid of Anne still lacks 3 + 4 + 1 + 2 tiles.".replace("3 + 4 + 1 + 2", "10")


def test_a_tier_without_its_grain_is_blocked_not_impossible():
    # A drought may destroy the second grain after tier 2 has begun (S4): the tier waits for it (S3).
    result = check_pyramid(layout(grains=1, tier2={"ankh": 1}, apex={}))
    assert result.possible
    t2 = result.tiers[1]
    assert t2.blocked_by == ("grain",)
    assert t2.text.render() == (
        "Tier 2 still lacks 1 × eye, 1 × falcon, 1 × djed; it can grow only after laying out a second grain."
    )
    wrecked = check_pyramid(layout(ship=0, grains=1, tier1={"lotus": 1}, tier2={}, apex={}))
    assert wrecked.possible and wrecked.tiers[0].blocked_by == ("ship",)


@pytest.mark.parametrize(
    "kwargs,words",
    [
        (dict(ship=2), "Anne has 2 ships laid out"),
        (dict(grains=4), "Anne has 4 grains laid out; a pyramid takes at most 3"),
        (dict(tier1={**TIER1, "lotus": 2}), "Anne has 2 × lotus in tier 1, which takes 1"),
        (dict(tier1={"lotus": 1}, grains=1, apex={}), "Anne has tiles in tier 2, but tier 1 is not complete"),
        (
            dict(tier1={"lotus": 1}, grains=2, tier2={}, apex={}),
            "Anne has a second grain laid out, but tier 1 is not complete",
        ),
        (dict(tier2={"ankh": 1}, grains=3, apex={}), "Anne has a third grain laid out, but tier 2 is not complete"),
    ],
)
def test_impossible_layouts(kwargs, words):
    result = check_pyramid(layout(**kwargs))
    assert not result.possible
    assert any(words in t.render() for t in result.problems), [t.render() for t in result.problems]
    assert result.text.render() == "The pyramid of Anne cannot come from a legal game."
    for t in result.problems:
        t.render("nl")


def test_both_pyramids_beyond_the_catalogue():
    a = layout("Anne", grains=1, tier1={"hewn_stone": 4}, tier2={}, apex={})
    b = layout("Bert", grains=1, tier1={"hewn_stone": 4}, tier2={}, apex={})
    assert check_outcome([a, b]).possible  # 8 hewn stones exist
    small = make_catalogue({**DEFAULT.tiles, "hewn_stone": 7, "lotus": 3}, DEFAULT.tiers, DEFAULT.spells)
    result = check_outcome([a, b], small)
    assert not result.possible and result.winner is None
    assert [t.render() for t in result.problems] == ["Together the pyramids hold 8 × hewn stone, but the game has 7."]


def test_two_complete_pyramids_cannot_both_be():
    result = check_outcome([layout("Anne"), layout("Bert")])
    assert not result.possible and result.winner is None and result.standings == ()
    assert "as soon as the first one is" in result.problems[0].render()


def test_no_winner_yet():
    result = check_outcome([layout("Anne", **EMPTY), layout("Bert", grains=2, apex={})])
    assert result.possible and result.winner is None
    assert result.text.render() == "No pyramid is complete yet: the game goes on."
    assert result.players[0].text.render() == "The pyramid of Anne still lacks 18 tiles."
    assert result.players[1].text.render() == "The pyramid of Bert still lacks 2 tiles."


def test_unknown_kinds_and_tiles_of_another_tier_are_caller_errors():
    bad = Layout("Anne", 1, 1, {1: {"obelisk": 1, "ankh": 1}, 2: {}, 3: {}})
    problems = check_layouts([layout("Bert"), bad])
    assert [(p.path, p.message.id) for p in problems] == [
        (("players", 1, "tier1", "obelisk"), "sakkara.layout.unknown_kind"),
        (("players", 1, "tier1", "ankh"), "sakkara.layout.wrong_tier"),
    ]
    assert problems[1].render() == (
        "The ankh is not a tile of tier 1, which takes: stair, stair, hewn stone, hewn stone, "
        "hewn stone, hewn stone, lotus, papyrus, scarab."
    )


# --- the words -----------------------------------------------------------------------------------


def test_every_sentence_exists_in_both_languages_with_the_same_placeholders():
    assert MESSAGES["en"].keys() == MESSAGES["nl"].keys()
    field = re.compile(r"\{(\w+)")
    for key, en in MESSAGES["en"].items():
        assert key.startswith("sakkara.")
        assert set(field.findall(en)) == set(field.findall(MESSAGES["nl"][key])), key
        assert not re.search(r"\b(he|his|him|she|her)\b", en), key


@pytest.mark.parametrize(
    "n,en,nl",
    [
        (0, "0 tiles", "0 kaartjes"),
        (1, "1 tile", "1 kaartje"),
        (2, "2 tiles", "2 kaartjes"),
        (5, "5 tiles", "5 kaartjes"),
    ],
)
def test_plurals(n, en, nl):
    text = Text("sakkara.end.holder", {"player": "Anne", "count": n, "max": 10})
    assert en in text.render("en") and nl in text.render("nl")


def test_no_python_value_in_any_sentence():
    every = {key: {name: 2 for name in re.findall(r"\{(\w+)", template)} for key, template in MESSAGES["en"].items()}
    for key, params in every.items():
        for lang in ("en", "nl"):
            out = Text(key, params).render(lang)
            assert not re.search(r"None|True|False|'\w+'|\[|\]", out), (key, out)


def test_a_caller_kind_is_shown_as_sent():
    cat = make_catalogue(
        {**DEFAULT.tiles, "obelisk": 2, "djed": 0},
        {**DEFAULT.tiers, 2: ("ankh", "eye", "falcon", "obelisk")},
        DEFAULT.spells,
    )
    result = check_pyramid(layout(tier2={"ankh": 1}, grains=2, apex={}), cat)
    assert "1 × obelisk" in result.tiers[1].text.render("nl")


def test_rules_as_data_are_json():
    import json

    data = rules.as_data()
    assert json.loads(json.dumps(data))["catalogue"]["tiers"]["tier1"].count("hewn_stone") == 4
    assert data["board"]["fields"][0] == "a1" and len(data["board"]["fields"]) == 49


def test_rules_name_every_tile_of_the_catalogue_in_both_languages(client):
    # The phone form shows the tiles by these names: the ones the answers' sentences use.
    names = client.get("/v1/games/sakkara").get_json()["names"]
    assert set(names) == {"en", "nl"}
    for lang in ("en", "nl"):
        assert set(names[lang]) == set(DEFAULT.tiles)
    assert (names["en"]["capstone"], names["nl"]["capstone"]) == ("gold capstone", "gouden spits")
    assert (names["en"]["hewn_stone"], names["nl"]["hewn_stone"]) == ("hewn stone", "gehouwen steen")


@pytest.mark.parametrize("n", [0, 1, 2, 5])
def test_every_plural_reads_right_at_0_1_2_and_5(n):
    plural = re.compile(r"\{(\w+):[^{}|]*\|[^{}|]*\}")
    for key, template in MESSAGES["en"].items():
        counted = plural.findall(template)
        if not counted:
            continue
        params = {name: n if name in counted else 2 for name in re.findall(r"\{(\w+)", template)}
        for lang in ("en", "nl"):
            out = Text(key, params).render(lang)
            assert "#" not in out and "|" not in out, (key, out)
            if n == 1:
                assert not re.search(r"\b1 (tiles|ships|grains|fields|stacks|steps|kaartjes|schepen|velden)\b", out), (
                    out
                )
            else:
                assert not re.search(rf"\b{n} (tile|ship|grain|field|stack|step|kaartje|schip|veld)\b", out), out
