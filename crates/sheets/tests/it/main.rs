//! halflings-sheets' integration tests, as one test binary (a binary per
//! file would link the crate once each): each module is a topic; run one
//! with its name as the filter, e.g.
//! `cargo test -p halflings-sheets --test it sheets::`. The sheets are made
//! through halflings-build's exporter, into a tree in memory, as `build`
//! makes them (`common`).

mod common;
mod fuzz;
mod long_messages;
mod rules_trace;
mod sheets;
