"""The phone form's Osiris card in a real browser: Debian's chromium, headless, driven by Playwright, against gunicorn.

The end of a game of Osiris goes on one card (how it ended, who ended it, the deciding god, the followers
in that god's temple) and POST /v1/games/osiris/outcome answers with the winner. Every expected standing
below is worked by hand from O2 (most followers in the deciding temple; among equal followers the player
whose last turn is the most recent: the one who ended the game, then counter-clockwise; a blocked apex
whose temple is empty: only the player of the last blockade loses), never copied from the API's answers.
The browser, the page and the screenshots are the shared ones (conftest.py, tests/web/test_score.py); docs/osiris-form.png is a copy of
tests/screenshots/osiris-2-result.png.
"""

from __future__ import annotations

from device_steps import LAYOUT_PROBLEMS, SMALL_TARGETS
from osiris_card_steps import COUNT_TAPS, fill_card, followers, open_card, set_followers, set_up, standings, who_wins
from score_steps import shot

# --- driving the card ---------------------------------------------------------------------------


def standing(page, name: str) -> str:
    return page.locator(f".standings li[data-player='{name}'] .detail").inner_text()


def player(page, name: str) -> str:
    return page.locator(f".player-result[data-player='{name}'] .detail").inner_text()


def winner(page) -> str:
    return page.locator("#winner .winner-line").inner_text()


def steppers(page) -> list[tuple[str, str]]:
    """The follower steppers on the card, in order: (colour, the player it belongs to)."""
    cards = page.locator(".follower")
    return [
        (cards.nth(k).get_attribute("data-colour"), cards.nth(k).locator(".owner").inner_text())
        for k in range(cards.count())
    ]


# --- four players -----------------------------------------------------------------------------------


def test_four_players_a_tie_at_two_goes_to_the_player_who_ended_the_game(open_page):
    page = open_page()
    set_up(page, ["Anne", "Bert", "Carl", "Dora"])
    assert page.locator(".names .hint").inner_text() == "Each player chooses colours on the next screen."
    shot(page, "osiris-0-setup")
    open_card(page)
    # 4 players (O1): one colour each; until the players choose, in the order the names were typed.
    assert steppers(page) == [("beige", "Anne"), ("red-brown", "Bert"), ("yellow", "Carl"), ("brown", "Dora")]
    fill_card(page, "apex", 1, "Horus", {"beige": 2, "red-brown": 2, "brown": 1})
    assert page.locator(".followers legend").inner_text() == "Followers in the temple of Horus"
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "osiris-1-card")
    who_wins(page)
    # Anne 2, Bert 2, Carl 0, Dora 1. Anne and Bert tie at 2: Bert ended the game, so Bert's last turn is
    # the most recent (O2). Dora's 1 beats Carl's 0.
    assert winner(page) == "Bert wins"
    assert standings(page) == [(1, "Bert", 2), (2, "Anne", 2), (3, "Dora", 1), (4, "Carl", 0)]
    assert (
        page.locator("#winner .tie-break").inner_text()
        == "Bert wins with 2 followers in the temple of Horus, as many as Anne, having had the turn more recently."
    )
    assert (
        standing(page, "Anne")
        == "Anne: as many followers in the temple of Horus as Bert (2), but Bert had the turn more recently."
    )
    assert page.locator("#pharaoh").inner_text() == "Pharaoh: Bert"
    assert page.locator("#deciding-god").inner_text() == "Deciding god: Horus"
    assert player(page, "Dora") == "Dora: 1 follower in the temple of Horus (brown 1)."
    assert page.locator(".standings li[data-player='Dora'] .tally small").inner_text() == "follower"
    assert page.locator(".standings li[data-player='Carl'] .tally small").inner_text() == "followers"
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "osiris-2-result")  # docs/osiris-form.png is a copy

    # A reload keeps the answer; Change goes back to the card as it was.
    page.reload()
    page.wait_for_selector("#winner")
    assert winner(page) == "Bert wins"
    page.click("#change-card")
    page.wait_for_selector("#who-wins")
    assert page.locator("#ended-by-1").is_checked() and page.locator("#end-apex").is_checked()
    assert page.locator("#god").input_value() == "Horus"
    assert [followers(page, c) for c in ("beige", "red-brown", "yellow", "brown")] == [2, 2, 0, 1]
    # Anne had one more follower: Anne wins outright.
    set_followers(page, "beige", 3)
    who_wins(page)
    assert winner(page) == "Anne wins"
    assert standings(page) == [(1, "Anne", 3), (2, "Bert", 2), (3, "Dora", 1), (4, "Carl", 0)]


# --- two players: two colours each -----------------------------------------------------------------


def test_two_players_count_both_colours_together(open_page):
    page = open_page()
    set_up(page, ["Anne", "Bert"])
    open_card(page)
    # 2 players (O1): the beige player also plays yellow, the other red-brown and brown.
    assert steppers(page) == [("beige", "Anne"), ("yellow", "Anne"), ("red-brown", "Bert"), ("brown", "Bert")]
    assert page.locator("label[for=ended-by-0] .choice-sub").inner_text() == "beige + yellow"
    fill_card(page, "apex", 0, "Isis", {"beige": 1, "yellow": 2, "red-brown": 3, "brown": 1})
    # The connection drops as they tap Who wins?: nothing is lost, and it works once it is back.
    page.context.set_offline(True)
    page.click("#who-wins")
    page.wait_for_selector("#failure")
    assert "Nothing is lost" in page.locator(".actions #failure").inner_text()
    assert page.locator("#winner").count() == 0 and followers(page, "red-brown") == 3
    page.context.set_offline(False)
    who_wins(page)
    # Anne 1 + 2 = 3, Bert 3 + 1 = 4: Bert wins although Anne's priest reached the apex.
    assert winner(page) == "Bert wins"
    assert page.locator("#pharaoh").inner_text() == "Pharaoh: Anne"
    assert standings(page) == [(1, "Bert", 4), (2, "Anne", 3)]
    assert player(page, "Anne") == "Anne: 3 followers in the temple of Isis (beige 1, yellow 2)."
    assert player(page, "Bert") == "Bert: 4 followers in the temple of Isis (red-brown 3, brown 1)."
    assert standing(page, "Anne") == "Anne: 3 followers in the temple of Isis, 1 fewer than Bert."

    # One brown follower fewer: 3 against 3, and Anne, who ended the game, had the last turn.
    page.click("#change-card")
    set_followers(page, "brown", 0)
    who_wins(page)
    assert winner(page) == "Anne wins"
    assert standings(page) == [(1, "Anne", 3), (2, "Bert", 3)]


# --- a blocked apex and an empty temple -----------------------------------------------------------


def test_blocked_apex_with_an_empty_temple_only_the_last_blockade_loses(open_page):
    page = open_page()
    set_up(page, ["Anne", "Bert", "Carl"])
    open_card(page)
    # 3 players (O1): no yellow.
    assert steppers(page) == [("beige", "Anne"), ("red-brown", "Bert"), ("brown", "Carl")]
    page.click("label[for=end-blocked]")
    assert page.locator(".enders legend").inner_text() == "Who placed the last blockade?"
    assert page.locator("#god-hint").inner_text() == "The god under the apex."
    fill_card(page, "blocked", 1, "Maat", {})
    who_wins(page)
    # Nobody has a follower in Maat's temple: Bert placed the last blockade and alone loses; Anne and
    # Carl share first place (O2), so there is no single winner.
    assert winner(page) == "Anne and Carl share first place"
    assert standings(page) == [(1, "Anne", 0), (1, "Carl", 0), (3, "Bert", 0)]
    assert standing(page, "Bert") == (
        "Bert placed the last blockade and nobody has a follower in the temple of Maat: Bert alone loses."
    )
    assert page.locator("#pharaoh").inner_text() == "Pharaoh: Sinhaue, as nobody reached the apex"
    assert page.locator(".standings li.first").count() == 2
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "osiris-3-shared")


# --- Dutch ---------------------------------------------------------------------------------------


def test_dutch_card_sentences_and_plurals_then_the_switch_to_english(open_page):
    page = open_page(locale="nl-NL")
    set_up(page, ["Anne", "Bert", "Carl", "Dora"])
    assert page.locator(".names .hint").inner_text() == "Wie welke kleuren speelt, kies je in het volgende scherm."
    assert page.locator("#setup button[type=submit]").inner_text() == "Het einde van het spel invoeren"
    open_card(page)
    assert page.locator("#app h2").inner_text() == "Einde van het spel"
    assert page.locator(".follower .tile-name").all_inner_texts() == ["Beige", "Roodbruin", "Geel", "Bruin"]
    assert page.locator(".enders legend").inner_text() == "Wiens priester bereikte de spits?"
    page.click("label[for=end-blocked]")
    assert page.locator(".enders legend").inner_text() == "Wie wierp de laatste blokkade op?"
    fill_card(page, "blocked", 3, "Thoth", {"beige": 1, "yellow": 1, "brown": 1})
    assert page.locator("#who-wins").inner_text() == "Wie wint?"
    who_wins(page)
    # Anne, Carl and Dora 1 each, Bert 0. Dora placed the last blockade, so Dora's turn is the most recent,
    # then counter-clockwise Carl, then Anne (O2). The temple is not empty: the usual ranking.
    assert winner(page) == "Dora wint"
    assert standings(page) == [(1, "Dora", 1), (2, "Carl", 1), (3, "Anne", 1), (4, "Bert", 0)]
    assert (
        page.locator("#winner .tie-break").inner_text()
        == "Dora wint met 1 volgeling in de tempel van Thoth, evenveel als Carl, maar was later aan de beurt."
    )
    assert player(page, "Bert") == "Bert: 0 volgelingen in de tempel van Thoth (roodbruin 0)."
    assert page.locator(".standings li[data-player='Dora'] .tally small").inner_text() == "volgeling"
    assert page.locator(".standings li[data-player='Bert'] .tally small").inner_text() == "volgelingen"
    assert page.locator("#pharaoh").inner_text() == "Farao: Sinhaue, want niemand bereikte de spits"
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "osiris-4-result-nl")

    # The switch: the page and the answer already shown turn English.
    page.click("#lang button[data-lang=en]")
    page.wait_for_selector(
        "text=Dora wins with 1 follower in the temple of Thoth, as many as Carl, having had the turn more recently."
    )
    assert winner(page) == "Dora wins"
    page.click("#lang button[data-lang=nl]")
    page.wait_for_selector("text=maar was later aan de beurt")

    # An empty temple: only Dora, who placed the last blockade, loses; three share first place.
    page.click("#change-card")
    for colour in ("beige", "yellow", "brown"):
        set_followers(page, colour, 0)
    who_wins(page)
    assert winner(page) == "Anne, Bert en Carl delen de eerste plaats"
    assert standings(page) == [(1, "Anne", 0), (1, "Bert", 0), (1, "Carl", 0), (4, "Dora", 0)]
    assert standing(page, "Dora") == (
        "Dora wierp de laatste blokkade op en niemand heeft een volgeling in de tempel van Thoth: alleen Dora verliest."
    )


# --- bounds and problems -----------------------------------------------------------------------------


def test_the_card_keeps_counts_within_a_temple_and_shows_a_422_at_its_field(open_page):
    page = open_page()
    set_up(page, ["Anne", "anne"])
    open_card(page)
    # O6: at most 3 followers of a colour in one temple. + stops there; a typed 7 becomes 3.
    plus = page.locator(".follower[data-colour='beige'] .plus")
    minus = page.locator(".follower[data-colour='beige'] .minus")
    assert minus.get_attribute("aria-disabled") == "true"
    for _ in range(3):
        plus.click()
    assert followers(page, "beige") == 3 and plus.get_attribute("aria-disabled") == "true"
    plus.click(force=True)  # a fourth tap changes nothing
    assert followers(page, "beige") == 3
    field = page.locator("#count-yellow")
    field.fill("7")
    field.press("Tab")
    assert followers(page, "yellow") == 3
    field.fill("-")
    field.press("Tab")
    assert followers(page, "yellow") == 0

    # "anne" passes the form's own check (it differs from "Anne"), but the referee counts names that
    # differ only in capitals as one name: its 422 points at /players/1/name, shown at the players.
    page.select_option("#god", "Horus")
    page.click("#who-wins")
    page.wait_for_selector(".error-summary")
    assert page.locator(".error-summary h3").inner_text() == "1 problem to fix"
    assert page.locator(".error-summary button").inner_text().startswith("anne: anne and Anne count as the same name")
    seats = page.locator("fieldset.seats")
    assert "has-error" in seats.get_attribute("class")
    assert seats.locator(".field-error").inner_text().endswith("names must differ.")
    assert "bad" in page.locator(".colour-choice[data-seat='1']").get_attribute("class").split()
    assert "bad" not in page.locator(".colour-choice[data-seat='0']").get_attribute("class").split()
    assert page.locator(".follower.has-error").count() == 0
    shot(page, "osiris-5-problem")

    # Tapping the problem goes to its field; the players are changed there, and the card is kept.
    page.locator(".error-summary button").click()
    assert page.evaluate("document.activeElement.id") == "change-players"
    page.click("#change-players")
    page.wait_for_selector("#setup")
    assert page.locator("#name-1").input_value() == "anne"
    page.fill("#name-1", "Bert")
    open_card(page)
    assert page.locator(".error-summary").count() == 0
    assert (followers(page, "beige"), followers(page, "yellow")) == (3, 0)
    who_wins(page)
    # Anne 3 + 0, Bert 0: Anne wins.
    assert winner(page) == "Anne wins"
    assert standings(page) == [(1, "Anne", 3), (2, "Bert", 0)]


# --- the players choose: their colours, and the deciding god --------------------------------------------


def outcome_requests(page) -> list[dict]:
    """The bodies of the Who wins? requests (in the page's English; the Dutch answer is fetched after it)."""
    posted: list[dict] = []
    page.on(
        "request",
        lambda r: (
            posted.append(r.post_data_json)
            if r.url.endswith("/v1/games/osiris/outcome") and r.headers.get("accept-language") == "en"
            else None
        ),
    )
    return posted


def test_who_wins_refuses_to_answer_until_the_deciding_god_is_chosen(open_page):
    page = open_page()
    posted = outcome_requests(page)
    page.wait_for_selector("#setup")
    page.click("label[for=count-4]")
    for k, name in enumerate(["Anne", "Bert", "Carl", "Dora"]):
        page.fill(f"#name-{k}", name)
    page.evaluate(COUNT_TAPS)
    page.click("label[for=game-osiris]")
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#who-wins")
    assert page.locator("#god").input_value() == ""  # no god is assumed
    assert page.locator(".followers legend").inner_text() == "Followers in the temple of the deciding god"
    page.click("#who-wins")
    # Nothing is asked and no winner is shown: the god is asked for at its field, which has the focus.
    assert page.locator("#god-missing").inner_text() == "Choose the deciding god first: the winner depends on it."
    assert page.evaluate("document.activeElement.id") == "god"
    assert page.locator("#god").get_attribute("aria-invalid") == "true"
    assert page.locator("#winner").count() == 0 and posted == []
    page.select_option("#god", "Horus")
    assert page.locator("#god-missing").count() == 0
    page.click("#who-wins")
    page.wait_for_selector("#winner")
    # The defaults: Anne's priest reached the apex, nobody has a follower in the temple of Horus. All tie at
    # 0 and Anne ended the game: Anne wins (O2). Game choice, Start, Who wins? twice: four taps.
    assert page.evaluate("window.taps") == 4
    assert len(posted) == 1 and posted[0]["god"] == "Horus"
    assert winner(page) == "Anne wins"
    assert standings(page) == [(1, "Anne", 0), (2, "Dora", 0), (3, "Carl", 0), (4, "Bert", 0)]
    # Change keeps the god; a new game asks for it again.
    page.click("#change-card")
    assert page.locator("#god").input_value() == "Horus"
    page.click("#new-game")
    page.click("dialog#confirm button[value=yes]")
    page.click("#setup button[type=submit]")
    page.click("#who-wins")
    assert page.locator("#god-missing").is_visible() and len(posted) == 1


def test_four_players_choose_their_colours_and_the_request_seats_them_by_colour(open_page):
    page = open_page()
    posted = outcome_requests(page)
    set_up(page, ["Anne", "Bert", "Carl", "Dora"])
    open_card(page)
    assert page.locator(".seats > legend").inner_text() == "Who plays which colour?"
    # Anne takes yellow, which Carl had: the two swap, and Carl plays beige.
    page.select_option("#colours-0", label="yellow")
    assert page.locator("#colours-0").input_value() == "2" and page.locator("#colours-2").input_value() == "0"
    assert steppers(page) == [("yellow", "Anne"), ("red-brown", "Bert"), ("beige", "Carl"), ("brown", "Dora")]
    assert page.locator("label[for=ended-by-2] .choice-sub").inner_text() == "beige"
    fill_card(page, "apex", 1, "Horus", {"yellow": 2, "beige": 2})
    who_wins(page)
    # The request lists the players as the referee wants them (O1): the beige player first, then clockwise.
    assert posted[-1]["players"] == [
        {"name": "Carl", "colours": ["beige"]},
        {"name": "Bert", "colours": ["red-brown"]},
        {"name": "Anne", "colours": ["yellow"]},
        {"name": "Dora", "colours": ["brown"]},
    ]
    # Anne (yellow) and Carl (beige) have 2 followers each. Bert ended the game; counter-clockwise before
    # red-brown comes beige, so Carl's last turn is more recent than Anne's (O2). Bert, who ended the game,
    # is ahead of Dora at 0.
    assert winner(page) == "Carl wins"
    assert standings(page) == [(1, "Carl", 2), (2, "Anne", 2), (3, "Bert", 0), (4, "Dora", 0)]
    assert player(page, "Anne") == "Anne: 2 followers in the temple of Horus (yellow 2)."
    # The colours stay chosen after a reload and a change of the card.
    page.reload()
    page.wait_for_selector("#winner")
    page.click("#change-card")
    assert page.locator("#colours-0").input_value() == "2"


def test_two_players_choose_their_pair_of_colours(open_page):
    page = open_page()
    posted = outcome_requests(page)
    set_up(page, ["Anne", "Bert"])
    open_card(page)
    # O1: with 2 players the pairs are the diagonals, beige + yellow and red-brown + brown.
    assert page.locator("#colours-0 option").all_inner_texts() == ["beige + yellow", "red-brown + brown"]
    page.select_option("#colours-0", label="red-brown + brown")
    assert steppers(page) == [("red-brown", "Anne"), ("brown", "Anne"), ("beige", "Bert"), ("yellow", "Bert")]
    fill_card(page, "apex", 0, "Isis", {"brown": 2, "beige": 1, "yellow": 1})
    who_wins(page)
    assert posted[-1]["players"] == [
        {"name": "Bert", "colours": ["beige", "yellow"]},
        {"name": "Anne", "colours": ["red-brown", "brown"]},
    ]
    # 2 against 2; Anne's priest reached the apex, so Anne had the last turn (O2).
    assert winner(page) == "Anne wins"
    assert player(page, "Bert") == "Bert: 2 followers in the temple of Isis (beige 1, yellow 1)."
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "osiris-7-colours")


def test_the_colours_and_the_god_by_keyboard_at_320_px_and_200_percent_text(open_page):
    page = open_page(viewport={"width": 320, "height": 640})
    posted = outcome_requests(page)
    set_up(page, ["Annemarie", "Bartholomeus", "Carlijn", "Dorothea"])
    open_card(page)
    page.evaluate("document.documentElement.style.fontSize = '200%'")
    assert page.evaluate(LAYOUT_PROBLEMS) == [] and page.evaluate(SMALL_TARGETS) == []
    # The arrow keys move Annemarie's colour from beige to red-brown: she and Bartholomeus swap.
    page.focus("#colours-0")
    page.keyboard.press("ArrowDown")
    assert page.locator("#colours-0").input_value() == "1" and page.locator("#colours-1").input_value() == "0"
    assert page.evaluate("document.activeElement.id") == "colours-0"
    page.focus("#who-wins")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "god"
    page.keyboard.type("Thoth")
    assert page.locator("#god").input_value() == "Thoth"
    page.focus("#who-wins")
    page.keyboard.press("Enter")
    page.wait_for_selector("#winner")
    assert [p["name"] for p in posted[-1]["players"]] == ["Bartholomeus", "Annemarie", "Carlijn", "Dorothea"]
    # Nobody has a follower; Annemarie's priest reached the apex: she wins (O2).
    assert winner(page) == "Annemarie wins"
    assert page.evaluate(LAYOUT_PROBLEMS) == []


# --- phone first ----------------------------------------------------------------------------------------


def test_the_card_fits_a_360_px_phone_with_thumb_sized_targets_and_real_labels(open_page):
    page = open_page(viewport={"width": 360, "height": 740})
    set_up(page, ["Annemarie", "Bartholomeus", "Carlijn", "Dorothea"])
    open_card(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    # a radio's target is its label (the input itself is hidden)
    small = page.evaluate("""() => [...document.querySelectorAll('button, select, .choice label, input')]
        .filter(el => el.type !== 'radio')
        .filter(el => el.offsetParent !== null && !el.closest('.error-summary'))
        .map(el => [el.id || el.className || el.textContent, el.getBoundingClientRect()])
        .filter(([, r]) => r.width < 44 || r.height < 44).map(([name]) => name)""")
    assert small == []
    unlabelled = page.evaluate("""() => [...document.querySelectorAll('input, select')]
        .filter(el => !(el.labels && el.labels.length) && !el.getAttribute('aria-label')).map(el => el.id)""")
    assert unlabelled == []
    # The action bar stays in reach while the followers are counted.
    page.locator("#count-brown").scroll_into_view_if_needed()
    assert page.locator("#who-wins").is_visible()
    shot(page, "osiris-6-card-360")
