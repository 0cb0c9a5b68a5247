"""bench/first_visit.py's throttling proxy, the link every byte of a first visit crosses (the page's requests and
the service worker's alike): it forwards what the host sends unchanged, counts it, and once closed (the network
gone) cuts every connection and refuses new ones."""

from __future__ import annotations

import http.server
import os
import sys
import threading
import urllib.request
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

pytest.importorskip("playwright.sync_api")
import first_visit  # noqa: E402

BODY = os.urandom(200_000)


class _Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Length", str(len(BODY)))
        self.end_headers()
        self.wfile.write(BODY)

    def log_message(self, *args: object) -> None:
        pass


def test_the_proxy_forwards_and_counts_every_byte_the_host_sends_and_is_cut_when_closed():
    host = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    threading.Thread(target=host.serve_forever, daemon=True).start()
    proxy = first_visit.Proxy(("127.0.0.1", host.server_address[1]), down_kbps=100_000, up_kbps=100_000, rtt_ms=2)
    try:
        url = f"http://127.0.0.1:{proxy.port}/engine.zip"
        for _ in range(2):
            with urllib.request.urlopen(url, timeout=30) as answer:
                assert answer.read() == BODY
        assert 2 * len(BODY) < proxy.received() < 2 * len(BODY) + 2_000  # the bodies and their headers
        assert proxy.up.sent > 0 and proxy.down.busy_s > 0
        proxy.close()
        with pytest.raises(OSError):
            urllib.request.urlopen(url, timeout=5).read()
    finally:
        proxy.stop()
        host.shutdown()


def test_a_link_queues_what_every_connection_sends_at_its_rate_and_delivers_it_half_a_round_trip_later():
    link = first_visit.Link(kbps=800, delay_s=0.075)  # 100,000 bytes a second
    assert link.arrival(50_000, now=10.0) == pytest.approx(10.575)
    assert link.arrival(50_000, now=10.1) == pytest.approx(11.075)  # behind the first chunk, on the same link
    assert link.arrival(1_000, now=20.0) == pytest.approx(20.085)  # the link idle again
    assert link.sent == 101_000 and link.busy_s == pytest.approx(1.01)
