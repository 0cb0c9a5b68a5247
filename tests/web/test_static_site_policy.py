"""The static site of `referee site` under its policy, in Debian's chromium (Playwright): served by
`python3 -m http.server`, which sends no header of its own, the page's <meta> policy keeps an injected inline script
from running and a script of another host from loading, and the engine still answers; served by nginx with the
site's nginx-include.conf, every file goes out with the server's headers (its policy, nosniff, its type), no page
of another host may frame the form, and the engine answers under the header and the page's policy together.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import requests
from helpers import free_port, serve_folder, write_site
from phone_engine_steps import STATUS, Phone, ra_epoch

from referee.api.site import NGINX_FILE
from referee.api.web import TYPES

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
# Every refusal of the page's policy, as the browser reports it (the directive and what it blocked).
VIOLATIONS = """document.addEventListener('securitypolicyviolation',
  (e) => (window.violations ||= []).push(e.effectiveDirective + ' ' + e.blockedURI));"""


class AnotherHost:
    """Another origin (a server on another loopback port) serving `files`, every request it gets kept."""

    def __init__(self, files: dict[str, bytes]):
        asked = self.asked = []

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # http.server's name
                asked.append(self.path)
                body = files.get(self.path.lstrip("/"))
                self.send_response(200 if body is not None else 404)
                self.send_header("Content-Type", "text/javascript" if self.path.endswith(".js") else "text/html")
                self.end_headers()
                self.wfile.write(body or b"")

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture()
def another_host():
    hosts: list[AnotherHost] = []
    yield lambda files: hosts.append(AnotherHost(files)) or hosts[-1]
    for host in hosts:
        host.close()


def failures(phone: Phone) -> list[tuple[str, str | None]]:
    """Every request of the phone that failed and why, from now on (Chromium's reason for one its policy refused:
    "csp")."""
    failed: list[tuple[str, str | None]] = []
    phone.context.on("requestfailed", lambda r: failed.append((r.url, r.failure)))
    return failed


def without_policy_refusals(phone: Phone) -> list[str]:
    """The console's errors but the browser's own reports of what the policy refused."""
    return [e for e in phone.errors if "violates the following Content Security Policy directive" not in e]


def test_the_page_runs_no_injected_inline_script_and_loads_no_script_of_another_host(browser, tmp_path, another_host):
    folder = tmp_path / "site"
    write_site(folder)
    other = another_host({"evil.js": b"window.foreignRan = true;\n"})
    index = folder / "index.html"
    # what a compromised host or an injection would add to the page
    index.write_text(
        index.read_text(encoding="utf-8").replace(
            "</head>", f'<script>window.inlineRan = true;</script><script src="{other.url}/evil.js"></script></head>'
        ),
        encoding="utf-8",
    )
    for url in serve_folder(folder):
        phone = Phone(browser, url)
        phone.context.add_init_script(VIOLATIONS)
        failed = failures(phone)
        try:
            page = phone.open()
            ra_epoch(page)
            assert page.locator(STATUS).inner_text() == "Checked on this phone."  # the engine answered
            assert page.evaluate("[window.inlineRan, window.foreignRan]") == [None, None]
            assert sorted(page.evaluate("window.violations")) == [
                f"script-src-elem {other.url}/evil.js",
                "script-src-elem inline",
            ]
            assert failed == [(f"{other.url}/evil.js", "csp")] and other.asked == []  # refused before it was sent
            phone.requests.remove(f"{other.url}/evil.js")
            phone.errors[:] = without_policy_refusals(phone)
        finally:
            phone.close()  # and the page asked nothing else of any other host


def test_nginx_with_the_sites_snippet_sends_the_servers_headers_and_no_other_page_frames_the_form(
    browser, nginx_site, another_host, client
):
    url, folder = nginx_site
    for path in ("/", *(f"/{u}" for u in TYPES if u != "./")):
        ours, theirs = requests.get(url + path, timeout=10), client.get(path)
        assert ours.status_code == theirs.status_code == 200, path
        for header in ("Content-Security-Policy", "X-Content-Type-Options", "Content-Type"):
            assert ours.headers[header] == theirs.headers[header], (path, header)
        assert ours.content == (folder / ("index.html" if path == "/" else path[1:])).read_bytes()
    for path in (f"/{p.relative_to(folder).as_posix()}" for p in folder.rglob("*") if p.is_file()):
        assert (
            requests.get(url + path, timeout=10).headers["Content-Security-Policy"]
            == client.get("/").headers["Content-Security-Policy"]
        ), path

    other = another_host(
        {"frame.html": f'<!doctype html><title>framing</title><iframe src="{url}/"></iframe>'.encode()}
    )
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{other.url}/frame.html")  # its load waits for the frame's
        child = page.main_frame.child_frames[0]
        for _ in range(100):
            if child.url not in ("", "about:blank"):
                break
            page.wait_for_timeout(100)
        # Chromium's page for a refused frame (under python3 -m http.server, which sends no header, the form
        # itself would be there: a page's own policy cannot forbid framing)
        assert child.url == "chrome-error://chromewebdata/", child.url
    finally:
        context.close()

    phone = Phone(browser, url)
    try:
        page = phone.open()
        ra_epoch(page)
        assert page.locator(STATUS).inner_text() == "Checked on this phone."
    finally:
        phone.close()


def test_the_snippet_is_valid_nginx():
    with tempfile.TemporaryDirectory() as prefix:
        write_site(Path(prefix) / "site")
        Path(prefix, "nginx.conf").write_text(
            f"pid {prefix}/nginx.pid; events {{}} http {{ server {{ listen 127.0.0.1:{free_port()}; "
            f"root {prefix}/site; include {prefix}/site/{NGINX_FILE}; }} }}\n"
        )
        os.makedirs(Path(prefix, "tmp"))
        done = subprocess.run(
            [NGINX, "-t", "-e", "stderr", "-p", f"{prefix}/", "-c", f"{prefix}/nginx.conf"],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        assert "warn" not in done.stderr, done.stderr
