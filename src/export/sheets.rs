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
//!
//! No sheet is held whole: each page is drawn, written and dropped, and only
//! its digest kept, so memory stays flat however many tiles there are.

use std::sync::OnceLock;

use rayon::prelude::*;

use crate::catalog::Catalog;
use crate::output::{Sink, Update};
use crate::sheets::{self, Paper, SheetError, SheetOptions, pdf, preview};

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

/// The key of a page's preview: the page (by its digest), the resolution
/// and the program.
fn preview_key(page_digest: &str, dpi: &[u8]) -> String {
    cache::digest([
        maker_digest().as_bytes(),
        b"png".as_slice(),
        dpi,
        page_digest.as_bytes(),
    ])
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
        let mut drawn = Vec::new();
        for &paper in &self.papers {
            let options = SheetOptions {
                paper,
                bleed_mm: self.bleed_mm,
            };
            for sheet in sheets::draw_with(catalog, &options, &art)? {
                drawn.push((paper, sheet));
            }
        }
        let reader = pdf::Reader::new();
        let made: Vec<(Made, Vec<String>)> = drawn
            .par_iter()
            .map(|(paper, sheet)| self.sheet(sheet, *paper, &reader, out))
            .collect::<Result<_, _>>()?;
        let mut total = Made::default();
        let mut names = Vec::new();
        for (m, n) in made {
            total.made += m.made;
            total.reused += m.reused;
            names.extend(n);
        }
        Ok((total, names))
    }

    /// Writes one sheet's files: its pages as SVG, their previews and the
    /// PDF. Pages are drawn and written one at a time and only their
    /// digests kept; a page is drawn a second time, parsed once for both
    /// its preview and its place in the PDF, only when one of those has to
    /// be made. Returns what was made and the files' names, PDF first.
    fn sheet(
        &self,
        sheet: &sheets::Sheet<'_>,
        paper: Paper,
        reader: &pdf::Reader,
        out: &dyn Sink,
    ) -> Result<(Made, Vec<String>), BuildError> {
        let stem = sheet.stem(paper);
        let page_name = |i: usize| format!("{stem}-{}", i + 1);
        let dpi = sheets::PREVIEW_DPI.to_le_bytes();

        // Every page drawn and written as SVG; its preview taken over when
        // the page is unchanged.
        let pages: Vec<(String, bool)> = (0..sheet.page_count())
            .into_par_iter()
            .map(|i| {
                let svg = sheet.page(i);
                out.put(
                    &format!("sheets/{}.svg", page_name(i)),
                    svg.as_bytes(),
                    None,
                )?;
                let digest = cache::digest([svg.as_bytes()]);
                let preview = self.png && {
                    let key = preview_key(&digest, &dpi);
                    !out.reuse(&format!("sheets/{}.png", page_name(i)), &key)?
                };
                Ok::<_, BuildError>((digest, preview))
            })
            .collect::<Result<_, _>>()?;

        let pdf_path = format!("sheets/{stem}.pdf");
        let pdf_key = cache::digest(
            [maker_digest().as_bytes(), b"pdf", stem.as_bytes()]
                .into_iter()
                .chain(pages.iter().map(|(digest, _)| digest.as_bytes())),
        );
        let mut writer = if out.reuse(&pdf_path, &pdf_key)? {
            None
        } else {
            Some(pdf::Writer::new(paper))
        };
        let previews = pages.iter().filter(|(_, wanted)| *wanted).count();
        let pdf_made = usize::from(writer.is_some());

        // The pages the PDF or a preview needs, parsed one per thread at a
        // time and added to the PDF in order. A parsed page of 99 tiles
        // takes some 25 MB, so no more are held than are being worked on.
        let todo: Vec<usize> = (0..pages.len())
            .filter(|&i| writer.is_some() || pages[i].1)
            .collect();
        let batch = rayon::current_num_threads();
        for chunk in todo.chunks(batch) {
            let trees: Vec<_> = chunk
                .par_iter()
                .map(|&i| {
                    let name = page_name(i);
                    let tree = reader.parse(&sheet.page(i), &format!("{name}.svg"))?;
                    if pages[i].1 {
                        let png = preview::png(&tree, sheets::PREVIEW_DPI).map_err(|message| {
                            SheetError::Preview {
                                page: format!("{name}.svg"),
                                message,
                            }
                        })?;
                        let key = preview_key(&pages[i].0, &dpi);
                        out.put(&format!("sheets/{name}.png"), &png, Some(&key))?;
                    }
                    Ok::<_, BuildError>(tree)
                })
                .collect::<Result<_, _>>()?;
            if let Some(writer) = writer.as_mut() {
                for tree in &trees {
                    writer.page(tree);
                }
            }
        }
        if let Some(writer) = writer {
            let bytes = writer.finish(&sheet.title, &format!("{stem}.pdf"))?;
            out.put(&pdf_path, &bytes, Some(&pdf_key))?;
        }

        let made = pdf_made + previews;
        let files = 1 + if self.png { pages.len() } else { 0 };
        let mut names = vec![format!("{stem}.pdf")];
        for i in 0..pages.len() {
            names.push(format!("{}.svg", page_name(i)));
            if self.png {
                names.push(format!("{}.png", page_name(i)));
            }
        }
        Ok((
            Made {
                made,
                reused: files - made,
            },
            names,
        ))
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
