"""The `referee` group names its subcommands in one map (where each is, its one-line help) and imports one only
when it runs: importing a subcommand's module registers nothing, and each one-line help is written once."""

from __future__ import annotations

import subprocess
import sys

from click.testing import CliRunner

REGISTERED = """
import referee.cli, referee.cli.check, referee.cli.score, referee.cli.serve, referee.cli.site
print(sorted(referee.cli.main.commands))
"""


def test_importing_a_subcommand_registers_nothing():
    out = subprocess.run([sys.executable, "-c", REGISTERED], capture_output=True, text=True, timeout=120)
    assert (out.returncode, out.stdout) == (0, "[]\n"), out.stderr


OWN_HELP = """
import referee.cli.check, referee.cli.score, referee.cli.serve, referee.cli.site
commands = (referee.cli.check.check, referee.cli.score.score, referee.cli.serve.serve, referee.cli.site.site)
print([command.short_help for command in commands])
"""


def test_each_one_line_help_is_in_the_map_only():
    out = subprocess.run([sys.executable, "-c", OWN_HELP], capture_output=True, text=True, timeout=120)
    assert (out.returncode, out.stdout) == (0, "[None, None, None, None]\n"), out.stderr
    from referee import cli

    listed = " ".join(CliRunner().invoke(cli.main, ["--help"], terminal_width=200).output.split())
    for name, (_, short_help) in cli.SUBCOMMANDS.items():
        assert f"{name} {short_help}" in listed


def test_every_subcommand_loads_from_the_map():
    from referee import cli

    for name, (where, _) in cli.SUBCOMMANDS.items():
        command = cli.main.get_command(None, name)  # type: ignore[arg-type]
        assert command is not None and command.name == name and where.endswith("." + name)
