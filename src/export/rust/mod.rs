//! The Rust tables: a standalone `no_std` crate, `rust/halflings-tiles`,
//! holding every tile as plain `static` data of small `Copy` types, with the
//! side profiles under every rotation and the long-side partners worked out.
//!
//! The same item list (the *module body*) is what [`crate::codegen`] writes
//! for an engine's `build.rs`; the crate wraps it in crate attributes and
//! adds its tests. The body has no inner attributes, so `include!` takes it.
//!
//! The body is made of two parts:
//!
//! - the fixed items, real Rust files under `fixed/`, copied as they are.
//!   Where a generated item belongs, a fixed file has a marker line, such
//!   as `// generated here: TILES`;
//! - the generated items ([`tables`]): the catalog's data, and the enums
//!   and structs that mirror the model, read from the model itself
//!   ([`mirror`]) and baked into Rust expressions ([`bake`]).

mod bake;
mod mirror;
mod tables;

/// The fixed items, as real source. They are not compiled here (they need
/// the generated items beside them), but declared so that `cargo fmt`
/// formats them; `tests/generated_crate.rs` builds, lints, documents and
/// tests them inside the generated crate.
#[cfg(any())]
mod fixed {
    mod features;
    mod fit;
    mod geometry;
    mod rules;
    mod sets;
    mod tests;
    mod tiles;
}

pub use bake::BakeError;

use super::{BUILD_COMMAND, BuildError, Exporter, GENERATOR, LongSideClasses};
use crate::catalog::Catalog;
use crate::model::Rotation;
use crate::output::Staging;

/// Where the crate goes inside the output directory.
pub const CRATE_DIR: &str = "rust/halflings-tiles";

/// The crate's package name.
pub const CRATE_NAME: &str = "halflings-tiles";

/// The fixed items of the module, in order: (file name, text).
const FIXED: [(&str, &str); 6] = [
    ("geometry.rs", include_str!("fixed/geometry.rs")),
    ("features.rs", include_str!("fixed/features.rs")),
    ("sets.rs", include_str!("fixed/sets.rs")),
    ("rules.rs", include_str!("fixed/rules.rs")),
    ("tiles.rs", include_str!("fixed/tiles.rs")),
    ("fit.rs", include_str!("fixed/fit.rs")),
];

/// The crate's own tests, after the module body in its `src/lib.rs`.
const TESTS: &str = include_str!("fixed/tests.rs");

/// A line of a fixed file naming the generated items that go in its place.
const MARKER: &str = "// generated here: ";

/// The generated items the module opens with, before the fixed files.
const OPENING: [&str; 4] = [
    "EXPANSION_NAME",
    "EXPANSION_ALIASES",
    "GENERATOR",
    "SOURCE_SHA256",
];

/// Why the tables cannot be written.
#[derive(Debug, thiserror::Error)]
pub enum TablesError {
    /// Set ids become the variants of the enum `Set`; two of them give the
    /// same Rust name, or one gives a name Rust reserves.
    #[error(
        "set id `{id}` gives the Rust name `{ident}`, which another set id also gives or Rust \
         reserves; rename the set"
    )]
    SetName {
        /// The set id.
        id: String,
        /// The Rust name it gives.
        ident: String,
    },
    /// The catalog breaks a rule that validation guarantees (a bug).
    #[error("{at}: {problem}, which validation rules out (a bug in halflings)")]
    NotValidated {
        /// The tile or file.
        at: String,
        /// What does not hold.
        problem: String,
    },
    /// A model type has a shape the tables cannot mirror (a bug).
    #[error("the model type `{ty}` cannot be mirrored in the tables: {problem}")]
    Model {
        /// The model type.
        ty: String,
        /// What the tables cannot hold.
        problem: String,
    },
    /// A value has a shape the tables cannot hold (a bug).
    #[error(transparent)]
    Bake(#[from] BakeError),
    /// A fixed file and the generated items do not match (a bug).
    #[error("fixed/{file}: {problem}")]
    Fixed {
        /// The fixed file, or the module as a whole.
        file: &'static str,
        /// What does not match.
        problem: String,
    },
}

/// Writes the crate under [`CRATE_DIR`].
#[derive(Clone, Copy, Debug, Default)]
pub struct RustTables;

impl Exporter for RustTables {
    fn name(&self) -> &'static str {
        "rust"
    }

    fn export(&self, catalog: &Catalog, out: &mut Staging) -> Result<(), BuildError> {
        let lib = crate_lib(catalog).map_err(|e| BuildError::Export {
            exporter: "rust",
            message: e.to_string(),
        })?;
        out.write(
            &format!("{CRATE_DIR}/Cargo.toml"),
            crate_manifest(catalog).as_bytes(),
        )?;
        out.write(&format!("{CRATE_DIR}/src/lib.rs"), lib.as_bytes())?;
        Ok(())
    }
}

/// The facts about the catalog as a whole that the tables state. They are
/// asked of [`super`] here and nowhere else in this module.
struct Facts {
    /// This program, as `halflings <version>`.
    generator: &'static str,
    /// The command that writes the crate.
    build_command: &'static str,
    /// The catalog's SHA-256, in hex.
    sha256: String,
    /// The tiles grouped by long-side profile.
    classes: LongSideClasses,
}

impl Facts {
    fn of(catalog: &Catalog) -> Facts {
        Facts {
            generator: GENERATOR,
            build_command: BUILD_COMMAND,
            sha256: super::source_sha256(catalog),
            classes: LongSideClasses::of(catalog),
        }
    }
}

/// The DO-NOT-EDIT banner, as `//` comments (valid in a crate root and in a
/// file taken in with `include!`).
pub fn banner(catalog: &Catalog, command: &str) -> String {
    banner_with(catalog, &Facts::of(catalog), command)
}

fn banner_with(catalog: &Catalog, facts: &Facts, command: &str) -> String {
    format!(
        "// DO NOT EDIT. This file was generated by `{command}` ({generator}).\n\
         //\n\
         // Input: the {name} tile definitions, {count} tiles, rules version {rules};\n\
         // the validated catalog's sha256 is {sha}.\n\
         // To change the tables, edit the tile definitions (tiles/*.toml) and run\n\
         // `{command}` again.\n",
        generator = facts.generator,
        name = one_line(&catalog.expansion().name),
        count = catalog.tiles().len(),
        rules = one_line(&catalog.expansion().current_rules),
        sha = facts.sha256,
    )
}

/// The crate's `Cargo.toml`.
pub fn crate_manifest(catalog: &Catalog) -> String {
    let facts = Facts::of(catalog);
    // In a TOML basic string, a backslash and a quote need a backslash
    // (validation lets no control character through).
    let name = one_line(&catalog.expansion().name)
        .replace('\\', "\\\\")
        .replace('"', "\\\"");
    format!(
        "# DO NOT EDIT. This file was generated by `{command}` ({generator}).\n\
         # Input: sha256 {sha} of the validated tile definitions.\n\
         [package]\n\
         name = \"{CRATE_NAME}\"\n\
         version = \"{version}\"\n\
         edition = \"2021\"\n\
         description = \"Tile tables for the {name} mini-expansion of Carcassonne (generated)\"\n\
         license = \"MIT OR Apache-2.0\"\n\
         \n\
         [dependencies]\n\
         \n\
         # A workspace of its own, so the crate builds wherever it is copied.\n\
         [workspace]\n",
        command = facts.build_command,
        generator = facts.generator,
        sha = facts.sha256,
        version = env!("CARGO_PKG_VERSION"),
    )
}

/// The crate's `src/lib.rs`: banner, crate documentation and attributes,
/// the module body and the crate's own tests.
pub fn crate_lib(catalog: &Catalog) -> Result<String, TablesError> {
    let facts = Facts::of(catalog);
    let mut s = banner_with(catalog, &facts, facts.build_command);
    s.push('\n');
    s.push_str(&crate_docs(catalog, &facts));
    s.push_str("#![no_std]\n#![forbid(unsafe_code)]\n#![deny(missing_docs)]\n\n");
    s.push_str(&body_with(catalog, &facts)?);
    s.push('\n');
    s.push_str(without_header(TESTS));
    Ok(s)
}

/// A file for `include!`: banner and module body, no crate attributes.
pub fn module(catalog: &Catalog, command: &str) -> Result<String, TablesError> {
    let facts = Facts::of(catalog);
    let mut s = banner_with(catalog, &facts, command);
    s.push('\n');
    s.push_str(&body_with(catalog, &facts)?);
    Ok(s)
}

/// The module body: every type and table, as items with no inner
/// attributes.
pub fn body(catalog: &Catalog) -> Result<String, TablesError> {
    body_with(catalog, &Facts::of(catalog))
}

fn body_with(catalog: &Catalog, facts: &Facts) -> Result<String, TablesError> {
    let mut generated: Vec<Option<tables::Item>> = tables::items(catalog, facts)?
        .into_iter()
        .map(Some)
        .collect();
    let mut take = |file: &'static str, name: &str| {
        generated
            .iter_mut()
            .find(|item| item.as_ref().is_some_and(|i| i.name == name))
            .and_then(Option::take)
            .map(|item| item.text)
            .ok_or_else(|| TablesError::Fixed {
                file,
                problem: format!("no generated item `{name}` is left to place"),
            })
    };
    // Each piece ends in a newline; one empty line goes between pieces.
    let mut pieces = Vec::new();
    for name in OPENING {
        pieces.push(take("mod.rs", name)?);
    }
    for (file, text) in FIXED {
        let mut chunk = String::new();
        for line in without_header(text).lines() {
            match line.strip_prefix(MARKER) {
                Some(names) => {
                    push_chunk(&mut pieces, &mut chunk);
                    for name in names.split(", ") {
                        pieces.push(take(file, name)?);
                    }
                }
                None => {
                    chunk.push_str(line);
                    chunk.push('\n');
                }
            }
        }
        push_chunk(&mut pieces, &mut chunk);
    }
    let unplaced: Vec<String> = generated.into_iter().flatten().map(|i| i.name).collect();
    if !unplaced.is_empty() {
        return Err(TablesError::Fixed {
            file: "*.rs",
            problem: format!("no marker places {}", unplaced.join(", ")),
        });
    }
    Ok(pieces.join("\n"))
}

/// Adds the fixed text gathered so far, without its surrounding empty
/// lines, as a piece.
fn push_chunk(pieces: &mut Vec<String>, chunk: &mut String) {
    let text = chunk.trim_matches('\n');
    if !text.is_empty() {
        pieces.push(format!("{text}\n"));
    }
    chunk.clear();
}

/// A fixed file without its opening `//!` lines (its own documentation,
/// which describes the file, not the generated module) and the empty lines
/// after them.
fn without_header(text: &str) -> &str {
    let mut rest = text;
    while let Some(line) = rest.lines().next() {
        if !(line.starts_with("//!") || line.is_empty()) {
            break;
        }
        rest = &rest[(line.len() + 1).min(rest.len())..];
    }
    rest
}

/// Text from the definitions on one comment line.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn crate_docs(catalog: &Catalog, facts: &Facts) -> String {
    let first = &catalog.tiles()[0];
    // An example that holds for the data: turn the first tile a quarter
    // clockwise, so its north leg faces east, and fit it against a square
    // tile whose west side shows the same landscape.
    let north = first.sides.north;
    let north_path = format!("Landscape::{}", bake::ident(north.name()));
    let partner = facts
        .classes
        .partners(catalog, 0, Rotation::new(1))
        .next()
        .map(|(t, _)| t.id.to_string());
    let mut s = format!(
        "//! Tile tables for the {name} mini-expansion of Carcassonne: {count} half-sized\n\
         //! triangular tiles, generated from the project's validated tile definitions.\n\
         //!\n\
         //! # Geometry\n\
         //!\n\
         //! A halfling is a square space cut along one diagonal. In [`Rotation`] 0\n\
         //! the right angle sits at the north-west corner: its legs face north and\n\
         //! west and its long side faces south-east. A rotation turns the tile\n\
         //! clockwise in quarter turns, taking north to east to south to west and\n\
         //! the long side from south-east to south-west to north-west to north-east.\n\
         //!\n\
         //! Each side is read clockwise around its tile and split into three slots:\n\
         //! left, centre and right, seen from inside the tile looking out. A side's\n\
         //! [`Profile`] lists the landscapes of its slots. Two sides may lie\n\
         //! against each other, with every feature continuing, when one profile\n\
         //! equals the other reversed ([`abuts`]).\n\
         //!\n\
         //! - A leg touches the neighbouring space like a square tile's side:\n\
         //!   [`leg_fits`] and [`legs_fit`] check it against a square tile.\n\
         //! - The long side only ever meets the long side of a second halfling in\n\
         //!   the same space: [`long_side_partners`] gives, for every tile and\n\
         //!   rotation, the tiles that may share its space. Whether two long sides\n\
         //!   fit depends only on their profiles, so the tables group the tiles by\n\
         //!   long-side profile ([`LONG_SIDE_CLASSES`]) and name for each tile the\n\
         //!   class its partners come from ([`PARTNER_CLASS`]): linear in the\n\
         //!   number of tiles, where a list of every pair would be quadratic.\n\
         //!\n\
         //! # Example\n\
         //!\n\
         //! ```\n\
         //! use {krate}::{{leg_fits, tile, Direction, Landscape, Rotation}};\n\
         //!\n\
         //! let halfling = tile({id:?}).unwrap();\n\
         //! // A quarter turn clockwise: the north leg ({north}) now faces east.\n\
         //! let turned = Rotation::new(1);\n\
         //! assert_eq!(halfling.profiles(turned).leg(Direction::East), Some({north_path}.profile()));\n\
         //! // It fits against a square tile to the east whose west side shows the same.\n\
         //! assert!(leg_fits(halfling, turned, Direction::East, {north_path}.profile()));\n\
         //! // The west leg now faces north; nothing of this halfling faces west.\n\
         //! assert!(!leg_fits(halfling, turned, Direction::West, {north_path}.profile()));\n",
        name = one_line(&catalog.expansion().name),
        count = catalog.tiles().len(),
        krate = CRATE_NAME.replace('-', "_"),
        id = first.id.as_str(),
        north = north.name(),
    );
    if let Some(partner) = partner {
        s.push_str(&format!(
            "//! // Tiles that may share its space, long side to long side, in rotation 3:\n\
             //! let mut partners = halfling.long_side_partners(turned);\n\
             //! assert!(partners.any(|(t, r)| t.id == {partner:?} && r == Rotation::new(3)));\n"
        ));
    }
    s.push_str("//! ```\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalog() -> Catalog {
        Catalog::load(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tiles"))
            .expect("the shipped tiles are valid")
    }

    #[test]
    fn every_generated_item_has_one_marker_and_every_marker_one_item() {
        let catalog = catalog();
        let facts = Facts::of(&catalog);
        let mut generated: Vec<String> = tables::items(&catalog, &facts)
            .unwrap()
            .into_iter()
            .map(|i| i.name)
            .collect();
        let mut placed: Vec<String> = OPENING.iter().map(|s| s.to_string()).collect();
        for (_, text) in FIXED {
            for line in text.lines() {
                if let Some(names) = line.strip_prefix(MARKER) {
                    placed.extend(names.split(", ").map(str::to_owned));
                }
            }
        }
        generated.sort();
        placed.sort();
        assert_eq!(generated, placed);
        assert!(body(&catalog).is_ok());
    }

    #[test]
    fn the_fixed_files_lose_only_their_own_documentation() {
        let text = "//! About this file.\n//! More.\n\n/// An item.\npub struct A;\n";
        assert_eq!(without_header(text), "/// An item.\npub struct A;\n");
        for (file, text) in FIXED.iter().chain([&("tests.rs", TESTS)]) {
            let body = without_header(text);
            assert!(!body.contains("//!"), "{file}");
            assert!(!body.contains("#!["), "{file}");
        }
    }

    #[test]
    fn set_ids_that_give_one_rust_name_are_an_error_naming_the_set() {
        let mut sets = catalog().expansion().set.clone();
        sets[1].id = crate::model::SetId("halflings1".to_owned());
        let err = tables::set_names(&sets).unwrap_err();
        assert!(err.to_string().contains("`halflings1`"), "{err}");
        assert!(err.to_string().contains("`Halflings1`"), "{err}");
        sets[1].id = crate::model::SetId("self".to_owned());
        assert!(tables::set_names(&sets).is_err());
    }

    #[test]
    fn text_from_the_definitions_cannot_end_a_comment_line() {
        assert_eq!(one_line("a\nb\r\n  c"), "a b c");
    }
}
