//! The tile model: the single statement of the format. The TOML files are read
//! into these types, the JSON schema is derived from them, and every exporter
//! writes from them.

pub mod expansion;
pub mod geometry;
pub mod schema;
pub mod tile;

pub use expansion::{
    Counting, Edition, Expansion, GameEnd, Gaps, PlayRules, RulesVersion, SetSymbol, SymbolRule,
    TileSet, Topic,
};
pub use geometry::{
    Diagonal, Direction, Facing, Landscape, Oriented, Position, Profile, Rotation, Side, Slot,
    abuts,
};
pub use tile::{
    ArtHints, City, Fact, FeatureId, FeatureRef, Field, Monastery, Point, Provenance, Road,
    RoadEnd, SetId, Sides, Symbol, SymbolKind, Tile, TileId,
};
