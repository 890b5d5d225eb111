//! The sheets exporter: `sheets/` with the rule reference, the tile census
//! and the print-and-cut sheets, on A4 and on Letter, each as PDF plus SVG
//! pages and (unless PNGs are off) PNG previews, drawn by [`crate::sheets`].
//!
//! The pages are drawn as SVG on every build, which is quick; making the
//! PDFs and rasterising the previews is not. Each PDF and each preview is
//! written with a key, the SHA-256 of the SVG pages it is made from (and the
//! program that makes it); a file whose key is unchanged is taken over
//! instead of made again, as the art exporter does with tiles (see
//! [`cache`](super::cache)).

use std::sync::OnceLock;

use rayon::prelude::*;

use crate::catalog::Catalog;
use crate::output::{Sink, Update};
use crate::sheets::{self, Paper, SheetError, SheetOptions, preview::Previewer};

use super::art;
use super::cache;
use super::exporter::{BuildError, Exporter};

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
            [crate::GENERATOR.as_bytes()]
                .into_iter()
                .chain(MAKER.iter().copied()),
        )
    })
}

/// Writes the printable sheets for each paper of `papers`.
pub struct Sheets {
    /// The papers, in order.
    pub papers: Vec<Paper>,
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

    fn export(&self, catalog: &Catalog, out: &dyn Sink) -> Result<(), BuildError> {
        self.make(catalog, out).map(|_| ())
    }
}

impl Sheets {
    /// Writes every sheet file into `out`; returns how many PDFs and
    /// previews were made and how many reused.
    pub fn make(&self, catalog: &Catalog, out: &dyn Sink) -> Result<Made, BuildError> {
        self.make_files(catalog, out).map(|(made, _)| made)
    }

    /// As [`Sheets::make`], also returning the files of the sheets folder
    /// it wrote, by name.
    fn make_files(
        &self,
        catalog: &Catalog,
        out: &dyn Sink,
    ) -> Result<(Made, Vec<String>), BuildError> {
        // When the output holds the current picture of a tile (the art
        // exporter has just written it), it is read back, not drawn again.
        let art = |tile: &crate::model::Tile| art::tile_svg(catalog, tile, out);
        let drawn: Vec<(Paper, Vec<sheets::Sheet>)> = self
            .papers
            .par_iter()
            .map(|&paper| {
                let options = SheetOptions {
                    paper,
                    bleed_mm: self.bleed_mm,
                };
                sheets::draw_with(catalog, &options, &art).map(|s| (paper, s))
            })
            .collect::<Result<_, _>>()?;

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

        let raster = Previewer::new();
        let reused: usize = jobs
            .par_iter()
            .map(|(name, key, job)| {
                let path = format!("sheets/{name}");
                if let Some(key) = key
                    && out.reuse(&path, key)?
                {
                    return Ok(1);
                }
                let bytes = match job {
                    Job::Pdf(sheet, paper) => {
                        sheets::pdf::document(sheet, *paper, &sheet.stem(*paper))?
                    }
                    Job::Svg(svg) => svg.as_bytes().to_vec(),
                    Job::Png(svg) => raster.png(svg, sheets::PREVIEW_DPI).map_err(|message| {
                        SheetError::Preview {
                            page: name.clone(),
                            message,
                        }
                    })?,
                };
                out.put(&path, &bytes, key.as_deref())?;
                Ok::<usize, BuildError>(0)
            })
            .try_reduce(|| 0, |a, b| Ok(a + b))?;
        let made = jobs.iter().filter(|(_, key, _)| key.is_some()).count() - reused;
        let names = jobs.into_iter().map(|(name, _, _)| name).collect();
        Ok((Made { made, reused }, names))
    }

    /// Writes the sheets into the `sheets/` folder of an output directory
    /// changed in place, then removes the pages of these papers left from
    /// an earlier, longer sheet. Files of other papers and of other names
    /// are left alone. Returns how many files were written or kept.
    pub fn update(&self, catalog: &Catalog, out: &Update) -> Result<usize, BuildError> {
        let (_, names) = self.make_files(catalog, out)?;
        for old in out.list("sheets")? {
            let ours = self
                .papers
                .iter()
                .any(|&paper| sheets::is_sheet_file(&old, paper));
            if ours && !names.contains(&old) {
                out.remove(&format!("sheets/{old}"))?;
            }
        }
        Ok(names.len())
    }
}
