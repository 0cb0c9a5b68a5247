"""`referee serve`: the production server, gunicorn with the package's own settings (referee/gunicorn_conf.py).

The command becomes gunicorn (`os.execv`): the same process, so Ctrl-C and `kill -TERM` reach gunicorn's master
as they do when gunicorn is started by hand, and its exit status is gunicorn's. Each option sets the environment
variable of the settings module that it names (docs/deployment.md, "Environment"); anything else is set there.
"""

from __future__ import annotations

import os
import shlex
import sys

import click

CONFIG = "python:referee.gunicorn_conf"  # the settings module as an installed wheel has it
APP = "referee:create_app()"


def gunicorn_argv() -> list[str]:
    """gunicorn run by this interpreter, so the server runs on the packages `referee` itself was installed with."""
    return [sys.executable, "-m", "gunicorn", "-c", CONFIG, APP]


@click.command()
@click.option(
    "--bind",
    metavar="HOST:PORT",
    help="The address to listen on (REFEREE_BIND); 127.0.0.1:8000, loopback only, unless set. "
    "0.0.0.0:8000 listens on every interface.",
)
@click.option(
    "--workers",
    type=click.IntRange(min=1),
    help="How many worker processes (REFEREE_WORKERS); two per core and one more, at most 9, unless set.",
)
@click.option(
    "--access-log",
    metavar="FILE",
    help="Write gunicorn's access log, one JSON line a request, to FILE, or to standard output with - "
    "(REFEREE_ACCESS_LOG); none unless set.",
)
@click.option("--print-command", is_flag=True, help="Print the command it would run, and run nothing.")
def serve(bind: str | None, workers: int | None, access_log: str | None, print_command: bool) -> None:
    """Start the production server: gunicorn with the package's settings (referee/gunicorn_conf.py), serving the API,
    its reference at /docs and the phone form, on http://127.0.0.1:8000 unless REFEREE_BIND or --bind says
    otherwise. Every REFEREE_ variable of docs/deployment.md applies; an option sets its variable for this start.
    Ctrl-C or kill -TERM stops it gracefully. Exit status: gunicorn's."""
    settings = {
        name: str(value)
        for name, value in (("REFEREE_BIND", bind), ("REFEREE_WORKERS", workers), ("REFEREE_ACCESS_LOG", access_log))
        if value is not None
    }
    argv = gunicorn_argv()
    if print_command:
        click.echo(shlex.join([f"{name}={value}" for name, value in settings.items()] + argv))
        return
    os.environ.update(settings)
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(argv[0], argv)
