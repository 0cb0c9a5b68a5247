"""`referee site DIR`: the folder it writes into and the files it writes there.

It writes only into a folder that is empty, new or holds a site it wrote before (its list, referee-site.json),
replacing its own files and removing those a new release no longer has; never through a symbolic link, never at
the top of the disk or in the home folder; anything else is refused in a sentence (en, nl), exit 2, with nothing
written. The site carries the server's Content-Security-Policy in its page and, for the hosts, in header files made
from the same directives. The same site in a browser is tests/web/test_static_site_policy.py's.
"""

from __future__ import annotations

import json
import os
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from click.testing import CliRunner

from referee import cli
from referee.api import site as site_module
from referee.api.site import HEADERS_FILE, LIST, NGINX_FILE, site_files
from referee.api.web import CSP, PAGE_CSP, TYPES, WEB


def run(folder: Path | str, *args: str):
    return CliRunner().invoke(cli.main, ["site", str(folder), *args])


def tree(folder: Path) -> dict[str, bytes]:
    """Every file below `folder` and its bytes (a link by where it points)."""
    found: dict[str, bytes] = {}
    for path in sorted(folder.rglob("*")):
        name = path.relative_to(folder).as_posix()
        if path.is_symlink():
            found[name] = b"-> " + os.readlink(path).encode()
        elif path.is_file():
            found[name] = path.read_bytes()
    return found


def refused(result, *words: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("referee: ") and "Traceback" not in result.output, result.output
    for word in words:
        assert word in result.stderr, result.stderr


@pytest.fixture()
def written(tmp_path) -> Path:
    """A site written once into a new folder."""
    folder = tmp_path / "site"
    result = run(folder)
    assert result.exit_code == 0, result.output
    return folder


# --- the folder --------------------------------------------------------------------------------------------


def test_a_folder_holding_other_files_is_refused_and_left_as_it_was(tmp_path):
    (tmp_path / "index.html").write_text("my own page")
    (tmp_path / "notes").mkdir()
    refused(run(tmp_path), f"The folder {tmp_path} holds 2 files or folders that no earlier site wrote", "--force")
    refused(
        run(tmp_path, "--lang", "nl"),
        f"In {tmp_path} staat al iets wat geen eerdere site schreef (2 bestanden of mappen)",
    )
    assert tree(tmp_path) == {"index.html": b"my own page"}


def test_a_project_folder_is_refused_and_with_force_only_its_files_of_the_sites_names_are_replaced(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[project]\n")
    (tmp_path / "index.html").write_text("my own page")
    refused(run(tmp_path), f"The folder {tmp_path} holds a project (pyproject.toml)")
    refused(run(tmp_path, "--lang", "nl"), f"De map {tmp_path} bevat een project (pyproject.toml)")
    assert tree(tmp_path) == {"index.html": b"my own page", "pyproject.toml": b"[project]\n"}
    assert run(tmp_path, "--force").exit_code == 0
    assert (tmp_path / "pyproject.toml").read_text() == "[project]\n"
    assert (tmp_path / "index.html").read_bytes() == (WEB / "index.html").read_bytes()


def test_a_link_in_the_folder_is_never_followed(tmp_path):
    elsewhere, folder = tmp_path / "elsewhere", tmp_path / "site"
    elsewhere.mkdir()
    folder.mkdir()
    (folder / "web").symlink_to(elsewhere)
    refused(run(folder), f"The folder {folder} holds 1 file or folder that no earlier site wrote")
    refused(run(folder, "--force"), f"A symbolic link stands at {folder / 'web'}", "never through a link")
    refused(run(folder, "--force", "--lang", "nl"), f"Op {folder / 'web'} staat een symbolische koppeling")
    assert tree(elsewhere) == {} and tree(folder) == {"web": b"-> " + str(elsewhere).encode()}


@pytest.mark.parametrize("force", [[], ["--force"]])
def test_a_linked_folder_planted_in_a_site_written_before_is_never_followed(written, tmp_path, force):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (written / "web" / "pyodide").rename(tmp_path / "pyodide")
    (written / "web" / "pyodide").symlink_to(elsewhere)
    before = tree(written)
    refused(run(written, *force), f"A symbolic link stands at {written / 'web' / 'pyodide'}")
    assert tree(elsewhere) == {} and tree(written) == before


def test_a_link_planted_in_a_site_written_before_is_never_followed(written, tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("not the site's")
    (written / "index.html").unlink()
    (written / "index.html").symlink_to(outside)
    for force in ([], ["--force"]):
        refused(run(written, *force), f"A symbolic link stands at {written / 'index.html'}")
    assert outside.read_text() == "not the site's"


def test_a_link_put_in_place_of_a_folder_while_the_site_is_written_is_never_followed(tmp_path, monkeypatch):
    elsewhere, folder = tmp_path / "elsewhere", tmp_path / "site"
    elsewhere.mkdir()
    real_open = site_module._open_folder

    def swapped_in_between(name, shown, dir_fd=None):  # after the folder was made and looked at, before it is opened
        if name == "web" and not (folder / "web").is_symlink():
            (folder / "web").rmdir()
            (folder / "web").symlink_to(elsewhere)
        return real_open(name, shown, dir_fd)

    monkeypatch.setattr(site_module, "_open_folder", swapped_in_between)
    refused(run(folder), f"A symbolic link stands at {folder / 'web'}")
    assert tree(elsewhere) == {}


def test_a_linked_folder_is_refused(tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "site").symlink_to(elsewhere)
    refused(run(tmp_path / "site", "--force"), f"A symbolic link stands at {tmp_path / 'site'}")
    assert tree(elsewhere) == {}


def test_a_hard_link_in_the_folder_is_replaced_never_written_through(written, tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("not the site's")
    (written / "sw.js").unlink()
    os.link(outside, written / "sw.js")
    assert run(written).exit_code == 0
    assert outside.read_text() == "not the site's"
    assert (written / "sw.js").read_bytes() == site_files()["sw.js"]


@pytest.mark.parametrize("force", [[], ["--force"]])
def test_the_top_of_the_disk_is_refused_even_with_force(force):
    before = sorted(os.listdir("/"))
    refused(run("/", *force), "The folder / is the top of the disk", "not even with --force")
    refused(run("/", *force, "--lang", "nl"), "De map / is de hoogste map van de schijf")
    assert sorted(os.listdir("/")) == before


@pytest.mark.parametrize("force", [[], ["--force"]])
def test_the_home_folder_and_the_folders_holding_it_are_refused_even_with_force(tmp_path, monkeypatch, force):
    home = tmp_path / "people" / "home"
    home.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    for folder in (home, home.parent):
        refused(run(folder, *force), f"The folder {folder} is your home folder or holds it")
        refused(run(folder, *force, "--lang", "nl"), f"De map {folder} is je thuismap of bevat die")
    assert tree(tmp_path / "people") == {}
    assert run(home / "table-site").exit_code == 0  # a folder of its own inside it


def test_a_file_named_as_the_folder_is_refused(tmp_path):
    (tmp_path / "file").write_text("not a folder")
    refused(
        run(tmp_path / "file", "--force"),
        f"Something is in the way at {tmp_path / 'file'}: the site needs a folder there",
    )
    refused(run(tmp_path / "file", "--lang", "nl"), f"Op {tmp_path / 'file'} staat iets in de weg")
    assert (tmp_path / "file").read_text() == "not a folder"


def test_a_folder_that_cannot_be_made_says_why(tmp_path):
    (tmp_path / "file").write_text("not a folder")
    result = run(tmp_path / "file" / "site", "--lang", "nl")
    refused(result, f"Kan {tmp_path / 'file' / 'site'} niet schrijven: een deel van het pad is geen map.")


# --- a site written before ---------------------------------------------------------------------------------


def test_a_site_written_again_replaces_its_files_and_removes_only_its_stale_ones(written):
    listed = json.loads((written / LIST).read_text())
    assert sorted(listed["files"]) == sorted(site_files())
    # an earlier release's files, listed as written, that this one has not; and a file of the site's owner
    listed["files"] += ["web/old-module.js", "web/old/deep/worker.js"]
    (written / LIST).write_text(json.dumps(listed))
    (written / "web" / "old-module.js").write_text("old")
    (written / "web" / "old" / "deep").mkdir(parents=True)
    (written / "web" / "old" / "deep" / "worker.js").write_text("old")
    (written / "CNAME").write_text("referee.example.org\n")
    (written / "index.html").write_text("an older page")
    result = run(written, "--lang", "nl")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("2 bestanden van de eerdere site verwijderd: deze site heeft ze niet meer.\n")
    assert tree(written) == {**site_files(), "CNAME": b"referee.example.org\n", LIST: (written / LIST).read_bytes()}
    assert not (written / "web" / "old").exists()
    assert sorted(json.loads((written / LIST).read_text())["files"]) == sorted(site_files())
    assert "removed" not in run(written).output  # nothing stale the second time


def test_a_file_the_earlier_site_did_not_write_is_refused_unless_forced(written):
    listed = json.loads((written / LIST).read_text())
    listed["files"].remove(HEADERS_FILE)  # as if the site's owner had written their own
    (written / LIST).write_text(json.dumps(listed))
    (written / HEADERS_FILE).write_text("/*\n  X-Mine: 1\n")
    refused(run(written), f"The file {written / HEADERS_FILE} was not written by the site already in {written}")
    refused(
        run(written, "--lang", "nl"), f"Het bestand {written / HEADERS_FILE} is niet geschreven door de site die al in"
    )
    assert (written / HEADERS_FILE).read_text() == "/*\n  X-Mine: 1\n"
    assert run(written, "--force").exit_code == 0
    assert (written / HEADERS_FILE).read_bytes() == site_files()[HEADERS_FILE]


@pytest.mark.parametrize("entry", ["../outside.txt", "/etc/hostname", "web/../../outside.txt", "", 7])
def test_a_list_the_site_did_not_write_removes_nothing(written, tmp_path, entry):
    outside = tmp_path / "outside.txt"
    outside.write_text("not the site's")
    (written / LIST).write_text(json.dumps({"files": [entry]}))
    refused(run(written), f"The file {written / LIST} is not a list of the files an earlier site wrote")
    refused(run(written, "--lang", "nl"), f"Het bestand {written / LIST} is geen lijst van de bestanden")
    assert run(written, "--force").exit_code == 0  # the list set aside: nothing of it removed
    assert outside.read_text() == "not the site's"


def test_a_list_that_is_a_link_or_too_long_is_refused(written, tmp_path):
    (written / LIST).rename(tmp_path / "list.json")
    (written / LIST).symlink_to(tmp_path / "list.json")
    refused(run(written), f"A symbolic link stands at {written / LIST}")
    (written / LIST).unlink()
    (written / LIST).write_text(json.dumps({"files": ["index.html"] * 100_000}))
    refused(run(written), f"The file {written / LIST} is not a list of the files an earlier site wrote")


def test_a_folder_in_the_way_of_a_file_is_refused(written):
    (written / "sw.js").unlink()
    (written / "sw.js").mkdir()
    refused(
        run(written, "--force"),
        f"Something is in the way at {written / 'sw.js'}: the site needs a file of that name there",
    )
    (written / "sw.js").rmdir()
    (written / "web" / "pyodide").rename(written / "pyodide-moved")
    (written / "web" / "pyodide").write_text("a file")
    refused(run(written, "--force", "--lang", "nl"), f"Op {written / 'web' / 'pyodide'} staat iets in de weg")


def test_a_write_cut_short_is_finished_by_the_next_one(tmp_path, monkeypatch):
    folder = tmp_path / "site"
    real_write = site_module._Folder.write
    calls = []

    def full_disk(self, name, data):
        calls.append(name)
        if len(calls) == 6:
            raise OSError(28, "No space left on device", name)
        real_write(self, name, data)

    monkeypatch.setattr(site_module._Folder, "write", full_disk)
    result = run(folder)
    assert result.exit_code == 2, result.output
    assert re.fullmatch(rf"referee: Cannot write {re.escape(str(folder))}/\S+: the disk is full\.\n", result.stderr)
    monkeypatch.setattr(site_module._Folder, "write", real_write)
    assert run(folder).exit_code == 0  # every file the cut write made is listed as the site's
    assert {name for name in tree(folder) if name != LIST} == set(site_files())
    assert not [name for name in os.listdir(folder) if name.endswith(".tmp")]


# --- the policy ----------------------------------------------------------------------------------------------


class _Meta(HTMLParser):
    def __init__(self):
        super().__init__()
        self.policies: list[str] = []
        self.before: list[str] = []  # the elements ahead of the policy

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and (attrs.get("http-equiv") or "").lower() == "content-security-policy":
            self.policies.append(attrs["content"])
        elif not self.policies:
            self.before.append(tag if tag != "meta" or "charset" not in attrs else "charset")


def test_the_page_holds_the_servers_policy_but_frame_ancestors_ahead_of_anything_it_loads(client):
    meta = _Meta()
    meta.feed((WEB / "index.html").read_text(encoding="utf-8"))
    header = client.get("/").headers["Content-Security-Policy"]
    assert header == CSP
    assert meta.policies == [PAGE_CSP]
    assert [d for d in header.split("; ") if not d.startswith("frame-ancestors ")] == PAGE_CSP.split("; ")
    assert "frame-ancestors 'none'" in header.split("; ")
    assert meta.before == ["html", "head", "charset"]


def _headers_rules(text: str) -> dict[str, dict[str, str]]:
    rules: dict[str, dict[str, str]] = {}
    path = None
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if not line.startswith(" "):
            assert line not in rules, f"{line} twice"
            path = line
            rules[path] = {}
        else:
            name, _, value = line.strip().partition(": ")
            assert path is not None and name not in rules[path]
            rules[path][name] = value
    return rules


def test_the_headers_file_sends_the_servers_policy_and_each_files_type(written, client):
    rules = _headers_rules((written / HEADERS_FILE).read_text())
    page = client.get("/")
    assert rules.pop("/*") == {
        "Content-Security-Policy": page.headers["Content-Security-Policy"],
        "X-Content-Type-Options": page.headers["X-Content-Type-Options"],
        "Cache-Control": "no-cache",
    }
    served = {f"/{url}": client.get(f"/{url}").headers["Content-Type"] for url in TYPES if url != "./"}
    assert rules == {path: {"Content-Type": ctype} for path, ctype in served.items()}
    assert {path.lstrip("/") for path in rules} <= set(site_files())


def test_the_nginx_snippet_sends_the_servers_policy_and_a_type_for_every_file(written, client):
    text = (written / NGINX_FILE).read_text()
    assert f'add_header Content-Security-Policy "{client.get("/").headers["Content-Security-Policy"]}" always;' in text
    assert 'add_header X-Content-Type-Options "nosniff" always;' in text
    types = {
        ext: ctype for ctype, exts in re.findall(r"^    (\S+) ([\w ]+);$", text, re.MULTILINE) for ext in exts.split()
    }
    for url, ctype in TYPES.items():
        name = "index.html" if url == "./" else url
        assert types[Path(name).suffix.lstrip(".")] == ctype, name
    assert {"mjs", "wasm", "webmanifest"} <= set(types)


def test_the_docs_say_what_a_static_host_must_send():
    from helpers import ROOT

    docs = " ".join((ROOT / "docs" / "phone-form.md").read_text(encoding="utf-8").split())
    assert f"`Content-Security-Policy: {CSP}`" in docs
    assert "`X-Content-Type-Options: nosniff`" in docs and "`Cache-Control: no-cache`" in docs
    for extension, ctype in site_module.extension_types().items():
        if extension not in ("html",):
            assert re.search(rf"`\.{extension}`( and `\.\w+`)? `{re.escape(ctype)}`", docs), extension
    assert f"`{HEADERS_FILE}`" in docs and f"`{NGINX_FILE}`" in docs and f"`{LIST}`" in docs


def test_the_help_says_what_the_folder_may_be_and_what_force_does():
    shown = " ".join(CliRunner().invoke(cli.main, ["site", "--help"]).stdout.split())
    assert "FOLDER must be empty (or new), or hold a site written before" in shown
    assert "Never the top of the disk, the home folder or through a symbolic link" in shown
    assert "--force Write into a folder that holds other files too" in shown
    assert "Exit status: 0 written; 2 the folder cannot or may not be written." in shown
