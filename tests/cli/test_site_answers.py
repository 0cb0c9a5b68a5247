"""The answers that are pure data on the static site: `referee site` writes the games and each game's rules as
files, in English and in Dutch, byte for byte as the server answers them (the same core makes them), and its
site.js tells the form where they are, so a first visit is set up before the engine has downloaded. The form
reading them in a browser is tests/web/test_offline_copy.py's."""

from __future__ import annotations

import hashlib
import json
import re

from referee.api.site import _site_read, site_files
from referee.api.web import form_version, service_worker_script
from referee.games import SPECS

LANGUAGES = ("en", "nl")
PATHS = ("/v1/games", *(f"/v1/games/{spec.slug}" for spec in SPECS))


def answers_listed() -> dict:
    module = site_files()["web/site.js"].decode("utf-8")
    return json.loads(re.search(r"^export const ANSWERS = (.*);$", module, re.MULTILINE).group(1))


def test_the_games_and_each_games_rules_are_written_in_both_languages_byte_for_byte_as_the_server_answers(client):
    files = site_files()
    listed = answers_listed()
    assert sorted(listed["paths"]) == sorted(PATHS) and sorted(listed["languages"]) == sorted(LANGUAGES)
    for language in LANGUAGES:
        for path in PATHS:
            server = client.get(path, headers={"Accept": "application/json", "Accept-Language": language})
            assert server.status_code == 200, path
            assert files[f"{listed['folder']}/{language}{path}.json"] == server.get_data(), (language, path)


def test_nothing_but_pure_data_is_written_as_an_answer():
    files = site_files()
    folder = answers_listed()["folder"]
    assert {f for f in files if f.startswith(folder + "/")} == {
        f"{folder}/{lang}{path}.json" for lang in LANGUAGES for path in PATHS
    }
    assert not any("health" in f or f.endswith(("/score.json", "/replay.json")) for f in files)


def test_the_service_worker_keeps_every_answer_for_offline_use_checked_by_its_sha256_and_the_server_none():
    files = site_files()
    script = files["sw.js"].decode("utf-8")
    form = json.loads(re.search(r"^const FORM = (.*);$", script, re.MULTILINE).group(1))
    folder = answers_listed()["folder"]
    answers = {f: body for f, body in files.items() if f.startswith(folder + "/") and f.endswith(".json")}
    assert answers and set(answers) <= set(form["files"])
    for path, body in answers.items():
        assert form["sha256"][path] == hashlib.sha256(body).hexdigest(), path
    # a new rules text is a new release of the offline copy
    assert form["version"] != form_version(_site_read)
    served = json.loads(re.search(r"^const FORM = (.*);$", service_worker_script(), re.MULTILINE).group(1))
    assert not [f for f in served["files"] if f.startswith(folder)], "the server answers itself: it keeps no answer"
