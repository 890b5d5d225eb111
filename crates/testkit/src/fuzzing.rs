//! One fuzz input through load and validate, and the properties every
//! outcome must have. Shared by the stable-Rust fuzzer
//! (`crates/catalog/tests/it/fuzz.rs`) and the libFuzzer target
//! (`fuzz/fuzz_targets/load_validate.rs`, which includes this file by its
//! path, so it uses nothing but halflings-catalog and std).
//!
//! An input is one or more files. Bytes before the first marker line are
//! `test/01.toml`; a line `#%% <path>` starts the file at `<path>`, relative
//! to the tiles directory. Without an `expansion.toml` the input gets a
//! manifest declaring the set `test` (prefix `t`) of two tiles.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use halflings_catalog::Diagnostic;

/// The line that starts a file in a fuzz input.
pub const MARK: &[u8] = b"#%% ";

/// The manifest an input gets when it brings none.
pub const MANIFEST: &str = r#"name = "Fuzz"
current_rules = "r"
base_game = { city_tile = 2, city_pennant = 2, unfinished_city_tile = 1, unfinished_city_pennant = 1, road_tile = 1, monastery_tile = 1, farm_city = 3, followers = 7, majority = "most-followers-ties-score-in-full" }

[[set]]
id = "test"
name = "Test set"
prefix = "t"
origin = "fuzz"
year = 2024
symbol = "pentagon"
tiles = 2

[[rules]]
id = "r"
name = "Rules"
date = "2024"
standing = "clarification"
source = "2021-01"
road_city = "per-space"
monastery = "per-space"
max_monastery = 9
note = "fuzz"
pennants_in_shared_space = { value = true, standing = "clarification", source = "2021-01" }
gaps = { city_with_gap_complete = { value = false, standing = "clarification", source = "2021-01" }, road_with_gap_complete = { value = false, standing = "clarification", source = "2021-01" }, gap_interrupts_field = { value = true, standing = "clarification", source = "2021-01" }, neighbouring_gaps_join_fields = { value = false, standing = "clarification", source = "2021-01" }, monastery_needs_each_space_occupied = { value = true, standing = "clarification", source = "2021-01" }, barn_needs_full_corners = { value = true, standing = "clarification", source = "2021-01" }, bridge_needs_two_halflings = { value = true, standing = "clarification", source = "2021-01" }, figures_use_spaces = { value = true, standing = "clarification", source = "2021-01" } }
"#;

/// Splits an input into files, as described above.
pub fn split(input: &[u8]) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    let mut path = PathBuf::from("test/01.toml");
    let mut body: Vec<u8> = Vec::new();
    let mut started = false;
    for line in input.split_inclusive(|&b| b == b'\n') {
        if let Some(rest) = line.strip_prefix(MARK) {
            if started || !body.is_empty() {
                files.push((path, std::mem::take(&mut body)));
            }
            let name = String::from_utf8_lossy(rest).trim().to_owned();
            path = PathBuf::from(name);
            started = true;
        } else {
            body.extend_from_slice(line);
        }
    }
    if started || !body.is_empty() {
        files.push((path, body));
    }
    if !files.iter().any(|(p, _)| p == Path::new("expansion.toml")) {
        files.push(("expansion.toml".into(), MANIFEST.as_bytes().to_vec()));
    }
    files
}

/// Joins files into one input; the inverse of [`split`].
pub fn join(files: &[(PathBuf, Vec<u8>)]) -> Vec<u8> {
    let mut out = Vec::new();
    for (path, bytes) in files {
        out.extend_from_slice(MARK);
        out.extend_from_slice(path.to_string_lossy().as_bytes());
        out.push(b'\n');
        out.extend_from_slice(bytes);
        if !bytes.ends_with(b"\n") {
            out.push(b'\n');
        }
    }
    out
}

/// What one input came to.
pub struct Outcome {
    /// Whether the input was accepted as a valid catalog.
    pub accepted: bool,
    /// The problems reported.
    pub diagnostics: Vec<Diagnostic>,
}

/// Runs one input through load and validate, renders every report, and
/// panics if a property below does not hold. Panics from the stages
/// themselves propagate, for the fuzzer to catch.
pub fn run(input: &[u8]) -> Outcome {
    let source = halflings_catalog::Source::files(Path::new("tiles"), split(input));
    let (accepted, errors) = match halflings_catalog::Catalog::load(source) {
        Ok(catalog) => {
            for tile in catalog.tiles() {
                safe_file_name(tile.id.as_str());
            }
            for set in &catalog.expansion().set {
                safe_file_name(set.id.as_str());
            }
            (true, Vec::new())
        }
        Err(errors) => (false, errors),
    };
    assert!(
        accepted || !errors.is_empty(),
        "a rejection with no problem to show"
    );
    for d in &errors {
        well_located(d);
    }
    let report = halflings_catalog::terminal::render_report(&errors, "fuzz", false);
    if let Some(c) = report
        .chars()
        .find(|&c| c.is_control() && !matches!(c, '\n' | '\t' | '\r'))
    {
        panic!("the report carries the control character {c:?} to the terminal:\n{report}");
    }
    Outcome {
        accepted,
        diagnostics: errors,
    }
}

/// Ids become file names under `out/`: only lower-case letters, digits and
/// dashes, never empty, never a dot name.
fn safe_file_name(id: &str) {
    assert!(
        !id.is_empty()
            && id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            && !id.starts_with('-'),
        "an accepted id is not a safe file name: {id:?}"
    );
}

/// A diagnostic names a file, and its span lies within its source on
/// character boundaries.
pub fn well_located(d: &Diagnostic) {
    assert!(
        !d.file.as_os_str().is_empty(),
        "a problem names no file: {d:?}"
    );
    assert!(
        !d.message.trim().is_empty(),
        "a problem says nothing: {d:?}"
    );
    if let Some(span) = &d.span {
        let source = d.source.as_deref().expect("a span comes with its source");
        assert!(
            span.start <= span.end
                && span.end <= source.len()
                && source.is_char_boundary(span.start)
                && source.is_char_boundary(span.end),
            "span {span:?} does not lie within the text ({} bytes): {d}",
            source.len()
        );
    }
}

/// The shape of a problem, its message with names, numbers and quoted
/// values taken out: the fuzzers' measure of how many kinds of outcome they
/// reached.
pub fn shape(d: &Diagnostic) -> String {
    let mut out = String::new();
    let mut quote: Option<char> = None;
    for c in d.message.chars() {
        match quote {
            Some(q) if c == q => {
                out.push(c);
                quote = None;
            }
            Some(_) => {}
            None if c == '`' || c == '"' => {
                out.push(c);
                quote = Some(c);
            }
            None if c.is_ascii_digit() => {
                if !out.ends_with('#') {
                    out.push('#');
                }
            }
            // Values quoted as JSON (`[{},...] has more than 9 items`).
            None if "[]{},:".contains(c) => {}
            None => out.push(c),
        }
    }
    let out = out.replace("\"\"", "").replace("#.#", "#");
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    let path = d.file.to_string_lossy();
    let kind = if path.ends_with("expansion.toml") {
        "manifest"
    } else {
        "tile"
    };
    format!("{kind}: {out}")
}
