//! The JSON schemas of the definition files, derived from the model types:
//! what `check` validates every file against first, and what editors read
//! (the committed copies under `schema/`).

use schemars::{JsonSchema, generate::SchemaSettings};
use serde_json::Value;

use super::{Example, Expansion, SquareTile, Tile};

/// The JSON schema (draft 2020-12) of `T`, as a JSON value.
pub fn schema_of<T: JsonSchema>() -> Value {
    let generator = SchemaSettings::draft2020_12().into_generator();
    let schema = generator.into_root_schema_for::<T>();
    schema.to_value()
}

/// The JSON schema of a tile file.
pub fn tile_schema() -> Value {
    schema_of::<Tile>()
}

/// The JSON schema of the manifest.
pub fn expansion_schema() -> Value {
    schema_of::<Expansion>()
}

/// The JSON schema of a worked example.
pub fn example_schema() -> Value {
    schema_of::<Example>()
}

/// The JSON schema of a normal (square) tile file.
pub fn square_schema() -> Value {
    schema_of::<SquareTile>()
}
