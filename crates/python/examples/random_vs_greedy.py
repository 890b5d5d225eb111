"""Random against greedy: plays whole games (`Game.new`) between a player
who picks a legal move at random and one who picks the move that most
increases its own points once played (ties broken at random), the seats
alternating from game to game, and prints each side's win rate.

    python crates/python/examples/random_vs_greedy.py [--games 1000] [--edition C3] [--seed 0]

Typed: CI runs `mypy --strict` on it, and runs it with a few games.
"""

import argparse
import random
from typing import Callable, Dict, List

import halflings
from halflings import Game, Move

Policy = Callable[[Game, random.Random], Move]


def random_move(game: Game, rng: random.Random) -> Move:
    """Any legal move, uniformly."""
    return rng.choice(game.legal_moves())


def greedy_move(game: Game, rng: random.Random) -> Move:
    """The legal move after which the mover has the most points, ties
    broken at random."""
    me = game.current_player
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    best: List[Move] = []
    most = -1
    for move in moves:
        after = game.copy()
        after.play(move)
        points = after.points[me]
        if points > most:
            best, most = [move], points
        elif points == most:
            best.append(move)
    return rng.choice(best)


def play_one(policies: Dict[str, Policy], edition: str, seed: int, rng: random.Random) -> Dict[str, int]:
    """One game between the seats of `policies` (in turn order); returns
    the final points by seat."""
    game = Game.new(list(policies), edition, seed=seed)
    while not game.is_over:
        game.play(policies[game.current_player](game, rng))
    return game.final_points()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="how many games (default 1000)")
    parser.add_argument("--edition", default="C3", help="C1, C2 or C3 (default C3)")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed (default 0)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    wins = {"random": 0, "greedy": 0, "tie": 0}
    points = {"random": 0, "greedy": 0}
    for i in range(args.games):
        seats: Dict[str, Policy] = {"random": random_move, "greedy": greedy_move}
        if i % 2 == 1:
            seats = {"greedy": greedy_move, "random": random_move}
        final = play_one(seats, args.edition, args.seed + i, rng)
        for side in points:
            points[side] += final[side]
        if final["random"] == final["greedy"]:
            wins["tie"] += 1
        else:
            wins[max(final, key=lambda s: final[s])] += 1
    n = max(args.games, 1)
    print(f"{args.games} games of {args.edition} (halflings {halflings.__version__}), seats alternating:")
    for side in ("greedy", "random"):
        print(f"  {side}: wins {wins[side] / n:.1%}, mean final points {points[side] / n:.1f}")
    print(f"  ties: {wins['tie'] / n:.1%}")


if __name__ == "__main__":
    main()
