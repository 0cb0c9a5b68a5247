"""`referee serve`: gunicorn with the package's settings module and app factory, run by the same interpreter,
in the command's own process (an exec), each option setting the settings module's variable for that start."""

from __future__ import annotations

import importlib.util
import os
import shlex
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from referee import cli
from referee.cli import serve as serve_command

PACKAGE = Path(cli.__file__).resolve().parents[1]
GUNICORN = [sys.executable, "-m", "gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"]
VARIABLES = ("REFEREE_BIND", "REFEREE_WORKERS", "REFEREE_ACCESS_LOG")


@pytest.fixture()
def execs(monkeypatch) -> list[tuple[str, list[str], dict[str, str]]]:
    """What `os.execv` was asked to run, and the environment it would have run in, instead of running it."""
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    ran: list[tuple[str, list[str], dict[str, str]]] = []
    monkeypatch.setattr(serve_command.os, "execv", lambda path, argv: ran.append((path, list(argv), dict(os.environ))))
    return ran


def test_serve_is_listed_with_its_help():
    listed = " ".join(CliRunner().invoke(cli.main, ["--help"], terminal_width=200).output.split())
    assert "serve Start the production server: gunicorn with the package's settings." in listed
    shown = CliRunner().invoke(cli.main, ["serve", "--help"]).output
    for option in ("--bind", "--workers", "--access-log", "--print-command"):
        assert option in shown
    assert "REFEREE_BIND" in shown and "127.0.0.1:8000" in shown


def test_serve_becomes_gunicorn_with_the_packaged_settings(execs):
    result = CliRunner().invoke(cli.main, ["serve"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    ((path, argv, env),) = execs
    assert (path, argv) == (sys.executable, GUNICORN)
    assert not {name for name in VARIABLES if name in env}  # the settings module's own defaults
    config = importlib.util.find_spec(argv[argv.index("-c") + 1].removeprefix("python:"))
    assert config is not None and Path(config.origin or "").resolve() == PACKAGE / "gunicorn_conf.py"


def test_each_option_sets_its_variable(execs):
    args = ["serve", "--bind", "0.0.0.0:8001", "--workers", "3", "--access-log", "-"]
    result = CliRunner().invoke(cli.main, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    ((_, argv, env),) = execs
    assert argv == GUNICORN
    assert {name: env[name] for name in VARIABLES} == {
        "REFEREE_BIND": "0.0.0.0:8001",
        "REFEREE_WORKERS": "3",
        "REFEREE_ACCESS_LOG": "-",
    }


def test_a_variable_already_set_is_kept(execs, monkeypatch):
    monkeypatch.setenv("REFEREE_BIND", "127.0.0.1:9000")
    assert CliRunner().invoke(cli.main, ["serve", "--workers", "1"], catch_exceptions=False).exit_code == 0
    ((_, _, env),) = execs
    assert (env["REFEREE_BIND"], env["REFEREE_WORKERS"]) == ("127.0.0.1:9000", "1")


def test_print_command_prints_the_line_and_runs_nothing(execs):
    result = CliRunner().invoke(cli.main, ["serve", "--bind", "0.0.0.0:8000", "--print-command"])
    assert result.exit_code == 0 and execs == []
    assert shlex.split(result.output) == ["REFEREE_BIND=0.0.0.0:8000", *GUNICORN]
    plain = CliRunner().invoke(cli.main, ["serve", "--print-command"])
    assert shlex.split(plain.output) == GUNICORN


@pytest.mark.parametrize("workers", ["0", "many"])
def test_a_worker_count_that_is_no_count_is_a_usage_error(execs, workers):
    result = CliRunner().invoke(cli.main, ["serve", "--workers", workers])
    assert result.exit_code == 2 and execs == []
    assert "--workers" in result.output
