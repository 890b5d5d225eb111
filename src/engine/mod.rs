//! The reference rules engine: a board of square spaces holding normal
//! tiles and halflings, the placement rules with a reason for every
//! refusal, features joined slot to slot across tiles, and scoring by
//! rules version, all read from the manifest's data.
//!
//! It needs neither the drawing nor the PDF code: build the library with
//! `--no-default-features` and this module, the model and the loader are
//! all there is.
//!
//! ```no_run
//! use halflings::engine::{Board, Deck, Rules, When, score};
//! use halflings::model::Rotation;
//!
//! let catalog = halflings::Catalog::load("tiles".as_ref()).unwrap();
//! let deck = Deck::of(catalog.tiles(), &[]);
//! let mut board = Board::new();
//! let h = deck.index_of("h1-01").unwrap();
//! board.place(&deck, h, (0, 0), Rotation::new(0)).unwrap();
//! for rules in Rules::all(catalog.expansion()) {
//!     let s = score(&board, &deck, &[], rules, When::GameEnd);
//!     println!("{}: {:?}", s.rules, s.totals);
//! }
//! ```

pub mod board;
pub mod conformance;
pub mod example;
pub mod face;
pub mod features;
pub mod score;

pub use board::{Board, Contact, Placed, Refusal, Space};
pub use example::{Played, Problem, disagreements, play};
pub use face::{Deck, Face, Kind, Segment, Shape};
pub use features::{Feature, Features};
pub use score::{Follower, Rules, Score, Scored, When, describe, score, score_all};
