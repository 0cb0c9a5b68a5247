"""Several referee instances behind nginx (deploy/nginx.conf), started on loopback; and the throughput
with 1, 2 and 3 instances (docs/scaling.md).

Each instance is gunicorn as the README starts it (referee/gunicorn_conf.py) with REFEREE_WORKERS workers (1 by
default, so that the instance count is the worker count) on a free 127.0.0.1 port; nginx runs
deploy/nginx.conf and deploy/referee.conf themselves, only the listen port and upstream servers changed, in a temporary prefix,
not as a daemon, with deploy/referee-balancer.conf as shipped (no balancer trusted) unless a test lists one.
The load is a fixed number of client processes, each one keep-alive connection sending the same request (a
5-player Ra epoch-3 /score, examples/ra-score-epoch3-5-players.json) for a fixed time; the configurations are
interleaved over several rounds, and the load average is printed before and after: the machine may be shared.

Run:  .venv/bin/python bench/instances.py [--seconds 5] [--rounds 2] [--clients 4] [--workers 1]
tests/server/test_scaling.py uses `Cluster` to start three instances behind nginx and stop one under load.
"""

from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
NGINX_CONF = ROOT / "deploy" / "nginx.conf"
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
BODY = (ROOT / "examples" / "ra-score-epoch3-5-players.json").read_bytes()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


PROXY_CONF = ROOT / "deploy" / "referee.conf"  # the server block, included by nginx.conf
BALANCER_CONF = ROOT / "deploy" / "referee-balancer.conf"  # the trusted balancers, included by referee.conf


def balancer_conf(trusted: list[str] | None = None) -> str:
    """deploy/referee-balancer.conf as shipped (it trusts no one), with a `set_real_ip_from` line for each
    address or range in `trusted`."""
    return BALANCER_CONF.read_text() + "".join(f"set_real_ip_from {address};\n" for address in trusted or [])


def nginx_conf(listen: int, upstreams: list[int], request_rate: str | None = None) -> tuple[str, str]:
    """deploy/nginx.conf and deploy/referee.conf with the upstream servers and the listen port replaced, and
    the request rate per client address when `request_rate` is given (e.g. "100000r/s": a load from one
    test address that the limit must not shape); nothing else."""
    text = NGINX_CONF.read_text()
    servers = re.findall(r"^\s*server 127\.0\.0\.1:\d+ [^;]*;\n", text, flags=re.M)
    assert servers, "deploy/nginx.conf has no upstream server lines"
    options = servers[0].strip().split(" ", 2)[2]  # e.g. max_fails=0;
    lines = "".join(f"        server 127.0.0.1:{port} {options}\n" for port in upstreams)
    main = text.replace("".join(servers), lines)
    proxy, n = re.subn(r"^(\s*)listen 8080;", rf"\1listen 127.0.0.1:{listen};", PROXY_CONF.read_text(), flags=re.M)
    assert n == 1, "deploy/referee.conf listens on 8080 once"
    if request_rate:
        proxy, n = re.subn(r"(limit_req_zone [^;]* rate=)\d+r/s;", rf"\g<1>{request_rate};", proxy)
        assert n == 1, "deploy/referee.conf has one limit_req_zone"
    return main, proxy


def wait_up(url: str, proc: subprocess.Popen[bytes], what: str, log: Path, seconds: float = 30) -> None:
    host, port = url.removeprefix("http://").split(":")
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited: " + log.read_text(errors="replace")[-2000:])
        try:
            conn = http.client.HTTPConnection(host, int(port), timeout=2)
            conn.request("GET", "/health")
            if conn.getresponse().status == 200:
                conn.close()
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"{what} did not answer /health within {seconds} s: " + log.read_text(errors="replace")[-2000:])


class Cluster:
    """`instances` gunicorns on loopback and nginx in front of them; a context manager. `trusted_balancers`:
    the addresses nginx takes X-Forwarded-For from (deploy/referee-balancer.conf); none by default."""

    def __init__(
        self,
        instances: int = 3,
        workers: int = 1,
        env: dict[str, str] | None = None,
        request_rate: str | None = None,
        trusted_balancers: list[str] | None = None,
    ):
        self.count, self.workers, self.extra_env = instances, workers, env or {}
        self.request_rate, self.trusted_balancers = request_rate, trusted_balancers
        self.ports = [free_port() for _ in range(instances)]
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.instances: list[subprocess.Popen[bytes]] = []
        self.nginx: subprocess.Popen[bytes] | None = None
        self.prefix = ""

    def instance_url(self, i: int) -> str:
        return f"http://127.0.0.1:{self.ports[i]}"

    def __enter__(self) -> Cluster:
        # nginx's workers may run as another user (root's default: nobody): the prefix must be readable.
        # Every process logs to a file here (a pipe nobody reads could fill and stall it).
        self.prefix = tempfile.mkdtemp(prefix="referee-nginx-")
        os.chmod(self.prefix, 0o755)
        folder = Path(self.prefix)
        try:
            for i, port in enumerate(self.ports):
                env = dict(
                    os.environ, REFEREE_BIND=f"127.0.0.1:{port}", REFEREE_WORKERS=str(self.workers), **self.extra_env
                )
                with open(folder / f"instance-{i}.log", "wb") as log:
                    self.instances.append(
                        subprocess.Popen(
                            [
                                sys.executable,
                                "-m",
                                "gunicorn",
                                "-c",
                                "python:referee.gunicorn_conf",
                                "referee:create_app()",
                            ],
                            cwd=ROOT,
                            env=env,
                            stdout=subprocess.DEVNULL,
                            stderr=log,
                            start_new_session=True,
                        )
                    )  # its own process group: stop() ends master and workers
            for i, proc in enumerate(self.instances):
                wait_up(self.instance_url(i), proc, f"instance {i}", folder / f"instance-{i}.log")
            main, proxy = nginx_conf(self.port, self.ports, self.request_rate)
            (folder / "nginx.conf").write_text(main)
            (folder / PROXY_CONF.name).write_text(proxy)  # `include referee.conf`: beside nginx.conf
            (folder / BALANCER_CONF.name).write_text(balancer_conf(self.trusted_balancers))  # and its include
            with open(folder / "nginx.log", "wb") as log, open(folder / "access.log", "wb") as access:
                self.nginx = subprocess.Popen(  # its access log (JSON lines) on standard output
                    [
                        NGINX,
                        "-e",
                        "stderr",
                        "-p",
                        self.prefix + "/",
                        "-c",
                        str(folder / "nginx.conf"),
                        "-g",
                        "daemon off;",
                    ],
                    stdout=access,
                    stderr=log,
                    start_new_session=True,
                )
            wait_up(self.url, self.nginx, "nginx", folder / "nginx.log")
        except BaseException:
            self.__exit__()
            raise
        return self

    def stop(self, i: int, sig: int = signal.SIGKILL) -> None:
        """End instance i: SIGKILL (a crash: its open requests are cut) or SIGTERM (gunicorn's graceful stop)."""
        proc = self.instances[i]
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, sig)
            except ProcessLookupError:
                pass
            proc.wait(30)

    def nginx_log(self) -> str:
        """What nginx wrote to its error log (standard error) so far."""
        path = Path(self.prefix) / "nginx.log"
        return path.read_text(errors="replace") if self.prefix and path.exists() else ""

    def access_log(self) -> list[dict[str, Any]]:
        """nginx's access log so far: one JSON object per request."""
        path = Path(self.prefix) / "access.log"
        text = path.read_text(errors="replace") if self.prefix and path.exists() else ""
        return [json.loads(line) for line in text.splitlines() if line.strip()]

    def __exit__(self, *exc: Any) -> None:
        if self.nginx is not None and self.nginx.poll() is None:
            self.nginx.send_signal(signal.SIGQUIT)  # graceful: open connections finish
            try:
                self.nginx.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(self.nginx.pid, signal.SIGKILL)
                self.nginx.wait(5)
        for i, proc in enumerate(self.instances):
            if proc.poll() is None:
                self.stop(i, signal.SIGTERM)
        if self.prefix:
            shutil.rmtree(self.prefix, ignore_errors=True)


# --- the benchmark --------------------------------------------------------------------------------


def _client(args: tuple[str, float]) -> int:
    """One keep-alive client sending the request for `seconds`: how many 200s it got."""
    url, seconds = args
    host, port = url.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)
    done, end = 0, time.monotonic() + seconds
    headers = {"Content-Type": "application/json"}
    while time.monotonic() < end:
        conn.request("POST", "/v1/games/ra/score", body=BODY, headers=headers)
        response = conn.getresponse()
        response.read()
        if response.status != 200:
            raise RuntimeError(f"status {response.status}")
        done += 1
    conn.close()
    return done


def throughput(url: str, clients: int, seconds: float) -> float:
    with multiprocessing.get_context("spawn").Pool(clients) as pool:
        _client((url, 0.2))  # warm: the first requests import and build what is cached
        start = time.monotonic()
        total = sum(pool.map(_client, [(url, seconds)] * clients))
        return total / (time.monotonic() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="per measurement (default 5)")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved rounds (default 2)")
    parser.add_argument("--clients", type=int, default=4, help="client processes (default 4)")
    parser.add_argument("--workers", type=int, default=1, help="gunicorn workers per instance (default 1)")
    parser.add_argument("--instances", default="1,2,3", help="instance counts to measure (default 1,2,3)")
    args = parser.parse_args(argv)
    counts = [int(n) for n in args.instances.split(",")]
    load_before = os.getloadavg()
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    results: dict[str, list[float]] = {}
    for _ in range(args.rounds):
        for n in counts:
            with Cluster(n, args.workers, request_rate="100000r/s") as cluster:  # one address, all the load
                results.setdefault(f"{n} behind nginx", []).append(throughput(cluster.url, args.clients, args.seconds))
                if n == 1:  # the yardstick: the same instance without the proxy
                    results.setdefault("1 direct", []).append(
                        throughput(cluster.instance_url(0), args.clients, args.seconds)
                    )
    report = {
        "started": started,
        "cores": os.cpu_count(),
        "workers_per_instance": args.workers,
        "clients": args.clients,
        "seconds": args.seconds,
        "rounds": args.rounds,
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in os.getloadavg()],
        "requests_per_second": {
            k: {"median": round(statistics.median(v)), "runs": [round(x) for x in v]} for k, v in results.items()
        },
    }
    print(json.dumps(report, indent=2))
    base = report["requests_per_second"]["1 behind nginx"]["median"]
    print(f"\n{'instances':<18}{'requests/s':>12}{'x one':>8}")
    for name, value in report["requests_per_second"].items():
        print(f"{name:<18}{value['median']:>12}{value['median'] / base:>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
