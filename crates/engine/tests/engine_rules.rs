//! The reference rules engine, checked against the rules it plays: the
//! sources' worked figures, the placement rules with their reasons, and
//! properties that hold on any board.

use std::collections::BTreeMap;

use halflings_catalog::Catalog;
use halflings_engine::{Board, Deck, Follower, Refusal, Rules, Shape, score};
use halflings_model::{FeatureKind, Rotation, ScoringTime};
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
        let moved = board.transformed((dx, dy), Rotation::new(turns));
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
