//! The reference rules engine, checked against the rules it plays: the
//! sources' worked figures, the placement rules with their reasons, and
//! properties that hold on any board, at the edges of the coordinates'
//! range too.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use halflings_catalog::Catalog;
use halflings_engine::{
    Board, Contact, Deck, Follower, Game, Refusal, Rules, Shape, Turn, score, verdict,
};
use halflings_model::{FeatureKind, Rotation, ScoringTime, Verdict};
use halflings_testkit::catalog;
use proptest::prelude::*;

fn deck(catalog: &Catalog) -> Deck {
    Deck::of(catalog.tiles(), catalog.squares())
}

/// Each example's points per player, by rules version, as validation
/// played it.
fn results(name: &str) -> BTreeMap<String, BTreeMap<String, u32>> {
    let catalog = catalog();
    let example = catalog
        .examples()
        .iter()
        .find(|e| e.name == name)
        .unwrap_or_else(|| panic!("no example {name}"));
    example
        .played
        .results()
        .into_iter()
        .map(|(rules, totals)| (rules.to_owned(), totals.clone()))
        .collect()
}

#[test]
fn every_refusal_reason_has_a_worked_example_that_reaches_it() {
    let catalog = catalog();
    for verdict in halflings_model::Verdict::ALL {
        let named = catalog
            .examples()
            .iter()
            .find(|n| {
                n.example
                    .attempt
                    .as_ref()
                    .is_some_and(|t| t.expect == verdict)
            })
            .unwrap_or_else(|| panic!("no worked example tries for {}", verdict.name()));
        assert_eq!(named.played.verdict, Some(verdict), "{}", named.name);
    }
}

#[test]
fn a_game_scores_a_city_as_it_completes_returns_the_follower_and_scores_the_rest_at_the_end() {
    let catalog = catalog();
    let named = catalog
        .examples()
        .iter()
        .find(|n| n.name == "game-a-city-completed-during-play")
        .unwrap();
    let game = named
        .played
        .games
        .iter()
        .find(|g| g.rules == "2015-10")
        .unwrap();
    // Nothing scores until the fourth turn closes RED's city: 3 halflings
    // and tiles at 2 each, and the pennant.
    let red = |turn: usize| game.turns[turn].points["red"];
    assert_eq!((red(0), red(1), red(2), red(3)), (0, 0, 0, 8));
    assert_eq!(game.turns[3].scored.len(), 1);
    // The follower came back and went onto the monastery in turn 5; the end
    // scores it (4 tiles under 10/2015) and BLUE's open road (1).
    assert_eq!(game.end.totals["red"], 4);
    assert_eq!(game.end.totals["blue"], 1);
    assert_eq!(game.points["red"], 12);
    let r = results("game-a-city-completed-during-play");
    assert_eq!(points(&r, "2021-01", "red"), 9);
}

#[test]
fn two_gaps_facing_each_other_join_their_farms_where_a_gap_reads_as_field() {
    let r = results("farm-across-neighbouring-gaps");
    // One farm, a tie over 3 cities: 9 each.
    for version in ["2014", "2015-10", "2020"] {
        assert_eq!(points(&r, version, "red"), 9, "{version}");
        assert_eq!(points(&r, version, "blue"), 9, "{version}");
    }
    // Interrupted: RED's farm has 1 city, BLUE's 2.
    assert_eq!(points(&r, "2021-01", "red"), 3);
    assert_eq!(points(&r, "2021-01", "blue"), 6);
}

fn points(r: &BTreeMap<String, BTreeMap<String, u32>>, version: &str, player: &str) -> u32 {
    r[version].get(player).copied().unwrap_or(0)
}

#[test]
fn a_city_completed_with_halflings_scores_10_per_halfling_and_8_per_space() {
    let r = results("city-completed");
    assert_eq!(points(&r, "2015-10", "red"), 10);
    assert_eq!(points(&r, "2020", "red"), 10);
    assert_eq!(points(&r, "2014", "red"), 8);
    assert_eq!(points(&r, "2021-01", "red"), 8);
}

#[test]
fn a_road_completed_with_halflings_scores_5_per_halfling_and_4_per_space() {
    let r = results("road-completed");
    assert_eq!(points(&r, "2015-10", "red"), 5);
    assert_eq!(points(&r, "2021-01", "red"), 4);
}

#[test]
fn a_monastery_with_a_gap_beside_it_scores_16_under_10_2015_and_9_under_the_others() {
    let r = results("monastery-with-gap");
    assert_eq!(points(&r, "2015-10", "red"), 16);
    for v in ["2014", "2020", "2021-01"] {
        assert_eq!(points(&r, v, "red"), 9, "under {v}");
    }
}

#[test]
fn a_gap_that_interrupts_a_farm_splits_it_in_two() {
    let r = results("farm-across-a-gap");
    // Connected: RED has the majority and takes 3 for the city, BLUE none.
    assert_eq!(
        (points(&r, "2015-10", "red"), points(&r, "2015-10", "blue")),
        (3, 0)
    );
    // Interrupted (1/2021): RED and BLUE share the left farm, RED has the right.
    assert_eq!(
        (points(&r, "2021-01", "red"), points(&r, "2021-01", "blue")),
        (6, 3)
    );
}

#[test]
fn unfinished_monasteries_score_7_and_6_at_game_end() {
    let r = results("monasteries-at-game-end");
    for v in ["2014", "2015-10", "2020", "2021-01"] {
        assert_eq!(
            (points(&r, v, "blue"), points(&r, v, "red")),
            (7, 6),
            "under {v}"
        );
    }
}

#[test]
fn a_vineyard_in_the_monasterys_own_space_adds_3() {
    let r = results("vineyard");
    assert_eq!(points(&r, "2021-01", "red"), 9 + 3);
    assert_eq!(points(&r, "2015-10", "red"), 10 + 3);
}

#[test]
fn a_city_with_a_triangular_gap_is_not_complete() {
    let r = results("city-with-gap");
    assert_eq!(points(&r, "2021-01", "red"), 0);
}

#[test]
fn placement_refusals_name_their_reason() {
    let catalog = catalog();
    let deck = deck(&catalog);
    let id = |s: &str| deck.index_of(s).unwrap();
    let r = Rotation::new;
    let mut board = Board::new();
    board.place(&deck, id("city-cap"), (0, 0), r(0)).unwrap();
    // A leg along the cap's south side: allowed.
    assert_eq!(board.check(&deck, id("h1-09"), (0, 1), r(0)), Ok(()));
    // The city leg against the cap's field does not continue it.
    assert_eq!(
        board.check(&deck, id("h1-12"), (0, 1), r(0)),
        Err(Refusal::SideDoesNotContinue { side: 0 })
    );
    // Only the long side looks at the cap: the shapes share the cap's
    // north-west corner, nothing more.
    assert_eq!(
        board.check(&deck, id("h2-02"), (0, -1), r(0)),
        Err(Refusal::CornerOnly)
    );
    // Corner to corner.
    assert_eq!(
        board.check(&deck, id("h2-02"), (1, 1), r(0)),
        Err(Refusal::CornerOnly)
    );
    assert_eq!(
        board.check(&deck, id("h2-02"), (5, 5), r(0)),
        Err(Refusal::NotAdjacent)
    );
    board.place(&deck, id("h1-09"), (0, 1), r(0)).unwrap();
    // A second halfling in the space must meet long side to long side.
    assert_eq!(board.check(&deck, id("h1-06"), (0, 1), r(2)), Ok(()));
    assert_eq!(
        board.check(&deck, id("h1-06"), (0, 1), r(1)),
        Err(Refusal::LongSidesDoNotMeet)
    );
    // A normal tile never goes into a halfling's space; a halfling exists once.
    assert_eq!(
        board.check(&deck, id("monastery"), (0, 1), r(0)),
        Err(Refusal::SpaceTaken)
    );
    assert_eq!(
        board.check(&deck, id("h1-09"), (1, 0), r(0)),
        Err(Refusal::AllCopiesPlaced)
    );
}

/// A random game: tiles drawn by the seed, each placed at one of its legal
/// placements chosen by the seed; followers on random features.
fn random_game(deck: &Deck, seed: &[u16]) -> (Board, Vec<Follower>) {
    let mut board = Board::new();
    let mut followers = Vec::new();
    let players = ["red", "blue", "green"];
    for (step, &s) in seed.iter().enumerate() {
        let face = usize::from(s) % deck.faces().len();
        let legal = board.legal_placements(deck, face);
        if legal.is_empty() {
            continue;
        }
        let (space, rotation) = legal[usize::from(s / 7) % legal.len()];
        let piece = board.place(deck, face, space, rotation).unwrap();
        if step % 3 == 0 {
            let segments = deck.face(face).segments.len();
            followers.push(Follower {
                player: players[usize::from(s) % players.len()].to_owned(),
                piece,
                segment: usize::from(s) % segments,
            });
        }
    }
    (board, followers)
}

fn totals_under_all(
    catalog: &Catalog,
    deck: &Deck,
    board: &Board,
    followers: &[Follower],
) -> Vec<BTreeMap<String, u32>> {
    Rules::all(catalog.expansion())
        .into_iter()
        .map(|r| score(board, deck, followers, r, ScoringTime::GameEnd).totals)
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn scoring_is_unchanged_by_turning_or_shifting_the_whole_board(
        seed in prop::collection::vec(any::<u16>(), 1..40),
        turns in 0u8..4,
        dx in -20i32..20,
        dy in -20i32..20,
    ) {
        let catalog = catalog();
        let deck = deck(&catalog);
        let (board, followers) = random_game(&deck, &seed);
        let moved = board
            .transformed((dx, dy), Rotation::new(turns))
            .expect("a small board moved a little stays in range");
        prop_assert_eq!(
            totals_under_all(&catalog, &deck, &board, &followers),
            totals_under_all(&catalog, &deck, &moved, &followers)
        );
    }

    #[test]
    fn random_games_keep_every_invariant(seed in prop::collection::vec(any::<u16>(), 1..60)) {
        let catalog = catalog();
        let deck = deck(&catalog);
        let (board, followers) = random_game(&deck, &seed);
        // Each halfling is placed once; a space holds a normal tile or at
        // most two halflings, long side to long side.
        for space in board.occupied() {
            let here = board.at(space);
            prop_assert!(!here.is_empty() && here.len() <= 2);
            if here.len() == 2 {
                let (a, b) = (board.pieces()[here[0]], board.pieces()[here[1]]);
                prop_assert_eq!(deck.face(a.face).shape, Shape::Halfling);
                prop_assert_eq!(b.rotation, a.rotation.partner());
            }
        }
        let mut seen = BTreeMap::new();
        for p in board.pieces() {
            *seen.entry(p.face).or_insert(0u8) += 1;
        }
        for (face, n) in seen {
            prop_assert!(n <= deck.face(face).copies);
        }
        for rules in Rules::all(catalog.expansion()) {
            let s = score(&board, &deck, &followers, rules, ScoringTime::GameEnd);
            for f in &s.features {
                // Counting spaces never counts more than counting tiles.
                prop_assert!(f.spaces <= f.tiles);
                if f.kind == FeatureKind::Monastery {
                    prop_assert!(f.counted <= u32::from(rules.version.max_monastery));
                    prop_assert!(f.points <= u32::from(rules.version.max_monastery) + 3 * f.vineyards);
                }
            }
        }
    }
}

#[test]
fn a_tie_on_a_feature_with_the_hill_goes_to_the_follower_on_the_hill() {
    let catalog = catalog();
    let deck = deck(&catalog);
    let id = |s: &str| deck.index_of(s).unwrap();
    let mut board = Board::new();
    let road = board
        .place(&deck, id("straight-road"), (0, 0), Rotation::new(0))
        .unwrap();
    // h2-03 shows the hill; its north leg (turned to face west) continues the road.
    let hill = board
        .place(&deck, id("h2-03"), (1, 0), Rotation::new(3))
        .unwrap();
    let on = |piece: usize, player: &str| Follower {
        player: player.to_owned(),
        piece,
        segment: deck
            .face(board.pieces()[piece].face)
            .segment("road")
            .unwrap(),
    };
    let followers = [on(road, "blue"), on(hill, "red")];
    for rules in Rules::all(catalog.expansion()) {
        let s = score(&board, &deck, &followers, rules, ScoringTime::GameEnd);
        assert_eq!(s.totals["red"], 2, "under {}", s.rules);
        assert_eq!(s.totals["blue"], 0, "under {}", s.rules);
        assert!(s.features[0].tie_break.is_some());
    }
}

// The edges of the i32 range: a space there has no neighbour beyond it, so
// nothing wraps round from one end of the range to the other.

/// The repository's catalog and its deck, loaded once for the tests that
/// play many boards.
fn shared() -> &'static (Catalog, Deck) {
    static SHARED: OnceLock<(Catalog, Deck)> = OnceLock::new();
    SHARED.get_or_init(|| {
        let catalog = catalog();
        let deck = deck(&catalog);
        (catalog, deck)
    })
}

/// How many steps apart two spaces are, a diagonal step counting one,
/// reckoned in i64 (where nothing wraps).
fn distance(a: (i32, i32), b: (i32, i32)) -> i64 {
    let dx = (i64::from(a.0) - i64::from(b.0)).abs();
    let dy = (i64::from(a.1) - i64::from(b.1)).abs();
    dx.max(dy)
}

/// The space one step from the edge `at` towards the middle of the range.
fn inward(at: i32) -> i32 {
    if at == i32::MIN { at + 1 } else { at - 1 }
}

/// The other end of the range.
fn across(at: i32) -> i32 {
    if at == i32::MIN { i32::MAX } else { i32::MIN }
}

#[test]
fn a_tile_in_each_corner_of_the_range_plays_alone_and_beside_others_and_never_wraps() {
    let (catalog, deck) = shared();
    let monastery = deck.index_of("monastery").unwrap();
    let r0 = Rotation::new(0);
    for x in [i32::MIN, i32::MAX] {
        for y in [i32::MIN, i32::MAX] {
            let corner = (x, y);
            let mut board = Board::new();
            board.place(deck, monastery, corner, r0).unwrap();
            let mut frontier = board.frontier(deck);
            frontier.sort_unstable();
            let mut expected = vec![(inward(x), y), (x, inward(y))];
            expected.sort_unstable();
            assert_eq!(frontier, expected, "{corner:?}");
            for face in 0..deck.faces().len() {
                for (space, _) in board.legal_placements(deck, face) {
                    assert!(expected.contains(&space), "{corner:?}: {space:?}");
                }
            }
            for far in [(across(x), y), (x, across(y)), (across(x), across(y))] {
                assert_eq!(
                    board.check(deck, monastery, far, r0),
                    Err(Refusal::NotAdjacent),
                    "{corner:?} then {far:?}"
                );
            }

            // A game that fills the three spaces round the corner: the
            // monastery there has no more neighbours, and is never
            // surrounded, so nothing scores until the end.
            for rules in Rules::all(catalog.expansion()) {
                let mut game = Game::new(deck, rules, &["red"]);
                let spaces = [
                    corner,
                    (inward(x), y),
                    (inward(x), inward(y)),
                    (x, inward(y)),
                ];
                for (i, &space) in spaces.iter().enumerate() {
                    let turn = Turn {
                        player: "red",
                        face: monastery,
                        space,
                        rotation: r0,
                        follower: (i == 0).then_some("monastery"),
                    };
                    let played = game.play(&turn).unwrap();
                    assert!(played.scored.is_empty(), "{corner:?} turn {i}");
                }
                assert_eq!(game.supply("red"), 6, "the follower stays");
                let end = game.end_score();
                let scored = &end.features[0];
                assert_eq!(scored.kind, FeatureKind::Monastery);
                assert!(!scored.complete, "{corner:?} under {}", end.rules);
                assert_eq!(scored.tiles, 4);
            }
        }
    }
}

/// A coordinate within three of either end of the i32 range.
fn near_an_edge() -> impl Strategy<Value = i32> {
    prop_oneof![i32::MIN..=i32::MIN + 2, i32::MAX - 2..=i32::MAX]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn near_the_edges_of_the_range_adjacency_is_symmetric_and_never_wraps(
        tries in prop::collection::vec(
            (near_an_edge(), near_an_edge(), any::<u16>(), 0u8..4),
            2..10,
        ),
    ) {
        let (catalog, deck) = shared();
        let faces = deck.faces().len();
        let tile = |&(x, y, f, q): &(i32, i32, u16, u8)| {
            ((x, y), usize::from(f) % faces, Rotation::new(q))
        };
        // Two tiles: the verdict on either beside the other is the same,
        // and tiles more than a step apart never touch.
        let (a, b) = (tile(&tries[0]), tile(&tries[1]));
        let beside = |first: ((i32, i32), usize, Rotation), then: ((i32, i32), usize, Rotation)| {
            let mut board = Board::new();
            board.place(deck, first.1, first.0, first.2).unwrap();
            verdict(&board.check(deck, then.1, then.0, then.2))
        };
        let (b_beside_a, a_beside_b) = (beside(a, b), beside(b, a));
        prop_assert_eq!(b_beside_a, a_beside_b, "{:?} and {:?}", a, b);
        if distance(a.0, b.0) > 1 {
            prop_assert!(
                matches!(b_beside_a, Verdict::NotAdjacent | Verdict::AllCopiesPlaced),
                "{:?} and {:?}: {:?}", a, b, b_beside_a
            );
        }

        // A board of every try the rules accept: each tile lies within a
        // step of one placed before it, every side leads to a tile or gap
        // within a step, the frontier lies within a step of the board, and
        // it scores under every version.
        let mut board = Board::new();
        for t in &tries {
            let (space, face, rotation) = tile(t);
            if board.place(deck, face, space, rotation).is_ok() {
                let (placed, last) = board.pieces().split_at(board.pieces().len() - 1);
                prop_assert!(
                    placed.is_empty() || placed.iter().any(|p| distance(p.space, last[0].space) <= 1),
                    "{:?} placed away from {:?}", space, placed
                );
            }
        }
        for (i, p) in board.pieces().iter().enumerate() {
            for contact in board.contacts(deck, i) {
                let there = match contact {
                    Contact::Tile { piece, .. } => board.pieces()[piece].space,
                    Contact::Gap(space) => space,
                    Contact::Open => continue,
                };
                prop_assert!(distance(p.space, there) <= 1, "{:?} leads to {:?}", p.space, there);
            }
        }
        let occupied = board.occupied();
        for space in board.frontier(deck) {
            prop_assert!(occupied.iter().any(|&o| distance(o, space) <= 1), "{:?}", space);
        }
        for rules in Rules::all(catalog.expansion()) {
            let s = score(&board, deck, &[], rules, ScoringTime::GameEnd);
            prop_assert!(s.totals.values().all(|&points| points == 0));
        }
    }
}
