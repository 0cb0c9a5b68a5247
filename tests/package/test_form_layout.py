"""The phone form's shape, read from its files: app.js loops over the mode registry and names no game, each game's
screens are in a folder of their own that the registry lists once, and no module grows past what a reader takes in
at once."""

from __future__ import annotations

import re
from pathlib import Path

from referee.api.web import FOLDERS, MODULES
from referee.games import SPECS

WEB = Path(__file__).resolve().parents[2] / "referee" / "web"
MOST_LINES = 500
# The modules still over MOST_LINES, each a board or a screen still to be cut into the drawing and the screen: the
# list only shrinks (a module that comes under the limit must leave it, and no other may join it).
NOT_YET_CUT: set[str] = set()
# The folders of the form that are no game's: the kit, and the libraries vendored from npm (vendor/README.md).
NOT_GAMES = {"kit", "vendor"}


def _lines(name: str) -> int:
    return len((WEB / name).read_text(encoding="utf-8").splitlines())


def test_no_module_of_the_form_is_over_the_limit():
    over = {name for name in MODULES if _lines(name) > MOST_LINES}
    assert over == NOT_YET_CUT, {name: _lines(name) for name in over ^ NOT_YET_CUT}


def test_the_page_names_no_game_and_imports_no_game_folder():
    app = (WEB / "app.js").read_text(encoding="utf-8")
    for spec in SPECS:
        for name in {spec.slug, spec.name}:
            assert not re.search(rf"\b{re.escape(name)}\b", app, re.IGNORECASE), name
    imported = set(re.findall(r'^(?:import|} from).*"\./([\w/.-]+)";$', app, re.MULTILINE))
    games = set(FOLDERS) - NOT_GAMES
    assert imported and not {path for path in imported if path.split("/")[0] in games}, imported


def test_every_game_folder_is_one_line_of_the_registry():
    registry = (WEB / "modes.js").read_text(encoding="utf-8")
    listed = re.findall(r'^import \* as \w+ from "\./(\w+)/modes\.js";$', registry, re.MULTILINE)
    games = [folder for folder in FOLDERS if folder not in NOT_GAMES]
    assert sorted(listed) == games and all((WEB / folder / "modes.js").is_file() for folder in games)
    # each folder's words beside its screens, the kit's too
    assert all((WEB / folder / "words.js").is_file() for folder in FOLDERS if folder != "vendor")


# `state.view = ...`, `state["view"] = ...`, `state.view ||= ...` (a comparison is no write)
VIEW_WRITE = re.compile(r"""\bstate(?:\.view|\[["']view["']\])\s*(?:[-+|&?]{0,2}=(?!=))""")


def test_only_the_store_writes_the_screen_shown():
    writers = {name for name in MODULES if VIEW_WRITE.search((WEB / name).read_text(encoding="utf-8"))}
    assert writers == {"kit/store.js"}, writers
    assert VIEW_WRITE.search('state.view = "x"') and not VIEW_WRITE.search('state.view === "x"')
