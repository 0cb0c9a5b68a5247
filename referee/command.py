"""The `referee` command's entry point: `referee --version` and `referee --help` answer from here alone.

The subcommands (referee/cli.py) need the engine, its schemas and catalogues (two seconds of imports on a loaded
machine); they are imported only when one of them runs or shows its own help, as click's documentation on lazily
loading subcommands describes (a group whose `get_command` imports on demand).
"""
from __future__ import annotations

import importlib
import logging
from typing import Any

import click

from ._version import __version__

# Each subcommand's one-line help, for `referee --help` without importing it (tests/cli/test_cli.py checks these
# against the commands' own `short_help`).
SUBCOMMANDS = {
    "check": "Check an archive of requests (JSON Lines) on every core.",
    "score": "Print a /score or /outcome answer as a table.",
    "site": "Write the phone form with its engine as static files: a referee with no server.",
}
EXIT_STATUSES = """\b
Exit status:
  0  every line legal (check); the table printed (score)
  1  some line illegal, malformed or failed (check); the service failed (score)
  2  a usage or input error: a file that cannot be read or written, an output
     that is the archive itself, a request the API refuses (score)"""


class LazyGroup(click.Group):
    """A group whose subcommands are defined in referee/cli.py, imported on first use."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(SUBCOMMANDS) | set(self.commands))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in SUBCOMMANDS and cmd_name not in self.commands:
            importlib.import_module("referee.cli")  # its @main.command decorators add them to this group
        return self.commands.get(cmd_name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [(name, self.commands[name].get_short_help_str(formatter.width) if name in self.commands
                 else SUBCOMMANDS[name]) for name in self.list_commands(ctx)]
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]}, epilog=EXIT_STATUSES)
@click.version_option(__version__, "--version", prog_name="referee", message="%(prog)s %(version)s")
def main(**_: Any) -> None:
    """Referee Ra, Priests of Ra, Osiris and Sakkara from the command line: the same answers as the API."""
    logging.basicConfig(level=logging.WARNING, format="referee: %(message)s")
