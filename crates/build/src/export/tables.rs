//! The Rust tables exporter: the standalone `no_std` crate
//! `rust/halflings-tiles`, made by [`halflings_codegen::tables`].

use halflings_codegen::tables::{CRATE_DIR, crate_lib_parts, crate_manifest};

use super::exporter::{BuildError, Exporter, Input};
use crate::output::Sink;

/// Writes the tables crate.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tables;

impl Exporter for Tables {
    fn name(&self) -> &'static str {
        "rust"
    }

    fn independent(&self) -> bool {
        true
    }

    fn export(&self, input: &Input<'_>, out: &dyn Sink) -> Result<(), BuildError> {
        let catalog = input.catalog;
        let lib = crate_lib_parts(catalog)?;
        out.put(
            &format!("{CRATE_DIR}/Cargo.toml"),
            crate_manifest(catalog).as_bytes(),
            None,
        )?;
        out.put_with(&format!("{CRATE_DIR}/src/lib.rs"), None, &mut |w| {
            lib.iter().try_for_each(|part| w.write_all(part.as_bytes()))
        })?;
        Ok(())
    }
}
