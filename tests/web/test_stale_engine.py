"""Never a stale engine: neither the server nor `referee site` offers an engine.zip whose Python differs from the
package they run from (its referee-engine.json lists the sha256 of every source; referee/api/web.py compares them
once a process). Tested on a temporary copy of the package with one sentence of a source changed: `referee site`
writes nothing, exits 2 and names the rebuild command; the server serves none of the engine's files, and its form
referees with the server alone and says why on the line under the header.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

import pytest
from helpers import ROOT, free_port, wait_until_served
from phone_engine_steps import Phone, exchanges, ra_epoch

from referee.api.web import ENGINE_FILES

CHANGED = "referee/games/ra/messages.py"


@pytest.fixture(scope="module")
def tampered(tmp_path_factory):
    """A copy of the package whose Ra messages say one thing more than the engine.zip built from them."""
    root = tmp_path_factory.mktemp("tampered")
    shutil.copytree(ROOT / "referee", root / "referee", ignore=shutil.ignore_patterns("__pycache__"))
    source = root / CHANGED
    source.write_text(
        source.read_text(encoding="utf-8") + '\nCHANGED = "a sentence the engine does not know"\n', encoding="utf-8"
    )
    return root


def run_in(root, *args: str, **kwargs) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(root))
    return subprocess.run(
        [sys.executable, *args], cwd=root, env=env, capture_output=True, text=True, timeout=120, **kwargs
    )


@pytest.mark.parametrize(
    "lang, words",
    [("en", "was not built from this package's Python"), ("nl", "is niet gebouwd uit de Python van dit pakket")],
)
def test_referee_site_refuses_an_engine_built_from_other_python_and_names_the_rebuild_command(
    tampered, tmp_path, lang, words
):
    folder = tmp_path / "site"
    written = run_in(tampered, "-m", "referee", "site", str(folder), "--lang", lang)
    assert written.returncode == 2, written.stdout + written.stderr
    assert words in written.stderr and CHANGED in written.stderr
    assert "python tools/build_engine.py" in written.stderr
    assert not folder.exists() or not any(folder.iterdir()), "nothing is written"


SERVED = """
import json, re
from referee import create_app
client = create_app().test_client()
script = client.get("/sw.js").get_data(as_text=True)
print(json.dumps({
    "engine": {url: client.get("/" + url).status_code for url in %r},
    "site": client.get("/web/site.js").get_data(as_text=True),
    "kept": json.loads(re.search(r"^const FORM = (.*);$", script, re.MULTILINE).group(1))["engine"]["files"],
}))
"""


def served(root) -> dict:
    answered = run_in(root, "-c", SERVED % sorted(ENGINE_FILES))
    assert answered.returncode == 0, answered.stderr
    return json.loads(answered.stdout)


def test_the_packages_own_server_offers_its_engine():
    honest = served(ROOT)
    assert set(honest["engine"].values()) == {200}
    assert "export const ENGINE_STALE = false;" in honest["site"]
    assert set(honest["kept"]) == set(ENGINE_FILES)


def test_a_server_from_a_changed_source_offers_no_engine_and_tells_its_form(tampered):
    stale = served(tampered)
    assert set(stale["engine"].values()) == {404}, stale["engine"]
    assert "export const ENGINE_STALE = true;" in stale["site"]
    assert stale["kept"] == {}, "the service worker keeps none of it"


def test_the_form_of_a_server_with_a_stale_engine_scores_with_the_server_alone_and_says_why(browser, tampered):
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(tampered), REFEREE_BIND=f"127.0.0.1:{port}", REFEREE_WORKERS="1")
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"],
        cwd=tampered,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_served(url + "/health", proc)
        phone = Phone(browser, url)
        try:
            page = phone.open()
            ra_epoch(page)  # scored by the server
            assert page.locator("#status").inner_text() == (
                "The server referees alone: its copy of the referee for phones is older than the server's rules, "
                "so it is not offered."
            )
            page.click("#lang button[data-lang=nl]")
            assert page.locator("#status").inner_text().startswith("De server is de enige scheidsrechter")
            assert not exchanges(page), "the engine answered"
            assert not [u for u in phone.requests if re.search(r"/web/(engine|pyodide/)", u)], "the engine was fetched"
        finally:
            phone.close()
    finally:
        proc.terminate()
        proc.wait(10)
