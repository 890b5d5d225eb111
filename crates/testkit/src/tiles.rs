//! Throw-away tiles directories holding one small set, `test` (prefix `t`),
//! so that each rule can be shown with the smallest input that breaks it:
//! the manifest, the smallest valid tiles, and the checks of one error.

use std::path::{Path, PathBuf};

use halflings_catalog::{Catalog, Diagnostic};

/// A manifest declaring one set, `test`, of `tiles` tiles with prefix `t`.
pub fn manifest(tiles: u32) -> String {
    format!(
        r#"name = "Test"
current_rules = "r"
base_game = {{ city_tile = 2, city_pennant = 2, unfinished_city_tile = 1, unfinished_city_pennant = 1, road_tile = 1, monastery_tile = 1, farm_city = 3, followers = 7, majority = "most-followers-ties-score-in-full" }}

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
standing = "clarification"
source = "2021-01"
road_city = "per-space"
monastery = "per-space"
max_monastery = 9
note = "test"
pennants_in_shared_space = {{ value = true, standing = "clarification", source = "2021-01" }}
gaps = {{ city_with_gap_complete = {{ value = false, standing = "clarification", source = "2021-01" }}, road_with_gap_complete = {{ value = false, standing = "clarification", source = "2021-01" }}, gap_interrupts_field = {{ value = true, standing = "clarification", source = "2021-01" }}, neighbouring_gaps_join_fields = {{ value = false, standing = "clarification", source = "2021-01" }}, monastery_needs_each_space_occupied = {{ value = true, standing = "clarification", source = "2021-01" }}, barn_needs_full_corners = {{ value = true, standing = "clarification", source = "2021-01" }}, bridge_needs_two_halflings = {{ value = true, standing = "clarification", source = "2021-01" }}, figures_use_spaces = {{ value = true, standing = "clarification", source = "2021-01" }} }}
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

/// A tiles directory in a temporary folder, removed when dropped.
pub struct Tiles {
    /// The temporary folder, which is the tiles directory.
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

    /// The tiles directory.
    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// The file at `rel` in the tiles directory.
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
