//! The command line's end-to-end tests, as one test binary (a binary per
//! file would link the crate once each): each module runs the `halflings`
//! binary (or `cli::run_from`) as a user would, or checks the workspace as
//! a whole (`architecture`); run one with its name as the filter, e.g.
//! `cargo test -p halflings --test it cli::`.
//!
//! Each library crate's own tests live with it (`cargo test -p
//! halflings-catalog`, ...); the fixtures they share are halflings-testkit's.
//! The bad-input corpus through the binary is a binary of its own
//! (tests/corpus.rs): it reports each case as a test through libtest-mimic,
//! without the harness.

mod architecture;
mod build_command;
mod build_safety;
mod cli;
mod conformance_runner;
mod escaping;
mod fmt;
mod interrupted_build;
mod named_outputs;
mod out_tree;
mod range_edges;
mod render_cli;
mod scaffold;
mod sheets_cli;
mod stdout;
