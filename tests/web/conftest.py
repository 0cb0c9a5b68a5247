"""The phone form's fixtures: a fresh phone-sized page on the form served by the shared gunicorn, both colour
schemes, and the static site `referee site` writes (served by `python3 -m http.server`, or by Debian's nginx
with the site's own snippet). Every test in this folder is marked `browser` (tests/conftest.py)."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest

import requests
from helpers import NGINX, PHONE, free_port, gunicorn, serve_folder, wait_until_served, write_site
from phone_engine_steps import Phone

from referee.api.site import NGINX_FILE

# A phone that cannot run the referee's engine (a browser without WebAssembly, as iOS in Lockdown Mode): the form
# asks the server alone, and offline it records on the pad until the server answers. The tests of the form with the
# engine (tests/web/test_phone_engine.py) open the page with engine=True; the others need not start it (seconds of
# CPU each) and keep testing the form's way without it.
NO_ENGINE = "delete globalThis.WebAssembly;"


@pytest.fixture()
def open_page(browser, live_server):
    """A fresh phone-sized browser (empty localStorage) on the form; every request must go to the app."""
    contexts, requests = [], []

    def open_(locale: str = "en-GB", viewport: dict = PHONE, color_scheme: str = "light", engine: bool = False):
        context = browser.new_context(
            viewport=viewport, locale=locale, device_scale_factor=1, color_scheme=color_scheme
        )
        context.set_default_timeout(10_000)
        if not engine:
            context.add_init_script(NO_ENGINE)
        contexts.append(context)
        page = context.new_page()
        page.on("request", lambda r: requests.append(r.url))
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        # A 422 or a dropped connection is logged by the browser as a failed load: expected here.
        page.on(
            "console",
            lambda m: (
                errors.append(m.text)
                if m.type == "error" and not m.text.startswith("Failed to load resource")
                else None
            ),
        )
        page.errors = errors
        page.goto(live_server + "/")
        return page

    yield open_
    for context in contexts:
        for page in context.pages:
            assert not page.errors, page.errors
        context.close()
    base = urlsplit(live_server).netloc
    assert {urlsplit(u).netloc for u in requests if not u.startswith("data:")} <= {base}, requests


@pytest.fixture(params=["light", "dark"])
def scheme(request) -> str:
    """Every screen in the phone's light mode and in its dark mode (prefers-color-scheme)."""
    return request.param


@pytest.fixture(scope="module")
def static_site(tmp_path_factory):
    """`referee site DIR`, served by `python3 -m http.server` on a free loopback port."""
    folder = tmp_path_factory.mktemp("site")
    write_site(folder)
    for url in serve_folder(folder):
        yield url, folder


@pytest.fixture()
def nginx_site(tmp_path):
    """The site behind Debian's nginx, its server block including nothing but the site's snippet."""
    prefix = Path(tempfile.mkdtemp(prefix="referee-site-nginx-"))
    folder = prefix / "site"
    write_site(folder)
    for path in (prefix, *folder.rglob("*")):  # nginx's workers may run as another user (root's: nobody)
        path.chmod(0o755 if path.is_dir() else 0o644)
    port = free_port()
    (prefix / "nginx.conf").write_text(f"""
worker_processes 1;
pid nginx.pid;
error_log stderr warn;
events {{ worker_connections 64; }}
http {{
    access_log off;
    client_body_temp_path tmp; proxy_temp_path tmp; fastcgi_temp_path tmp; uwsgi_temp_path tmp; scgi_temp_path tmp;
    server {{
        listen 127.0.0.1:{port};
        root {folder};
        include {folder / NGINX_FILE};
    }}
}}
""")
    (prefix / "tmp").mkdir()
    with open(prefix / "nginx.log", "wb") as log:
        proc = subprocess.Popen(
            [NGINX, "-e", "stderr", "-p", f"{prefix}/", "-c", str(prefix / "nginx.conf"), "-g", "daemon off;"],
            stdout=subprocess.DEVNULL,
            stderr=log,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_served(url + "/", proc)
        yield url, folder
    finally:
        proc.terminate()
        proc.wait(10)
        shutil.rmtree(prefix, ignore_errors=True)


@pytest.fixture(scope="module")
def stopped_server():
    """gunicorn as conftest's live_server starts it, on a free loopback port; stopped by the test's own call."""
    yield from gunicorn(workers=1)


@pytest.fixture(scope="module")
def flight_mode(browser, stopped_server):
    """A phone that opened the form once (the engine started, its files kept), then lost its server for good:
    gunicorn stopped and the phone offline. Each test opens its own tab on it."""
    url, proc = stopped_server
    phone = Phone(browser, url)
    page = phone.open()
    page.wait_for_selector("#setup")
    phone.keep(page)
    page.close()
    proc.terminate()
    proc.wait(10)
    with pytest.raises(requests.ConnectionError):
        requests.get(url + "/health", timeout=2)
    phone.context.set_offline(True)
    yield phone
    phone.close()
