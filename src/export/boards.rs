//! The worked examples' boards: `examples/<name>.svg` and, unless PNGs are
//! off, `examples/<name>.png`, drawn by [`crate::render::board`] from the
//! engine's play of each example.

use rayon::prelude::*;

use crate::catalog::Catalog;
use crate::output::Sink;
use crate::render::png::Rasterizer;

use super::exporter::{BuildError, Exporter};

/// The folder of the board pictures under `out/`.
pub const DIR: &str = "examples";

/// Resolution of the board PNGs: a board is several tiles wide, so less
/// than a tile's.
pub const DPI: u32 = 100;

/// Writes every worked example's board picture.
#[derive(Clone, Copy, Debug)]
pub struct Boards {
    /// Whether to write the PNGs too.
    pub png: bool,
}

impl Exporter for Boards {
    fn name(&self) -> &'static str {
        "boards"
    }

    fn independent(&self) -> bool {
        true
    }

    fn export(&self, catalog: &Catalog, out: &dyn Sink) -> Result<(), BuildError> {
        let drawn: Vec<(&str, &str)> = catalog
            .examples()
            .par_iter()
            .with_max_len(1)
            .map(|named| {
                (
                    named.name.as_str(),
                    crate::render::board::picture(catalog, named),
                )
            })
            .collect();
        let pngs: Vec<Option<Vec<u8>>> = drawn
            .par_iter()
            .with_max_len(1)
            .map(|(_, svg)| {
                self.png
                    .then(|| Rasterizer::new().png_true_size(svg, DPI))
                    .transpose()
            })
            .collect::<Result<_, _>>()?;
        for ((name, svg), png) in drawn.iter().zip(pngs) {
            out.put(&format!("{DIR}/{name}.svg"), svg.as_bytes(), None)?;
            if let Some(png) = png {
                out.put(&format!("{DIR}/{name}.png"), &png, None)?;
            }
        }
        Ok(())
    }
}
