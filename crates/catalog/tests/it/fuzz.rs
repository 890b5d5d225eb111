//! A mutation fuzzer over load and validate that runs on stable Rust, so that
//! CI can run it: inputs from the bad-input corpus and the shipped tiles are
//! mutated (bytes, TOML tokens from fuzz/load_validate.dict, lines, splices)
//! and run in-process through halflings-testkit's `fuzzing` (the harness
//! the libFuzzer target in fuzz/ shares), which checks that nothing
//! panics, every problem is well located and the report is safe to print.
//!
//! Guidance: an input that reaches a kind of problem not seen before (its
//! message with names and numbers taken out) joins the pool to be mutated
//! further; the count of such kinds is the coverage it reports.
//!
//! `HALFLINGS_FUZZ_SECS` sets how long it runs (2 s by default, so that a
//! plain `cargo test` stays quick); `HALFLINGS_FUZZ_SEED` replays a run. A
//! failing input is written to `target/fuzz-failures/` and can be replayed
//! with `cargo fuzz run load_validate <file>` or by adding it as a seed.
//! For coverage-guided fuzzing with libFuzzer, see fuzz/ and the README.

use halflings_testkit::{fuzzing, workspace_root};

use std::collections::BTreeSet;
use std::fs;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The longest one input may take before it counts as a hang.
const SLOW: Duration = Duration::from_secs(5);

/// The most inputs kept in the pool.
const POOL: usize = 4096;

/// The largest input the mutations grow to.
const MAX_LEN: usize = 64 * 1024;

#[test]
fn load_and_validate_survive_mutated_input() {
    let secs: f64 = std::env::var("HALFLINGS_FUZZ_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2.0);
    let seed: u64 = std::env::var("HALFLINGS_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(1)
        });
    let mut rng = Rng(seed | 1);
    let dictionary = dictionary();
    let mut pool = seeds();
    assert!(
        pool.len() > 24,
        "the seeds are the corpus and the shipped tiles"
    );
    let mut shapes: BTreeSet<String> = BTreeSet::new();
    for input in pool.clone() {
        shapes.extend(try_input(&input));
    }
    let seeded = shapes.len();

    let started = Instant::now();
    let budget = Duration::from_secs_f64(secs);
    let mut executions: u64 = 0;
    let mut accepted: u64 = 0;
    while started.elapsed() < budget {
        let parent = &pool[rng.below(pool.len())];
        let mut input = parent.clone();
        for _ in 0..1 + rng.below(4) {
            mutate(&mut input, &pool, &dictionary, &mut rng);
        }
        let before = Instant::now();
        let found = try_input(&input);
        executions += 1;
        if before.elapsed() > SLOW {
            let path = save(&input, "slow");
            panic!(
                "one input took {:?} (seed {seed}); written to {}",
                before.elapsed(),
                path.display()
            );
        }
        if found.is_empty() {
            accepted += 1;
        }
        let mut new = false;
        for shape in found {
            new |= shapes.insert(shape);
        }
        if new {
            if pool.len() >= POOL {
                let at = rng.below(pool.len());
                pool.swap_remove(at);
            }
            pool.push(input);
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    println!(
        "fuzz: seed {seed}: {executions} executions in {elapsed:.1} s ({:.0}/s), {accepted} accepted; \
         {} kinds of problem reached ({seeded} from the seeds); pool {}",
        executions as f64 / elapsed.max(1e-9),
        shapes.len(),
        pool.len()
    );
    if std::env::var_os("HALFLINGS_FUZZ_SHAPES").is_some() {
        for shape in &shapes {
            println!("  {shape}");
        }
    }
}

/// Runs one input, turning a panic into a saved input and a failure.
/// Returns the kinds of problem it reached (none when it was accepted).
fn try_input(input: &[u8]) -> Vec<String> {
    match catch_unwind(AssertUnwindSafe(|| fuzzing::run(input))) {
        Ok(outcome) => outcome.diagnostics.iter().map(fuzzing::shape).collect(),
        Err(_) => {
            let path = save(input, "crash");
            panic!(
                "an input made load or validate panic (above); written to {}",
                path.display()
            );
        }
    }
}

/// Writes a failing input under target/fuzz-failures/ and returns its path.
fn save(input: &[u8], kind: &str) -> PathBuf {
    let dir = workspace_root().join("target/fuzz-failures");
    fs::create_dir_all(&dir).expect("target/ is writable");
    let hash = input.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    let path = dir.join(format!("{kind}-{hash:016x}"));
    fs::write(&path, input).expect("target/ is writable");
    path
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

/// The tokens of fuzz/load_validate.dict (libFuzzer's format: one quoted
/// string a line, with `\xNN` and `\\` escapes).
fn dictionary() -> Vec<Vec<u8>> {
    let path = workspace_root().join("fuzz/load_validate.dict");
    let text = fs::read_to_string(path).expect("fuzz/load_validate.dict");
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        let Some(body) = line.strip_prefix('"').and_then(|l| l.strip_suffix('"')) else {
            continue;
        };
        let bytes = body.as_bytes();
        let mut token = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'\\' && bytes.get(i + 1) == Some(&b'x') && i + 3 < bytes.len() {
                let hex = std::str::from_utf8(&bytes[i + 2..i + 4]).unwrap_or("3f");
                token.push(u8::from_str_radix(hex, 16).unwrap_or(b'?'));
                i += 4;
            } else if bytes[i] == b'\\' && i + 1 < bytes.len() {
                token.push(bytes[i + 1]);
                i += 2;
            } else {
                token.push(bytes[i]);
                i += 1;
            }
        }
        out.push(token);
    }
    assert!(out.len() > 50, "the dictionary has its tokens");
    out
}

// ------------------------------------------------------------------ mutations

/// xorshift64*: small, fast, and replayable from its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..n` (0 when `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const INTERESTING: &[u8] = b"\0\xff\n\r\t\"'[]{}=.,#\\\x1b\x7f-_0129azAZ ";

fn mutate(input: &mut Vec<u8>, pool: &[Vec<u8>], dictionary: &[Vec<u8>], rng: &mut Rng) {
    let len = input.len();
    let at = rng.below(len + 1);
    match rng.below(11) {
        0 if len > 0 => {
            let i = rng.below(len);
            input[i] ^= 1 << rng.below(8);
        }
        1 if len > 0 => {
            let i = rng.below(len);
            input[i] = INTERESTING[rng.below(INTERESTING.len())];
        }
        2 if len > 0 => {
            let end = (at + 1 + rng.below(16)).min(len);
            input.drain(at.min(len)..end);
        }
        3 if len > 0 => {
            let from = rng.below(len);
            let end = (from + 1 + rng.below(64)).min(len);
            let chunk = input[from..end].to_vec();
            input.splice(at..at, chunk);
        }
        4 | 5 => {
            let token = &dictionary[rng.below(dictionary.len())];
            input.splice(at..at, token.iter().copied());
        }
        6 => replace_a_string(input, dictionary, rng),
        7 => {
            let other = &pool[rng.below(pool.len())];
            if !other.is_empty() {
                let from = rng.below(other.len());
                let end = (from + 1 + rng.below(256)).min(other.len());
                input.splice(at..at, other[from..end].iter().copied());
            }
        }
        8 if len > 0 => input.truncate(at),
        9 => duplicate_or_drop_a_line(input, rng),
        _ => {
            let lines: Vec<&[u8]> = input.split_inclusive(|&b| b == b'\n').collect();
            if lines.len() > 1 {
                let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
                let mut lines: Vec<Vec<u8>> = lines.iter().map(|l| l.to_vec()).collect();
                lines.swap(a, b);
                *input = lines.concat();
            }
        }
    }
    input.truncate(MAX_LEN);
}

/// Replaces the text between one pair of double quotes with a token.
fn replace_a_string(input: &mut Vec<u8>, dictionary: &[Vec<u8>], rng: &mut Rng) {
    let quotes: Vec<usize> = input
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'"')
        .map(|(i, _)| i)
        .collect();
    if quotes.len() < 2 {
        return;
    }
    let k = rng.below(quotes.len() - 1);
    let (open, close) = (quotes[k], quotes[k + 1]);
    let token = &dictionary[rng.below(dictionary.len())];
    let token: Vec<u8> = token.iter().copied().filter(|&b| b != b'"').collect();
    input.splice(open + 1..close, token);
}

fn duplicate_or_drop_a_line(input: &mut Vec<u8>, rng: &mut Rng) {
    let mut lines: Vec<Vec<u8>> = input
        .split_inclusive(|&b| b == b'\n')
        .map(<[u8]>::to_vec)
        .collect();
    if lines.is_empty() {
        return;
    }
    let i = rng.below(lines.len());
    if rng.below(2) == 0 {
        let line = lines[i].clone();
        lines.insert(i, line);
    } else {
        lines.remove(i);
    }
    *input = lines.concat();
}
