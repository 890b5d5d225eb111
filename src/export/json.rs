//! The JSON exporter: `tiles.json` and `conformance.json`, made by
//! [`halflings_codegen::json`].

use halflings_catalog::Catalog;
use halflings_codegen::json::{CONFORMANCE_FILE, FILE, conformance_json, write_tiles_json};

use super::exporter::{BuildError, Exporter};
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

    fn export(&self, catalog: &Catalog, out: &dyn Sink) -> Result<(), BuildError> {
        out.put_with(FILE, None, &mut |w| write_tiles_json(catalog, w))?;
        out.put(CONFORMANCE_FILE, conformance_json(catalog).as_bytes(), None)?;
        Ok(())
    }
}
