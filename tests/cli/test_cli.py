"""The `referee` command: `check` answers every line of an archive as the HTTP API answers its body,
in order, on any number of processes; `score` prints the API's breakdown as a table."""

from __future__ import annotations

import io
import json
import os
import pty
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from ra_games import random_game
from referee import cli
from referee.cli import archive as archive_reader
from referee.cli import checker, files, progress
from referee.cli import check as check_command
from referee.core.text import signed
from referee.service import MAX_BODY
from referee.service.games import Route

ROOT = Path(__file__).resolve().parents[2]
ARCHIVE = ROOT / "examples" / "archive.jsonl"
LINES = ARCHIVE.read_text(encoding="utf-8").splitlines()


def check(*args: str, input: bytes | None = None):
    return CliRunner().invoke(cli.main, ["check", *args], input=input, catch_exceptions=False)


def verdicts(output: str) -> list[dict]:
    return [json.loads(line) for line in output.splitlines()]


def without_instance(answer):
    """A problem less its `instance`: it names the HTTP request; a line of an archive is none."""
    if isinstance(answer, dict) and "instance" in answer:
        return {k: v for k, v in answer.items() if k != "instance"}
    return answer


def http_answer(client, line: str, lang: str = "en", game: str | None = None) -> tuple[int, dict]:
    """What the API answers for the request on this line, sent as a client would send it."""
    headers = {"Accept-Language": lang}
    if game is not None:
        r = client.post(f"/v1/games/{game}/replay", data=line, content_type="application/json", headers=headers)
        return r.status_code, without_instance(r.json)
    try:
        request = strict_json(line)
    except ValueError:  # the line as the body: the API refuses it before it looks at the route's schema
        r = client.post("/v1/games/ra/replay", data=line, content_type="application/json", headers=headers)
        return r.status_code, without_instance(r.json)
    r = client.post(
        f"/v1/games/{request['game']}/{request['operation']}",
        data=json.dumps(request["body"]),
        content_type="application/json",
        headers=headers,
    )
    return r.status_code, without_instance(r.json)


def strict_json(text: str):
    """JSON without NaN or a key twice (what the API refuses as not JSON)."""

    def once(pairs):
        if len({k for k, _ in pairs}) != len(pairs):
            raise ValueError("a key twice")
        return dict(pairs)

    def refuse(name):
        raise ValueError(name)

    return json.loads(text, object_pairs_hook=once, parse_constant=refuse)


def digest(answer: dict) -> dict:
    """What a verdict keeps of a 200 answer, taken here from the whole answer."""
    kept = {k: answer[k] for k in ("legal", "finished", "winner", "possible") if k in answer}
    if "outcome" in answer:
        kept["winner"] = (answer["outcome"] or {}).get("winner")
    if "violation" in answer:
        kept["violation"] = answer["violation"] and {k: v for k, v in answer["violation"].items() if k != "move"}
    return kept


# --- every verdict is the API's answer --------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_verdict_of_the_example_archive_is_the_http_answer(client, lang):
    full = check(str(ARCHIVE), "--jobs", "1", "--full", "--lang", lang)
    for line, verdict in zip(LINES, verdicts(full.stdout), strict=True):
        status, answer = http_answer(client, line, lang)
        assert verdict["status"] == status, verdict["line"]
        assert verdict.get("answer", verdict.get("problem")) == answer, verdict["line"]


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_verdict_keeps_the_http_answers_legality_winner_and_violation(client, lang):
    result = check(str(ARCHIVE), "--jobs", "1", "--lang", lang)
    for line, verdict in zip(LINES, verdicts(result.stdout), strict=True):
        status, answer = http_answer(client, line, lang)
        request = json.loads(line) if verdict["game"] else {}
        assert verdict["line"] == LINES.index(line) + 1
        assert (verdict["game"], verdict["operation"], verdict["status"]) == (
            request.get("game"),
            request.get("operation"),
            status,
        )
        if status == 200:
            assert "answer" not in verdict
            assert {
                k: v for k, v in verdict.items() if k not in ("line", "id", "game", "operation", "status")
            } == digest(answer)
        else:
            assert verdict["problem"] == answer


def test_the_example_archive_has_each_kind_of_line():
    kinds = [
        (
            v["game"],
            v["operation"],
            v["status"],
            v.get("legal"),
            v.get("finished"),
            (v.get("violation") or {}).get("rule"),
        )
        for v in verdicts(check(str(ARCHIVE)).stdout)
    ]
    assert kinds == [
        ("ra", "replay", 200, True, True, None),
        ("ra", "replay", 200, True, True, None),
        ("priests-of-ra", "replay", 200, True, True, None),
        ("priests-of-ra", "replay", 200, True, True, None),
        ("osiris", "replay", 200, True, True, None),
        ("sakkara", "replay", 200, True, True, None),
        ("ra", "score", 200, None, None, None),
        ("ra", "score", 200, None, None, None),
        ("priests-of-ra", "score", 200, None, None, None),
        ("osiris", "outcome", 200, None, None, None),
        ("sakkara", "outcome", 200, None, None, None),
        ("ra", "replay", 200, False, False, "R12"),  # Carl bids sun 4 over Anne's 5
        ("ra", "replay", 200, True, False, None),  # a log that stops after 30 moves
        ("ra", "replay", 422, None, None, None),  # a tile that does not exist
        (None, None, 400, None, None, None),  # not JSON
        ("senet", "replay", 404, None, None, None),  # a game the service does not have
    ]
    assert ARCHIVE.stat().st_size < 200_000


def test_the_violation_names_the_move_rule_and_reason():
    illegal = verdicts(check(str(ARCHIVE)).stdout)[11]
    assert illegal["id"] == "club-night-7"
    assert illegal["violation"] == {
        "index": 5,
        "rule": "R12",
        "reason": "Carl bid sun 4, but the highest bid is already 5 (Anne).",
    }


def test_bare_logs_with_game_are_answered_as_the_replay_route(client):
    logs = [json.dumps(random_game(seed, 3 + seed % 3)) for seed in range(4)]
    logs.append(logs[0].replace('"bid"', '"bet"', 1))  # 422: no such action
    logs.append('{"players": ["Anne"], "players": ["Bert"]}')  # 400: a key twice
    result = check("-", "--game", "ra", "--full", input="\n".join(logs).encode())
    for log, verdict in zip(logs, verdicts(result.stdout), strict=True):
        status, answer = http_answer(client, log, game="ra")
        assert (verdict["game"], verdict["operation"], verdict["status"]) == ("ra", "replay", status)
        assert verdict.get("answer", verdict.get("problem")) == answer
    assert [v["status"] for v in verdicts(result.stdout)] == [200, 200, 200, 200, 422, 400]


# --- order, processes, output --------------------------------------------------------------------------


@pytest.mark.slow  # starts two worker processes
def test_two_processes_keep_the_order_of_the_lines(tmp_path, monkeypatch):
    lines = [json.dumps(random_game(seed, 3 + seed % 3)) for seed in range(40)]
    lines[7] = "not json"
    lines[23] = json.dumps(random_game(99, 4))[:-20]
    archive = tmp_path / "archive.jsonl"
    archive.write_text("\n".join(lines) + "\n")
    monkeypatch.setattr(
        archive_reader, "CHUNK_BYTES", 20_000
    )  # a chunk or two of lines each, so the workers interleave
    one = check(str(archive), "--game", "ra", "--jobs", "1")
    two = check(str(archive), "--game", "ra", "--jobs", "2")
    piped = check("-", "--game", "ra", "--jobs", "2", input=archive.read_bytes())  # lines sent, not read
    assert two.stdout == one.stdout == piped.stdout
    assert [v["line"] for v in verdicts(two.stdout)] == list(range(1, 41))
    assert [v["status"] for v in verdicts(two.stdout)].count(400) == 2


def test_out_writes_the_verdicts_to_a_file(tmp_path):
    out = tmp_path / "verdicts.jsonl"
    result = check(str(ARCHIVE), "--jobs", "2", "--out", str(out))
    assert result.stdout == ""
    assert out.read_text(encoding="utf-8") == check(str(ARCHIVE), "--jobs", "1").stdout


@pytest.mark.parametrize("name", ["itself", "hard link", "symbolic link"])
def test_out_refuses_the_archive_itself_by_any_name(tmp_path, name):
    archive = tmp_path / "archive.jsonl"
    shutil.copy(ARCHIVE, archive)
    out = tmp_path / "out.jsonl"
    if name == "itself":
        out = archive
    elif name == "hard link":
        os.link(archive, out)
    else:
        out.symlink_to(archive)
    result = check(str(archive), "--out", str(out))
    assert result.exit_code == 2
    assert result.stderr == (
        f"referee: --out {out} is the archive itself: the verdicts would overwrite it. Write them to another file.\n"
    )
    assert archive.read_bytes() == ARCHIVE.read_bytes()


@pytest.mark.slow  # starts the installed command
def test_standard_output_appended_to_the_archive_is_refused(tmp_path):
    archive = tmp_path / "archive.jsonl"
    shutil.copy(ARCHIVE, archive)
    with open(archive, "ab") as appended:  # `referee check archive.jsonl >> archive.jsonl`
        done = subprocess.run(
            [installed_referee(), "check", str(archive)],
            stdout=appended,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    assert done.returncode == 2
    assert done.stderr == (
        "referee: Standard output is the archive itself: the verdicts would overwrite it. Write them to another file.\n"
    )
    assert archive.read_bytes() == ARCHIVE.read_bytes()


def test_an_interrupted_run_leaves_the_output_as_it_was(tmp_path, monkeypatch):
    lines = [json.dumps(random_game(seed, 3)) for seed in range(12)]
    archive = tmp_path / "archive.jsonl"
    archive.write_text("\n".join(lines) + "\n")
    out = tmp_path / "verdicts.jsonl"
    out.write_text("yesterday's verdicts\n")
    monkeypatch.setattr(archive_reader, "CHUNK_BYTES", 20_000)
    checked = checker.Checker.check_chunk

    def interrupted(self, first, lines):
        if first > 1:  # the first chunk's verdicts are written, then Ctrl-C
            raise KeyboardInterrupt
        return checked(self, first, lines)

    monkeypatch.setattr(checker.Checker, "check_chunk", interrupted)
    result = check(str(archive), "--game", "ra", "--jobs", "1", "--out", str(out))
    assert result.exit_code == 130
    assert out.read_text() == "yesterday's verdicts\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["archive.jsonl", "verdicts.jsonl"]  # no part left
    monkeypatch.setattr(checker.Checker, "check_chunk", checked)
    assert check(str(archive), "--game", "ra", "--jobs", "1", "--out", str(out)).exit_code == 0
    assert [v["line"] for v in verdicts(out.read_text())] == list(range(1, 13))


@pytest.mark.slow  # starts the installed command
def test_a_killed_run_leaves_the_output_as_it_was(tmp_path):
    lines = [json.dumps(random_game(seed, 5)) for seed in range(400)]
    archive = tmp_path / "archive.jsonl"
    archive.write_text("\n".join(lines) + "\n")
    out = tmp_path / "verdicts.jsonl"
    out.write_text("yesterday's verdicts\n")
    run = subprocess.Popen(
        [installed_referee(), "check", str(archive), "--game", "ra", "--jobs", "1", "--out", str(out)],
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while not any(p.read_bytes() not in (b"", b"yesterday's verdicts\n") for p in tmp_path.glob("*verdicts*")):
            assert time.monotonic() < deadline and run.poll() is None  # until verdicts are being written
            time.sleep(0.02)
    finally:
        run.kill()
        run.wait()
    assert out.read_text() == "yesterday's verdicts\n"


@pytest.mark.slow  # starts the installed command
def test_ctrl_c_stops_every_process_quietly_and_leaves_the_output_as_it_was(tmp_path):
    lines = [json.dumps(random_game(seed, 5)) for seed in range(400)]
    archive = tmp_path / "archive.jsonl"
    archive.write_text(("\n".join(lines) + "\n") * 25)  # 10,000 games: long enough to be still running at Ctrl-C
    out = tmp_path / "verdicts.jsonl"
    out.write_text("yesterday's verdicts\n")
    # Ctrl-C as on a terminal: a suite started in the background (`cmd &`) ignores SIGINT, and its children with it
    run = subprocess.Popen(
        [installed_referee(), "check", str(archive), "--game", "ra", "--jobs", "2", "--out", str(out)],
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        deadline = time.monotonic() + 60
        while not any(p.stat().st_size for p in tmp_path.glob(".verdicts.jsonl.*.part")):
            assert time.monotonic() < deadline and run.poll() is None  # until verdicts are being written
            time.sleep(0.02)
        os.killpg(run.pid, signal.SIGINT)  # what Ctrl-C on a terminal does: the command and its workers
        _, err = run.communicate(timeout=60)
    finally:
        run.kill()
    assert run.returncode == 130 and err == "", err
    assert out.read_text() == "yesterday's verdicts\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["archive.jsonl", "verdicts.jsonl"]


def test_out_through_a_symbolic_link_replaces_the_file_it_names_and_keeps_its_mode(tmp_path):
    target = tmp_path / "verdicts.jsonl"
    target.write_text("old\n")
    target.chmod(0o640)
    link = tmp_path / "latest.jsonl"
    link.symlink_to(target.name)
    check(str(ARCHIVE), "--out", str(link))
    assert link.is_symlink() and target.read_text() == check(str(ARCHIVE)).stdout
    assert target.stat().st_mode & 0o777 == 0o640
    fresh = tmp_path / "fresh.jsonl"
    check(str(ARCHIVE), "--out", str(fresh))
    assert fresh.stat().st_mode & 0o777 == 0o666 & ~files._umask()


# --- files that cannot be read -------------------------------------------------------------------------


def test_a_file_that_cannot_be_opened_is_one_line_and_status_2(tmp_path, monkeypatch):
    (tmp_path / "folder").mkdir()
    (tmp_path / "loop").symlink_to("loop")
    (tmp_path / "file").write_text("{}\n")
    cases = {
        "missing.jsonl": "Cannot read {}: there is no such file.",
        "folder": "Cannot read {}: it is a directory.",
        "loop": "Cannot read {}: its symbolic links go round in a loop.",
        "file/below": "Cannot read {}: a part of its path is not a directory.",
    }
    for name, sentence in cases.items():
        path = str(tmp_path / name)
        for command in (["check", path], ["score", path, "--game", "ra"]):
            result = CliRunner().invoke(cli.main, command)
            assert (result.exit_code, result.stderr) == (2, "referee: " + sentence.format(path) + "\n"), command
            assert result.exception is None or isinstance(result.exception, SystemExit)
    for name, sentence in {
        "folder": "Cannot write {}: it is a directory.",
        "none/out.jsonl": "Cannot write {}: there is no such folder.",
    }.items():
        path = str(tmp_path / name)
        result = check(str(ARCHIVE), "--out", path)
        assert (result.exit_code, result.stderr) == (2, "referee: " + sentence.format(path) + "\n")
    nl = check(str(tmp_path / "missing.jsonl"), "--lang", "nl")
    assert nl.stderr == f"referee: Kan {tmp_path / 'missing.jsonl'} niet lezen: dat bestand bestaat niet.\n"

    def denied(path, *args, **kwargs):  # the tests may run as root, who may read anything
        raise PermissionError(13, "Permission denied", path)

    monkeypatch.setattr(files, "open", denied, raising=False)
    result = check(str(ARCHIVE))
    assert (result.exit_code, result.stderr) == (2, f"referee: Cannot read {ARCHIVE}: permission denied.\n")


@pytest.mark.slow  # starts the installed command
def test_the_installed_command_says_it_in_one_line_without_a_traceback(tmp_path):
    (tmp_path / "loop").symlink_to("loop")
    for args in (
        ["check", "missing.jsonl"],
        ["check", str(tmp_path)],
        ["check", str(tmp_path / "loop")],
        ["score", str(tmp_path), "--game", "ra"],
    ):
        done = subprocess.run([installed_referee(), *args], capture_output=True, text=True, timeout=120, cwd=tmp_path)
        assert done.returncode == 2 and done.stdout == "", args
        assert done.stderr.count("\n") == 1 and done.stderr.startswith("referee: Cannot read "), done.stderr


@pytest.mark.slow  # starts the installed command
def test_a_full_disk_is_one_line_and_status_2(tmp_path):
    done = subprocess.run(
        [installed_referee(), "check", str(ARCHIVE), "--out", "/dev/full"], capture_output=True, text=True, timeout=120
    )
    assert (done.returncode, done.stderr) == (2, "referee: Cannot write /dev/full: the disk is full.\n")
    with open("/dev/full", "wb") as full:
        done = subprocess.run(
            [installed_referee(), "check", str(ARCHIVE), "--lang", "nl"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    assert (done.returncode, done.stderr) == (2, "referee: Kan de standaarduitvoer niet schrijven: de schijf is vol.\n")


def test_an_undecodable_file_is_a_verdict_in_check_and_an_input_error_in_score(tmp_path):
    latin = tmp_path / "latin-1.json"
    latin.write_bytes('{"players": ["Zoë"]}\n'.encode("latin-1"))
    result = check(str(latin))
    assert [(v["status"], v["problem"]["detail"]) for v in verdicts(result.stdout)] == [
        (400, "The body is not UTF-8 text.")
    ]
    assert result.exit_code == 1
    result = CliRunner().invoke(cli.main, ["score", str(latin), "--game", "ra"])
    assert (result.exit_code, result.stderr) == (2, "Bad Request: The body is not UTF-8 text.\n")


@pytest.mark.slow  # starts the installed command
def test_score_reads_no_more_than_the_body_limit():
    done = subprocess.run(
        [installed_referee(), "score", "/dev/zero", "--game", "ra"], capture_output=True, text=True, timeout=60
    )
    assert (done.returncode, done.stderr) == (2, "Request Entity Too Large: The request body is larger than 1 MiB.\n")


@pytest.mark.parametrize("command", ["check", "score"])
def test_the_help_gives_the_exit_statuses(command):
    for args in ([], [command]):
        shown = CliRunner().invoke(cli.main, [*args, "--help"]).stdout
        statuses = shown[shown.index("Exit status:") :].splitlines()
        assert [line.split()[0] for line in statuses[1:] if line.startswith("    ") and line.split()[0].isdigit()] == [
            "0",
            "1",
            "2",
        ], shown
    check_help = CliRunner().invoke(cli.main, ["check", "--help"]).stdout
    assert "  1  some line illegal, malformed or failed" in check_help
    assert "  2  a usage or input error" in check_help


# --- how many processes --------------------------------------------------------------------------------


def spy_on_processes(monkeypatch) -> list[int]:
    started: list[int] = []
    real = check_command.check_all

    def counted(work, setup, jobs):
        started.append(jobs)
        return real(work, setup, jobs)

    monkeypatch.setattr(check_command, "check_all", counted)
    return started


def test_jobs_is_capped_at_the_cores(monkeypatch):
    started = spy_on_processes(monkeypatch)
    monkeypatch.setattr(check_command, "available_cores", lambda: 2)
    result = check(str(ARCHIVE), "--jobs", "256")
    assert started == [2]
    assert (
        result.stderr.splitlines()[0]
        == "This machine lets the command use 2 cores: checking with 2 processes, not 256."
    )
    assert result.stderr.splitlines()[1].endswith("(2 processes)")
    assert result.stdout == check(str(ARCHIVE), "--jobs", "1").stdout


def test_jobs_is_capped_at_the_lines(monkeypatch):
    started = spy_on_processes(monkeypatch)
    monkeypatch.setattr(check_command, "available_cores", lambda: 8)
    one = LINES[0] + "\n"
    result = check("-", "--jobs", "4", input=one.encode())
    assert result.stderr.splitlines()[0] == "The archive has 1 line: checking with 1 process, not 4."
    assert result.stderr.splitlines()[1].endswith("(1 process)")
    nl = check("-", "--jobs", "9", "--lang", "nl", input=(one * 2).encode())
    assert nl.stderr.splitlines()[0] == "Het archief heeft 2 regels: controle met 2 processen, niet 9."
    empty = check("-", "--jobs", "2", input=b"")
    assert empty.stderr.splitlines()[0] == "The archive has 0 lines: checking with 1 process, not 2."
    quiet = check("-", input=(one * 2).encode())  # by default a small archive is checked in one process
    assert quiet.stderr.splitlines()[0].startswith("2 lines in ")
    assert started == [1, 2, 1, 1]


def test_by_default_processes_start_only_for_a_large_archive(monkeypatch, tmp_path):
    started = spy_on_processes(monkeypatch)
    monkeypatch.setattr(check_command, "available_cores", lambda: 2)
    sixteen = "".join(LINES[i % len(LINES)] + "\n" for i in range(16))
    small = check("-", input=sixteen.encode())
    assert small.stderr.splitlines()[0].startswith("16 lines in ") and small.stderr.splitlines()[0].endswith(
        "(1 process)"
    )
    asked: list[int] = []  # the large archive's processes, without checking it
    monkeypatch.setattr(check_command, "check_all", lambda work, setup, jobs: (asked.append(jobs), iter(()))[1])
    big = tmp_path / "big.jsonl"
    line = LINES[0] + "\n"
    big.write_text(line * (3 * archive_reader.CHUNK_BYTES // len(line.encode()) + 1))  # a bit over 3 chunks
    check(str(big))
    assert started == [1] and asked == [2]


def test_a_blank_line_is_counted_as_blank():
    ten = "".join(LINES[i] + "\n" for i in range(4)) + "\n" + "".join(LINES[i] + "\n" for i in range(4, 9))
    result = check("-", "--jobs", "1", input=ten.encode())
    assert len(verdicts(result.stdout)) == 9
    head, *rows = result.stderr.splitlines()
    assert head.startswith("10 lines in ")
    assert any(row.split()[:2] == ["blank", "1"] for row in rows), result.stderr


def test_a_refused_line_keeps_the_game_and_operation_it_names():
    line = json.dumps({"game": "ra", "operation": "replay"})  # no body
    (verdict,) = verdicts(check("-", "--jobs", "1", input=(line + "\n").encode()).stdout)
    assert verdict["status"] == 422 and verdict["game"] == "ra" and verdict["operation"] == "replay"


def test_score_in_dutch_names_its_rows_in_dutch():
    out = (
        CliRunner()
        .invoke(
            cli.main,
            ["score", str(ROOT / "examples" / "ra-score-game.json"), "--game", "ra", "--lang", "nl"],
            catch_exceptions=False,
        )
        .output
    )
    rows = [line.split()[0] for line in out.splitlines() if line.startswith("  ") and line.split()[0].isalpha()]
    assert "goden" in rows and "beschavingen" in rows
    assert not {"gods", "pharaohs", "civilizations", "monuments", "gold"} & set(rows)


@pytest.mark.slow  # starts the installed command
def test_version_and_help_import_neither_flask_nor_the_engine():
    for argv in (["--version"], ["--help"]):
        out = subprocess.run(
            [sys.executable, "-X", "importtime", "-m", "referee", *argv], capture_output=True, text=True, timeout=120
        )
        assert out.returncode == 0
        imported = {line.split("|")[-1].strip() for line in out.stderr.splitlines() if line.startswith("import time:")}
        assert "click" in imported
        assert not {name for name in imported if name.split(".")[0] in ("flask", "werkzeug", "marshmallow")}
        assert (
            not {
                "referee.service",
                "referee.games",
                "referee.cli.check",
                "referee.cli.score",
                "referee.cli.site",
                "referee.cli.checker",
            }
            & imported
        )


@pytest.mark.slow  # starts the installed command
def test_the_cores_are_those_the_process_may_use():
    assert check_command.available_cores() == len(os.sched_getaffinity(0))
    done = subprocess.run(
        ["taskset", "-c", "0", installed_referee(), "check", str(ARCHIVE), "--jobs", "2"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stderr.splitlines()[0] == "This machine lets the command use 1 core: checking with 1 process, not 2."


# --- lines that are not requests ---------------------------------------------------------------------


def test_malformed_lines_are_verdicts_too(client):
    short = json.loads(LINES[0])["body"]
    lines = [
        "{not json",
        '{"game": "ra", "operation": "replay", "body": {"suns": NaN}}',
        '{"game": "ra", "game": "ra", "operation": "replay", "body": {}}',
        json.dumps({"game": "ra", "operation": "replay"}),  # no body
        json.dumps({"game": 7, "operation": "replay", "body": short}),  # the game not a name
        json.dumps([1, 2]),
        json.dumps({"game": "ra", "operation": "outcome", "body": short}),  # Ra has no /outcome
        json.dumps({"game": "ra", "operation": "replay", "body": [short]}),
        json.dumps({"game": "ra", "operation": "replay", "body": None}),
        "",  # blank: no request
        json.dumps({"game": "ra", "operation": "replay", "body": short, "table": 4}),
    ]
    result = check("-", input="\n".join(lines).encode())
    got = {v["line"]: v for v in verdicts(result.stdout)}
    assert sorted(got) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 11]
    assert {n: v["status"] for n, v in got.items()} == {
        1: 400,
        2: 400,
        3: 400,
        4: 422,
        5: 422,
        6: 422,
        7: 404,
        8: 422,
        9: 422,
        11: 422,
    }
    for n in (1, 2, 3, 7, 8, 9):  # what the API answers for the same request
        assert (got[n]["status"], got[n]["problem"]) == http_answer(client, lines[n - 1]), n
    assert "twice" in got[3]["problem"]["detail"]
    # a line that is not a request at all: the problem points into the line
    assert [e["pointer"] for e in got[4]["problem"]["errors"]] == ["/body"]
    assert [e["pointer"] for e in got[5]["problem"]["errors"]] == ["/game"]
    assert [e["pointer"] for e in got[6]["problem"]["errors"]] == [""]
    assert [e["pointer"] for e in got[11]["problem"]["errors"]] == ["/table"]
    # the game and operation the line names, as text, even where the line is refused
    assert (got[4]["game"], got[4]["operation"]) == ("ra", "replay")
    assert (got[5]["game"], got[5]["operation"]) == (None, "replay")
    assert (got[6]["game"], got[6]["operation"]) == (None, None)


def test_a_line_over_the_body_limit_is_413_as_over_http(client):
    log = random_game(1, 3)
    log["moves"] = log["moves"] * 300  # far over 1 MiB
    line = json.dumps(log)
    result = check("-", "--game", "ra", input=line.encode())
    (verdict,) = verdicts(result.stdout)
    assert (verdict["status"], verdict["problem"]) == http_answer(client, line, game="ra") and verdict["status"] == 413


class Recorded(io.BytesIO):
    """An archive that remembers the longest piece read from it at once."""

    longest = 0

    def readline(self, size=-1):
        line = super().readline(size)
        self.longest = max(self.longest, len(line))
        return line

    def read(self, size=-1):
        data = super().read(size)
        self.longest = max(self.longest, len(data))
        return data


def test_a_line_is_read_no_further_than_the_body_limit():
    limit = MAX_BODY
    lines = [
        b"a" * limit + b"\n",  # just the limit: read, the API's 400 (not JSON)
        b"b" * limit + b"\r\n",  # the same with CR LF
        b"c" * (limit + 1) + b"\n",  # one byte over: 413
        b"d" * (5 * limit) + b"\n",  # far over
        b" " * (3 * limit) + b"\n",  # blank, however long: no request
        b'{"short": 1}\n',
        b"e" * (2 * limit),
    ]  # over, at the end without a newline
    archive = Recorded(b"".join(lines))
    got = list(archive_reader.chunks(archive))
    assert archive.longest <= limit + 1
    assert [(c.first, c.count, c.size, c.too_long) for c in got] == [
        (1, 1, limit + 1, False),
        (2, 1, limit + 2, False),
        (3, 1, limit + 2, True),
        (4, 1, 5 * limit + 1, True),
        (5, 1, 3 * limit + 1, False),
        (6, 1, 13, False),
        (7, 1, 2 * limit, True),
    ]
    assert all(len(c.data) <= limit + 2 for c in got)
    assert got[4].lines() == []  # the blank line: nothing to answer
    lines = checker.Checker(checker.Setup())
    statuses = [
        json.loads(v)["status"] for c in got for v in lines.check_chunk(c.first, c.lines())[0].split(b"\n") if v
    ]
    assert statuses == [400, 400, 413, 413, 422, 413]


@pytest.mark.slow  # starts the installed command
def test_a_long_line_is_413_in_constant_memory(client, tmp_path):
    first, last = LINES[0], LINES[6]
    archive = tmp_path / "long.jsonl"
    with open(archive, "wb") as out:  # line 2: 64 MB of nothing, stored as a hole
        out.write(first.encode() + b"\n")
        out.seek(64 * 2**20, os.SEEK_CUR)
        out.write(b"\n" + last.encode() + b"\n")
    short = tmp_path / "short.jsonl"
    short.write_text(f"{first}\n{last}\n")
    verdicts_of = {}
    rss = {}
    for path in (short, archive):
        out = tmp_path / f"{path.stem}.out"
        done = subprocess.run(
            ["/usr/bin/time", "-f", "%M", installed_referee(), "check", str(path), "--jobs", "1", "--out", str(out)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        rss[path.stem] = int(done.stderr.splitlines()[-1])  # KiB
        verdicts_of[path.stem] = verdicts(out.read_text())
    assert [v["line"] for v in verdicts_of["long"]] == [1, 2, 3]
    middle = verdicts_of["long"][1]
    assert (middle["status"], middle["problem"]) == http_answer(client, "x" * (MAX_BODY + 1), game="ra")
    assert middle["status"] == 413 and middle["game"] is None
    assert [verdicts_of["long"][0], verdicts_of["long"][2]] == [
        v | {"line": n} for v, n in zip(verdicts_of["short"], (1, 3))
    ]
    assert rss["long"] - rss["short"] < 8 * 1024, rss  # KiB: a few MiB at most, not the line's 64


@pytest.mark.slow  # starts the installed command
def test_dev_zero_is_read_in_constant_memory():
    """Measured by bytes read, not by time: the RSS once the command has read 128 MiB (it has started, however
    long its start took on a busy machine), then until it has read 512 MiB more."""
    run = subprocess.Popen(
        [installed_referee(), "check", "/dev/zero", "--jobs", "1", "--quiet"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    def read_so_far() -> int:
        return int(Path(f"/proc/{run.pid}/io").read_text().split("rchar:")[1].split()[0])

    def rss() -> int:  # KiB
        return int(Path(f"/proc/{run.pid}/status").read_text().split("VmRSS:")[1].split()[0])

    try:
        hang_guard = time.monotonic() + 300
        while read_so_far() < 128 * 2**20:
            assert run.poll() is None and time.monotonic() < hang_guard
            time.sleep(0.05)
        start, samples = read_so_far(), [rss()]
        while read_so_far() < start + 512 * 2**20:
            assert run.poll() is None and time.monotonic() < hang_guard
            samples.append(rss())
            time.sleep(0.05)
    finally:
        run.kill()
        run.wait()
    assert max(samples) - samples[0] < 2048, samples  # flat while it read 512 MiB (KiB)


def test_an_unexpected_error_is_the_apps_opaque_500(client, monkeypatch):
    def broken(self, body):
        raise RuntimeError("a bug")

    monkeypatch.setattr(Route, "perform", broken)  # the call every request of an operation goes through
    result = check(str(ARCHIVE), "--jobs", "1")
    first = verdicts(result.stdout)[0]
    assert (first["status"], first["problem"]) == http_answer(client, LINES[0]) and first["status"] == 500
    assert "failed" in result.stderr and result.exit_code == 1


# --- the summary and the exit status ----------------------------------------------------------------


def test_the_summary_counts_legal_illegal_by_rule_and_malformed():
    result = check(str(ARCHIVE), "--jobs", "2")
    lines = result.stderr.splitlines()
    assert lines[0].startswith("16 lines in ") and "games/s (2 processes)" in lines[0]
    assert lines[1].split() == ["legal", "7", "(finished", "6,", "unfinished", "1)"]
    assert lines[2].split() == ["illegal", "1", "(R12", "1)"]
    assert lines[3].split() == ["malformed", "3", "(400", "1,", "404", "1,", "422", "1)"]
    assert lines[4].split() == ["answered", "5"]
    assert len(lines) == 5
    assert result.exit_code == 1  # an illegal game, malformed lines


def test_an_archive_of_legal_games_exits_0_and_says_so_in_dutch():
    logs = "\n".join(json.dumps(random_game(seed, 4)) for seed in range(3))
    result = check("-", "--game", "ra", "--lang", "nl", input=logs.encode())
    assert result.exit_code == 0
    assert result.stderr.splitlines()[1].split() == ["legaal", "3", "(uitgespeeld", "3)"]
    assert result.stderr.splitlines()[2].split() == ["illegaal", "0"]


def test_no_progress_bar_on_a_pipe():
    result = check(str(ARCHIVE))
    assert result.stderr.splitlines()[0].startswith("16 lines in ")  # the summary only


# --- the installed command ----------------------------------------------------------------------------


def installed_referee() -> str:
    script = shutil.which("referee", path=str(Path(sys.executable).parent))
    if script is None:
        pytest.fail("the `referee` script is not installed next to this Python: pip install -e .")
    return script


@pytest.mark.slow  # starts the installed command
def test_the_installed_command_checks_on_every_core(tmp_path):
    # an archive of several 256 KiB chunks (the example's lines again and again), so every core gets work
    lines = ARCHIVE.read_bytes().splitlines(keepends=True)
    big = tmp_path / "big.jsonl"
    big.write_bytes(b"".join(lines * (1 + (3 * 256 * 1024) // len(b"".join(lines)))))
    done = subprocess.run(
        [installed_referee(), "check", str(big), "--jobs", str(os.cpu_count())],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert done.returncode == 1, done.stderr
    assert done.stdout == check(str(big), "--jobs", "1").stdout
    assert f"({os.cpu_count()} processes)" in done.stderr.splitlines()[0] or os.cpu_count() == 1
    small = subprocess.run(
        [installed_referee(), "check", str(ARCHIVE)], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert small.stderr.splitlines()[0].endswith("(1 process)")  # 16 lines: not worth starting workers


def on_a_terminal(*args: str, stdout=subprocess.PIPE, timeout: float = 120) -> tuple[bytes, bytes]:
    """(standard output, what the terminal on standard error showed) of the installed command."""
    parent, child = pty.openpty()
    try:
        done = subprocess.run([installed_referee(), *args], stdout=stdout, stderr=child, timeout=timeout, cwd=ROOT)
        os.close(child)
        child = -1
        seen = b""
        while True:
            try:
                data = os.read(parent, 65536)
            except OSError:  # the terminal is closed: all read
                break
            if not data:
                break
            seen += data
    finally:
        if child != -1:
            os.close(child)
        os.close(parent)
    return done.stdout or b"", seen


@pytest.mark.slow  # starts the installed command
def test_a_progress_bar_on_a_terminal():
    out, seen = on_a_terminal("check", str(ARCHIVE), "--jobs", "1")
    final = seen.split(b"\r\n")[0].split(b"\r")[-1].decode()
    # the lines done, games/s and the time left; the bar full at the end
    assert final.startswith("[####################] 100% 16 lines checked, ")
    assert final.rstrip().endswith(" games/s, 0:00 left")
    assert b"16 lines in " in seen
    assert out.count(b"\n") == 16


@pytest.mark.slow  # starts the installed command
def test_no_progress_bar_with_quiet_or_when_the_verdicts_go_to_the_terminal():
    _, quiet = on_a_terminal("check", str(ARCHIVE), "--jobs", "1", "--quiet")
    assert quiet.startswith(b"16 lines in ") and b"checked" not in quiet
    parent, child = pty.openpty()  # the verdicts printed on the same terminal: no bar among them
    os.close(parent)
    try:
        _, mixed = on_a_terminal("check", str(ARCHIVE), "--jobs", "1", stdout=child)
    finally:
        os.close(child)
    assert b"checked" not in mixed


@pytest.mark.slow  # starts the installed command
def test_the_progress_bar_is_redrawn_a_few_times_a_second():
    now = [0.0]
    screen = io.StringIO()
    bar = progress.Progress(screen, total=1000, lang="en", clock=lambda: now[0])
    for ms in range(1, 1001):  # 1,000 lines of a byte each, one every millisecond
        now[0] = ms / 1000
        bar.update(1, 1)
    bar.close()
    draws = screen.getvalue().split("\r")[1:]
    assert len(draws) == 5  # at 1, 251, 501 and 751 ms (4 a second), and the last
    assert draws[1].startswith("[#####---------------]  25% 251 lines checked, 1000 games/s, 0:01 left")
    assert draws[-1].startswith("[####################] 100% 1000 lines checked, 1000 games/s, 0:00 left")
    plain = io.StringIO()
    bar = progress.Progress(plain, total=None, lang="nl", clock=lambda: now[0])  # from a pipe: no size, no time left
    now[0] += 2
    bar.update(1, 500)
    assert plain.getvalue() == "\r1 regel gecontroleerd, 0 spellen/s"


# --- referee score ---------------------------------------------------------------------------------------


def score(*args: str):
    return CliRunner().invoke(cli.main, ["score", *args], catch_exceptions=False)


def test_score_prints_each_players_lines_totals_and_standings(client):
    request = ROOT / "examples" / "ra-score-epoch.json"
    result = score(str(request), "--game", "ra")
    assert result.exit_code == 0
    out = result.stdout.splitlines()
    # Worked by hand (Ra rulebook, epoch 1, R4): Carl god 1 = +2, pharaohs 3 (most, as Marc) +5, three
    # civilizations +5 -> +12; Marc +5 +5 (four Nile tiles but no flood: 0) -> +10; Anne pharaohs 2 (fewest,
    # as Herman) -2, Nile 3 + floods 2 = +5, no civilization -5, gold 1 = +3 -> +1; Herman -2 -5 -> -7.
    assert out[0] == "Ra, epoch 1"
    totals = [line.split() for line in out if line.strip().startswith("total")]
    assert totals == [
        ["total", "+12", "fame", "10", "->", "22"],
        ["total", "+10", "fame", "10", "->", "20"],
        ["total", "+1", "fame", "10", "->", "11"],
        ["total", "-7", "fame", "10", "->", "3"],
    ]
    # every line of the API's answer, under its player, in order
    answer = client.post("/v1/games/ra/score", json=json.loads(request.read_text())).json
    for player in answer["players"]:
        start = out.index(player["name"])
        for offset, line in enumerate(player["breakdown"], 1):
            assert out[start + offset].split(None, 2) == [line["key"], signed(line["points"]), line["detail"]]
    standings = out[out.index("Standings") + 1 : out.index("Standings") + 5]
    assert [row.split()[:2] for row in standings] == [["1.", "Carl"], ["2.", "Marc"], ["3.", "Anne"], ["4.", "Herman"]]
    assert [s["detail"] for s in answer["standings"]] == [row.split(None, 2)[2] for row in standings]
    assert out[-1] == "No winner yet."


def test_score_of_a_whole_game_in_dutch_names_the_winner(client):
    request = ROOT / "examples" / "ra-score-game.json"
    result = score(str(request), "--game", "ra", "--lang", "nl")
    out = result.stdout.splitlines()
    assert [line for line in out if line.startswith("Ra, ")] == ["Ra, tijdperk 1", "Ra, tijdperk 2", "Ra, tijdperk 3"]
    assert [line.split()[-1] for line in out if line.strip().startswith("totaal")] == [
        "20",
        "11",
        "10",
        "28",
        "23",
        "10",
        "51",
        "31",
        "26",
    ]  # tests/server/test_examples.py works them out
    answer = client.post(
        "/v1/games/ra/score", json=json.loads(request.read_text()), headers={"Accept-Language": "nl"}
    ).json
    assert all(
        f"  {line['detail']}" in result.stdout
        for e in answer["epochs"]
        for p in e["players"]
        for line in p["breakdown"]
    )
    assert out[-1] == "Winnaar: Anne"


@pytest.mark.parametrize("game, example", [("osiris", "osiris-outcome.json"), ("sakkara", "sakkara-outcome.json")])
def test_score_of_an_outcome_prints_the_standings(client, game, example):
    request = ROOT / "examples" / example
    result = score(str(request), "--game", game)
    answer = client.post(f"/v1/games/{game}/outcome", json=json.loads(request.read_text())).json
    out = result.stdout.splitlines()
    rows = out[out.index("Standings") + 1 : out.index("Standings") + 1 + len(answer["standings"])]
    assert [row.split()[:2] for row in rows] == [[f"{s['rank']}.", s["name"]] for s in answer["standings"]]
    assert out[-1] == f"Winner: {answer['winner']}"


def test_score_of_a_bad_request_prints_the_problem_and_fails():
    result = CliRunner().invoke(cli.main, ["score", "-", "--game", "ra"], input=b'{"epoch": 1}')
    assert result.exit_code == 2  # an input error
    assert result.stderr.splitlines() == [
        "The request cannot be used as sent: 1 problem in the request; it names the field to fix.",
        "  /players: players is missing. In seating order (clockwise). Names unique.",
    ]


def test_the_cli_says_which_game_a_body_looks_like():
    result = CliRunner().invoke(cli.main, ["score", str(ROOT / "examples" / "ra-score-game.json"), "--game", "osiris"])
    assert result.exit_code == 2
    assert result.stderr.splitlines()[1] == "  /: This looks like a request for Ra: send it to /v1/games/ra/score."
