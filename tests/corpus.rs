//! The bad-input corpus: every case under `tests/corpus/` is a broken or
//! hostile tiles directory, and `halflings` must answer each with exit code
//! 1 and a clear error naming the file (with line and column where there is
//! one), without panicking, and without changing anything on disk: neither
//! the tiles nor the output directory, nor anything beside them.
//!
//! A case is a folder holding `case.toml` and, usually, a `tiles/` tree that
//! is laid file by file over `tests/corpus/_base/tiles` (a manifest and two
//! valid tiles). `case.toml` says:
//!
//! ```toml
//! about = "What the case shows."
//! base = "none"              # start from nothing instead of _base
//! remove = ["test/02.toml"]  # paths under tiles/ to delete after the overlay
//! setup = "fifo"             # a generator below, for what git cannot hold
//!                            # or should not: big files, links, pipes
//! [expect]
//! file = "tiles/test/01.toml"  # the file the error names, as printed
//! at = "14:12"                 # line:col; left out for a whole-file error
//! message = ["TOML syntax"]    # text the same error must contain
//! ```
//!
//! Each case runs `halflings check --tiles tiles` and `halflings build
//! --tiles tiles --out out` in a scratch folder; see [`BUILD_LANDED`] for
//! what is asserted of `build`. To read every report:
//! `HALFLINGS_CORPUS_SHOW=1 cargo test --test corpus -- --nocapture --test-threads 1`.

// The helpers of the one test binary, tests/it; the corpus needs only
// `BUILD_LANDED` of them.
#[allow(dead_code)]
#[path = "it/common/mod.rs"]
mod common;

use std::collections::BTreeMap;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use libtest_mimic::{Arguments, Failed, Trial};
use serde::Deserialize;

use common::BUILD_LANDED;

/// How long one run of the binary may take before it counts as a hang.
const TIMEOUT: Duration = Duration::from_secs(60);

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    about: String,
    #[serde(default)]
    base: Option<String>,
    #[serde(default)]
    remove: Vec<String>,
    #[serde(default)]
    setup: Option<String>,
    expect: Expect,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    file: String,
    #[serde(default)]
    at: Option<String>,
    message: Vec<String>,
}

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

/// Every case, by name.
fn cases() -> Vec<(String, PathBuf, Case)> {
    let mut out = Vec::new();
    for entry in fs::read_dir(corpus_dir()).expect("tests/corpus exists") {
        let dir = entry.unwrap().path();
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with('_') || !dir.is_dir() {
            continue;
        }
        let text = fs::read_to_string(dir.join("case.toml"))
            .unwrap_or_else(|e| panic!("{name}/case.toml: {e}"));
        let case: Case = toml::from_str(&text).unwrap_or_else(|e| panic!("{name}/case.toml: {e}"));
        out.push((name, dir, case));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn main() {
    let args = Arguments::from_args();
    let root = running_as_root();
    let mut trials = vec![Trial::test("corpus_covers_every_kind_of_bad_input", || {
        covers_every_category(&cases())
    })];
    for (name, dir, case) in cases() {
        // Root reads a chmod 000 file: the one case that cannot hold as root.
        // tree-unreadable-fifo covers an unreadable file for root too.
        let skip = root && case.setup.as_deref() == Some("unreadable");
        let trial = Trial::test(name.clone(), move || run_case(&name, &dir, &case));
        trials.push(if skip {
            trial
                .with_kind("skipped: root reads a chmod 000 file")
                .with_ignored_flag(true)
        } else {
            trial
        });
    }
    libtest_mimic::run(&args, trials).exit();
}

/// At least 40 cases, with each kind of bad input the corpus is for.
fn covers_every_category(cases: &[(String, PathBuf, Case)]) -> Result<(), Failed> {
    let minimum = [
        ("toml-", 3),
        ("text-", 4),
        ("schema-", 4),
        ("meaning-", 12),
        ("tree-", 8),
        ("size-", 4),
        ("hostile-", 6),
    ];
    let mut problems = Vec::new();
    for (prefix, least) in minimum {
        let n = cases
            .iter()
            .filter(|(n, _, _)| n.starts_with(prefix))
            .count();
        if n < least {
            problems.push(format!("{prefix}*: {n} cases, want at least {least}"));
        }
    }
    if cases.len() < 40 {
        problems.push(format!("{} cases, want at least 40", cases.len()));
    }
    let strays: Vec<&str> = cases
        .iter()
        .map(|(n, _, _)| n.as_str())
        .filter(|n| !minimum.iter().any(|(p, _)| n.starts_with(p)))
        .collect();
    if !strays.is_empty() {
        problems.push(format!("cases outside every category: {strays:?}"));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n").into())
    }
}

fn run_case(name: &str, dir: &Path, case: &Case) -> Result<(), Failed> {
    assert!(!case.about.is_empty(), "{name}: say what the case shows");
    let scratch = tempfile::tempdir()?;
    let work = scratch.path().join("run");
    let tiles = work.join("tiles");
    fs::create_dir_all(&work)?;
    match case.base.as_deref() {
        None => copy_tree(&corpus_dir().join("_base/tiles"), &tiles)?,
        Some("none") => {}
        Some(other) => return Err(format!("unknown base {other:?}").into()),
    }
    if dir.join("tiles").is_dir() {
        copy_tree(&dir.join("tiles"), &tiles)?;
    }
    for rel in &case.remove {
        fs::remove_file(tiles.join(rel)).map_err(|e| format!("remove {rel}: {e}"))?;
    }
    if let Some(setup) = &case.setup {
        run_setup(setup, &work).map_err(|e| format!("setup {setup}: {e}"))?;
    }
    // What a previous build left: a failed run must leave it as it was.
    fs::create_dir_all(work.join("out/tiles"))?;
    fs::write(work.join("out/index.html"), "<!-- a previous build -->\n")?;
    fs::write(work.join("out/tiles/t-01.svg"), "<svg/>\n")?;

    let before = snapshot(scratch.path())?;
    let mut problems = Vec::new();

    let check = halflings(&work, &["check", "--tiles", "tiles"])?;
    if std::env::var_os("HALFLINGS_CORPUS_SHOW").is_some() {
        println!("== {name}\n{}", clipped(&check.stderr));
    }
    problems.extend(check.safety().into_iter().map(|p| format!("check: {p}")));
    problems.extend(
        check
            .names(&case.expect)
            .into_iter()
            .map(|p| format!("check: {p}")),
    );
    problems.extend(unchanged(&before, &snapshot(scratch.path())?, "check"));

    let build = halflings(&work, &["build", "--tiles", "tiles", "--out", "out"])?;
    problems.extend(build.safety().into_iter().map(|p| format!("build: {p}")));
    if BUILD_LANDED {
        problems.extend(
            build
                .names(&case.expect)
                .into_iter()
                .map(|p| format!("build: {p}")),
        );
    }
    problems.extend(unchanged(&before, &snapshot(scratch.path())?, "build"));

    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{name}: {}\n{}\n--- check's stderr:\n{}",
            case.about,
            problems.join("\n"),
            clipped(&check.stderr)
        )
        .into())
    }
}

// ------------------------------------------------------------------ running

/// A report cut to a readable size for a failure message.
fn clipped(text: &str) -> String {
    let lines: Vec<String> = text
        .lines()
        .take(60)
        .map(|l| match l.char_indices().nth(160) {
            Some((i, _)) => format!("{}...", &l[..i]),
            None => l.to_owned(),
        })
        .collect();
    lines.join("\n")
}

struct Run {
    args: String,
    code: Option<i32>,
    stdout: String,
    stderr: String,
    elapsed: Duration,
    timed_out: bool,
}

/// Runs the binary in `dir`, killing it after [`TIMEOUT`].
fn halflings(dir: &Path, args: &[&str]) -> Result<Run, Failed> {
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env_remove("RUST_BACKTRACE")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        out_pipe.read_to_end(&mut buf).map(|_| buf)
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        err_pipe.read_to_end(&mut buf).map(|_| buf)
    });
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if started.elapsed() > TIMEOUT {
            timed_out = true;
            child.kill()?;
            break child.wait()?;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = out_reader.join().unwrap()?;
    let stderr = err_reader.join().unwrap()?;
    Ok(Run {
        args: args.join(" "),
        code: status.code(),
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        elapsed: started.elapsed(),
        timed_out,
    })
}

impl Run {
    /// What must hold of every run, whatever the command: it ends, by
    /// itself, without a panic, and prints no control character that could
    /// drive the terminal.
    fn safety(&self) -> Vec<String> {
        let mut problems = Vec::new();
        if self.timed_out {
            problems.push(format!(
                "`halflings {}` did not finish within {TIMEOUT:?}",
                self.args
            ));
        }
        if self.code.is_none() && !self.timed_out {
            problems.push("killed by a signal".to_owned());
        }
        for (stream, text) in [("stdout", &self.stdout), ("stderr", &self.stderr)] {
            if text.contains("panicked") || text.contains("RUST_BACKTRACE") {
                problems.push(format!("{stream} shows a panic"));
            }
            if let Some(c) = text
                .chars()
                .find(|&c| c.is_control() && !matches!(c, '\n' | '\t'))
            {
                problems.push(format!("{stream} carries the control character {c:?}"));
            }
        }
        problems
    }

    /// The run failed with exit code 1, and one of its reports names the
    /// expected file (and position) and says the expected words.
    fn names(&self, expect: &Expect) -> Vec<String> {
        let mut problems = Vec::new();
        if self.code != Some(1) {
            problems.push(format!(
                "exit code {:?}, want 1 (after {:?})",
                self.code, self.elapsed
            ));
        }
        let prefix = match &expect.at {
            Some(at) => format!("{}:{at}: ", expect.file),
            None => format!("{}: ", expect.file),
        };
        let blocks: Vec<&str> = self.stderr.split("\n\n").collect();
        let located: Vec<&str> = blocks
            .iter()
            .copied()
            .filter(|b| b.lines().next().is_some_and(|l| l.contains(&prefix)))
            .collect();
        if located.is_empty() {
            problems.push(format!("no error starts with `{prefix}`"));
            return problems;
        }
        let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        let found = located.iter().any(|block| {
            let block = flat(block);
            expect.message.iter().all(|m| block.contains(&flat(m)))
        });
        if !found {
            problems.push(format!(
                "no error at `{prefix}` says all of {:?}",
                expect.message
            ));
        }
        problems
    }
}

// ------------------------------------------------------------------ snapshots

/// What one entry on disk is, in full, links not followed.
#[derive(Debug, PartialEq, Eq)]
enum Entry {
    Dir(u32),
    File(u32, Vec<u8>),
    Link(PathBuf),
    Other(String),
}

/// Every entry under `root`, by path.
fn snapshot(root: &Path) -> std::io::Result<BTreeMap<PathBuf, Entry>> {
    use std::os::unix::fs::PermissionsExt;
    let mut out = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir)? {
            let path = entry?.path();
            let meta = fs::symlink_metadata(&path)?;
            let mode = meta.permissions().mode();
            let rel = path.strip_prefix(root).unwrap().to_path_buf();
            let kind = meta.file_type();
            let entry = if kind.is_symlink() {
                Entry::Link(fs::read_link(&path)?)
            } else if kind.is_dir() {
                stack.push(path.clone());
                Entry::Dir(mode)
            } else if kind.is_file() {
                match fs::read(&path) {
                    Ok(bytes) => Entry::File(mode, bytes),
                    Err(e) => Entry::Other(format!("unreadable file {mode:o}: {e}")),
                }
            } else {
                Entry::Other(format!("{kind:?} {mode:o}"))
            };
            out.insert(rel, entry);
        }
    }
    Ok(out)
}

/// The differences between two snapshots, as problems.
fn unchanged(
    before: &BTreeMap<PathBuf, Entry>,
    after: &BTreeMap<PathBuf, Entry>,
    command: &str,
) -> Vec<String> {
    let mut problems = Vec::new();
    for (path, entry) in after {
        match before.get(path) {
            None => problems.push(format!("{command} created {}", path.display())),
            Some(old) if old != entry => {
                problems.push(format!("{command} changed {}", path.display()))
            }
            Some(_) => {}
        }
    }
    for path in before.keys().filter(|p| !after.contains_key(*p)) {
        problems.push(format!("{command} removed {}", path.display()));
    }
    problems.truncate(20);
    problems
}

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_tree(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

fn running_as_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    let probe = tempfile::NamedTempFile::new().expect("a temporary file");
    probe
        .as_file()
        .metadata()
        .map(|m| m.uid() == 0)
        .unwrap_or(false)
}

// ------------------------------------------------------------------ setups

/// Makes what a case cannot hold in git (or should not): `work` holds
/// `tiles/`, already laid out from the base and the case.
fn run_setup(setup: &str, work: &Path) -> Result<(), String> {
    use std::os::unix::fs::{PermissionsExt, symlink};
    let tiles = work.join("tiles");
    let tile2 = tiles.join("test/02.toml");
    let io = |e: std::io::Error| e.to_string();
    // The second tile with `line` as its second line.
    let deep_tile = |line: String| format!("id = \"t-02\"\n{line}\n");
    match setup {
        "empty-tiles-directory" => fs::create_dir_all(&tiles).map_err(io)?,
        "tiles-is-a-file" => fs::write(&tiles, "not a directory\n").map_err(io)?,
        "fifo" => {
            let status = Command::new("mkfifo").arg(&tile2).status().map_err(io)?;
            if !status.success() {
                return Err("mkfifo failed".to_owned());
            }
        }
        "unreadable" => {
            fs::set_permissions(&tile2, fs::Permissions::from_mode(0o000)).map_err(io)?
        }
        "symlink-loop" => symlink("02.toml", &tile2).map_err(io)?,
        "directory-link-loop" => symlink(".", tiles.join("test/loop")).map_err(io)?,
        "link-outside" => {
            let outside = work.join("outside.toml");
            fs::copy(tile2.with_file_name("01.toml"), &outside).map_err(io)?;
            symlink("../../outside.toml", &tile2).map_err(io)?;
        }
        "directory-named-like-a-tile" => fs::create_dir(&tile2).map_err(io)?,
        "file-20-mb" => {
            let mut text = String::from("id = \"t-02\"\nname = \"");
            text.push_str(&"x".repeat(20 * 1024 * 1024));
            text.push_str("\"\n");
            fs::write(&tile2, text).map_err(io)?;
        }
        "nested-arrays-10000" => fs::write(
            &tile2,
            deep_tile(format!("x = {}{}", "[".repeat(10_000), "]".repeat(10_000))),
        )
        .map_err(io)?,
        "nested-inline-tables-10000" => fs::write(
            &tile2,
            deep_tile(format!(
                "x = {}1{}",
                "{a = ".repeat(10_000),
                "}".repeat(10_000)
            )),
        )
        .map_err(io)?,
        "dotted-keys-10000" => fs::write(
            &tile2,
            deep_tile(format!("{} = 1", vec!["a"; 10_000].join("."))),
        )
        .map_err(io)?,
        "table-header-10000" => fs::write(
            &tile2,
            deep_tile(format!("[{}]", vec!["a"; 10_000].join("."))),
        )
        .map_err(io)?,
        "half-a-million-values" => fs::write(
            &tile2,
            deep_tile(format!("x = [{}1]", "1,".repeat(500_000))),
        )
        .map_err(io)?,
        "tile-files-100001" => {
            // With the base's two tiles, 100 001 in all.
            let set = tiles.join("test");
            for i in 0..99_999 {
                fs::File::create(set.join(format!("{i:06}.toml"))).map_err(io)?;
            }
        }
        "flood-of-problems" => {
            let mut text = fs::read_to_string(&tile2).map_err(io)?;
            for i in 0..2_000 {
                text.push_str(&format!(
                    "\n[[city]]\nid = \"c{i}\"\nslots = [\"north-left\"]\n"
                ));
            }
            fs::write(&tile2, text).map_err(io)?;
        }
        "file-name-with-escape" => {
            fs::copy(&tile2, tiles.join("test/\u{1b}[31m.toml")).map_err(io)?;
        }
        other => return Err(format!("no setup named {other:?}")),
    }
    Ok(())
}
