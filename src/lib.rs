//! The `halflings` command: it checks the Halflings tile definitions and
//! writes everything made from them into `out/`.
//!
//! The libraries below it return text and bytes; this package is the only
//! one that writes files. [`cli`] reads the command line; the exporters
//! ([`export`]) write from the validated catalog into a new output tree
//! that [`output`] swaps in as a whole; [`watch`] redraws and serves the
//! live gallery; [`scaffold`] writes new sets and tiles (`halflings new`),
//! [`toml_format`] formats the definitions (`halflings fmt`) and
//! [`schema_files`] writes the JSON schemas (`halflings schema`).
//!
//! The crates it is made of: `halflings-model` (the format),
//! `halflings-engine` (the rules), `halflings-catalog` (loading and
//! validation), `halflings-codegen` (the Rust tables and JSON, and the
//! build.rs API), `halflings-conformance` (the suite, the protocol and the
//! runner), `halflings-art` (tile art, boards,
//! gallery) and `halflings-sheets` (the printable sheets).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod cli;
pub mod export;
pub mod output;
pub mod play;
pub mod progress;
pub mod project;
pub mod scaffold;
pub mod schema_files;
pub mod toml_format;
pub mod watch;

// The libraries, under the names the tests knew them by.
#[doc(hidden)]
pub use halflings_art as render;
#[doc(hidden)]
pub use halflings_catalog::{Catalog, Diagnostic, GENERATOR, diagnostic, limits, load, validate};
#[doc(hidden)]
pub use halflings_codegen as codegen;
#[doc(hidden)]
pub use halflings_model as model;
#[doc(hidden)]
pub use halflings_sheets as sheets;
#[doc(hidden)]
pub mod engine {
    pub use halflings_conformance as conformance;
    pub use halflings_engine::*;
}
