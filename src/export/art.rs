//! The tile art exporter: `svg/<id>.svg`, `png/<id>.png` and the gallery
//! `index.html`, drawn by [`crate::render`].
//!
//! Tiles are drawn in parallel, each written as soon as it is drawn, so the
//! pictures are never all held in memory. Each file depends on its tile
//! alone, so the tree is the same whatever the thread count. Tiles whose
//! pictures the tree being replaced already holds, unchanged (see
//! [`cache`](super::cache)), are not drawn again but linked.

use std::path::Path;

use rayon::prelude::*;

use crate::catalog::Catalog;
use crate::model::Tile;
use crate::output::Staging;
use crate::progress::Progress;
use crate::render::{self, RenderOptions, gallery, png::Rasterizer};

use super::cache::{self, Settings};
use super::{BuildError, Exporter};

/// Draws every tile as SVG and, unless `png` is off, as PNG; writes the gallery.
pub struct Art {
    /// Drawing options (the PNG resolution).
    pub options: RenderOptions,
    /// Whether to write PNG pictures.
    pub png: bool,
    /// Whether to show a progress bar on standard error (when it is a
    /// terminal and drawing takes more than a second).
    pub progress: bool,
}

/// What the art exporter did, for messages and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Drawn {
    /// Tiles drawn.
    pub drawn: usize,
    /// Tiles whose pictures were taken over unchanged from the previous tree.
    pub reused: usize,
}

impl Exporter for Art {
    fn name(&self) -> &'static str {
        "art"
    }

    fn export(&self, catalog: &Catalog, out: &mut Staging) -> Result<(), BuildError> {
        self.draw(catalog, out).map(|_| ())
    }
}

fn svg_path(tile: &Tile) -> String {
    format!("svg/{}.svg", tile.id)
}

fn png_path(tile: &Tile) -> String {
    format!("png/{}.png", tile.id)
}

impl Art {
    /// Writes every picture, the cache of their keys and the gallery into
    /// `out`; returns how many tiles were drawn and how many reused.
    pub fn draw(&self, catalog: &Catalog, out: &Staging) -> Result<Drawn, BuildError> {
        let fail = |e: render::RenderError| BuildError::Export {
            exporter: "art",
            message: e.to_string(),
        };
        let settings = Settings {
            dpi: self.options.dpi,
            png: self.png,
        };
        let previous = out.previous();
        let cached = previous.map(cache::read).unwrap_or_default();
        let keys: Vec<String> = catalog
            .tiles()
            .par_iter()
            .map(|tile| cache::key(tile, render::set_symbol(catalog, tile), settings))
            .collect();
        let raster = Rasterizer::new();
        let progress = Progress::new(catalog.tiles().len(), "drawing", self.progress);
        let reused: usize = catalog
            .tiles()
            .par_iter()
            .zip(&keys)
            .map(|(tile, key)| {
                let reused = match previous {
                    Some(previous) if cached.get(tile.id.as_str()) == Some(key) => {
                        self.reuse(tile, previous, out)?
                    }
                    _ => false,
                };
                if !reused {
                    let svg = render::tile_svg(catalog, tile);
                    if self.png {
                        let png = raster.png(&svg, self.options.dpi).map_err(fail)?;
                        out.write(&png_path(tile), &png)?;
                    }
                    out.write(&svg_path(tile), svg.as_bytes())?;
                }
                progress.inc();
                Ok::<usize, BuildError>(usize::from(reused))
            })
            .try_reduce(|| 0, |a, b| Ok(a + b))?;
        progress.finish();
        out.write(
            cache::FILE,
            &cache::write(
                catalog
                    .tiles()
                    .iter()
                    .zip(&keys)
                    .map(|(t, k)| (t.id.as_str(), k.as_str())),
            ),
        )?;
        // The gallery inlines every SVG: read back, one at a time, from
        // where they were just written.
        let dir = out.path().to_path_buf();
        out.write_with("index.html", |w| {
            gallery::write_page(
                catalog,
                &|tile| std::fs::read_to_string(dir.join(svg_path(tile))),
                w,
            )
        })?;
        Ok(Drawn {
            drawn: catalog.tiles().len() - reused,
            reused,
        })
    }

    /// Links `tile`'s pictures from the previous tree; false (and nothing
    /// linked) when one of them is missing there.
    fn reuse(&self, tile: &Tile, previous: &Path, out: &Staging) -> Result<bool, BuildError> {
        let mut files = vec![svg_path(tile)];
        if self.png {
            files.push(png_path(tile));
        }
        if !files.iter().all(|f| previous.join(f).is_file()) {
            return Ok(false);
        }
        for f in &files {
            out.link(f, &previous.join(f))?;
        }
        Ok(true)
    }
}
