"""`python -m referee`: the `referee` command (referee/command.py; its subcommands in referee/cli.py)."""
from .command import main

main(prog_name="referee")
