//! A mutation fuzzer on stable Rust, so that CI can run it: inputs are
//! mutated (bytes, tokens of a libFuzzer dictionary, lines, splices) and
//! each is given to the fuzz target, which panics when a property fails.
//! Guidance: an input that reaches a kind of outcome not seen before (its
//! "shape", such as a problem's message with names and numbers taken out)
//! joins the pool to be mutated further; the count of shapes is the
//! coverage it reports.
//!
//! The catalog's fuzzer (`crates/catalog/tests/it/fuzz.rs`, load and
//! validate) and the sheets' (`crates/sheets/tests/it/fuzz.rs`, Fluent
//! messages through `check` and the sheets' resolution) run on it.
//!
//! `HALFLINGS_FUZZ_SECS` sets how long each runs (2 s by default, so that
//! a plain `cargo test` stays quick); `HALFLINGS_FUZZ_SEED` replays a run.
//! A failing input is written to `target/fuzz-failures/`.

use std::collections::BTreeSet;
use std::fs;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::workspace_root;

/// The longest one input may take before it counts as a hang.
const SLOW: Duration = Duration::from_secs(5);

/// The most inputs kept in the pool.
const POOL: usize = 4096;

/// One fuzzer: what it mutates and what it runs.
pub struct Fuzzer<'a> {
    /// Its name, in its report and in the names of failing inputs.
    pub name: &'a str,
    /// The inputs it starts from.
    pub seeds: Vec<Vec<u8>>,
    /// The tokens it splices in (see [`dictionary`]).
    pub dictionary: Vec<Vec<u8>>,
    /// The largest input the mutations grow to.
    pub max_len: usize,
    /// Runs one input, panicking when a property fails; returns the shapes
    /// of what it reached (none when the input was accepted).
    pub target: &'a dyn Fn(&[u8]) -> Vec<String>,
}

impl Fuzzer<'_> {
    /// Runs for `HALFLINGS_FUZZ_SECS` (2 s by default), then prints what
    /// it did. A panic of the target, or an input slower than 5 s, saves
    /// the input and fails.
    pub fn run(self) {
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
        let name = self.name;
        let mut rng = Rng(seed | 1);
        let mut pool = self.seeds.clone();
        assert!(!pool.is_empty(), "{name}: the fuzzer has seeds");
        let mut shapes: BTreeSet<String> = BTreeSet::new();
        for input in &self.seeds {
            shapes.extend(self.attempt(input, seed));
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
                mutate(&mut input, &pool, &self.dictionary, &mut rng);
                input.truncate(self.max_len);
            }
            let before = Instant::now();
            let found = self.attempt(&input, seed);
            executions += 1;
            if before.elapsed() > SLOW {
                let path = save(&input, name, "slow");
                panic!(
                    "{name}: one input took {:?} (seed {seed}); written to {}",
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
            "fuzz {name}: seed {seed}: {executions} executions in {elapsed:.1} s ({:.0}/s), {accepted} accepted; \
             {} kinds of outcome reached ({seeded} from the seeds); pool {}",
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
    fn attempt(&self, input: &[u8], seed: u64) -> Vec<String> {
        match catch_unwind(AssertUnwindSafe(|| (self.target)(input))) {
            Ok(shapes) => shapes,
            Err(_) => {
                let path = save(input, self.name, "crash");
                panic!(
                    "{}: an input failed a property (above; seed {seed}); written to {}",
                    self.name,
                    path.display()
                );
            }
        }
    }
}

/// Writes a failing input under target/fuzz-failures/ and returns its path.
fn save(input: &[u8], name: &str, kind: &str) -> PathBuf {
    let dir = workspace_root().join("target/fuzz-failures");
    fs::create_dir_all(&dir).expect("target/ is writable");
    let hash = input.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    let path = dir.join(format!("{name}-{kind}-{hash:016x}"));
    fs::write(&path, input).expect("target/ is writable");
    path
}

/// The tokens of the dictionary `fuzz/<name>` (libFuzzer's format: one
/// quoted string a line, with `\xNN` and `\\` escapes).
pub fn dictionary(name: &str) -> Vec<Vec<u8>> {
    let path = workspace_root().join("fuzz").join(name);
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
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
    assert!(out.len() > 20, "fuzz/{name} has its tokens");
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
