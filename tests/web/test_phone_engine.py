"""The phone form as a referee on its own: the server's engine, run in the browser by Pyodide
in a Web Worker, answers the form's requests when no server does, and its answers are the server's.

Debian's chromium, headless, driven by Playwright (the browser and the form's helpers are tests/web/test_score.py's and
the boards' tests'). Three ways the phone is without its server:
- gunicorn stopped after the page was opened once, and the phone offline (context.set_offline): the form's files
  and the engine's come from the service worker, and every answer from the engine;
- the static site `referee site` writes, served by `python3 -m http.server` on a loopback port: no server at all;
- a server that hangs (its answers held): the engine answers after the short wait, and once the phone is back
  online the server answers again, the moves the engine checked never sent twice.
And only this release's engine runs: an engine file served once not as the release names it is refused and never
runs, a snapshot is kept only of files the service worker checked and never outlives them (a new release, a
snapshot changed after it was kept), and an engine that does not answer within its deadline leaves a tap pending.

Every request the page sends to the engine is kept with its answer (an init script listens at the engine's
worker) and sent again to the Flask app's test client, byte for byte: both must answer alike. Every request the
page makes (its own and its worker's) goes to the one origin. Pyodide takes 5-30 s to start on a loaded 2-core
machine: every wait for an answer is generous, and nothing here measures time.
"""

from __future__ import annotations

import hashlib
import json
import re
from contextlib import suppress
from urllib.parse import urlsplit

import pytest
import requests
from a11y_steps import assert_no_violations
from helpers import ROOT, serve_folder, write_site
from osiris_board_steps import begin as osiris_begin
from osiris_board_steps import tap as osiris_tap
from osiris_games import random_game
from phone_engine_steps import DRAW, ENGINE_URLS, STATUS, WAIT_MS, Phone, exchanges, ra_epoch, start_ra_recording
from sakkara_board_steps import begin as sakkara_begin
from sakkara_board_steps import game as sakkara_game
from sakkara_board_steps import tap as sakkara_tap
from sakkara_board_steps import written
from score_steps import display, set_up, shot, start, sync_api

from referee.api.web import ENGINE_FILES, FORM_FILES

# --- the answers, the server's ----------------------------------------------------------------------------


def assert_answers_are_the_servers(page, client, at_least: set[str]) -> None:
    """Every answer the engine gave the page equals the Flask app's to the same request (the same method, path,
    headers and body bytes): status, type, language and body. A problem of the server names its request
    (`instance`, from its request id); a request to the engine has no id, so that member alone is set aside."""
    seen = exchanges(page)
    assert seen, "the engine answered nothing"
    assert not [x for x in seen if x["error"]], [x["error"] for x in seen if x["error"]]
    for x in seen:
        request, answer = x["request"], x["answer"]
        server = client.open(
            request["path"],
            method=request["method"],
            headers=request["headers"],
            data=request["body"].encode("utf-8") if request["body"] else None,
        )
        where = f"{request['method']} {request['path']}"
        assert answer["status"] == server.status_code, where
        headers = {name.lower(): value for name, value in answer["headers"]}  # the worker's [name, value] pairs
        for name in ("content-type", "content-language"):
            assert headers.get(name) == server.headers.get(name), (where, name)
        body = server.get_data(as_text=True)
        if answer["body"] != body and server.mimetype == "application/problem+json":
            problem = json.loads(body)
            assert problem.pop("instance").startswith("urn:referee:request:")
            assert json.loads(answer["body"]) == problem, where
        else:
            assert answer["body"] == body, where
    asked = {f"{x['request']['method']} {x['request']['path']}" for x in seen}
    assert at_least <= asked, asked


# --- what the table does ------------------------------------------------------------------------------


def new_game(page) -> None:
    page.click("#new-game")
    page.click("#confirm [value=yes]")
    page.wait_for_selector("#setup")


def sakkara_first_moves(page, moves: int = 6) -> None:
    """A game of Sakkara set up from nothing (its board pasted as dealt, checked by the referee), the four workers
    placed, the first moves tapped on the board: each drawn from the referee's answer, its legal moves marked."""
    log = sakkara_game()
    sakkara_begin(page, log)
    assert page.locator("#moves h3").first.inner_text() == f"{log['players'][0]} to move"
    starts = page.locator("g.sb-field.from").evaluate_all("els => els.map(e => e.dataset.field)")
    assert sorted(starts) == sorted(log["workers"][0::2])
    for n, (player, move) in enumerate(written(log)[:moves], start=5):
        sakkara_tap(page, player, move, n)
    assert page.locator("#log li.unchecked, #log li.illegal").count() == 0


def osiris_first_moves(page, moves: int = 8) -> None:
    """A 2-player game of Osiris set up from nothing (colours, gods, followers) and its first moves tapped on the
    board: the start (priests, stones) and every position after it are the referee's."""
    log = random_game(1, 2)
    osiris_begin(page, log)
    first = log["moves"][0]
    if first.get("priest"):
        assert page.locator(f"[data-priest='{first['priest']}']").count()
    for k, m in enumerate(log["moves"][:moves]):
        osiris_tap(page, m, k + 1)
    assert page.locator("#queue").count() == 0


def ra_illegal_tap(page) -> None:
    """A game of Ra recorded: a draw, then a Pass by the next player with no auction running, as the entry of every
    move takes it while no referee answers (here written into the kept log, and the page reloaded): the referee on
    the phone flags the Pass at its place, with its reason, as soon as it answers. (While the referee answers, only
    the moves it listed are offered.)"""
    start_ra_recording(page)
    move = page.locator(DRAW).first.get_attribute("data-move")
    page.click(DRAW)
    page.wait_for_selector("#app[data-recorded='1']", state="attached")
    names = page.evaluate("() => JSON.parse(localStorage.getItem('referee.game.v1')).record.log.players")
    drawer = move.split(":")[0]
    second = names[(names.index(drawer) + 1) % len(names)]
    page.evaluate(
        """(name) => { dispatchEvent(new Event('pagehide')); const s = JSON.parse(localStorage.getItem('referee.game.v1'));
      s.record.log.moves.push({ player: name, action: 'pass' }); localStorage.setItem('referee.game.v1', JSON.stringify(s)); }""",
        second,
    )
    page.reload()
    page.wait_for_selector("#violation")
    assert page.locator("#violation strong").inner_text().startswith("Move 2")
    assert page.locator("#log li.illegal").get_attribute("data-key") == "m1"
    assert page.locator("#violation p").nth(1).inner_text()  # the referee's reason
    assert second != drawer


# --- gunicorn stopped, the phone offline ----------------------------------------------------------------


def test_with_no_server_and_no_network_a_ra_epoch_is_scored_on_the_phone(flight_mode, client):
    page = flight_mode.open()
    ra_epoch(page)
    assert page.locator(STATUS).inner_text() == "Checked on this phone: no connection to the server."
    shot(page, "engine-ra-offline")
    assert_no_violations(page, "a result checked on the phone")
    # GET /v1/games may come from the browser's HTTP cache (the server says it may be kept an hour)
    assert_answers_are_the_servers(page, client, {"GET /v1/games/ra", "POST /v1/games/ra/score"})


def test_with_no_server_a_sakkara_game_is_set_up_and_recorded_from_its_first_move(flight_mode, client):
    page = flight_mode.open()
    sakkara_first_moves(page)
    assert page.locator(STATUS).inner_text() == "Checked on this phone: no connection to the server."
    shot(page, "engine-sakkara-offline")
    assert_answers_are_the_servers(page, client, {"GET /v1/games/sakkara", "POST /v1/games/sakkara/replay"})


def test_with_no_server_an_osiris_game_is_set_up_and_recorded_from_its_first_move(flight_mode, client):
    page = flight_mode.open()
    osiris_first_moves(page)
    shot(page, "engine-osiris-offline")
    assert_answers_are_the_servers(page, client, {"GET /v1/games/osiris", "POST /v1/games/osiris/replay"})


def test_with_no_server_an_illegal_tap_is_refused_at_once_and_the_form_speaks_dutch(flight_mode, client):
    page = flight_mode.open()
    ra_illegal_tap(page)
    page.click("#lang button[data-lang=nl]")
    page.wait_for_function("() => document.querySelector('#status').textContent.startsWith('Gecontroleerd')")
    assert page.locator(STATUS).inner_text() == "Gecontroleerd op deze telefoon: geen verbinding met de server."
    # the reason in Dutch: the referee's sentence, asked again in the new language
    page.wait_for_function("() => document.querySelector('#violation strong').textContent.startsWith('Zet 2')")
    assert_answers_are_the_servers(page, client, {"POST /v1/games/ra/replay"})
    languages = {x["request"]["headers"]["Accept-Language"] for x in exchanges(page)}
    assert languages == {"en", "nl"}


# --- the static site: no server at all -----------------------------------------------------------------


def test_the_static_site_holds_the_form_the_engine_and_nothing_of_the_server(static_site):
    url, folder = static_site
    files = {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}
    form = {"index.html" if file == "./" else file for file in FORM_FILES}
    assert form | set(ENGINE_FILES) | {"sw.js"} <= files
    assert not any(f.startswith(("v1", "docs")) or f.endswith(".py") for f in files), files
    assert (folder / "web" / "site.js").read_text().endswith("export const HAS_SERVER = false;\n")
    assert "__FORM__" not in (folder / "sw.js").read_text()
    # the types the browser needs, as a plain static server gives them
    for path, ctype in [
        ("/web/pyodide/pyodide.asm.wasm", "application/wasm"),
        ("/web/pyodide/pyodide.mjs", "text/javascript"),
        ("/web/engine.zip", "application/zip"),
        ("/web/engine-worker.js", "text/javascript"),
    ]:
        r = requests.get(url + path, timeout=5)
        assert (r.status_code, r.headers["Content-Type"]) == (200, ctype), path
    assert requests.get(url + "/v1/games", timeout=5).status_code == 404


def test_the_static_site_referees_every_game_with_no_server_then_offline_too(browser, static_site, client):
    url, _ = static_site
    phone = Phone(browser, url)
    try:
        page = phone.open()
        ra_epoch(page)
        # the engine started after the first screen (the set-up, or the entry a table quicker than the service
        # worker's install reached), never before it
        assert page.evaluate("window.screenAtEngineStart") in ("setup", "entry")
        assert page.locator(STATUS).inner_text() == "Checked on this phone."
        new_game(page)
        osiris_first_moves(page, moves=4)
        # the games and the rules are read from the files written beside the form: the engine computes the rest
        assert_answers_are_the_servers(page, client, {"POST /v1/games/ra/score", "POST /v1/games/osiris/replay"})
        asked = [u for u in phone.requests if "/v1/" in u and "/web/answers/" not in u]
        assert not asked, "a copy with no server asks the network nothing"
        # an app to install: the manifest read, the service worker in control, nothing missing
        phone.keep(page)
        cdp = page.context.new_cdp_session(page)
        assert cdp.send("Page.getAppManifest")["errors"] == []
        # Playwright's contexts are incognito, where Chrome installs nothing; that is the only reason it may give
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert {e["errorId"] for e in errors} <= {"in-incognito"}, errors
        # offline afterwards: the form and its engine from the service worker, a new game from its first move
        phone.context.set_offline(True)
        page.reload()
        page.wait_for_selector("#app[data-recorded='4']")
        new_game(page)
        sakkara_first_moves(page, moves=3)
        page.click("#lang button[data-lang=nl]")
        assert page.locator(STATUS).inner_text() == "Gecontroleerd op deze telefoon."
        assert_answers_are_the_servers(page, client, {"POST /v1/games/sakkara/replay"})
        shot(page, "engine-site-offline")
    finally:
        phone.close()


# The engine's start: how its snapshot went ("saved", "restored" or "none"), and whether one is kept.
ENGINE_START = """() => import('./web/on-phone.js').then((phone) => phone.start())
  .then(() => import('./web/engine.js')).then((engine) => engine.ready()).then((timings) => timings.snapshot)"""
SNAPSHOT_KEPT = """async () => {
  for (const name of await caches.keys())
    if (name.startsWith('referee-snapshot-') && await (await caches.open(name)).match(new URL('web/engine.snapshot', location.href).href)) return true;
  return false;
}"""


def started(page, how: str) -> None:
    """The form's first screen drawn and its engine started, its snapshot `how`: "saved" (made and kept at this
    start), "restored" (from one kept) or "none"."""
    page.wait_for_selector("#setup")
    assert page.evaluate(ENGINE_START) == how


# Every entry of the engine's cache, its whole URL (a copy not yet checked is kept under its URL with a query).
ENGINE_CACHE_ENTRIES = """async () => {
  const engine = (await caches.keys()).find((n) => n.startsWith('referee-engine-'));
  if (!engine) return [];
  return (await (await caches.open(engine)).keys()).map((r) => { const u = new URL(r.url); return u.pathname + u.search; });
}"""


# engine-boot.mjs as a host might serve it once (a deploy half done, a CDN edge gone wrong): its Python wraps the
# service, so every answer of an engine started from it, and of any snapshot made of that engine, says so.
HONEST_IMPORT = 'const IMPORT = "import referee.service\\nreferee.service.prepare()";'
TAMPERED_IMPORT = (
    'const IMPORT = "import referee.service\\nreferee.service.prepare()\\nreferee.service.answer_parts = '
    "lambda *request: (200, [('Content-Type', 'application/json')], b'{\\\"tampered\\\": true}')\";"
)
# The engine's start as a string: how its snapshot went ("saved", "restored", "none"), or "failed".
ENGINE_START_OR_FAILURE = """() => import('./web/on-phone.js').then((phone) => phone.start())
  .then(() => import('./web/engine.js')).then((engine) => engine.ready()).then((timings) => timings.snapshot, () => 'failed')"""
HEALTH = (
    "() => import('./web/engine.js')"
    ".then((engine) => engine.answer({ method: 'GET', path: '/health' })).then((a) => a.body)"
)


def test_an_engine_file_served_once_not_as_this_release_never_runs_and_the_next_visits_answer_with_this_releases_code(
    browser, tmp_path, client
):
    """A host serves engine-boot.mjs tampered once, then fixed. That visit the service worker refuses the file:
    the engine does not start, nothing of it is kept (nor any copy left unchecked), and the form says why, in
    English and in Dutch, beside its Retry (a copy with no server has no other referee). The next visit starts
    Python from this release's files and keeps their snapshot; the one after restores it: both answer as the
    server does, never as the tampered file would."""
    folder = tmp_path / "site"
    write_site(folder)
    boot = folder / "web" / "engine-boot.mjs"
    honest = boot.read_text(encoding="utf-8")
    assert HONEST_IMPORT in honest
    boot.write_text(honest.replace(HONEST_IMPORT, TAMPERED_IMPORT), encoding="utf-8")
    for url in serve_folder(folder):
        phone = Phone(browser, url)
        try:
            page = phone.open()  # no server here: the games come from files, a score from the engine, which fails
            assert page.evaluate(ENGINE_START_OR_FAILURE) == "failed"
            set_up(page, "ra", ["Anne", "Bert", "Carl"])
            start(page)
            for seat, suns in enumerate([[13, 8, 5, 2], [12, 9, 6, 3], [11, 10, 7, 4]]):
                display(page, seat, suns, {})
            page.click("#score")
            page.wait_for_selector("#failure #retry")
            refused = "The referee on this phone did not start: one of its files was not this version's"
            page.wait_for_function(
                "(words) => document.querySelector('#status').textContent.startsWith(words)", arg=refused
            )
            page.click("#lang button[data-lang=nl]")
            assert page.locator(STATUS).inner_text().startswith("De scheidsrechter op deze telefoon is niet gestart")
            page.click("#lang button[data-lang=en]")
            # what the engine asked for before the refusal, checked and kept; nothing of the refused file
            assert set(page.evaluate(ENGINE_CACHE_ENTRIES)) <= ENGINE_URLS - {"/web/engine-boot.mjs"}
            assert not page.evaluate(SNAPSHOT_KEPT)
            phone.errors.clear()  # the refused module's load, reported by the browser
            page.evaluate("localStorage.clear()")  # the epoch left unscored: the next visits open on the set-up
            boot.write_text(honest, encoding="utf-8")  # the host fixed
            health = client.get("/health").get_data(as_text=True)
            for how in ("saved", "restored"):
                page.reload()
                started(page, how)
                assert page.evaluate(HEALTH) == health
                assert page.locator(STATUS).inner_text() == "Checked on this phone."  # no refusal: it answers
        finally:
            phone.close()


CACHES = "async () => (await caches.keys()).sort()"


def next_release_of_engine_boot(folder) -> str:
    """The site in `folder` as the next release would write it if only engine-boot.mjs changed: the file, and the
    service worker's FORM naming its new sha256 and a new hash of the engine's files. Returns that hash."""
    boot, sw = folder / "web" / "engine-boot.mjs", folder / "sw.js"
    before = hashlib.sha256(boot.read_bytes()).hexdigest()
    boot.write_text(boot.read_text(encoding="utf-8") + "// the next release\n", encoding="utf-8")
    script = sw.read_text(encoding="utf-8")
    form = json.loads(re.search(r"^const FORM = (.*);$", script, re.MULTILINE).group(1))
    assert form["engine"]["files"]["web/engine-boot.mjs"] == before
    form["engine"]["files"]["web/engine-boot.mjs"] = hashlib.sha256(boot.read_bytes()).hexdigest()
    form["engine"]["version"] = form["version"] = "next-" + form["engine"]["version"]
    written = re.sub(r"^const FORM = .*;$", lambda _: f"const FORM = {json.dumps(form)};", script, flags=re.MULTILINE)
    sw.write_text(written, encoding="utf-8")
    return form["engine"]["version"]


def test_with_a_server_an_engine_file_not_this_releases_is_refused_and_the_server_referees_alone(
    browser, live_server, client
):
    """The server's own host serves engine-boot.mjs not as this release names it (its answer changed on the way):
    the phone's engine does not start, the line under the header says why, and the server scores the epoch."""
    boot = (ROOT / "referee" / "web" / "engine-boot.mjs").read_text(encoding="utf-8")
    phone = Phone(browser, live_server)
    phone.context.route(
        "**/web/engine-boot.mjs",
        lambda route: route.fulfill(
            status=200, content_type="text/javascript", body=boot.replace(HONEST_IMPORT, TAMPERED_IMPORT)
        ),
    )
    try:
        page = phone.open()
        page.wait_for_selector("#setup")
        assert page.evaluate(ENGINE_START_OR_FAILURE) == "failed"
        ra_epoch(page)
        assert page.locator(STATUS).inner_text().startswith("The referee on this phone did not start")
        assert not exchanges(page), "the engine answered"
    finally:
        phone.errors.clear()  # the refused module's load, reported by the browser
        phone.close()


def test_a_release_that_changes_any_engine_file_never_restores_the_snapshot_of_the_one_before(browser, tmp_path):
    """A snapshot is bound to every file that made it, not to engine.zip alone: once a release changes only
    engine-boot.mjs, the engine starts Python again from the new files and keeps their snapshot, and the one
    before is gone."""
    folder = tmp_path / "site"
    write_site(folder)
    for url in serve_folder(folder):
        phone = Phone(browser, url)
        try:
            page = phone.open()
            started(page, "saved")
            phone.keep(page)
            release = next_release_of_engine_boot(folder)
            page.reload()  # the browser finds the new service worker, which keeps the new engine and takes over
            for _ in range(WAIT_MS // 100):
                names = page.evaluate(CACHES)
                if f"referee-engine-{release}" in names and not [
                    n for n in names if n.startswith("referee-form-") and not n.endswith(release)
                ]:
                    break
                page.wait_for_timeout(100)
            else:
                pytest.fail(f"the next release did not take over: {page.evaluate(CACHES)}")
            page.reload()
            started(page, "saved")
            assert [n for n in page.evaluate(CACHES) if n.startswith("referee-snapshot-")] == [
                f"referee-snapshot-{release}"
            ]
            page.reload()
            started(page, "restored")
        finally:
            phone.close()


# The kept snapshot changed after it was written (one byte near the end of the interpreter's memory, where a
# restore does not fail): decompressed, changed, compressed again and put back under its name.
CHANGE_SNAPSHOT = """async () => {
  const entry = new URL('web/engine.snapshot', location.href).href;
  const name = (await caches.keys()).find((n) => n.startsWith('referee-snapshot-'));
  const cache = await caches.open(name);
  const saved = await cache.match(entry);
  const bytes = new Uint8Array(await new Response(saved.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
  bytes[bytes.length - 4096] ^= 1;
  await cache.put(entry, new Response(new Response(bytes).body.pipeThrough(new CompressionStream('gzip'))));
}"""


def test_a_snapshot_changed_after_it_was_kept_is_dropped_and_python_starts_afresh(browser, static_site, client):
    """A snapshot is checked before it is restored: one whose bytes are not those written (a change, a copy cut
    short) is never restored; the engine starts Python from its files again, keeps a new one, and answers as the
    server does."""
    url, _ = static_site
    phone = Phone(browser, url)
    try:
        page = phone.open()
        started(page, "saved")
        page.evaluate(CHANGE_SNAPSHOT)
        for start in ("saved", "restored"):
            page.reload()
            started(page, start)
            assert page.evaluate(HEALTH) == client.get("/health").get_data(as_text=True)
    finally:
        phone.close()


def test_an_engine_whose_files_no_service_worker_checked_answers_but_keeps_no_snapshot(browser, live_server):
    """Without a service worker in control (here none may run), the engine's files come straight from the network,
    unchecked: the engine answers, but its memory is never kept to be restored by a later visit."""
    phone = Phone(browser, live_server, service_workers="block")
    try:
        page = phone.open()
        started(page, "none")
        assert not page.evaluate(SNAPSHOT_KEPT)
    finally:
        phone.close()


# The engine's answers held back while window.holdAnswers is set (a worker busy for longer than the deadline):
# they reach no one, as if they never came.
HOLD_ANSWERS = """(() => {
  const Native = window.Worker;
  if (!Native) return;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      this.addEventListener('message', (event) => {
        if (window.holdAnswers && event.data && 'answer' in event.data) event.stopImmediatePropagation();
      });
    }
  };
})();"""


def test_an_engine_that_does_not_answer_in_time_leaves_the_tap_pending_and_a_later_answer_checks_it(
    browser, static_site
):
    """The engine has a deadline (the server's 10 s): a tap it does not answer in time stays on the phone,
    unchecked, the form says no referee answered it, and once the engine answers again the tap is checked.
    Never a wrong answer, never a form waiting forever."""
    url, _ = static_site
    phone = Phone(browser, url)
    phone.context.add_init_script(HOLD_ANSWERS)
    try:
        page = phone.open()
        start_ra_recording(page)
        page.evaluate("window.holdAnswers = true")
        page.locator(DRAW).first.click()
        page.wait_for_selector("#queue #retry", timeout=60_000)
        assert page.locator("#queue p").inner_text().startswith("No answer from the referee: 1 move is kept")
        assert page.locator("#log li.unchecked").count() == 1
        page.evaluate("window.holdAnswers = false")
        page.click("#queue #retry")
        page.wait_for_function("() => !document.querySelector('#log li.unchecked, #queue')")
        assert page.locator("#board .track-tiles li").count() == 1  # the engine's position after the draw
    finally:
        phone.close()


# --- a server that hangs, then comes back ---------------------------------------------------------------


def test_a_hung_server_is_left_for_the_phone_and_once_back_online_it_answers_again_with_nothing_sent_twice(
    browser, live_server, client
):
    phone = Phone(browser, live_server)
    try:
        page = phone.open()
        page.wait_for_selector("#setup")
        page.evaluate("() => import('./web/on-phone.js').then((phone) => phone.start())")
        held = []
        page.route("**/v1/**", lambda route: held.append(route))  # the server's answers never come
        ra_epoch(page)
        assert page.locator(STATUS).inner_text() == "Checked on this phone: the server did not answer in time."
        assert held, "the server was asked first"
        page.unroute("**/v1/**")
        for route in held:
            with suppress(sync_api.Error):  # most were given up by the form already
                route.abort()
        # Recording: moves tapped offline are checked on the phone, at once, each one.
        new_game(page)
        page.context.set_offline(True)
        page.click("label[for=mode-record]")
        page.click("#setup button[type=submit]")
        page.click("#start-recording")
        page.wait_for_selector("#app[data-recorded='0']")
        for n in range(1, 4):
            page.locator(DRAW).first.click()
            page.wait_for_selector(f"#app[data-recorded='{n}']")
        assert page.locator("#log li.unchecked").count() == 0
        # the position after them, the engine's: the three tiles drawn are on the auction track
        assert page.locator("#board .track-tiles li").count() == 3
        assert page.locator(STATUS).inner_text() == "Checked on this phone: no connection to the server."
        # Back online: the moves the phone checked are not sent again; the next one goes to the server, which
        # checks the whole log (the server is the referee again) and the line says so.
        replays: list[str] = []
        page.on("request", lambda r: replays.append(r.method) if r.url.endswith("/replay") else None)
        page.context.set_offline(False)
        with page.expect_response("**/v1/games/ra/replay") as answer:
            page.locator(DRAW).first.click()
        assert answer.value.status == 200 and len(json.loads(answer.value.request.post_data)["moves"]) == 4
        page.wait_for_selector("#app[data-recorded='4']")
        page.wait_for_function("() => document.querySelector('#status').textContent === 'Checked by the server.'")
        assert replays == ["POST"]
        assert_answers_are_the_servers(page, client, {"POST /v1/games/ra/score", "POST /v1/games/ra/replay"})
    finally:
        phone.close()


def test_a_static_host_in_front_of_no_referee_is_left_for_the_phone(browser, live_server, client):
    """A host that answers the API's paths with its own page (404 in HTML): the phone answers, and says why."""
    phone = Phone(browser, live_server)
    try:
        phone.context.route(
            "**/v1/**", lambda route: route.fulfill(status=404, content_type="text/html", body="<h1>Not Found</h1>")
        )
        page = phone.open()
        ra_epoch(page)
        assert page.evaluate("window.screenAtEngineStart") == "setup"
        assert page.locator(STATUS).inner_text() == "Checked on this phone: no referee server answers here."
        assert_answers_are_the_servers(page, client, {"GET /v1/games", "POST /v1/games/ra/score"})
    finally:
        phone.close()


# --- the snapshot a first visit keeps, restored by a later one ------------------------------------------------


def test_a_first_visit_keeps_a_snapshot_of_the_engine_that_a_later_visit_restores(browser, live_server, client):
    """The first visit's engine starts Python, keeps the snapshot of its memory (streamed from it, in its own
    worker: the tab never runs a second one) and only then answers; a later visit's engine restores it, and
    answers as the server does."""
    phone = Phone(browser, live_server)
    try:
        phone.context.route(
            "**/v1/**", lambda route: route.fulfill(status=404, content_type="text/html", body="<h1>Not Found</h1>")
        )
        page = phone.open()
        workers = []
        page.on("worker", lambda worker: workers.append(worker.url))
        page.wait_for_selector("#setup")
        assert page.evaluate(ENGINE_START) == "saved"
        assert page.evaluate(SNAPSHOT_KEPT), "the first visit's engine answered before its snapshot was kept"
        assert [urlsplit(url).path for url in workers] == ["/web/engine-worker.js"]
        page.close()
        page = phone.open()
        ra_epoch(page)
        assert page.evaluate(ENGINE_START) == "restored"
        assert page.locator(STATUS).inner_text() == "Checked on this phone: no referee server answers here."
        assert_answers_are_the_servers(page, client, {"GET /v1/games", "POST /v1/games/ra/score"})
    finally:
        phone.close()
