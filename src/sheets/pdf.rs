//! A sheet's SVG pages as one PDF, written by krilla: each page is parsed by
//! usvg with a font database holding only the shipped fonts and drawn by
//! krilla-svg onto a page of the paper's exact size. Text stays text, in
//! subsets of the embedded fonts, so it can be selected and searched. The
//! bytes depend on the pages alone: no date, and ids are content hashes.

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

/// The PDF of `sheet` on `paper`; `stem` names it in messages.
pub fn document(sheet: &Sheet, paper: Paper, stem: &str) -> Result<Vec<u8>, SheetError> {
    let options = options();
    let size = Size::from_wh(paper.width_pt() as f32, paper.height_pt() as f32)
        .expect("paper sizes are positive");
    let mut document = Document::new_with(SerializeSettings::default());
    for (i, svg) in sheet.pages.iter().enumerate() {
        let tree = usvg::Tree::from_str(svg, &options).map_err(|e| SheetError::Svg {
            page: format!("{stem}-{}.svg", i + 1),
            message: e.to_string(),
        })?;
        let mut page = document.start_page_with(PageSettings::new(size));
        let mut surface = page.surface();
        surface.draw_svg(&tree, size, SvgSettings::default());
        surface.finish();
        page.finish();
    }
    document.set_metadata(
        Metadata::new()
            .title(sheet.title.clone())
            .creator(GENERATOR.to_owned())
            .language("en".to_owned()),
    );
    document.finish().map_err(|e| SheetError::Pdf {
        sheet: format!("{stem}.pdf"),
        message: format!("{e:?}"),
    })
}

/// usvg options whose only fonts are the shipped ones, and which load no
/// file or image a page might name.
fn options() -> usvg::Options<'static> {
    let mut db = usvg::fontdb::Database::new();
    for face in FONTS {
        db.load_font_data(face.to_vec());
    }
    usvg::Options {
        resources_dir: None,
        font_family: font::FAMILY.to_owned(),
        fontdb: Arc::new(db),
        image_href_resolver: usvg::ImageHrefResolver {
            resolve_data: Box::new(|_, _, _| None),
            resolve_string: Box::new(|_, _| None),
        },
        ..usvg::Options::default()
    }
}
