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
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod export;
pub mod keys;
pub mod memory;
pub mod output;
pub mod progress;
pub mod schema_files;
