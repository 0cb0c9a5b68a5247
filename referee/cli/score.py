"""`referee score`: one /score or /outcome answer printed as a table."""

from __future__ import annotations

import sys
from typing import Any, Mapping

import click

from ..core.context import language
from ..core.text import LANGUAGES, Text, register_catalogue, signed
from ..games import SPECS
from ..service import MAX_BODY
from .checker import Checker, Setup
from .files import InputError, file_error, open_archive, refuse
from .messages import MESSAGES

SCORE_SLUGS = [spec.slug for spec in SPECS if {"score", "outcome"} & set(spec.operations)]
SCORE_STATUSES = """\b
Exit status:
  0  the table is printed
  1  the service failed on the request
  2  a usage or input error: the file cannot be read, or the API refuses the
     request (its problem is printed)"""


@click.command(epilog=SCORE_STATUSES)
@click.argument("request", type=click.Path(readable=False, allow_dash=True))
@click.option(
    "--game",
    "-g",
    type=click.Choice(SCORE_SLUGS),
    required=True,
    help="The game: its /score body (Ra, Priests of Ra) or /outcome body (Osiris, Sakkara).",
)
@click.option(
    "--lang",
    type=click.Choice(LANGUAGES),
    default="en",
    show_default=True,
    help="The language of the sentences (as Accept-Language).",
)
def score(request: str, game: str, lang: str) -> None:
    """Score REQUEST (a /score or /outcome body; - reads standard input) and print it as a table."""
    register_catalogue(MESSAGES)
    language.set(lang)
    spec = next(s for s in SPECS if s.slug == game)
    operation = "score" if "score" in spec.operations else "outcome"
    try:
        with open_archive(request) as source:
            body = source.read(MAX_BODY + 1)  # no more than the API reads: one byte over is its 413
    except InputError as exc:
        refuse(exc.text, lang)
    except OSError as exc:
        refuse(file_error("read", request, exc).text, lang)
    checker = Checker(Setup(lang=lang, full=True))
    status, answer = checker.answer_raw(game, operation, body)
    if status != 200:
        click.echo(problem_text(answer), err=True)
        sys.exit(2 if status < 500 else 1)
    click.echo(score_table(spec.name, answer, lang))


def problem_text(problem: Mapping[str, Any]) -> str:
    lines = [f"{problem['title']}: {problem['detail']}"]
    lines += [f"  {error['pointer'] or '/'}: {error['detail']}" for error in problem.get("errors", [])]
    return "\n".join(lines)


def score_table(game: str, answer: Mapping[str, Any], lang: str = "en") -> str:
    """A /score answer (one epoch or a whole game) or an /outcome answer, as a table to read."""
    if "epochs" in answer or "epoch" in answer:
        blocks = [_epoch_table(game, epoch, lang) for epoch in answer.get("epochs", [answer])]
    else:
        blocks = [[game, *(f"  {player['detail']}" for player in answer.get("players", []) if player.get("detail"))]]
    if answer.get("standings"):
        blocks.append(_standings_table(answer["standings"], lang))
    if answer.get("detail"):
        blocks.append([answer["detail"]])
    winner = answer.get("winner")
    blocks.append([Text("cli.winner", {"name": winner}).render(lang) if winner else Text("cli.no_winner").render(lang)])
    return "\n\n".join("\n".join(block) for block in blocks)


def _epoch_table(game: str, epoch: Mapping[str, Any], lang: str) -> list[str]:
    total = Text("cli.total").render(lang)
    rows = {line["key"]: _row_name(line["key"], lang) for player in epoch["players"] for line in player["breakdown"]}
    width = max([len(total), *(len(name) for name in rows.values())])
    out = [Text("cli.epoch", {"game": game, "epoch": epoch["epoch"]}).render(lang)]
    for player in epoch["players"]:
        out += ["", player["name"]]
        out += [
            f"  {rows[line['key']]:<{width}}  {signed(line['points']):>4}  {line['detail']}"
            for line in player["breakdown"]
        ]
        out.append(
            f"  {total:<{width}}  {signed(player['points']):>4}  "
            + Text("cli.fame", {"before": player["fame_before"], "after": player["fame"]}).render(lang)
        )
    return out


def _row_name(key: str, lang: str) -> str:
    """A breakdown line's name in the table's language (the answer's `key` is the same in every language)."""
    name = f"cli.row.{key}"
    return Text(name).render(lang) if name in MESSAGES.get(lang, {}) else key


def _standings_table(standings: list[Mapping[str, Any]], lang: str) -> list[str]:
    """Rank, name and the sentence that placed each (every game's standings carry one)."""
    width = max(len(s["name"]) for s in standings)
    out = [Text("cli.standings").render(lang)]
    for s in standings:
        out.append(f"  {s['rank']:>2}. {s['name']:<{width}}  {s.get('detail', '')}".rstrip())
    return out
