//! The first stage: walk the tiles directory and parse each file, keeping
//! source spans for later errors.

mod document;
mod tree;

pub use document::{Document, Span, escape_segment};
pub use tree::{
    BASE_GAME, EXAMPLES, LANG, MANIFEST, RESERVED_FOLDERS, TextFile, Tree, decode, read_generated,
    read_text, reserved_folder,
};
pub(crate) use tree::{read_tree, tree_from_memory};
