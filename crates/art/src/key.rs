//! The keys of the pictures: what each was drawn from.
//!
//! Drawing is most of a build's time, and most of a rebuild's pictures are
//! the same as last time. Each picture is written with a key, the SHA-256 of
//! everything it depends on: the tile's canonical JSON, its set's symbol
//! (a label's text included), the renderer (its version and
//! [`SOURCE_KEY`]) and, for a PNG, the resolution. `halflings build` keeps
//! the keys in the output tree and takes over a picture whose key is
//! unchanged instead of drawing it again.

use std::sync::OnceLock;

use sha2::{Digest, Sha256};

use halflings_model::{SetSymbol, Tile};

/// Goes up whenever drawing changes in a way the digest of the renderer's
/// source would not show (a new version of resvg, say).
pub const RENDERER_VERSION: u32 = 1;

/// The digest of everything this crate is built from: its sources, the
/// fonts they include, the sources of the workspace crates it depends on
/// (the model's geometry, say) and the versions of every other dependency.
/// `build.rs` takes it with `halflings-source-key`, so no file can be left
/// out of it.
pub const SOURCE_KEY: &str = env!("HALFLINGS_ART_SOURCE_KEY");

/// The renderer's part of every key.
pub fn renderer_digest() -> &'static [u8] {
    static DIGEST: OnceLock<Vec<u8>> = OnceLock::new();
    DIGEST.get_or_init(|| {
        let mut h = Sha256::new();
        h.update(RENDERER_VERSION.to_le_bytes());
        h.update(halflings_catalog::GENERATOR.as_bytes());
        h.update(SOURCE_KEY.as_bytes());
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
