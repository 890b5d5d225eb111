//! The keys of the pictures: what each was drawn from.
//!
//! Drawing is most of a build's time, and most of a rebuild's pictures are
//! the same as last time. Each picture is written with a key, the SHA-256 of
//! everything it depends on: the tile's canonical JSON, its set's symbol (a label's text included),
//! the renderer (its version and the digest of its source and font) and,
//! for a PNG, the resolution. [`crate::output`] keeps the keys in the output
//! tree and takes over a picture whose key is unchanged instead of drawing
//! it again.

use std::sync::OnceLock;

use sha2::{Digest, Sha256};

use crate::model::{SetSymbol, Tile};

/// Goes up whenever drawing changes in a way the digest of the renderer's
/// source would not show (a new version of resvg, say).
pub const RENDERER_VERSION: u32 = 1;

/// The sources and data the pictures are drawn by. A change to any of them
/// changes every key.
const RENDERER: &[&[u8]] = &[
    include_bytes!("../render/mod.rs"),
    include_bytes!("../render/layout.rs"),
    include_bytes!("../render/svg.rs"),
    include_bytes!("../render/icons.rs"),
    include_bytes!("../render/font.rs"),
    include_bytes!("../render/png.rs"),
    crate::render::font::FONT,
];

/// The renderer's part of every key.
pub(crate) fn renderer_digest() -> &'static [u8] {
    static DIGEST: OnceLock<Vec<u8>> = OnceLock::new();
    DIGEST.get_or_init(|| {
        let mut h = Sha256::new();
        h.update(RENDERER_VERSION.to_le_bytes());
        h.update(crate::GENERATOR.as_bytes());
        for part in RENDERER {
            h.update((part.len() as u64).to_le_bytes());
            h.update(part);
        }
        h.finalize().to_vec()
    })
}

/// The key of `tile`'s SVG picture, in hex.
pub fn svg_key(tile: &Tile, symbol: SetSymbol) -> String {
    let json = serde_json::to_vec(tile).expect("the model always serialises");
    // A set's own label is part of the key: changing it redraws its tiles.
    let symbol = serde_json::to_vec(&symbol).expect("the model always serialises");
    digest([renderer_digest(), b"svg", &json, &symbol])
}

/// The key of a PNG drawn at `dpi` from the SVG whose key is `svg_key`.
pub fn png_key(svg_key: &str, dpi: u32) -> String {
    digest([svg_key.as_bytes(), b"png", &dpi.to_le_bytes()])
}

/// The SHA-256, in hex, of `parts`, each prefixed by its length so that no
/// two lists of parts give the same input.
pub fn digest<'a>(parts: impl IntoIterator<Item = &'a [u8]>) -> String {
    let mut h = Sha256::new();
    for part in parts {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part);
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}
