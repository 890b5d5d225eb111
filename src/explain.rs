//! What a case is and how the reference engine scores it, in lines an
//! engine's author reads: the case's input as one line of JSON, for a game
//! the first turn whose points differ (for a deck game the first move),
//! and the reference engine's scoring feature by feature. `conformance run` prints them under each case an
//! engine failed, and `score` under a case it reads from JSON.
//!
//! The suite's cases carry no catalog: the deck, the rules versions and
//! the editions are the caller's, the ones the suite was generated from.

use std::collections::BTreeMap;

use halflings_catalog::diagnostic;
use halflings_conformance::reference::{self, Engine};
use halflings_conformance::{Answer, Case, CaseKind};
use halflings_engine::{Deck, Game, Match, Recorded, Rules, Scored, Turn, describe, rotation};
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
pub fn failed_case(case: &Case, actual: Option<&Answer>, engine: &Engine<'_>) -> Vec<String> {
    let mut lines = vec![format!("input: {}", input_line(case))];
    let turn = actual.and_then(|a| first_differing_turn(&case.expect, a));
    if let (Some(i), Some(actual), Some(record)) = (turn, actual, &case.input.record) {
        let played = deck_moves(case, engine)
            .ok()
            .and_then(|moves| moves.into_iter().nth(i))
            .or_else(|| record.moves.get(i).map(|m| move_words(None, m)))
            .unwrap_or_else(|| "past the last move".to_owned());
        let at = |a: &Answer| {
            a.turns
                .as_ref()
                .and_then(|t| t.get(i))
                .map(points_line)
                .unwrap_or_else(|| "no such move".to_owned())
        };
        lines.push(format!(
            "first differing move: move {} (input.record.moves[{i}]), {played}: expected {}; actual {}",
            i + 1,
            at(&case.expect),
            diagnostic::printable(&at(actual))
        ));
    } else if let (Some(i), Some(actual)) = (turn, actual) {
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
    lines.extend(breakdown(case, engine, turn));
    lines
}

/// A recorded move in words: `blue places h1-07 at [3, -2] turned 90,
/// follower on city-1`, `red draws`.
fn move_words(player: Option<&str>, m: &Recorded) -> String {
    let who = player.map(|p| format!("{p} ")).unwrap_or_default();
    match m {
        Recorded::Pick { tile } => format!("{who}picks {tile}"),
        Recorded::Draw => format!("{who}draws"),
        Recorded::Pass => format!("{who}passes"),
        Recorded::Place {
            tile,
            at,
            rotation,
            follower,
        } => {
            let follower = follower
                .as_deref()
                .map(|f| format!(", follower on {f}"))
                .unwrap_or_default();
            format!(
                "{who}places {tile} at [{}, {}] turned {rotation}{follower}",
                at.0, at.1
            )
        }
    }
}

/// A deck case's moves in words, each with the player who makes it and
/// what a draw drew or put back, as far as the record plays.
pub fn deck_moves(case: &Case, engine: &Engine<'_>) -> Result<Vec<String>, reference::Unplayable> {
    let mut lines = Vec::new();
    deck_replay(case, engine, |game, _, m, did| {
        let player = &game.players()[game.current_player()];
        let line = if *m == Recorded::Draw {
            let mut words = format!("{player} draws");
            for d in &did.discarded {
                words.push_str(&format!(" {d} (it fits nowhere: back in the box),"));
            }
            match did.drawn {
                Some(f) => words.push_str(&format!(" {f}")),
                None => words.push_str(" no tile that fits: the turn ends"),
            }
            words
        } else {
            move_words(Some(player), m)
        };
        lines.push(line);
        false
    })?;
    Ok(lines)
}

/// What a deck move did, by tile id: the tile drawn to place, those put
/// back, the features scored.
struct Did {
    drawn: Option<String>,
    discarded: Vec<String>,
    scored: Vec<Scored>,
}

/// Plays a deck case's record under its rules, calling `each` after every
/// move with the game as it was before it, the move's index, the move and
/// what it did; stops early when `each` returns true. The game after the
/// last move played.
fn deck_replay<'a>(
    case: &Case,
    engine: &Engine<'a>,
    mut each: impl FnMut(&Match<'a>, usize, &Recorded, Did) -> bool,
) -> Result<Match<'a>, reference::Unplayable> {
    let unplayable = |m: String| reference::Unplayable(m);
    let record = case
        .input
        .record
        .as_ref()
        .ok_or_else(|| unplayable("a deck case needs `record`".into()))?;
    let rules = case
        .rules
        .as_deref()
        .and_then(|id| engine.versions.iter().find(|r| r.version.id == id))
        .copied()
        .ok_or_else(|| unplayable("a deck case needs a rules version".into()))?;
    let edition = engine
        .editions
        .iter()
        .find(|e| e.id == record.setup.edition)
        .ok_or_else(|| unplayable(format!("there is no edition `{}`", record.setup.edition)))?;
    let mut game =
        Match::dealt(engine.deck, edition, rules, record).map_err(|e| unplayable(e.describe()))?;
    for (i, m) in record.moves.iter().enumerate() {
        let before = game.clone();
        let outcome = game
            .play_recorded(record, i)
            .map_err(|e| unplayable(e.describe()))?;
        let id = |f: usize| engine.deck.face(f).id.clone();
        let did = Did {
            drawn: outcome.drawn.map(id),
            discarded: outcome.discarded.iter().map(|&f| id(f)).collect(),
            scored: outcome.scored,
        };
        if each(&before, i, m, did) {
            break;
        }
    }
    Ok(game)
}

/// The reference engine's scoring of `case`, feature by feature, under a
/// heading: for a board its score, for a game the scoring of turn `turn`
/// (an index into its turns) or, without one, of its end. Nothing for a
/// try; a sentence when the case does not play with `deck`.
pub fn breakdown(case: &Case, engine: &Engine<'_>, turn: Option<usize>) -> Vec<String> {
    let (deck, versions) = (engine.deck, engine.versions);
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
        CaseKind::Deck => deck_scoring(case, engine, turn),
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

/// Plays a deck case's record: what move `turn` scored, or without one
/// what the end scoring of the board after its last move gives.
fn deck_scoring(
    case: &Case,
    engine: &Engine<'_>,
    turn: Option<usize>,
) -> Result<(String, Vec<Scored>, Vec<String>), reference::Unplayable> {
    let mut found = None;
    let game = deck_replay(case, engine, |_, i, _, did| {
        if turn == Some(i) {
            found = Some(did.scored);
        }
        turn == Some(i)
    })?;
    let rules = &game.rules().version.id;
    if let (Some(scored), Some(i)) = (found, turn) {
        return Ok((
            format!(
                "the reference engine's scoring of move {} (rules {rules}):",
                i + 1
            ),
            scored,
            Vec::new(),
        ));
    }
    let end = game.end_score();
    let points: BTreeMap<String, u32> = game
        .players()
        .iter()
        .cloned()
        .zip(game.points().iter().copied())
        .collect();
    let over = if game.is_over() {
        "the game's end"
    } else {
        "the end of the record, the game not over"
    };
    Ok((
        format!(
            "the reference engine's scoring at {over} (rules {rules}), after moves worth {}:",
            points_line(&points)
        ),
        end.features,
        end.unscored,
    ))
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
