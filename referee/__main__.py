"""`python -m referee`: the `referee` command (referee/cli/)."""

from .command import main

main(prog_name="referee")
