//! The catalog's integration tests, as one test binary (a binary per file
//! would link the crate once each): each module is a topic, named after
//! what it checks; run one with its name as the filter, e.g.
//! `cargo test -p halflings-catalog --test it tile_rules::`.
//!
//! The bad-input corpus is a binary of its own (`tests/corpus.rs`): it
//! reports each case as a test through libtest-mimic, without the harness.
//! The fixtures the tests of several crates share are halflings-testkit's.

mod base_game;
mod catalog_rules;
mod fuzz;
mod integer_ranges;
mod shipped_tiles;
mod tile_rules;
