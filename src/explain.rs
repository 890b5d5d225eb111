//! What a case is and how the reference engine scores it, in lines an
//! engine's author reads: the case's input as one line of JSON, for a game
//! the first turn whose points differ, and the reference engine's scoring
//! feature by feature. `conformance run` prints them under each case an
//! engine failed, and `score` under a case it reads from JSON.
//!
//! The suite's cases carry no catalog: the deck and the rules versions
//! are the caller's, the ones the suite was generated from.

use std::collections::BTreeMap;

use halflings_catalog::diagnostic;
use halflings_conformance::reference;
use halflings_conformance::{Answer, Case, CaseKind};
use halflings_engine::{Deck, Game, Rules, Scored, Turn, describe, rotation};
use halflings_model::ScoringTime;

/// The case's input, as compact JSON on one line.
pub fn input_line(case: &Case) -> String {
    serde_json::to_string(&case.input).unwrap_or_default()
}

/// The index of the first turn after which the two answers' points
/// differ (a player left out counting as 0); the length of the shorter
/// when one is a prefix of the other. `None` when either has no turns or
/// they agree turn by turn.
pub fn first_differing_turn(expected: &Answer, actual: &Answer) -> Option<usize> {
    let (Some(want), Some(got)) = (&expected.turns, &actual.turns) else {
        return None;
    };
    let same = |a: &BTreeMap<String, u32>, b: &BTreeMap<String, u32>| {
        a.keys()
            .chain(b.keys())
            .all(|p| a.get(p).copied().unwrap_or(0) == b.get(p).copied().unwrap_or(0))
    };
    want.iter()
        .zip(got)
        .position(|(w, g)| !same(w, g))
        .or_else(|| (want.len() != got.len()).then(|| want.len().min(got.len())))
}

/// Points by player in a line: `blue 0, red 6`; `no points` for none.
pub fn points_line(points: &BTreeMap<String, u32>) -> String {
    if points.is_empty() {
        return "no points".to_owned();
    }
    points
        .iter()
        .map(|(p, n)| format!("{} {n}", diagnostic::printable(p)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The lines that explain a case the engine answered with `actual`
/// instead of the case's `expect`: its input, the first differing turn of
/// a game, and the reference engine's scoring (of that turn; of the board,
/// or of the game's end, otherwise).
pub fn failed_case(
    case: &Case,
    actual: Option<&Answer>,
    deck: &Deck,
    versions: &[Rules<'_>],
) -> Vec<String> {
    let mut lines = vec![format!("input: {}", input_line(case))];
    let turn = actual.and_then(|a| first_differing_turn(&case.expect, a));
    if let (Some(i), Some(actual)) = (turn, actual) {
        let played = case
            .input
            .turns
            .get(i)
            .map(|t| {
                let follower = t
                    .follower
                    .as_deref()
                    .map(|f| format!(", follower on {f}"))
                    .unwrap_or_default();
                format!(
                    "{} plays {} at [{}, {}] turned {}{follower}",
                    t.player.0, t.tile, t.at[0], t.at[1], t.rotation
                )
            })
            .unwrap_or_else(|| "past the last turn".to_owned());
        let at = |a: &Answer| {
            a.turns
                .as_ref()
                .and_then(|t| t.get(i))
                .map(points_line)
                .unwrap_or_else(|| "no such turn".to_owned())
        };
        lines.push(format!(
            "first differing turn: turn {} (input.turns[{i}]), {played}: expected {}; actual {}",
            i + 1,
            at(&case.expect),
            diagnostic::printable(&at(actual))
        ));
    }
    lines.extend(breakdown(case, deck, versions, turn));
    lines
}

/// The reference engine's scoring of `case`, feature by feature, under a
/// heading: for a board its score, for a game the scoring of turn `turn`
/// (an index into its turns) or, without one, of its end. Nothing for a
/// try; a sentence when the case does not play with `deck`.
pub fn breakdown(
    case: &Case,
    deck: &Deck,
    versions: &[Rules<'_>],
    turn: Option<usize>,
) -> Vec<String> {
    if case.input.attempt.is_some() {
        return Vec::new();
    }
    let Some(rules) = case
        .rules
        .as_deref()
        .and_then(|id| versions.iter().find(|r| r.version.id == id))
        .copied()
    else {
        return Vec::new();
    };
    let scored = match case.kind {
        CaseKind::Board => {
            reference::board(deck, &case.input, rules.base.followers).map(|(board, followers)| {
                let when = case.input.scoring.unwrap_or(ScoringTime::GameEnd);
                let s = halflings_engine::score(&board, deck, &followers, rules, when);
                (
                    format!(
                        "the reference engine's scoring (rules {}):",
                        rules.version.id
                    ),
                    s.features,
                    s.unscored,
                )
            })
        }
        CaseKind::Game => replay(case, deck, rules, turn),
        CaseKind::Placement => return Vec::new(),
    };
    match scored {
        Ok((heading, features, unscored)) => {
            let mut lines = vec![heading];
            if features.is_empty() {
                lines.push("  no feature with followers scores".to_owned());
            }
            lines.extend(features.iter().map(|f| format!("  {}", describe(f))));
            lines.extend(unscored.iter().map(|u| format!("  not scored: {u}")));
            lines
        }
        Err(e) => vec![format!(
            "no breakdown: the case does not play on these tiles: {}",
            diagnostic::printable(&e.0)
        )],
    }
}

/// Plays a game case under `rules`: what turn `turn` scored, or without
/// one what its end scored.
fn replay(
    case: &Case,
    deck: &Deck,
    rules: Rules<'_>,
    turn: Option<usize>,
) -> Result<(String, Vec<Scored>, Vec<String>), reference::Unplayable> {
    let unplayable = |m: String| reference::Unplayable(m);
    let mut game = Game::new(deck, rules, &case.input.players);
    for (i, t) in case.input.turns.iter().enumerate() {
        let face = deck
            .index_of(&t.tile)
            .ok_or_else(|| unplayable(format!("there is no tile `{}`", t.tile)))?;
        let r = rotation(t.rotation)
            .ok_or_else(|| unplayable(format!("{} is not a quarter turn", t.rotation)))?;
        let played = game
            .play(&Turn {
                player: &t.player.0,
                face,
                space: (t.at[0], t.at[1]),
                rotation: r,
                follower: t.follower.as_deref(),
            })
            .map_err(|r| unplayable(format!("turn {} ({}): {}", i + 1, t.tile, r.describe())))?;
        if turn == Some(i) {
            return Ok((
                format!(
                    "the reference engine's scoring of turn {} (rules {}):",
                    i + 1,
                    rules.version.id
                ),
                played.scored,
                Vec::new(),
            ));
        }
    }
    let end = game.end_score();
    Ok((
        format!(
            "the reference engine's scoring at the game's end (rules {}), after turns worth {}:",
            rules.version.id,
            points_line(game.points())
        ),
        end.features,
        end.unscored,
    ))
}
