//! For the unit tests: the shipped definitions under `tiles/`, read into
//! the model's types.
//!
//! They are read at run time, not with `include_str!`: the source key of
//! the art and the sheets (`halflings-source-key`) takes in every file that
//! a source of this crate names in `include_str!`, so an included tile
//! would make every picture's key depend on that tile's file.

use serde::de::DeserializeOwned;

/// `tiles/<path>`, such as `halflings-1/01.toml`, read into `T`.
pub fn shipped<T: DeserializeOwned>(path: &str) -> T {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tiles")
        .join(path);
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

/// The text of `tiles/<path>`.
pub fn shipped_text(path: &str) -> String {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tiles")
        .join(path);
    std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}
