"""The Halflings rules engine and tiles, for Python.

Halflings is the Carcassonne mini-expansion of 24 half-sized triangular
tiles. This package carries the project's reference engine (compiled from
Rust) and its tile catalog:

>>> import halflings
>>> cat = halflings.catalog()
>>> board = halflings.Board()
>>> board.place("h1-01", (0, 0), 0)
0
>>> board.check("h1-02", (5, 5), 0)
Refusal('not-adjacent')

`catalog()` is the catalog built in; `load(path)` reads another tiles
folder. `Board` places tiles and followers and scores under any rules
version; `Game` plays turns, scoring features as they complete. Every
error is a `halflings.Error`.
"""

from ._halflings import (
    Board,
    Catalog,
    DefinitionError,
    Error,
    Feature,
    Follower,
    Game,
    NotFoundError,
    Piece,
    RefusedError,
    Refusal,
    Score,
    Tile,
    TurnScore,
    __version__,
    catalog,
    load,
)

__all__ = [
    "Board",
    "Catalog",
    "DefinitionError",
    "Error",
    "Feature",
    "Follower",
    "Game",
    "NotFoundError",
    "Piece",
    "RefusedError",
    "Refusal",
    "Score",
    "Tile",
    "TurnScore",
    "__version__",
    "catalog",
    "load",
]
