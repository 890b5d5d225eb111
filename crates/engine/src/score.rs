//! Scoring a board by one rules version: what each feature counts, who
//! scores it and how much.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use rustc_hash::FxHashMap;

use serde::{Deserialize, Serialize};

use super::board::{Board, Placed, Space, around};
use super::face::Deck;
use super::features::{Feature, Features, GapReading};
use super::misreading::Misreading;
use halflings_model::{
    BaseGame, Counting, Expansion, FeatureKind, RulesVersion, ScoringTime, SymbolKind,
};

/// A follower on the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Follower {
    /// The player's name, such as `red`.
    pub player: String,
    /// The placed tile it stands on, by its index on the board.
    pub piece: usize,
    /// The segment of that tile's face it stands on.
    pub segment: usize,
}

/// The rules one scoring follows: a rules version and the base game's
/// points, both read from the manifest.
#[derive(Clone, Copy, Debug)]
pub struct Rules<'a> {
    /// The rules version.
    pub version: &'a RulesVersion,
    /// The base game's points.
    pub base: &'a BaseGame,
    /// Points per vineyard for a completed monastery.
    pub vineyard: u32,
    /// A deliberate misreading to play, for testing a conformance suite;
    /// `None` everywhere else.
    pub misreading: Option<Misreading>,
}

impl<'a> Rules<'a> {
    /// The rules of version `id` in `expansion`.
    pub fn of(expansion: &'a Expansion, id: &str) -> Option<Rules<'a>> {
        Some(Rules {
            version: expansion.rules_version(id)?,
            base: &expansion.base_game,
            vineyard: expansion
                .symbol
                .iter()
                .find(|s| s.kind == SymbolKind::Vineyard)
                .and_then(|s| s.points)
                .map_or(0, u32::from),
            misreading: None,
        })
    }

    /// Every rules version of `expansion`, oldest first.
    pub fn all(expansion: &'a Expansion) -> Vec<Rules<'a>> {
        expansion
            .rules
            .iter()
            .filter_map(|r| Rules::of(expansion, &r.id))
            .collect()
    }
}

/// How one feature scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Scored {
    /// City, road, field or monastery.
    pub kind: FeatureKind,
    /// Which feature: the tile and segment of its first part and the space
    /// of that tile, such as `city-cap:city at 0,-1`.
    pub feature: String,
    /// Whether it is complete under this rules version.
    pub complete: bool,
    /// Tiles it lies on (for a monastery: tiles in its space and the 8
    /// around it), every halfling counted.
    pub tiles: u32,
    /// Occupied spaces those tiles lie in.
    pub spaces: u32,
    /// What the rules version counts: `tiles` or `spaces`.
    pub counted: u32,
    /// Pennants counted (cities).
    pub pennants: u32,
    /// Vineyards in reach (monasteries).
    pub vineyards: u32,
    /// Completed cities it borders (fields).
    pub cities: u32,
    /// Followers on it, by player.
    pub followers: BTreeMap<String, u32>,
    /// The players who score it.
    pub scorers: Vec<String>,
    /// The points each scorer gets.
    pub points: u32,
    /// Why the hill decided a tie, when it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tie_break: Option<String>,
}

/// A board scored under one rules version.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Score {
    /// The rules version's id.
    pub rules: String,
    /// Every feature with followers that scored under this version.
    pub features: Vec<Scored>,
    /// Points per player.
    pub totals: BTreeMap<String, u32>,
    /// What the board holds that the engine does not score, in sentences.
    pub unscored: Vec<String>,
}

/// The features of `board` as `rules` join them: fields meet triangular
/// gaps as its gap rulings say (and a gap's rim is as its misreading, if
/// any, reads it).
pub fn features_of(board: &Board, deck: &Deck, rules: Rules<'_>) -> Features {
    let (reading, long_side_only) = join_reading(rules);
    Features::joined(board, deck, reading, long_side_only)
}

/// What a join reads of `rules`: how fields meet gaps, and whether a gap's
/// rim is misread as the long side only.
fn join_reading(rules: Rules<'_>) -> (GapReading, bool) {
    (
        GapReading::of(&rules.version.gaps),
        rules.misreading == Some(Misreading::RimIsTheLongSideOnly),
    )
}

/// The features of `board` as `rules` join them, as [`features_of`], shared:
/// a game joins the whole board after every turn, and the conformance
/// suite plays each game once for each reading of each version, so the
/// same small board is joined many times. The last boards of up to
/// [`KEPT_BOARD`] tiles joined on this thread are kept, keyed by what the
/// join reads (the deck, every placement in order and the reading); a
/// larger board is joined afresh.
pub(crate) fn joined(board: &Board, deck: &Deck, rules: Rules<'_>) -> Arc<Features> {
    type Key = (u64, Vec<Placed>, GapReading, bool);
    thread_local! {
        static KEPT: RefCell<FxHashMap<Key, Arc<Features>>> = RefCell::default();
    }
    let (reading, long_side_only) = join_reading(rules);
    let join = || Arc::new(Features::joined(board, deck, reading, long_side_only));
    if board.pieces().len() > KEPT_BOARD {
        return join();
    }
    let key: Key = (
        deck.number(),
        board.pieces().to_vec(),
        reading,
        long_side_only,
    );
    if let Some(kept) = KEPT.with(|kept| kept.borrow().get(&key).cloned()) {
        return kept;
    }
    let features = join();
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        if kept.len() >= KEPT_BOARDS {
            kept.clear();
        }
        kept.insert(key, Arc::clone(&features));
    });
    features
}

/// The most tiles of a board whose features [`joined`] keeps.
const KEPT_BOARD: usize = 64;

/// How many boards' features [`joined`] keeps on a thread before it
/// forgets them all: some 3 MB.
const KEPT_BOARDS: usize = 512;

/// Scores `board` with `followers` under `rules`.
pub fn score(
    board: &Board,
    deck: &Deck,
    followers: &[Follower],
    rules: Rules<'_>,
    when: ScoringTime,
) -> Score {
    let features = joined(board, deck, rules);
    score_features(board, deck, &features, followers, rules, when)
}

/// Scores `board` under each of `rules`, joining its features once for
/// each way the versions read gaps in fields rather than once per version.
pub fn score_all(
    board: &Board,
    deck: &Deck,
    followers: &[Follower],
    rules: &[Rules<'_>],
    when: ScoringTime,
) -> Vec<Score> {
    // By the gap reading, and whether the rim is misread as the long side.
    let mut joined: [Option<Features>; 6] = Default::default();
    rules
        .iter()
        .map(|&r| {
            let reading = GapReading::of(&r.version.gaps) as usize;
            let long_side_only = r.misreading == Some(Misreading::RimIsTheLongSideOnly);
            let features = joined[reading * 2 + usize::from(long_side_only)]
                .get_or_insert_with(|| features_of(board, deck, r));
            score_features(board, deck, features, followers, r, when)
        })
        .collect()
}

fn score_features(
    board: &Board,
    deck: &Deck,
    features: &Features,
    followers: &[Follower],
    rules: Rules<'_>,
    when: ScoringTime,
) -> Score {
    let complete: Vec<bool> = features
        .list
        .iter()
        .map(|f| is_complete(board, deck, f, rules))
        .collect();
    let hill_spaces = hill_spaces(board, deck);
    let mut on: BTreeMap<usize, Vec<&Follower>> = BTreeMap::new();
    for f in followers {
        if let Some(&feature) = features
            .of_part
            .get(f.piece)
            .and_then(|parts| parts.get(f.segment))
        {
            on.entry(feature).or_default().push(f);
        }
    }
    let mut totals: BTreeMap<String, u32> =
        followers.iter().map(|f| (f.player.clone(), 0)).collect();
    let mut scored = Vec::new();
    for (&index, here) in &on {
        let feature = &features.list[index];
        let done = complete[index];
        let scores_now = match when {
            ScoringTime::Completed => done && feature.kind != FeatureKind::Field,
            ScoringTime::GameEnd => true,
        };
        if !scores_now {
            continue;
        }
        let cities = field_cities(board, deck, features, &complete, index, rules);
        let s = award(
            board,
            deck,
            feature,
            done,
            cities,
            here,
            rules,
            &hill_spaces,
        );
        for p in &s.scorers {
            *totals.entry(p.clone()).or_default() += s.points;
        }
        scored.push(s);
    }
    let mut unscored = Vec::new();
    for p in board.pieces() {
        let face = deck.face(p.face);
        for kind in &face.unscored {
            unscored.push(format!(
                "{} on {} at {},{}: {}",
                kind.name(),
                face.id,
                p.space.0,
                p.space.1,
                match kind {
                    SymbolKind::Sheep =>
                        "needs the shepherd of Hills & Sheep, which the engine does not play",
                    _ => "an action when placed, with no points of its own",
                }
            ));
        }
    }
    Score {
        rules: rules.version.id.clone(),
        features: scored,
        totals,
        unscored,
    }
}

/// How feature `index` scores with the followers `here` on it: what it
/// counts, who has the most followers (the hill breaking a tie) and the
/// points each of them takes.
///
/// `done` is whether it is complete; `cities`, for a field, how many
/// completed cities it borders ([`field_cities`]).
#[allow(clippy::too_many_arguments)]
pub(crate) fn award(
    board: &Board,
    deck: &Deck,
    feature: &Feature,
    done: bool,
    cities: u32,
    here: &[&Follower],
    rules: Rules<'_>,
    hill_spaces: &BTreeSet<Space>,
) -> Scored {
    let mut s = measure(board, deck, feature, cities, rules, done);
    let mut counts: BTreeMap<String, u32> = BTreeMap::new();
    for f in here {
        *counts.entry(f.player.clone()).or_default() += 1;
    }
    let most = counts.values().copied().max().unwrap_or(0);
    let mut scorers: Vec<String> = counts
        .iter()
        .filter(|&(_, &n)| n == most)
        .map(|(p, _)| p.clone())
        .collect();
    if scorers.len() > 1 {
        let on_hill: Vec<String> = scorers
            .iter()
            .filter(|p| {
                here.iter().any(|f| {
                    &f.player == *p && hill_spaces.contains(&board.pieces()[f.piece].space)
                })
            })
            .cloned()
            .collect();
        if !on_hill.is_empty() && on_hill.len() < scorers.len() {
            s.tie_break = Some(format!(
                "a tie between {}; the follower on the hill wins",
                scorers.join(" and ")
            ));
            scorers = on_hill;
        }
    }
    if rules.misreading == Some(Misreading::TiesPayOnlyOne) {
        scorers.truncate(1);
    }
    s.followers = counts;
    s.scorers = scorers;
    s
}

/// The completed cities field `index` borders, which a farm scores.
pub(crate) fn field_cities(
    board: &Board,
    deck: &Deck,
    features: &Features,
    complete: &[bool],
    index: usize,
    rules: Rules<'_>,
) -> u32 {
    let feature = &features.list[index];
    if feature.kind != FeatureKind::Field {
        return 0;
    }
    if rules.misreading == Some(Misreading::CityOncePerFieldSegment) {
        // Each field segment of the farm with each city it borders.
        let pieces = board.pieces();
        feature
            .parts
            .iter()
            .flat_map(|&(p, seg)| {
                let of_part = &features.of_part[p];
                deck.face(pieces[p].face).segments[seg]
                    .borders
                    .iter()
                    .map(move |&city| of_part[city])
            })
            .filter(|&c| complete[c])
            .count() as u32
    } else {
        feature.borders.iter().filter(|&&c| complete[c]).count() as u32
    }
}

/// The spaces that hold a hill halfling.
pub(crate) fn hill_spaces(board: &Board, deck: &Deck) -> BTreeSet<Space> {
    board
        .pieces()
        .iter()
        .filter(|p| deck.face(p.face).hill)
        .map(|p| p.space)
        .collect()
}

/// Whether a feature is complete under `rules`.
pub(crate) fn is_complete(board: &Board, deck: &Deck, feature: &Feature, rules: Rules<'_>) -> bool {
    let gaps = &rules.version.gaps;
    match feature.kind {
        FeatureKind::City => {
            !feature.open && (feature.gaps.is_empty() || gaps.city_with_gap_complete.value)
        }
        FeatureKind::Road => {
            !feature.open && (feature.gaps.is_empty() || gaps.road_with_gap_complete.value)
        }
        FeatureKind::Field => false,
        FeatureKind::Monastery => {
            let space = board.pieces()[feature.parts[0].0].space;
            // All eight spaces around: at the edge of the range, where
            // fewer exist, a monastery is never surrounded.
            around(space)
                .filter(|&s| {
                    if gaps.monastery_needs_each_space_occupied.value {
                        !board.at(s).is_empty()
                    } else {
                        board.is_full(deck, s)
                    }
                })
                .count()
                == 8
        }
    }
}

fn count(counting: Counting, tiles: u32, spaces: u32) -> u32 {
    match counting {
        Counting::PerHalfling => tiles,
        Counting::PerSpace => spaces,
    }
}

/// What a feature counts and what it is worth to each scorer.
fn measure(
    board: &Board,
    deck: &Deck,
    feature: &Feature,
    cities: u32,
    rules: Rules<'_>,
    done: bool,
) -> Scored {
    let pieces = board.pieces();
    let base = rules.base;
    let (first_piece, first_segment) = feature.parts[0];
    let first = pieces[first_piece];
    let face = deck.face(first.face);
    let label = format!(
        "{}:{} at {},{}",
        face.id, face.segments[first_segment].id, first.space.0, first.space.1
    );
    let mut s = Scored {
        kind: feature.kind,
        feature: label,
        complete: done,
        tiles: 0,
        spaces: 0,
        counted: 0,
        pennants: 0,
        vineyards: 0,
        cities: 0,
        followers: BTreeMap::new(),
        scorers: Vec::new(),
        points: 0,
        tie_break: None,
    };
    match feature.kind {
        FeatureKind::City | FeatureKind::Road => {
            let on = feature.pieces();
            let spaces: BTreeSet<Space> = on.iter().map(|&p| pieces[p].space).collect();
            s.tiles = on.len() as u32;
            s.spaces = spaces.len() as u32;
            s.counted = count(rules.version.road_city, s.tiles, s.spaces);
            if feature.kind == FeatureKind::City {
                let mut by_space: BTreeMap<Space, Vec<u32>> = BTreeMap::new();
                for &(p, seg) in &feature.parts {
                    let pennants = u32::from(deck.face(pieces[p].face).segments[seg].pennants);
                    by_space.entry(pieces[p].space).or_default().push(pennants);
                }
                let each = rules.version.road_city == Counting::PerHalfling
                    || rules.version.pennants_in_shared_space.value;
                let ignored = rules.misreading == Some(Misreading::PennantsIgnored);
                s.pennants = if ignored {
                    0
                } else {
                    by_space
                        .values()
                        .map(|v| {
                            if each {
                                v.iter().sum()
                            } else {
                                v.iter().copied().max().unwrap_or(0)
                            }
                        })
                        .sum()
                };
                let (tile, pennant) = if done {
                    (base.city_tile, base.city_pennant)
                } else {
                    (base.unfinished_city_tile, base.unfinished_city_pennant)
                };
                s.points = u32::from(tile) * s.counted + u32::from(pennant) * s.pennants;
            } else {
                s.points = u32::from(base.road_tile) * s.counted;
            }
        }
        FeatureKind::Monastery => {
            let centre = first.space;
            let mut tiles = 0;
            let mut spaces = 0;
            let mut vineyards = 0;
            for space in std::iter::once(centre).chain(around(centre)) {
                let here = board.at(space);
                if !here.is_empty() {
                    spaces += 1;
                }
                tiles += here.len() as u32;
                vineyards += here
                    .iter()
                    .map(|&p| u32::from(deck.face(pieces[p].face).vineyards))
                    .sum::<u32>();
            }
            s.tiles = tiles;
            s.spaces = spaces;
            let cap = match rules.misreading {
                Some(Misreading::MonasteryCapOfNine) => 9,
                _ => rules.version.max_monastery,
            };
            s.counted = count(rules.version.monastery, tiles, spaces).min(u32::from(cap));
            s.points = u32::from(base.monastery_tile) * s.counted;
            if done {
                s.vineyards = vineyards;
                s.points += rules.vineyard * vineyards;
            }
        }
        FeatureKind::Field => {
            s.tiles = feature.pieces().len() as u32;
            s.spaces = feature
                .pieces()
                .iter()
                .map(|&p| pieces[p].space)
                .collect::<BTreeSet<_>>()
                .len() as u32;
            s.counted = s.tiles;
            s.cities = cities;
            s.points = u32::from(base.farm_city) * s.cities;
        }
    }
    s
}

/// One line on how a feature scored, for people: what it lies on, what
/// the rules version counts, and who scores what.
pub fn describe(s: &Scored) -> String {
    let plural = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let state = match (s.kind, s.complete) {
        (FeatureKind::Field, _) => "a farm",
        (_, true) => "complete",
        (_, false) => "not complete",
    };
    let mut parts = vec![format!("{} {}: {state}", s.kind.name(), s.feature)];
    match s.kind {
        FeatureKind::Field => parts.push(plural(s.tiles, "tile", "tiles")),
        FeatureKind::Monastery => parts.push(format!(
            "{} in {} of its 9 spaces, counts {}",
            plural(s.tiles, "tile", "tiles"),
            s.spaces,
            s.counted
        )),
        _ => parts.push(format!(
            "{} in {}, counts {}",
            plural(s.tiles, "tile", "tiles"),
            plural(s.spaces, "space", "spaces"),
            s.counted
        )),
    }
    if s.kind == FeatureKind::City {
        parts.push(plural(s.pennants, "pennant", "pennants"));
    }
    if s.vineyards > 0 {
        parts.push(plural(s.vineyards, "vineyard", "vineyards"));
    }
    if s.kind == FeatureKind::Field {
        parts.push(plural(s.cities, "completed city", "completed cities"));
    }
    let followers: Vec<String> = s
        .followers
        .iter()
        .map(|(p, n)| format!("{p} {n}"))
        .collect();
    parts.push(format!("followers {}", followers.join(", ")));
    let mut line = parts.join("; ");
    line.push_str(&format!(
        " -> {} {} each",
        s.scorers.join(" and "),
        s.points
    ));
    if let Some(t) = &s.tie_break {
        line.push_str(&format!(" ({t})"));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{board, board_of, deck, example, expansion, follower, rules};

    const VERSIONS: [&str; 4] = ["2014", "2015-10", "2020", "2021-01"];

    /// `player`'s points under each rules version, oldest first.
    fn points(
        board: &Board,
        deck: &Deck,
        followers: &[Follower],
        when: ScoringTime,
        player: &str,
    ) -> [u32; 4] {
        let expansion = expansion();
        VERSIONS.map(|v| {
            let s = score(board, deck, followers, rules(&expansion, v), when);
            s.totals.get(player).copied().unwrap_or(0)
        })
    }

    #[test]
    fn a_kept_join_is_the_join_of_that_deck_board_and_reading_only() {
        let (deck, expansion) = (deck(), expansion());
        let placements = [("city-cap", (0, -1), 2), ("h1-12", (0, 0), 0)];
        let two = board(&deck, &placements);
        let [r2014, r2021] = [rules(&expansion, "2014"), rules(&expansion, "2021-01")];
        let first = joined(&two, &deck, r2021);
        assert_eq!(*first, features_of(&two, &deck, r2021));
        // The same board again is the kept join; a clone of the deck is the
        // same deck.
        assert!(Arc::ptr_eq(&first, &joined(&two, &deck, r2021)));
        assert!(Arc::ptr_eq(&first, &joined(&two, &deck.clone(), r2021)));
        // Another reading of the gaps, another deck (even of the same
        // faces), a misreading of the rim or another board is joined anew.
        let misread = Rules {
            misreading: Some(Misreading::RimIsTheLongSideOnly),
            ..r2021
        };
        let other_deck = Deck::new(deck.faces().to_vec());
        let three = board(&deck, &[placements[0], placements[1], ("h2-12", (0, 0), 2)]);
        for (board, deck, rules) in [
            (&two, &deck, r2014),
            (&two, &other_deck, r2021),
            (&two, &deck, misread),
            (&three, &deck, r2021),
        ] {
            let again = joined(board, deck, rules);
            assert!(!Arc::ptr_eq(&first, &again));
            assert_eq!(*again, features_of(board, deck, rules));
        }
    }

    /// RED's city from a city cap through a tube into h1-12 and h2-12,
    /// which share a space: four tiles in three spaces, one pennant.
    fn city_completed_with_halflings(deck: &Deck) -> (Board, Vec<Follower>) {
        let board = board(
            deck,
            &[
                ("city-cap", (0, -2), 2),
                ("city-tube", (0, -1), 1),
                ("h1-12", (0, 0), 0),
                ("h2-12", (0, 0), 2),
            ],
        );
        let red = follower(deck, &board, 2, "city", "red");
        (board, vec![red])
    }

    #[test]
    fn a_completed_city_scores_10_counting_every_halfling_and_8_counting_spaces() {
        let deck = deck();
        let (board, followers) = city_completed_with_halflings(&deck);
        // 2 per tile and 2 for the pennant: 4 tiles make 10, 3 spaces 8.
        assert_eq!(
            points(&board, &deck, &followers, ScoringTime::Completed, "red"),
            [8, 10, 10, 8]
        );
        let expansion = expansion();
        let s = score(
            &board,
            &deck,
            &followers,
            rules(&expansion, "2015-10"),
            ScoringTime::Completed,
        );
        let city = &s.features[0];
        assert!(city.complete);
        assert_eq!(
            (city.tiles, city.spaces, city.counted, city.pennants),
            (4, 3, 4, 1)
        );
        assert_eq!(
            describe(city),
            "city city-cap:city at 0,-2: complete; 4 tiles in 3 spaces, counts 4; 1 pennant; \
             followers red 1 -> red 10 each"
        );
    }

    #[test]
    fn a_city_left_open_by_a_triangular_gap_scores_only_at_game_end_1_per_tile_and_pennant() {
        let deck = deck();
        let board = board(&deck, &[("city-cap", (0, -1), 2), ("h1-12", (0, 0), 0)]);
        let followers = [follower(&deck, &board, 1, "city", "red")];
        assert_eq!(
            points(&board, &deck, &followers, ScoringTime::Completed, "red"),
            [0; 4]
        );
        // 2 tiles in 2 spaces and 1 pennant, at 1 point each.
        assert_eq!(
            points(&board, &deck, &followers, ScoringTime::GameEnd, "red"),
            [3; 4]
        );
    }

    #[test]
    fn a_completed_road_scores_5_counting_every_halfling_and_4_counting_spaces() {
        let deck = deck();
        // From a monastery along a straight road, across h1-07 and h1-01
        // in one space, to a junction.
        let board = board(
            &deck,
            &[
                ("monastery-with-road", (0, 0), 3),
                ("straight-road", (1, 0), 0),
                ("h1-07", (2, 0), 3),
                ("h1-01", (2, 0), 1),
                ("three-way-junction", (2, -1), 0),
            ],
        );
        let followers = [follower(&deck, &board, 1, "road", "red")];
        assert_eq!(
            points(&board, &deck, &followers, ScoringTime::Completed, "red"),
            [4, 5, 5, 4]
        );
    }

    #[test]
    fn a_monastery_scores_16_counting_every_halfling_around_it_and_9_counting_spaces() {
        let deck = deck();
        // Alone it is not complete, and scores its one tile at game end.
        let alone = board(&deck, &[("monastery", (0, 0), 0)]);
        let red = [follower(&deck, &alone, 0, "monastery", "red")];
        assert_eq!(
            points(&alone, &deck, &red, ScoringTime::Completed, "red"),
            [0; 4]
        );
        assert_eq!(
            points(&alone, &deck, &red, ScoringTime::GameEnd, "red"),
            [1; 4]
        );
        // Surrounded by 15 halflings, one space holding a single one: 16
        // counting every halfling (10/2015), 9 counting spaces.
        let surrounded = board_of(&deck, &example("monastery-with-gap"));
        let red = [follower(&deck, &surrounded, 0, "monastery", "red")];
        assert_eq!(
            points(&surrounded, &deck, &red, ScoringTime::Completed, "red"),
            [9, 16, 9, 9]
        );
    }

    #[test]
    fn the_player_with_most_followers_scores_and_tied_players_each_score_in_full() {
        let deck = deck();
        let board = board(
            &deck,
            &[
                ("straight-road", (0, 0), 0),
                ("straight-road", (1, 0), 0),
                ("straight-road", (2, 0), 0),
            ],
        );
        let on = |piece, player| follower(&deck, &board, piece, "road", player);
        let two_to_one = [on(0, "red"), on(1, "red"), on(2, "blue")];
        assert_eq!(
            points(&board, &deck, &two_to_one, ScoringTime::GameEnd, "red"),
            [3; 4]
        );
        assert_eq!(
            points(&board, &deck, &two_to_one, ScoringTime::GameEnd, "blue"),
            [0; 4]
        );
        let tied = [on(0, "red"), on(2, "blue")];
        assert_eq!(
            points(&board, &deck, &tied, ScoringTime::GameEnd, "red"),
            [3; 4]
        );
        assert_eq!(
            points(&board, &deck, &tied, ScoringTime::GameEnd, "blue"),
            [3; 4]
        );
    }

    #[test]
    fn scoring_every_version_at_once_gives_what_each_version_gives_alone() {
        let deck = deck();
        // Two fields beside a gap: one farm where the gap reads as field,
        // two where it interrupts them (1/2021).
        let board = board(&deck, &[("h1-01", (0, 0), 0)]);
        let followers = [
            follower(&deck, &board, 0, "field-city", "red"),
            follower(&deck, &board, 0, "field-corner", "blue"),
            follower(&deck, &board, 0, "road", "red"),
        ];
        let expansion = expansion();
        let all = Rules::all(&expansion);
        assert_eq!(all.len(), 4);
        let one_by_one: Vec<Score> = all
            .iter()
            .map(|&r| score(&board, &deck, &followers, r, ScoringTime::GameEnd))
            .collect();
        let at_once = score_all(&board, &deck, &followers, &all, ScoringTime::GameEnd);
        assert_eq!(at_once, one_by_one);
        let scored: Vec<usize> = at_once.iter().map(|s| s.features.len()).collect();
        assert_eq!(scored, [2, 2, 2, 3]);
    }
}
