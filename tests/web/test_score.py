"""The phone form in a real browser: Debian's chromium, headless, driven by Playwright, against gunicorn.

Every expected fame below is worked by hand from the rules (RULINGS.md R4-R7 for Ra, P5-P7 for Priests
of Ra), never copied from the API's answers. Screenshots at phone size go to tests/screenshots/ (git-ignored).
"""

from __future__ import annotations

from score_steps import count, display, enter_suns, fames, page_top, score, set_up, shot, standings, start, tile

# --- driving the form ---------------------------------------------------------------------------


def line(page, player: str, key: str) -> str:
    """A breakdown line of the epoch on screen, as its sentence and its points: "most pharaohs (3) +5"."""
    item = page.locator(f"#this-epoch .player-result[data-player='{player}'] li[data-key='{key}']")
    return f"{item.locator('.detail').text_content()} {item.locator('.pts').text_content()}"  # 0 points: collapsed


# --- Ra, four players, three epochs ----------------------------------------------------------------


def test_ra_four_players_three_epochs_with_a_reload_in_epoch_2(open_page):
    page = open_page()
    set_up(page, "ra", ["Anne", "Bert", "Carl", "Dora"])
    shot(page, "1-setup")
    start(page)

    # Epoch 1. Suns (4 players: 1-13, 3 each): the dealt stacks, sun 1 in the middle.
    display(page, 0, [13, 6, 2], {"god": 1, "pharaoh": 2, "nile": 2, "flood": 1, "art": 1, "religion": 1, "writing": 1})
    display(page, 1, [12, 7, 3], {"pharaoh": 1, "gold": 1, "agriculture": 1})
    display(page, 2, [11, 8, 4], {"pharaoh": 3, "nile": 1, "astronomy": 1, "art": 1, "fortress": 1})
    display(
        page,
        3,
        [10, 9, 5],
        {"god": 2, "flood": 2, "art": 1, "agriculture": 1, "religion": 1, "astronomy": 1, "pyramid": 2},
    )
    assert page.locator("#middle").inner_text() == "Middle sun: 1"
    page.click("#tab-0")
    page_top(page)
    shot(page, "2-epoch-entry")
    score(page, 1)
    shot(page, "3-epoch-result")
    # Pharaohs 2/1/3/0: Carl most +5, Dora fewest -2 (0 counts, R4).
    # Anne: god 2 + Nile 2+1 flood 3 + 3 civilizations 5 = +10 -> 20
    # Bert: pharaohs 0, Nile 0, 1 civilization 0, gold 3 = +3 -> 13
    # Carl: pharaohs +5, 1 Nile without flood 0, 2 civilizations 0 = +5 -> 15 (monuments only after epoch 3)
    # Dora: gods 4, pharaohs -2, 2 floods alone 2, 4 civilizations 10 = +14 -> 24
    assert fames(page) == {"Anne": 20, "Bert": 13, "Carl": 15, "Dora": 24}
    assert line(page, "Carl", "pharaohs") == "most pharaohs (3) +5"
    assert standings(page) == [("Dora", 24), ("Anne", 20), ("Carl", 15), ("Bert", 13)]
    assert page.locator("#winner").count() == 0

    page.click("#next-epoch")
    page.wait_for_selector("h2:text-is('Epoch 2 of 3')")
    # Fame carried; pharaohs, Nile and monuments stay in the display, the rest is back to 0.
    assert page.locator("#tab-0 .tab-sub").inner_text().startswith("20")
    assert (
        count(page, "pharaoh"),
        count(page, "nile"),
        count(page, "god"),
        count(page, "flood"),
        count(page, "art"),
    ) == (2, 2, 0, 0, 0)
    page.click("#tab-3")
    assert (count(page, "pyramid"), count(page, "god"), count(page, "agriculture")) == (2, 0, 0)

    # Epoch 2, first half: Anne paid sun 2 for the middle sun 1 (sun 2 goes to the middle).
    display(page, 0, [13, 6, 1], {"pharaoh": 3, "gold": 2, "temple": 1})
    display(
        page,
        1,
        [12, 7, 3],
        {"pharaoh": 3, "nile": 3, "flood": 1, "art": 1, "religion": 1, "writing": 1, "astronomy": 1, "statue": 3},
    )

    # The phone is locked, the tab reloaded: everything is still there.
    page.reload()
    page.wait_for_selector("#panel")
    assert page.locator("h2").first.inner_text() == "Epoch 2 of 3"
    assert page.locator("#tab-1").get_attribute("aria-selected") == "true"
    assert (count(page, "pharaoh"), count(page, "statue"), count(page, "writing")) == (3, 3, 1)
    page.click("#tab-0")
    assert (count(page, "pharaoh"), count(page, "gold"), count(page, "temple")) == (3, 2, 1)
    assert page.locator("#panel .sun.mine").evaluate_all("els => els.map(e => +e.dataset.sun)") == [1, 6, 13]

    # ... and the game goes on.
    display(page, 2, [11, 8, 4], {"fortress": 3, "god": 1, "flood": 2})
    display(page, 3, [10, 9, 5], {"pharaoh": 1, "god": 1, "agriculture": 1})
    assert page.locator("#middle").inner_text() == "Middle sun: 2"
    score(page, 2)
    # Pharaohs 3/3/3/1: Anne, Bert, Carl most +5 each, Dora fewest -2.
    # Anne: +5, 2 Nile without flood 0, no civilization -5, gold 6 = +6 -> 26
    # Bert: +5, Nile 3+1 flood 4, 4 civilizations 10 = +19 -> 32
    # Carl: god 2, +5, Nile 1+2 floods 3, no civilization -5 = +5 -> 20
    # Dora: god 2, -2, Nile 0, 1 civilization 0 = 0 -> 24
    assert fames(page) == {"Anne": 26, "Bert": 32, "Carl": 20, "Dora": 24}

    page.click("#next-epoch")
    page.wait_for_selector("h2:text-is('Epoch 3 of 3')")
    # Epoch 3 suns: Anne 13+6+1 = 20, Bert 22, Carl 23, Dora 24.
    display(
        page,
        0,
        [13, 6, 1],
        {"flood": 1, "gold": 2, "art": 1, "agriculture": 1, "religion": 1, "temple": 3, "palace": 1, "sphinx": 1},
    )
    display(page, 1, [12, 7, 3], {"gold": 1})
    display(page, 2, [11, 8, 4], {"pharaoh": 4, "obelisk": 1, "god": 1})
    display(page, 3, [10, 9, 5], {"pyramid": 4, "step_pyramid": 1, "writing": 1, "astronomy": 1, "god": 2})
    score(page, 3)
    # Pharaohs 3/3/4/1: Carl most +5, Dora fewest -2. Suns: Dora highest (24) +5, Anne lowest (20) -5.
    # Anne: Nile 2+1 = 3, 3 civilizations 5, gold 6, monuments 3 types 3 + three temples 5 = 8, suns -5
    #       = +17 -> 43
    # Bert: Nile 3 without flood 0, no civilization -5, gold 3, monuments 1 type 1 + three statues 5 = 6,
    #       suns 0 = +4 -> 36
    # Carl: god 2, +5, Nile 1 without flood 0, no civilization -5, monuments 2 types 2 + three fortresses 5 = 7
    #       = +9 -> 29
    # Dora: gods 4, -2, 2 civilizations 0, monuments 2 types 2 + four pyramids 10 = 12, suns +5 = +19 -> 43
    # Anne and Dora tie on 43: the highest sun decides (R7), Anne's 13 against Dora's 10.
    assert fames(page) == {"Anne": 43, "Bert": 36, "Carl": 29, "Dora": 43}
    assert standings(page) == [("Anne", 43), ("Dora", 43), ("Bert", 36), ("Carl", 29)]
    assert page.locator("#winner .winner-line").inner_text() == "Anne wins with 43 fame"
    assert (
        page.locator("#winner .tie-break").inner_text()
        == "Tie-break: 43 fame, tied with Dora; wins with the higher sun (13 against 10)"
    )
    table = page.locator("table.by-epoch tbody tr")
    assert table.nth(0).inner_text().split() == ["Anne", "20", "26", "43"]
    page_top(page)
    shot(page, "4-final-standings")


# --- Priests of Ra, two players, three epochs --------------------------------------------------------


def test_priests_of_ra_two_players_three_epochs_and_a_lost_connection(open_page):
    page = open_page()
    set_up(page, "priests-of-ra", ["Anne", "Bert"])
    start(page)
    # 2 players: suns 1-9, 4 each, sun 1 in the middle.
    display(
        page,
        0,
        [9, 6, 5, 2],
        {"farmer": 2, "warrior": 1, "merchant": 1, "scribe": 1, "granary": 2, "priest": 1, "plague": 1},
    )
    display(
        page,
        1,
        [8, 7, 4, 3],
        {"farmer": 1, "warrior": 3, "market": 2, "library": 2, "fortress": 1, "pyramid": 2, "plague": 2, "priest": 3},
    )
    page.click("#tab-0")
    assert page.locator("#panel .pill").all_inner_texts() == ["Fame 10", "Ankhs 0"]
    score(page, 1)
    # Farmers 2/1: Anne +5. Warriors 1/3: Bert +5. Merchants, scribes: nobody has 2.
    # Anne: +5, granary pair 1 building 2, priest 2, 1 plague -1 = +8 -> 18; all 4 people types: 2 ankhs.
    # Bert: +5, market + library 2 buildings 4 (a lone fortress is none), 3 priests 6, 2 plagues with
    #       3 priests return one: 1 plague -1 = +14 -> 24; 2 people types: no ankh.
    assert fames(page) == {"Anne": 18, "Bert": 24}

    page.click("#next-epoch")
    page.wait_for_selector("h2:text-is('Epoch 2 of 3')")
    # Buildings, plagues and the pyramid stay; Bert's returned plague does not; Anne holds 2 ankhs now.
    page.click("#tab-1")
    assert (
        count(page, "market"),
        count(page, "library"),
        count(page, "fortress"),
        count(page, "pyramid"),
        count(page, "plague"),
        count(page, "warrior"),
        count(page, "priest"),
    ) == (2, 2, 1, 2, 1, 0, 0)
    page.click("#tab-0")
    assert page.locator("#panel .pill").all_inner_texts() == ["Fame 18", "Ankhs 2"]
    assert (count(page, "granary"), count(page, "plague"), count(page, "farmer")) == (2, 1, 0)

    display(
        page,
        0,
        [9, 6, 5, 1],
        {"farmer": 1, "warrior": 1, "merchant": 1, "fortress": 2, "market": 2, "chamber_a": 3, "pyramid": 1},
    )
    display(
        page, 1, [8, 7, 4, 3], {"merchant": 2, "scribe": 2, "fortress": 2, "granary": 2, "plague": 2, "chamber_b": 1}
    )
    # The connection drops as they tap Score: nothing is lost, and it works once it is back.
    page.context.set_offline(True)
    page.click("#score")
    page.wait_for_selector("#failure")
    assert "Nothing is lost" in page.locator(".actions #failure").inner_text()
    assert page.locator("h2").first.inner_text() == "Epoch 2 of 3"
    page.context.set_offline(False)
    score(page, 2)
    # Farmers, warriors 1/0: nobody. Merchants 1/2 and scribes 0/2: Bert +5 each.
    # Anne: granary, fortress, market: 3 buildings 6 + 3 types 5 = 11, 1 plague -1 = +10 -> 28; 3 types: 1 ankh.
    # Bert: +10, 4 buildings 8 + 4 types 10 = 18, 2 plagues (no priest) -3 = +25 -> 49; no ankh.
    assert fames(page) == {"Anne": 28, "Bert": 49}

    page.click("#next-epoch")
    page.wait_for_selector("h2:text-is('Epoch 3 of 3')")
    # Bert paid sun 3 for the middle sun 2: both hold 21.
    display(
        page,
        0,
        [9, 6, 5, 1],
        {"farmer": 2, "warrior": 2, "merchant": 1, "scribe": 1, "priest": 3, "chamber_a": 4, "pyramid": 3},
    )
    display(page, 1, [8, 7, 4, 2], {"warrior": 2, "scribe": 1, "priest": 1, "pyramid": 3, "chamber_b": 3})
    score(page, 3)
    # Farmers 2/0: Anne +5. Warriors 2/2: both +5. Merchants 1/0, scribes 1/1: nobody.
    # Anne: +10, 3 buildings 11, 3 priests 6, they return the only plague 0, pyramid 3 + 4 chambers = 7 tiles:
    #       height 3 (6 tiles) 10, 4 chambers of colour A 10, ankhs 3 held + 2 gained = 5: 20, suns equal 0
    #       = +67 -> 95
    # Bert: +5, 4 buildings 18, priest 2, 2 plagues -3, pyramid 3 + 3 chambers = 6 tiles: height 3 10,
    #       3 chambers of colour B 5, no ankh 0, suns 0 = +37 -> 86
    assert fames(page) == {"Anne": 95, "Bert": 86}
    assert page.locator("#winner .winner-line").inner_text() == "Anne wins with 95 fame"
    assert page.locator("#winner .tie-break").count() == 0
    assert line(page, "Anne", "suns") == "everyone has the same sun total (21): nobody scores 0"
    assert page.locator("#this-epoch [data-player='Anne'] details.zeros li[data-key='suns']").is_hidden()

    # "New game" asks first; keeping the game keeps everything.
    page.click("#new-game")
    assert page.locator("dialog#confirm").is_visible()
    page.click("dialog#confirm button[value=no]")
    assert page.locator("#winner").is_visible()
    page.click("#new-game")
    page.click("dialog#confirm button[value=yes]")
    page.wait_for_selector("#setup")
    assert page.locator("#name-0").input_value() == "Anne"  # the same table can play again
    page.reload()
    page.wait_for_selector("#setup")
    assert page.locator("#new-game").is_hidden()


# --- problems at their fields -------------------------------------------------------------------------


def test_an_impossible_display_shows_each_problem_at_its_field(open_page):
    page = open_page()
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    start(page)
    # 3 players: suns 1-13, 4 each. Sun 13 twice (Anne and Bert), and 20 + 6 pharaohs of the 25 in the box:
    # two facts, though the pharaohs are marked at both players.
    display(page, 0, [13, 8, 5, 2], {"pharaoh": 20})
    display(page, 1, [13, 9, 6, 3], {"pharaoh": 6})
    display(page, 2, [11, 10, 7, 4], {})
    page.click("#score")
    page.wait_for_selector(".error-summary")
    assert page.locator(".error-summary h3").inner_text() == "2 problems to fix"
    shot(page, "5-problems")

    page.click("#tab-1")
    suns = page.locator("#panel fieldset.suns")
    assert suns.locator(".field-error").inner_text().endswith("Sun 13 is held twice; every sun exists once.")
    assert suns.locator(".sun.bad").get_attribute("data-sun") == "13"
    too_many = "26 × pharaoh in the displays together (Anne 20, Bert 6), but the game has only 25."
    assert tile(page, "pharaoh").locator(".field-error").inner_text().endswith(too_many)
    assert tile(page, "pharaoh").locator("input").get_attribute("aria-invalid") == "true"
    page.click("#tab-0")
    assert tile(page, "pharaoh").locator(".field-error").inner_text().endswith(too_many)
    assert tile(page, "god").locator(".field-error").count() == 0

    # Tapping a problem in the list goes to its field; fixing a field clears its problem everywhere.
    page.locator(".error-summary button", has_text="Anne and Bert · Sun 13").click()
    assert page.locator("#tab-1").get_attribute("aria-selected") == "true"
    display(page, 1, [12, 9, 6, 3], {})
    assert page.locator(".error-summary h3").inner_text() == "1 problem to fix"
    display(page, 1, [12, 9, 6, 3], {"pharaoh": 5})
    assert page.locator(".error-summary").count() == 0
    score(page, 1)
    # Pharaohs 20/5/0: Anne +5, Carl -2; nobody has a civilization: -5 each.
    assert fames(page) == {"Anne": 10, "Bert": 5, "Carl": 3}


def test_set_up_needs_different_names(open_page):
    page = open_page()
    set_up(page, "ra", ["Anne", "Anne", ""])
    page.click("#setup button[type=submit]")
    assert page.locator("#name-1-error").inner_text() == "Two players are called Anne: names must differ."
    assert page.locator("#name-2").get_attribute("aria-invalid") == "true"
    assert page.locator("#panel").count() == 0


# --- Dutch -----------------------------------------------------------------------------------------


def test_dutch_browser_gets_a_dutch_page_sentences_and_problems(open_page):
    page = open_page(locale="nl-NL")
    assert page.locator("html").get_attribute("lang") == "nl"
    assert page.locator("#app h2").inner_text() == "Nieuw spel"
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    start(page)
    # Suns score only after epoch 3: the table may enter them now all the same.
    assert page.locator("#panel legend").first.inner_text() == "Kaartjes in de etalage"
    assert page.locator("#suns-early").inner_text().strip() == "☐ Zonnen ook in dit tijdperk invoeren"
    enter_suns(page)
    assert page.locator("#panel legend").first.inner_text().startswith("Zonnen")
    assert tile(page, "pharaoh").locator("label").inner_text() == "Farao"
    display(page, 0, [13, 8, 5, 2], {"pharaoh": 2, "gold": 1})
    display(page, 1, [12, 9, 6, 3], {"pharaoh": 1})
    display(page, 2, [11, 10, 7, 13], {})
    page.click("#score")
    page.wait_for_selector(".error-summary")
    assert page.locator(".error-summary h3").inner_text() == "1 probleem op te lossen"
    assert (
        "Zon 13 ligt twee keer op tafel; elke zon bestaat maar één keer." in page.locator(".error-summary").inner_text()
    )
    display(page, 2, [11, 10, 7, 4], {})
    page.click("#score")
    page.wait_for_selector("h2:text-is('Tijdperk 1: uitslag')")
    # Pharaohs 2/1/0: Anne +5 (meeste), Carl -2 (minste).
    assert line(page, "Anne", "pharaohs") == "meeste farao's (2) +5"
    assert line(page, "Anne", "gold") == "1 × goud, 3 per stuk +3"
    assert page.locator("#next-epoch").inner_text() == "Naar tijdperk 2"
    page_top(page)
    shot(page, "6-result-nl")

    # The switch: the page and the sentences already shown turn English; the stable keys stay.
    page.click("#lang button[data-lang=en]")
    page.wait_for_selector("text=most pharaohs (2)")
    assert page.locator("#app h2").first.inner_text() == "Epoch 1: result"
    assert page.locator("html").get_attribute("lang") == "en"
    page.reload()
    page.wait_for_selector(".standings")
    assert page.locator("#app h2").first.inner_text() == "Epoch 1: result"  # the choice is remembered


# --- phone first -----------------------------------------------------------------------------------


def test_usable_at_360_px_with_thumb_sized_targets_and_real_labels(open_page):
    page = open_page(viewport={"width": 360, "height": 740})
    set_up(page, "ra", ["Anne", "Bert", "Carl", "Dora", "Evelien"])
    start(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    small = page.evaluate("""() => [...document.querySelectorAll('button, input, .choice label')]
        .filter(el => el.offsetParent !== null && !el.closest('.error-summary'))
        .map(el => [el.id || el.className || el.textContent, el.getBoundingClientRect()])
        .filter(([, r]) => r.width < 44 || r.height < 44).map(([name]) => name)""")
    assert small == []
    unlabelled = page.evaluate("""() => [...document.querySelectorAll('input')]
        .filter(el => !(el.labels && el.labels.length) && !el.getAttribute('aria-label')).map(el => el.id)""")
    assert unlabelled == []
    # The keyboard reaches a stepper and works it.
    field = tile(page, "gold").locator("input")
    field.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert count(page, "gold") == 1
    shot(page, "7-entry-360")
