"""A bad argument raises `halflings.ArgumentError` (a `ValueError`), or
`ArgumentTypeError` (also a `TypeError`), naming the argument: never a
bare `OverflowError` or `TypeError` from the binding. A space given as a
list, as JSON gives it, is taken."""

import pytest

import halflings
from halflings import ArgumentError, ArgumentTypeError, Board, Game, Move

HUGE = 2**40
HUGER = 2**70


def board() -> Board:
    b = Board()
    b.place("city-cap", (0, 0), 180)
    return b


def free() -> Game:
    g = Game(["red", "blue"])
    g.play("red", "city-cap", (0, 0), 180)
    return g


def test_the_error_classes():
    assert issubclass(ArgumentError, halflings.Error)
    assert issubclass(ArgumentError, ValueError)
    assert issubclass(ArgumentTypeError, ArgumentError)
    assert issubclass(ArgumentTypeError, TypeError)
    assert ArgumentError.__module__ == "halflings"


# Each call takes `at` and `rotation` in the places named.
AT_CALLS = {
    "Board.check": lambda at, r: board().check("h1-01", at, r),
    "Board.place": lambda at, r: board().place("h1-01", at, r),
    "Board.at": lambda at, r: board().at(at),
    "Game.check": lambda at, r: free().check("blue", "h1-01", at, r),
    "Game.play": lambda at, r: free().play("blue", "h1-01", at, r),
    "Move.place": lambda at, r: Move.place("h1-01", at, r),
    "Move": lambda at, r: Move("place", "h1-01", at, r),
}
ROTATION_CALLS = {k: v for k, v in AT_CALLS.items() if k != "Board.at"}
ROTATION_CALLS["Tile.long_side_partners"] = lambda at, r: halflings.catalog().tile("h1-01").long_side_partners(r)


@pytest.mark.parametrize("call", AT_CALLS.values(), ids=AT_CALLS.keys())
@pytest.mark.parametrize("at", [(HUGE, 0), (0, -HUGE), [HUGER, 0]])
def test_a_space_out_of_range(call, at):
    with pytest.raises(ArgumentError, match=r"`at\[[01]\]`") as caught:
        call(at, 0)
    assert not isinstance(caught.value, OverflowError)


@pytest.mark.parametrize("call", AT_CALLS.values(), ids=AT_CALLS.keys())
@pytest.mark.parametrize("at", ["0,1", (0,), (0, 1, 2), 5, (0.5, 1), (True, 0), None])
def test_a_space_of_the_wrong_shape(call, at):
    with pytest.raises(ArgumentError, match="`at"):
        call(at, 0)


@pytest.mark.parametrize("call", AT_CALLS.values(), ids=AT_CALLS.keys())
def test_a_space_as_a_list_is_taken(call):
    call([0, 1], 0)
    call((0, 1), 0)


@pytest.mark.parametrize("call", ROTATION_CALLS.values(), ids=ROTATION_CALLS.keys())
@pytest.mark.parametrize("rotation", [HUGER, -HUGER, 2**63])
def test_a_rotation_out_of_range(call, rotation):
    with pytest.raises(ArgumentError, match="`rotation`") as caught:
        call((0, 1), rotation)
    assert not isinstance(caught.value, OverflowError)


@pytest.mark.parametrize("call", ROTATION_CALLS.values(), ids=ROTATION_CALLS.keys())
def test_a_rotation_that_is_no_quarter_turn(call):
    with pytest.raises(ArgumentError, match="`rotation`.*quarter turn"):
        call((0, 1), 45)


@pytest.mark.parametrize("call", ROTATION_CALLS.values(), ids=ROTATION_CALLS.keys())
@pytest.mark.parametrize("rotation", ["90", 90.0, None])
def test_a_rotation_of_the_wrong_type(call, rotation):
    if rotation is None and call is ROTATION_CALLS["Tile.long_side_partners"]:
        pytest.skip("long_side_partners(None) is its default")
    # None is a rotation left out, where the signature allows it.
    expected = ArgumentError if rotation is None else ArgumentTypeError
    with pytest.raises(expected, match="`rotation`|`kind`"):
        call((0, 1), rotation)


def test_a_rotation_turns_round():
    assert Move.place("h1-01", (0, 0), -90).rotation == 270
    assert Move.place("h1-01", (0, 0), 720).rotation == 0


@pytest.mark.parametrize("piece", [-1, -(2**70), 2**70])
def test_a_piece_index_out_of_range(piece):
    with pytest.raises(ArgumentError, match="`piece`") as caught:
        board().add_follower("red", piece, "city")
    assert not isinstance(caught.value, OverflowError)


def test_a_piece_index_of_the_wrong_type():
    with pytest.raises(ArgumentTypeError, match="`piece`"):
        board().add_follower("red", "0", "city")
    with pytest.raises(halflings.NotFoundError, match="no piece 5"):
        board().add_follower("red", 5, "city")


@pytest.mark.parametrize("seed", [-1, 2**64, 2**70])
def test_a_seed_out_of_range(seed):
    with pytest.raises(ArgumentError, match="`seed`"):
        Game.new(["a", "b"], "C3", seed=seed)
    with pytest.raises(ArgumentError, match="`seed`"):
        Game.new(["a", "b"], "C3").playout(seed)


def test_the_largest_seed_is_taken():
    Game.new(["a", "b"], "C3", seed=2**64 - 1).playout(2**64 - 1)


@pytest.mark.parametrize("players", ["ab", [1, 2], None, ("a", 2)])
def test_players_of_the_wrong_type(players):
    with pytest.raises(ArgumentTypeError, match="`players"):
        Game(players)
    with pytest.raises(ArgumentTypeError, match="`players"):
        Game.new(players, "C3")


def test_players_as_a_tuple_are_taken():
    assert Game(("a", "b")).players == ["a", "b"]
    assert Game.new(("a", "b"), "C3").players == ["a", "b"]


def test_a_move_of_the_wrong_type():
    game = Game.new(["a", "b"], "C3")
    with pytest.raises(ArgumentTypeError, match="`move`"):
        game.play(3)
    with pytest.raises(halflings.GameKindError):
        game.check("draw")  # a str is a free-form game's player
    with pytest.raises(ArgumentError, match="`move`"):
        game.play(Move.draw(), "h1-01")


def test_a_free_form_turn_without_its_tile():
    with pytest.raises(ArgumentError, match="`tile`"):
        free().play("blue")


@pytest.mark.parametrize("call", ["score", "score_all"])
def test_a_scoring_time_that_is_not_one(call):
    with pytest.raises(ArgumentError, match='`when`: is "game-end" or "completed", not "later"'):
        getattr(board(), call)(when="later")
    assert getattr(board(), call)(when="completed") is not None
