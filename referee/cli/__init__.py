"""The `referee` command: check an archive of requests on every core; print one score as a table; start the
production server; write the form as a static site.

    referee check ARCHIVE.jsonl [--jobs N] [--out FILE] [--game SLUG] [--lang en|nl] [--full]
    referee score REQUEST.json --game ra [--lang en|nl]
    referee serve [--bind HOST:PORT] [--workers N] [--access-log FILE] [--print-command]
    referee site FOLDER [--force] [--lang en|nl]

A verdict is what the HTTP API answers for the same request, by the same call: each line is answered by its
route's `Route.perform` (referee/service/games.py), as the single request and a /v1/batch item are. A line that
never reaches a route (not JSON, over the body limit) gets the core's own answer to that body
(`answer_request`); a line that is not a request is refused as a batch item would be.

`referee --version` and `referee --help` answer from this module alone: each subcommand (check.py, score.py,
site.py) needs the engine, its schemas and catalogues (two seconds of imports on a loaded machine), and is
imported only when it runs or shows its own help, by the group of click's documentation on lazily loading
subcommands ("Complex Applications": a map of names to import paths).
"""

from __future__ import annotations

import importlib
import logging
from typing import Any

import click

from .._version import __version__

# name -> (where the command is, its one-line help for `referee --help`, which imports none of them)
SUBCOMMANDS = {
    "check": ("referee.cli.check.check", "Check an archive of requests (JSON Lines) on every core."),
    "score": ("referee.cli.score.score", "Print a /score or /outcome answer as a table."),
    "serve": ("referee.cli.serve.serve", "Start the production server: gunicorn with the package's settings."),
    "site": (
        "referee.cli.site.site",
        "Write the phone form with its engine as static files: a referee with no server.",
    ),
}
EXIT_STATUSES = """\b
Exit status:
  0  every line legal (check); the table printed (score)
  1  some line illegal, malformed or failed (check); the service failed (score)
  2  a usage or input error: a file that cannot be read or written, an output
     that is the archive itself, a request the API refuses (score)"""


class LazyGroup(click.Group):
    """A group whose subcommands are imported on first use (`lazy_subcommands`: name -> "module.attribute"),
    and listed by `short_help` without importing them."""

    def __init__(self, *args: Any, lazy_subcommands: dict[str, tuple[str, str]] | None = None, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.lazy_subcommands = lazy_subcommands or {}

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(super().list_commands(ctx)) | set(self.lazy_subcommands))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.lazy_subcommands:
            return self._lazy_load(cmd_name)
        return super().get_command(ctx, cmd_name)

    def _lazy_load(self, cmd_name: str) -> click.Command:
        module_name, attribute = self.lazy_subcommands[cmd_name][0].rsplit(".", 1)
        command = getattr(importlib.import_module(module_name), attribute)
        if not isinstance(command, click.Command):
            raise ValueError(f"{module_name}.{attribute} is not a click command")
        command.short_help = self.lazy_subcommands[cmd_name][1]
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [
            (
                name,
                self.lazy_subcommands[name][1]
                if name in self.lazy_subcommands
                else self.commands[name].get_short_help_str(formatter.width),
            )
            for name in self.list_commands(ctx)
        ]
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)


@click.group(
    cls=LazyGroup,
    lazy_subcommands=SUBCOMMANDS,
    context_settings={"help_option_names": ["-h", "--help"]},
    epilog=EXIT_STATUSES,
)
@click.version_option(__version__, "--version", prog_name="referee", message="%(prog)s %(version)s")
def main(**_: Any) -> None:
    """Referee Ra, Priests of Ra, Osiris and Sakkara from the command line: the same answers as the API."""
    logging.basicConfig(level=logging.WARNING, format="referee: %(message)s")
