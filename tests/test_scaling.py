"""Several instances behind nginx, for real: Debian's nginx runs deploy/nginx.conf (only its ports changed) in
front of three gunicorn instances on loopback; a bounded mixed load runs while one instance is killed, and
no request is lost: each gets exactly a single instance's answer (nginx sends what the killed instance
could not answer to another one) or a clean problem+json from nginx, never a hang."""
from __future__ import annotations

import json
import os
import shutil
import signal
import sys
import threading
import time
import zlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import requests

ROOT = Path(__file__).resolve().parent.parent
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
    batch = {"items": [{"id": 1, "game": "ra", "operation": "score", "body": json.loads(_json("ra-score-epoch.json"))},
                       {"id": 2, "game": "osiris", "operation": "outcome",
                        "body": json.loads(_json("osiris-outcome.json"))},
                       {"id": 3, "game": "ra", "operation": "score", "body": {}}]}
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
        ("GET", "/v1/games/chess", None, None),                                 # a 404
    ]


def send(session: requests.Session, url: str, request: tuple[str, str, bytes | None, str | None]):
    method, path, body, ctype = request
    # the same request id for the same request: a problem names its request (instance), so answers compare
    rid = f"mixed-{zlib.crc32(method.encode() + path.encode() + (body or b'')):08x}"
    headers = {"X-Request-Id": rid, **({"Content-Type": ctype} if ctype else {})}
    r = session.request(method, url + path, data=body, headers=headers, timeout=TIMEOUT)
    return r.status_code, r.headers.get("Content-Type"), r.content


def test_nginx_conf_is_deploys_own_with_only_its_ports_changed():
    main, proxy = instances.nginx_conf(18080, [18001, 18002, 18003, 18004])
    assert main.count("server 127.0.0.1:180") == 4 and "listen 127.0.0.1:18080;" in proxy
    strip = lambda text: [line for line in text.splitlines() if "127.0.0.1:" not in line and "listen" not in line]  # noqa: E731
    assert strip(main) == strip(instances.NGINX_CONF.read_text())
    assert strip(proxy) == strip(instances.PROXY_CONF.read_text())
    assert "include referee.conf;" in main
    assert "proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;" in proxy


def test_compose_runs_replicas_of_the_image_behind_the_same_proxy():
    import yaml
    compose = yaml.safe_load((ROOT / "deploy" / "compose.yaml").read_text())
    referee, proxy = compose["services"]["referee"], compose["services"]["proxy"]
    assert referee["build"]["context"] == ".." and (ROOT / "Dockerfile").is_file()
    assert referee["deploy"]["replicas"] >= 2 and "ports" not in referee  # only the proxy is reachable
    assert referee["environment"]["REFEREE_BIND"] == "0.0.0.0:8000"
    mounted = {v.split(":")[0] for v in proxy["volumes"]}
    assert mounted == {"./nginx-compose.conf", "./referee.conf"}
    assert all((ROOT / "deploy" / m).is_file() for m in mounted)
    assert proxy["depends_on"]["referee"]["condition"] == "service_healthy"
    conf = (ROOT / "deploy" / "nginx-compose.conf").read_text()
    assert "server referee:8000" in conf and "include /etc/nginx/referee.conf;" in conf
    # the compose proxy's config is valid for Debian's nginx too (the name `referee` made resolvable here)
    import re
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as prefix:
        Path(prefix, "referee.conf").write_text((ROOT / "deploy" / "referee.conf").read_text())
        local = conf.replace("/tmp/", prefix + "/").replace("server referee:8000", "server 127.0.0.1:8000").replace(
            "/etc/nginx/referee.conf", str(Path(prefix, "referee.conf")))
        Path(prefix, "nginx.conf").write_text(re.sub(r"^pid .*;", f"pid {prefix}/nginx.pid;", local, flags=re.M))
        out = subprocess.run([instances.NGINX, "-t", "-p", prefix + "/", "-c", prefix + "/nginx.conf"],
                             capture_output=True, text=True, timeout=30)
        assert out.returncode == 0, out.stderr


def test_three_instances_behind_nginx_lose_no_request_when_one_is_killed():
    requests_ = mixed()
    with instances.Cluster(3, workers=1) as cluster:
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
                return k, send(s, cluster.url, requests_[k % len(requests_)])

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

        lost, problems = [], []
        for k, (status, ctype, body) in answers:
            if (status, ctype, body) == expected[k % len(requests_)]:
                continue
            if status in (502, 503) and ctype == "application/problem+json":
                problems.append(json.loads(body))  # clean: nginx's problem, the client may send it again
                continue
            lost.append((k, requests_[k % len(requests_)][1], status, body[:200]))
        # the killed instance was tried after its death, and nginx went on to another (its error log says so)
        killed = f"upstream: \"http://127.0.0.1:{cluster.ports[1]}/"
        assert any(killed in line for line in cluster.nginx_log().splitlines()
                   if "connect() failed" in line or "prematurely closed" in line or "reset by peer" in line)
        assert lost == [], lost
        # nginx sent the killed instance's requests to the others (POSTs too: non_idempotent), so none failed
        assert problems == [], problems
        # and the survivors answer on: the proxy keeps serving after the kill
        with requests.Session() as s:
            assert [send(s, cluster.url, r) for r in requests_] == expected
        cluster.stop(0, signal.SIGTERM)
        cluster.stop(2, signal.SIGTERM)
        # every instance gone: a prompt problem+json from nginx, never a hang
        t0 = time.monotonic()
        r = requests.post(cluster.url + "/v1/games/ra/score", data=_json("ra-score-epoch.json"),
                          headers={"Content-Type": "application/json", "Accept-Language": "nl",
                                   "X-Request-Id": "all-down-1"}, timeout=TIMEOUT)
        assert time.monotonic() - t0 < 5
        assert r.status_code == 502 and r.headers["Content-Type"] == "application/problem+json"
        assert r.headers["Content-Language"] == "nl" and r.headers["X-Request-Id"] == "all-down-1"
        assert r.json()["status"] == 502 and r.json()["title"] == "Bad Gateway" and "instantie" in r.json()["detail"]
    print(f"{total} requests in {took:.1f} s through nginx, instance 1 killed after {killed_at[0]}")


def test_the_request_id_goes_through_the_proxy_and_metrics_stay_behind_it():
    with instances.Cluster(1, workers=1) as cluster:
        r = requests.get(cluster.url + "/health", headers={"X-Request-Id": "through-1"}, timeout=TIMEOUT)
        assert r.json()["version"] and r.headers["X-Request-Id"] == "through-1"
        hostile = requests.get(cluster.url + "/health", headers={"X-Request-Id": "bad id"}, timeout=TIMEOUT)
        assert hostile.headers["X-Request-Id"] != "bad id"
        m = requests.get(cluster.url + "/metrics", timeout=TIMEOUT)
        assert m.status_code == 403 and m.headers["Content-Type"] == "application/problem+json"
        big = requests.post(cluster.url + "/v1/batch", data=b" " * (3 * 1024 * 1024),
                            headers={"Content-Type": "application/json"}, timeout=TIMEOUT)
        assert big.status_code == 413 and big.headers["Content-Type"] == "application/problem+json"
        app_413 = requests.post(cluster.url + "/v1/batch", data=b" " * (1024 * 1024 + 10),
                                headers={"Content-Type": "application/json"}, timeout=TIMEOUT)
        assert app_413.status_code == 413 and app_413.json()["status"] == 413  # the app's own, through the proxy
