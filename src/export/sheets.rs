//! The sheets exporter: `sheets/` with the rule reference, the tile census
//! and the print-and-cut sheets, on A4 and on Letter, each as PDF plus SVG
//! and PNG pages, drawn by [`crate::sheets`].

use rayon::prelude::*;

use crate::catalog::Catalog;
use crate::output::Staging;
use crate::sheets::{self, Paper, SheetOptions};

use super::{BuildError, Exporter};

/// Writes the printable sheets for both papers.
pub struct Sheets {
    /// How far the print-and-cut art runs past the cut lines, in mm.
    pub bleed_mm: f64,
}

impl Exporter for Sheets {
    fn name(&self) -> &'static str {
        "sheets"
    }

    fn export(&self, catalog: &Catalog, out: &mut Staging) -> Result<(), BuildError> {
        let papers: Vec<Vec<(String, Vec<u8>)>> = Paper::ALL
            .par_iter()
            .map(|&paper| {
                let options = SheetOptions {
                    paper,
                    bleed_mm: self.bleed_mm,
                };
                sheets::write_sheets(catalog, &options)
            })
            .collect::<Result<_, _>>()
            .map_err(|e| BuildError::Export {
                exporter: "sheets",
                message: e.to_string(),
            })?;
        for (name, bytes) in papers.into_iter().flatten() {
            out.write(&format!("sheets/{name}"), &bytes)?;
        }
        Ok(())
    }
}
