//! Loading and validating the Halflings tile definitions: the files are
//! walked and parsed ([`load`]), checked first against the JSON schemas
//! derived from the model and then for meaning ([`validate`]), and every
//! problem is reported at its file, line and column ([`diagnostic`]). What
//! passes becomes the [`Catalog`], which every exporter reads. There is
//! one way in, [`Catalog::load`], from a [`Source`]: a tiles folder or
//! files in memory, with or without the worked examples.
//!
//! The worked examples are played through `halflings-engine` while they
//! are validated ([`play`]: the engine answers, this crate checks the
//! example's expectations against the answers), and the catalog keeps each
//! play.
//!
//! This crate reads files and reports; it never writes one and never
//! draws. It must never depend on a drawing, PDF, CLI, HTTP or
//! file-watching crate.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod catalog;
pub mod diagnostic;
pub mod limits;
pub mod load;
pub mod play;
mod source;
#[cfg(feature = "terminal")]
pub mod terminal;
pub mod validate;

pub use catalog::{Catalog, Language, LongSideClass, LongSideClasses, NamedExample, NamesFile};
pub use diagnostic::Diagnostic;
pub use source::Source;
