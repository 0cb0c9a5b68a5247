"""A hung network: Wi-Fi that accepts connections and sends nothing, a venue's dead access point.

The phone reaches gunicorn through a small TCP relay in front of it. While the relay relays, the form opens and a
game is started; then the relay hangs: it drops every open connection, accepts new ones, reads what the browser
sends and never answers. Reopening the game in progress must show its first usable screen from the service worker's
cache with no form file asked of the network: the form's files are answered from the cache at once (and updated in
the background), never after a wait on a network that says nothing.

What is asserted is a fact, not a duration: at the moment the screen is there, every request that reached the
relay is still unanswered and none of them is one of the form's files. The wait for the screen is only a hang guard
(far shorter than the 16 s a worker that gave the network 4 s per file took, in waves of ES modules).
"""

from __future__ import annotations

import socket
import threading
from urllib.parse import urlsplit

import pytest
from device_steps import CONTROLLED
from helpers import PHONE
from score_steps import count, display, set_up, start

from referee.api.web import FORM_FILES

NO_ENGINE = "delete globalThis.WebAssembly;"
HANG_GUARD_MS = 8_000


class Relay:
    """A TCP relay to `upstream` on a free loopback port; `hang()` turns it into a dead access point."""

    def __init__(self, upstream: str):
        host, port = urlsplit(upstream).netloc.split(":")
        self.upstream = (host, int(port))
        self.server = socket.socket()
        self.server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.server.bind(("127.0.0.1", 0))
        self.server.listen(64)
        self.url = f"http://127.0.0.1:{self.server.getsockname()[1]}"
        self.hung = False
        self.open: list[socket.socket] = []
        self.heard: list[str] = []  # request lines received while hung (none of them answered)
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def hang(self) -> None:
        with self.lock:
            self.hung = True
            for sock in self.open:  # kept-alive connections die, as the access point's do
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                sock.close()
            self.open.clear()

    def close(self) -> None:
        self.hang()
        self.server.close()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.server.accept()
            except OSError:
                return
            with self.lock:
                hung = self.hung
                self.open.append(client)
            target = self._listen if hung else self._relay
            threading.Thread(target=target, args=(client,), daemon=True).start()

    def _listen(self, client: socket.socket) -> None:
        """Read every request, answer none."""
        buffer = b""
        while True:
            try:
                data = client.recv(65536)
            except OSError:
                return
            if not data:
                return
            buffer += data
            while b"\r\n\r\n" in buffer:
                head, buffer = buffer.split(b"\r\n\r\n", 1)
                with self.lock:
                    self.heard.append(head.split(b"\r\n", 1)[0].decode(errors="replace"))
                # a body (POST) is read along with the next head; its bytes never look like a request line here

    def _relay(self, client: socket.socket) -> None:
        upstream = socket.create_connection(self.upstream)
        with self.lock:
            self.open.append(upstream)

        def pipe(a: socket.socket, b: socket.socket) -> None:
            try:
                while data := a.recv(65536):
                    b.sendall(data)
            except OSError:
                pass
            for sock in (a, b):
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

        threading.Thread(target=pipe, args=(upstream, client), daemon=True).start()
        pipe(client, upstream)


@pytest.fixture()
def relay(live_server):
    r = Relay(live_server)
    yield r
    r.close()


def test_reopening_a_game_on_a_hung_network_shows_it_with_no_form_file_asked_of_the_network(browser, relay):
    context = browser.new_context(viewport=PHONE, locale="en-GB", device_scale_factor=1)
    context.set_default_timeout(HANG_GUARD_MS)
    context.add_init_script(NO_ENGINE)
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(relay.url + "/")
        assert page.evaluate(CONTROLLED), "no service worker took the page"
        set_up(page, "ra", ["Anne", "Bert", "Carl"])
        start(page)
        display(page, 0, [13, 8, 5, 2], {"pharaoh": 2, "gold": 1})
        page.close()

        # The access point dies: it takes connections and never answers. The table reopens the form.
        relay.hang()
        page = context.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        answered: list[tuple[str, bool]] = []
        page.on("response", lambda r: answered.append((urlsplit(r.url).path, r.from_service_worker)))
        page.goto(relay.url + "/", wait_until="commit")
        page.wait_for_selector("#panel")  # the hang guard: the first usable screen, from the cache
        heard = list(relay.heard)
        assert page.locator("h2").first.inner_text() == "Epoch 1 of 3"
        page.click("#tab-0")
        assert (count(page, "pharaoh"), count(page, "gold")) == (2, 1)

        # The facts: no form file was asked of the network, every form file came from the worker's cache.
        form = {"/" + path.removeprefix("./") for path in FORM_FILES}
        asked = {line.split(" ")[1].split("?")[0] for line in heard}
        assert not asked & form, f"form files waited on the hung network: {sorted(asked & form)}"
        served = {path for path, _ in answered if path in form}
        assert {"/", "/web/app.js", "/web/style.css"} <= served
        assert all(from_worker for path, from_worker in answered if path in form), answered
        # ... and the relay is still silent: the screen did not wait for any answer of the network.
        assert not [path for path, from_worker in answered if not from_worker], answered
    finally:
        context.close()
    assert not errors, errors
