//! A sheet's SVG pages as one PDF, written by krilla: each page is parsed by
//! usvg with a font database holding only the shipped fonts and drawn by
//! krilla-svg onto a page of the paper's exact size. Text stays text, in
//! subsets of the embedded fonts, so it can be selected and searched. The
//! bytes depend on the pages alone: no date, and ids are content hashes.
//!
//! Pages are added one at a time ([`Writer::page`]), so a sheet's pages
//! need never be held together; the parsed page ([`Reader::parse`]) is the
//! same tree the preview is drawn from ([`super::preview`]), so its text is
//! shaped once.

use std::sync::Arc;

use krilla::geom::Size;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::{Document, SerializeSettings};
use krilla_svg::{SurfaceExt, SvgSettings};
use pdf_usvg as usvg;

use crate::GENERATOR;
use crate::render::font;

use super::page::FONTS;
use super::sheet::{Paper, Sheet, SheetError};

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

/// One PDF being written, a page at a time.
pub struct Writer {
    document: Document,
    size: Size,
}

impl Writer {
    /// An empty document whose pages are `paper`.
    pub fn new(paper: Paper) -> Writer {
        Writer {
            document: Document::new_with(SerializeSettings::default()),
            size: Size::from_wh(paper.width_pt() as f32, paper.height_pt() as f32)
                .expect("paper sizes are positive"),
        }
    }

    /// Adds `page` as the next page.
    pub fn page(&mut self, page: &usvg::Tree) {
        let mut pdf_page = self.document.start_page_with(PageSettings::new(self.size));
        let mut surface = pdf_page.surface();
        surface.draw_svg(page, self.size, SvgSettings::default());
        surface.finish();
        pdf_page.finish();
    }

    /// The finished PDF, titled `title`; `file` names it in messages.
    pub fn finish(mut self, title: &str, file: &str) -> Result<Vec<u8>, SheetError> {
        self.document.set_metadata(
            Metadata::new()
                .title(title.to_owned())
                .creator(GENERATOR.to_owned())
                .language("en".to_owned()),
        );
        self.document.finish().map_err(|e| SheetError::Pdf {
            sheet: file.to_owned(),
            message: format!("{e:?}"),
        })
    }
}

/// The PDF of `sheet` on `paper`, its pages drawn, parsed and added one at
/// a time; `stem` names it in messages.
pub fn document(
    sheet: &Sheet<'_>,
    paper: Paper,
    stem: &str,
    reader: &Reader,
) -> Result<Vec<u8>, SheetError> {
    let mut writer = Writer::new(paper);
    for i in 0..sheet.page_count() {
        let tree = reader.parse(&sheet.page(i), &format!("{stem}-{}.svg", i + 1))?;
        writer.page(&tree);
    }
    writer.finish(&sheet.title, &format!("{stem}.pdf"))
}
