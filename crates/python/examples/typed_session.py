"""A typed session, checked by mypy against the package's stubs (CI runs
`mypy --strict` on it) and run by the tests."""

from typing import Dict, List, Optional, Tuple

import halflings


def best_placement(board: halflings.Board, tile: str) -> Optional[Tuple[Tuple[int, int], int]]:
    """The legal placement that leaves the most open spaces around it."""
    moves: List[Tuple[Tuple[int, int], int]] = board.legal_placements(tile)
    best: Optional[Tuple[Tuple[int, int], int]] = None
    most = -1
    for at, rotation in moves:
        after = board.copy()
        after.place(tile, at, rotation)
        room = len(after.frontier())
        if room > most:
            best, most = (at, rotation), room
    return best


def play() -> Dict[str, int]:
    cat: halflings.Catalog = halflings.catalog()
    game = halflings.Game(["red", "blue"], cat.rules[-1], cat)
    turn: halflings.TurnScore = game.play("red", "city-cap", (0, 0), 180, "city")
    assert turn.points == {"blue": 0, "red": 0}
    refusal: Optional[halflings.Refusal] = game.check("blue", "h1-12", (0, 1), 0, "city")
    if refusal is not None:
        print(f"refused: {refusal.reason} ({refusal.message})")
    try:
        game.play("blue", "h1-12", (0, 1), 0, "city")
    except halflings.RefusedError as e:
        print(f"as an exception: {e.refusal!r}")
    move = best_placement(game.board, "h1-12")
    if move is not None:
        game.play("blue", "h1-12", move[0], move[1])
    score: halflings.Score = game.end_score()
    for feature in score.features:
        print(feature["kind"], feature["points"])
    return game.final_points()


if __name__ == "__main__":
    print(play())
