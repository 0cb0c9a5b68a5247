"""Slow clients against referee's real gunicorn config: are normal requests still answered?

Starts gunicorn exactly as the README does (this repo's referee/gunicorn_conf.py, `referee:create_app()`)
on a free 127.0.0.1 port, with HOME pointing at a temporary directory. Then it opens, and keeps
open for the whole run (reopening any the server drops, as an attacker would):
  - `--slow` connections that send a request line, then one header line every `--interval` s
    and never finish their headers (slowloris);
  - `--body` connections that send complete headers announcing a 64 KiB body, then one byte of
    it every `--interval` s;
  - `--idle` connections that send nothing;
  - `--tls` connections that send a TLS ClientHello-like record (no CRLF) and wait.
After a second to settle, `--clients` threads send normal requests for `--seconds`, each on a
new connection: `GET /health` and `POST /v1/games/ra/score` with examples/ra-score-epoch.json
in turn. A request fails on any error, on a status other than 200, or after `--timeout` s.
Reports count, failures, p50/p99/max latency (failures count with the time they took), and how
long the server let each kind of attacking connection live. Target: no failure, p99 under 1 s.

Bounded: loopback only, fixed connection counts, fixed time; it stops the server (SIGTERM, then
SIGKILL to its process group) and closes every socket whatever happens.

Run:  .venv/bin/python bench/slow_clients.py [--slow 200 --body 200 --idle 200 --tls 10 --seconds 10]
      .venv/bin/python bench/slow_clients.py --worker-class gthread    # the old config, for comparison
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import math
import os
import resource
import selectors
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
SCORE_BODY = (ROOT / "examples" / "ra-score-epoch.json").read_bytes()
SLOW_START = b"POST /v1/games/ra/replay HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
BODY_START = SLOW_START + b"Content-Length: 65536\r\n\r\n"
# The start of a TLS 1.2/1.3 ClientHello as a client would send it to an https:// URL: a handshake
# record header, then bytes that hold no CRLF (so an HTTP/1 parser keeps waiting for a line end).
TLS_HELLO = b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + bytes(range(32, 96)) * 7 + b"\x00\x02\x13\x01\x01\x00"
MAX_REOPEN_FACTOR = 20  # an attacker reopens at most this many times its connection count


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def raise_fd_limit(needed: int) -> None:
    """Lift this process's soft limit on open files to `needed` (at most the hard limit)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = needed if hard == resource.RLIM_INFINITY else min(needed, hard)
    if soft != resource.RLIM_INFINITY and soft < want:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))


@dataclass
class Server:
    port: int
    proc: subprocess.Popen
    home: Path  # HOME of the server: gunicorn 25+ would put .gunicorn/gunicorn.ctl here
    runtime: Path  # XDG_RUNTIME_DIR of the server: or gunicorn.ctl here
    log: Path

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")


@contextlib.contextmanager
def server(env: dict[str, str] | None = None, start_timeout: float = 20.0) -> Iterator[Server]:
    """gunicorn with this repo's config on a free loopback port; stopped on exit, whatever happens."""
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="referee-slow-") as tmp:
        home, runtime, log = Path(tmp) / "home", Path(tmp) / "run", Path(tmp) / "gunicorn.log"
        home.mkdir()
        runtime.mkdir(mode=0o700)
        full_env = dict(os.environ, REFEREE_BIND=f"{HOST}:{port}", HOME=str(home), XDG_RUNTIME_DIR=str(runtime))
        full_env.update(env or {})
        with open(log, "wb") as out:
            proc = subprocess.Popen(
                [sys.executable, "-m", "gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"],
                cwd=ROOT,
                env=full_env,
                stdout=out,
                stderr=out,
                start_new_session=True,
            )  # its own process group: stopped as one
        srv = Server(port, proc, home, runtime, log)
        try:
            deadline = time.monotonic() + start_timeout
            while True:
                if proc.poll() is not None:
                    raise RuntimeError("gunicorn exited at start:\n" + srv.log_text()[-3000:])
                try:
                    status, _ = request(port, "GET", "/health", timeout=1)
                    if status == 200:
                        break
                except OSError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError("gunicorn did not answer /health:\n" + srv.log_text()[-3000:])
                time.sleep(0.1)
            yield srv
        finally:
            stop(proc)


def stop(proc: subprocess.Popen) -> None:
    """SIGTERM (graceful) to the server's process group, SIGKILL if it is still there after 15 s."""
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(5)
    with contextlib.suppress(ProcessLookupError):  # workers left behind by a master that died
        os.killpg(proc.pid, signal.SIGKILL)


def request(port: int, method: str, path: str, body: bytes | None = None, timeout: float = 10.0) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
    try:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        conn.request(method, path, body=body, headers=headers)
        resp = conn.getresponse()
        return resp.status, resp.read()
    finally:
        conn.close()


@dataclass
class Attack:
    kind: str  # "slow" | "body" | "idle" | "tls"
    sock: socket.socket
    opened: float
    sent_lines: int = 0
    next_send: float = 0.0


@dataclass
class AttackStats:
    opened: dict[str, int] = field(default_factory=dict)
    connect_errors: int = 0
    dropped: dict[str, list[float]] = field(
        default_factory=dict
    )  # kind -> seconds each lived before the server closed it


class Attackers:
    """Keep `counts[kind]` attacking connections open until stop(), reopening what the server drops."""

    def __init__(self, port: int, counts: dict[str, int], interval: float = 2.0):
        self.port, self.counts, self.interval = port, counts, interval
        self.stats = AttackStats(opened={k: 0 for k in counts}, dropped={k: [] for k in counts})
        self.live: dict[int, Attack] = {}  # fileno -> attack
        self.sel = selectors.DefaultSelector()
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._run, name="attackers", daemon=True)

    def __enter__(self) -> "Attackers":
        self._top_up()
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stopping.set()
        self.thread.join(10)
        for attack in list(self.live.values()):
            self._close(attack)
        self.sel.close()

    def open_now(self) -> dict[str, int]:
        now: dict[str, int] = {k: 0 for k in self.counts}
        for attack in list(self.live.values()):
            now[attack.kind] += 1
        return now

    def _open(self, kind: str) -> None:
        if self.stats.opened[kind] >= self.counts[kind] * MAX_REOPEN_FACTOR:
            return
        try:
            sock = socket.create_connection((HOST, self.port), timeout=2)
            if kind == "slow":
                sock.sendall(SLOW_START)
            elif kind == "body":
                sock.sendall(BODY_START)
            elif kind == "tls":
                sock.sendall(TLS_HELLO)
            sock.setblocking(False)
        except OSError:
            self.stats.connect_errors += 1
            return
        now = time.monotonic()
        attack = Attack(kind, sock, now, next_send=now + self.interval)
        self.live[sock.fileno()] = attack
        self.stats.opened[kind] += 1
        self.sel.register(sock, selectors.EVENT_READ, attack)

    def _close(self, attack: Attack) -> None:
        with contextlib.suppress(KeyError, ValueError):
            self.sel.unregister(attack.sock)
        self.live.pop(attack.sock.fileno(), None)
        attack.sock.close()

    def _dropped(self, attack: Attack) -> None:
        self.stats.dropped[attack.kind].append(time.monotonic() - attack.opened)
        self._close(attack)

    def _top_up(self) -> None:
        now = self.open_now()
        for kind, want in self.counts.items():
            for _ in range(want - now[kind]):
                if self.stopping.is_set():
                    return
                self._open(kind)

    def _run(self) -> None:
        while not self.stopping.is_set():
            for key, _ in self.sel.select(timeout=0.2):
                attack = key.data
                try:
                    data = attack.sock.recv(65536)
                except BlockingIOError:
                    continue
                except OSError:
                    data = b""
                if not data:  # closed by the server (an answer, if any, is read and ignored)
                    self._dropped(attack)
            now = time.monotonic()
            for attack in list(self.live.values()):
                if attack.kind in ("slow", "body") and now >= attack.next_send:
                    attack.next_send = now + self.interval
                    line = b"X-Slow-%d: still coming\r\n" % attack.sent_lines if attack.kind == "slow" else b" "
                    try:
                        attack.sock.send(line)
                        attack.sent_lines += 1
                    except (BlockingIOError, InterruptedError):
                        pass
                    except OSError:
                        self._dropped(attack)
            self._top_up()


@dataclass
class Load:
    latencies: list[float] = field(default_factory=list)  # every request, failures included
    failures: list[str] = field(default_factory=list)

    def summary(self) -> dict[str, float | int]:
        lat = sorted(self.latencies)

        def pct(p: float) -> float:
            return lat[max(0, math.ceil(p * len(lat)) - 1)] if lat else float("nan")

        return {
            "requests": len(lat),
            "failures": len(self.failures),
            "p50_s": pct(0.50),
            "p99_s": pct(0.99),
            "max_s": lat[-1] if lat else float("nan"),
        }


def normal_load(port: int, seconds: float, clients: int, timeout: float) -> Load:
    """`clients` threads, each sending GET /health and a real score request in turn for `seconds`."""
    load, lock = Load(), threading.Lock()
    end = time.monotonic() + seconds

    def client(i: int) -> None:
        n = i
        while time.monotonic() < end:
            n += 1
            method, path, body = ("GET", "/health", None) if n % 2 else ("POST", "/v1/games/ra/score", SCORE_BODY)
            t0 = time.perf_counter()
            error = ""
            try:
                status, answer = request(port, method, path, body, timeout=timeout)
                if status != 200:
                    error = f"{method} {path}: {status}"
                elif body is not None:
                    json.loads(answer)
            except Exception as e:  # noqa: BLE001 -- every way a request can fail is a failure
                error = f"{method} {path}: {type(e).__name__}: {e}"
            elapsed = time.perf_counter() - t0
            with lock:
                load.latencies.append(elapsed)
                if error:
                    load.failures.append(error)

    threads = [threading.Thread(target=client, args=(i,), daemon=True) for i in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(seconds + timeout + 10)
    return load


def run(
    slow: int = 200,
    idle: int = 200,
    tls: int = 10,
    body: int = 200,
    seconds: float = 10.0,
    clients: int = 4,
    timeout: float = 10.0,
    interval: float = 2.0,
    settle: float = 1.0,
    env: dict[str, str] | None = None,
) -> dict:
    """The whole benchmark; returns the figures (see the module's docstring)."""
    raise_fd_limit(2 * (slow + body + idle + tls) + clients * 4 + 256)
    load_before = os.getloadavg()
    with server(env) as srv:
        with Attackers(srv.port, {"slow": slow, "body": body, "idle": idle, "tls": tls}, interval) as attackers:
            time.sleep(settle)
            open_at_start = attackers.open_now()
            load = normal_load(srv.port, seconds, clients, timeout)
            open_at_end = attackers.open_now()
        stats = attackers.stats
        worker = next(
            (
                _message(line).split("Using worker: ")[1].strip()
                for line in srv.log_text().splitlines()
                if "Using worker: " in line
            ),
            "?",
        )
    result: dict = {
        "worker": worker,
        "attack": {
            "wanted": {"slow": slow, "body": body, "idle": idle, "tls": tls},
            "open_at_start": open_at_start,
            "open_at_end": open_at_end,
            "opened": stats.opened,
            "connect_errors": stats.connect_errors,
            "dropped_by_server": {k: len(v) for k, v in stats.dropped.items()},
            "median_life_s": {k: round(statistics.median(v), 2) if v else None for k, v in stats.dropped.items()},
        },
        "normal": load.summary(),
        "failure_examples": sorted(set(load.failures))[:5],
        "load_average": {"before": [round(x, 2) for x in load_before], "after": [round(x, 2) for x in os.getloadavg()]},
    }
    return result


def _message(line: str) -> str:
    """A log line's message: the error log is JSON lines (referee/api/logs.py)."""
    try:
        return str(json.loads(line)["message"])
    except (ValueError, KeyError, TypeError):
        return line


def report(result: dict) -> str:
    n, a = result["normal"], result["attack"]
    lines = [
        f"worker class: {result['worker']}",
        f"attack: open at start {a['open_at_start']}, at end {a['open_at_end']}; opened in all {a['opened']}, "
        f"connect errors {a['connect_errors']}",
        f"attack connections the server closed: {a['dropped_by_server']}, median life (s): {a['median_life_s']}",
        f"normal requests: {n['requests']}, failures: {n['failures']}, p50 {n['p50_s'] * 1000:.1f} ms, "
        f"p99 {n['p99_s'] * 1000:.1f} ms, max {n['max_s'] * 1000:.1f} ms",
        f"load average (1, 5, 15 min): before {result['load_average']['before']}, "
        f"after {result['load_average']['after']}",
    ]
    lines += [f"  e.g. {f}" for f in result["failure_examples"]]
    ok = n["failures"] == 0 and n["p99_s"] < 1.0
    lines.append("target (no failure, p99 < 1 s): " + ("met" if ok else "MISSED"))
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--slow", type=int, default=200, help="slow-header connections (default 200)")
    ap.add_argument("--body", type=int, default=200, help="slow-body connections (default 200)")
    ap.add_argument("--idle", type=int, default=200, help="idle connections (default 200)")
    ap.add_argument("--tls", type=int, default=10, help="TLS-hello connections (default 10)")
    ap.add_argument("--seconds", type=float, default=10.0, help="seconds of normal requests (default 10)")
    ap.add_argument("--clients", type=int, default=4, help="threads sending normal requests (default 4)")
    ap.add_argument("--timeout", type=float, default=10.0, help="a normal request fails after this (default 10 s)")
    ap.add_argument("--interval", type=float, default=2.0, help="seconds between a slow client's header lines")
    ap.add_argument("--worker-class", help="override the config's worker class (REFEREE_WORKER_CLASS), e.g. gthread")
    ap.add_argument("--workers", type=int, help="override the config's worker count (REFEREE_WORKERS)")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = ap.parse_args()
    for name, limit in (("slow", 5000), ("body", 5000), ("idle", 8000), ("tls", 1000)):
        if not 0 <= getattr(args, name) <= limit:
            ap.error(f"--{name} must be between 0 and {limit}")
    if not 0 < args.seconds <= 300:
        ap.error("--seconds must be in (0, 300]")
    env = {}
    if args.worker_class:
        env["REFEREE_WORKER_CLASS"] = args.worker_class
    if args.workers:
        env["REFEREE_WORKERS"] = str(args.workers)
    result = run(
        args.slow, args.idle, args.tls, args.body, args.seconds, args.clients, args.timeout, args.interval, env=env
    )
    print(json.dumps(result, indent=2) if args.json else report(result))
    return 0 if result["normal"]["failures"] == 0 and result["normal"]["p99_s"] < 1.0 else 1


if __name__ == "__main__":
    sys.exit(main())
