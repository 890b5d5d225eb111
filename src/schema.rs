//! The JSON schemas of the definition files and of the JSON export, derived
//! from the model and the export types.
//!
//! The committed copies under `schema/` are what editors read; `halflings
//! schema` rewrites them and a test fails when they are stale.

use std::path::Path;

use schemars::{JsonSchema, generate::SchemaSettings};
use serde_json::Value;

use crate::model::{Expansion, Tile};

/// The file name of the tile schema under `schema/`.
pub const TILE_SCHEMA: &str = "tile.schema.json";
/// The file name of the manifest schema under `schema/`.
pub const EXPANSION_SCHEMA: &str = "expansion.schema.json";
/// The file name of the schema of the JSON export (`tiles.json`) under `schema/`.
pub const EXPORT_SCHEMA: &str = "export.schema.json";

/// The JSON schema of `T`, as a JSON value.
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

/// The JSON schema of the JSON export, `tiles.json`.
pub fn export_schema() -> Value {
    schema_of::<crate::export::json::Export>()
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
        (EXPORT_SCHEMA, to_pretty(&export_schema())),
    ]
}

/// Writes every schema into `dir`, creating it if needed. Returns the files
/// whose contents changed.
pub fn write_all(dir: &Path) -> std::io::Result<Vec<String>> {
    std::fs::create_dir_all(dir)?;
    let mut changed = Vec::new();
    for (name, text) in all() {
        let path = dir.join(name);
        if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            std::fs::write(&path, text)?;
            changed.push(name.to_owned());
        }
    }
    Ok(changed)
}
