from __future__ import annotations

import pytest

from referee import create_app


@pytest.fixture(scope="session")
def app():
    return create_app({"TESTING": True})


@pytest.fixture()
def client(app):
    return app.test_client()


# Four players with suns that are a legal 4-player table (1-13, middle 11): Carl 17, Marc 25, Anne 21,
# Herman 17 -- the rulebook's sun example.
EXAMPLE_SUNS = {
    "Carl": [9, 7, 1],
    "Marc": [13, 10, 2],
    "Anne": [12, 6, 3],
    "Herman": [8, 5, 4],
}


def ra_player(name: str, suns: list[int], fame: int | None = None, **tiles: int) -> dict:
    """A Ra display in request form; tile keywords are flat names, grouped here like the API wants."""
    from referee.games.ra import rules

    grouped: dict = {}
    for tile, n in tiles.items():
        path = rules.tile_path(tile)
        if len(path) == 2:
            grouped.setdefault(path[0], {})[path[1]] = n
        else:
            grouped[tile] = n
    player = {"name": name, "suns": {"face_up": [], "face_down": suns}, "tiles": grouped}
    if fame is not None:
        player["fame"] = fame
    return player
