//! The first stage: walk the tiles directory and parse each file, keeping
//! source spans for later errors.

mod document;
mod tree;

pub use document::{Document, Span, escape_segment};
pub use tree::{Listing, MANIFEST, Tree, list_tree, read_document, read_text, read_tree};
