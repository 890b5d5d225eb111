//! Tile definitions, validation and asset generation for the Halflings
//! mini-expansion of Carcassonne.
//!
//! The stages run one way: [`load`] walks and parses the files, [`validate`]
//! checks them (schema, then meaning) into a [`Catalog`], and the exporters
//! write from the catalog alone.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod catalog;
pub mod cli;
pub mod diagnostic;
pub mod limits;
pub mod load;
pub mod model;
pub mod render;
pub mod schema;
pub mod validate;

pub use catalog::Catalog;
pub use diagnostic::Diagnostic;
