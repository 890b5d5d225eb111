//! Tile definitions, validation and asset generation for the Halflings
//! mini-expansion of Carcassonne.
//!
//! The stages run one way: [`load`] walks and parses the files, [`validate`]
//! checks them (schema, then meaning) into a [`Catalog`], and the exporters
//! ([`export`]) write from the catalog alone into a new output tree that
//! [`output`] swaps in as a whole. [`codegen`] offers the Rust tables to an
//! engine's `build.rs`. [`sheets`] draws the printable references.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod catalog;
#[cfg(feature = "tools")]
pub mod cli;
#[cfg(feature = "tools")]
pub mod codegen;
pub mod diagnostic;
pub mod engine;
#[cfg(feature = "tools")]
pub mod export;
pub mod limits;
pub mod load;
pub mod model;
#[cfg(feature = "tools")]
pub mod output;
#[cfg(feature = "tools")]
pub mod progress;
#[cfg(feature = "tools")]
pub mod project;
#[cfg(feature = "tools")]
pub mod render;
#[cfg(feature = "tools")]
pub mod scaffold;
#[cfg(feature = "tools")]
pub mod schema;
#[cfg(feature = "tools")]
pub mod sheets;
#[cfg(feature = "tools")]
pub mod toml_format;
pub mod validate;
#[cfg(feature = "tools")]
pub mod watch;

pub use catalog::Catalog;

/// This program's name and version, as written into generated files.
pub const GENERATOR: &str = concat!("halflings ", env!("CARGO_PKG_VERSION"));
pub use diagnostic::Diagnostic;
