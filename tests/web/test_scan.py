"""The camera reader (kit/scan.js), in a Chromium of its own whose camera films QR codes (fake_camera.py): the text of
a code is handed to onText once, part codes shown one after the other are each handed on, with the browser's
BarcodeDetector where Chromium has one and with jsQR (vendor/jsqr.js) where it has none; a camera refused says so and
offers to paste instead; jsQR is downloaded only when the reader opens, and kept by the service worker so that the
reader opens offline the second time; the view at 320 px in both languages, axe-core clean. And the whole way: a
game of each of the four shown as a code on one phone (the modules its page drew), filmed by the other's camera from
the set-up's "Read with the camera", goes on there from the next move; a game of two codes is read code by code.
"""

from __future__ import annotations

from handoff_steps import big_game_shown

import base64

import pytest

import re

import osiris_board_steps as osiris
import sakkara_board_steps as sakkara
from fake_camera import BORDER, code_shown, luma, qr_matrix, write_video
from osiris_games import random_log as osiris_log
from priests_of_ra_games import random_game as priests_game
from ra_games import random_game as ra_game
from record_auction_steps import begin as begin_auction
from record_auction_steps import load_moves as load_auction_moves
from record_auction_steps import recorded, tap as tap_auction
from helpers import ARGS, CHROMIUM, serve_folder, write_site
from a11y_steps import assert_no_violations

WAIT_MS = 15_000
NO_ENGINE = "delete globalThis.WebAssembly;"  # conftest.py's: the form need not start the referee's engine here
JSQR = "/web/vendor/jsqr.js"
NO_DETECTOR = "delete window.BarcodeDetector;"  # the reader falls back to jsQR, as on a browser without one
# A game's code as kit/handoff.js writes it (its letters are those of QR's alphanumeric mode), and three part codes.
DATA = "".join("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ$*+-./:"[(k * 7) % 43] for k in range(1900))
GAME = "RG1:" + DATA[:900]
# The link of the largest recorded game the form shows in one code (1,900 letters: the generators' largest Ra game),
# filmed by a 720p camera: segno writes it all in byte mode, version 32 at error correction L (145 modules).
LARGEST = "http://127.0.0.1:8000/#game=RG1:" + DATA
PARTS = [f"RG1P:{n}/3:K7Q2:" + f"{n}PART" * 60 for n in (1, 2, 3)]
OPEN = """async () => {
  const { openScanner } = await import('./web/kit/scan.js');
  window.read = [];
  window.closedWith = null;
  window.scanner = openScanner({
    onText: (text) => window.read.push(text),
    onClose: (how) => { window.closedWith = how; },
  });
}"""
STATUS = "#scan-status"
# The name of the service worker's cache of the form, and the paths it holds.
FORM_CACHE = "async () => (await caches.keys()).find((n) => n.startsWith('referee-form-')) ?? null"
FORM_KEPT = """async () => {
  const form = (await caches.keys()).find((n) => n.startsWith('referee-form-'));
  return form ? (await (await caches.open(form)).keys()).map((r) => new URL(r.url).pathname) : [];
}"""


@pytest.fixture()
def camera(browser, live_server, tmp_path):
    """A Chromium whose camera films `texts` as QR codes in turn (a second each, in a loop; None: no camera), and a
    phone-sized page on the form in it: `camera(texts, locale=..., width=..., jsqr=..., allow=..., origin=...)`.
    `jsqr`: BarcodeDetector deleted; `allow`: False for a camera the page may not use (Chromium asks no one, and says
    no); `origin`: the form's server (the shared gunicorn unless said); the rest is the video's (fake_camera.py)."""
    browsers = []

    def open_(texts, locale="en-GB", width=390, jsqr=False, allow=True, origin=live_server, **video):
        flags = ["--use-fake-ui-for-media-stream"] if allow else []
        if texts is not None:  # None: a phone with no camera at all
            video = write_video(tmp_path / f"camera-{len(browsers)}.y4m", texts, **video)
            flags += ["--use-fake-device-for-media-stream", f"--use-file-for-fake-video-capture={video}"]
        chromium = browser.browser_type.launch(executable_path=CHROMIUM, args=[*ARGS, *flags])
        browsers.append(chromium)
        context = chromium.new_context(
            viewport={"width": width, "height": 640},
            locale=locale,
            device_scale_factor=1,
            permissions=["camera"] if allow else [],
        )
        context.set_default_timeout(WAIT_MS)
        context.add_init_script(NO_ENGINE)
        if jsqr:
            context.add_init_script(NO_DETECTOR)
        context.requests = []
        context.on("request", lambda r: context.requests.append(r.url))
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        page.goto(origin + "/")
        page.wait_for_selector("#setup")
        return page

    yield open_
    for chromium in browsers:
        for context in chromium.contexts:
            for page in context.pages:
                assert not page.errors, page.errors
        chromium.close()


def wait_until(page, condition: str) -> None:
    """Until `condition` (a function, maybe async, run in the page) answers true; wait_for_function would take an
    async function's promise for a true answer at once."""
    for _ in range(WAIT_MS // 100):
        if page.evaluate(condition):
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"never true: {condition}")


def has_detector(page) -> bool:
    return page.evaluate(
        "async () => 'BarcodeDetector' in window && (await BarcodeDetector.getSupportedFormats()).includes('qr_code')"
    )


def read_until(page, count: int) -> list[str]:
    page.wait_for_function(f"() => window.read.length >= {count}", timeout=WAIT_MS)
    return page.evaluate("() => window.read")


@pytest.mark.parametrize("reader", ["jsqr", "detector"])
def test_the_text_of_a_code_is_handed_on_once(camera, reader):
    page = camera([GAME], jsqr=reader == "jsqr")
    if reader == "detector" and not has_detector(page):
        pytest.skip("this Chromium has no BarcodeDetector for QR codes: jsQR reads instead")
    page.evaluate(OPEN)
    assert read_until(page, 1) == [GAME]
    page.wait_for_timeout(2500)  # the looped video shows the same code again, many times
    assert page.evaluate("() => window.read") == [GAME], "a code seen again is not handed on again"
    assert page.locator(STATUS).text_content() == "Code read."
    page.evaluate("() => window.scanner.say('Code 1 of 3 read: 2 to go.')")
    assert page.locator(STATUS).text_content() == "Code 1 of 3 read: 2 to go."
    page.get_by_role("button", name="Close").click()
    assert page.evaluate("() => window.closedWith") == {"paste": False}
    assert page.locator("#scan").count() == 0
    assert page.evaluate("() => document.querySelector('video') === null")


@pytest.mark.parametrize("reader", ["jsqr", "detector"])
def test_the_largest_code_the_form_shows_is_read_from_a_720p_camera(camera, reader):
    page = camera([LARGEST], jsqr=reader == "jsqr", error="l", size=(1280, 720))
    if reader == "detector" and not has_detector(page):
        pytest.skip("this Chromium has no BarcodeDetector for QR codes: jsQR reads instead")
    page.evaluate(OPEN)
    assert read_until(page, 1) == [LARGEST]


@pytest.mark.parametrize("reader", ["jsqr", "detector"])
def test_part_codes_shown_one_after_the_other_are_each_handed_on(camera, reader):
    page = camera(PARTS, jsqr=reader == "jsqr")
    if reader == "detector" and not has_detector(page):
        pytest.skip("this Chromium has no BarcodeDetector for QR codes: jsQR reads instead")
    page.evaluate(OPEN)
    read_until(page, 3)
    page.wait_for_timeout(3500)  # the three codes shown once more
    read = page.evaluate("() => window.read")
    assert sorted(read) == PARTS, read


# A browser's BarcodeDetector as the reader sees it, standing in where Chromium has none (Linux): it reads QR codes
# and "sees" a code in every frame of the camera it is handed.
DETECTOR = """() => { window.BarcodeDetector = class {
  static async getSupportedFormats() { return ['aztec', 'qr_code']; }
  constructor(options) { window.detectorFormats = options.formats; }
  async detect(source) {
    return source instanceof HTMLVideoElement && source.videoWidth ? [{ rawValue: 'seen by the detector' }] : [];
  }
}; }"""


def test_where_the_browser_has_a_barcode_detector_it_reads_and_jsqr_is_never_downloaded(camera):
    page = camera([GAME])
    page.evaluate(DETECTOR)
    page.evaluate(OPEN)
    assert read_until(page, 1) == ["seen by the detector"]
    assert page.evaluate("() => window.detectorFormats") == ["qr_code"]
    page.evaluate("() => window.scanner.close()")
    assert not [u for u in page.context.requests if u.endswith(JSQR)]


def test_the_camera_is_stopped_on_close_and_while_the_page_is_hidden(camera):
    page = camera([GAME], jsqr=True)
    page.evaluate(OPEN)
    read_until(page, 1)
    live = (
        "() => { const v = document.querySelector('#scan video'); return Boolean(v && v.srcObject && "
        "v.srcObject.getVideoTracks().some((t) => t.readyState === 'live')); }"
    )
    assert page.evaluate(live)
    page.evaluate("""() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    }""")
    assert not page.evaluate(live), "hidden: the camera is off"
    page.evaluate("""() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    }""")
    page.wait_for_function(live)
    tracks = "window.__tracks = document.querySelector('#scan video').srcObject.getVideoTracks()"
    page.evaluate(f"() => {{ {tracks}; }}")
    page.evaluate("() => window.scanner.close()")
    assert page.evaluate("() => window.__tracks.every((t) => t.readyState === 'ended')")


@pytest.mark.parametrize(
    "locale, sentence, paste",
    [
        ("en-GB", "The form may not use the camera.", "Paste the text instead"),
        ("nl-NL", "Het formulier mag de camera niet gebruiken.", "Plak de tekst"),
    ],
)
def test_a_camera_refused_says_so_and_offers_to_paste_instead(camera, locale, sentence, paste):
    page = camera([GAME], locale=locale, jsqr=True, allow=False)
    page.evaluate(OPEN)
    page.wait_for_function(f"() => document.querySelector('{STATUS}').textContent.startsWith({sentence!r})")
    page.get_by_role("button", name=paste).click()
    assert page.evaluate("() => window.closedWith") == {"paste": True}
    assert page.evaluate("() => window.read") == []


def test_a_phone_with_no_camera_says_so_and_offers_to_paste_instead(camera):
    page = camera(None, jsqr=True)
    page.evaluate(OPEN)
    page.wait_for_function(
        f"() => document.querySelector('{STATUS}').textContent.startsWith('This phone has no camera')"
    )
    page.get_by_role("button", name="Paste the text instead").click()
    assert page.evaluate("() => window.closedWith") == {"paste": True}


def test_jsqr_is_downloaded_only_when_the_reader_opens_and_opens_offline_the_second_time(camera):
    page = camera([GAME], jsqr=True)
    wait_until(page, "() => navigator.serviceWorker.controller !== null")  # the offline copy installed
    wait_until(page, f"async () => Boolean(await ({FORM_CACHE})())")
    context = page.context
    assert not [u for u in context.requests if u.endswith(JSQR)], "nothing of jsQR before the reader opens"
    page.evaluate(OPEN)
    assert read_until(page, 1) == [GAME]
    assert [u for u in context.requests if u.endswith(JSQR)], "jsQR fetched when the reader opened"
    page.evaluate("() => window.scanner.close()")
    assert JSQR in page.evaluate(FORM_KEPT), "the service worker keeps it once fetched"
    context.set_offline(True)
    page.reload()
    page.wait_for_selector("#setup")
    page.evaluate(OPEN)
    assert read_until(page, 1) == [GAME], "offline, the reader opens from the copy the service worker kept"
    context.set_offline(False)


def test_a_new_release_of_the_form_keeps_the_decoder_already_kept(camera, tmp_path):
    """A new service worker (another form version, the same jsQR) carries jsQR over to its own cache as it installs,
    before the old cache is dropped: the reader still opens offline after an update. On a static site (`referee site`),
    whose sw.js is a file the test can change."""
    folder = tmp_path / "site"
    write_site(folder)
    for origin in serve_folder(folder):
        page = camera([GAME], jsqr=True, origin=origin)
        wait_until(page, "() => navigator.serviceWorker.controller !== null")
        page.evaluate(OPEN)
        read_until(page, 1)
        page.evaluate("() => window.scanner.close()")
        wait_until(page, f"async () => ({FORM_KEPT})().then((kept) => kept.includes({JSQR!r}))")
        before = page.evaluate(FORM_CACHE)
        worker = folder / "sw.js"
        worker.write_text(worker.read_text().replace('"version": "', '"version": "next-', 1))  # the next release
        page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => r.update())")
        wait_until(page, f"async () => (await ({FORM_CACHE})())?.startsWith('referee-form-next-')")
        assert page.evaluate(FORM_CACHE) != before
        assert JSQR in page.evaluate(FORM_KEPT), "carried over to the new release's cache"
        page.context.set_offline(True)
        page.reload()
        page.wait_for_selector("#setup")
        page.evaluate(OPEN)
        assert read_until(page, 1) == [GAME]
        page.context.set_offline(False)


@pytest.mark.parametrize("locale", ["en-GB", "nl-NL"])
def test_the_reader_at_320_px_in_both_languages_is_axe_clean(camera, locale):
    page = camera([GAME], locale=locale, width=320, jsqr=True)
    page.evaluate(OPEN)
    read_until(page, 1)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 320
    assert_no_violations(page, f"the camera reader ({locale})")
    refused = camera([GAME], locale=locale, width=320, jsqr=True, allow=False)
    refused.evaluate(OPEN)
    refused.wait_for_selector("#scan button:not([hidden]) >> nth=1")
    assert refused.evaluate("() => document.documentElement.scrollWidth") <= 320
    assert_no_violations(refused, f"the camera reader refused ({locale})")


# Each frame decoded by jsQR in the page: the versions it did not read.
UNREAD = """async (frames) => {
  await import('./web/vendor/jsqr.js');
  const unread = [];
  for (const { version, text, side, luma } of frames) {
    const grey = Uint8Array.from(atob(luma), (c) => c.charCodeAt(0));
    const rgba = new Uint8ClampedArray(side * side * 4);
    for (let k = 0; k < grey.length; k++) rgba.set([grey[k], grey[k], grey[k], 255], 4 * k);
    if (self.jsQR(rgba, side, side)?.data !== text) unread.push(version);
  }
  return unread;
}"""


def test_jsqr_reads_a_code_of_every_version_but_23(open_page):
    """jsQR 1.4.0 has version 23's alignment patterns wrong (its table says 74 for ISO 18004's 78): no code of version
    23 is ever read, however sharp. A code the form shows must never be of version 23 (kit/show-code.js: a version up
    to 22, else from 24); when a new jsQR reads it, this test says so."""
    page = open_page()
    frames = []
    for version in range(1, 41):
        text = "RG1:" + "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ$*+-./:"[: 4 + version]
        matrix = qr_matrix(text, error="l", version=version)
        side = (len(matrix) + 2 * BORDER) * 3  # 3 pixels a module
        frames.append(
            {
                "version": version,
                "text": text,
                "side": side,
                "luma": base64.b64encode(luma(matrix, side, side)).decode(),
            }
        )
    assert page.evaluate(UNREAD, frames) == [23]


# --- a game shown as a code on one phone, read by the other's camera -------------------------------------------------


def shown_as_a_code(page) -> list[list[bool]]:
    page.click("#handoff-show")
    page.wait_for_selector("#handoff-code path")
    assert page.get_attribute("#handoff-code", "data-parts") == "1"
    return code_shown(page)


def read_by_camera(camera, code, locale="en-GB") -> tuple:
    """The code filmed by another phone's camera (jsQR reading, as on a browser with no BarcodeDetector) from the
    set-up's "Read with the camera": the reader closes itself, the screen says what the game is, the table takes it."""
    page = camera([code], locale=locale, jsqr=True, size=(1280, 720), seconds_each=2.0)
    page.click("#handoff-setup-camera")
    status = page.locator("#handoff-status[data-game]")
    status.wait_for()
    assert page.locator("#scan").count() == 0  # the reader closed once the game was found
    said = status.inner_text()
    page.click("#handoff-take")
    page.wait_for_selector("#handoff-status", state="detached")
    return page, said


def test_a_recorded_ra_game_goes_on_on_the_phone_whose_camera_read_its_code(open_page, camera):
    log = ra_game(0)
    first = open_page()
    begin_auction(first, "ra", log)
    load_auction_moves(first, log["moves"][:60])
    second, said = read_by_camera(camera, shown_as_a_code(first))
    assert re.fullmatch(rf"Ra, 3 players, epoch \d, move 61, {log['moves'][60]['player']} to move", said), said
    recorded(second, 60)
    tap_auction(second, log["moves"][60], 61)


def test_a_priests_of_ra_game_goes_on_on_the_phone_whose_camera_read_its_code_in_dutch(open_page, camera):
    log = priests_game(20)
    first = open_page(locale="nl-NL")
    begin_auction(first, "priests-of-ra", log)
    load_auction_moves(first, log["moves"][:30])
    second, said = read_by_camera(camera, shown_as_a_code(first), locale="nl-NL")
    assert re.fullmatch(r"Priests of Ra, 2 spelers, tijdperk \d, zet 31, \w+ is aan zet", said), said
    recorded(second, 30)
    tap_auction(second, log["moves"][30], 31)


def test_an_osiris_game_goes_on_from_its_first_move_on_the_phone_whose_camera_read_its_code(open_page, camera):
    log = osiris_log(3, 3)
    first = open_page()
    osiris.begin(first, log)
    second, said = read_by_camera(camera, shown_as_a_code(first))
    assert said.startswith("Osiris, 3 players, move 1, "), said
    osiris.recorded(second, 0)
    osiris.tap(second, log["moves"][0], 1)
    osiris.tap(second, log["moves"][1], 2)


def test_a_sakkara_game_goes_on_on_the_phone_whose_camera_read_its_code(open_page, camera):
    log = sakkara.game()
    moves = sakkara.written(log)
    first = open_page()
    sakkara.begin(first, log)
    for n, (player, move) in enumerate(moves[:6], start=5):
        sakkara.tap(first, player, move, n)
    second, said = read_by_camera(camera, shown_as_a_code(first))
    assert said.startswith("Sakkara, 2 players, move 11, "), said
    sakkara.recorded(second, 10)
    player, move = moves[6]
    sakkara.tap(second, player, move, 11)


def test_a_game_in_two_codes_is_read_code_by_code_and_the_reader_says_how_many_it_has(open_page, camera):
    first, log, count = big_game_shown(open_page)
    codes = [code_shown(first)]
    for n in range(2, count + 1):
        first.click("#handoff-next")
        first.wait_for_selector(f"#handoff-code[data-part='{n}']")
        codes.append(code_shown(first))
    assert count >= 2 and all(len(code) <= 17 + 4 * 25 for code in codes)

    # the other phone's camera films the last code first: the reader counts it and stays open for the others
    second = camera(codes[::-1], jsqr=True, size=(1280, 720), seconds_each=2.0)
    second.click("#handoff-setup-camera")
    second.wait_for_selector(f"#scan-status:text-is('Code 1 of {count} read: read the others, in any order.')")
    status = second.locator("#handoff-status[data-game=osiris]")
    status.wait_for()
    assert second.locator("#scan").count() == 0
    assert re.fullmatch(r"Osiris, finished, \w+ wins", status.inner_text()), status.inner_text()
    second.click("#handoff-take")
    osiris.recorded(second, len(log["moves"]))
