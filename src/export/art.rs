//! The tile art exporter: `svg/<id>.svg`, `png/<id>.png` and the gallery
//! `index.html`, drawn by [`crate::render`].

use rayon::prelude::*;

use crate::catalog::Catalog;
use crate::output::Staging;
use crate::render::{self, RenderOptions, gallery, png::Rasterizer};

use super::{BuildError, Exporter};

/// Draws every tile as SVG and, unless `png` is off, as PNG; writes the gallery.
pub struct Art {
    /// Drawing options (the PNG resolution).
    pub options: RenderOptions,
    /// Whether to write PNG pictures.
    pub png: bool,
}

impl Exporter for Art {
    fn name(&self) -> &'static str {
        "art"
    }

    fn export(&self, catalog: &Catalog, out: &mut Staging) -> Result<(), BuildError> {
        let fail = |e: render::RenderError| BuildError::Export {
            exporter: "art",
            message: e.to_string(),
        };
        let raster = Rasterizer::new();
        // Tiles are drawn in parallel; they are written in catalog order, so
        // the tree is the same whatever the thread count.
        let drawn: Vec<(String, String, Option<Vec<u8>>)> = catalog
            .tiles()
            .par_iter()
            .map(|tile| {
                let svg = render::tile_svg(catalog, tile);
                let png = match self.png {
                    true => Some(raster.png(&svg, self.options.dpi)?),
                    false => None,
                };
                Ok((tile.id.to_string(), svg, png))
            })
            .collect::<Result<_, render::RenderError>>()
            .map_err(fail)?;
        for (id, svg, png) in drawn {
            out.write(&format!("svg/{id}.svg"), svg.as_bytes())?;
            if let Some(png) = png {
                out.write(&format!("png/{id}.png"), &png)?;
            }
        }
        out.write("index.html", gallery::page(catalog).as_bytes())?;
        Ok(())
    }
}
