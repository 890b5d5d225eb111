"""The engine's speed from Python, measured with timeit (the same three
measures as the Rust benchmark, benches/engine.rs, through the package):

- every legal placement of one halfling on a board of 100 tiles
  (target: at most 100 us);
- scoring that board under the four rules versions (at most 2 ms);
- the longest game of the conformance suite played turn by turn from
  Python, each turn scored, then the final points (at most 5 ms);
- a whole game (`Game.new`, 2 players, 3rd edition) set up and played
  out at random in Rust (`playout`), the mean over 20 seeds (at most
  3 ms);
- the same games stepped move by move from Python, the playouts' very
  moves (`legal_moves()`, then `play(m)`): the cost per move above the
  Rust playout's (at most 10 us per move).

    python crates/python/benches/bench.py [--check]

The board is a fixed pseudo-random game on a copy of the shipped tiles
whose normal tiles have 40 copies each (a board of 100 needs more than the
base game's), with a follower on every third tile. Prints each median of
repeated runs; with --check, exits 1 when one misses its target.
"""

import re
import shutil
import statistics
import sys
import tempfile
import timeit
from pathlib import Path

import halflings

TILES = Path(__file__).resolve().parents[3] / "tiles"
HELD = "h2-07"


def catalog_with_copies(folder: Path) -> halflings.Catalog:
    tiles = folder / "tiles"
    shutil.copytree(TILES, tiles)
    for f in (tiles / "base-game").glob("*.toml"):
        f.write_text(re.sub(r"(?m)^count = \d+$", "count = 40", f.read_text(encoding="utf-8")))
    return halflings.load(str(tiles))


def board_of_100(cat: halflings.Catalog) -> halflings.Board:
    board = halflings.Board(cat)
    ids = [t.id for t in cat.tiles + cat.normal_tiles if t.id != HELD]
    seed = 0x5EED

    def nxt(n: int) -> int:
        nonlocal seed
        seed = (seed * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (seed >> 33) % n

    while len(board) < 100:
        tile = ids[nxt(len(ids))]
        legal = board.legal_placements(tile)
        if not legal:
            continue
        at, rotation = legal[nxt(len(legal))]
        piece = board.place(tile, at, rotation)
        if piece % 3 == 0:
            features = cat.tile(tile).features
            board.add_follower(["red", "blue", "green"][nxt(3)], piece, features[nxt(len(features))][0])
    return board


def median_us(stmt, number: int, repeat: int = 15) -> float:
    times = timeit.repeat(stmt, number=number, repeat=repeat)
    return statistics.median(times) / number * 1e6


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        cat = catalog_with_copies(Path(tmp))
    board = board_of_100(cat)
    assert len(board) == 100

    games = [c for c in halflings.catalog().conformance_suite()["cases"] if c["kind"] == "game" and "try" not in c["input"]]
    longest = max(games, key=lambda c: len(c["input"]["turns"]))
    turns = [(t["player"], t["tile"], tuple(t["at"]), t["rotation"], t.get("follower")) for t in longest["input"]["turns"]]

    def play_game() -> None:
        game = halflings.Game(longest["input"]["players"], longest["rules"])
        for t in turns:
            game.play(*t)
        game.final_points()

    seeds = range(20)

    def playouts() -> None:
        for s in seeds:
            halflings.Game.new(["ann", "bob"], "C3", seed=s).playout(s)

    # The very moves of those playouts, stepped from Python: the legal
    # moves listed, then the move played, as an agent does.
    games = []
    for s in seeds:
        game = halflings.Game.new(["ann", "bob"], "C3", seed=s)
        game.playout(s)
        games.append(game.moves)
    moves = sum(len(g) for g in games)

    def stepped() -> None:
        for s, played in zip(seeds, games):
            game = halflings.Game.new(["ann", "bob"], "C3", seed=s)
            for m in played:
                game.legal_moves()
                game.play(m)

    playout_us = median_us(playouts, 1, repeat=9)
    stepped_us = median_us(stepped, 1, repeat=9)
    rust_per_move = playout_us / moves
    python_per_move = stepped_us / moves
    print(
        f"whole games (C3, 2 players): {moves / len(seeds):.0f} moves each; Rust playout {rust_per_move:.2f} us/move, "
        f"stepped from Python {python_per_move:.2f} us/move"
    )

    results = [
        ("legal placements of one halfling, 100-tile board", median_us(lambda: board.legal_placements(HELD), 200), 100.0),
        ("scoring the board under 4 rules versions", median_us(lambda: board.score_all("game-end"), 50), 2000.0),
        (f"a game of {len(turns)} turns played from Python ({longest['id']})", median_us(play_game, 50), 5000.0),
        ("a whole game set up and played out at random (playout)", playout_us / len(seeds), 3000.0),
        ("stepping from Python, per move above the Rust playout's", python_per_move - rust_per_move, 10.0),
    ]
    missed = False
    for name, us, target in results:
        met = us <= target
        missed |= not met
        print(f"{name}: {us:.1f} us (target {target:.0f} us, {'met' if met else 'MISSED'})")
    return 1 if missed and "--check" in sys.argv else 0


if __name__ == "__main__":
    sys.exit(main())
