"""Several instances behind nginx, for real: Debian's nginx runs deploy/nginx.conf, deploy/referee.conf and
deploy/referee-balancer.conf (only their ports changed, the request rate per address for the loads sent from
one test address, and the balancer listed where a test puts one in front) in front of gunicorn instances on
loopback:
- a bounded mixed load runs while one instance is killed, and no request is lost: each gets exactly a single
  instance's answer (nginx sends what the killed instance could not answer to another one) or a clean
  problem+json from nginx, never a hang; the one answer that can be cut is one whose headers had already
  reached nginx from the instance that died (nothing can be sent again then), and the test checks that this is
  what happened to any cut answer;
- heavy batches that make the instances answer their busy 503 never make nginx refuse the cheap requests;
- a slow-body attack from one address leaves every other address answered;
- every spelling of /metrics is refused at the proxy;
- the access log names the client's address, and the app takes it from X-Forwarded-For (one trusted proxy);
- behind a trusted load balancer (a second nginx on loopback) every client has its own limits, and nobody can
  choose the address its limits are counted under by writing X-Forwarded-For itself."""

from __future__ import annotations

import http.client
import json
import os
import re
import select
import shutil
import signal
import socket
import sys
import threading
import time
import zlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import requests

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import instances  # noqa: E402

if not (shutil.which("nginx") or os.path.exists("/usr/sbin/nginx")):
    if os.environ.get("CI"):
        pytest.fail("nginx is missing; CI must install Debian's nginx: apt-get install nginx", pytrace=False)
    pytest.skip("install Debian's nginx: apt-get install nginx", allow_module_level=True)

EXAMPLES = ROOT / "examples"
TIMEOUT = 30  # seconds a request may take before the test calls it a hang


def _json(name: str) -> bytes:
    return (EXAMPLES / name).read_bytes()


def mixed() -> list[tuple[str, str, bytes | None, str | None]]:
    """(method, path, body, content type): every game, every operation, a batch, the notation, a 422, a 404."""
    batch = {
        "items": [
            {"id": 1, "game": "ra", "operation": "score", "body": json.loads(_json("ra-score-epoch.json"))},
            {"id": 2, "game": "osiris", "operation": "outcome", "body": json.loads(_json("osiris-outcome.json"))},
            {"id": 3, "game": "ra", "operation": "score", "body": {}},
        ]
    }
    post = "application/json"
    return [
        ("GET", "/health", None, None),
        ("GET", "/v1/games", None, None),
        ("GET", "/v1/games/priests-of-ra", None, None),
        ("POST", "/v1/games/ra/score", _json("ra-score-game.json"), post),
        ("POST", "/v1/games/ra/score", _json("ra-score-epoch3-5-players.json"), post),
        ("POST", "/v1/games/priests-of-ra/score", _json("priests-score-epoch3-5-players.json"), post),
        ("POST", "/v1/games/ra/replay", _json("ra-replay-short-game.json"), post),
        ("POST", "/v1/games/priests-of-ra/replay", _json("priests-replay-short-game.json"), post),
        ("POST", "/v1/games/osiris/outcome", _json("osiris-outcome.json"), post),
        ("POST", "/v1/games/osiris/replay", _json("osiris-replay-3-players.json"), post),
        ("POST", "/v1/games/sakkara/outcome", _json("sakkara-outcome.json"), post),
        ("POST", "/v1/games/sakkara/replay", _json("sakkara-replay-game.json"), post),
        ("POST", "/v1/games/ra/notation", (EXAMPLES / "ra-replay-short-game.txt").read_bytes(), "text/plain"),
        ("POST", "/v1/batch", json.dumps(batch).encode(), post),
        ("POST", "/v1/games/ra/score", b'{"epoch": 7, "players": []}', post),  # a 422
        ("GET", "/v1/games/chess", None, None),  # a 404
    ]


CUT = b"<cut>"  # the body of an answer whose connection closed before all of it came


def send(session: requests.Session, url: str, request: tuple[str, str, bytes | None, str | None], k: int = 0):
    """(status, content type, body) of one request; its body CUT when the connection closed before its end.
    The User-Agent names the request (`mixed/k`) in nginx's access log."""
    method, path, body, ctype = request
    # the same request id for the same request: a problem names its request (instance), so answers compare
    rid = f"mixed-{zlib.crc32(method.encode() + path.encode() + (body or b'')):08x}"
    headers = {"X-Request-Id": rid, "User-Agent": f"mixed/{k}", **({"Content-Type": ctype} if ctype else {})}
    r = session.request(method, url + path, data=body, headers=headers, timeout=TIMEOUT, stream=True)
    try:
        content = r.content
    except (requests.exceptions.ChunkedEncodingError, requests.exceptions.ConnectionError):
        content = CUT
    return r.status_code, r.headers.get("Content-Type"), content


def raw_get(port: int, path: str, source: str = "127.0.0.1", headers: dict[str, str] | None = None):
    """GET `path` exactly as written (requests would re-encode it), from the loopback address `source`."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT, source_address=(source, 0))
    try:
        conn.request("GET", path, headers=headers or {})
        r = conn.getresponse()
        return r.status, dict(r.getheaders()), r.read()
    finally:
        conn.close()


def test_nginx_conf_is_deploys_own_with_only_its_ports_changed():
    main, proxy = instances.nginx_conf(18080, [18001, 18002, 18003, 18004])
    assert main.count("server 127.0.0.1:180") == 4 and "listen 127.0.0.1:18080;" in proxy
    strip = lambda text: [line for line in text.splitlines() if "127.0.0.1:" not in line and "listen" not in line]  # noqa: E731
    assert strip(main) == strip(instances.NGINX_CONF.read_text())
    assert strip(proxy) == strip(instances.PROXY_CONF.read_text())
    assert "include referee.conf;" in main
    assert "proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;" in proxy
    # no answer marks an instance down: the app's busy 503 goes on to the next instance and no further
    assert re.findall(r"max_fails=\d+", main) == ["max_fails=0"] * 4
    fast_main, fast_proxy = instances.nginx_conf(18080, [18001], request_rate="100000r/s")
    assert "rate=100000r/s;" in fast_proxy and strip(fast_proxy) != strip(proxy)
    assert [line for line in fast_proxy.splitlines() if "rate=" not in line] == [
        line for line in proxy.splitlines() if "rate=" not in line
    ]


def test_compose_runs_replicas_of_the_image_behind_the_same_proxy(monkeypatch):
    import yaml

    compose = yaml.safe_load((ROOT / "deploy" / "compose.yaml").read_text())
    referee, proxy = compose["services"]["referee"], compose["services"]["proxy"]
    assert referee["build"]["context"] == ".." and (ROOT / "Dockerfile").is_file()
    assert referee["deploy"]["replicas"] >= 2 and "ports" not in referee  # only the proxy is reachable
    assert referee["environment"]["REFEREE_BIND"] == "0.0.0.0:8000"
    assert referee["environment"]["REFEREE_TRUSTED_PROXIES"] == "1"  # the proxy in front
    mounted = {v.split(":")[0] for v in proxy["volumes"]}
    assert mounted == {"./nginx-compose.conf", "./referee.conf", "./referee-balancer.conf"}
    assert all((ROOT / "deploy" / m).is_file() for m in mounted)
    assert proxy["depends_on"]["referee"]["condition"] == "service_healthy"
    # docker stop waits past gunicorn's graceful_timeout (the 30 s deadline and 5 s to write the answer), and
    # 10 s more for its master to kill what is left and exit, before it kills
    import runpy

    monkeypatch.delenv("REFEREE_REQUEST_DEADLINE", raising=False)
    graceful = runpy.run_path(str(ROOT / "referee" / "gunicorn_conf.py"))["graceful_timeout"]
    assert "REFEREE_REQUEST_DEADLINE" not in referee["environment"] and graceful >= 35  # the default deadline
    assert _seconds(referee["stop_grace_period"]) >= graceful + 10
    assert _seconds(proxy["stop_grace_period"]) >= graceful + 10  # nginx passes the last answers on
    assert proxy["stop_signal"] == "SIGQUIT"  # nginx's graceful stop
    conf = (ROOT / "deploy" / "nginx-compose.conf").read_text()
    # the replicas' addresses are asked of Docker's DNS at run time, again and again: the proxy follows
    # `--scale` without a restart (a name in an upstream block is resolved once, at start)
    assert re.search(r"^\s*resolver 127\.0\.0\.11 valid=\d+s", conf, flags=re.M)
    assert re.search(r"^\s*default referee:8000;", conf, flags=re.M) and not re.search(
        r"^\s*upstream ", conf, flags=re.M
    )
    assert "proxy_pass http://$referee_upstream;" in (ROOT / "deploy" / "referee.conf").read_text()
    assert "include /etc/nginx/referee.conf;" in conf
    # the compose proxy's config is valid for Debian's nginx too
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory() as prefix:
        Path(prefix, "referee.conf").write_text((ROOT / "deploy" / "referee.conf").read_text())
        Path(prefix, "referee-balancer.conf").write_text(instances.balancer_conf(["172.16.0.0/12"]))
        local = conf.replace("/tmp/", prefix + "/").replace(
            "/etc/nginx/referee.conf", str(Path(prefix, "referee.conf"))
        )
        Path(prefix, "nginx.conf").write_text(re.sub(r"^pid .*;", f"pid {prefix}/nginx.pid;", local, flags=re.M))
        out = subprocess.run(
            [instances.NGINX, "-t", "-p", prefix + "/", "-c", prefix + "/nginx.conf"],
            capture_output=True,
            text=True,
            timeout=30,
        )
        assert out.returncode == 0, out.stderr


def _seconds(duration: str) -> int:
    return int(duration.removesuffix("s"))


def test_three_instances_behind_nginx_lose_no_request_when_one_is_killed():
    requests_ = mixed()
    with instances.Cluster(3, workers=1, request_rate="100000r/s") as cluster:
        # a single instance's answers: what every answer through the proxy must be
        with requests.Session() as s:
            expected = [send(s, cluster.instance_url(0), r) for r in requests_]
        assert [e[0] for e in expected].count(200) == len(requests_) - 2  # all but the 422 and the 404

        total, clients = 320, 6
        sent = threading.Semaphore(0)
        killed_at: list[int] = []

        def one(k: int):
            sent.release()
            with requests.Session() as s:  # a new connection per request: the kill cuts some mid-request
                return k, send(s, cluster.url, requests_[k % len(requests_)], k)

        def killer():
            for _ in range(total // 3):  # a third of the load in flight or done
                sent.acquire()
            killed_at.append(total // 3)
            cluster.stop(1, signal.SIGKILL)

        stopper = threading.Thread(target=killer)
        stopper.start()
        started = time.monotonic()
        with ThreadPoolExecutor(clients) as pool:
            answers = list(pool.map(one, range(total)))  # a request past TIMEOUT raises: a hang fails the test
        stopper.join(60)
        took = time.monotonic() - started
        assert killed_at and cluster.instances[1].poll() is not None, "instance 1 was killed under load"

        lost, problems, cut = [], [], []
        for k, (status, ctype, body) in answers:
            if (status, ctype, body) == expected[k % len(requests_)]:
                continue
            if body == CUT and (status, ctype) == expected[k % len(requests_)][:2]:
                cut.append(k)  # checked below: only an answer the killed instance had begun
                continue
            if status in (502, 503) and ctype == "application/problem+json":
                problems.append(json.loads(body))  # clean: nginx's problem, the client may send it again
                continue
            lost.append((k, requests_[k % len(requests_)][1], status, body[:200]))
        # the killed instance was tried after its death, and nginx went on to another (its error log says so)
        killed = f'upstream: "http://127.0.0.1:{cluster.ports[1]}/'
        assert any(
            killed in line
            for line in cluster.nginx_log().splitlines()
            if "connect() failed" in line or "prematurely closed" in line or "reset by peer" in line
        )
        assert lost == [], lost
        # nginx sent the killed instance's requests to the others (POSTs too: non_idempotent), so none failed
        assert problems == [], problems
        # An answer can be cut in one case only: the killed instance had sent its headers to nginx, which had
        # passed them on (nothing can be sent again once an answer has begun). nginx logged it so: the killed
        # instance as the last one tried, and its status (the headers came).
        # Only requests in flight at the kill can be cut: at most one per client.
        log = {line["user_agent"]: line for line in cluster.access_log()}
        killed_addr = f"127.0.0.1:{cluster.ports[1]}"
        for k in cut:
            line = log[f"mixed/{k}"]
            status = expected[k % len(requests_)][0]
            assert line["upstream"].split(", ")[-1] == killed_addr, line
            assert line["upstream_status"].split(", ")[-1] == str(status) and line["status"] == status, line
        assert len(cut) <= clients, cut
        # and the survivors answer on: the proxy keeps serving after the kill
        with requests.Session() as s:
            assert [send(s, cluster.url, r) for r in requests_] == expected
        cluster.stop(0, signal.SIGTERM)
        cluster.stop(2, signal.SIGTERM)
        # every instance gone: a prompt problem+json from nginx, never a hang
        t0 = time.monotonic()
        r = requests.post(
            cluster.url + "/v1/games/ra/score",
            data=_json("ra-score-epoch.json"),
            headers={"Content-Type": "application/json", "Accept-Language": "nl", "X-Request-Id": "all-down-1"},
            timeout=TIMEOUT,
        )
        assert time.monotonic() - t0 < 5
        assert r.status_code == 502 and r.headers["Content-Type"] == "application/problem+json"
        assert r.headers["Content-Language"] == "nl" and r.headers["X-Request-Id"] == "all-down-1"
        assert r.json()["status"] == 502 and r.json()["title"] == "Bad Gateway" and "instantie" in r.json()["detail"]
    print(
        f"{total} requests in {took:.1f} s through nginx, instance 1 killed after {killed_at[0]}, "
        f"{len(cut)} answers cut"
    )


def test_the_request_id_goes_through_the_proxy_and_metrics_stay_behind_it():
    with instances.Cluster(1, workers=1) as cluster:
        r = requests.get(cluster.url + "/health", headers={"X-Request-Id": "through-1"}, timeout=TIMEOUT)
        assert r.json()["version"] and r.headers["X-Request-Id"] == "through-1"
        hostile = requests.get(cluster.url + "/health", headers={"X-Request-Id": "bad id"}, timeout=TIMEOUT)
        assert hostile.headers["X-Request-Id"] != "bad id"
        m = requests.get(cluster.url + "/metrics", timeout=TIMEOUT)
        assert m.status_code == 403 and m.headers["Content-Type"] == "application/problem+json"
        big = requests.post(
            cluster.url + "/v1/batch",
            data=b" " * (3 * 1024 * 1024),
            headers={"Content-Type": "application/json"},
            timeout=TIMEOUT,
        )
        assert big.status_code == 413 and big.headers["Content-Type"] == "application/problem+json"
        app_413 = requests.post(
            cluster.url + "/v1/batch",
            data=b" " * (1024 * 1024 + 10),
            headers={"Content-Type": "application/json"},
            timeout=TIMEOUT,
        )
        assert app_413.status_code == 413 and app_413.json()["status"] == 413  # the app's own, through the proxy


HEAVY = json.dumps(
    {
        "items": [
            {"id": k, "game": "ra", "operation": "score", "body": json.loads(_json("ra-score-epoch3-5-players.json"))}
            for k in range(250)
        ]
    }
).encode()  # a batch's whole budget: the heaviest there is


def test_busy_instances_never_make_nginx_refuse_the_cheap_requests():
    """Two instances of one worker, 12 clients posting the heaviest batches: each worker runs one at a time,
    the others wait their turn and some get the app's busy 503. nginx sends such a 503 on to the other
    instance and marks no instance down for it, so the cheap requests sent meanwhile (GET /health, a Ra
    score) are all answered, and no answer is nginx's 502 "no live upstreams"."""
    cheap = [
        ("GET", "/health", None, None),
        ("POST", "/v1/games/ra/score", _json("ra-score-epoch.json"), "application/json"),
    ]
    with instances.Cluster(2, workers=1, request_rate="100000r/s") as cluster:
        with requests.Session() as s:
            expected = [send(s, cluster.instance_url(0), r) for r in cheap]
        batches_done = threading.Event()
        batch_answers: list[tuple[int, str | None, bytes]] = []
        cheap_answers: list[tuple[int, tuple[int, str | None, bytes]]] = []

        def batches(_: int):
            with requests.Session() as s:
                for _ in range(4):
                    batch_answers.append(send(s, cluster.url, ("POST", "/v1/batch", HEAVY, "application/json")))

        def cheap_client(c: int):
            with requests.Session() as s:
                k = c
                while not batches_done.is_set() or k < 20:
                    cheap_answers.append((k % 2, send(s, cluster.url, cheap[k % 2])))
                    k += 2

        with ThreadPoolExecutor(2) as cheap_pool:
            cheap_runs = [cheap_pool.submit(cheap_client, c) for c in range(2)]
            with ThreadPoolExecutor(12) as pool:
                list(pool.map(batches, range(12)))
            batches_done.set()
            for run in cheap_runs:
                run.result()

        busy = [a for a in batch_answers if a[0] == 503]
        for status, ctype, body in batch_answers:
            assert status in (200, 503), (status, body[:300])
            if status == 503:  # the app's own, sent on by nginx from the last instance it tried
                assert ctype == "application/problem+json" and json.loads(body)["type"] == "urn:referee:problem:busy"
        wrong = [(which, a[0], a[2][:200]) for which, a in cheap_answers if a != expected[which]]
        assert wrong == [], wrong
        assert "no live upstreams" not in cluster.nginx_log()
    print(f"{len(batch_answers)} batches ({len(busy)} busy 503s), {len(cheap_answers)} cheap requests all answered")


def test_metrics_are_refused_at_the_proxy_however_the_path_is_spelled():
    with instances.Cluster(1, workers=1, env={"REFEREE_METRICS": "1"}) as cluster:
        status, _, body = raw_get(cluster.ports[0], "/metrics")
        assert status == 200 and b"# TYPE" in body  # the instance serves them on its own port
        for path in (
            "/metrics",
            "/metrics/",
            "/metrics%2f",
            "/metrics%2F",
            "/%6detrics",
            "/%6Detrics/",
            "/METRICS",
            "/Metrics/",
            "//metrics",
            "/./metrics",
            "/v1/../metrics",
            "/metrics?x=1",
            "/metrics/?format=text",
            "/%2fmetrics",
            "/metric%73",
        ):
            status, headers, body = raw_get(cluster.port, path)
            assert status == 403 and headers["Content-Type"] == "application/problem+json", (path, status, body[:200])
            assert b"# TYPE" not in body
        # the API's own paths still go through
        assert raw_get(cluster.port, "/health")[0] == 200
        assert raw_get(cluster.port, "/v1/games")[0] == 200


def test_a_slow_body_attack_from_one_address_leaves_the_others_answered():
    """2,100 POSTs from one address, each sending its body a byte a second: more connections than nginx's
    workers had in all before the limits. nginx holds at most 16 of them (limit_conn), answers the others
    429 problem+json at once, and every other address is answered throughout; the attacking address itself
    gets 429 too, in its language."""
    attackers, held = 2100, 16
    with instances.Cluster(1, workers=1) as cluster:
        head = (
            b"POST /v1/games/ra/score HTTP/1.1\r\nHost: referee\r\nContent-Type: application/json\r\n"
            b"Content-Length: 100000\r\n\r\n"
        )
        socks: list[socket.socket] = []
        stop = threading.Event()
        lock = threading.Lock()

        def drip():
            while not stop.wait(1.0):
                with lock:
                    for s in socks:
                        try:
                            s.send(b" ")
                        except OSError:
                            pass

        dripper = threading.Thread(target=drip, daemon=True)
        dripper.start()
        answers: dict[int, bytes] = {}
        try:
            for _ in range(attackers):
                s = socket.create_connection(("127.0.0.1", cluster.port), timeout=TIMEOUT)
                s.sendall(head)
                s.setblocking(False)
                with lock:
                    socks.append(s)
            # every connection past the held ones is answered at once (hang guard: 60 s)
            deadline = time.monotonic() + 60
            poll = select.poll()  # select() stops at descriptor 1024
            by_fd = {s.fileno(): s for s in socks}
            for fd in by_fd:
                poll.register(fd, select.POLLIN)
            while len(answers) < attackers - held and time.monotonic() < deadline:
                for fd, _ in poll.poll(1000):
                    poll.unregister(fd)
                    try:
                        answers[fd] = by_fd[fd].recv(4096)
                    except OSError:
                        answers[fd] = b""
            assert len(answers) >= attackers - held, len(answers)
            for answer in answers.values():
                assert answer.startswith(b"HTTP/1.1 429 ") and b"application/problem+json" in answer, answer[:300]
            # the attack is still on (bytes still dripping): other addresses are answered
            for k in range(5):
                status, _, body = raw_get(cluster.port, "/health", source=f"127.0.0.{2 + k}")
                assert status == 200 and json.loads(body)["version"], body
            status, headers, body = raw_get(cluster.port, "/health", headers={"Accept-Language": "nl"})
            assert status == 429 and headers["Content-Type"] == "application/problem+json"
            assert headers["Content-Language"] == "nl" and headers["Retry-After"] == "2"
            problem = json.loads(body)
            assert problem["status"] == 429 and problem["title"] == "Too Many Requests" and "adres" in problem["detail"]
        finally:
            stop.set()
            dripper.join(10)
            with lock:
                for s in socks:
                    s.close()


def test_the_access_log_names_the_client_and_the_app_trusts_one_proxy(tmp_path):
    """nginx logs the client's address; the instance, trusting one proxy, logs the same address, taken from the
    end of X-Forwarded-For: what the client wrote there itself is not believed."""
    instance_log = tmp_path / "instance-access.log"
    env = {"REFEREE_TRUSTED_PROXIES": "1", "REFEREE_ACCESS_LOG": str(instance_log)}
    with instances.Cluster(1, workers=1, env=env) as cluster:
        status, _, _ = raw_get(
            cluster.port,
            "/health",
            source="127.0.0.7",
            headers={"X-Request-Id": "from-seven", "X-Forwarded-For": "203.0.113.9"},
        )
        assert status == 200
        # both logs are written once the answer is sent: read them until the request's line is there
        line = logged(lambda: [entry for entry in cluster.access_log() if entry["request_id"] == "from-seven"])
        assert len(line) == 1 and line[0]["client"] == "127.0.0.7" and line[0]["status"] == 200
        assert line[0]["uri"] == "/health" and line[0]["upstream"] == f"127.0.0.1:{cluster.ports[0]}"
        seen = logged(
            lambda: (
                [json.loads(line) for line in instance_log.read_text().splitlines() if '"from-seven"' in line]
                if instance_log.exists()
                else []
            )
        )
        assert [entry["remote"] for entry in seen] == ["127.0.0.7"]


def logged(read, seconds: float = 10.0) -> list:
    """What read() returns once it is not empty (a log line written after the answer), or its last, empty, read."""
    deadline = time.monotonic() + seconds
    while not (found := read()) and time.monotonic() < deadline:
        time.sleep(0.05)
    return found


@pytest.mark.parametrize(
    "trusted, forwarded, seen",
    [
        ("0", "203.0.113.9", "192.0.2.1"),  # the default: the header is ignored
        ("1", "203.0.113.9", "203.0.113.9"),  # one proxy: the address it wrote
        ("1", "198.51.100.4, 203.0.113.9", "203.0.113.9"),  # what the client wrote before it is not believed
        ("2", "198.51.100.4, 203.0.113.9", "198.51.100.4"),
    ],
)
def test_the_app_takes_the_clients_address_from_as_many_proxies_as_it_trusts(monkeypatch, trusted, forwarded, seen):
    from flask import request

    from referee import create_app

    monkeypatch.setenv("REFEREE_TRUSTED_PROXIES", trusted)
    app = create_app({"TESTING": True})
    app.add_url_rule("/_address", "address", lambda: request.remote_addr or "")
    r = app.test_client().get(
        "/_address", headers={"X-Forwarded-For": forwarded}, environ_base={"REMOTE_ADDR": "192.0.2.1"}
    )
    assert r.get_data(as_text=True) == seen


def test_a_wrong_number_of_trusted_proxies_stops_the_start(monkeypatch):
    from referee import create_app

    monkeypatch.setenv("REFEREE_TRUSTED_PROXIES", "one")
    with pytest.raises(ValueError, match="REFEREE_TRUSTED_PROXIES"):
        create_app({"TESTING": True})


BALANCER = "127.0.0.2"  # the address the load balancer in front of nginx connects from
RATE = "1r/m"  # the request rate per client in these tests: the burst of 40 (and one) is all a client gets


class Balancer:
    """A load balancer in front of the cluster's nginx: a second nginx on loopback that connects from BALANCER
    and appends the address of whoever connected to it to X-Forwarded-For, as a cloud balancer or a TLS
    terminator does."""

    def __init__(self, backend: int):
        self.port, self.folder = instances.free_port(), None
        self.url = f"http://127.0.0.1:{self.port}"
        self.backend = backend
        self.proc = None

    def __enter__(self) -> Balancer:
        import subprocess
        import tempfile

        self.folder = Path(tempfile.mkdtemp(prefix="referee-balancer-"))  # as the Cluster's: nginx's workers may
        os.chmod(self.folder, 0o755)  # run as another user (root's: nobody)
        temp = " ".join(
            f"{kind}_temp_path {self.folder}/{kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
        )
        (self.folder / "nginx.conf").write_text(f"""
worker_processes 1;
pid {self.folder}/nginx.pid;
error_log stderr warn;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    {temp}
    server {{
        listen 127.0.0.1:{self.port};
        location / {{
            proxy_pass http://127.0.0.1:{self.backend};
            proxy_bind {BALANCER};
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        }}
    }}
}}
""")
        with open(self.folder / "nginx.log", "wb") as log:
            self.proc = subprocess.Popen(
                [
                    instances.NGINX,
                    "-e",
                    "stderr",
                    "-p",
                    f"{self.folder}/",
                    "-c",
                    str(self.folder / "nginx.conf"),
                    "-g",
                    "daemon off;",
                ],
                stdout=subprocess.DEVNULL,
                stderr=log,
                start_new_session=True,
            )
        try:
            instances.wait_up(self.url, self.proc, "the balancer", self.folder / "nginx.log")
        except BaseException:
            self.__exit__()
            raise
        return self

    def __exit__(self, *exc) -> None:
        import subprocess

        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGQUIT)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(5)
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)


def client_address(k: int) -> str:
    return f"127.0.{1 + k // 200}.{10 + k % 200}"


def burst(port: int, source: str, count: int, forwarded=lambda i: None, agent: str = "burst") -> list[int]:
    """`count` GET /health on one keep-alive connection from `source`, each with the X-Forwarded-For
    forwarded(i) (none when None): their statuses."""
    statuses = []
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT, source_address=(source, 0))
    try:
        for i in range(count):
            headers = {"User-Agent": f"{agent}/{source}/{i}"}
            if forwarded(i):
                headers["X-Forwarded-For"] = forwarded(i)
            conn.request("GET", "/health", headers=headers)
            r = conn.getresponse()
            r.read()
            statuses.append(r.status)
            if r.getheader("Connection", "").lower() == "close":
                conn.close()
    finally:
        conn.close()
    return statuses


def test_behind_a_trusted_balancer_each_client_has_its_own_limits(tmp_path):
    """60 clients, each from its own address, reach nginx through one load balancer (BALANCER, listed in
    referee-balancer.conf) in a burst of 10 requests each, half of them with an X-Forwarded-For of their own.
    Each client is counted as itself: all 600 are answered, where the shared balancer's address would have
    had 41 at most (RATE: 1 a minute, with the burst of 40); both access logs name each client's own address.
    And nobody escapes its limit with an X-Forwarded-For: a client behind the balancer that writes a new one
    into each of its 60 requests, and a client that reaches nginx directly (not from the balancer) and does the
    same, each get 41 at most."""
    instance_log = tmp_path / "instance-access.log"
    env = {"REFEREE_TRUSTED_PROXIES": "1", "REFEREE_ACCESS_LOG": str(instance_log)}
    with (
        instances.Cluster(1, workers=1, env=env, request_rate=RATE, trusted_balancers=[BALANCER]) as cluster,
        Balancer(cluster.port) as balancer,
    ):
        clients, each = 60, 10
        spoof = lambda i: f"203.0.113.{i}" if i % 2 else None  # noqa: E731
        with ThreadPoolExecutor(clients) as pool:
            answers = list(pool.map(lambda k: burst(balancer.port, client_address(k), each, spoof), range(clients)))
        assert [s for statuses in answers for s in statuses] == [200] * (clients * each)
        log = logged(
            lambda: (
                [e for e in cluster.access_log() if e["user_agent"].startswith("burst/")]
                if len(cluster.access_log()) >= clients * each
                else []
            )
        )
        assert len(log) == clients * each
        for entry in log:
            source = entry["user_agent"].split("/")[1]
            assert entry["client"] == source and entry["peer"] == BALANCER, entry
        seen = logged(
            lambda: (
                [json.loads(line) for line in instance_log.read_text().splitlines()] if instance_log.exists() else []
            )
        )
        assert {e["remote"] for e in seen if e["path"] == "/health"} >= {client_address(k) for k in range(clients)}
        assert not {e["remote"] for e in seen} & {f"203.0.113.{i}" for i in range(each)}

        # a new X-Forwarded-For on every request: through the balancer, and straight to nginx
        through = burst(balancer.port, "127.0.0.7", 60, lambda i: f"198.51.100.{i}", agent="spoof")
        direct = burst(cluster.port, "127.0.0.8", 60, lambda i: f"198.51.100.{i}", agent="spoof")
        for statuses in (through, direct):
            assert statuses.count(200) <= 42 and statuses.count(429) >= 18, statuses
        spoofed = logged(
            lambda: [
                e
                for e in cluster.access_log()
                if e["user_agent"].startswith("spoof/") and e["user_agent"].endswith("/59")
            ]
        )
        assert {(e["client"], e["peer"]) for e in spoofed} == {("127.0.0.7", BALANCER), ("127.0.0.8", "127.0.0.8")}


def test_with_no_balancer_listed_no_x_forwarded_for_is_believed():
    """referee-balancer.conf as shipped lists no one: nginx keys its limits on the address that connects, as it
    would with no such file. The 60 clients behind the balancer share its address: 41 answers at most, the
    others 429, every one logged as the balancer's, whatever the X-Forwarded-For."""
    shipped = instances.BALANCER_CONF.read_text()
    assert instances.balancer_conf() == shipped
    assert [line for line in shipped.splitlines() if line.strip() and not line.lstrip().startswith("#")] == []
    with instances.Cluster(1, workers=1, request_rate=RATE) as cluster, Balancer(cluster.port) as balancer:
        clients, each = 60, 10
        with ThreadPoolExecutor(clients) as pool:
            answers = list(
                pool.map(
                    lambda k: burst(balancer.port, client_address(k), each, lambda i: f"203.0.113.{k}"), range(clients)
                )
            )
        statuses = [s for run in answers for s in run]
        assert statuses.count(200) <= 42 and statuses.count(200) + statuses.count(429) == len(statuses)
        log = logged(lambda: cluster.access_log() if len(cluster.access_log()) >= clients * each else [])
        assert {(e["client"], e["peer"]) for e in log if e["user_agent"].startswith("burst/")} == {(BALANCER, BALANCER)}


def test_no_forwarded_header_but_x_forwarded_for_is_believed():
    """gunicorn believes no forwarded header of its own (forwarded_allow_ips): a client on loopback that sends
    SCRIPT_NAME (gunicorn's path prefix) or a scheme header gets the answer its path asks for, straight to the
    instance or through nginx, where its X-Forwarded-Ssl would otherwise contradict nginx's X-Forwarded-Proto
    and make its request a 400."""
    with instances.Cluster(1, workers=1, env={"REFEREE_TRUSTED_PROXIES": "1"}) as cluster:
        health = raw_get(cluster.ports[0], "/health")
        games = raw_get(cluster.ports[0], "/v1/games")
        assert health[0] == games[0] == 200
        for port in (cluster.ports[0], cluster.port):
            for headers in (
                {"SCRIPT_NAME": "/zz"},
                {"X-Forwarded-Ssl": "on"},
                {"X-Forwarded-Protocol": "ssl"},
                {"X-Forwarded-Proto": "https", "X-Forwarded-Ssl": "off"},
            ):
                status, _, body = raw_get(port, "/health", headers=headers)
                assert status == 200, (port, headers, status, body[:200])
                assert json.loads(body)["version"] == json.loads(health[2])["version"]
            status, _, body = raw_get(port, "/v1/games", headers={"SCRIPT_NAME": "/v1"})
            assert (status, body) == (200, games[2]), (port, status, body[:200])
