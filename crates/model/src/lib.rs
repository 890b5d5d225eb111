//! The tile model: the single statement of the Halflings definition format.
//! The TOML files are read into these types, the JSON schema is derived from
//! them (with the `schema` feature), and every exporter writes from them.
//!
//! This crate is the bottom of the workspace: it holds types, geometry and
//! the program's name ([`GENERATOR`]), and does nothing else. It must never
//! depend on an I/O, parsing, validation or drawing crate; its only
//! dependency is serde (and, behind `schema`, schemars and serde_json).
//!
//! A tile file read into a [`Tile`], and its geometry:
//!
//! ```
//! use halflings_model::{Landscape, Rotation, Side, Tile, abuts};
//!
//! let tile: Tile = toml::from_str(r#"
//!     id = "h1-01"
//!     set = "halflings-1"
//!     name = "City on the north leg, road across the long side"
//!     [sides]
//!     north = "city"
//!     long = "road"
//!     west = "road"
//!     [[city]]
//!     id = "city"
//!     slots = ["north-left", "north-centre", "north-right"]
//!     pennants = 1
//!     [[road]]
//!     id = "road"
//!     slots = ["long-centre", "west-centre"]
//!     [[field]]
//!     id = "field-city"
//!     slots = ["west-right", "long-left"]
//!     borders = ["city"]
//!     [[field]]
//!     id = "field-corner"
//!     slots = ["long-right", "west-left"]
//!     [provenance]
//!     documented = ["identity"]
//!     reconstructed = ["sides"]
//!     note = "An example."
//! "#).unwrap();
//! assert_eq!((tile.number(), tile.pennants()), ("01", 1));
//! let long = tile.profile(Side::Long);
//! assert_eq!(long, [Landscape::Field, Landscape::Road, Landscape::Field]);
//! // Two such tiles share a space long side to long side, the second
//! // turned half a turn from the first.
//! assert!(abuts(long, long));
//! assert_eq!(Rotation::new(1).partner(), Rotation::new(3));
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod example;
pub mod expansion;
pub mod geometry;
#[cfg(feature = "schema")]
pub mod schema;
pub mod square;
#[cfg(test)]
mod testing;
pub mod tile;

pub use example::{
    Attempt, Example, FollowerAt, Placement, PlayerName, ScoringTime, TurnAt, Verdict,
};
pub use expansion::{
    BaseGame, Counting, Edition, Expansion, GameEnd, Gaps, LanguageCode, LanguageTable, Majority,
    NoteTopic, OpenQuestion, PlayRules, RulesVersion, Ruling, SetLabel, SetSymbol, Source,
    SourceNote, Standing, SymbolRule, TileName, TileSet, Topic,
};
pub use geometry::{
    Diagonal, Direction, Facing, Landscape, Oriented, Position, Profile, Rotation, Side, Slot,
    abuts,
};
pub use square::{SquareId, SquareSides, SquareSlot, SquareTile};
pub use tile::{
    ArtHints, City, Fact, FeatureId, FeatureKind, FeatureRef, Field, Monastery, Point, Provenance,
    Road, RoadEnd, SetId, Sides, Symbol, SymbolKind, Tile, TileId,
};

/// The program's name and version (every crate of the workspace shares
/// it), as written into generated files, PDFs and keys: what made them.
pub const GENERATOR: &str = concat!("halflings ", env!("CARGO_PKG_VERSION"));
