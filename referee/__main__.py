"""`python -m referee`: the `referee` command (referee/cli.py)."""
from .cli import main

main(prog_name="referee")
