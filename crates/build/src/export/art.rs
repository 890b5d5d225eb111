//! The tile art exporter: `svg/<id>.svg`, `png/<id>.png` and the gallery
//! `index.html`, drawn by [`halflings_art`]; a full build draws the normal
//! tiles too, into `svg/base-game/<id>.svg` and `png/base-game/<id>.png`.
//!
//! Tiles are drawn in parallel, each written as soon as it is drawn, so the
//! pictures are never all held in memory. Each file depends on its tile
//! alone, so the tree is the same whatever the thread count. Each picture
//! is written with its key (see [`halflings_art::key`]); a picture whose
//! key is unchanged is taken over instead of drawn again.

use rayon::prelude::*;

use crate::output::Sink;
use crate::progress::Progress;
use halflings_art::gallery::{self, GalleryPage};
use halflings_art::{self as render, RenderOptions, png::Rasterizer};
use halflings_catalog::Catalog;
use halflings_model::{SquareTile, Tile};

use super::exporter::{BuildError, Exporter, Input};
use crate::keys;

/// Draws every tile as SVG and, unless `png` is off, as PNG; writes the gallery.
pub struct Art {
    /// Drawing options (the PNG resolution).
    pub options: RenderOptions,
    /// Whether to write PNG pictures.
    pub png: bool,
    /// Whether to show a progress bar on standard error (when it is a
    /// terminal and drawing takes more than a second).
    pub progress: bool,
    /// The languages whose printable sheets the gallery links to, as the
    /// build makes them: `None` for no links (render, watch), an empty list
    /// for every language of the catalog.
    pub sheet_links: Option<Vec<String>>,
}

/// What the art exporter did, for messages and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Drawn {
    /// Tiles drawn.
    pub drawn: usize,
    /// Tiles whose pictures were taken over unchanged.
    pub reused: usize,
}

impl Exporter for Art {
    fn name(&self) -> &'static str {
        "art"
    }

    fn export(&self, input: &Input<'_>, out: &dyn Sink) -> Result<(), BuildError> {
        let catalog = input.catalog;
        self.draw(catalog, out).map(|_| ())
    }
}

/// Where a tile's SVG picture lives in the output tree.
pub fn svg_path(tile: &Tile) -> String {
    format!("svg/{}.svg", tile.id)
}

/// Where a tile's PNG picture lives in the output tree.
pub fn png_path(tile: &Tile) -> String {
    format!("png/{}.png", tile.id)
}

/// Where a normal tile's SVG picture lives in the output tree.
pub fn square_svg_path(tile: &SquareTile) -> String {
    format!("svg/base-game/{}.svg", tile.id)
}

/// Where a normal tile's PNG picture lives in the output tree.
pub fn square_png_path(tile: &SquareTile) -> String {
    format!("png/base-game/{}.png", tile.id)
}

/// The SVG picture of `tile`: read back from `out` when it holds the
/// current one, drawn otherwise.
pub fn tile_svg(catalog: &Catalog, tile: &Tile, out: &dyn Sink) -> String {
    let key = keys::svg(tile, render::set_symbol(catalog, tile));
    kept_svg(tile, &key, out).unwrap_or_else(|| render::tile_svg(catalog, tile))
}

/// The SVG picture of `tile` as `out` holds it under `key`
/// ([`keys::svg`]), if it does.
pub fn kept_svg(tile: &Tile, key: &str, out: &dyn Sink) -> Option<String> {
    out.get(&svg_path(tile), key)
        .and_then(|bytes| String::from_utf8(bytes).ok())
}

impl Art {
    /// Writes every picture, the normal tiles' too, and the gallery into
    /// `out`; returns how many halflings were drawn and how many reused.
    pub fn draw(&self, catalog: &Catalog, out: &dyn Sink) -> Result<Drawn, BuildError> {
        self.draw_squares(catalog, out)?;
        let all: Vec<&Tile> = catalog.tiles().iter().collect();
        let codes: Vec<String> = match &self.sheet_links {
            None => Vec::new(),
            Some(codes) if !codes.is_empty() => codes.clone(),
            Some(_) => catalog
                .languages()
                .iter()
                .map(|l| l.code.to_string())
                .collect(),
        };
        let page = GalleryPage {
            sheets: &codes,
            ..GalleryPage::default()
        };
        self.draw_tiles_with(catalog, &all, &page, out)
    }

    /// Writes the pictures of `tiles` and the gallery of the whole catalog
    /// into `out`; returns how many tiles were drawn and how many reused.
    pub fn draw_tiles(
        &self,
        catalog: &Catalog,
        tiles: &[&Tile],
        out: &dyn Sink,
    ) -> Result<Drawn, BuildError> {
        self.draw_tiles_with(catalog, tiles, &GalleryPage::default(), out)
    }

    /// As [`Art::draw_tiles`], the gallery saying what `page` says besides
    /// the tiles (what could not be drawn; whether it is the live page).
    pub fn draw_tiles_with(
        &self,
        catalog: &Catalog,
        tiles: &[&Tile],
        page: &GalleryPage,
        out: &dyn Sink,
    ) -> Result<Drawn, BuildError> {
        let raster = Rasterizer::new();
        let progress = Progress::new(tiles.len(), "drawing", self.progress);
        // One tile a job: a thread that comes free (from another lane of
        // the build) can take any tile still waiting.
        let reused: usize = tiles
            .par_iter()
            .with_max_len(1)
            .map(|tile| {
                let symbol = render::set_symbol(catalog, tile);
                let svg_key = keys::svg(tile, symbol);
                let png_key = keys::png(&svg_key, self.options.dpi);
                let (svg_path, png_path) = (svg_path(tile), png_path(tile));
                let svg_kept = out.reuse(&svg_path, &svg_key)?;
                let png_kept = !self.png || out.reuse(&png_path, &png_key)?;
                if !(svg_kept && png_kept) {
                    let svg = render::tile_svg(catalog, tile);
                    if !png_kept {
                        let png = raster.png(&svg, self.options.dpi)?;
                        out.put(&png_path, &png, Some(&png_key))?;
                    }
                    if !svg_kept {
                        out.put(&svg_path, svg.as_bytes(), Some(&svg_key))?;
                    }
                }
                progress.inc();
                Ok::<usize, BuildError>(usize::from(svg_kept && png_kept))
            })
            .try_reduce(|| 0, |a, b| Ok(a + b))?;
        progress.finish();
        self.write_gallery(catalog, page, out)?;
        Ok(Drawn {
            drawn: tiles.len() - reused,
            reused,
        })
    }

    /// Writes the pictures of the normal tiles of `catalog` into `out`,
    /// each taken over when its key is unchanged.
    pub fn draw_squares(&self, catalog: &Catalog, out: &dyn Sink) -> Result<(), BuildError> {
        let raster = Rasterizer::new();
        catalog
            .squares()
            .par_iter()
            .with_max_len(1)
            .try_for_each(|tile| {
                let svg_key = keys::square_svg(tile);
                let png_key = keys::png(&svg_key, self.options.dpi);
                let (svg_path, png_path) = (square_svg_path(tile), square_png_path(tile));
                let svg_kept = out.reuse(&svg_path, &svg_key)?;
                let png_kept = !self.png || out.reuse(&png_path, &png_key)?;
                if !(svg_kept && png_kept) {
                    let svg = render::square_svg(tile);
                    if !png_kept {
                        let png = raster.png(&svg, self.options.dpi)?;
                        out.put(&png_path, &png, Some(&png_key))?;
                    }
                    if !svg_kept {
                        out.put(&svg_path, svg.as_bytes(), Some(&svg_key))?;
                    }
                }
                Ok::<(), BuildError>(())
            })
    }

    /// Writes the gallery of `catalog` alone, its pictures read from `out`
    /// (or drawn when they are not there).
    pub fn write_gallery(
        &self,
        catalog: &Catalog,
        page: &GalleryPage,
        out: &dyn Sink,
    ) -> Result<(), BuildError> {
        // The gallery inlines every SVG: read back, one at a time, from
        // where they were just written.
        out.put_with("index.html", None, &mut |w| {
            gallery::write_page(catalog, page, &|tile| Ok(tile_svg(catalog, tile, out)), w)
        })?;
        Ok(())
    }
}
