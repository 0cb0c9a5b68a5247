"""Benchmark a first visit on the phone's terms: café Wi-Fi (1.6 Mbps down, 750 kbps up, 150 ms a round trip) and
a phone's CPU (Chromium's CPU throttling, x1 and x4).

The network is a throttling proxy written here, between Chromium and the host, not Chromium's own emulation (CDP
`Network.emulateNetworkConditions`): that throttles the requests of the page it is set on, and the service worker,
which downloads the engine's 16 MB (decoded) straight into its cache, is another target, whose requests it leaves
alone (measured: `--check-cdp`). The proxy is a link like a router's: each direction is one queue that every
connection shares, each chunk takes its size's time at the link's rate and arrives half a round trip after it was
sent, a new connection waits a round trip before its first byte; it counts every byte the host sent (headers
included), whatever asked for it.

For each host (gunicorn, bench/bench.py's server; the site of `referee site` behind Debian's nginx with its
snippet, which sends the gzip copies: `gzip_static`, and no brotli without ngx_brotli; `python3 -m http.server`,
which compresses nothing) and each CPU rate, on a new browser profile at 390 x 844:

- **first screen**: navigation to the form's first usable screen (bench/engine.py's: no "Loading…" left, a
  button drawn), the set-up of a game;
- **engine ready**: navigation to the engine's first answer (bench/engine.py's start: on-phone.js), and when the
  last byte before it crossed the link (what is left is Python starting);
- **bytes on the wire**: from the host, by the first screen, by the engine's readiness, and once the link has been
  quiet 2 s (the whole visit);
- **later visit** (the same profile, a new page): first screen and engine ready;
- **offline reload** (the browser offline, as in flight mode, the proxy closed too): first screen and engine ready.

The CPU throttling is bench/boards.py's (CDP `Emulation.setCPUThrottlingRate` on the page; Chromium refuses it for
the engine's worker, which runs at the machine's speed: each run says what Chromium answered). The target from
the issue: the set-up shows within a few seconds on café Wi-Fi.

Run:  .venv/bin/python bench/first_visit.py                      # gunicorn and nginx, x1 and x4
      .venv/bin/python bench/first_visit.py --hosts gunicorn --cpu 1 --runs 1
      .venv/bin/python bench/first_visit.py --check-cdp           # does CDP's emulation slow the service worker?
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent))
sys.path.insert(0, str(ROOT))

from bench import free_port, start_server  # noqa: E402
from boards import Throttle  # noqa: E402
from engine import ENGINE_READY, FIRST_SCREEN  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

CAFE = {"down_kbps": 1600, "up_kbps": 750, "rtt_ms": 150}
TARGET_FIRST_SCREEN_S = 5.0  # "within a few seconds"
CHUNK = 16 * 1024
TIMEOUT_MS = 600_000


class Link:
    """One direction of the link: a queue shared by every connection, `kbps` its rate, `delay_s` its latency."""

    def __init__(self, kbps: float, delay_s: float):
        self.bytes_per_s = kbps * 1000 / 8
        self.delay_s = delay_s
        self.free_at = 0.0
        self.sent = 0
        self.busy_s = 0.0  # the time it spent sending

    def arrival(self, size: int, now: float) -> float:
        """When a chunk of `size` bytes handed to the link at `now` arrives on the other side."""
        self.free_at = max(now, self.free_at) + size / self.bytes_per_s
        self.sent += size
        self.busy_s += size / self.bytes_per_s
        return self.free_at + self.delay_s


class Proxy:
    """The throttling proxy on a loopback port, forwarding to `upstream` (host, port), run in a thread."""

    def __init__(self, upstream: tuple[str, int], down_kbps: float, up_kbps: float, rtt_ms: float):
        self.upstream, self.rtt_s = upstream, rtt_ms / 1000
        self.down, self.up = Link(down_kbps, self.rtt_s / 2), Link(up_kbps, self.rtt_s / 2)
        self.port = free_port()
        self.closed = False
        self.last_byte = time.monotonic()
        self._loop = asyncio.new_event_loop()
        self._writers: set[asyncio.StreamWriter] = set()
        started = threading.Event()
        threading.Thread(target=self._run, args=(started,), daemon=True).start()
        started.wait(10)

    def _run(self, started: threading.Event) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(asyncio.start_server(self._connection, "127.0.0.1", self.port))
        started.set()
        self._loop.run_forever()
        server.close()

    async def _connection(self, client_reader, client_writer) -> None:
        if self.closed:
            client_writer.close()
            return
        await asyncio.sleep(self.rtt_s)  # the TCP handshake over the link
        try:
            host_reader, host_writer = await asyncio.open_connection(*self.upstream)
        except OSError:
            client_writer.close()
            return
        self._writers |= {client_writer, host_writer}
        await asyncio.gather(
            self._pipe(client_reader, host_writer, self.up),
            self._pipe(host_reader, client_writer, self.down),
            return_exceptions=True,
        )
        self._writers -= {client_writer, host_writer}

    async def _pipe(self, reader, writer, link: Link) -> None:
        """Everything `reader` gives, to `writer`, each chunk when the link delivers it (in order)."""
        queue: asyncio.Queue = asyncio.Queue()

        async def deliver() -> None:
            while (item := await queue.get()) is not None:
                at, data = item
                await asyncio.sleep(max(0.0, at - self._loop.time()))
                writer.write(data)
                await writer.drain()
                self.last_byte = time.monotonic()
            writer.close()

        delivering = self._loop.create_task(deliver())
        try:
            while data := await reader.read(CHUNK):
                await queue.put((link.arrival(len(data), self._loop.time()), data))
        except OSError:
            pass
        await queue.put(None)
        await delivering

    def received(self) -> int:
        """Bytes the host sent through the link so far."""
        return self.down.sent

    def quiet(self, seconds: float = 2.0, at_most_s: float = 120) -> int:
        """Bytes received once nothing has crossed the link for `seconds`."""
        end = time.monotonic() + at_most_s
        while time.monotonic() < end and time.monotonic() - self.last_byte < seconds:
            time.sleep(0.2)
        return self.received()

    def close(self) -> None:
        """The network gone: every connection cut, new ones refused."""
        self.closed = True
        for writer in list(self._writers):
            self._loop.call_soon_threadsafe(writer.close)

    def stop(self) -> None:
        """The proxy ended: its connections cut, its tasks cancelled, its thread's loop stopped."""
        self.close()

        async def cancel() -> None:
            for task in asyncio.all_tasks() - {asyncio.current_task()}:
                task.cancel()

        asyncio.run_coroutine_threadsafe(cancel(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)


def _served(url: str, proc: subprocess.Popen) -> None:
    for _ in range(300):
        try:
            with urllib.request.urlopen(url, timeout=1):
                return
        except OSError:
            if proc.poll() is not None:
                raise SystemExit(f"{proc.args[0]} stopped") from None
            time.sleep(0.1)
    raise SystemExit(f"{url} did not answer")


@contextmanager
def host(kind: str) -> Iterator[tuple[str, int]]:
    """The host a visit goes to, serving on loopback: ('127.0.0.1', port)."""
    port = free_port()
    if kind == "gunicorn":
        server = start_server(port)
        try:
            yield "127.0.0.1", port
        finally:
            server.terminate()
            server.wait()
        return
    from referee.api.site import NGINX_FILE, write_site

    prefix = Path(tempfile.mkdtemp(prefix="referee-first-visit-"))
    site = prefix / "site"
    write_site(site)
    if kind == "nginx":
        for path in (prefix, *site.rglob("*")):  # nginx's workers may run as another user
            path.chmod(0o755 if path.is_dir() else 0o644)
        (prefix / "tmp").mkdir()
        temp = " ".join(f"{name}_temp_path tmp;" for name in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
        (prefix / "nginx.conf").write_text(
            f"worker_processes 1; pid nginx.pid; error_log stderr warn; events {{ worker_connections 64; }}\n"
            f"http {{ access_log off; {temp} server {{ listen 127.0.0.1:{port}; root {site}; "
            f"include {site / NGINX_FILE}; }} }}\n"
        )
        command = [
            shutil.which("nginx") or "/usr/sbin/nginx",
            "-e",
            "stderr",
            "-p",
            f"{prefix}/",
            "-c",
            str(prefix / "nginx.conf"),
            "-g",
            "daemon off;",
        ]
    else:  # python3 -m http.server
        command = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(site)]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _served(f"http://127.0.0.1:{port}/", proc)
        yield "127.0.0.1", port
    finally:
        proc.terminate()
        proc.wait(10)
        shutil.rmtree(prefix, ignore_errors=True)


def _page_visit(context, url: str, rate: float, proxy: Proxy | None, reload_page=None) -> dict:
    """One visit: navigation to the first screen and to the engine's readiness (s), the bytes by then (MB)."""
    page = reload_page or context.new_page()
    throttle = Throttle(context, page, rate) if rate != 1 and reload_page is None else None
    navigated = time.monotonic()
    sent, busy = (proxy.received(), proxy.down.busy_s) if proxy else (0, 0.0)
    if reload_page is None:
        page.goto(url, timeout=TIMEOUT_MS)
    else:
        page.reload(timeout=TIMEOUT_MS)
    first = page.wait_for_function(FIRST_SCREEN, polling="raf", timeout=TIMEOUT_MS).json_value()
    at_first = proxy.received() - sent if proxy else 0
    if throttle:
        throttle.throttle_workers()
    ready, timings = page.evaluate(ENGINE_READY)
    visit = {
        "first_screen_s": round(first / 1000, 2),
        "engine_ready_s": round(ready / 1000, 2),
        "start": timings.get("snapshot"),
    }
    if proxy:
        visit |= {
            "mb_by_first_screen": round(at_first / 1e6, 3),
            "mb_by_engine_ready": round((proxy.received() - sent) / 1e6, 3),
            "link_busy_s_by_engine_ready": round(proxy.down.busy_s - busy, 1),
            "last_byte_before_ready_s": round(proxy.last_byte - navigated, 2),
        }
    if throttle:
        visit["cpu_throttle"] = throttle.report()
    visit["page"] = page
    return visit


def first_visit(browser, kind: str, rate: float, link: dict) -> dict:
    """A first visit, a later one and an offline reload, on `kind`'s host through the proxy, CPU throttled at `rate`."""
    with host(kind) as upstream:
        proxy = Proxy(upstream, **link)
        url = f"http://127.0.0.1:{proxy.port}/"
        context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB")
        try:
            first = _page_visit(context, url, rate, proxy)
            first["mb_whole_visit"] = round(proxy.quiet() / 1e6, 3)
            first.pop("page").close()
            before = proxy.received()
            later = _page_visit(context, url, rate, proxy)
            later["mb_whole_visit"] = round((proxy.quiet() - before) / 1e6, 3)
            page = later.pop("page")
            proxy.close()
            context.set_offline(True)
            offline = _page_visit(context, url, rate, None, reload_page=page)
            offline.pop("page")
        finally:
            context.close()
            proxy.stop()
    return {"host": kind, "cpu": rate, "first_visit": first, "later_visit": later, "offline_reload": offline}


CDP_CHECK = """async (url) => {
  const t = performance.now();
  const registration = await navigator.serviceWorker.register(url, { scope: './' });
  const worker = registration.installing || registration.waiting || registration.active;
  await new Promise((done) => { if (worker.state === 'activated') done(); else worker.addEventListener('statechange', () => worker.state === 'activated' && done()); });
  return performance.now() - t;
}"""


def check_cdp(browser) -> dict:
    """How long 1 MB takes fetched by the page and by its service worker, with CDP's emulation set on the page at
    1.6 Mbps (5 s if it applies): whether the emulation reaches the service worker's requests."""
    import http.server

    body = os.urandom(1_000_000)
    worker = b"self.addEventListener('install', (e) => e.waitUntil(fetch('blob.bin?sw').then((r) => r.arrayBuffer())));"

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802
            data, ctype = (
                (worker, "text/javascript")
                if self.path.startswith("/sw.js")
                else (
                    b"<p>check" if self.path == "/" else body,
                    "text/html" if self.path == "/" else "application/octet-stream",
                )
            )
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    context = browser.new_context()
    page = context.new_page()
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 150, "downloadThroughput": 200_000, "uploadThroughput": 93_750},
    )
    page.goto(f"http://127.0.0.1:{server.server_address[1]}/")
    fetched = page.evaluate(
        "async () => { const t = performance.now(); await (await fetch('blob.bin?page')).arrayBuffer(); return performance.now() - t; }"
    )
    by_worker = page.evaluate(CDP_CHECK, "sw.js")
    context.close()
    server.shutdown()
    return {
        "page_fetch_s": round(fetched / 1000, 2),
        "service_worker_fetch_s": round(by_worker / 1000, 2),
        "throttles_service_worker": by_worker > 2000,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hosts", default="gunicorn,nginx", help="gunicorn, nginx, http.server (comma-separated)")
    parser.add_argument("--cpu", default="1,4", help="CPU throttling rates (comma-separated; 1: none)")
    parser.add_argument("--runs", type=int, default=1, help="first visits of each host and rate")
    parser.add_argument("--down-kbps", type=float, default=CAFE["down_kbps"])
    parser.add_argument("--up-kbps", type=float, default=CAFE["up_kbps"])
    parser.add_argument("--rtt-ms", type=float, default=CAFE["rtt_ms"])
    parser.add_argument("--check-cdp", action="store_true", help="only: does CDP's emulation slow the service worker?")
    args = parser.parse_args()
    link = {"down_kbps": args.down_kbps, "up_kbps": args.up_kbps, "rtt_ms": args.rtt_ms}
    report: dict = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "load_before": os.getloadavg(),
        "link": link,
    }
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        if args.check_cdp:
            report["cdp"] = check_cdp(browser)
        else:
            report["visits"] = [
                first_visit(browser, kind, float(rate), link)
                for kind in args.hosts.split(",")
                for rate in args.cpu.split(",")
                for _ in range(args.runs)
            ]
            report["first_screen_within_s"] = TARGET_FIRST_SCREEN_S
            report["met"] = all(v["first_visit"]["first_screen_s"] <= TARGET_FIRST_SCREEN_S for v in report["visits"])
        browser.close()
    report["load_after"] = os.getloadavg()
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
