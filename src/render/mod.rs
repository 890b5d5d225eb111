//! The tile art exporter: SVG and PNG pictures of every tile and a gallery
//! page, all drawn from the validated [`Catalog`].
//!
//! The stages: [`layout`] turns a tile into geometry, [`svg`] writes that
//! geometry as SVG (its text set as outlines from the shipped [`font`]),
//! [`png`] rasterises the SVG with resvg, [`gallery`] writes `index.html`,
//! and [`watch`] re-renders while definitions are edited.
//!
//! [`write_tiles`] is the one entry point an output pipeline needs: it writes
//! `svg/<id>.svg`, `png/<id>.png` and `index.html` under a directory.

pub mod font;
pub mod gallery;
pub mod icons;
pub mod layout;
pub mod png;
pub mod svg;
pub mod watch;

use std::path::{Path, PathBuf};

use crate::catalog::Catalog;
use crate::model::{SetSymbol, Tile};

/// The default resolution of the PNG pictures.
pub const DEFAULT_DPI: u32 = 300;

/// The highest resolution accepted (a 45 mm tile is then 4252 px square).
pub const MAX_DPI: u32 = 2400;

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

/// What [`write_tiles`] wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rendered {
    /// The ids of the tiles drawn, in catalog order.
    pub tiles: Vec<String>,
    /// Every file written, in the order written.
    pub files: Vec<PathBuf>,
}

/// Why rendering failed.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// A tile id that the catalog does not hold.
    #[error("there is no tile `{id}`{}", suggestion.as_ref().map(|s| format!("; did you mean `{s}`?")).unwrap_or_default())]
    UnknownTile {
        /// The id asked for.
        id: String,
        /// The closest id the catalog holds, if one is close.
        suggestion: Option<String>,
    },
    /// A file could not be written.
    #[error("{}: cannot write: {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The SVG could not be parsed for rasterising (a bug in the exporter).
    #[error("the SVG could not be rasterised: {0}")]
    Svg(String),
    /// The PNG could not be encoded.
    #[error("the PNG could not be encoded: {0}")]
    Png(String),
}

/// The set symbol printed on `tile`.
pub fn set_symbol(catalog: &Catalog, tile: &Tile) -> SetSymbol {
    catalog
        .expansion()
        .set(&tile.set)
        .map_or(SetSymbol::Pentagon, |s| s.symbol)
}

/// The SVG picture of `tile`.
pub fn tile_svg(catalog: &Catalog, tile: &Tile) -> String {
    svg::tile_svg(tile, set_symbol(catalog, tile))
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
            let suggestion = catalog
                .tiles()
                .iter()
                .map(|t| (strsim::levenshtein(id, t.id.as_str()), t.id.as_str()))
                .filter(|(d, _)| *d <= 2)
                .min()
                .map(|(_, s)| s.to_owned());
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

/// Writes `svg/<id>.svg` and `png/<id>.png` under `out_dir` for the tiles
/// named by `ids` (every tile when `None`), and `index.html`, the gallery of
/// the whole catalog. Unknown ids are refused before anything is written.
/// Each file is written to a temporary name and renamed into place, so a
/// reader never sees half a picture.
pub fn write_tiles(
    catalog: &Catalog,
    ids: Option<&[String]>,
    out_dir: &Path,
    options: &RenderOptions,
) -> Result<Rendered, RenderError> {
    let tiles = select(catalog, ids)?;
    let raster = png::Rasterizer::new();
    let mut done = Rendered::default();
    for tile in tiles {
        done.files
            .extend(write_tile(catalog, tile, out_dir, options, &raster)?);
        done.tiles.push(tile.id.to_string());
    }
    let index = out_dir.join("index.html");
    write_file(&index, gallery::page(catalog).as_bytes())?;
    done.files.push(index);
    Ok(done)
}

/// Writes the SVG and PNG of one tile; returns the two paths.
pub fn write_tile(
    catalog: &Catalog,
    tile: &Tile,
    out_dir: &Path,
    options: &RenderOptions,
    raster: &png::Rasterizer,
) -> Result<[PathBuf; 2], RenderError> {
    let svg = tile_svg(catalog, tile);
    let png = raster.png(&svg, options.dpi)?;
    let svg_path = out_dir.join("svg").join(format!("{}.svg", tile.id));
    let png_path = out_dir.join("png").join(format!("{}.png", tile.id));
    write_file(&svg_path, svg.as_bytes())?;
    write_file(&png_path, &png)?;
    Ok([svg_path, png_path])
}

/// Writes `bytes` to `path` through a temporary file in the same folder.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), RenderError> {
    let fail = |source| RenderError::Write {
        path: path.to_path_buf(),
        source,
    };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(fail)?;
    }
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!(".{}.tmp", std::process::id()));
    let tmp = PathBuf::from(tmp);
    std::fs::write(&tmp, bytes).map_err(fail)?;
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        fail(e)
    })
}
