"""Benchmark the phone form's boards (Osiris, Sakkara, Ra recording): a tap to the redrawn board, in Chromium.

Starts gunicorn on loopback (bench/bench.py's server), opens Debian's Chromium at 320 x 640 with Playwright,
taps whole seeded generated games through the boards exactly as tests/web/test_osiris_board.py and
tests/web/test_sakkara_board.py do (Osiris: 2 players, 3 players with the optional rules, 4 players; Sakkara: a
whole game) and a seeded Ra game on the recording screen as tests/web/test_record_auction.py does, and measures in the
page the time from the key or pointer going down on the tap that completes a move to the board redrawn for it
(the referee's answer included): the median and the 95th percentile per game. Target: p95 under 150 ms with the
server on loopback.

Each tap is split into its parts, timed in the page by wrapping `fetch`, `Response.json`, `JSON.stringify` and
`localStorage.setItem` (nothing in the form's code): press (down to the click: the test driver's, a finger's on a
phone), tap (the click to the log sent to the referee), request (sent to its answer's last byte; server: the
server's share, from the request's first byte to the answer's), parse (the answer read as JSON, and the wait for
the page's thread if it is busy), answer (the answer handled: saved and the board redrawn), paint (the redrawn
board to the frame after it), save (the game written to localStorage, inside tap and answer). Each part's median
and p95, and its median over the slowest 5 % of taps: the part that grows there is what makes p95 high.
`engine_starting` counts the taps made while the referee on the phone (Pyodide, in a worker) was still starting.

The machine's load average (1 minute) is reported at the start and the end: on a loaded machine the p95 is the
scheduler's, not the page's. `--trace` traces each game with Chromium and adds, per tap, the page's main thread's
tasks by wall time and by CPU time (wall minus CPU: the thread ready and waiting for a core), garbage collection,
and the CPU time of the page's other threads. `--profile` adds the page's JavaScript CPU profile of the 2-player
Osiris game, its ten heaviest functions by self time, and each one's heaviest callers.

`--cpu-throttle N` slows the page's CPU N times (Chromium's CPU throttling, CDP `Emulation.setCPUThrottlingRate`, as
DevTools' "4x slowdown" does: a mid-range phone at 4, a cheap one at 6) and asks the same of each worker the page
starts (the engine's). Each game reports what Chromium answered for its workers, and how much slower a fixed loop of
JavaScript ran in the page and in the engine's worker than unthrottled (`slowdown`): Chromium 156 throttles pages
only ("Operation is only supported for pages, not workers"), so the engine's worker runs at the machine's speed.

`--site` taps the same games on the static site `referee site` writes (served by `python3 -m http.server`), in
flight mode: the page opened online, the referee on the phone started, then the browser offline, so every answer is
the phone's engine's (a tap's `request` is then from the log posted to the engine's worker to its answer read).
`--games` picks some of the games (osiris2, osiris3, osiris4, sakkara, ra). The Ra game is 209 moves long: its
`from_move_150` gives the median and p95 of the taps from move 150 on.

Run:  .venv/bin/python bench/boards.py [--trace] [--profile] [--cpu-throttle 4] [--site] [--games ra,sakkara]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path[:0] = [str(ROOT.parent / "tests"), str(ROOT.parent / "tests" / "web")]
sys.path.insert(0, str(ROOT.parent))
sys.path.insert(0, str(ROOT))

from bench import free_port, start_server  # noqa: E402
from osiris_games import random_game  # noqa: E402
from ra_games import random_game as ra_game  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from test_osiris_board import begin, play_through  # noqa: E402
from test_sakkara_board import begin as sakkara_begin  # noqa: E402
from test_sakkara_board import game as sakkara_game  # noqa: E402
from test_sakkara_board import tap as sakkara_tap  # noqa: E402
from test_sakkara_board import written  # noqa: E402
from test_record_auction import begin as record_begin  # noqa: E402
from test_record_auction import tap as record_tap  # noqa: E402

GAMES = ((2, 1, False), (3, 2, True), (4, 3, False))
# The parts of a tap, timed in the page (nothing in the form's code): installed before the game's taps.
PARTS = """async () => {
  const phone = await import(new URL('web/on-phone.js', location.href).href); // the form's own module: the engine's status
  performance.setResourceTimingBufferSize(100000);
  const app = document.getElementById('app');
  const shown = () => app.dataset.recorded ?? document.getElementById('sb-rec')?.dataset.recorded;
  const taps = window.tapParts = [];
  let at = shown();
  let cur = null; // the tap on its way: {down, click, sent, parsed, saveMs, saves}
  const now = () => performance.now();
  const down = () => { cur = { engine: phone.status(), down: now(), click: null, sent: null, parsed: null, saveMs: 0, saves: 0, saveKb: 0 }; };
  document.addEventListener('pointerdown', down, true);
  document.addEventListener('keydown', down, true);
  document.addEventListener('click', () => { if (cur) cur.click = now(); }, true);
  // saving: the game serialised and written to localStorage (store.js save)
  const stringify = JSON.stringify;
  let last = null;
  JSON.stringify = function (...args) { const s = now(); const out = stringify.apply(this, args); last = [out, now() - s]; return out; };
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    const s = now();
    try { return setItem.call(this, key, value); } finally {
      if (cur && key === 'referee.game.v1') {
        cur.saveMs += now() - s + (last && last[0] === value ? last[1] : 0);
        cur.saves += 1; cur.saveKb = value.length / 1024;
      }
    }
  };
  const fetch = window.fetch;
  window.fetch = function (...args) { if (cur && cur.sent === null) cur.sent = now(); return fetch.apply(this, args); };
  // the referee on the phone: the request posted to the engine's worker, its answer's body read as JSON
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (...args) { if (cur && cur.sent === null) { cur.sent = now(); cur.phone = true; } return post.apply(this, args); };
  const parse = JSON.parse;
  JSON.parse = function (...args) { const out = parse.apply(this, args); if (cur && cur.phone && cur.parsed === null) cur.parsed = now(); return out; };
  const json = Response.prototype.json;
  Response.prototype.json = function () { return json.call(this).then((data) => { if (cur && cur.sent !== null) cur.parsed = now(); return data; }); };
  new MutationObserver(() => {
    const v = shown();
    if (v === at) return;
    at = v;
    if (!cur || cur.sent === null) return;
    const tap = { ...cur, drawn: now() };
    cur = null;
    taps.push(tap);
    requestAnimationFrame(() => setTimeout(() => { tap.painted = now(); }, 0));
  }).observe(app, { attributes: true, subtree: true, childList: true, attributeFilter: ['data-recorded'] });
}"""

RESOURCES = """() => performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'fetch')
    .map((e) => ({ start: e.startTime, req: e.requestStart, resp: e.responseStart, end: e.responseEnd }))"""

# The parts, in the order a tap goes through them (bench/boards.py's docstring says what each one is).
PART_NAMES = ("press", "tap", "request", "server", "parse", "answer", "paint", "save")
TARGET_MS = 150
# A fixed loop of JavaScript, timed where it runs (ms): the page's and the engine's worker's speed, throttled or not.
LOOP = "(() => { const t = performance.now(); let x = 0; for (let i = 0; i < 2e7; i++) x += i % 7; return performance.now() - t; })()"


class Throttle:
    """Chromium's CPU throttling at `rate` on a page (CDP Emulation.setCPUThrottlingRate) and, where Chromium takes
    it, on each worker the page starts: `workers` holds what Chromium answered for each (its session id: "throttled"
    or its refusal). Set before the page is opened, so every worker the page starts is attached as it starts."""

    def __init__(self, context, page, rate: float):
        self.rate, self.page = rate, page
        self.session = context.new_cdp_session(page)
        self.workers: dict[str, str] = {}
        self._replies: dict[int, dict] = {}
        self._ids = 0
        self.session.on("Target.attachedToTarget", self._attached)
        self.session.on("Target.receivedMessageFromTarget", self._received)
        self.session.send(
            "Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": False, "flatten": False}
        )
        self.session.send("Emulation.setCPUThrottlingRate", {"rate": rate})

    def _attached(self, event: dict) -> None:
        if event["targetInfo"]["type"] == "worker":  # a dedicated worker (the engine's), not the service worker
            self.workers.setdefault(event["sessionId"], "")

    def _received(self, event: dict) -> None:
        message = json.loads(event["message"])
        if "id" in message:
            self._replies[message["id"]] = message

    def _in_worker(self, worker: str, method: str, params: dict) -> dict:
        """A CDP command run in a worker and its reply (Playwright hands events over while the page is waited on)."""
        self._ids += 1
        key = self._ids
        self.session.send(
            "Target.sendMessageToTarget",
            {"sessionId": worker, "message": json.dumps({"id": key, "method": method, "params": params})},
        )
        for _ in range(600):
            if key in self._replies:
                return self._replies.pop(key)
            self.page.wait_for_timeout(100)
        return {"error": {"message": "no reply within 60 s"}}

    def throttle_workers(self) -> None:
        """Ask the throttling of every worker attached since (Chromium may refuse it)."""
        for worker, said in self.workers.items():
            if not said:
                reply = self._in_worker(worker, "Emulation.setCPUThrottlingRate", {"rate": self.rate})
                self.workers[worker] = reply.get("error", {}).get("message", "throttled")

    def _loop_ms(self) -> dict[str, float | None]:
        page = self.page.evaluate(LOOP)
        workers = [
            self._in_worker(w, "Runtime.evaluate", {"expression": LOOP, "returnByValue": True}) for w in self.workers
        ]
        times = [reply["result"]["result"]["value"] for reply in workers if "result" in reply]
        return {"page": page, "worker": times[0] if times else None}

    def slowdown(self) -> dict[str, float | None]:
        """How many times slower the loop ran throttled than not, in the page and in the (first) worker."""
        self.session.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        fast = self._loop_ms()
        self.session.send("Emulation.setCPUThrottlingRate", {"rate": self.rate})
        slow = self._loop_ms()
        return {where: round(slow[where] / ms, 1) if ms and slow[where] else None for where, ms in fast.items()}

    def report(self) -> dict:
        return {"rate": self.rate, "workers": sorted(self.workers.values()), "slowdown": self.slowdown()}


SITE: dict = {"url": None}  # the static site's address when --site: the games are tapped there, offline
ENGINE_READY = """async () => { const phone = await import(new URL('web/on-phone.js', location.href).href);
  await phone.start(); return phone.status(); }"""


def open_page(browser, port: int, rate: float) -> tuple[object, object, Throttle | None]:
    """A new 320 x 640 page on the form, CPU-throttled at `rate` (none at 1). On the static site (SITE) the referee on
    the phone is started and the browser then goes offline (flight mode): every answer is the phone's."""
    context = browser.new_context(viewport={"width": 320, "height": 640}, locale="en-GB", device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(60_000)
    throttle = Throttle(context, page, rate) if rate != 1 else None
    page.goto(SITE["url"] or f"http://127.0.0.1:{port}/")
    if SITE["url"]:
        assert page.evaluate(ENGINE_READY) == "ready"
        page.wait_for_function("() => navigator.serviceWorker.controller !== null")
        context.set_offline(True)
    return context, page, throttle


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * q))]


def spread(times: list[float]) -> dict:
    """Where the slow taps are: the median of the game's first and last third (the referee replays the whole log on
    every move, so a late move costs more) and the share of the slowest 5 % that fall in the last third."""
    third = max(1, len(times) // 3)
    slow = sorted(range(len(times)), key=times.__getitem__)[-max(1, len(times) // 20) :]
    return {
        "median_first_third_ms": round(statistics.median(times[:third]), 1),
        "median_last_third_ms": round(statistics.median(times[-third:]), 1),
        "slowest_5pct_in_last_third": round(sum(k >= len(times) - third for k in slow) / len(slow), 2),
    }


def heaviest(profile: dict, n: int = 10) -> list[tuple[str, float]]:
    """The profile's functions by self time (ms), heaviest first."""
    nodes = {node["id"]: node for node in profile["nodes"]}
    deltas = profile.get("timeDeltas", [])
    self_ms: Counter[str] = Counter()
    for sample, delta in zip(profile.get("samples", []), deltas):
        f = nodes[sample]["callFrame"]
        self_ms[f"{f['functionName'] or '(anonymous)'} {Path(f['url']).name}:{f['lineNumber'] + 1}"] += delta / 1000
    return self_ms.most_common(n)


def heaviest_callers(profile: dict, n: int = 10) -> list[tuple[str, list[tuple[str, float]]]]:
    """The `n` heaviest functions by self time, each with its three heaviest callers (ms): which code of the form's
    pays for a browser function (a `focus` or a `remove` that forces a layout)."""
    nodes = {node["id"]: node for node in profile["nodes"]}
    parent = {child: node["id"] for node in profile["nodes"] for child in node.get("children", [])}

    def name(node_id: int) -> str:
        f = nodes[node_id]["callFrame"]
        return f"{f['functionName'] or '(anonymous)'} {Path(f['url']).name}:{f['lineNumber'] + 1}"

    callers: dict[str, Counter[str]] = {}
    for sample, delta in zip(profile.get("samples", []), profile.get("timeDeltas", [])):
        up = parent.get(sample)
        callers.setdefault(name(sample), Counter())[name(up) if up is not None else "(root)"] += delta / 1000
    top = [f for f, _ in heaviest(profile, n)]
    return [(f, [(c, round(ms, 1)) for c, ms in callers[f].most_common(3)]) for f in top]


def tap_parts(page) -> tuple[list[float], dict[str, list[float]], list[str]]:
    """Each measured tap's time (the key or pointer going down to the board redrawn) and its parts, from the page's
    `window.tapParts` (PARTS) and the fetches' Resource Timing."""
    taps = page.evaluate("window.tapParts")
    fetches = sorted(page.evaluate(RESOURCES), key=lambda f: f["start"])
    times: list[float] = []
    parts: dict[str, list[float]] = {name: [] for name in PART_NAMES}
    engine: list[str] = []
    for tap in taps:
        sent = tap["sent"]
        if tap.get("phone") and tap["parsed"] is not None:  # answered by the engine on the phone: no fetch
            got = {"end": tap["parsed"], "req": 0, "resp": 0}
        else:
            got = next((f for f in fetches if f["start"] >= sent - 1 and f["end"] <= tap["drawn"]), None)
        if got is None or tap["parsed"] is None:
            continue
        start = tap["click"] if tap["click"] is not None and tap["click"] <= sent else tap["down"]
        times.append(tap["drawn"] - tap["down"])
        engine.append(tap["engine"])
        for name, ms in (
            ("press", start - tap["down"]),
            ("tap", sent - start),
            ("request", got["end"] - sent),
            ("server", got["resp"] - got["req"] if got["req"] else 0.0),
            ("parse", tap["parsed"] - got["end"]),
            ("answer", tap["drawn"] - tap["parsed"]),
            ("paint", (tap.get("painted") or tap["drawn"]) - tap["drawn"]),
            ("save", tap["saveMs"]),
        ):
            parts[name].append(ms)
    return times, parts, engine


WORK_KINDS = {
    "style": ("UpdateLayoutTree", "RecalculateStyles"),
    "layout": ("Layout",),
    "paint": ("PrePaint", "Paint", "Layerize", "UpdateLayer", "CompositeLayers"),
    "parse_html": ("ParseHTML",),
}
TRACE_CATEGORIES = ["toplevel", "devtools.timeline", "v8", "blink.user_timing", "disabled-by-default-devtools.timeline"]


def main_thread(trace: bytes, taps: list[dict], zero: float) -> dict:
    """What the page's threads did during each tap (from its key or pointer down to the frame after the redraw), from
    a Chromium trace: the main thread's tasks by wall time and by CPU time (the difference is time the thread was
    ready but waiting for a core), garbage collection, and the CPU time of the page's other threads (the service
    worker, the engine's worker), and the main thread's style recalculation, layout and paint. Medians over all taps
    and over the slowest 5 %."""
    data = json.loads(trace)
    events = data["traceEvents"] if isinstance(data, dict) else data
    mark = next(e for e in events if e.get("name") == "bench-zero")
    pid, tid = mark["pid"], mark["tid"]
    offset = mark["ts"] / 1000 - zero
    tasks = [
        e
        for e in events
        if e.get("ph") == "X"
        and e.get("pid") == pid
        and e.get("name") == "ThreadControllerImpl::RunTask"
        and "dur" in e
    ]
    gcs = [
        e
        for e in events
        if e.get("ph") == "X"
        and e.get("pid") == pid
        and e.get("tid") == tid
        and e.get("name") in ("MinorGC", "MajorGC")
    ]
    # the main thread's work by kind (DevTools' timeline names): style, layout and paint forced by the script are
    # nested in its events, so each kind counts its own events only
    kinds = {
        kind: [
            e
            for e in events
            if e.get("ph") == "X"
            and e.get("pid") == pid
            and e.get("tid") == tid
            and e.get("name") in names
            and "dur" in e
        ]
        for kind, names in WORK_KINDS.items()
    }

    def within(es: list[dict], a: float, b: float, key: str) -> float:
        total = 0.0
        for e in es:
            start, dur = e["ts"] / 1000, e["dur"] / 1000
            overlap = min(b, start + dur) - max(a, start)
            if overlap > 0 and dur > 0:
                total += e.get(key, e["dur"]) / 1000 * overlap / dur
        return total

    rows = []
    for tap in taps:
        a, b = tap["down"] + offset, (tap.get("painted") or tap["drawn"]) + offset
        main = [e for e in tasks if e["tid"] == tid]
        other = [e for e in tasks if e["tid"] != tid]
        rows.append(
            {
                "tap_ms": tap["drawn"] - tap["down"],
                "main_wall_ms": within(main, a, b, "dur"),
                "main_cpu_ms": within(main, a, b, "tdur"),
                "gc_ms": within(gcs, a, b, "dur"),
                "other_threads_cpu_ms": within(other, a, b, "tdur"),
                **{f"{kind}_ms": within(es, a, b, "dur") for kind, es in kinds.items()},
            }
        )
    times = [r["tap_ms"] for r in rows]
    slow = [r for r in rows if r["tap_ms"] >= percentile(times, 0.95)]
    keys = ("tap_ms", "main_wall_ms", "main_cpu_ms", "other_threads_cpu_ms", *(f"{kind}_ms" for kind in WORK_KINDS))

    def of(taps: list[dict]) -> dict:
        return {
            **{k: round(statistics.median(r[k] for r in taps), 1) for k in keys},
            "taps_with_gc": round(sum(r["gc_ms"] > 0 for r in taps) / len(taps), 2),
            "gc_ms_mean": round(statistics.mean(r["gc_ms"] for r in taps), 1),
        }

    return {"all_taps_median": of(rows), "slowest_5pct_median": of(slow)}


def summary(times: list[float], parts: dict[str, list[float]], engine: list[str]) -> dict:
    """The median and p95 of the taps and of each part; the parts' medians over the slowest 5 % of taps."""
    slow = [k for k, ms in enumerate(times) if ms >= percentile(times, 0.95)]
    return {
        "measured": len(times),
        "median_ms": round(statistics.median(times), 1),
        "p95_ms": round(percentile(times, 0.95), 1),
        "max_ms": round(max(times), 1),
        **spread(times),
        "parts_median_p95_ms": {
            name: [round(statistics.median(xs), 1), round(percentile(xs, 0.95), 1)] for name, xs in parts.items()
        },
        "slowest_5pct_parts_median_ms": {
            name: round(statistics.median(xs[k] for k in slow), 1) for name, xs in parts.items()
        },
        "engine_starting": {
            "taps": engine.count("starting"),
            "of_slowest_5pct": sum(engine[k] == "starting" for k in slow),
        },
    }


def measure(browser, page, play, trace: bool, throttle: Throttle | None = None) -> dict:
    """`play()` tapped with the page's parts timed (PARTS), traced by Chromium if `trace` (main_thread), throttled by
    `throttle` (its workers too, where Chromium takes it)."""
    if throttle is not None:
        throttle.throttle_workers()
    page.evaluate(PARTS)
    if trace:
        browser.start_tracing(page=page, categories=TRACE_CATEGORIES)
        zero = page.evaluate(
            "() => performance.mark('bench-zero').startTime"
        )  # where the trace's clock meets the page's
    play()
    result = summary(*tap_parts(page))
    if trace:
        result["main_thread"] = main_thread(browser.stop_tracing(), page.evaluate("window.tapParts"), zero)
    if throttle is not None:
        result["cpu_throttle"] = throttle.report()
    return result


def sakkara(browser, port: int, trace: bool = False, rate: float = 1) -> dict:
    """The Sakkara board's whole game, tapped as tests/web/test_sakkara_board.py does."""
    log = sakkara_game()
    context, page, throttle = open_page(browser, port, rate)
    sakkara_begin(page, log)

    def play() -> None:
        for n, (player, move) in enumerate(written(log), start=5):
            sakkara_tap(page, player, move, n)

    result = {
        "game": "sakkara",
        "players": 2,
        "moves": len(written(log)),
        **measure(browser, page, play, trace, throttle),
    }
    context.close()
    return result


def ra(browser, port: int, seed: int = 0, players: int = 3, trace: bool = False, rate: float = 1) -> dict:
    """A seeded Ra game tapped on the recording screen as tests/web/test_record_auction.py does."""
    log = ra_game(seed, players)
    context, page, throttle = open_page(browser, port, rate)
    record_begin(page, "ra", log)

    def play() -> None:
        for n, move in enumerate(log["moves"], start=1):
            record_tap(page, move, n)

    result = {
        "game": "ra",
        "players": players,
        "moves": len(log["moves"]),
        **measure(browser, page, play, trace, throttle),
    }
    late = tap_parts(page)[0][149:]
    if late:
        result["from_move_150"] = {
            "measured": len(late),
            "median_ms": round(statistics.median(late), 1),
            "p95_ms": round(percentile(late, 0.95), 1),
        }
    context.close()
    return result


def load() -> float:
    return round(os.getloadavg()[0], 2)


def static_site():
    """`referee site` written to a temporary folder and served by `python3 -m http.server` on loopback: (url, server)."""
    folder = Path(tempfile.mkdtemp(prefix="referee-site-"))
    subprocess.run(
        [sys.executable, "-m", "referee", "site", str(folder)],
        cwd=ROOT.parent,
        check=True,
        capture_output=True,
        timeout=300,
    )
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(folder), str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/"
    for _ in range(300):
        try:
            urllib.request.urlopen(url, timeout=1).close()
            return url, proc
        except OSError:
            time.sleep(0.1)
    proc.terminate()
    raise RuntimeError("the static site was not served")


def run(
    profile: bool = False,
    trace: bool = False,
    rate: float = 1,
    site: bool = False,
    games: tuple[str, ...] = ("osiris2", "osiris3", "osiris4", "sakkara", "ra"),
) -> dict:
    port = free_port()
    server = start_server(port, wait_s=120)  # a loaded machine starts gunicorn slowly
    served = static_site() if site else None
    SITE["url"] = served[0] if served else None
    report: dict = {
        "target_p95_ms": TARGET_MS,
        "cpu_throttle": rate,
        "where": "static site, offline" if site else "server",
        "load_at_start": load(),
        "cores": os.cpu_count(),
        "games": [],
    }
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            for players, seed, optional in GAMES:
                if f"osiris{players}" not in games:
                    continue
                log = random_game(seed, players, rebellion=optional, relief=optional)
                context, page, throttle = open_page(browser, port, rate)
                begin(page, log)
                cdp = None
                if profile and players == 2:
                    cdp = context.new_cdp_session(page)
                    cdp.send("Profiler.enable")
                    cdp.send("Profiler.start")
                game = {
                    "game": "osiris",
                    "players": players,
                    "optional_rules": optional,
                    "moves": len(log["moves"]),
                    **measure(browser, page, lambda log=log, page=page: play_through(page, log), trace, throttle),
                }
                if cdp is not None:
                    cpu = cdp.send("Profiler.stop")["profile"]
                    game["heaviest_self_ms"] = [[name, round(ms, 1)] for name, ms in heaviest(cpu)]
                    game["heaviest_callers_ms"] = [[name, callers] for name, callers in heaviest_callers(cpu)]
                report["games"].append(game)
                context.close()
            if "sakkara" in games:
                report["games"].append(sakkara(browser, port, trace, rate))
            if "ra" in games:
                report["games"].append(ra(browser, port, trace=trace, rate=rate))
            browser.close()
    finally:
        server.terminate()
        server.wait()
        if served:
            served[1].terminate()
            served[1].wait()
    report["load_at_end"] = load()
    report["met"] = all(g["p95_ms"] < TARGET_MS for g in report["games"])
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", action="store_true", help="the 2-player Osiris game's JavaScript CPU profile")
    parser.add_argument(
        "--trace", action="store_true", help="each game traced by Chromium: the page's threads during each tap"
    )
    parser.add_argument(
        "--cpu-throttle",
        type=float,
        default=1,
        metavar="RATE",
        help="slow the page's CPU RATE times (and its workers', where Chromium takes it): 4 a mid-range phone",
    )
    parser.add_argument(
        "--site", action="store_true", help="on the static site, offline: the referee on the phone answers"
    )
    parser.add_argument(
        "--games", default="osiris2,osiris3,osiris4,sakkara,ra", help="some of osiris2,osiris3,osiris4,sakkara,ra"
    )
    args = parser.parse_args()
    print(
        json.dumps(run(args.profile, args.trace, args.cpu_throttle, args.site, tuple(args.games.split(","))), indent=2)
    )


if __name__ == "__main__":
    main()
