//! Scoring a board by one rules version: what each feature counts, who
//! scores it and how much.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::board::{Board, Space, around};
use super::face::{Deck, Kind};
use super::features::{Feature, Features};
use halflings_model::{BaseGame, Counting, Expansion, RulesVersion, SymbolKind};

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

/// When the board is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum When {
    /// During the game: every completed city, road and monastery with
    /// followers scores, as it would the moment it was completed.
    Completed,
    /// At game end: everything with followers scores, finished or not,
    /// farms included.
    GameEnd,
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
    pub kind: Kind,
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

/// Scores `board` with `followers` under `rules`.
pub fn score(
    board: &Board,
    deck: &Deck,
    followers: &[Follower],
    rules: Rules<'_>,
    when: When,
) -> Score {
    let features = Features::of(board, deck, fields_through_gaps(rules));
    score_features(board, deck, &features, followers, rules, when)
}

/// Whether `rules` read a triangular gap as field.
fn fields_through_gaps(rules: Rules<'_>) -> bool {
    !rules.version.gaps.gap_interrupts_field.value
}

/// Scores `board` under each of `rules`, joining its features once for
/// each way the versions read gaps in fields rather than once per version.
pub fn score_all(
    board: &Board,
    deck: &Deck,
    followers: &[Follower],
    rules: &[Rules<'_>],
    when: When,
) -> Vec<Score> {
    let mut joined: [Option<Features>; 2] = [None, None];
    rules
        .iter()
        .map(|&r| {
            let through = fields_through_gaps(r);
            let features = joined[usize::from(through)]
                .get_or_insert_with(|| Features::of(board, deck, through));
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
    when: When,
) -> Score {
    let complete: Vec<bool> = features
        .list
        .iter()
        .map(|f| is_complete(board, deck, f, rules))
        .collect();
    let hill_spaces: BTreeSet<Space> = board
        .pieces()
        .iter()
        .filter(|p| deck.face(p.face).hill)
        .map(|p| p.space)
        .collect();
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
            When::Completed => done && feature.kind != Kind::Field,
            When::GameEnd => true,
        };
        if !scores_now {
            continue;
        }
        let mut s = measure(board, deck, features, &complete, index, rules, done);
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
        for p in &scorers {
            *totals.entry(p.clone()).or_default() += s.points;
        }
        s.followers = counts;
        s.scorers = scorers;
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

/// Whether a feature is complete under `rules`.
fn is_complete(board: &Board, deck: &Deck, feature: &Feature, rules: Rules<'_>) -> bool {
    let gaps = &rules.version.gaps;
    match feature.kind {
        Kind::City => {
            !feature.open && (feature.gaps.is_empty() || gaps.city_with_gap_complete.value)
        }
        Kind::Road => {
            !feature.open && (feature.gaps.is_empty() || gaps.road_with_gap_complete.value)
        }
        Kind::Field => false,
        Kind::Monastery => {
            let space = board.pieces()[feature.parts[0].0].space;
            around(space).all(|s| {
                if gaps.monastery_needs_each_space_occupied.value {
                    !board.at(s).is_empty()
                } else {
                    board.is_full(deck, s)
                }
            })
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
    features: &Features,
    complete: &[bool],
    index: usize,
    rules: Rules<'_>,
    done: bool,
) -> Scored {
    let feature = &features.list[index];
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
        Kind::City | Kind::Road => {
            let on = feature.pieces();
            let spaces: BTreeSet<Space> = on.iter().map(|&p| pieces[p].space).collect();
            s.tiles = on.len() as u32;
            s.spaces = spaces.len() as u32;
            s.counted = count(rules.version.road_city, s.tiles, s.spaces);
            if feature.kind == Kind::City {
                let mut by_space: BTreeMap<Space, Vec<u32>> = BTreeMap::new();
                for &(p, seg) in &feature.parts {
                    let pennants = u32::from(deck.face(pieces[p].face).segments[seg].pennants);
                    by_space.entry(pieces[p].space).or_default().push(pennants);
                }
                let each = rules.version.road_city == Counting::PerHalfling
                    || rules.version.pennants_in_shared_space.value;
                s.pennants = by_space
                    .values()
                    .map(|v| {
                        if each {
                            v.iter().sum()
                        } else {
                            v.iter().copied().max().unwrap_or(0)
                        }
                    })
                    .sum();
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
        Kind::Monastery => {
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
            s.counted = count(rules.version.monastery, tiles, spaces)
                .min(u32::from(rules.version.max_monastery));
            s.points = u32::from(base.monastery_tile) * s.counted;
            if done {
                s.vineyards = vineyards;
                s.points += rules.vineyard * vineyards;
            }
        }
        Kind::Field => {
            s.tiles = feature.pieces().len() as u32;
            s.spaces = feature
                .pieces()
                .iter()
                .map(|&p| pieces[p].space)
                .collect::<BTreeSet<_>>()
                .len() as u32;
            s.counted = s.tiles;
            s.cities = feature.borders.iter().filter(|&&c| complete[c]).count() as u32;
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
        (Kind::Field, _) => "a farm",
        (_, true) => "complete",
        (_, false) => "not complete",
    };
    let mut parts = vec![format!("{} {}: {state}", s.kind.name(), s.feature)];
    match s.kind {
        Kind::Field => parts.push(plural(s.tiles, "tile", "tiles")),
        Kind::Monastery => parts.push(format!(
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
    if s.kind == Kind::City {
        parts.push(plural(s.pennants, "pennant", "pennants"));
    }
    if s.vineyards > 0 {
        parts.push(plural(s.vineyards, "vineyard", "vineyards"));
    }
    if s.kind == Kind::Field {
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
