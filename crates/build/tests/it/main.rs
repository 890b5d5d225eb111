//! halflings-build's integration tests, as one test binary (a binary per
//! file would link the crate once each): each module is a topic; run one
//! with its name as the filter, e.g.
//! `cargo test -p halflings-build --test it export::`. The `build`,
//! `render` and `sheets` commands are tested through the binary, in the
//! root package's tests/it/.

mod art_export;
mod export;
mod schema_fresh;
