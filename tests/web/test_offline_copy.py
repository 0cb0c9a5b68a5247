"""The copy of the form and its engine a phone keeps for flight mode: never lost for good, and the page says how it
stands.

- Cache Storage cleared with the service worker still in place (the browser short of room, the phone's owner
  clearing a site's data): the page says the copy is incomplete while online, and the next visit online keeps the
  form's files, the site's answers that are pure data and the engine's again, so flight mode opens the form as
  before, a new tab with nothing in its storage too.
- A first visit on the static site shows the set-up at once and, while the engine downloads, how many megabytes of
  it are on the phone; a download cut says what is missing and to go online; back online, the rest is fetched and
  the page says the phone is ready for flight mode.
- The page asks the browser to keep its storage once a game is started.

Debian's chromium under Playwright, the static site of `referee site` (tests/web/test_phone_engine.py's fixtures).
"""

from __future__ import annotations

import re

from phone_engine_steps import Phone, start_ra_recording
from who_answers_steps import cut_download

from referee.api.site import static_answers
from referee.api.web import ENGINE_FILES, FORM_FILES, WEB

FLIGHT = "#flight"
FORM_URLS = {"/" + url.removeprefix("./") for url in FORM_FILES}
ANSWER_URLS = {"/" + path for path in static_answers()}  # the site's answers that are pure data, kept with the form

CLEAR_CACHES = "async () => { for (const name of await caches.keys()) await caches.delete(name); }"
# The form's cache of the service worker: the paths it holds.
FORM_KEPT = """async () => {
  const form = (await caches.keys()).find((n) => n.startsWith('referee-form-'));
  return form ? (await (await caches.open(form)).keys()).map((r) => new URL(r.url).pathname) : [];
}"""
READY = "Ready for flight mode: this phone now referees every game with no connection."
REGISTERED = "() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r && r.active))"


def megabytes(size: int) -> str:
    return f"{size / 1e6:.1f}"


def test_an_offline_copy_cleared_under_its_service_worker_is_kept_again_and_flight_mode_still_opens_the_form(
    browser, static_site
):
    url, _ = static_site
    phone = Phone(browser, url)
    try:
        page = phone.open()
        page.wait_for_selector("#setup")
        phone.keep(page)
        page.evaluate(CLEAR_CACHES)
        assert page.evaluate("async () => (await caches.keys()).length") == 0
        assert page.evaluate(REGISTERED), "the service worker is still in place"
        page.reload()  # online: the form's files come from the network, and are kept again on the way
        page.wait_for_selector("#setup")
        phone.keep(page)  # the form's cache back, and the engine's
        assert set(page.evaluate(FORM_KEPT)) == FORM_URLS | ANSWER_URLS
        page.wait_for_selector(f"{FLIGHT}[data-flight=ready]")
        assert page.locator(FLIGHT).inner_text() == READY
        phone.context.set_offline(True)
        page.reload()
        page.wait_for_selector("#setup")  # the form opens in flight mode
        start_ra_recording(page)  # and the engine on the phone answers
        page.wait_for_selector(f"{FLIGHT}[data-flight=ready]", state="attached")
        assert page.locator(FLIGHT).inner_text() == ""  # nothing was missing: nothing to say
        fresh = phone.open()  # a new tab, nothing in its storage: the games come from the answers kept
        start_ra_recording(fresh)
        assert fresh.locator("#status").inner_text() == "Checked on this phone."
    finally:
        phone.close()


def test_a_first_visit_shows_the_set_up_at_once_and_how_far_the_engine_is_and_a_cut_download_says_what_is_missing(
    browser, static_site
):
    url, _ = static_site
    phone = Phone(browser, url)
    held = []
    wasm = "**/web/pyodide/pyodide.asm.wasm"
    # the largest engine file, on its way until the test lets it go
    phone.context.route(wasm, lambda route: held.append(route))
    try:
        page = phone.open()
        page.wait_for_selector("#setup")  # the games come as files: no engine needed
        page.wait_for_selector(f"{FLIGHT}[data-flight=downloading]")
        total = sum((WEB / name).stat().st_size for name in ENGINE_FILES.values())
        shown = re.fullmatch(
            r"Referee for flight mode: ([\d.]+) of ([\d.]+) MB on this phone\.", page.locator(FLIGHT).inner_text()
        )
        assert shown and shown.group(2) == megabytes(total)
        assert float(shown.group(1)) < float(shown.group(2))
        page.click("#lang button[data-lang=nl]")
        assert re.fullmatch(
            r"Scheidsrechter voor de vliegtuigmodus: [\d,]+ van [\d,]+ MB op deze telefoon\.",
            page.locator(FLIGHT).inner_text(),
        )
        page.click("#lang button[data-lang=en]")
        cut_download(phone, held)  # the Wi-Fi drops: the file on its way is cut
        page.wait_for_selector(f"{FLIGHT}[data-flight=missing]")
        size = (WEB / "pyodide" / "pyodide.asm.wasm").stat().st_size
        assert page.locator(FLIGHT).inner_text() == (
            f"Not ready for flight mode: 1 file of the referee ({megabytes(size)} MB) is still missing. "
            "Go online to finish the download."
        )
        page.click("#lang button[data-lang=nl]")
        assert page.locator(FLIGHT).inner_text().startswith("Niet klaar voor de vliegtuigmodus: 1 bestand")
        page.click("#lang button[data-lang=en]")
        phone.context.set_offline(False)  # back online: the rest is fetched
        page.wait_for_selector(f"{FLIGHT}[data-flight=ready]")
        assert page.locator(FLIGHT).inner_text() == READY
    finally:
        phone.errors.clear()  # the engine's start, cut with its file
        phone.close()


# navigator.storage.persist() counted, as the page calls it.
COUNT_PERSIST = """(() => {
  window.persistAsked = 0;
  if (!navigator.storage) return;
  navigator.storage.persisted = async () => false;
  navigator.storage.persist = async () => { window.persistAsked += 1; return true; };
})();"""


def test_a_game_started_asks_the_browser_to_keep_the_phones_storage(browser, static_site):
    url, _ = static_site
    phone = Phone(browser, url)
    phone.context.add_init_script(COUNT_PERSIST)
    try:
        page = phone.open()
        page.wait_for_selector("#setup")
        assert page.evaluate("window.persistAsked") == 0  # not for a look at the form
        start_ra_recording(page)
        assert page.evaluate("window.persistAsked") == 1
    finally:
        phone.close()
