"""Answers conformance cases through the Python API, and speaks the runner's
line protocol, so that the package is a second engine behind
`halflings conformance run`:

    halflings conformance run -- python -m halflings.conformance

Each case is played with `Board` and `Game` as any user of the package
would play it; `answer(case)` gives the result in the suite's `expect`
shape.
"""

import json
import sys
from typing import Any, Dict, List, Optional, TextIO

from . import Board, Catalog, Error, Game, Move, Refusal, __version__, catalog, load


class Unplayable(Exception):
    """A case whose input is not a valid board or game."""


def _verdict(refusal: Optional[Refusal]) -> str:
    return "legal" if refusal is None else refusal.reason


def _board(cat: Catalog, places: List[Dict[str, Any]]) -> Board:
    board = Board(cat)
    for i, p in enumerate(places):
        try:
            piece = board.place(p["tile"], tuple(p["at"]), p["rotation"])
            for f in p.get("followers", []):
                board.add_follower(f["player"], piece, f["feature"])
        except Error as e:
            raise Unplayable(f"placement {i} ({p['tile']}): {e}") from e
    return board


def answer(case: Dict[str, Any], cat: Optional[Catalog] = None) -> Dict[str, Any]:
    """The engine's result for one case of the suite (its `kind`, `rules`
    and `input`), in the shape of the case's `expect`."""
    cat = cat or catalog()
    kind, rules, given = case["kind"], case.get("rules"), case["input"]
    if kind == "board":
        board = _board(cat, given.get("place", []))
        return {"points": board.score(rules, given["scoring"]).totals}
    if kind == "placement":
        board = _board(cat, given.get("place", []))
        t = given["try"]
        refusal = board.check(
            t["tile"],
            tuple(t["at"]),
            t["rotation"],
            player=t.get("player"),
            follower=t.get("follower"),
            rules=rules,
        )
        return {"verdict": _verdict(refusal)}
    if kind == "game":
        game = Game(given["players"], rules, cat)
        turns = []
        for i, t in enumerate(given.get("turns", [])):
            try:
                game.play(t["player"], t["tile"], tuple(t["at"]), t["rotation"], t.get("follower"))
            except Error as e:
                raise Unplayable(f"turn {i} ({t['tile']}): {e}") from e
            turns.append(game.points)
        if "try" in given:
            t = given["try"]
            refusal = game.check(
                t.get("player", ""), t["tile"], tuple(t["at"]), t["rotation"], t.get("follower")
            )
            return {"verdict": _verdict(refusal)}
        return {"points": game.final_points(), "turns": turns}
    if kind == "deck":
        return _deck(cat, given["record"])
    raise Unplayable(f"unknown kind of case {kind!r}")


def _deck(cat: Catalog, record: Dict[str, Any]) -> Dict[str, Any]:
    """A whole game of the deck: its setup, stack and hands dealt with no
    move played, then each recorded move played in turn."""
    try:
        game = Game.replay({**record, "moves": []}, cat)  # type: ignore[typeddict-item]
    except Error as e:
        raise Unplayable(f"the record's setup: {e}") from e
    turns: List[Dict[str, int]] = []
    discarded: List[str] = []
    for i, m in enumerate(record.get("moves", [])):
        try:
            move = Move(m["move"], m.get("tile"), m.get("at"), m.get("rotation"), m.get("follower"))
            result = game.play(move)
        except Error as e:
            raise Unplayable(f"move {i} ({json.dumps(m)}): {e}") from e
        discarded.extend(result.discarded)
        turns.append(game.points)
    return {
        "points": game.final_points(),
        "turns": turns,
        "over": game.is_over,
        "discarded": discarded,
        "hands": [sorted(game.hand(p)) for p in game.players],
    }


def serve(stdin: TextIO, stdout: TextIO, cat: Optional[Catalog] = None) -> None:
    """Speaks the protocol on `stdin` and `stdout` until `stop` or the end
    of input."""
    cat = cat or catalog()

    def send(message: Dict[str, Any]) -> None:
        stdout.write(json.dumps(message) + "\n")
        stdout.flush()

    for line in stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        cmd = request.get("cmd")
        if cmd == "start":
            send(
                {
                    "name": "halflings-python",
                    "language": "python",
                    "version": __version__,
                    "rules": cat.rules,
                }
            )
        elif cmd == "run":
            seq = request["seq"]
            try:
                send({"seq": seq, "result": answer(request["case"], cat)})
            except (Unplayable, Error, KeyError, ValueError) as e:
                send({"seq": seq, "errored": f"{type(e).__name__}: {e}"})
        elif cmd == "stop":
            return


def main(argv: Optional[List[str]] = None) -> int:
    """`python -m halflings.conformance [--tiles DIR]`."""
    argv = sys.argv[1:] if argv is None else argv
    cat = None
    if argv[:1] == ["--tiles"] and len(argv) == 2:
        cat = load(argv[1])
    elif argv:
        print("usage: python -m halflings.conformance [--tiles DIR]", file=sys.stderr)
        return 2
    serve(sys.stdin, sys.stdout, cat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
