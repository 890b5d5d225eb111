//! The tests' shared fixtures: what the integration tests of several
//! halflings crates use, so that each crate's tests live with the crate
//! (`cargo test -p halflings-catalog` runs the catalog's) and none copies
//! another's helpers.
//!
//! - the workspace's own files: [`workspace_root`], [`tiles_dir`],
//!   [`catalog`], and trees of files ([`tree`], [`copy_tree`]);
//! - [`tiles`]: throw-away tiles directories holding one small set, so that
//!   each rule can be shown with the smallest input that breaks it;
//! - [`geometry`]: a brute-force statement of the geometry, which the
//!   generated tables and the JSON export are checked against;
//! - `corpus` (on Unix, as its cases need links, modes and FIFOs): the
//!   bad-input corpus (`tests/corpus/`), laid out case by case, for the
//!   catalog's harness and the command line's;
//! - `fuzzing` (feature `fuzz`): one fuzz input through load and validate,
//!   shared by the stable-Rust fuzzer and the libFuzzer target in `fuzz/`;
//! - `fuzzer` (feature `fuzz`): the stable-Rust mutation fuzzer the
//!   catalog's and the sheets' fuzz tests run on;
//! - `pdf` (feature `pdf`): the PDF sheets read back with hayro-syntax.
//!
//! This crate is a dev-dependency and must never be a normal (or build)
//! dependency of anything: it is not published, it writes files freely and
//! it panics wherever a test would.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::collections::BTreeMap;
use std::path::Path;

use halflings_catalog::Catalog;

#[cfg(unix)]
pub mod corpus;
#[cfg(feature = "fuzz")]
pub mod fuzzer;
#[cfg(feature = "fuzz")]
pub mod fuzzing;
pub mod geometry;
#[cfg(feature = "pdf")]
pub mod pdf;
pub mod tiles;

/// The root of the workspace: the folder holding `tiles/`, `schema/`,
/// `tests/corpus/` and `crates/` (this crate is `crates/testkit`).
pub fn workspace_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .and_then(Path::parent)
        .expect("crates/testkit lies two folders below the workspace root")
}

/// The repository's tiles directory.
pub fn tiles_dir() -> std::path::PathBuf {
    workspace_root().join("tiles")
}

/// The repository's catalog.
pub fn catalog() -> Catalog {
    Catalog::load(&tiles_dir()).unwrap_or_else(|errors| {
        panic!(
            "the repository's tiles are not valid:\n{}",
            errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        )
    })
}

/// How many times a randomised test repeats: `thorough` with
/// `HALFLINGS_THOROUGH=1` (CI sets it), else `quick`, so that a plain
/// `cargo test` stays within its time budget while CI tries more.
pub fn runs(quick: u32, thorough: u32) -> u32 {
    match std::env::var("HALFLINGS_THOROUGH") {
        Ok(v) if v == "1" => thorough,
        _ => quick,
    }
}

/// Every file under `dir`, relative path (with `/`) to contents.
pub fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let entry = entry.expect("readable tree");
        if entry.file_type().is_file() {
            let rel = entry.path().strip_prefix(dir).unwrap();
            out.insert(
                rel.to_string_lossy().replace('\\', "/"),
                std::fs::read(entry.path()).unwrap(),
            );
        }
    }
    out
}

/// Copies the directory tree `from` to `to`.
pub fn copy_tree(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let dest = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&dest).unwrap();
        } else {
            std::fs::copy(entry.path(), &dest).unwrap();
        }
    }
}

/// The first line where two texts differ, for a readable failure; `None`
/// when they are the same.
pub fn first_difference(expected: &str, actual: &str) -> Option<String> {
    let mut e = expected.lines();
    let mut a = actual.lines();
    for n in 1.. {
        match (e.next(), a.next()) {
            (None, None) => return None,
            (x, y) if x == y => continue,
            (x, y) => {
                return Some(format!(
                    "line {n}:\n  expected: {}\n  actual:   {}",
                    x.unwrap_or("<end>"),
                    y.unwrap_or("<end>")
                ));
            }
        }
    }
    None
}
