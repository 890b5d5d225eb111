//! Helpers shared by the integration tests: a throw-away tiles directory
//! holding one small set, so each rule can be shown with the smallest input.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use halflings::{Catalog, Diagnostic};

/// Whether `halflings build` has landed. Until it does, the corpus
/// (tests/corpus.rs) runs `build` on every case and asserts only what holds
/// of any run (it ends, no panic, nothing written or changed on disk), and
/// tests/escaping.rs and tests/build_safety.rs skip what needs `build`.
/// Switch this on when `build` is merged: every case must then also fail
/// `build` with exit code 1 and the located message, the exports of hostile
/// text are checked (the gallery in headless Chromium), and a bad `--out`
/// (a file, or inside tiles/) must be refused.
pub const BUILD_LANDED: bool = false;

/// A manifest declaring one set, `test`, of `tiles` tiles with prefix `t`.
pub fn manifest(tiles: u32) -> String {
    format!(
        r#"name = "Test"
current_rules = "r"

[[set]]
id = "test"
name = "Test set"
prefix = "t"
origin = "tests"
year = 2024
symbol = "pentagon"
tiles = {tiles}

[[rules]]
id = "r"
name = "Rules"
date = "2024"
road_city = "per-space"
monastery = "per-space"
max_monastery = 9
note = "test"
"#
    )
}

/// The provenance table every test tile ends with.
pub const PROVENANCE: &str = r#"
[provenance]
documented = ["identity", "sides", "features", "pennants", "monastery", "symbols"]
reconstructed = []
note = "A tile made for a test."
"#;

/// The smallest valid tile: field on every side.
pub fn field_tile(id: &str) -> String {
    format!(
        r#"id = "{id}"
set = "test"
name = "Field"

[sides]
north = "field"
long = "field"
west = "field"

[[field]]
id = "field"
slots = ["north-left", "north-centre", "north-right", "long-left", "long-centre", "long-right", "west-left", "west-centre", "west-right"]
{PROVENANCE}"#
    )
}

/// A valid tile: a city on the north leg with a pennant, a road from the
/// west leg across the long side.
pub const CITY_AND_ROAD: &str = r#"id = "t-01"
set = "test"
name = "City and road"

[sides]
north = "city"
long = "road"
west = "road"

[[city]]
id = "city"
slots = ["north-left", "north-centre", "north-right"]
pennants = 1

[[road]]
id = "road"
slots = ["long-centre", "west-centre"]

[[field]]
id = "field-city"
slots = ["west-right", "long-left"]
borders = ["city"]

[[field]]
id = "field-corner"
slots = ["long-right", "west-left"]
"#;

/// A tiles directory in a temporary folder.
pub struct Tiles {
    pub dir: tempfile::TempDir,
}

impl Tiles {
    /// A directory holding `manifest` and the given tile files
    /// (paths relative to the directory).
    pub fn new(manifest_text: &str, files: &[(&str, &str)]) -> Tiles {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("expansion.toml"), manifest_text).unwrap();
        for (path, text) in files {
            let path = dir.path().join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        Tiles { dir }
    }

    /// A one-tile set holding `text` as `test/01.toml`.
    pub fn one(text: &str) -> Tiles {
        Tiles::new(&manifest(1), &[("test/01.toml", text)])
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn file(&self, rel: &str) -> PathBuf {
        self.dir.path().join(rel)
    }

    /// Loads the directory, expecting it to fail, and returns the problems.
    pub fn errors(&self) -> Vec<Diagnostic> {
        match Catalog::load(self.path()) {
            Ok(_) => panic!("expected the definitions to be rejected"),
            Err(errors) => errors,
        }
    }
}

/// The errors of a one-tile set whose tile is `text`.
pub fn errors_of(text: &str) -> Vec<Diagnostic> {
    Tiles::one(text).errors()
}

/// Asserts there is exactly one error, mentioning `needle`, located at
/// `line` of the tile file; returns it.
pub fn single_error(text: &str, needle: &str, line: usize) -> Diagnostic {
    let errors = errors_of(text);
    assert_eq!(
        errors.len(),
        1,
        "expected one error, got: {:#?}",
        errors.iter().map(ToString::to_string).collect::<Vec<_>>()
    );
    let e = errors.into_iter().next().unwrap();
    assert!(
        e.message.contains(needle),
        "message {:?} does not contain {needle:?}",
        e.message
    );
    assert_eq!(
        e.line_col().map(|(l, _)| l),
        Some(line),
        "wrong line for {e}"
    );
    assert!(e.help.is_some(), "every error says how to mend it: {e}");
    e
}

/// The 1-based line of the first occurrence of `needle` in `text`.
pub fn line_of(text: &str, needle: &str) -> usize {
    let offset = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} not in text"));
    text[..offset].matches('\n').count() + 1
}
