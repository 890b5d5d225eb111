//! The tile model: the single statement of the Halflings definition format.
//! The TOML files are read into these types, the JSON schema is derived from
//! them (with the `schema` feature), and every exporter writes from them.
//!
//! This crate is the bottom of the workspace: it holds types, geometry and
//! the program's name ([`GENERATOR`]), and does nothing else. It must never
//! depend on an I/O, parsing, validation or drawing crate; its only
//! dependency is serde (and, behind `schema`, schemars and serde_json).
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
