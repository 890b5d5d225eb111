//! The sheets exporter: `sheets/` with the rule reference, the tile census
//! and the print-and-cut sheets, on A4 and on Letter, each as PDF plus SVG
//! pages and (unless PNGs are off) PNG previews, drawn by [`crate::sheets`].
//!
//! The pages are drawn as SVG on every build, which is quick; making the
//! PDFs and rasterising the previews is not. Each PDF and each preview is
//! keyed by the SHA-256 of the SVG pages it is made from (and the program
//! that makes it), kept in [`FILE`]; a build takes over from the tree it
//! replaces, as hard links, every file whose key is unchanged, as the art
//! exporter does with tiles (see [`cache`](super::cache)).

use std::sync::OnceLock;

use rayon::prelude::*;

use crate::catalog::Catalog;
use crate::output::Staging;
use crate::sheets::{self, Paper, SheetOptions, preview::Previewer};

use super::cache;
use super::{BuildError, Exporter};

/// Where the keys of the sheet files are kept, inside the output tree.
pub const FILE: &str = ".cache/sheets.json";

/// The sources that turn SVG pages into PDFs and previews, and the fonts
/// the pages use: a change to any of them changes every key.
const MAKER: &[&[u8]] = &[
    include_bytes!("../sheets/pdf.rs"),
    include_bytes!("../sheets/preview.rs"),
    include_bytes!("../../assets/fonts/DejaVuSans.ttf"),
    crate::render::font::FONT,
];

fn maker_digest() -> &'static str {
    static DIGEST: OnceLock<String> = OnceLock::new();
    DIGEST.get_or_init(|| {
        cache::digest(
            [crate::export::GENERATOR.as_bytes()]
                .into_iter()
                .chain(MAKER.iter().copied()),
        )
    })
}

/// Writes the printable sheets for both papers.
pub struct Sheets {
    /// How far the print-and-cut art runs past the cut lines, in mm.
    pub bleed_mm: f64,
    /// Whether to write the PNG previews of the pages.
    pub png: bool,
}

/// One file of the sheets folder and what it is made from.
enum Job<'a> {
    Pdf(&'a sheets::Sheet, Paper),
    Svg(&'a str),
    Png(&'a str),
}

/// What the sheets exporter did, for messages and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Made {
    /// PDFs and previews made.
    pub made: usize,
    /// PDFs and previews taken over unchanged from the previous tree.
    pub reused: usize,
}

impl Exporter for Sheets {
    fn name(&self) -> &'static str {
        "sheets"
    }

    fn export(&self, catalog: &Catalog, out: &mut Staging) -> Result<(), BuildError> {
        self.make(catalog, out).map(|_| ())
    }
}

impl Sheets {
    /// Writes every sheet file and their keys into `out`; returns how many
    /// PDFs and previews were made and how many reused.
    pub fn make(&self, catalog: &Catalog, out: &Staging) -> Result<Made, BuildError> {
        let fail = |message: String| BuildError::Export {
            exporter: "sheets",
            message,
        };
        // The art exporter has just written every tile's SVG: read back,
        // it need not be drawn again (twice for each paper).
        let dir = out.path().to_path_buf();
        let art = |tile: &crate::model::Tile| {
            std::fs::read_to_string(dir.join(format!("svg/{}.svg", tile.id)))
                .unwrap_or_else(|_| crate::render::tile_svg(catalog, tile))
        };
        let drawn: Vec<(Paper, Vec<sheets::Sheet>)> = Paper::ALL
            .par_iter()
            .map(|&paper| {
                let options = SheetOptions {
                    paper,
                    bleed_mm: self.bleed_mm,
                };
                sheets::draw_with(catalog, &options, &art).map(|s| (paper, s))
            })
            .collect::<Result<_, _>>()
            .map_err(|e| fail(e.to_string()))?;

        // Every file, in a fixed order, with its key (none for SVG pages,
        // which are already drawn).
        let mut jobs: Vec<(String, Option<String>, Job<'_>)> = Vec::new();
        for (paper, sheets) in &drawn {
            for sheet in sheets {
                let stem = sheet.stem(*paper);
                let pages = sheet.pages.iter().map(String::as_bytes);
                let key = cache::digest(
                    [maker_digest().as_bytes(), b"pdf", stem.as_bytes()]
                        .into_iter()
                        .chain(pages),
                );
                jobs.push((format!("{stem}.pdf"), Some(key), Job::Pdf(sheet, *paper)));
                for (i, svg) in sheet.pages.iter().enumerate() {
                    let name = format!("{stem}-{}", i + 1);
                    jobs.push((format!("{name}.svg"), None, Job::Svg(svg)));
                    if self.png {
                        let dpi = sheets::PREVIEW_DPI.to_le_bytes();
                        let key = cache::digest([
                            maker_digest().as_bytes(),
                            b"png".as_slice(),
                            &dpi,
                            svg.as_bytes(),
                        ]);
                        jobs.push((format!("{name}.png"), Some(key), Job::Png(svg)));
                    }
                }
            }
        }

        let previous = out.previous();
        let cached = previous
            .map(|p| cache::read_index(p, FILE))
            .unwrap_or_default();
        let raster = Previewer::new();
        let reused: usize = jobs
            .par_iter()
            .map(|(name, key, job)| {
                let path = format!("sheets/{name}");
                if let (Some(previous), Some(key)) = (previous, key) {
                    let old = previous.join(&path);
                    if cached.get(name.as_str()) == Some(key) && old.is_file() {
                        out.link(&path, &old)?;
                        return Ok(1);
                    }
                }
                let bytes = match job {
                    Job::Pdf(sheet, paper) => {
                        sheets::pdf::document(sheet, *paper, &sheet.stem(*paper))
                            .map_err(|e| fail(e.to_string()))?
                    }
                    Job::Svg(svg) => svg.as_bytes().to_vec(),
                    Job::Png(svg) => raster
                        .png(svg, sheets::PREVIEW_DPI)
                        .map_err(|e| fail(format!("{name}: {e}")))?,
                };
                out.write(&path, &bytes)?;
                Ok::<usize, BuildError>(0)
            })
            .try_reduce(|| 0, |a, b| Ok(a + b))?;
        let keyed: Vec<(&str, &str)> = jobs
            .iter()
            .filter_map(|(name, key, _)| key.as_deref().map(|k| (name.as_str(), k)))
            .collect();
        out.write(FILE, &cache::write(keyed.into_iter()))?;
        let made = jobs.iter().filter(|(_, key, _)| key.is_some()).count() - reused;
        Ok(Made { made, reused })
    }
}
