"""The README and docs/*.md keep working as written.

Every command line of a shell block runs, or is checked as far as this machine allows:
- `curl` against the app (Flask's test client): method, path, headers and body (`-d`/`--data`/`--data-binary`,
  literal or `@file` from the repository's top, with curl's own handling of new lines) exactly as written;
  the answer is a 2xx unless the line's comment says `answers NNN`;
- `referee ...` (the installed command) runs as `python -m referee` in a scratch directory that has the
  repository's `examples/` (and the few files a line names as the user's own), with exit status 0 unless the
  comment says `exits N`;
- an example script (`examples/*.py`) runs against a real gunicorn;
- where a `referee` or example line's block is followed at once by a plain (or `text`) block, that block is what
  the line prints, line by line (`...` for lines or a line's end left out); a JSON block after a curl line is
  what it answers;
- a benchmark or module line (`bench/*.py`, `python -m module`) answers `--help` naming every option the line
  uses; `pytest` lines name test files that exist; `pip install -e '.[extra]'` names extras that exist;
  gunicorn lines name a config file that exists and an app factory that imports;
- `docker` and `nginx` lines name files that exist (a Dockerfile, `-f`/`-c` files); nothing is started;
- anything else fails, so a new kind of command gets a check here.
And every relative link (file and `#anchor`), every repository path, route and `REFEREE_*` variable a page names
resolves. The README's second command is what `.ci/run` runs.
"""

from __future__ import annotations

import importlib
import json
import os
import re
import shlex
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "CHANGELOG.md"]
SHELLS = {"sh", "shell", "bash", "console"}
FENCE = re.compile(r"^ {0,3}```(\S*)\s*$")
GAMES = ("ra", "priests-of-ra", "osiris", "sakkara")

# Files a command line names as the user's own (not in the repository): the test makes them.
USER_FILES = {
    "games.jsonl": lambda: (
        "\n".join((ROOT / "examples" / "ra-replay-short-game.json").read_text().replace("\n", " ") for _ in range(3))
        + "\n"
    ),
}


@dataclass(frozen=True)
class Command:
    page: Path
    line: int
    text: str  # as written, continuation lines joined

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.line}: {self.text}"

    @property
    def comment(self) -> str:
        quoted = re.sub(r"'[^']*'|\"[^\"]*\"", "", self.text)  # a '#' inside a quoted body is no comment
        return quoted.partition("#")[2]

    def argv(self) -> list[str]:
        return shlex.split(self.text, comments=True)


def blocks(page: Path) -> list[tuple[str, int, list[str]]]:
    """The fenced code blocks of a page: (language, line of the first content line, lines)."""
    found: list[tuple[str, int, list[str]]] = []
    lang: str | None = None
    start, body = 0, list[str]()
    for number, line in enumerate(page.read_text().splitlines(), 1):
        fence = FENCE.match(line)
        if lang is None and fence:
            lang, start, body = fence.group(1), number + 1, []
        elif lang is not None and line.strip() == "```":
            found.append((lang, start, body))
            lang = None
        elif lang is not None:
            body.append(line)
    assert lang is None, f"{page.relative_to(ROOT)}: a code block is never closed"
    return found


def prose(page: Path) -> str:
    """A page without its fenced blocks and inline code (where links are read)."""
    text, keep, inside = page.read_text().splitlines(), [], False
    for line in text:
        if FENCE.match(line) or (inside and line.strip() == "```"):
            inside = not inside
            continue
        if not inside:
            keep.append(re.sub(r"`[^`]*`", "", line))
    return "\n".join(keep)


def commands() -> list[Command]:
    found = []
    for page in PAGES:
        for lang, start, lines in blocks(page):
            if lang not in SHELLS:
                continue
            pending, first = "", 0
            for offset, line in enumerate(lines):
                if not pending:
                    first = start + offset
                pending = f"{pending}\n{line}" if pending else line
                if pending.endswith("\\"):
                    pending = pending[:-1]
                    continue
                try:
                    argv = shlex.split(pending, comments=True)
                except ValueError:  # an open quotation: the body goes on on the next line
                    continue
                if argv:
                    found.append(Command(page, first, pending))
                pending = ""
            assert not pending, f"{page.relative_to(ROOT)}:{first}: unfinished command {pending!r}"
    return found


COMMANDS = commands()


def of_kind(*kinds: str) -> list[Command]:
    return [c for c in COMMANDS if kind(c) in kinds]


def kind(command: Command) -> str:
    argv = [word for word in command.argv() if not re.fullmatch(r"[A-Z_]+=.*", word)]  # VAR=value prefixes
    program = Path(argv[0]).name
    if program == "curl":
        return "curl"
    if program == "referee":  # `referee serve` starts a server: checked as a setup line, never run
        return "setup" if argv[1:2] == ["serve"] else "referee"
    if "&&" in argv or program in {"gunicorn", "pip", "docker", "kill", "nginx"}:
        return "setup"
    if program in {"python", "python3"}:
        if argv[1] == "-m":
            return "pytest" if argv[2] == "pytest" else "module"
        if argv[1].startswith("examples/"):
            return "example"
        if argv[1].startswith(("bench/", "tools/")):  # a benchmark or a contributor's tool: its options exist
            return "bench"
    return "unknown"


def test_the_docs_have_commands_of_every_kind():
    kinds = {kind(c) for c in COMMANDS}
    assert {"curl", "referee", "setup", "example", "bench", "module", "pytest"} <= kinds, kinds
    assert len(of_kind("curl")) >= 20


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: f"{c.page.name}:{c.line}")
def test_every_command_is_of_a_kind_this_file_checks(command):
    assert kind(command) != "unknown", f"no check for this command: {command.where}"


# --- curl ---------------------------------------------------------------------------------------------------


def curl_request(command: Command) -> dict:
    """What curl would send for the line: method, path, headers, body."""
    argv = command.argv()[1:]
    method, headers, body, url = None, {}, None, None
    i = 0
    while i < len(argv):
        word = argv[i]
        if word in {"-s", "-S", "-sS", "-i", "--silent", "--show-error", "--include"}:
            i += 1
            continue
        if word in {"-X", "--request", "-H", "--header", "-d", "--data", "--data-binary", "--data-raw"}:
            value = argv[i + 1]
            if word in {"-X", "--request"}:
                method = value
            elif word in {"-H", "--header"}:
                name, _, header = value.partition(":")
                headers[name.strip()] = header.strip()
            else:
                if value.startswith("@") and word != "--data-raw":
                    source = ROOT / value[1:]
                    assert value != "@-" and source.is_file(), f"no such file {value[1:]}: {command.where}"
                    data = source.read_bytes()
                    if word != "--data-binary":  # curl -d @file drops carriage returns and new lines
                        data = data.replace(b"\r", b"").replace(b"\n", b"")
                else:
                    data = value.encode()
                body = data if body is None else body + b"&" + data
            i += 2
            continue
        assert not word.startswith("-"), f"curl option {word} is not understood here: {command.where}"
        assert url is None, f"two URLs: {command.where}"
        url = word
        i += 1
    assert url is not None, f"no URL: {command.where}"
    parts = urlsplit(url if "//" in url else f"http://{url}")
    assert parts.hostname in {"localhost", "127.0.0.1"}, f"not the service on this machine: {command.where}"
    if body is not None:
        headers.setdefault("Content-Type", "application/x-www-form-urlencoded")  # curl's own default
    path = parts.path + (f"?{parts.query}" if parts.query else "")
    return {"method": method or ("POST" if body is not None else "GET"), "path": path, "headers": headers, "data": body}


def expected_status(command: Command) -> int | None:
    match = re.search(r"\banswers (\d{3})\b", command.comment)
    return int(match.group(1)) if match else None


@pytest.mark.parametrize("command", of_kind("curl"), ids=lambda c: f"{c.page.name}:{c.line}")
def test_curl_line_answers_as_the_page_says(client, command):
    request = curl_request(command)
    response = client.open(request["path"], method=request["method"], headers=request["headers"], data=request["data"])
    wanted = expected_status(command)
    if wanted is None:
        assert 200 <= response.status_code < 300, (
            f"{response.status_code} {response.get_data(as_text=True)[:500]}: {command.where}"
        )
    else:
        assert response.status_code == wanted, f"{response.status_code}, not {wanted}: {command.where}"
        if wanted >= 400:
            assert response.mimetype == "application/problem+json"
    assert response.get_data(), command.where


def test_the_curl_reading_catches_a_wrong_path_a_missing_file_and_a_wrong_type(client):
    """The checks above can fail: a route that is not there, a file that is not there, a text sent with -d."""

    def answer(text: str) -> int:
        request = curl_request(Command(ROOT / "README.md", 0, text))
        return client.open(
            request["path"], method=request["method"], headers=request["headers"], data=request["data"]
        ).status_code

    assert answer("curl -s localhost:8000/v1/games/ra/scores -H 'Content-Type: application/json' -d '{}'") == 404
    with pytest.raises(AssertionError, match="no such file"):
        answer("curl -s localhost:8000/v1/games/ra/score -H 'Content-Type: application/json' -d @examples/nothing.json")
    assert answer("curl -s localhost:8000/v1/games/ra/score -d @examples/ra-score-epoch.json") == 415
    # the notation's lines are its syntax: -d would glue them together, --data-binary keeps them
    text = (
        "curl -s localhost:8000/v1/games/ra/replay -H 'Content-Type: text/plain' {} @examples/ra-replay-short-game.txt"
    )
    assert answer(text.format("--data-binary")) == 200
    assert answer(text.format("-d")) == 422
    multi = Command(
        ROOT / "README.md", 0, "curl -s localhost:8000/v1/games/ra/score -d '{\n \"a\": 1}'   # answers 415"
    )
    assert expected_status(multi) == 415 and curl_request(multi)["data"] == b'{\n "a": 1}'


# --- the referee command, example scripts, benchmarks, modules --------------------------------------------


def python_argv(command: Command) -> list[str]:
    argv = [word for word in command.argv() if not re.fullmatch(r"[A-Z_]+=.*", word)]
    if Path(argv[0]).name == "referee":
        return [sys.executable, "-m", "referee", *argv[1:]]
    return [sys.executable, *argv[1:]]


def run(argv: list[str], cwd: Path, timeout: int = 180) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def shown_outputs() -> dict[Command, list[str]]:
    """Each `referee` or example line whose block is followed at once (blank lines between) by a block with no
    language or `text`: that block shows what the last such line of the block prints."""
    found = {}
    for page in PAGES:
        lines = page.read_text().splitlines()
        page_blocks = blocks(page)
        for (lang, start, body), (next_lang, next_start, next_body) in zip(page_blocks, page_blocks[1:]):
            between = lines[start - 1 + len(body) + 1 : next_start - 2]  # after the closing fence, before the opening
            if lang not in SHELLS or next_lang not in {"", "text"} or any(line.strip() for line in between):
                continue
            printing = [
                c
                for c in COMMANDS
                if c.page == page and start <= c.line < start + len(body) and kind(c) in {"referee", "example"}
            ]
            if printing:
                found[printing[-1]] = next_body
    return found


SHOWN_OUTPUTS = shown_outputs()


def output_differences(shown: list[str], printed: str) -> list[str]:
    """Where the shown output is not what was printed, line by line (trailing spaces aside); a line `...` stands
    for any number of lines, `...` at the end of a line for the rest of that line."""
    actual = "".join(line.rstrip() + "\n" for line in printed.rstrip("\n").splitlines())
    pattern = ""
    for line in (line.rstrip() for line in shown):
        if line.strip() == "...":
            pattern += r"(?:[^\n]*\n)*?"
        elif line.endswith("..."):
            pattern += re.escape(line[:-3]) + r"[^\n]*\n"
        else:
            pattern += re.escape(line) + r"\n"
    if re.fullmatch(pattern, actual):
        return []
    return ["shown:\n" + "\n".join(shown) + "\nprinted:\n" + actual]


def test_the_docs_show_output_of_the_command_line_and_an_example_script():
    assert {kind(c) for c in SHOWN_OUTPUTS} == {"referee", "example"}


def test_a_shown_output_is_checked_line_by_line():
    assert output_differences(["a", "...", "d"], "a\nb\nc\nd\n") == []
    assert output_differences(["a", "b ..."], "a\nb and more\n") == []
    assert output_differences(["a", "d"], "a\nb\nd\n") != []
    assert output_differences(["a", "x ..."], "a\nb and more\n") != []
    assert output_differences(["a"], "a\nb\n") != []


@pytest.mark.parametrize("command", of_kind("referee"), ids=lambda c: f"{c.page.name}:{c.line}")
def test_referee_command_line_runs(tmp_path, command):
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    for word in command.argv():
        if word in USER_FILES:
            (tmp_path / word).write_text(USER_FILES[word]())
    out = run(python_argv(command), tmp_path)
    match = re.search(r"\bexits (\d+)\b", command.comment)
    wanted = int(match.group(1)) if match else 0
    assert out.returncode == wanted, f"exit {out.returncode}, not {wanted}: {command.where}\n{out.stderr[-2000:]}"
    assert out.stdout.strip() or "--out" in command.argv(), command.where
    if command in SHOWN_OUTPUTS:
        assert output_differences(SHOWN_OUTPUTS[command], out.stdout) == [], command.where
    if "--out" in command.argv():
        written = tmp_path / command.argv()[command.argv().index("--out") + 1]
        assert written.read_text().strip(), command.where


@pytest.mark.parametrize("command", of_kind("example"), ids=lambda c: f"{c.page.name}:{c.line}")
def test_example_script_runs_against_the_server(live_server, command):
    argv = python_argv(command)
    assert (ROOT / argv[1]).is_file(), command.where
    if "--url" in argv:
        argv[argv.index("--url") + 1] = live_server
    else:
        argv += ["--url", live_server]
    out = run(argv, ROOT, timeout=60)
    assert out.returncode == 0, f"{command.where}\n{out.stderr[-2000:]}"
    assert out.stdout.strip(), command.where
    if command in SHOWN_OUTPUTS:
        assert output_differences(SHOWN_OUTPUTS[command], out.stdout) == [], command.where


def options_named(command: Command) -> set[str]:
    """Every --option the line names, in the command or in its comment."""
    return set(re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", command.text))


@pytest.mark.parametrize("command", of_kind("bench", "module"), ids=lambda c: f"{c.page.name}:{c.line}")
def test_benchmark_or_module_line_names_options_that_exist(command):
    argv = python_argv(command)
    if argv[1] != "-m":
        assert (ROOT / argv[1]).is_file(), f"no such script: {command.where}"
    head = argv[:3] if argv[1] == "-m" else argv[:2]
    out = run([*head, "--help"], ROOT, timeout=60)
    assert out.returncode == 0, f"{command.where}\n{out.stderr[-2000:]}"
    missing = {
        option
        for option in options_named(command)
        if not re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", out.stdout)
    }
    assert not missing, f"options not in --help: {sorted(missing)}: {command.where}"


@pytest.mark.parametrize("command", of_kind("pytest"), ids=lambda c: f"{c.page.name}:{c.line}")
def test_pytest_line_names_test_files_that_exist(command):
    argv = command.argv()
    for before, word in zip(argv[2:], argv[3:]):
        if not word.startswith("-") and before not in {"-m", "-k"}:  # a marker or a name expression: no file
            assert (ROOT / word.partition("::")[0]).is_file(), command.where


def setup_parts(command: Command) -> list[list[str]]:
    parts: list[list[str]] = []
    current: list[str] = []
    for word in command.argv():
        if word in {"&&", "&"}:  # a background job (`... &`) ends its command like `&&`
            parts.append(current)
            current = []
        elif not (not current and re.fullmatch(r"[A-Z_]+=.*", word)):
            current.append(word)
    return [part for part in (*parts, current) if part]


@pytest.mark.parametrize("command", of_kind("setup"), ids=lambda c: f"{c.page.name}:{c.line}")
def test_setup_line_names_what_exists(command):
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    for argv in setup_parts(command):
        program = Path(argv[0]).name
        if program == "pip":
            assert argv[1] == "install", command.where
            for word in argv[2:]:
                match = re.fullmatch(r"\.(?:\[([\w,]+)\])?", word)
                if match and match.group(1):
                    assert set(match.group(1).split(",")) <= set(extras), command.where
        elif program == "gunicorn":
            config = argv[argv.index("-c") + 1]
            if config.startswith("python:"):  # the package's settings module, as an installed wheel has it
                assert importlib.util.find_spec(config.removeprefix("python:")) is not None, command.where
            else:
                assert (ROOT / config).is_file(), command.where
            module, _, factory = argv[-1].partition(":")
            assert callable(getattr(importlib.import_module(module), factory.removesuffix("()"))), command.where
        elif program == "docker":
            assert (ROOT / "Dockerfile").is_file()
            if "-f" in argv:  # docker compose -f FILE
                assert (ROOT / argv[argv.index("-f") + 1]).is_file(), command.where
        elif program == "nginx":
            if "-c" in argv:
                assert (ROOT / argv[argv.index("-c") + 1].removeprefix("$PWD/")).is_file(), command.where
        elif program == "referee":  # a subcommand that starts something (`referee serve`): its --help shows its options
            out = run([sys.executable, "-m", "referee", argv[1], "--help"], ROOT, timeout=60)
            assert out.returncode == 0 and all(o in out.stdout for o in argv[2:] if o.startswith("--")), command.where
        elif program in {"python", "python3"}:
            assert argv[1:] == ["-m", "venv", ".venv"] or argv[1:3] == ["-m", "pytest"], command.where
        else:
            assert program in {"kill", "mkdir"}, command.where


def test_the_readmes_second_command_is_what_ci_runs():
    second = (
        "python3 -m venv .venv && .venv/bin/pip install -q -c constraints.txt -e '.[test]' && "
        ".venv/bin/python -m pytest -q"
    )
    first = "python3 -m venv .venv && .venv/bin/pip install -q -e . && .venv/bin/referee serve"
    readme = [c.text for c in COMMANDS if c.page.name == "README.md"]
    assert readme[:2] == [first, second]
    assert second in (ROOT / ".ci" / "run").read_text()


# --- links, paths, routes, variables ------------------------------------------------------------------------


def slug(heading: str) -> str:
    """GitHub's anchor for a heading."""
    text = re.sub(r"[`*]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    seen: dict[str, int] = {}
    found = set()
    inside = False
    for line in page.read_text().splitlines():
        if FENCE.match(line) or (inside and line.strip() == "```"):
            inside = not inside
            continue
        match = re.match(r"#{1,6} (.+)", line)
        if match and not inside:
            base = slug(match.group(1))
            n = seen.get(base, 0)
            seen[base] = n + 1
            found.add(base if n == 0 else f"{base}-{n}")
    return found


LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def links() -> list[tuple[Path, str]]:
    return [
        (page, target) for page in PAGES for target in LINK.findall(prose(page)) if not re.match(r"[a-z]+:", target)
    ]


@pytest.mark.parametrize("page,target", links(), ids=lambda v: v.name if isinstance(v, Path) else v)
def test_relative_link_resolves(page, target):
    path, _, anchor = target.partition("#")
    file = (page.parent / path).resolve() if path else page
    assert file.exists(), f"{page.relative_to(ROOT)}: no such file {target}"
    assert ROOT in file.parents or file == ROOT, f"{page.relative_to(ROOT)}: {target} is outside the repository"
    if anchor:
        assert file.suffix == ".md", f"{page.relative_to(ROOT)}: an anchor into a file that is not a page: {target}"
        assert anchor in anchors(file), f"{page.relative_to(ROOT)}: no heading #{anchor} in {file.name}"


def test_the_link_checks_can_fail(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("# A page\n\n## Its `second` part (of two)\n\n```sh\n# not a heading\n```\n")
    assert anchors(page) == {"a-page", "its-second-part-of-two"}
    assert LINK.findall('see [x](docs/a.md#b) and ![y](y.png "t") but not [z](https://e.org)') == [
        "docs/a.md#b",
        "y.png",
        "https://e.org",
    ]
    with pytest.raises(AssertionError, match="no such file"):
        test_relative_link_resolves(ROOT / "README.md", "docs/no-such-page.md")
    with pytest.raises(AssertionError, match="no heading"):
        test_relative_link_resolves(ROOT / "README.md", "docs/speed.md#no-such-part")


def ignored_dirs() -> list[str]:
    return [
        line.strip().rstrip("/")
        for line in (ROOT / ".gitignore").read_text().splitlines()
        if line.strip().endswith("/")
    ]


REPO_PATH = re.compile(
    r"`((?:examples|bench|tests|referee|docs|\.ci)/[\w./-]*(?:::\w+)?"
    r"|gunicorn\.conf\.py|openapi\.yaml|Dockerfile|pyproject\.toml|CHANGELOG\.md)`"
)


# The changelog names each file as it was called in its release, not as it is called now.
@pytest.mark.parametrize("page", [p for p in PAGES if p.name != "CHANGELOG.md"], ids=lambda p: p.name)
def test_every_repository_path_a_page_names_exists(page):
    for name in REPO_PATH.findall(page.read_text()):
        path, _, test = name.partition("::")
        if any(path == d or path.startswith(d + "/") for d in ignored_dirs()):
            continue  # made by the tests or the benchmarks
        assert (ROOT / path).exists(), f"{page.relative_to(ROOT)}: no such file {path}"
        if test:
            assert re.search(rf"^def {test}\(", (ROOT / path).read_text(), re.M), f"{page.relative_to(ROOT)}: {name}"


ROUTE = re.compile(r"`(GET|POST|PUT|PATCH|DELETE|OPTIONS) (/[^`\s]*)`")


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_route_a_page_names_is_served(app, page):
    from werkzeug.exceptions import MethodNotAllowed, NotFound

    from referee.service import endpoint_of

    urls = app.url_map.bind("localhost")
    for method, route in ROUTE.findall(page.read_text()):
        candidates = [re.sub(r"<game>", game, route) for game in GAMES] if "<game>" in route else [route]
        served = []
        for path in candidates:
            try:
                rule, _ = urls.match(path.partition("?")[0], method=method, return_rule=True)
            except (NotFound, MethodNotAllowed):
                continue
            endpoint = endpoint_of(path) if rule.endpoint == "api" else None  # the API's view: the core routes
            if rule.endpoint != "api" or (endpoint is not None and method in (endpoint.method, "OPTIONS")):
                served.append(path)
        assert served, f"{page.relative_to(ROOT)}: {method} {route} is not a route of the app"


def test_every_referee_variable_a_page_names_is_read_by_the_code():
    code = "".join(p.read_text() for p in (ROOT / "referee").rglob("*.py"))
    for page in PAGES:
        for name in set(re.findall(r"\bREFEREE_[A-Z_]+[A-Z]\b", page.read_text())):
            assert re.search(rf"\b{name}\b", code), f"{page.relative_to(ROOT)}: {name} is read nowhere"


PYTHON_BLOCKS = [
    (page, start, "\n".join(lines)) for page in PAGES for lang, start, lines in blocks(page) if lang == "python"
]


@pytest.mark.parametrize("page,line,code", PYTHON_BLOCKS, ids=lambda v: v.name if isinstance(v, Path) else None)
def test_python_block_runs(page, line, code):
    out = run([sys.executable, "-c", code], ROOT, timeout=60)
    assert out.returncode == 0, f"{page.relative_to(ROOT)}:{line}\n{out.stderr[-2000:]}"


def test_the_docs_have_a_python_block():
    assert PYTHON_BLOCKS


def test_the_tournament_standings_shown_in_trackers_md_are_the_services(client):
    """docs/trackers.md shows the standings of examples/tournament-two-rounds.json line by line."""
    page = ROOT / "docs" / "trackers.md"
    shown = next(lines for lang, _, lines in blocks(page) if lang == "" and lines[0].startswith("1. Carl"))
    answer = client.post(
        "/v1/tournaments/standings",
        content_type="application/json",
        data=(ROOT / "examples" / "tournament-two-rounds.json").read_bytes(),
    ).get_json()
    assert [line.split(None, 3) for line in shown] == [
        [f"{s['rank']}.", s["name"], str(s["points"]), s["detail"]] for s in answer["standings"]
    ]


# --- shown answers ------------------------------------------------------------------------------------------

ANY = "@any@"  # what `{...}`, `[...]` and `...` stand for in a shown answer


def shown_answers() -> list[tuple[Command, str]]:
    """Each curl line whose block is followed at once (blank lines between) by a JSON block: the block shows its
    last curl line's answer."""
    found = []
    for page in PAGES:
        lines = page.read_text().splitlines()
        found_blocks = blocks(page)
        for (lang, start, body), (next_lang, next_start, next_body) in zip(found_blocks, found_blocks[1:]):
            between = lines[start - 1 + len(body) + 1 : next_start - 2]  # after the closing fence, before the opening
            if lang not in SHELLS or next_lang != "json" or any(line.strip() for line in between):
                continue
            curls = [
                c for c in COMMANDS if c.page == page and start <= c.line < start + len(body) and kind(c) == "curl"
            ]
            if curls:
                found.append((curls[-1], "\n".join(next_body)))
    return found


def read_shown(text: str):
    text = re.sub(r"\{\s*\.\.\.\s*\}|\[\s*\.\.\.\s*\]", lambda _: json.dumps(ANY), text)
    text = re.sub(r",\s*\.\.\.\s*}", "}", text)  # `, ...}`: more members not shown
    text = re.sub(r",\s*\.\.\.\s*]", lambda _: ", " + json.dumps(ANY) + "]", text)  # `, ...]`: more items
    text = re.sub(r"\.\.\.", lambda _: json.dumps(ANY), text)
    return json.loads(text)


def shown_matches(shown, actual, where="") -> list[str]:
    """Where the shown answer is not what was answered: every shown member must be there with its value
    (a problem's `instance` names the request: any request id; `...` stands for anything)."""
    if shown == ANY:
        return []
    if isinstance(shown, dict):
        if not isinstance(actual, dict):
            return [where or "/"]
        out = []
        for key, value in shown.items():
            if key not in actual:
                out.append(f"{where}/{key} (not answered)")
            elif key == "instance" and isinstance(value, str) and where == "":
                if not (value.startswith("urn:referee:request:") and actual[key].startswith("urn:referee:request:")):
                    out.append(f"{where}/instance")
            else:
                out += shown_matches(value, actual[key], f"{where}/{key}")
        return out
    if isinstance(shown, list):
        if not isinstance(actual, list):
            return [where]
        if shown and shown[-1] == ANY:
            return [
                p
                for i, v in enumerate(shown[:-1])
                for p in shown_matches(v, actual[i] if i < len(actual) else None, f"{where}/{i}")
            ]
        if len(shown) != len(actual):
            return [f"{where} ({len(shown)} items shown, {len(actual)} answered)"]
        return [p for i, v in enumerate(shown) for p in shown_matches(v, actual[i], f"{where}/{i}")]
    return [] if shown == actual else [f"{where}: shown {shown!r}, answered {actual!r}"]


@pytest.mark.parametrize(
    "command, text", shown_answers(), ids=lambda v: f"{v.page.name}:{v.line}" if isinstance(v, Command) else ""
)
def test_a_shown_answer_is_what_its_curl_line_answers(client, command, text):
    request = curl_request(command)
    response = client.open(request["path"], method=request["method"], headers=request["headers"], data=request["data"])
    shown, answered = read_shown(text), response.get_json()
    assert shown_matches(shown, answered) == [], command.where
    if "instance" in shown and any(h.lower() == "x-request-id" for h in request["headers"]):
        assert shown["instance"] == answered["instance"], command.where  # the id the example sends
    if response.mimetype == "application/problem+json" and "..." not in text:  # a problem shown whole: every member
        assert sorted(shown) == sorted(answered), command.where
