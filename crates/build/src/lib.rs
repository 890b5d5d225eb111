//! The last stage of halflings: a validated catalog written out as files.
//!
//! The exporters ([`export`]) ask the libraries for bytes (`halflings-codegen`
//! for the tables crate and the JSON, `halflings-conformance` for the suite,
//! `halflings-art` for the pictures, `halflings-sheets` for the sheets) and
//! write them into a [`Sink`](output::Sink): a new output tree that
//! [`output`] swaps in as a whole, or files changed in place. [`keys`] is the one place a file's key is
//! made, so a later build takes over what is unchanged. [`schema_files`] writes the JSON schemas derived from the
//! model, and [`progress`] draws a progress bar for long work.
//!
//! This crate and the `halflings` binary are the only ones that write
//! files; it never parses a command line and never depends on a CLI, HTTP
//! or file-watching crate.
//!
//! ```
//! use halflings_build::export::{self, BuildOptions, json::Json, tables::Tables};
//!
//! let catalog = halflings_shipped::catalog(true).expect("the shipped tiles are valid");
//! let dir = tempfile::tempdir()?;
//! let out = dir.path().join("out");
//! // Two of the exporters `halflings build` runs (BuildOptions::new has them all).
//! let options = BuildOptions {
//!     out: out.clone(),
//!     exporters: vec![Box::new(Tables), Box::new(Json)],
//! };
//! let summary = export::build(&catalog, &options)?;
//! assert!(summary.files.iter().any(|f| f == "tiles.json"));
//! assert!(out.join("rust/halflings-tiles/Cargo.toml").is_file());
//! // The same definitions, the same bytes: a second build changes nothing.
//! let before = std::fs::read(out.join("tiles.json"))?;
//! export::build(&catalog, &options)?;
//! assert_eq!(std::fs::read(out.join("tiles.json"))?, before);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod export;
pub mod keys;
pub mod memory;
pub mod output;
pub mod progress;
pub mod schema_files;
