//! The facts about the catalog as a whole that the tables state.

use halflings_model::GENERATOR;

/// The command named in the banner of the files `halflings build` writes.
pub const BUILD_COMMAND: &str = "halflings build";
use halflings_catalog::{Catalog, LongSideClasses};

/// The facts about the catalog as a whole that the tables state. They are
/// asked of the catalog here and nowhere else in this module.
pub struct Facts {
    /// This program, as `halflings <version>`.
    pub generator: &'static str,
    /// The command that writes the crate.
    pub build_command: &'static str,
    /// The catalog's SHA-256, in hex.
    pub sha256: String,
    /// The tiles grouped by long-side profile.
    pub classes: LongSideClasses,
}

impl Facts {
    pub fn of(catalog: &Catalog) -> Facts {
        Facts {
            generator: GENERATOR,
            build_command: BUILD_COMMAND,
            sha256: catalog.sha256().to_owned(),
            classes: catalog.long_side_classes().clone(),
        }
    }
}
