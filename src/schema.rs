//! The committed schema files under `schema/`: those of the definition
//! files ([`crate::model::schema`]) and of the JSON export
//! ([`crate::export::json`]), each derived from its types.
//!
//! They are what editors read; `halflings schema` rewrites them and a test
//! fails when they are stale.

use std::path::Path;

use serde_json::Value;

pub use crate::model::schema::{
    example_schema, expansion_schema, schema_of, square_schema, tile_schema,
};

/// The file name of the tile schema under `schema/`.
pub const TILE_SCHEMA: &str = "tile.schema.json";
/// The file name of the manifest schema under `schema/`.
pub const EXPANSION_SCHEMA: &str = "expansion.schema.json";
/// The file name of the normal-tile schema under `schema/`.
pub const SQUARE_SCHEMA: &str = "square.schema.json";
/// The file name of the worked-example schema under `schema/`.
pub const EXAMPLE_SCHEMA: &str = "example.schema.json";
/// The file name of the schema of the JSON export (`tiles.json`) under `schema/`.
pub const EXPORT_SCHEMA: &str = "export.schema.json";

/// The file name of the schema of the conformance cases under `schema/`.
pub const CONFORMANCE_SCHEMA: &str = "conformance.schema.json";

/// The JSON schema of the JSON export, `tiles.json`.
pub fn export_schema() -> Value {
    crate::export::json::schema()
}

/// Pretty JSON with a trailing newline: the form committed to the repository.
pub fn to_pretty(value: &Value) -> String {
    let mut text = serde_json::to_string_pretty(value).expect("a JSON value always serialises");
    text.push('\n');
    text
}

/// Every schema file the model defines, as `(file name, contents)`.
pub fn all() -> Vec<(&'static str, String)> {
    vec![
        (TILE_SCHEMA, to_pretty(&tile_schema())),
        (EXPANSION_SCHEMA, to_pretty(&expansion_schema())),
        (EXAMPLE_SCHEMA, to_pretty(&example_schema())),
        (SQUARE_SCHEMA, to_pretty(&square_schema())),
        (EXPORT_SCHEMA, to_pretty(&export_schema())),
        (
            CONFORMANCE_SCHEMA,
            to_pretty(&crate::engine::conformance::schema()),
        ),
    ]
}

/// Writes every schema into `dir`, creating it if needed. Returns the files
/// whose contents changed.
pub fn write_all(dir: &Path) -> Result<Vec<String>, crate::output::OutputError> {
    let mut changed = Vec::new();
    for (name, text) in all() {
        if crate::output::write_if_changed(&dir.join(name), text.as_bytes())? {
            changed.push(name.to_owned());
        }
    }
    Ok(changed)
}
