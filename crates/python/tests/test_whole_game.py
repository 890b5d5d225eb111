"""A whole game from Python (`Game.new`): moves, refusals, records and
replays, playouts, copies, pickling, equality and hashing; and the
free-form game beside it, each refusing the other's methods."""

import copy
import json
import pickle

import pytest

import halflings
from halflings import Game, Move


def first_game(edition: str = "C3", seed: int = 7, draft: bool = False) -> Game:
    return Game.new(["ann", "bob"], edition, seed=seed, draft=draft)


def play_first_moves(game: Game, n: int) -> None:
    for _ in range(n):
        if game.is_over:
            return
        game.play(game.legal_moves()[0])


def test_a_whole_game_starts_with_the_first_player_to_move():
    game = first_game()
    assert game.is_whole and game.edition == "C3"
    assert game.current_player == "ann"
    assert game.phase == "turn"
    assert game.drawn is None
    assert len(game.hand("ann")) == 3 and len(game.hand("bob")) == 3
    assert game.points == {"ann": 0, "bob": 0}
    assert len(game.board) == 1  # the start tile
    moves = game.legal_moves()
    assert Move.draw() in moves
    assert all(isinstance(m, Move) for m in moves)
    assert {m.kind for m in moves} <= {"draw", "place"}


def test_a_draw_then_a_placement():
    game = first_game()
    result = game.play(Move.draw())
    assert isinstance(result, halflings.MoveResult)
    assert result.move == Move.draw()
    assert result.drawn is not None and game.drawn == result.drawn
    assert game.phase == "placing" and game.current_player == "ann"
    moves = game.legal_moves()
    assert moves and all(m.kind == "place" and m.tile == result.drawn for m in moves)
    placed = game.play(moves[0])
    assert placed.move == moves[0]
    assert game.current_player == "bob" and game.phase == "turn"
    assert game.moves == [Move.draw(), moves[0]]


def test_a_refused_move_raises_and_changes_nothing():
    game = first_game()
    before = game.copy()
    with pytest.raises(halflings.RefusedError) as caught:
        game.play(Move.pass_())
    assert caught.value.refusal == "must-play"
    assert "must-play" in str(caught.value)
    assert game == before
    assert game.check(Move.pass_()) == "must-play"
    assert game.check(Move.draw()) is None
    with pytest.raises(halflings.RefusedError) as caught:
        game.play(Move.place("h1-01", (40, 40), 0))
    assert caught.value.refusal.reason in {"not-yours", "not-adjacent"}
    with pytest.raises(halflings.NotFoundError):
        game.play(Move.place("h9-99", (0, 1), 0))


@pytest.mark.parametrize("edition", ["C1", "C2", "C3"])
def test_a_game_played_to_its_end_by_each_edition(edition):
    game = Game.new(["ann", "bob", "cat"], edition, seed=3)
    played = game.playout(11)
    assert game.is_over and game.phase == "over"
    assert played == len(game.moves) > 0
    assert game.legal_moves() == []
    final = game.final_points()
    assert set(final) == {"ann", "bob", "cat"}
    assert all(final[p] >= game.points[p] for p in final)
    with pytest.raises(halflings.RefusedError) as caught:
        game.play(Move.draw())
    assert caught.value.refusal == "over"


def test_a_playout_is_the_seed_s():
    a, b = first_game(), first_game()
    a.playout(5)
    b.playout(5)
    assert a == b and hash(a) == hash(b)
    c = first_game()
    c.playout(6)
    assert c.record()["moves"] != a.record()["moves"]


def test_the_draft_picks_halflings_from_the_pool():
    game = first_game(draft=True)
    assert game.phase == "draft"
    assert len(game.pool) == 24
    # The last player picks first.
    assert game.current_player == "bob"
    moves = game.legal_moves()
    assert all(m.kind == "pick" for m in moves)
    game.play(Move.pick(moves[0].tile))
    assert game.hand("bob") == [moves[0].tile]
    assert game.current_player == "ann"


def test_the_record_replays_and_is_json():
    game = first_game(draft=True)
    game.playout(1)
    record = game.record()
    assert set(record) == {"setup", "stack", "hands", "moves"}
    assert record["setup"]["players"] == ["ann", "bob"]
    again = Game.replay(json.loads(json.dumps(record)))
    assert again == game and hash(again) == hash(game)
    assert again.final_points() == game.final_points()
    partial = dict(record, moves=record["moves"][:10])
    assert Game.replay(partial) != game


def test_a_bad_record_names_itself():
    with pytest.raises(halflings.ArgumentError, match="record"):
        Game.replay({"setup": 1})
    record = first_game().record()
    record["moves"] = [{"move": "pass"}]
    with pytest.raises(halflings.RefusedError) as caught:
        Game.replay(record)
    assert caught.value.refusal == "must-play"
    assert "move 0" in str(caught.value)


def test_setup_errors():
    with pytest.raises(halflings.NotFoundError, match="C9"):
        Game.new(["a", "b"], "C9")
    with pytest.raises(halflings.ArgumentError, match="players"):
        Game.new([], "C3")
    with pytest.raises(halflings.ArgumentError, match="players"):
        Game.new(["a"] * 7, "C3")
    with pytest.raises(halflings.ArgumentError, match="players"):
        Game.new(["a", "a"], "C3")
    with pytest.raises(halflings.ArgumentError, match="rules"):
        Game.new(["a", "b"], "C3", rules="2014")
    assert Game.new(["a", "b"], "C1", rules="2014").rules == "2014"


def test_copies_are_independent():
    game = first_game()
    other = game.copy()
    deep = copy.deepcopy(game)
    game.play(Move.draw())
    assert other != game and deep == other
    assert other.phase == "turn"


def test_a_whole_game_pickles_and_compares_by_value():
    game = first_game(seed=9)
    play_first_moves(game, 15)
    again = pickle.loads(pickle.dumps(game))
    assert again == game and hash(again) == hash(game)
    assert again.legal_moves() == game.legal_moves()
    assert {game, again, first_game(seed=9)} == {game, first_game(seed=9)}


def test_moves_are_values():
    m = Move.place("city-cap", [0, 1], 450, "city")
    assert m.kind == "place" and m.tile == "city-cap"
    assert m.at == (0, 1) and m.rotation == 90 and m.follower == "city"
    assert repr(m) == "Move.place('city-cap', (0, 1), 90, 'city')"
    assert eval(repr(m), {"Move": Move}) == m
    for mv in [Move.draw(), Move.pass_(), Move.pick("h1-01"), Move.place("h1-01", (2, -3), 270), m]:
        assert pickle.loads(pickle.dumps(mv)) == mv
        assert hash(copy.copy(mv)) == hash(mv)
        assert eval(repr(mv), {"Move": Move}) == mv
    assert Move.draw() != Move.pass_()
    assert sorted([Move.pass_(), m, Move.draw(), Move.pick("h1-02")]) == [
        Move.pick("h1-02"),
        Move.draw(),
        m,
        Move.pass_(),
    ]
    assert Move("place", "h1-01", (0, 0), 0) == Move.place("h1-01", (0, 0), 0)
    with pytest.raises(halflings.ArgumentError, match="kind"):
        Move("jump")
    with pytest.raises(halflings.ArgumentError, match="tile"):
        Move("draw", "h1-01")
    with pytest.raises(AttributeError):
        m.kind = "draw"  # type: ignore[misc]


def test_each_kind_of_game_refuses_the_others_methods():
    free = Game(["ann", "bob"])
    whole = first_game()
    for call in [
        lambda: free.legal_moves(),
        lambda: free.current_player,
        lambda: free.phase,
        lambda: free.drawn,
        lambda: free.hand("ann"),
        lambda: free.is_over,
        lambda: free.record(),
        lambda: free.playout(1),
        lambda: free.play(Move.draw()),
        lambda: free.check(Move.draw()),
    ]:
        with pytest.raises(halflings.GameKindError, match="whole game"):
            call()
    with pytest.raises(halflings.GameKindError, match="free-form"):
        whole.play("ann", "city-cap", (0, 1), 0)
    with pytest.raises(halflings.GameKindError, match="free-form"):
        whole.check("ann", "city-cap", (0, 1), 0)
    assert issubclass(halflings.GameKindError, halflings.Error)


def test_a_free_form_game_pickles_and_compares_by_value():
    game = Game(["red", "blue"], "2021-01")
    game.play("red", "city-cap", (0, 0), 180, "city")
    at, rotation = game.legal_placements("h1-12")[0]
    game.play("blue", "h1-12", list(at), rotation)
    again = pickle.loads(pickle.dumps(game))
    assert again == game and hash(again) == hash(game)
    assert again.points == game.points and again.supply("red") == game.supply("red")
    assert again.rules == "2021-01"
    assert again != Game(["red", "blue"], "2021-01")


def test_a_board_pickles_and_compares_by_value():
    board = halflings.Board()
    board.place("city-cap", (0, 0), 180)
    board.place("h1-01", (0, 1), 0)
    board.add_follower("red", 0, "city")
    again = pickle.loads(pickle.dumps(board))
    assert again == board and hash(again) == hash(board)
    assert [p.tile for p in again.pieces] == ["city-cap", "h1-01"]
    assert again.followers[0].player == "red"
    other = board.copy()
    other.add_follower("blue", 1, other.followers[0].feature if False else halflings.catalog().tile("h1-01").features[0][0])
    assert other != board
    assert halflings.Board() == halflings.Board()


def test_a_loaded_catalog_pickles_by_its_path(tmp_path):
    import shutil
    from pathlib import Path

    tiles = Path(__file__).resolve().parents[3] / "tiles"
    shutil.copytree(tiles, tmp_path / "tiles")
    cat = halflings.load(tmp_path / "tiles")
    assert cat.path is not None
    board = halflings.Board(cat)
    board.place("h1-01", (0, 0), 0)
    again = pickle.loads(pickle.dumps(board))
    assert again == board
    game = Game.new(["a", "b"], "C2", seed=1, catalog=cat)
    game.playout(2)
    assert pickle.loads(pickle.dumps(game)) == game
    assert pickle.loads(pickle.dumps(halflings.catalog())).path is None
