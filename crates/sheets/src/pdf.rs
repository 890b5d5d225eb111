//! A sheet's SVG pages as one PDF, written by krilla: each page is parsed by
//! usvg with a font database holding only the shipped fonts and drawn by
//! krilla-svg onto a page of the paper's exact size. Text stays text, in
//! subsets of the embedded fonts, so it can be selected and searched. The
//! bytes depend on the pages alone: no date, and ids are content hashes.
//!
//! Each page of a long sheet (a census or print-and-cut sheet, which grow
//! with the catalog) is made into a PDF of its own ([`page`]) and the
//! sheet's PDF is its pages joined ([`super::join`]), so a sheet's pages
//! need never be held together and an unchanged page need not be made
//! again. A short sheet drawn whole, the rule reference, is made as one
//! document ([`document`]), so that each font face is subset and embedded
//! once in it rather than on every page. The parsed
//! page ([`Reader::parse`]) is the same tree the preview is drawn from
//! ([`super::preview`]), so its text is shaped once.

use std::sync::Arc;

use krilla::geom::Size;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::{Document, SerializeSettings};
use krilla_svg::{SurfaceExt, SvgSettings};
use pdf_usvg as usvg;

use halflings_art::font;

use super::page::FONTS;
use super::sheet::{Paper, SheetError};

/// Parses SVG pages with the shipped fonts. Make it once: it holds the
/// parsed fonts.
pub struct Reader {
    options: usvg::Options<'static>,
}

impl Default for Reader {
    fn default() -> Self {
        Reader::new()
    }
}

impl Reader {
    /// A reader whose only fonts are the shipped ones, and which loads no
    /// file or image a page might name.
    pub fn new() -> Reader {
        let mut db = usvg::fontdb::Database::new();
        for face in FONTS {
            db.load_font_data(face.to_vec());
        }
        Reader {
            options: usvg::Options {
                resources_dir: None,
                font_family: font::FAMILY.to_owned(),
                fontdb: Arc::new(db),
                image_href_resolver: usvg::ImageHrefResolver {
                    resolve_data: Box::new(|_, _, _| None),
                    resolve_string: Box::new(|_, _| None),
                },
                ..usvg::Options::default()
            },
        }
    }

    /// The page `svg`, laid out (its text shaped) and ready to draw;
    /// `page` names it in messages.
    pub fn parse(&self, svg: &str, page: &str) -> Result<usvg::Tree, SheetError> {
        usvg::Tree::from_str(svg, &self.options).map_err(|e| SheetError::Svg {
            page: page.to_owned(),
            message: e.to_string(),
        })
    }
}

/// `page` as a PDF of its own, one page of `paper`; `name` names it in
/// messages. A sheet's PDF is its pages' PDFs joined ([`super::join`]),
/// which writes the document's metadata.
pub fn page(page: &usvg::Tree, paper: Paper, name: &str) -> Result<Vec<u8>, SheetError> {
    let document = Document::new_with(SerializeSettings {
        xmp_metadata: false,
        ..SerializeSettings::default()
    });
    draw(document, std::slice::from_ref(page), paper, name)
}

/// `pages` as one PDF of `paper` titled `title`: the fonts are subset once
/// for the whole document, so each face is embedded once. `name` names it
/// in messages.
pub fn document(
    pages: &[usvg::Tree],
    paper: Paper,
    name: &str,
    title: &str,
) -> Result<Vec<u8>, SheetError> {
    let mut document = Document::new_with(SerializeSettings::default());
    document.set_metadata(
        Metadata::new()
            .title(title.to_owned())
            .creator(halflings_model::GENERATOR.to_owned()),
    );
    draw(document, pages, paper, name)
}

/// `pages` drawn into `document`, a page of `paper` each, and the PDF's
/// bytes.
fn draw(
    mut document: Document,
    pages: &[usvg::Tree],
    paper: Paper,
    name: &str,
) -> Result<Vec<u8>, SheetError> {
    let size = Size::from_wh(paper.width_pt() as f32, paper.height_pt() as f32)
        .expect("paper sizes are positive");
    for tree in pages {
        let mut pdf_page = document.start_page_with(PageSettings::new(size));
        let mut surface = pdf_page.surface();
        surface.draw_svg(tree, size, SvgSettings::default());
        surface.finish();
        pdf_page.finish();
    }
    document.finish().map_err(|e| SheetError::Pdf {
        sheet: name.to_owned(),
        message: format!("{e:?}"),
    })
}
