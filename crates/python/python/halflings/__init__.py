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
version; `Game(players)` plays free-form turns, scoring features as they
complete; `Game.new(players, edition)` plays a whole game by an edition's
rules, move by move (`Move`). `halflings.env` holds a PettingZoo
environment (the `pettingzoo` extra). Every error is a `halflings.Error`;
a bad argument raises `ArgumentError` (a `ValueError`) or
`ArgumentTypeError` (a `TypeError`), naming the argument.
"""

from ._halflings import (
    ArgumentError,
    ArgumentTypeError,
    Board,
    Catalog,
    DefinitionError,
    Error,
    Feature,
    Follower,
    Game,
    GameKindError,
    Move,
    MoveResult,
    NotFoundError,
    Piece,
    Refusal,
    RefusedError,
    Score,
    Tile,
    TurnScore,
    __version__,
    catalog,
    load,
)

__all__ = [
    "ArgumentError",
    "ArgumentTypeError",
    "Board",
    "Catalog",
    "DefinitionError",
    "Error",
    "Feature",
    "Follower",
    "Game",
    "GameKindError",
    "Move",
    "MoveResult",
    "NotFoundError",
    "Piece",
    "Refusal",
    "RefusedError",
    "Score",
    "Tile",
    "TurnScore",
    "__version__",
    "catalog",
    "load",
]
