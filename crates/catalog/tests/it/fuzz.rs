//! A mutation fuzzer over load and validate that runs on stable Rust, so that
//! CI can run it (halflings-testkit's `fuzzer`): inputs from the bad-input
//! corpus and the shipped tiles are mutated (bytes, TOML tokens from
//! fuzz/load_validate.dict, lines, splices) and run in-process through
//! halflings-testkit's `fuzzing` (the harness the libFuzzer target in
//! fuzz/ shares), which checks that nothing panics, every problem is well
//! located and the report is safe to print. A problem's message with names
//! and numbers taken out is the shape that guides it.
//!
//! `HALFLINGS_FUZZ_SECS` sets how long it runs (2 s by default);
//! `HALFLINGS_FUZZ_SEED` replays a run. A failing input is written to
//! `target/fuzz-failures/` and can be replayed with `cargo fuzz run
//! load_validate <file>` or by adding it as a seed. For coverage-guided
//! fuzzing with libFuzzer, see fuzz/ and the README.

use halflings_testkit::fuzzer::{Fuzzer, dictionary};
use halflings_testkit::{fuzzing, workspace_root};

use std::fs;
use std::path::{Path, PathBuf};

/// The largest input the mutations grow to.
const MAX_LEN: usize = 64 * 1024;

#[test]
fn load_and_validate_survive_mutated_input() {
    let seeds = seeds();
    assert!(
        seeds.len() > 24,
        "the seeds are the corpus and the shipped tiles"
    );
    Fuzzer {
        name: "load_validate",
        seeds,
        dictionary: dictionary("load_validate.dict"),
        max_len: MAX_LEN,
        target: &|input| {
            fuzzing::run(input)
                .diagnostics
                .iter()
                .map(fuzzing::shape)
                .collect()
        },
    }
    .run();
}

// ------------------------------------------------------------------ seeds

/// The shipped tiles, each with the shipped manifest, and every corpus case
/// whose tree is committed, laid over the corpus base.
fn seeds() -> Vec<Vec<u8>> {
    let root = workspace_root();
    let mut out = Vec::new();
    let manifest = fs::read(root.join("tiles/expansion.toml")).unwrap();
    for set in ["halflings-1", "halflings-2"] {
        for entry in fs::read_dir(root.join("tiles").join(set)).unwrap() {
            let path = entry.unwrap().path();
            let rel = PathBuf::from(set).join(path.file_name().unwrap());
            out.push(fuzzing::join(&[
                (rel, fs::read(&path).unwrap()),
                ("expansion.toml".into(), manifest.clone()),
            ]));
        }
    }
    let corpus = root.join("tests/corpus");
    let base = files_under(&corpus.join("_base/tiles"));
    for entry in fs::read_dir(&corpus).unwrap() {
        let case = entry.unwrap().path();
        let overlay = case.join("tiles");
        if !overlay.is_dir() {
            continue;
        }
        let mut files = base.clone();
        for (rel, bytes) in files_under(&overlay) {
            files.retain(|(r, _)| *r != rel);
            files.push((rel, bytes));
        }
        out.push(fuzzing::join(&files));
    }
    out
}

fn files_under(root: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path.strip_prefix(root).unwrap().to_path_buf();
                out.push((rel, fs::read(&path).unwrap()));
            }
        }
    }
    out.sort();
    out
}
