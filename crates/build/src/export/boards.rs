//! The worked examples' boards: `examples/<name>.svg` and, unless PNGs are
//! off, `examples/<name>.png`, drawn by [`halflings_art::board`] from the
//! engine's play of each example.

use rayon::prelude::*;

use crate::output::Sink;
use halflings_art::png::Rasterizer;

use super::exporter::{BuildError, Exporter, Input};

/// The folder of the board pictures under `out/`.
pub const DIR: &str = "examples";

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

    fn export(&self, input: &Input<'_>, out: &dyn Sink) -> Result<(), BuildError> {
        // One board a job: drawn (or taken from the rule reference, which
        // may have drawn it first), written, rasterised and written.
        let raster = Rasterizer::new();
        input
            .catalog
            .examples()
            .par_iter()
            .with_max_len(1)
            .try_for_each(|named| {
                let svg = input.pictures.board_svg(named);
                out.put(&format!("{DIR}/{}.svg", named.name), svg.as_bytes(), None)?;
                if self.png {
                    let png = raster.board_png(&svg)?;
                    out.put(&format!("{DIR}/{}.png", named.name), &png, None)?;
                }
                Ok::<_, BuildError>(())
            })?;
        Ok(())
    }
}
