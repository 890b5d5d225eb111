//! The tile art: SVG and PNG pictures of every tile, the worked examples'
//! boards and the gallery page, all drawn from the validated `Catalog`.
//!
//! The stages: `layout` turns a tile into geometry, [`svg`] writes that
//! geometry as SVG (its text set as outlines from the shipped [`font`]),
//! [`png`] rasterises the SVG with resvg and [`gallery`] writes
//! `index.html`. [`SOURCE_KEY`] is this crate's part of every picture's key
//! (the keys themselves are `halflings_build::keys`').
//!
//! Every function returns text or bytes; writing them is
//! `halflings-build`'s business. This crate must never write a file, and never
//! depend on a PDF, CLI, HTTP or file-watching crate. It holds resvg and
//! usvg 0.49; `halflings-sheets` holds the 0.47 that krilla draws with.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod board;
pub mod font;
pub mod gallery;
pub mod icons;
mod layout;
mod limits;
pub mod pictures;
pub mod png;
mod square;
pub mod svg;

#[cfg(test)]
mod testing;

pub use layout::SIDE_MM;
pub use limits::{MAX_DPI, MAX_TILE_ELEMENTS};
pub use square::square_svg;

/// The digest of everything this crate is built from: its sources, the
/// fonts they include, the sources of the workspace crates it depends on
/// (the model's geometry, say) and the versions of every other dependency.
/// `build.rs` takes it with `halflings-source-key`, so no file can be left
/// out of it; a picture's key holds it.
pub const SOURCE_KEY: &str = env!("HALFLINGS_ART_SOURCE_KEY");

use halflings_catalog::Catalog;
use halflings_catalog::diagnostic::{did_you_mean, nearest};
use halflings_model::{SetSymbol, Tile};

/// The default resolution of the PNG pictures.
pub const DEFAULT_DPI: u32 = 300;

/// How to render.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderOptions {
    /// Resolution of the PNG pictures, in dots per inch.
    pub dpi: u32,
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions { dpi: DEFAULT_DPI }
    }
}

/// Why rendering failed.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// A tile id that the catalog does not hold.
    #[error("there is no tile `{id}`{}", suggestion.as_deref().map(|s| format!("; {}", did_you_mean(s))).unwrap_or_default())]
    UnknownTile {
        /// The id asked for.
        id: String,
        /// The closest id the catalog holds, if one is close.
        suggestion: Option<String>,
    },
    /// The SVG could not be parsed for rasterising (a bug in the exporter).
    #[error("the SVG could not be rasterised: {0}")]
    Svg(String),
    /// A picture past its stated size, in pixels or in SVG elements (see
    /// [`MAX_TILE_ELEMENTS`] and [`board::max_side_px`]): drawn, it could
    /// take any amount of memory. `check` refuses every input that leads
    /// to one, so this is a bug where it happens.
    #[error("the picture is too large to draw: {0}")]
    TooLarge(String),
    /// The PNG could not be encoded.
    #[error("the PNG could not be encoded: {0}")]
    Png(String),
}

/// The set symbol printed on `tile`.
pub fn set_symbol(catalog: &Catalog, tile: &Tile) -> SetSymbol {
    catalog
        .expansion()
        .set(&tile.set)
        .map_or(SetSymbol::Pentagon, |s| s.symbol.clone())
}

/// The SVG picture of `tile`, with the set symbol `catalog` gives it,
/// drawn afresh. [`pictures::Pictures`] keeps what it draws, for outputs that show
/// the same tile.
pub fn tile_svg(catalog: &Catalog, tile: &Tile) -> String {
    svg::tile_svg(tile, set_symbol(catalog, tile))
}

/// The tiles whose picture would hold more than [`MAX_TILE_ELEMENTS`] SVG
/// elements, each with its count, in catalog order: `build` would refuse
/// to draw them, so `check` reports them. None by the argument at
/// [`MAX_TILE_ELEMENTS`]; this makes it a check rather than an argument.
pub fn oversized_tiles(catalog: &Catalog) -> Vec<(&Tile, usize)> {
    tiles_past(catalog, MAX_TILE_ELEMENTS)
}

/// The tiles whose picture holds more than `most` elements.
fn tiles_past(catalog: &Catalog, most: usize) -> Vec<(&Tile, usize)> {
    catalog
        .tiles()
        .iter()
        .map(|tile| (tile, limits::elements(&tile_svg(catalog, tile))))
        .filter(|&(_, n)| n > most)
        .collect()
}

/// The tiles named by `ids` (every tile when `None`), in catalog order, or
/// the first id the catalog does not hold.
pub fn select<'a>(
    catalog: &'a Catalog,
    ids: Option<&[String]>,
) -> Result<Vec<&'a Tile>, RenderError> {
    let Some(ids) = ids else {
        return Ok(catalog.tiles().iter().collect());
    };
    for id in ids {
        if catalog.tile(id).is_none() {
            let suggestion =
                nearest(id, catalog.tiles().iter().map(|t| t.id.as_str())).map(str::to_owned);
            return Err(RenderError::UnknownTile {
                id: id.clone(),
                suggestion,
            });
        }
    }
    Ok(catalog
        .tiles()
        .iter()
        .filter(|t| ids.iter().any(|id| id == t.id.as_str()))
        .collect())
}
