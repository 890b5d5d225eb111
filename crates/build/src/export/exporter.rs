//! What every exporter is: the [`Exporter`] trait and the [`BuildError`]
//! any of them may return. Kept apart from the list of exporters in
//! [`crate::export`], so that an exporter never reaches back into the
//! module that lists it.

use crate::output::{OutputError, Sink};
use halflings_art::{RenderError, pictures::Pictures};
use halflings_catalog::Catalog;
use halflings_sheets::SheetError;

/// The command named in the banner of generated files.
pub use halflings_codegen::BUILD_COMMAND;

/// One kind of output.
pub trait Exporter: Sync {
    /// A short name for messages, such as `rust` or `json`.
    fn name(&self) -> &'static str;

    /// Writes this exporter's files, made from `input`, into the output
    /// tree, through `out` alone.
    fn export(&self, input: &Input<'_>, out: &dyn Sink) -> Result<(), BuildError>;

    /// Whether this exporter neither reads the files other exporters
    /// write nor writes any they read. [`build`](super::build) runs such
    /// exporters beside the others rather than after them; the rest run in
    /// their order (the sheets read the tile pictures the art wrote).
    fn independent(&self) -> bool {
        false
    }
}

/// What the exporters of a build read: the validated catalog, and the
/// pictures drawn of it so far. The art, the boards and the sheets show
/// the same tiles and boards side by side; sharing the [`Pictures`], each
/// is drawn once.
pub struct Input<'c> {
    /// The catalog.
    pub catalog: &'c Catalog,
    /// Its pictures, each drawn by the first exporter that asks for it.
    pub pictures: Pictures<'c>,
}

impl<'c> Input<'c> {
    /// `catalog`, with no picture drawn yet.
    pub fn new(catalog: &'c Catalog) -> Input<'c> {
        Input {
            catalog,
            pictures: Pictures::new(catalog),
        }
    }
}

/// Why a build failed. The output directory is unchanged.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// The output directory could not be prepared or written.
    #[error(transparent)]
    Output(#[from] OutputError),
    /// A tile could not be drawn.
    #[error("art export: {0}")]
    Render(#[from] RenderError),
    /// A sheet could not be made.
    #[error("sheets export: {0}")]
    Sheet(#[from] SheetError),
    /// The Rust tables could not be generated from the catalog.
    #[error("rust export: {0}")]
    Rust(#[from] halflings_codegen::tables::TablesError),
}
