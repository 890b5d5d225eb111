//! Every key a build writes a file with, and the only place one is made.
//!
//! Drawing and making PDFs are most of a build's time, and most of a
//! rebuild's files are the same as last time. Each file that is costly to
//! make is written with a key: the SHA-256 of everything it is made from.
//! The output tree keeps the keys ([`crate::output`]), and the next build
//! takes over a file whose key is unchanged instead of making it again.
//!
//! What goes into each key:
//!
//! - a tile's SVG ([`svg`]): the tile's canonical JSON, its set's symbol (a
//!   label's text included) and the renderer: the program, [`RENDERER_VERSION`]
//!   and `halflings-art`'s source key (its sources, fonts, the sources of
//!   the workspace crates it depends on, every dependency's version);
//! - a normal tile's SVG ([`square_svg`]): the tile's canonical JSON and
//!   the renderer;
//! - a tile's PNG ([`png`]), a normal tile's too: the SVG's key and the
//!   resolution;
//! - a census or print-and-cut page ([`page`]): the page's recipe (what it
//!   shows of its own, from `halflings-sheets`), the keys of the tile
//!   pictures on it, the language's messages, what every page of the sheet
//!   has (file name, title, footer, number, page count), the renderer and
//!   the maker: the program, [`MAKER_VERSION`] and `halflings-sheets`'
//!   source key;
//! - a page's PDF and preview ([`page_pdf`], [`preview`]): the digest of
//!   the page's SVG, the maker and, for a preview, the resolution;
//! - a sheet's PDF ([`sheet_pdf`]): its file name and title and the keys
//!   of its pages' PDFs;
//! - the conformance suite ([`suite`]): what the engine reads of the
//!   definitions (`Catalog::data_sha256`: not names, prose or
//!   translations), the worked examples, the program and
//!   `halflings-conformance`'s source key.
//!
//! Every key is [`digest`] of its parts, each prefixed by its length, so
//! that no two lists of parts give the same input.

use std::sync::OnceLock;

use sha2::{Digest, Sha256};

use halflings_catalog::Catalog;
use halflings_model::{SetSymbol, SquareTile, Tile};
use halflings_sheets::{Paper, Recipe, Sheet, Texts};

/// Goes up whenever drawing changes in a way the renderer's source key
/// would not show (a new version of resvg, say).
pub const RENDERER_VERSION: u32 = 1;

/// Goes up whenever the page PDFs or previews change in a way
/// `halflings_sheets::SOURCE_KEY` would not show (2: zlib-rs in place of
/// miniz_oxide, before the source key held every dependency's version).
pub const MAKER_VERSION: u32 = 2;

/// The SHA-256, in hex, of `parts`, each prefixed by its length.
pub fn digest<'a>(parts: impl IntoIterator<Item = &'a [u8]>) -> String {
    let mut h = Sha256::new();
    for part in parts {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part);
    }
    format!("{:x}", h.finalize())
}

/// The renderer's part of every picture's key.
fn renderer() -> &'static [u8] {
    static DIGEST: OnceLock<Vec<u8>> = OnceLock::new();
    DIGEST.get_or_init(|| {
        let mut h = Sha256::new();
        h.update(RENDERER_VERSION.to_le_bytes());
        h.update(halflings_model::GENERATOR.as_bytes());
        h.update(halflings_art::SOURCE_KEY.as_bytes());
        h.finalize().to_vec()
    })
}

/// The key of `tile`'s SVG picture, its set's symbol being `symbol`.
pub fn svg(tile: &Tile, symbol: SetSymbol) -> String {
    let json = serde_json::to_vec(tile).expect("the model always serialises");
    // A set's own label is part of the key: changing it redraws its tiles.
    let symbol = serde_json::to_vec(&symbol).expect("the model always serialises");
    digest([renderer(), b"svg", &json, &symbol])
}

/// The key of the normal tile `tile`'s SVG picture.
pub fn square_svg(tile: &SquareTile) -> String {
    let json = serde_json::to_vec(tile).expect("the model always serialises");
    digest([renderer(), b"square-svg", &json])
}

/// The key of a PNG drawn at `dpi` from the SVG whose key is `svg_key`.
pub fn png(svg_key: &str, dpi: u32) -> String {
    digest([svg_key.as_bytes(), b"png", &dpi.to_le_bytes()])
}

/// What makes SVG pages into PDFs and previews: the program and the
/// sheets crate's source key.
fn maker() -> &'static str {
    static DIGEST: OnceLock<String> = OnceLock::new();
    DIGEST.get_or_init(|| {
        digest([
            halflings_model::GENERATOR.as_bytes(),
            MAKER_VERSION.to_le_bytes().as_slice(),
            halflings_sheets::SOURCE_KEY.as_bytes(),
        ])
    })
}

/// The drawing's part of a page's key: the program that draws the pages
/// and the tile pictures, and what makes them into files.
fn drawer() -> &'static str {
    static DIGEST: OnceLock<String> = OnceLock::new();
    DIGEST.get_or_init(|| digest([maker().as_bytes(), renderer(), b"drawer".as_slice()]))
}

/// The key of page `i` of `sheet` on `paper`, drawn from `recipe` with the
/// messages `texts`, its tiles' pictures keyed by `tile_key`. It stands
/// for the page's SVG, so that an unchanged page is known without drawing
/// it.
pub fn page(
    sheet: &Sheet<'_>,
    paper: Paper,
    i: usize,
    recipe: &Recipe<'_>,
    tile_key: &dyn Fn(&Tile) -> String,
    texts: &Texts,
) -> String {
    let tiles: Vec<String> = recipe.tiles.iter().map(|tile| tile_key(tile)).collect();
    let numbers = Recipe::numbers(&[
        i as f64,
        sheet.page_count() as f64,
        recipe.parts.len() as f64,
        tiles.len() as f64,
    ]);
    let (stem, footer) = (
        sheet.stem(paper),
        halflings_sheets::plain_footer(paper, texts),
    );
    digest(
        [
            drawer().as_bytes(),
            b"recipe".as_slice(),
            // Every word of the page is the language's.
            texts.source().as_bytes(),
            stem.as_bytes(),
            sheet.title.as_bytes(),
            footer.as_bytes(),
            &numbers,
        ]
        .into_iter()
        .chain(recipe.parts.iter().map(Vec::as_slice))
        .chain(tiles.iter().map(String::as_bytes)),
    )
}

/// The key of the PDF of the page whose SVG has the digest `page_digest`.
pub fn page_pdf(page_digest: &str) -> String {
    digest([
        maker().as_bytes(),
        b"page pdf".as_slice(),
        page_digest.as_bytes(),
    ])
}

/// The key of the preview, at `dpi`, of the page whose SVG has the digest
/// `page_digest`.
pub fn preview(page_digest: &str, dpi: u32) -> String {
    digest([
        maker().as_bytes(),
        b"png".as_slice(),
        &dpi.to_le_bytes(),
        page_digest.as_bytes(),
    ])
}

/// The key of a sheet's PDF, named `stem` and titled `title`, whose pages'
/// PDFs have the keys `pages`.
pub fn sheet_pdf<'a>(
    stem: &'a str,
    title: &'a str,
    pages: impl IntoIterator<Item = &'a str>,
) -> String {
    digest(
        [
            maker().as_bytes(),
            b"pdf".as_slice(),
            stem.as_bytes(),
            title.as_bytes(),
        ]
        .into_iter()
        .chain(pages.into_iter().map(str::as_bytes)),
    )
}

/// The key of the conformance suite of `catalog`: the generator, what the
/// engine reads of the definitions and the worked examples. A tile's new
/// name or a translation keeps the suite; a new side, feature, count or
/// ruling makes it again.
pub fn suite(catalog: &Catalog) -> String {
    let examples: Vec<(&str, &halflings_model::Example)> = catalog
        .examples()
        .iter()
        .map(|e| (e.name.as_str(), &e.example))
        .collect();
    let examples = serde_json::to_vec(&examples).expect("the model always serialises");
    digest([
        b"conformance".as_slice(),
        halflings_conformance::SOURCE_KEY.as_bytes(),
        halflings_model::GENERATOR.as_bytes(),
        catalog.data_sha256().as_bytes(),
        &examples,
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_digest_is_the_hex_of_the_length_prefixed_parts() {
        let mut h = Sha256::new();
        h.update(2u64.to_le_bytes());
        h.update(b"ab");
        h.update(0u64.to_le_bytes());
        let expected: String = h.finalize().iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(digest([b"ab".as_slice(), b""]), expected);
        // The length prefix keeps ["a", "b"] apart from ["ab"].
        assert_ne!(digest([b"a".as_slice(), b"b"]), digest([b"ab".as_slice()]));
    }

    #[test]
    fn each_kind_of_key_differs_from_the_others_for_the_same_input() {
        let d = "0".repeat(64);
        let keys = [
            png(&d, 300),
            page_pdf(&d),
            preview(&d, 300),
            sheet_pdf(&d, "", []),
        ];
        for (i, a) in keys.iter().enumerate() {
            for b in &keys[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_ne!(png(&d, 300), png(&d, 150));
        assert_ne!(preview(&d, 300), preview(&d, 150));
    }
}
