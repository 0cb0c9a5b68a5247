"""A game handed from one phone to another (issue 43, items 1 and 2): each of the four games made in one browser
context, shown as a code there, its link opened in a second context (another phone), the summary the referee's
answer gives said before anything is replaced, and the game going on there from the next move. A damaged and a
hostile link refused with a sentence; a game in progress on the receiving phone kept, never overwritten; the phone's
own referee checking it with no network. Both languages, 320 px, axe-core clean."""

from __future__ import annotations

from handoff_steps import big_game_shown

import json
import re
from pathlib import Path

import pytest

from osiris_games import random_log as osiris_log
from priests_of_ra_games import random_game as priests_game
from ra_games import random_game as ra_game
from a11y_steps import assert_no_violations
from record_auction_steps import begin as begin_auction
from record_auction_steps import load_moves as load_auction_moves
from record_auction_steps import recorded, tap as tap_auction
from score_steps import display, score, set_up, start

import osiris_board_steps as osiris
import osiris_card_steps as osiris_card
import sakkara_card_steps as sakkara_card
import sakkara_board_steps as sakkara

NARROW = {"width": 320, "height": 640}


def show_code(page) -> str:
    """Show as a code: the code drawn, and the link beside it (the same game)."""
    page.click("#handoff-show")
    page.wait_for_selector("#handoff-code path")
    assert page.get_attribute("#handoff-code", "data-parts") == "1"
    link = page.input_value("#handoff-link")
    assert re.fullmatch(r"http://[^#]+/#game=RG1:[0-9A-Z$*+\-./:]+", link), link
    return link


def no_wider_than(page, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def opened(page, link: str) -> str:
    """The link opened on another phone: the summary said, the fragment gone from the address."""
    page.goto(link)
    status = page.locator("#handoff-status[data-game]")
    status.wait_for()
    assert "#" not in page.url
    return status.inner_text()


def take(page) -> None:
    page.click("#handoff-take")
    page.wait_for_selector("#handoff-status", state="detached")


def handed_on(open_page, link: str, said_first: str):
    """The link opened on another phone, 320 px wide: the summary starts with `said_first`; the game opened there."""
    page = open_page(viewport=NARROW)
    said = opened(page, link)
    assert said.startswith(said_first), said
    take(page)
    return page


def exported(page) -> dict:
    with page.expect_download() as download:
        page.click("#export-json")
    return json.loads(Path(download.value.path()).read_text())


def test_a_recorded_ra_game_goes_on_on_another_phone_from_the_next_move(open_page):
    log = ra_game(0)
    first = open_page(viewport=NARROW)
    begin_auction(first, "ra", log)
    load_auction_moves(first, log["moves"][:60])
    link = show_code(first)
    assert int(first.get_attribute("#handoff-code", "data-version")) <= 25
    no_wider_than(first, 320)
    assert_no_violations(first, "the game as a code, 320 px")
    first.click("#handoff-back")
    recorded(first, 60)

    second = open_page(viewport=NARROW)
    said = opened(second, link)
    assert re.fullmatch(rf"Ra, 3 players, epoch \d, move 61, {log['moves'][60]['player']} to move", said), said
    assert second.locator("#handoff-keeping").count() == 0
    no_wider_than(second, 320)
    assert_no_violations(second, "a game from another phone, 320 px")
    take(second)
    recorded(second, 60)
    tap_auction(second, log["moves"][60], 61)
    assert exported(second)["moves"] == log["moves"][:61]


def test_a_priests_of_ra_game_in_dutch_and_a_game_in_progress_here_is_kept(open_page):
    log = priests_game(20)
    first = open_page(locale="nl-NL")
    begin_auction(first, "priests-of-ra", log)
    load_auction_moves(first, log["moves"][:30])
    link = show_code(first)

    # the other phone records a game of its own: opening the link keeps it among the kept games
    own = ra_game(1)
    second = open_page(locale="nl-NL", viewport=NARROW)
    begin_auction(second, "ra", own)
    load_auction_moves(second, own["moves"][:5])
    said = opened(second, link)
    assert re.fullmatch(r"Priests of Ra, 2 spelers, tijdperk \d, zet 31, \w+ is aan zet", said), said
    assert "bewaard" in second.inner_text("#handoff-keeping")
    assert second.inner_text("#handoff-take") == "Mijn spel bewaren, dit openen"
    assert_no_violations(second, "a game from another phone while one is in progress (nl)")
    take(second)
    recorded(second, 30)
    tap_auction(second, log["moves"][30], 31)
    # the game it replaced is kept: resumed from the set-up, where it was
    second.click("#new-game")
    second.click("#confirm button.primary, dialog#confirm button[value=yes]")
    second.wait_for_selector("#kept li")
    assert_no_violations(second, "the set-up with a kept game (nl)")
    second.click("#kept li button")
    recorded(second, 5)
    assert exported(second)["moves"] == own["moves"][:5]


def test_a_scored_ra_game_goes_on_at_its_next_epoch(open_page):
    first = open_page()
    set_up(first, "ra", ["Anne", "Bert", "Carl"])
    start(first)
    display(first, 0, [13, 8, 5, 2], {"pharaoh": 2, "gold": 1, "art": 1})
    display(first, 1, [12, 9, 6, 3], {"pharaoh": 1, "nile": 2, "flood": 1})
    display(first, 2, [11, 10, 7, 4], {"god": 1})
    score(first, 1)
    link = show_code(first)

    second = open_page(viewport=NARROW)
    said = opened(second, link)
    assert said == "Ra, 3 players, epoch 1 scored, Anne leads", said
    take(second)
    second.wait_for_selector("h2:text-is('Epoch 1: result')")
    second.click("#next-epoch")
    second.wait_for_selector("h2:text-is('Epoch 2 of 3')")
    # the tiles that stay after the epoch came over with the display: the pharaohs are still there
    second.click("#tab-0")
    assert second.locator(".tile[data-field$='-tile-pharaoh'] input").input_value() == "2"


def test_an_osiris_game_goes_on_from_its_first_move(open_page):
    log = osiris_log(3, 3)
    first = open_page()
    osiris.begin(first, log)
    link = show_code(first)

    second = handed_on(open_page, link, "Osiris, 3 players, move 1, ")
    osiris.recorded(second, 0)
    osiris.tap(second, log["moves"][0], 1)
    osiris.tap(second, log["moves"][1], 2)


def test_a_sakkara_game_goes_on_and_a_finished_one_says_who_won(open_page):
    log = sakkara.game()
    moves = sakkara.written(log)
    first = open_page()
    sakkara.begin(first, log)
    for n, (player, move) in enumerate(moves[:6], start=5):
        sakkara.tap(first, player, move, n)
    link = show_code(first)

    second = handed_on(open_page, link, "Sakkara, 2 players, move 11, ")
    sakkara.recorded(second, 10)
    player, move = moves[6]
    sakkara.tap(second, player, move, 11)

    # the whole finished game, handed on as its text (a file's or a message's): "Sakkara, finished, <winner> wins"
    whole = first.evaluate(
        """async (log) => { const H = await import('/web/kit/handoff.js');
        return H.encode(H.payloadOf('sakkara', 'record', log)); }""",
        log,
    )
    third = open_page(locale="nl-NL", viewport=NARROW)
    third.fill("#handoff-setup-text", whole)
    third.click("#handoff-setup-read")
    status = third.locator("#handoff-status[data-game]")
    status.wait_for()
    assert re.fullmatch(r"Sakkara, afgelopen, \w+ wint", status.inner_text()), status.inner_text()


@pytest.mark.parametrize(
    ("fragment", "reason", "sentence"),
    [
        ("RG1:0A1B2C3D4E5F", "damaged", "damaged"),
        ("RG1:" + "0" * 120_000, "too_big", "far bigger than any game"),
        ("hello", "not_game", "geen spel"),
    ],
)
def test_a_damaged_or_hostile_link_is_refused_with_a_sentence(open_page, fragment, reason, sentence):
    page = open_page(locale="nl-NL" if reason == "not_game" else "en-GB", viewport=NARROW)
    page.wait_for_selector("#handoff-open")
    no_wider_than(page, 320)
    assert_no_violations(page, "the set-up with the reader of a game")
    page.goto(page.url.split("#")[0] + "#game=" + fragment)
    status = page.locator(f"#handoff-status[data-refused={reason}]")
    status.wait_for()
    assert sentence in status.inner_text()
    assert_no_violations(page, f"a link refused ({reason})")
    page.click("#handoff-cancel")
    page.wait_for_selector("#setup")


def test_with_no_network_the_phones_own_referee_checks_a_game_handed_on(flight_mode):  # noqa: F811
    """A phone in flight mode (its server gone, the engine kept): a Ra game's text pasted is checked by the phone's
    referee, said, opened, and goes on from the next move."""
    log = ra_game(0)
    page = flight_mode.open()
    page.wait_for_selector("#setup")
    text = page.evaluate(
        """async (log) => { const H = await import('./web/kit/handoff.js');
        return H.encode(H.payloadOf('ra', 'record', log)); }""",
        {**log, "moves": log["moves"][:40]},
    )
    page.fill("#handoff-setup-text", text)
    page.click("#handoff-setup-read")
    status = page.locator("#handoff-status[data-game=ra]")
    status.wait_for(timeout=60_000)  # the phone's referee starts first
    assert status.inner_text().startswith("Ra, 3 players, epoch "), status.inner_text()
    take(page)
    recorded(page, 40)
    tap_auction(page, log["moves"][40], 41)
    assert "on this phone" in page.inner_text("#status")


def test_a_game_too_big_for_one_code_is_shown_code_by_code_and_read_in_any_order(open_page):
    first, log, count = big_game_shown(open_page)
    assert count >= 2
    assert first.inner_text("#handoff-part") == f"Code 1 of {count}"
    first.click("#handoff-next")
    first.wait_for_selector("#handoff-code[data-part='2']")
    assert first.inner_text("#handoff-part") == f"Code 2 of {count}"
    assert int(first.get_attribute("#handoff-code", "data-version")) <= 25
    first.click("#handoff-prev")
    first.wait_for_selector("#handoff-code[data-part='1']")
    assert_no_violations(first, "a game in several codes")
    link = first.input_value("#handoff-link")
    parts = first.evaluate(
        """async (link) => { const H = await import('./web/kit/handoff.js'); const S = await import('./web/kit/show-code.js');
        return H.partsOf(link.split('#game=')[1], S.PART_CHARS).map((part) => H.linkOf(part, link)); }""",
        link,
    )
    assert len(parts) == count

    second = open_page(viewport=NARROW)
    second.goto(parts[-1])
    second.wait_for_selector("#handoff-status:text-is('Code 1 of %d read: read the others, in any order.')" % count)
    assert_no_violations(second, "a part of a game read")
    for part in reversed(parts[:-1]):
        second.evaluate("(link) => { location.hash = link.split('#')[1]; }", part)
    status = second.locator("#handoff-status[data-game=osiris]")
    status.wait_for()
    assert re.fullmatch(r"Osiris, finished, \w+ wins", status.inner_text()), status.inner_text()
    take(second)
    osiris.recorded(second, len(log["moves"]))


def test_a_sakkara_card_is_handed_on_with_its_verdict_and_can_be_corrected_there(open_page):
    first = open_page()
    sakkara_card.set_up(first, ["Anne", "Bert"])
    sakkara_card.open_card(first)
    sakkara_card.lay_out(first, 0, 1, 3, tier1=sakkara_card.TIER1, tier2=sakkara_card.TIER2, apex=sakkara_card.APEX)
    sakkara_card.check(first)
    link = show_code(first)
    second = handed_on(open_page, link, "Sakkara, finished, Anne wins")
    assert sakkara_card.verdict(second) == "Anne has completed the pyramid and wins."
    assert_no_violations(second, "a card handed on")
    # the card's own screen opens there too (a correction starts from the card)
    second.click("#change-card")
    second.wait_for_selector("#check")
    assert sakkara_card.count(second, 0, "grains") == 3 and sakkara_card.count(second, 0, "tier1-hewn_stone") == 4


def test_an_osiris_card_is_handed_on_with_its_winner_and_opens_there_as_it_was_filled_in(open_page):
    first = open_page()
    osiris_card.set_up(first, ["Anne", "Bert", "Carl", "Dora"])
    osiris_card.open_card(first)
    osiris_card.fill_card(first, "apex", 1, "Horus", {"beige": 2, "red-brown": 2, "brown": 1})
    osiris_card.who_wins(first)
    standings = osiris_card.standings(first)
    link = show_code(first)
    second = handed_on(open_page, link, "Osiris, finished, Bert wins")
    assert osiris_card.standings(second) == standings
    second.click("#change-card")
    second.wait_for_selector("#who-wins")
    assert [osiris_card.followers(second, c) for c in ("beige", "red-brown", "yellow", "brown")] == [2, 2, 0, 1]
    assert second.input_value("#god") == "Horus"
