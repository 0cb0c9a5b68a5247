"""Who answers the table's taps, said on the status line, and moves kept on the phone checked as soon as a referee
can answer them: the server when it is reachable again, or the referee on the phone once its files are whole.

- A first visit whose Wi-Fi drops while the engine downloads (its largest file cut): the engine cannot start (it
  says so at once rather than "starting" for ever), the moves tapped wait on the phone and the line says how many;
  back online, the server checks them all at once and the line says it did, and the engine, its files fetched
  again, starts after all.
- The same on the static site, with no server: back online, the engine's files are fetched again and the referee on
  the phone checks the moves.
- The line through a game: the server answering, an offline reload (the phone answers), the server unreachable
  with the network up (the phone answers, then the server again once it answers), in English and Dutch.
- The static site's answers that are pure data (the games, the rules) kept offline by the service worker: with no
  engine on the phone at all, the site opened offline sets a game up.

Debian's chromium under Playwright; the server is gunicorn (conftest's live_server), the static site that of
`referee site` (tests/test_web_engine.py's fixtures). The moves are a seeded legal game of Ra (tests/ra_games.py),
put in the phone's storage as taps made offline are. Waits are generous and nothing here measures time.
"""

from __future__ import annotations

from phone_engine_steps import DRAW, Phone, start_ra_recording
from ra_games import random_game as ra_game
from record_auction_steps import RA_SEED, STORE, begin, recorded
from score_steps import set_up, sync_api
from who_answers_steps import WASM, cut_download

from referee.api.site import ANSWERS

STATUS = "#status"
FLIGHT = "#flight"
MOVES = 40
WAITING = (
    f"Not checked yet: no referee answers now. {MOVES} moves wait on this phone and are checked as soon as one does."
)
BY_SERVER = "Checked by the server."
NO_NETWORK = {"latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}  # CDP's: no other condition
ENGINE_STATUS = "() => import('./web/on-phone.js').then((phone) => phone.status())"


def status(page) -> str:
    return page.locator(STATUS).inner_text()


def wait_for_status(page, text: str) -> None:
    try:
        page.wait_for_function("(text) => document.querySelector('#status').textContent === text", arg=text)
    except sync_api.TimeoutError:
        raise AssertionError(f"the line says {status(page)!r}, not {text!r}") from None


def cut_first_visit(phone: Phone, server: bool = True):
    """A first visit that begins recording a game of Ra while the engine downloads, then loses the network with the
    engine's largest file on its way: the tab, the phone offline and that file missing. With no `server` (the static
    site), the deal waits for the engine as every move does."""
    held = []
    phone.context.route(WASM, lambda route: held.append(route))
    page = phone.open()
    if server:
        begin(page, "ra", ra_game(RA_SEED, 3))
    else:
        start_ra_recording_unanswered(page)
    page.wait_for_selector(f"{FLIGHT}[data-flight=downloading]")
    cut_download(phone, held)
    page.wait_for_selector(f"{FLIGHT}[data-flight=missing]")
    return page


def start_ra_recording_unanswered(page) -> None:
    log = ra_game(RA_SEED, 3)
    set_up(page, "ra", log["players"])
    page.click("label[for=mode-record]")
    page.click("#setup button[type=submit]")
    for k, name in enumerate(log["players"]):
        page.select_option(f"#deal-{k}", label=" · ".join(map(str, log["suns"][name])))
    page.click("#start-recording")
    page.wait_for_selector("#app[data-view=record]")


def tapped_offline(page, moves: list[dict]) -> None:
    """`moves` tapped offline, none answered: the log kept on the phone, then the tab reloaded (still offline). Any
    save the page has due is written first (its `pagehide`), so the reload keeps the moves written here."""
    page.evaluate(
        """([key, moves]) => { dispatchEvent(new Event('pagehide')); const s = JSON.parse(localStorage.getItem(key));
        Object.assign(s.record, { at: -1, answers: {}, fresh: null });
        s.record.log.moves = moves; localStorage.setItem(key, JSON.stringify(s)); }""",
        [STORE, moves],
    )
    page.reload()
    page.wait_for_selector("#queue #retry")


def test_moves_tapped_offline_after_a_cut_download_wait_and_the_server_checks_them_at_once_when_back(
    browser, live_server
):
    phone = Phone(browser, live_server)
    try:
        page = cut_first_visit(phone)
        tapped_offline(page, ra_game(RA_SEED, 3)["moves"][:MOVES])
        wait_for_status(page, WAITING)  # not "the referee is starting": it cannot, a file of it is missing
        assert page.evaluate(ENGINE_STATUS) == "none"
        page.wait_for_selector(f"{FLIGHT}[data-flight=missing]")  # the cut file seen missing (a moment after)
        page.click("#lang button[data-lang=nl]")
        assert status(page) == (
            "Nog niet gecontroleerd: er antwoordt nu geen scheidsrechter. 40 zetten wachten op "
            "deze telefoon en worden gecontroleerd zodra er een antwoordt."
        )
        page.click("#lang button[data-lang=en]")
        phone.context.set_offline(False)
        recorded(page, MOVES)  # every move checked by the server, at once (no retry waited for)
        assert page.locator("#log li.unchecked, #queue").count() == 0
        wait_for_status(page, BY_SERVER)
        # the engine's files fetched again: the phone is ready for flight mode, its referee started after all
        page.wait_for_selector(f"{FLIGHT}[data-flight=ready]")
        page.wait_for_function(f"{ENGINE_STATUS}.then((s) => s === 'ready')")
        assert status(page) == BY_SERVER  # the server still answers: it is reachable
    finally:
        phone.errors.clear()  # the engine's start, cut with its file
        phone.close()


def test_on_the_static_site_moves_tapped_after_a_cut_download_are_checked_by_the_phone_once_its_files_are_whole(
    browser, static_site
):
    url, _ = static_site
    phone = Phone(browser, url)
    try:
        page = cut_first_visit(phone, server=False)
        tapped_offline(page, ra_game(RA_SEED, 3)["moves"][:MOVES])
        wait_for_status(page, WAITING)
        phone.context.set_offline(False)
        recorded(page, MOVES)  # the engine's files fetched again, the engine started: it checked them
        assert page.locator("#log li.unchecked, #queue").count() == 0
        wait_for_status(page, "Checked on this phone.")
        page.wait_for_selector(f"{FLIGHT}[data-flight=ready]")
    finally:
        phone.errors.clear()
        phone.close()


def test_the_line_says_who_answers_through_a_game_an_offline_reload_and_a_server_that_goes_and_comes_back(
    browser, live_server
):
    phone = Phone(browser, live_server)
    try:
        page = phone.open()
        page.wait_for_selector("#setup")
        phone.keep(page)  # the engine's files kept for flight mode
        start_ra_recording(page)
        page.locator(DRAW).first.click()
        recorded(page, 1)
        assert status(page) == ""  # the server answered throughout: nothing to tell apart
        # flight mode, the tab reloaded: the phone's referee answers, and the line says so before any tap
        phone.context.set_offline(True)
        page.reload()
        recorded(page, 1)
        # Chromium 150 under Playwright starts the reloaded document with navigator.onLine true, its requests failing
        # all the same; a phone in flight mode says false: the same offline state applied to the new document too.
        network = phone.context.new_cdp_session(page)
        network.send("Network.emulateNetworkConditions", {**NO_NETWORK, "offline": True})
        wait_for_status(page, "Checked on this phone: no connection to the server.")
        page.locator(DRAW).first.click()
        recorded(page, 2)
        page.click("#lang button[data-lang=nl]")
        assert status(page) == "Gecontroleerd op deze telefoon: geen verbinding met de server."
        page.click("#lang button[data-lang=en]")
        # back online: the server answers again, and the line says so without a tap
        # (the document hears it is online a moment before the network carries anything: the first ask fails, and
        # the server is asked again in the background until it answers)
        network.send("Network.emulateNetworkConditions", {**NO_NETWORK, "offline": False})
        network.detach()
        phone.context.set_offline(False)
        wait_for_status(page, BY_SERVER)
        page.locator(DRAW).first.click()
        recorded(page, 3)
        assert status(page) == BY_SERVER
        # the server unreachable with the network up (gone, its proxy failing): the phone answers
        page.route("**/v1/**", lambda route: route.abort("connectionrefused"))
        page.locator(DRAW).first.click()
        recorded(page, 4)
        wait_for_status(page, "Checked on this phone: no connection to the server.")
        page.unroute("**/v1/**")
        # once it answers again (the form asks it again in the background, tap or none), the line says so
        wait_for_status(page, BY_SERVER)
        page.locator(DRAW).first.click()
        recorded(page, 5)
        assert status(page) == BY_SERVER
        page.click("#lang button[data-lang=nl]")
        assert status(page) == "Gecontroleerd door de server."
    finally:
        phone.close()


def test_the_static_sites_games_and_rules_are_kept_offline_so_with_no_engine_at_all_a_game_is_set_up(
    browser, static_site
):
    url, _ = static_site
    phone = Phone(browser, url)
    blocked = "**/web/{engine.js,engine-worker.js,engine-boot.mjs,engine.zip,pyodide/*}"
    phone.context.route(blocked, lambda route: route.abort("connectionrefused"))
    try:
        page = phone.open()
        page.wait_for_selector("#setup")  # the games come as a file: no engine needed
        page.wait_for_function("() => navigator.serviceWorker.controller !== null")
        kept = page.evaluate("""async () => {
          const form = (await caches.keys()).find((n) => n.startsWith('referee-form-'));
          return form ? (await (await caches.open(form)).keys()).map((r) => new URL(r.url).pathname) : [];
        }""")
        assert {f"/{ANSWERS}/{lang}/v1/games.json" for lang in ("en", "nl")} <= set(kept)
        assert f"/{ANSWERS}/nl/v1/games/ra.json" in kept
        page.close()
        # offline, a new tab with nothing in its storage: the games and the rules come from the service worker
        phone.context.set_offline(True)
        page = phone.open()
        set_up(page, "ra", ["Anne", "Bert", "Carl"])
        page.click("#setup button[type=submit]")
        page.wait_for_selector("#panel")  # the first display to enter: the rules of Ra, read offline
        page.click("#lang button[data-lang=nl]")
        page.wait_for_selector("#panel")
    finally:
        phone.errors.clear()  # the engine's files, refused
        phone.close()
