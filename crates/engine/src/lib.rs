//! The reference rules engine: a board of square spaces holding normal
//! tiles and halflings, the placement rules with a reason for every
//! refusal, features joined slot to slot across tiles, and scoring by
//! rules version, all read from the manifest's data.
//!
//! The engine takes the catalog's data as values (tiles, normal tiles,
//! the manifest, worked examples) and does no I/O. It must never depend on
//! a parsing, validation, drawing, PDF or file-watching crate: its
//! dependencies are the model, serde and rustc-hash, and `cargo tree -e
//! normal` lists at most 10 crates (CI checks it). Loading the definitions
//! is `halflings-catalog`'s work:
//!
//! ```no_run
//! use halflings_engine::{Board, Deck, Rules, score};
//! use halflings_model::{Rotation, ScoringTime};
//!
//! let catalog = halflings_catalog::Catalog::load(std::path::Path::new("tiles")).unwrap();
//! let deck = Deck::of(catalog.tiles(), &[]);
//! let mut board = Board::new();
//! let h = deck.index_of("h1-01").unwrap();
//! board.place(&deck, h, (0, 0), Rotation::new(0)).unwrap();
//! for rules in Rules::all(catalog.expansion()) {
//!     let s = score(&board, &deck, &[], rules, ScoringTime::GameEnd);
//!     println!("{}: {:?}", s.rules, s.totals);
//! }
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod board;
pub mod face;
pub mod features;
mod frontier;
pub mod game;
mod joining;
pub mod matchplay;
pub mod misreading;
pub mod score;
#[cfg(test)]
mod testing;
pub mod verdict;

pub use board::{Board, Contact, Corner, Placed, Refusal, Space, corners};
pub use face::{Deck, Face, Segment, Shape};
pub use features::{Feature, Features, GapReading, facing_gaps, gap_spaces};
pub use game::{
    FollowerRefusal, Game, Turn, TurnRefusal, TurnScore, Unreachable, try_on_board, unreachable,
};
pub use matchplay::{
    MAX_PLAYERS, Match, Move, MoveRefusal, Outcome, Phase, Placement, Record, Recorded,
    ReplayError, Setup, SetupError,
};
pub use misreading::Misreading;
pub use score::{Follower, Rules, Score, Scored, describe, score, score_all};
pub use verdict::{rotation, turn_verdict, verdict};
