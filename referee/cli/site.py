"""`referee site`: the phone form and its engine written as static files."""

from __future__ import annotations

import click

from ..core.text import LANGUAGES, Text, register_catalogue
from .files import file_error, refuse
from .messages import MESSAGES


@click.command()
@click.argument("folder", type=click.Path())
@click.option(
    "--force", is_flag=True, help="Write into a folder that holds other files too, replacing those of the same names."
)
@click.option(
    "--lang",
    type=click.Choice(LANGUAGES),
    default="en",
    show_default=True,
    help="The language of what the command says.",
)
def site(folder: str, force: bool, lang: str) -> None:
    """Write the phone form and the referee's engine into FOLDER as static files (about 15 MB): served by any
    static web server, the form referees every game in the browser with no referee server, offline too once
    opened. FOLDER must be empty (or new), or hold a site written before: its files are replaced and those the
    new one no longer has removed, and nothing else is touched. Never the top of the disk, the home folder or
    through a symbolic link. Exit status: 0 written; 2 the folder cannot or may not be written. Nothing is
    written with an engine built from other Python than this package's: it says so, names the command that rebuilds
    it and exits 2 too."""
    from ..api.site import SITE_MESSAGES, SiteRefused, write_site  # noqa: PLC0415 (Flask is imported for this command only)

    register_catalogue(MESSAGES)
    register_catalogue(SITE_MESSAGES)
    try:
        written = write_site(folder, force=force)
    except SiteRefused as refused:
        refuse(refused.text, lang)
    except OSError as exc:
        refuse(file_error("write", exc.filename or folder, exc).text, lang)
    if written.removed:
        click.echo(Text("site.removed", {"files": len(written.removed)}).render(lang))
    click.echo(
        Text(
            "site.written",
            {
                "files": len(written.files),
                "megabytes": round(written.size / 1e6),
                "folder": click.format_filename(folder),
            },
        ).render(lang)
    )
