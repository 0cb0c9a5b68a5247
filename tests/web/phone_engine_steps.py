"""Steps shared by test_phone_engine.py and the tests that drive the same screen (not collected: no test_ prefix)."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from helpers import PHONE
from score_steps import display, fames, score, set_up, start

from referee.api.web import ENGINE_FILES

WAIT_MS = 120_000  # Pyodide starting on a busy machine; a wait that ends sooner is no failure


ENGINE_URLS = {"/" + url for url in ENGINE_FILES}


# Every request the form's engine gets and its answer, as the worker's messages carry them (engine-worker.js:
# {id, request} in, {id, answer} or {id, error} out), kept in window.engineExchanges; and the screen drawn when
# the engine's worker started (#app[data-view]: none before the form's first render).
LISTEN = """(() => {
  const Native = window.Worker;
  if (!Native) return;
  window.engineExchanges = [];
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      window.screenAtEngineStart ??= document.getElementById('app')?.dataset.view || null;
      const asked = new Map();
      const post = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        if (message && message.request) asked.set(message.id, message.request);
        return post(message, ...rest);
      };
      this.addEventListener('message', ({ data }) => {
        if (data && asked.has(data.id)) {
          window.engineExchanges.push({ request: asked.get(data.id), answer: data.answer || null, error: data.error || null });
          asked.delete(data.id);
        }
      });
    }
  };
})();"""


# The engine's cache of the service worker, complete (all its files kept), and the form's.
KEPT = """async () => {
  const names = await caches.keys();
  const engine = names.find((n) => n.startsWith('referee-engine-'));
  const form = names.find((n) => n.startsWith('referee-form-'));
  if (!engine || !form || !navigator.serviceWorker.controller) return [];
  return (await (await caches.open(engine)).keys()).map((r) => new URL(r.url).pathname);
}"""


STATUS = "#status"


# A draw of any tile but Ra's (which would open an auction), among the moves the referee offers.
DRAW = "#moves button.move[data-move*=':draw:']:not([data-move$=':ra'])"


class Phone:
    """One phone's browser (a context: its storage, its service worker and caches), every request it makes kept."""

    def __init__(self, browser, origin: str, locale: str = "en-GB", service_workers: str = "allow"):
        self.origin = origin
        self.context = browser.new_context(
            viewport=PHONE, locale=locale, device_scale_factor=1, service_workers=service_workers
        )
        self.context.set_default_timeout(WAIT_MS)
        self.context.add_init_script(LISTEN)
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.pages = 0

    def open(self, fresh: bool = True):
        """A new tab on the form; `fresh`: the game and the games list kept by an earlier tab are forgotten first (once,
        before the form reads them: a reload of this tab keeps them)."""
        page = self.context.new_page()
        page.on("request", lambda r: self.requests.append(r.url))
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on(
            "console",
            lambda m: (
                self.errors.append(m.text)
                if m.type == "error" and not m.text.startswith("Failed to load resource")
                else None
            ),
        )
        if fresh:
            page.add_init_script(
                "if (!sessionStorage.getItem('fresh')) { localStorage.clear(); sessionStorage.setItem('fresh', '1'); }"
            )
        page.goto(self.origin + "/")
        return page

    def keep(self, page) -> None:
        """Wait until the service worker controls the page and keeps the form and every engine file."""
        page.evaluate("() => import('./web/on-phone.js').then((phone) => phone.start())")
        for _ in range(WAIT_MS // 100):
            if set(page.evaluate(KEPT)) == ENGINE_URLS:
                return
            page.wait_for_timeout(100)
        pytest.fail(f"the engine's files were not kept: {page.evaluate(KEPT)}")

    def close(self) -> None:
        self.context.close()
        assert not self.errors, self.errors
        # the page and its worker asked nothing of any other host
        assert self.requests and {urlsplit(u).netloc for u in self.requests} == {urlsplit(self.origin).netloc}, (
            self.requests
        )


def exchanges(page) -> list[dict]:
    return page.evaluate("window.engineExchanges")


def ra_epoch(page) -> None:
    """Epoch 1 of a 3-player game of Ra, scored. Pharaohs 2/1/0: Anne +5, Carl -2; no civilization, -5 each;
    Anne's gold +3: Anne 10+5-5+3 = 13, Bert 10-5 = 5, Carl 10-2-5 = 3 (R4-R7)."""
    set_up(page, "ra", ["Anne", "Bert", "Carl"])
    start(page)
    display(page, 0, [13, 8, 5, 2], {"pharaoh": 2, "gold": 1})
    display(page, 1, [12, 9, 6, 3], {"pharaoh": 1})
    display(page, 2, [11, 10, 7, 4], {})
    score(page, 1)
    assert fames(page) == {"Anne": 13, "Bert": 5, "Carl": 3}


def start_ra_recording(page) -> None:
    """A game of Ra for Anne, Bert and Carl, recorded: its first move not yet tapped."""
    page.wait_for_selector("#setup")
    page.click("label[for=game-ra]")
    page.click("label[for=mode-record]")
    page.click("label[for=count-3]")
    for k, name in enumerate(["Anne", "Bert", "Carl"]):
        page.fill(f"#name-{k}", name)
    page.click("#setup button[type=submit]")
    page.click("#start-recording")
    page.wait_for_selector("#app[data-recorded='0']")
