//! The art cache: which tiles need drawing again.
//!
//! Drawing is most of a build's time, and most of a rebuild's pictures are
//! the same as last time. Each tile's pictures are keyed by the SHA-256 of
//! everything they depend on: the tile's canonical JSON, its set's symbol,
//! the renderer (its version and the digest of its source and font), the
//! resolution and whether PNGs are drawn. The keys are kept in the output
//! tree, in [`FILE`]; the next build reads them from the tree it replaces
//! and takes over the pictures whose key is unchanged as hard links
//! ([`crate::output::Staging::link`]), drawing only the rest.
//!
//! The cache lives inside the output tree, so it is swapped in and out with
//! the pictures it describes: it can never speak of pictures that are not
//! there, whatever point a build is interrupted at.

use std::collections::HashMap;
use std::path::Path;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::model::{SetSymbol, Tile};

/// Where the keys are kept, inside the output tree.
pub const FILE: &str = ".cache/art.json";

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
fn renderer_digest() -> &'static [u8] {
    static DIGEST: OnceLock<Vec<u8>> = OnceLock::new();
    DIGEST.get_or_init(|| {
        let mut h = Sha256::new();
        h.update(RENDERER_VERSION.to_le_bytes());
        h.update(crate::export::GENERATOR.as_bytes());
        for part in RENDERER {
            h.update((part.len() as u64).to_le_bytes());
            h.update(part);
        }
        h.finalize().to_vec()
    })
}

/// What a tile's pictures are drawn with, besides the tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The PNG resolution.
    pub dpi: u32,
    /// Whether PNGs are drawn.
    pub png: bool,
}

/// The key of `tile`'s pictures, in hex.
pub fn key(tile: &Tile, symbol: SetSymbol, settings: Settings) -> String {
    let json = serde_json::to_vec(tile).expect("the model always serialises");
    let mut h = Sha256::new();
    h.update(renderer_digest());
    h.update((json.len() as u64).to_le_bytes());
    h.update(&json);
    h.update(serde_json::to_vec(&symbol).expect("a unit variant serialises"));
    h.update(settings.dpi.to_le_bytes());
    h.update([u8::from(settings.png)]);
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// The file's content: tile id to key, in catalog order.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Index {
    format: u32,
    tiles: Vec<(String, String)>,
}

const FORMAT: u32 = 1;

/// The keys kept in the tree at `root`, by tile id; empty when it holds
/// none, or none this program can read.
pub fn read(root: &Path) -> HashMap<String, String> {
    read_index(root, FILE)
}

/// The keys kept in the file `file` of the tree at `root`, by name; empty
/// when there is no such file, or none this program can read.
pub fn read_index(root: &Path, file: &str) -> HashMap<String, String> {
    let Ok(text) = std::fs::read(root.join(file)) else {
        return HashMap::new();
    };
    match serde_json::from_slice::<Index>(&text) {
        Ok(index) if index.format == FORMAT => index.tiles.into_iter().collect(),
        _ => HashMap::new(),
    }
}

/// The file holding `keys` (tile id and key, in catalog order).
pub fn write<'a>(keys: impl Iterator<Item = (&'a str, &'a str)>) -> Vec<u8> {
    let index = Index {
        format: FORMAT,
        tiles: keys.map(|(t, k)| (t.to_owned(), k.to_owned())).collect(),
    };
    let mut text = serde_json::to_vec(&index).expect("the index always serialises");
    text.push(b'\n');
    text
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
