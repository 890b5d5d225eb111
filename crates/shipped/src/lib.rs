//! The definitions the project ships, built in: every file of the
//! workspace's `tiles/` as bytes, and the catalog they load into. The
//! command line falls back on them outside a project (`score`,
//! `conformance`), and the Python package carries them.
//!
//! The files are read at compile time (see build.rs), so a binary answers
//! with the data it was built from. This crate does no I/O at run time and
//! must never depend on a drawing, PDF, CLI, HTTP or file-watching crate.
//!
//! ```
//! let catalog = halflings_shipped::catalog(true).expect("the shipped tiles are valid");
//! assert_eq!(catalog.tiles().len(), 24);
//! assert!(catalog.tile("h2-07").is_some());
//! assert!(!catalog.examples().is_empty());
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::path::PathBuf;

use halflings_catalog::{Catalog, Diagnostic, Source};

mod files {
    include!(concat!(env!("OUT_DIR"), "/shipped.rs"));
}

pub use files::SHIPPED;

/// The root the built-in files are reported under, in place of a folder.
pub const ROOT: &str = "<built-in tiles>";

/// The catalog of the built-in definitions, with the worked examples
/// played when `examples`. The definitions were checked when the project
/// was built, so an error here means a build from a broken `tiles/`.
pub fn catalog(examples: bool) -> Result<Catalog, Vec<Diagnostic>> {
    let source = Source::files(
        ROOT,
        SHIPPED
            .iter()
            .map(|(name, bytes)| (PathBuf::from(name), bytes.to_vec()))
            .collect(),
    );
    Catalog::load(if examples {
        source
    } else {
        source.without_examples()
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_built_in_files_load_into_the_24_halflings_and_every_example() {
        assert!(super::SHIPPED.iter().any(|(n, _)| *n == "expansion.toml"));
        let catalog = super::catalog(true).expect("the shipped tiles are valid");
        assert_eq!(catalog.tiles().len(), 24);
        assert!(!catalog.examples().is_empty());
    }
}
