//! halflings-codegen's integration tests, as one test binary (a binary per
//! file would link the crate once each): each module is a topic; run one
//! with its name as the filter, e.g.
//! `cargo test -p halflings-codegen --test it export_json::`. The tables
//! and `tiles.json` are checked against halflings-testkit's brute-force
//! geometry.

mod build_rs_example;
mod export_json;
mod generated_crate;
