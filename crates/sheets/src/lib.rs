//! Printable references drawn from the catalog: the rule reference
//! ([`rules`]), the tile census and the print-and-cut sheets ([`cut`]).
//!
//! Each sheet is a list of SVG pages written in millimetres on
//! A4 or Letter. The same SVG pages become the PDF ([`pdf`]: krilla, fonts
//! embedded, text selectable) and the PNG previews ([`preview`]: resvg), so
//! the three can never disagree. Every word is the language's: the
//! sentences of the manifest and the tile definitions, and around them the
//! Fluent messages of `lang/<code>.ftl` ([`texts`]); no sentence is written
//! here.
//!
//! Every function returns bytes; writing them is the `halflings` command's
//! business. This crate must never write a file, and never depend on a CLI,
//! HTTP or file-watching crate. It holds krilla and the usvg and resvg 0.47
//! that krilla draws with; the tile pictures come from `halflings-art` as
//! SVG text.
//!
//! ```
//! use halflings_art::pictures::Pictures;
//! use halflings_sheets::{Paper, SheetOptions, pdf};
//!
//! let catalog = halflings_shipped::catalog(true).expect("the shipped tiles are valid");
//! let pictures = Pictures::new(&catalog);
//! let texts = halflings_sheets::texts(&catalog, "de")?;
//! let art = |tile: &halflings_model::Tile| pictures.tile_svg(tile);
//! let options = SheetOptions::new(Paper::Letter);
//! let sheets = halflings_sheets::draw_with(&pictures, &options, &art, &texts)?;
//! // The rule reference, the census and the print-and-cut sheets.
//! assert_eq!(sheets.len(), 3);
//! let census = &sheets[1];
//! assert_eq!(census.stem(Paper::Letter), "census-letter");
//!
//! // A page is SVG in millimetres; the PDF is drawn from the same tree.
//! let svg = census.page(0);
//! assert!(svg.contains(r#"width="215.9mm""#));
//! let tree = pdf::Reader::new().parse(&svg, "census-letter-1")?;
//! let bytes = pdf::page(&tree, Paper::Letter, "census-letter-1.pdf")?;
//! assert!(bytes.starts_with(b"%PDF-"));
//! assert!(texts.errors().is_empty());
//! # Ok::<(), halflings_sheets::SheetError>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod census;
pub mod cut;
mod fonts;
pub mod join;
mod page;
pub mod pdf;
pub mod preview;
pub mod rules;
mod sheet;
pub mod texts;

use halflings_art::pictures::Pictures;
use halflings_catalog::Catalog;

pub use page::{plain_footer, text_width_mm, wrap};
pub use sheet::{
    MAX_BLEED_MM, PREVIEW_DPI, PageRecipe, Paper, Recipe, SHEETS_COMMAND, Sheet, SheetError,
    SheetOptions, TileArt, count, display_name, is_page_pdf, is_sheet_file,
};
pub use texts::Texts;

/// The digest of everything this crate is built from: its sources (the
/// drawing of the pages, the PDF and the previews), the fonts they include,
/// the sources of the workspace crates it depends on (the tile art among
/// them) and the versions of every other dependency, krilla's and resvg's
/// included. `build.rs` takes it with `halflings-source-key`; with the tile
/// pictures' own keys, it is what a page [`Recipe`] leaves out.
pub const SOURCE_KEY: &str = env!("HALFLINGS_SHEETS_SOURCE_KEY");

/// The three sheets of `pictures`' catalog for `options` in the language of
/// `texts`, each page drawn when it is asked for. The tiles of the census
/// and the print-and-cut sheets are drawn by `art`; the rule reference's
/// diagrams and boards by `pictures`. Once every page is drawn,
/// [`Texts::errors`] says whether any text could not be said.
pub fn draw_with<'a>(
    pictures: &Pictures<'a>,
    options: &SheetOptions,
    art: TileArt<'a>,
    texts: &'a Texts,
) -> Result<Vec<Sheet<'a>>, SheetError> {
    let catalog = pictures.catalog();
    if !(0.0..=MAX_BLEED_MM).contains(&options.bleed_mm) {
        return Err(SheetError::Bleed(options.bleed_mm));
    }
    Ok(vec![
        rules::sheet(pictures, options.paper, texts),
        census::sheet(catalog, options.paper, art, texts),
        cut::sheet(catalog, options, art, texts),
    ])
}

/// What `build` would refuse to print, found without drawing: for each
/// language of `catalog`, the first character of its messages or its tile
/// names that the sheets' font cannot draw, at its file, line and column.
/// `halflings check` reports these, so that it passes only what `build`
/// can make.
pub fn unprintable(catalog: &Catalog) -> Vec<String> {
    catalog
        .languages()
        .iter()
        .filter_map(|language| Texts::checked(language).err())
        .collect()
}

/// The texts of the language `code` of `catalog`.
pub fn texts(catalog: &Catalog, code: &str) -> Result<Texts, SheetError> {
    let language = catalog
        .language(code)
        .ok_or_else(|| SheetError::Texts(format!("the catalog has no language `{code}`")))?;
    Texts::checked(language).map_err(SheetError::Texts)
}

/// An error for what `texts` could not say, if anything.
pub fn texts_said(texts: &Texts) -> Result<(), SheetError> {
    match texts.errors().as_slice() {
        [] => Ok(()),
        errors => Err(SheetError::Texts(errors.join("; "))),
    }
}

/// The PDF of a sheet drawn whole ([`Sheet::whole`]): every page parsed
/// and drawn into one document, so each font face is embedded once.
pub fn whole_pdf(
    sheet: &Sheet<'_>,
    paper: Paper,
    reader: &pdf::Reader,
) -> Result<Vec<u8>, SheetError> {
    let stem = sheet.stem(paper);
    let trees = (0..sheet.page_count())
        .map(|i| reader.parse(&sheet.page(i), &format!("{stem}-{}.svg", i + 1)))
        .collect::<Result<Vec<_>, _>>()?;
    pdf::document(&trees, paper, &format!("{stem}.pdf"), &sheet.title)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paper_sizes_in_points() {
        assert!((Paper::A4.width_pt() - 595.276).abs() < 0.001);
        assert!((Paper::A4.height_pt() - 841.89).abs() < 0.001);
        assert!((Paper::Letter.width_pt() - 612.0).abs() < 1e-9);
        assert!((Paper::Letter.height_pt() - 792.0).abs() < 1e-9);
    }

    #[test]
    fn sheet_file_names_are_recognised() {
        assert!(is_sheet_file("rules-a4.pdf", Paper::A4));
        assert!(is_sheet_file("cut-a4-12.png", Paper::A4));
        assert!(!is_sheet_file("cut-letter-1.png", Paper::A4));
        assert!(!is_sheet_file("cut-a4-x.png", Paper::A4));
        assert!(!is_sheet_file("notes.txt", Paper::A4));
        assert!(!is_sheet_file("cut-a4-1.pdf", Paper::A4));
    }
}
