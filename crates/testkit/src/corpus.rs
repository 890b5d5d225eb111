//! The bad-input corpus: every case under `tests/corpus/` is a broken or
//! hostile tiles directory. The catalog's harness
//! (`crates/catalog/tests/corpus.rs`) loads each in process; the command
//! line's (`tests/corpus.rs`) runs `halflings check` and `halflings build`
//! on each. This module reads the cases and lays each out in a scratch
//! folder, and takes the snapshots that show nothing on disk changed.
//!
//! A case is a folder holding `case.toml` and, usually, a `tiles/` tree that
//! is laid file by file over `tests/corpus/_base/tiles` (a manifest and two
//! valid tiles). Most cases expect an error; a case at a limit, the input
//! just within it, expects the definitions to be accepted (`accepted =
//! true` in place of `[expect]`), and `build` to make them. `case.toml`
//! says:
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
//! or, for a case the definitions pass:
//!
//! ```toml
//! about = "A message of exactly the largest size allowed."
//! setup = "english-longest-message"
//! accepted = true
//! ```

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;

/// One case of the corpus.
#[derive(Debug)]
pub struct Case {
    /// The case's folder name, which is the test's name.
    pub name: String,
    /// The case's folder.
    pub dir: PathBuf,
    /// What `case.toml` says.
    pub spec: Spec,
}

/// A case's `case.toml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spec {
    /// What the case shows.
    pub about: String,
    /// `none` to start from nothing instead of `_base/tiles`.
    #[serde(default)]
    pub base: Option<String>,
    /// Paths under `tiles/` to delete after the overlay.
    #[serde(default)]
    pub remove: Vec<String>,
    /// A generator of what git cannot hold (see [`Case::lay_out`]).
    #[serde(default)]
    pub setup: Option<String>,
    /// The error the case must be answered with; `None` when the case is
    /// `accepted`.
    #[serde(default)]
    pub expect: Option<Expect>,
    /// The definitions are valid: `check` and `build` accept them.
    #[serde(default)]
    pub accepted: bool,
}

/// The error a case must be answered with.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The file the error names, as printed (`tiles/test/01.toml`).
    pub file: String,
    /// `line:col`; `None` for an error about a whole file.
    #[serde(default)]
    pub at: Option<String>,
    /// Text the same error must contain, each compared with its runs of
    /// white space made one space.
    pub message: Vec<String>,
}

impl Expect {
    /// What a report of the expected error starts with:
    /// `tiles/test/01.toml:14:12: `, or `tiles/test/01.toml: `.
    pub fn prefix(&self) -> String {
        match &self.at {
            Some(at) => format!("{}:{at}: ", self.file),
            None => format!("{}: ", self.file),
        }
    }

    /// What is wrong with `reports` (each problem's report, its first line
    /// naming where it is): empty when one names the expected place and
    /// says all the expected words.
    pub fn problems(&self, reports: &[&str]) -> Vec<String> {
        let prefix = self.prefix();
        let located: Vec<&str> = reports
            .iter()
            .copied()
            .filter(|r| r.lines().next().is_some_and(|l| l.contains(&prefix)))
            .collect();
        if located.is_empty() {
            return vec![format!("no error starts with `{prefix}`")];
        }
        let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        let found = located.iter().any(|report| {
            let report = flat(report);
            self.message.iter().all(|m| report.contains(&flat(m)))
        });
        if found {
            Vec::new()
        } else {
            vec![format!(
                "no error at `{prefix}` says all of {:?}",
                self.message
            )]
        }
    }
}

/// The corpus folder, `tests/corpus/`.
pub fn dir() -> PathBuf {
    crate::workspace_root().join("tests/corpus")
}

/// Every case, by name.
pub fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir()).expect("tests/corpus exists") {
        let dir = entry.unwrap().path();
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with('_') || !dir.is_dir() {
            continue;
        }
        let text = fs::read_to_string(dir.join("case.toml"))
            .unwrap_or_else(|e| panic!("{name}/case.toml: {e}"));
        let spec: Spec = toml::from_str(&text).unwrap_or_else(|e| panic!("{name}/case.toml: {e}"));
        assert!(
            spec.accepted != spec.expect.is_some(),
            "{name}/case.toml: give either [expect] or accepted = true"
        );
        out.push(Case { name, dir, spec });
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

/// At least 40 cases, with each kind of bad input the corpus is for, and
/// none outside every kind; the problems otherwise.
pub fn covers_every_category(cases: &[Case]) -> Result<(), String> {
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
        let n = cases.iter().filter(|c| c.name.starts_with(prefix)).count();
        if n < least {
            problems.push(format!("{prefix}*: {n} cases, want at least {least}"));
        }
    }
    if cases.len() < 40 {
        problems.push(format!("{} cases, want at least 40", cases.len()));
    }
    let strays: Vec<&str> = cases
        .iter()
        .map(|c| c.name.as_str())
        .filter(|n| !minimum.iter().any(|(p, _)| n.starts_with(p)))
        .collect();
    if !strays.is_empty() {
        problems.push(format!("cases outside every category: {strays:?}"));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

impl Case {
    /// Why the case cannot hold here, if it cannot: root reads a chmod 000
    /// file (tree-unreadable-fifo covers an unreadable file for root too),
    /// and a system without `mkfifoat` gets no FIFO.
    pub fn skipped(&self, as_root: bool) -> Option<&'static str> {
        match self.spec.setup.as_deref() {
            Some("unreadable") if as_root => Some("skipped: root reads a chmod 000 file"),
            Some("fifo") if !FIFOS => Some("skipped: no mkfifoat on this system"),
            _ => None,
        }
    }

    /// Lays the case out under `work`: `work/tiles` from the base, the
    /// case's own files, its removals and its setup.
    pub fn lay_out(&self, work: &Path) -> Result<(), String> {
        let io = |e: std::io::Error| e.to_string();
        let tiles = work.join("tiles");
        fs::create_dir_all(work).map_err(io)?;
        match self.spec.base.as_deref() {
            None => copy(&dir().join("_base/tiles"), &tiles).map_err(io)?,
            Some("none") => {}
            Some(other) => return Err(format!("unknown base {other:?}")),
        }
        if self.dir.join("tiles").is_dir() {
            copy(&self.dir.join("tiles"), &tiles).map_err(io)?;
        }
        for rel in &self.spec.remove {
            fs::remove_file(tiles.join(rel)).map_err(|e| format!("remove {rel}: {e}"))?;
        }
        if let Some(setup) = &self.spec.setup {
            run_setup(setup, work).map_err(|e| format!("setup {setup}: {e}"))?;
        }
        Ok(())
    }
}

/// Whether this system can make the FIFO of the case `tree-unreadable-fifo`.
const FIFOS: bool = cfg!(not(target_vendor = "apple"));

fn copy(from: &Path, to: &Path) -> std::io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

/// One test a case of the corpus, each running `run` on its case; a case
/// that cannot hold here ([`Case::skipped`]) is ignored, saying why. The
/// catalog's harness and the command line's share this, each with its own
/// `run`.
pub fn trials(run: fn(&Case) -> Result<(), libtest_mimic::Failed>) -> Vec<libtest_mimic::Trial> {
    let root = running_as_root();
    cases()
        .into_iter()
        .map(|case| {
            let skip = case.skipped(root);
            let trial = libtest_mimic::Trial::test(case.name.clone(), move || run(&case));
            match skip {
                Some(why) => trial.with_kind(why).with_ignored_flag(true),
                None => trial,
            }
        })
        .collect()
}

/// Whether the tests run as root, who reads any file.
pub fn running_as_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    let probe = tempfile::NamedTempFile::new().expect("a temporary file");
    probe
        .as_file()
        .metadata()
        .map(|m| m.uid() == 0)
        .unwrap_or(false)
}

// ------------------------------------------------------------------ snapshots

/// What one entry on disk is, in full, links not followed.
#[derive(Debug, PartialEq, Eq)]
pub enum Entry {
    /// A directory, with its mode.
    Dir(u32),
    /// A file, with its mode and its bytes.
    File(u32, Vec<u8>),
    /// A symbolic link, with its target.
    Link(PathBuf),
    /// Anything else (a FIFO, an unreadable file), described.
    Other(String),
}

/// Every entry under `root`, by path.
pub fn snapshot(root: &Path) -> std::io::Result<BTreeMap<PathBuf, Entry>> {
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

/// The differences between two snapshots, as problems of `command` (at
/// most 20).
pub fn unchanged(
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

/// A report cut to a readable size for a failure message.
pub fn clipped(text: &str) -> String {
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
        "fifo" => make_fifo(&tile2).map_err(io)?,
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
        "language-file-2-mb" => {
            let mut text = String::from("hello = Hallo\n");
            while text.len() < 2 * 1024 * 1024 {
                text.push_str("# A comment that makes the file large.\n");
            }
            fs::write(tiles.join("lang/de.ftl"), text).map_err(io)?;
        }
        "message-nesting-10000" => fs::write(
            tiles.join("lang/de.ftl"),
            format!(
                "hello = Hallo\ntiles = {}{{ $count }}{} Plättchen\n",
                "{ ".repeat(10_000),
                " }".repeat(10_000)
            ),
        )
        .map_err(io)?,
        "message-of-a-megabyte" => fs::write(
            tiles.join("lang/de.ftl"),
            format!(
                "hello = Hallo\ntiles = {{ $count }} {}\n",
                "Plättchen ".repeat(90_000)
            ),
        )
        .map_err(io)?,
        "english-longest-message" | "english-nesting-at-the-limit" => {
            let english = fs::read_to_string(crate::workspace_root().join("tiles/lang/en.ftl"))
                .map_err(io)?;
            fs::create_dir_all(tiles.join("lang")).map_err(io)?;
            fs::write(tiles.join("lang/en.ftl"), at_the_limit(setup, &english)?).map_err(io)?;
        }
        "file-name-with-escape" => {
            fs::copy(&tile2, tiles.join("test/\u{1b}[31m.toml")).map_err(io)?;
        }
        other => return Err(format!("no setup named {other:?}")),
    }
    Ok(())
}

/// The shipped English with messages at a limit of
/// `halflings_catalog::limits`. `english-longest-message` makes three
/// messages exactly [`MAX_MESSAGE_BYTES`] long: the rule reference's
/// legend (a paragraph) and the print-and-cut sheets' note (on every page,
/// each drawn alone) of words, and the rule reference's title of one long
/// word. `english-nesting-at-the-limit` nests the title's placeables
/// [`MAX_MESSAGE_NESTING`] deep.
///
/// [`MAX_MESSAGE_BYTES`]: halflings_catalog::limits::MAX_MESSAGE_BYTES
/// [`MAX_MESSAGE_NESTING`]: halflings_catalog::limits::MAX_MESSAGE_NESTING
fn at_the_limit(setup: &str, english: &str) -> Result<String, String> {
    use halflings_catalog::limits::{MAX_MESSAGE_BYTES, MAX_MESSAGE_NESTING};
    // `text` with the one-line message `id` given `value`.
    let replace = |text: &str, id: &str, value: &str| -> Result<String, String> {
        let start = text
            .find(&format!("\n{id} ="))
            .ok_or_else(|| format!("the shipped English has no message {id}"))?
            + 1;
        let end = text[start..].find('\n').map_or(text.len(), |i| start + i);
        Ok(format!("{}{id} = {value}{}", &text[..start], &text[end..]))
    };
    match setup {
        "english-longest-message" => {
            let mut words = "Halflings ".repeat(MAX_MESSAGE_BYTES / 10 + 1);
            words.truncate(MAX_MESSAGE_BYTES - 1);
            words.push('.');
            let text = replace(english, "legend-intro", &words)?;
            let text = replace(&text, "cut-note", &words)?;
            replace(&text, "rules-title", &"H".repeat(MAX_MESSAGE_BYTES))
        }
        _ => {
            let value = format!(
                "{}\"Halflings\"{}",
                "{ ".repeat(MAX_MESSAGE_NESTING),
                " }".repeat(MAX_MESSAGE_NESTING)
            );
            replace(english, "rules-title", &value)
        }
    }
}

/// A FIFO at `path`, made with `mkfifoat`.
#[cfg(not(target_vendor = "apple"))]
fn make_fifo(path: &Path) -> std::io::Result<()> {
    use rustix::fs::{CWD, Mode, mkfifoat};
    mkfifoat(CWD, path, Mode::from_raw_mode(0o644)).map_err(std::io::Error::from)
}

/// No FIFO where rustix has no `mkfifoat`: the case is skipped
/// ([`Case::skipped`]).
#[cfg(target_vendor = "apple")]
fn make_fifo(_: &Path) -> std::io::Result<()> {
    Err(std::io::Error::new(
        std::io::ErrorKind::Unsupported,
        "no mkfifoat on this system",
    ))
}
