//! The shipped normal tiles are the base game's 72 land tiles (without the
//! River): its 24 kinds, A to X as the community names them, each with its
//! count, its pennants and the start tile among the copies of D.

use halflings_model::{Direction, Landscape, RoadEnd, SquareTile};
use halflings_testkit::catalog;

use Landscape::{City as C, Field as F, Road as R};

/// One kind of the base game as the table of the sources describes it:
/// its letter, its id here, its count, its sides (north, east, south,
/// west, in the table's orientation), its cities and the pennants of each,
/// its roads and whether it has a monastery.
struct Kind {
    letter: char,
    id: &'static str,
    count: u8,
    sides: [Landscape; 4],
    cities: &'static [u8],
    roads: usize,
    monastery: bool,
}

const fn kind(
    letter: char,
    id: &'static str,
    count: u8,
    sides: [Landscape; 4],
    cities: &'static [u8],
    roads: usize,
    monastery: bool,
) -> Kind {
    Kind {
        letter,
        id,
        count,
        sides,
        cities,
        roads,
        monastery,
    }
}

/// The table of `DOMAIN.md`, "The base game's 72 tiles".
const BASE_GAME: [Kind; 24] = [
    kind('A', "monastery-with-road", 2, [F, F, R, F], &[], 1, true),
    kind('B', "monastery", 4, [F, F, F, F], &[], 0, true),
    kind('C', "city-all-sides", 1, [C, C, C, C], &[1], 0, false),
    kind(
        'D',
        "city-with-straight-road",
        4,
        [C, R, F, R],
        &[0],
        1,
        false,
    ),
    kind('E', "city-cap", 5, [C, F, F, F], &[0], 0, false),
    kind('F', "city-tube-pennant", 2, [F, C, F, C], &[1], 0, false),
    kind('G', "city-tube", 1, [C, F, C, F], &[0], 0, false),
    kind(
        'H',
        "city-caps-opposite",
        3,
        [F, C, F, C],
        &[0, 0],
        0,
        false,
    ),
    kind(
        'I',
        "city-caps-adjacent",
        2,
        [C, F, F, C],
        &[0, 0],
        0,
        false,
    ),
    kind('J', "city-with-curve-east", 3, [C, R, R, F], &[0], 1, false),
    kind('K', "city-with-curve-west", 3, [C, F, R, R], &[0], 1, false),
    kind(
        'L',
        "city-with-three-way-junction",
        3,
        [C, R, R, R],
        &[0],
        3,
        false,
    ),
    kind('M', "city-corner-pennant", 2, [C, F, F, C], &[1], 0, false),
    kind('N', "city-corner", 3, [C, F, F, C], &[0], 0, false),
    kind(
        'O',
        "city-corner-road-pennant",
        2,
        [C, R, R, C],
        &[1],
        1,
        false,
    ),
    kind('P', "city-corner-road", 3, [C, R, R, C], &[0], 1, false),
    kind(
        'Q',
        "city-three-sides-pennant",
        1,
        [C, C, F, C],
        &[1],
        0,
        false,
    ),
    kind('R', "city-three-sides", 3, [C, C, F, C], &[0], 0, false),
    kind(
        'S',
        "city-three-sides-road-pennant",
        2,
        [C, C, R, C],
        &[1],
        1,
        false,
    ),
    kind(
        'T',
        "city-three-sides-road",
        1,
        [C, C, R, C],
        &[0],
        1,
        false,
    ),
    kind('U', "straight-road", 8, [R, F, R, F], &[], 1, false),
    kind('V', "curved-road", 9, [F, F, R, R], &[], 1, false),
    kind('W', "three-way-junction", 4, [F, R, R, R], &[], 3, false),
    kind('X', "four-way-crossing", 1, [R, R, R, R], &[], 4, false),
];

fn sides(tile: &SquareTile) -> [Landscape; 4] {
    Direction::ALL.map(|d| tile.sides.get(d))
}

/// Whether `a` is `b` turned some quarter turns: a file may draw a kind
/// in another rotation than the table.
fn turned(a: [Landscape; 4], b: [Landscape; 4]) -> bool {
    (0..4).any(|q| (0..4).all(|i| a[(i + q) % 4] == b[i]))
}

fn tile<'c>(catalog: &'c halflings_catalog::Catalog, id: &str) -> &'c SquareTile {
    catalog
        .square(id)
        .unwrap_or_else(|| panic!("no normal tile `{id}`"))
}

#[test]
fn the_base_game_has_24_kinds_and_72_tiles() {
    let catalog = catalog();
    assert_eq!(catalog.squares().len(), 24);
    let total: u32 = catalog.squares().iter().map(|s| u32::from(s.count)).sum();
    assert_eq!(total, 72);
    let mut ids: Vec<&str> = BASE_GAME.iter().map(|k| k.id).collect();
    ids.sort_unstable();
    let shipped: Vec<&str> = catalog.squares().iter().map(|s| s.id.as_str()).collect();
    assert_eq!(shipped, ids, "every kind once, and no other");
}

#[test]
fn each_kind_shows_what_the_table_of_the_base_game_says() {
    let catalog = catalog();
    for kind in &BASE_GAME {
        let t = tile(&catalog, kind.id);
        let what = format!("{} ({})", kind.letter, kind.id);
        assert_eq!(t.count, kind.count, "{what}: count");
        assert!(
            turned(sides(t), kind.sides),
            "{what}: sides {:?}, not {:?} turned",
            sides(t),
            kind.sides
        );
        let pennants: Vec<u8> = t.city.iter().map(|c| c.pennants).collect();
        assert_eq!(pennants, kind.cities, "{what}: cities and their pennants");
        assert_eq!(t.road.len(), kind.roads, "{what}: roads");
        assert_eq!(t.monastery.is_some(), kind.monastery, "{what}: monastery");
    }
}

#[test]
fn the_start_tile_is_one_of_the_four_city_caps_with_a_straight_road() {
    let catalog = catalog();
    let start: Vec<&SquareTile> = catalog.squares().iter().filter(|s| s.start).collect();
    assert_eq!(start.len(), 1, "one kind holds the start tile");
    assert_eq!(start[0].id.as_str(), "city-with-straight-road");
    // The start tile is one of D's four copies, not a fifth.
    assert_eq!(start[0].count, 4);
}

#[test]
fn ten_tiles_carry_one_pennant_each() {
    // C 1, F 2, M 2, O 2, Q 1, S 2.
    let catalog = catalog();
    let mut with: Vec<(&str, u8)> = catalog
        .squares()
        .iter()
        .filter(|s| s.pennants() > 0)
        .map(|s| (s.id.as_str(), s.count))
        .collect();
    with.sort_unstable();
    assert_eq!(
        with,
        [
            ("city-all-sides", 1),
            ("city-corner-pennant", 2),
            ("city-corner-road-pennant", 2),
            ("city-three-sides-pennant", 1),
            ("city-three-sides-road-pennant", 2),
            ("city-tube-pennant", 2),
        ]
    );
    for s in catalog.squares() {
        assert!(s.pennants() <= 1, "{} shows one pennant at most", s.id);
    }
    let pennants: u32 = catalog
        .squares()
        .iter()
        .map(|s| s.pennants() * u32::from(s.count))
        .sum();
    assert_eq!(pennants, 10);
}

#[test]
fn two_caps_are_two_cities_and_a_city_over_two_sides_is_one() {
    let catalog = catalog();
    // H and I: two cities the field between them keeps apart; the field
    // borders both.
    for id in ["city-caps-opposite", "city-caps-adjacent"] {
        let t = tile(&catalog, id);
        assert_eq!(t.city.len(), 2, "{id}");
        assert_eq!(t.field.len(), 1, "{id}");
        assert_eq!(t.bordered_cities(&t.field[0]).len(), 2, "{id}");
    }
    // F, G, M, N, O, P: one city, joined across the tile or round a corner.
    for id in [
        "city-tube-pennant",
        "city-tube",
        "city-corner-pennant",
        "city-corner",
        "city-corner-road-pennant",
        "city-corner-road",
    ] {
        let t = tile(&catalog, id);
        assert_eq!(t.city.len(), 1, "{id}");
        assert_eq!(t.city[0].slots.len(), 6, "{id}: one city on two sides");
    }
    // O and P: the road cuts the field in two, and only the inner one
    // touches the city.
    for id in ["city-corner-road-pennant", "city-corner-road"] {
        let t = tile(&catalog, id);
        let touching: Vec<usize> = t.field.iter().map(|f| t.bordered_cities(f).len()).collect();
        assert_eq!(touching, [1, 0], "{id}");
    }
}

#[test]
fn roads_end_where_the_base_game_ends_them() {
    let catalog = catalog();
    let ends = |id: &str| -> Vec<Option<RoadEnd>> {
        tile(&catalog, id).road.iter().map(|r| r.end).collect()
    };
    assert_eq!(ends("monastery-with-road"), [Some(RoadEnd::Monastery)]);
    assert_eq!(
        ends("city-with-three-way-junction"),
        [Some(RoadEnd::Junction); 3]
    );
    assert_eq!(ends("three-way-junction"), [Some(RoadEnd::Junction); 3]);
    assert_eq!(ends("four-way-crossing"), [Some(RoadEnd::Junction); 4]);
    assert_eq!(ends("city-three-sides-road"), [Some(RoadEnd::City)]);
    assert_eq!(ends("city-three-sides-road-pennant"), [Some(RoadEnd::City)]);
    // A road from side to side has no end on the tile.
    for id in [
        "city-with-straight-road",
        "city-with-curve-east",
        "city-with-curve-west",
        "city-corner-road",
        "straight-road",
        "curved-road",
    ] {
        assert_eq!(ends(id), [None], "{id}");
    }
}
