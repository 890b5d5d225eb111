//! The reference engine's answer to a case: the board built and scored,
//! the try judged, the game played, the deck game played back, all by
//! `halflings-engine`.

use std::collections::BTreeMap;

use halflings_engine::game::try_on_board;
use halflings_engine::{Board, Deck, Follower, Game, Match, Misreading, Rules, Turn, score};
use halflings_engine::{rotation, turn_verdict};

use halflings_model::{Edition, Expansion};

use crate::suite::{Answer, CaseKind, Input, Try};

/// The rulings the engine plays: a result can depend on these. (Barns,
/// bridges and figures belong to other expansions the engine does not
/// play, so no result depends on their rulings.)
pub const PLAYED_RULINGS: [&str; 6] = [
    "city_with_gap_complete",
    "road_with_gap_complete",
    "gap_interrupts_field",
    "neighbouring_gaps_join_fields",
    "monastery_needs_each_space_occupied",
    "pennants_in_shared_space",
];

/// The rulings of rules version `version` that the sources leave open (or
/// that are this project's inference) and that the engine plays: an
/// engine written from the sources may read each of them the other way.
pub fn unsettled(expansion: &Expansion, version: &str) -> Vec<&'static str> {
    expansion
        .rules_version(version)
        .map(|v| {
            v.rulings()
                .into_iter()
                .filter(|(key, ruling)| !ruling.settled() && PLAYED_RULINGS.contains(key))
                .map(|(key, _)| key)
                .collect()
        })
        .unwrap_or_default()
}

/// Whether the reference engine playing `versions` (a ruling flipped, say,
/// or a misreading) gets another answer to a case than `expect`, per-turn
/// points included; an input it cannot play counts as another answer.
pub fn disagrees(
    engine: &Engine<'_>,
    kind: CaseKind,
    rules: Option<&str>,
    input: &Input,
    expect: &Answer,
) -> bool {
    !answer(engine, kind, rules, input).is_ok_and(|a| a.agrees(expect))
}

/// The reference engine: what it plays a case with. The deck, the rules
/// versions (perhaps with a ruling read the other way, or a deliberate
/// misreading) and the editions, which deal the halflings and end a deck
/// game.
#[derive(Clone, Copy, Debug)]
pub struct Engine<'a> {
    /// The tiles.
    pub deck: &'a Deck,
    /// The rules versions, oldest first.
    pub versions: &'a [Rules<'a>],
    /// The editions.
    pub editions: &'a [Edition],
}

/// `versions` played with the deliberate misreading `m`: the reference
/// engine answers as an engine with that bug would. For tests and for
/// making sure the suite catches each; the protocol has no such request.
pub fn misread<'a>(versions: &[Rules<'a>], m: Misreading) -> Vec<Rules<'a>> {
    versions
        .iter()
        .map(|&r| Rules {
            misreading: Some(m),
            ..r
        })
        .collect()
}

/// `expansion` with the ruling `key` of rules version `version` read the
/// other way: the reference engine playing it answers as an engine that
/// reads that one question otherwise would. `None` when the version or
/// the ruling does not exist. For tests and for tagging the suite; the
/// protocol has no such request.
pub fn flipped(expansion: &Expansion, version: &str, key: &str) -> Option<Expansion> {
    let mut flipped = expansion.clone();
    let v = flipped.rules.iter_mut().find(|r| r.id == version)?;
    let ruling = if key == "pennants_in_shared_space" {
        Some(&mut v.pennants_in_shared_space)
    } else {
        v.gaps.get_mut(key)
    }?;
    ruling.value = !ruling.value;
    Some(flipped)
}

/// Why a case cannot be played: its input is not a valid board or game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Unplayable(pub String);

fn unplayable<T>(message: impl Into<String>) -> Result<T, Unplayable> {
    Err(Unplayable(message.into()))
}

fn face(deck: &Deck, id: &str) -> Result<usize, Unplayable> {
    deck.index_of(id)
        .ok_or_else(|| Unplayable(format!("there is no tile `{id}`")))
}

fn turned(degrees: u16) -> Result<halflings_model::Rotation, Unplayable> {
    rotation(degrees).ok_or_else(|| Unplayable(format!("{degrees} is not a quarter turn")))
}

/// The board of `input.place`, each placement checked, with its followers;
/// a board that no game reaches with `supply` followers a player (two
/// followers on one tile, say) is unplayable.
pub fn board(deck: &Deck, input: &Input, supply: u8) -> Result<(Board, Vec<Follower>), Unplayable> {
    let mut board = Board::new();
    let mut followers = Vec::new();
    for (i, p) in input.place.iter().enumerate() {
        let f = face(deck, &p.tile)?;
        let piece = board
            .place(deck, f, (p.at[0], p.at[1]), turned(p.rotation)?)
            .map_err(|r| Unplayable(format!("placement {i} ({}): {}", p.tile, r.describe())))?;
        for at in &p.followers {
            let Some(segment) = deck.face(f).segment(&at.feature) else {
                return unplayable(format!("{} has no feature `{}`", p.tile, at.feature));
            };
            followers.push(Follower {
                player: at.player.0.clone(),
                piece,
                segment,
            });
        }
    }
    if let Some((k, why)) = halflings_engine::unreachable(&followers, supply) {
        return unplayable(format!(
            "follower {k}: no game reaches this board: {}",
            why.describe()
        ));
    }
    Ok((board, followers))
}

fn turn_of<'t>(
    deck: &Deck,
    player: &'t str,
    tile: &str,
    at: [i32; 2],
    degrees: u16,
    follower: Option<&'t str>,
) -> Result<Turn<'t>, Unplayable> {
    Ok(Turn {
        player,
        face: face(deck, tile)?,
        space: (at[0], at[1]),
        rotation: turned(degrees)?,
        follower,
    })
}

fn try_turn<'t>(deck: &Deck, t: &'t Try) -> Result<Turn<'t>, Unplayable> {
    turn_of(
        deck,
        t.player.as_deref().unwrap_or(""),
        &t.tile,
        t.at,
        t.rotation,
        t.follower.as_deref(),
    )
}

/// The reference engine's answer to a case of `kind` under the rules
/// version `rules` of `engine`'s versions (none: a placement without a
/// follower, which no version changes).
pub fn answer(
    engine: &Engine<'_>,
    kind: CaseKind,
    rules: Option<&str>,
    input: &Input,
) -> Result<Answer, Unplayable> {
    let (deck, versions) = (engine.deck, engine.versions);
    // Every version has the base game's followers.
    let supply = versions.first().map_or(u8::MAX, |r| r.base.followers);
    let version = |needed: &str| -> Result<Rules<'_>, Unplayable> {
        match rules {
            Some(id) => versions
                .iter()
                .find(|r| r.version.id == id)
                .copied()
                .ok_or_else(|| Unplayable(format!("there is no rules version `{id}`"))),
            None => unplayable(format!("{needed} needs a rules version")),
        }
    };
    match kind {
        CaseKind::Board => {
            let rules = version("a board")?;
            let (board, followers) = board(deck, input, supply)?;
            let Some(when) = input.scoring else {
                return unplayable("a board needs `scoring`");
            };
            let s = score(&board, deck, &followers, rules, when);
            Ok(Answer {
                points: Some(s.totals),
                ..Answer::default()
            })
        }
        CaseKind::Placement => {
            let Some(t) = &input.attempt else {
                return unplayable("a placement case needs `try`");
            };
            let (board, followers) = board(deck, input, supply)?;
            let turn = try_turn(deck, t)?;
            // Without a follower no version changes the verdict; any
            // version's rules serve.
            let rules = match (&t.follower, rules) {
                (None, None) => versions
                    .first()
                    .copied()
                    .ok_or_else(|| Unplayable("there is no rules version".into()))?,
                _ => version("a try with a follower")?,
            };
            let result = try_on_board(&board, &followers, deck, rules, &turn);
            Ok(Answer {
                verdict: turn_verdict(&result),
                ..Answer::default()
            })
        }
        CaseKind::Game => {
            let rules = version("a game")?;
            let mut game = Game::new(deck, rules, &input.players);
            let mut turns = Vec::with_capacity(input.turns.len());
            for (i, t) in input.turns.iter().enumerate() {
                let turn = turn_of(
                    deck,
                    &t.player.0,
                    &t.tile,
                    t.at,
                    t.rotation,
                    t.follower.as_deref(),
                )?;
                game.play(&turn)
                    .map_err(|r| Unplayable(format!("turn {i} ({}): {}", t.tile, r.describe())))?;
                turns.push(game.points().clone());
            }
            if let Some(t) = &input.attempt {
                let turn = try_turn(deck, t)?;
                let result = game.check(&turn);
                return match turn_verdict(&result) {
                    Some(v) => Ok(Answer {
                        verdict: Some(v),
                        ..Answer::default()
                    }),
                    None => unplayable("the try's player is not one of the game's"),
                };
            }
            Ok(Answer {
                points: Some(game.final_points()),
                turns: Some(turns),
                ..Answer::default()
            })
        }
        CaseKind::Deck => {
            let rules = version("a deck game")?;
            let Some(record) = &input.record else {
                return unplayable("a deck case needs `record`");
            };
            deck_game(engine, rules, record)
        }
    }
}

/// A deck game's record played back under `rules`, move by move.
fn deck_game(
    engine: &Engine<'_>,
    rules: Rules<'_>,
    record: &halflings_engine::Record,
) -> Result<Answer, Unplayable> {
    let deck = engine.deck;
    let setup = &record.setup;
    let Some(edition) = engine.editions.iter().find(|e| e.id == setup.edition) else {
        return unplayable(format!("there is no edition `{}`", setup.edition));
    };
    let mut game = Match::dealt(deck, edition, rules, record)
        .map_err(|e| Unplayable(format!("the record's setup: {}", e.describe())))?;
    let by_player = |points: &[u32]| -> BTreeMap<String, u32> {
        setup
            .players
            .iter()
            .cloned()
            .zip(points.iter().copied())
            .collect()
    };
    let id = |f: usize| deck.face(f).id.clone();
    let mut turns = Vec::with_capacity(record.moves.len());
    let mut discarded = Vec::new();
    for (i, m) in record.moves.iter().enumerate() {
        let outcome = game.play_recorded(record, i).map_err(|e| {
            let m = serde_json::to_string(m).unwrap_or_default();
            Unplayable(format!("{} ({m})", e.describe()))
        })?;
        discarded.extend(outcome.discarded.into_iter().map(id));
        turns.push(by_player(game.points()));
    }
    let hands = (0..setup.players.len())
        .map(|p| {
            let mut hand: Vec<String> = game.hand(p).iter().map(|&f| id(f)).collect();
            hand.sort();
            hand
        })
        .collect();
    Ok(Answer {
        points: Some(by_player(&game.final_points())),
        turns: Some(turns),
        verdict: None,
        over: Some(game.is_over()),
        discarded: Some(discarded),
        hands: Some(hands),
    })
}
