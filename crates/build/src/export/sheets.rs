//! The sheets exporter: `sheets/` with the rule reference, the tile census
//! and the print-and-cut sheets, on A4 and on Letter, each as PDF plus SVG
//! pages and (unless PNGs are off) PNG previews, drawn by [`halflings_sheets`].
//!
//! Each page of a census or print-and-cut sheet is made into a PDF of its
//! own, kept in `.cache/pages/`, and the sheet's PDF is its pages' PDFs
//! joined ([`join`]). The rule reference, a short sheet drawn whole, is made
//! as one document whenever a page of it changes, so that each font face
//! is embedded in it once ([`sheets::whole_pdf`]). Every page SVG, page
//! PDF, preview and sheet PDF is written with a key, as the art exporter
//! does with tiles (see [`crate::keys`]), and a file whose key is
//! unchanged is taken over instead of made again. A census or
//! print-and-cut page is keyed by its recipe ([`Recipe`](sheets::Recipe): its texts and
//! layout, the keys of the tile pictures on it, the program), so an
//! unchanged one is not even drawn; a rule page, laid out with the whole
//! reference, by the digest of its SVG. So a one-tile edit draws and makes
//! only the pages that show the tile, then joins the sheet's PDF again.
//!
//! No sheet is held whole: each page is drawn, written and dropped, and only
//! its digest kept, so memory stays flat however many tiles there are.

use std::collections::HashMap;

use rayon::prelude::*;

use crate::output::{Sink, Update};
use halflings_art::pictures::Pictures;
use halflings_catalog::Catalog;
use halflings_model::{Tile, TileId};
use halflings_sheets::{self as sheets, Paper, SheetError, SheetOptions, join, pdf, preview};

use super::art;
use super::exporter::{BuildError, Exporter, Input};
use crate::keys;

/// Where the PDF of each page is kept, to be joined into its sheet's PDF
/// on this build and taken over by the next.
pub const PAGES: &str = ".cache/pages";

/// Writes the printable sheets for each paper of `papers`.
pub struct Sheets {
    /// The papers, in order.
    pub papers: Vec<Paper>,
    /// How far the print-and-cut art runs past the cut lines, in mm.
    pub bleed_mm: f64,
    /// Whether to write the PNG previews of the pages: of every language
    /// `languages` names, or, when it names none, of the manifest's first
    /// (English) only. A preview is a proof of the layout, the slowest file
    /// a page has; each translation's pages are checked for text past the
    /// margins by the sheets' tests, and a language named is previewed.
    pub png: bool,
    /// The languages, by code, each into `sheets/<code>/`; `None` for every
    /// language of the catalog.
    pub languages: Option<Vec<String>>,
}

/// What the sheets exporter did, for messages and tests: it counts the
/// sheets' PDFs, the pages' PDFs and the previews.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Made {
    /// Files made.
    pub made: usize,
    /// Files taken over unchanged from the previous tree.
    pub reused: usize,
}

impl Exporter for Sheets {
    fn name(&self) -> &'static str {
        "sheets"
    }

    fn export(&self, input: &Input<'_>, out: &dyn Sink) -> Result<(), BuildError> {
        self.make(&input.pictures, out).map(|_| ())
    }
}

impl Sheets {
    /// Writes every sheet file of `pictures`' catalog into `out`, the tiles
    /// and boards drawn by `pictures` (or read back from `out`); returns
    /// how many PDFs and previews were made and how many reused.
    pub fn make(&self, pictures: &Pictures<'_>, out: &dyn Sink) -> Result<Made, BuildError> {
        self.make_files(pictures, out).map(|(made, _)| made)
    }

    /// As [`Sheets::make`], also returning the paths of the files it wrote.
    fn make_files(
        &self,
        pictures: &Pictures<'_>,
        out: &dyn Sink,
    ) -> Result<(Made, Vec<String>), BuildError> {
        let catalog = pictures.catalog();
        // When the output holds the current picture of a tile (the art
        // exporter has just written it), it is read back, not drawn again.
        // Each tile is on four pages (census and print-and-cut, two papers):
        // its picture's key is worked out once.
        let keys: HashMap<&TileId, String> = catalog
            .tiles()
            .par_iter()
            .map(|tile| {
                let symbol = halflings_art::set_symbol(catalog, tile);
                (&tile.id, keys::svg(tile, symbol))
            })
            .collect();
        let tile_key = |tile: &Tile| match keys.get(&tile.id) {
            Some(key) => key.clone(),
            None => keys::svg(tile, halflings_art::set_symbol(catalog, tile)),
        };
        let art = |tile: &Tile| {
            art::kept_svg(tile, &tile_key(tile), out).unwrap_or_else(|| pictures.tile_svg(tile))
        };
        let texts: Vec<sheets::Texts> = self
            .codes(catalog)?
            .iter()
            .map(|code| sheets::texts(catalog, code))
            .collect::<Result<_, _>>()?;
        let mut drawn = Vec::new();
        for t in &texts {
            for &paper in &self.papers {
                let options = SheetOptions {
                    paper,
                    bleed_mm: self.bleed_mm,
                };
                for sheet in sheets::draw_with(pictures, &options, &art, t)? {
                    drawn.push((t, paper, sheet));
                }
            }
        }
        let reader = pdf::Reader::new();
        // One sheet, and within it one page, a job: pages take from a few
        // to a few hundred milliseconds, and a thread that comes free can
        // take any page still waiting.
        let made: Vec<(Made, Vec<String>)> = drawn
            .par_iter()
            .with_max_len(1)
            .map(|(t, paper, sheet)| {
                let previews = self.previews(catalog, t.code());
                self.sheet(sheet, *paper, &reader, &tile_key, (t, previews), out)
            })
            .collect::<Result<_, _>>()?;
        for t in &texts {
            sheets::texts_said(t)?;
        }
        let mut total = Made::default();
        let mut paths = Vec::new();
        for (m, p) in made {
            total.made += m.made;
            total.reused += m.reused;
            paths.extend(p);
        }
        Ok((total, paths))
    }

    /// Writes one sheet's files: its pages as SVG, their previews (when
    /// `previews` is set), a PDF of each page in the cache folder and the
    /// sheet's PDF, joined from those. Pages are drawn and written one per
    /// thread at a time; a page whose PDF or preview has to be made is
    /// parsed once for both, and a page that has not changed is not parsed
    /// at all. Returns what was
    /// made and the paths written, the sheet's PDF first.
    fn sheet(
        &self,
        sheet: &sheets::Sheet<'_>,
        paper: Paper,
        reader: &pdf::Reader,
        tile_key: &(dyn Fn(&Tile) -> String + Sync),
        (texts, previews): (&sheets::Texts, bool),
        out: &dyn Sink,
    ) -> Result<(Made, Vec<String>), BuildError> {
        let stem = sheet.stem(paper);
        let dir = format!("sheets/{}", texts.code());
        let page_name = |i: usize| format!("{stem}-{}", i + 1);
        let page_pdf = |i: usize| format!("{PAGES}/{}/{}.pdf", texts.code(), page_name(i));

        // Each page: its key, and how many of its PDF and preview were made.
        let pages: Vec<(String, usize)> = (0..sheet.page_count())
            .into_par_iter()
            .with_max_len(1)
            .map(|i| {
                let name = page_name(i);
                // An unchanged page is linked from the last build, not
                // written again. Its key is its recipe's, when the sheet
                // gives one, and then an unchanged page is not even drawn;
                // else the digest of its SVG.
                let svg_path = format!("{dir}/{name}.svg");
                let (digest, mut svg) = match sheet.recipe(i) {
                    Some(recipe) => {
                        let key = keys::page(sheet, paper, i, &recipe, tile_key, texts);
                        if out.reuse(&svg_path, &key)? {
                            (key, None)
                        } else {
                            let svg = sheet.page(i);
                            out.put(&svg_path, svg.as_bytes(), Some(&key))?;
                            (key, Some(svg))
                        }
                    }
                    None => {
                        let svg = sheet.page(i);
                        let digest = keys::digest([svg.as_bytes()]);
                        if !out.reuse(&svg_path, &digest)? {
                            out.put(&svg_path, svg.as_bytes(), Some(&digest))?;
                        }
                        (digest, Some(svg))
                    }
                };
                let pdf_key = keys::page_pdf(&digest);
                // A sheet made whole has no PDF of each page: its PDF is
                // made from all its pages at once, below.
                let make_pdf = !sheet.whole() && !out.reuse(&page_pdf(i), &pdf_key)?;
                let png_key = keys::preview(&digest, sheets::PREVIEW_DPI);
                let png_path = format!("{dir}/{name}.png");
                let make_png = previews && !out.reuse(&png_path, &png_key)?;
                if make_pdf || make_png {
                    let svg = svg.take().unwrap_or_else(|| sheet.page(i));
                    let tree = reader.parse(&svg, &format!("{name}.svg"))?;
                    drop(svg);
                    if make_png {
                        let png = preview::png(&tree, sheets::PREVIEW_DPI).map_err(|message| {
                            SheetError::Preview {
                                page: format!("{name}.svg"),
                                message,
                            }
                        })?;
                        out.put(&png_path, &png, Some(&png_key))?;
                    }
                    if make_pdf {
                        let bytes = pdf::page(&tree, paper, &format!("{name}.pdf"))?;
                        out.put(&page_pdf(i), &bytes, Some(&pdf_key))?;
                    }
                }
                Ok::<_, BuildError>((pdf_key, usize::from(make_pdf) + usize::from(make_png)))
            })
            .collect::<Result<_, _>>()?;

        // The sheet's PDF: taken over if no page changed, else joined from
        // the pages' PDFs, read back one at a time.
        let pdf_path = format!("{dir}/{stem}.pdf");
        let pdf_key = keys::sheet_pdf(
            &stem,
            &sheet.title,
            pages.iter().map(|(key, _)| key.as_str()),
        );
        let make_pdf = !out.reuse(&pdf_path, &pdf_key)?;
        if make_pdf && sheet.whole() {
            let bytes = sheets::whole_pdf(sheet, paper, reader)?;
            out.put(&pdf_path, &bytes, Some(&pdf_key))?;
        } else if make_pdf {
            // Written into the file as it is joined: a sheet of 24 000
            // tiles is some 70 MB.
            let file = format!("{stem}.pdf");
            let mut failed = None;
            let join = |w: &mut dyn std::io::Write| -> Result<(), SheetError> {
                let mut joiner = join::Joiner::new(w, &file)?;
                for (i, (key, _)) in pages.iter().enumerate() {
                    let bytes = out.get(&page_pdf(i), key).ok_or_else(|| SheetError::Pdf {
                        sheet: file.clone(),
                        message: format!("the PDF of page {} could not be read back", i + 1),
                    })?;
                    joiner.page(&bytes, &page_name(i))?;
                }
                joiner.finish(&sheet.title).map(|_| ())
            };
            let written = out.put_with(&pdf_path, Some(&pdf_key), &mut |w| {
                join(w).map_err(|e| {
                    let message = e.to_string();
                    failed = Some(e);
                    std::io::Error::other(message)
                })
            });
            if let Some(e) = failed {
                return Err(e.into());
            }
            written?;
        }

        let made = usize::from(make_pdf) + pages.iter().map(|(_, made)| made).sum::<usize>();
        // The sheet's PDF, and each page's preview and (unless the sheet is
        // made whole) its PDF.
        let page_pdfs = !sheet.whole();
        let files = 1 + pages.len() * (usize::from(page_pdfs) + usize::from(previews));
        let mut paths = vec![pdf_path];
        for i in 0..pages.len() {
            paths.push(format!("{dir}/{}.svg", page_name(i)));
            if previews {
                paths.push(format!("{dir}/{}.png", page_name(i)));
            }
            if page_pdfs {
                paths.push(page_pdf(i));
            }
        }
        Ok((
            Made {
                made,
                reused: files - made,
            },
            paths,
        ))
    }

    /// Writes the sheets into the `sheets/` folder of an output directory
    /// changed in place, then removes the pages of these papers left from
    /// an earlier, longer sheet (and their PDFs in the cache folder). Files
    /// of other papers and of other names are left alone. Returns how many
    /// files of the sheets folder were written or kept.
    pub fn update(&self, catalog: &Catalog, out: &Update) -> Result<usize, BuildError> {
        let (_, paths) = self.make_files(&Pictures::new(catalog), out)?;
        let dirs = self
            .codes(catalog)?
            .into_iter()
            .flat_map(|code| [format!("sheets/{code}"), format!("{PAGES}/{code}")]);
        for dir in dirs {
            for old in out.list(&dir)? {
                let ours = self.papers.iter().any(|&paper| {
                    if dir.starts_with(PAGES) {
                        sheets::is_page_pdf(&old, paper)
                    } else {
                        sheets::is_sheet_file(&old, paper)
                    }
                });
                let old = format!("{dir}/{old}");
                if ours && !paths.contains(&old) {
                    out.remove(&old)?;
                }
            }
        }
        Ok(paths.iter().filter(|p| p.starts_with("sheets/")).count())
    }

    /// Whether the pages of language `code` get PNG previews: see
    /// [`Sheets::png`].
    pub fn previews(&self, catalog: &Catalog, code: &str) -> bool {
        self.png
            && match &self.languages {
                Some(named) => named.iter().any(|c| c == code),
                None => catalog
                    .languages()
                    .first()
                    .is_some_and(|l| l.code.as_str() == code),
            }
    }

    /// The codes of the languages to make, in the manifest's order: those
    /// named, each of which the catalog must have, or all.
    pub fn codes(&self, catalog: &Catalog) -> Result<Vec<String>, BuildError> {
        let all: Vec<String> = catalog
            .languages()
            .iter()
            .map(|l| l.code.to_string())
            .collect();
        let Some(asked) = &self.languages else {
            return Ok(all);
        };
        if let Some(unknown) = asked.iter().find(|code| !all.contains(code)) {
            return Err(BuildError::from(SheetError::Texts(format!(
                "no language `{unknown}` in the manifest; it has {}",
                all.join(", ")
            ))));
        }
        Ok(all
            .into_iter()
            .filter(|code| asked.contains(code))
            .collect())
    }
}
