"""The package as a game-AI or engine author uses it: the catalog, boards,
refusals, followers, games, and the whole conformance suite replayed
through the Python API."""

import copy
import re
import shutil
from pathlib import Path

import pytest

import halflings
from halflings.conformance import answer

TILES = Path(__file__).resolve().parents[3] / "tiles"

VERDICTS = [
    "all-copies-placed",
    "space-taken",
    "long-sides-do-not-meet",
    "side-does-not-continue",
    "corner-only",
    "not-adjacent",
    "not-on-the-tile",
    "feature-taken",
    "no-follower-left",
]


@pytest.fixture(scope="module")
def suite():
    return halflings.catalog().conformance_suite()


def test_the_catalog_holds_the_24_halflings_and_every_rules_version():
    cat = halflings.catalog()
    assert len(cat.tiles) == 24
    assert {t.set for t in cat.tiles} == {"halflings-1", "halflings-2"}
    assert cat.rules == ["2014", "2015-10", "2020", "2021-01"]
    assert re.fullmatch(r"[0-9a-f]{64}", cat.sha256)
    assert cat.to_dict()["source_sha256"] == cat.sha256
    assert "city-cap" in [t.id for t in cat.normal_tiles]
    assert "game-a-city-completed-during-play" in cat.examples


def test_a_tile_reads_as_in_tiles_json():
    cat = halflings.catalog()
    tile = cat.tile("h1-01")
    as_json = {t["id"]: t for t in cat.to_dict()["tiles"]}
    assert tile.to_dict() == as_json["h1-01"]
    assert tile.kind == "halfling" and tile.copies == 1
    assert tile.rotations == [0, 90, 180, 270]
    assert [f for f, _ in tile.features] == [f["id"] for f in as_json["h1-01"]["features"]]
    assert "h1-01" in repr(tile)
    # Long-side partners lie turned half round, and never the tile itself.
    partners = tile.long_side_partners(90)
    assert partners and all(r == 270 and t != "h1-01" for t, r in partners)
    assert cat.tile("city-cap").kind == "normal"
    assert cat.tile("city-cap").long_side_partners() == []


def test_a_ruling_carries_its_standing_and_note():
    version = halflings.catalog().rules_version("2014")
    ruling = version["gaps"]["city_with_gap_complete"]
    assert ruling["standing"] == "open" and ruling["note"]
    figures = version["gaps"]["figures_use_spaces"]
    assert (figures["standing"], figures["source"]) == ("clarification", "2014-10")


def test_the_whole_conformance_suite_passes_through_the_api(suite):
    assert len(suite["cases"]) >= 1000
    wrong = []
    for case in suite["cases"]:
        got = answer(case)
        if got != case["expect"]:
            wrong.append((case["id"], case["expect"], got))
    assert wrong == []


@pytest.mark.parametrize("verdict", VERDICTS)
def test_every_refusal_reason_has_its_worked_example_played_through_the_api(suite, verdict):
    examples = [
        c
        for c in suite["cases"]
        if "example" in c["tags"] and c["expect"].get("verdict") == verdict
    ]
    assert examples, f"no worked example refuses with {verdict}"
    for case in examples:
        assert answer(case) == {"verdict": verdict}


def test_a_corner_only_and_a_not_adjacent_placement_are_refused_with_their_reason():
    board = halflings.Board()
    board.place("straight-road", (0, 0), 0)
    refusal = board.check("h2-02", (1, -1), 0)
    assert refusal == "corner-only"
    assert isinstance(refusal, halflings.Refusal)
    assert refusal.reason == "corner-only" and "corner" in refusal.message
    assert board.check("h2-02", (1, 1), 180) == "not-adjacent"
    with pytest.raises(halflings.RefusedError) as caught:
        board.place("h2-02", (1, 1), 180)
    assert caught.value.refusal == "not-adjacent"
    assert isinstance(caught.value, halflings.Error)
    assert len(board) == 1, "a refused placement leaves the board as it was"


def test_legal_placements_are_each_legal_and_include_every_legal_try():
    board = halflings.Board()
    board.place("city-cap", (0, 0), 180)
    moves = board.legal_placements("h1-12")
    assert ((0, 1), 0) in moves
    for at, rotation in moves:
        assert board.check("h1-12", at, rotation) is None
    for at in board.frontier():
        for rotation in (0, 90, 180, 270):
            legal = board.check("h1-12", at, rotation) is None
            assert legal == ((at, rotation) in moves)


def test_the_follower_rule_on_a_board():
    board = halflings.Board()
    board.place("city-cap", (0, 0), 180, player="red", follower="city", rules="2014")
    assert [(f.player, f.feature) for f in board.followers] == [("red", "city")]
    # The halfling carries the city on: one city, and it is RED's.
    assert board.check("h1-12", (0, 1), 0, player="blue", follower="city", rules="2014") == (
        "feature-taken"
    )
    assert board.check("h1-12", (0, 1), 0, player="blue", follower="nowhere") == "not-on-the-tile"
    assert board.check("h1-12", (0, 1), 0) is None
    with pytest.raises(halflings.RefusedError) as caught:
        board.place("h1-12", (0, 1), 0, player="blue", follower="city")
    assert caught.value.refusal == "feature-taken"
    cities = [f for f in board.features() if f.kind == "city"]
    assert [c.followers for c in cities] == [{"red": 1}]


def test_a_game_scores_a_city_as_it_is_completed_and_returns_its_follower():
    game = halflings.Game(["red", "blue"], "2014")
    assert game.supply("red") == 7
    game.play("red", "city-cap", (0, 0), 180, "city")
    game.play("blue", "straight-road", (1, 0), 90, "road")
    assert game.supply("red") == 6
    turn = game.play("red", "h1-12", (0, 1), 0)
    assert turn.scored == [] and turn.points == {"blue": 0, "red": 0}
    turn = game.play("blue", "h2-12", (0, 1), 180)
    assert [s["kind"] for s in turn.scored] == ["city"]
    assert [(f.player, f.feature) for f in turn.returned] == [("red", "city")]
    assert turn.points["red"] > 0 and game.supply("red") == 7
    game.play("red", "monastery", (-1, 0), 0, "monastery")
    assert game.final_points() == {"red": 9, "blue": 1}
    assert game.end_score().rules == "2014"


def test_a_refused_turn_changes_nothing_and_a_stranger_may_not_play():
    game = halflings.Game(["red", "blue"], "2021-01")
    game.play("red", "city-cap", (0, 0), 180, "city")
    before = (len(game.board), game.points, game.supply("blue"))
    with pytest.raises(halflings.RefusedError) as caught:
        game.play("blue", "h1-12", (0, 1), 0, "city")
    assert caught.value.refusal == "feature-taken"
    assert (len(game.board), game.points, game.supply("blue")) == before
    assert game.check("green", "h1-12", (0, 1), 0) == "not-a-player"
    with pytest.raises(halflings.NotFoundError):
        game.supply("green")


def test_copies_are_independent_for_a_search():
    board = halflings.Board()
    board.place("city-cap", (0, 0), 180)
    for twin in (board.copy(), copy.copy(board), copy.deepcopy(board)):
        twin.place("h1-12", (0, 1), 0)
        assert len(twin) == 2
    assert len(board) == 1
    game = halflings.Game(["red"])
    other = game.copy()
    other.play("red", "city-cap", (0, 0), 0)
    assert len(game.board) == 0 and len(other.board) == 1


def test_scoring_under_every_version_with_the_breakdown():
    board = halflings.Board()
    board.place("city-cap", (0, 0), 180)
    board.add_follower("red", 0, "city")
    board.place("h1-12", (0, 1), 0)
    board.place("h2-12", (0, 1), 180)
    scores = board.score_all("completed")
    assert list(scores) == ["2014", "2015-10", "2020", "2021-01"]
    for version, score in scores.items():
        assert score.rules == version
        assert score.totals == board.score(version, "completed").totals
        assert score.features and score.features[0]["kind"] == "city"
        assert score.to_dict()["totals"] == score.totals


def test_bad_arguments_raise_errors_of_the_package():
    board = halflings.Board()
    with pytest.raises(halflings.NotFoundError, match="no tile `h9-99`"):
        board.place("h9-99", (0, 0), 0)
    with pytest.raises(halflings.Error, match="quarter turn"):
        board.place("h1-01", (0, 0), 45)
    with pytest.raises(halflings.NotFoundError, match="rules version `1999`"):
        board.score("1999")
    with pytest.raises(halflings.Error, match="game-end"):
        board.score(None, "later")
    with pytest.raises(halflings.Error, match="twice"):
        halflings.Game(["red", "red"])


I32_MIN, I32_MAX = -(2**31), 2**31 - 1


def test_the_two_ends_of_the_i32_range_are_never_neighbours():
    # A space at the edge of the range has no neighbour beyond it: the
    # east of i32::MAX does not wrap round to i32::MIN.
    board = halflings.Board()
    board.place("straight-road", (I32_MAX, 0), 0)
    for rotation in (0, 90, 180, 270):
        assert board.check("straight-road", (I32_MIN, 0), rotation) == "not-adjacent"
    with pytest.raises(halflings.RefusedError) as caught:
        board.place("straight-road", (I32_MIN, 0), 0)
    assert caught.value.refusal == "not-adjacent"
    assert set(board.frontier()) == {(I32_MAX - 1, 0), (I32_MAX, -1), (I32_MAX, 1)}
    assert board.check("straight-road", (I32_MAX - 1, 0), 0) is None


@pytest.mark.parametrize("corner", [(x, y) for x in (I32_MIN, I32_MAX) for y in (I32_MIN, I32_MAX)])
def test_a_tile_in_a_corner_of_the_range_alone_and_beside_others(corner):
    x, y = corner
    ix, iy = x + (1 if x == I32_MIN else -1), y + (1 if y == I32_MIN else -1)
    board = halflings.Board()
    board.place("monastery", corner, 0, player="red", follower="monastery")
    assert set(board.frontier()) == {(ix, y), (x, iy)}
    assert {at for at, _ in board.legal_placements("monastery")} == set(board.frontier())
    # Across the edges of the range: the other corners, never adjacent.
    for far in [(-1 - x, y), (x, -1 - y), (-1 - x, -1 - y)]:
        assert board.check("monastery", far, 0) == "not-adjacent"
    for at in [(ix, y), (ix, iy), (x, iy)]:
        board.place("monastery", at, 0)
    assert len(board) == 4 and board.at(corner) == [0]
    # The three spaces round the corner are all there are: the monastery is
    # never surrounded, so it does not complete, and at game end it counts
    # the 4 tiles.
    assert board.score(None, "completed").totals == {"red": 0}
    for version, score in board.score_all().items():
        assert score.totals == {"red": 4}, version
        assert score.features[0]["kind"] == "monastery", version
        assert score.features[0]["complete"] is False, version


def test_a_fan_set_loads_from_a_folder(tmp_path):
    tiles = tmp_path / "tiles"
    shutil.copytree(TILES, tiles)
    tile = tiles / "halflings-1" / "01.toml"
    text = tile.read_text(encoding="utf-8")
    tile.write_text(re.sub(r'(?m)^name = ".*"$', 'name = "A fan-made name"', text, count=1))
    cat = halflings.load(str(tiles))
    assert cat.tile("h1-01").name == "A fan-made name"
    assert cat.sha256 != halflings.catalog().sha256
    board = halflings.Board(cat)
    board.place("h1-01", (0, 0), 0)
    assert len(board) == 1


def test_a_broken_folder_raises_with_file_line_and_column(tmp_path):
    tiles = tmp_path / "tiles"
    shutil.copytree(TILES, tiles)
    tile = tiles / "halflings-1" / "01.toml"
    tile.write_text(tile.read_text(encoding="utf-8").replace("pennants", "penants", 1))
    with pytest.raises(halflings.DefinitionError) as caught:
        halflings.load(str(tiles))
    assert isinstance(caught.value, halflings.Error)
    assert re.search(r"halflings-1/01\.toml:\d+:\d+: unknown key `penants`", str(caught.value))


def test_the_package_follows_python_conventions():
    assert re.fullmatch(r"\d+\.\d+\.\d+", halflings.__version__)
    assert "RefusedError" in (halflings.Board.place.__doc__ or "")
    assert halflings.Board.__doc__ and halflings.Game.__doc__
    assert repr(halflings.Board()) == "<Board: 0 piece(s), 0 follower(s)>"


def test_the_sessions_in_the_readmes_and_the_docstring_run_as_written():
    import doctest

    here = Path(__file__).resolve().parent
    for readme in (here.parent / "README.md", here.parents[2] / "README.md"):
        result = doctest.testfile(str(readme), module_relative=False, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0 and result.attempted >= 4, readme
    result = doctest.testmod(halflings)
    assert result.failed == 0 and result.attempted >= 3
