//! The JSON exporter: `tiles.json`, made by [`halflings_codegen::json`],
//! and the conformance suite, `conformance.json`, made by
//! [`halflings_conformance`].

use halflings_codegen::json::{FILE, write_tiles_json};
use halflings_conformance::CONFORMANCE_FILE;

use super::exporter::{BuildError, Exporter, Input};
use crate::output::Sink;

/// Writes `tiles.json` and `conformance.json`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Json;

impl Exporter for Json {
    fn name(&self) -> &'static str {
        "json"
    }

    fn independent(&self) -> bool {
        true
    }

    fn export(&self, input: &Input<'_>, out: &dyn Sink) -> Result<(), BuildError> {
        let catalog = input.catalog;
        out.put_with(FILE, None, &mut |w| write_tiles_json(catalog, w))?;
        // The suite plays some 10 000 boards and games: a rebuild of the
        // same definitions keeps the one it made before.
        let key = crate::keys::suite(catalog);
        if !out.reuse(CONFORMANCE_FILE, &key)? {
            out.put_with(CONFORMANCE_FILE, Some(&key), &mut |w| {
                let suite = halflings_conformance::generate::suite(catalog);
                serde_json::to_writer_pretty(&mut *w, &suite).map_err(std::io::Error::other)?;
                w.write_all(b"\n")
            })?;
        }
        Ok(())
    }
}
