//! The Halflings tile data for engines, generated from a validated
//! `Catalog`: the Rust tables ([`tables`]: a `no_std` crate, or a module an
//! engine's `build.rs` writes with [`RustTables`], the way `prost-build` is
//! used) and `tiles.json` ([`json`]). The conformance suite is
//! `halflings-conformance`'s.
//!
//! ```no_run
//! // build.rs of an engine crate, with `halflings-codegen` as a
//! // build-dependency: writes $OUT_DIR/halflings_tiles.rs from the tiles
//! // directory.
//! halflings_codegen::RustTables::new()
//!     .tiles_dir("../halflings/tiles")
//!     .generate()
//!     .unwrap_or_else(|e| panic!("{e}"));
//! ```
//!
//! and in the engine:
//!
//! ```ignore
//! #[allow(dead_code)] // a private module that does not use every table
//! mod halflings_tiles {
//!     include!(concat!(env!("OUT_DIR"), "/halflings_tiles.rs"));
//! }
//! ```
//!
//! The generated file holds the same items as the `halflings-tiles` crate
//! that `halflings build` writes, without the crate attributes and tests, so
//! `include!` takes it. It is rewritten only when its text changes.
//!
//! Everything here returns text but the build.rs API: [`RustTables::generate`]
//! writes the file a build script asks for, through `halflings-files`
//! (which every command that writes a file uses too): unchanged text is
//! not written again, so Cargo sees no change. This crate is what an engine's
//! build script compiles: it must never depend on a drawing, PDF, CLI,
//! HTTP or file-watching crate (`examples/engine-build-rs` compiles at
//! most 115 crates; CI checks it).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod build_rs;
pub mod json;
pub mod tables;

pub use build_rs::{COMMAND, CodegenError, DEFAULT_FILE, RustTables};
pub use tables::facts::BUILD_COMMAND;
