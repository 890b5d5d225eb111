"""The shapes of the dicts the package returns, as `TypedDict`s for type
checkers: at run time they are plain dicts (of JSON values, as the
project's JSON files write them), so `json.dumps` writes them as they are.

Points by player stay `Dict[str, int]`; nested parts of the catalog's
dicts whose shapes `tiles.json`'s schema documents are `Any` here.
"""

from typing import Any, Dict, List, TypedDict

__all__ = [
    "CatalogDict",
    "ConformanceSuite",
    "GameRecord",
    "GameSetup",
    "RecordedMove",
    "RulesVersionDict",
    "ScoreDict",
    "ScoredFeature",
    "TileDict",
]


class _ScoredFeature(TypedDict):
    kind: str
    feature: str
    complete: bool
    tiles: int
    spaces: int
    counted: int
    pennants: int
    vineyards: int
    cities: int
    followers: Dict[str, int]
    scorers: List[str]
    points: int


class ScoredFeature(_ScoredFeature, total=False):
    """How one feature scored (`Score.features`, `TurnScore.scored`,
    `MoveResult.scored`): `points` is what each of `scorers` gets;
    `tie_break` says why the hill decided a tie, when it did."""

    tie_break: str


class ScoreDict(TypedDict):
    """A board scored under one rules version (`Score.to_dict()`), as
    `halflings score --json` breaks it down."""

    rules: str
    features: List[ScoredFeature]
    totals: Dict[str, int]
    unscored: List[str]


class _RulesVersionDict(TypedDict):
    id: str
    name: str
    date: str
    current: bool
    standing: str
    road_city: Any
    monastery: Any
    max_monastery: int
    assumed: bool
    gaps: Dict[str, Any]
    pennants_in_shared_space: Any
    note: str


class RulesVersionDict(_RulesVersionDict, total=False):
    """A rules version as `tiles.json` gives it (`Catalog.rules_version`)."""

    source: Any


class TileDict(TypedDict):
    """A halfling as `tiles.json` gives it (`Tile.to_dict()`); a normal
    tile's dict has the keys of `tiles.json`'s `normal_tiles` instead."""

    id: str
    set: str
    number: int
    name: str
    sides: Dict[str, str]
    profiles: Dict[str, List[str]]
    features: List[Dict[str, Any]]
    symbols: List[Dict[str, Any]]
    rotations: List[Dict[str, Any]]
    partner_class: int
    provenance: Dict[str, Any]


class CatalogDict(TypedDict):
    """The whole `tiles.json` (`Catalog.to_dict()`)."""

    format: int
    generator: str
    source_sha256: str
    data_sha256: str
    expansion: Dict[str, Any]
    rules: List[RulesVersionDict]
    base_game: Dict[str, Any]
    tiles: List[TileDict]
    normal_tiles: List[Dict[str, Any]]
    long_side_classes: List[Dict[str, Any]]


class ConformanceSuite(TypedDict):
    """The conformance suite, as `conformance.json`
    (`Catalog.conformance_suite()`)."""

    format: int
    generator: str
    data_sha256: str
    rules: List[str]
    tags: Dict[str, str]
    cases: List[Dict[str, Any]]


class _GameSetup(TypedDict):
    players: List[str]
    edition: str
    seed: int


class GameSetup(_GameSetup, total=False):
    """How a whole game is set up: `rules` is left out for the edition's
    newest version; `draft` is false when left out."""

    rules: str
    draft: bool


class _RecordedMove(TypedDict):
    move: str


class RecordedMove(_RecordedMove, total=False):
    """A move as a record writes it: `move` is "pick", "draw", "place" or
    "pass"; a pick has `tile`, a placement `tile`, `at`, `rotation` and
    perhaps `follower`."""

    tile: str
    at: List[int]
    rotation: int
    follower: str


class GameRecord(TypedDict):
    """A whole game written out (`Game.record()`, `Game.replay`): its
    setup, the stack in drawing order, the hands as dealt, every move."""

    setup: GameSetup
    stack: List[str]
    hands: List[List[str]]
    moves: List[RecordedMove]
