//! The integration tests, as one test binary: each file under tests/ used to
//! be a binary of its own, and each linked the whole crate again. Each
//! module here is one of those files, named after what it checks; run one
//! with its name as the filter, e.g. `cargo test --test it sheets::`.
//!
//! The bad-input corpus stays a binary of its own (tests/corpus.rs): it
//! reports each case as a test through libtest-mimic, without the harness.

mod common;
mod fuzzing;

mod architecture;
mod build_command;
mod build_rs_example;
mod build_safety;
mod catalog_rules;
mod cli;
mod conformance;
mod conformance_runner;
mod engine_rules;
mod escaping;
mod export_json;
mod fmt;
mod fuzz;
mod generated_crate;
mod geometry_props;
mod integer_ranges;
mod interrupted_build;
mod out_tree;
mod render;
mod render_cli;
mod rules_trace;
mod scaffold;
mod schema_fresh;
mod sheets;
mod shipped_tiles;
mod tile_rules;
